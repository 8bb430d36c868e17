"""Computer opponents for game steps, from `edu_domino.ai` when it is there, else random moves.

The AI package is imported on first use so a pack can be checked (and the runner tested) with
or without it; an opponent only ever gets a view, the legal moves and a random generator.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Sequence

from edu_domino.engine import Action, PlayerView
from edu_domino.i18n import _

Chooser = Callable[[PlayerView, Sequence[Action], random.Random], Action]


def _ai():
    try:
        return importlib.import_module("edu_domino.ai")
    except ImportError:
        return None


def _random(view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
    return rng.choice(list(legal))


def check_level(level: str) -> str | None:
    """None when `level` names an opponent, else 'what is wrong; how to fix it'."""
    ai = _ai()
    if ai is None:
        return None if level == "random" else _(
            "opponent level {level!r} needs the AI players, which are not installed; use {snippet}",
            level=level, snippet='"random"')
    try:
        ai.get_player(level)
    except ValueError as exc:
        return str(exc)
    return None


def make(level: str) -> Chooser:
    ai = _ai()
    if ai is None:
        return _random
    player = ai.get_player(level)
    return player.choose
