"""The player protocol and the registry of levels, keyed by name.

A player sees one `PlayerView`, the legal actions and a random generator, and returns one of
those actions. It gets nothing else, so it cannot peek at hidden tiles.

>>> from edu_domino.engine import Match, get_preset
>>> import random
>>> m = Match(get_preset("clasico"), seed=1)
>>> player = get_player("greedy")
>>> player.choose(m.view(m.turn), m.legal_actions(), random.Random(0)) in m.legal_actions()
True
"""

from __future__ import annotations

import difflib
import random
from collections.abc import Callable, Sequence
from typing import Protocol

from edu_domino.engine.actions import Action
from edu_domino.engine.view import PlayerView
from edu_domino.i18n import _


class Player(Protocol):
    name: str

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        """One of `legal`, chosen from what `view` shows."""
        ...


def _factories() -> dict[str, Callable[..., Player]]:
    # Imported here so the registry module stays cheap and free of import cycles.
    from edu_domino.ai.expert import ExpertPlayer
    from edu_domino.ai.simple import GreedyPlayer, RandomPlayer

    return {"random": RandomPlayer, "greedy": GreedyPlayer, "expert": ExpertPlayer}


LEVELS: tuple[str, ...] = ("random", "greedy", "expert")


def get_player(name: str, **options: object) -> Player:
    """A player of level `name` (`random`, `greedy`, `expert`); options go to its constructor.

    Unknown names and options raise ValueError saying what was meant.
    """
    factories = _factories()
    factory = factories.get(name.strip().lower())
    if factory is None:
        close = difflib.get_close_matches(name, LEVELS, n=1)
        hint = (_("did you mean {name!r}?", name=close[0]) if close
                else _("choose one of {names}", names=", ".join(LEVELS)))
        raise ValueError(_("unknown player level {name!r}", name=name) + "; " + hint)
    try:
        return factory(**options)
    except TypeError as exc:
        raise ValueError(f"player level {name!r}: {exc}") from None
