"""The two simple levels: `random` and `greedy` ("bota gorda", heaviest tile first)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from edu_domino.engine.actions import LEFT, Action, Play
from edu_domino.engine.view import PlayerView


class RandomPlayer:
    """Any legal action, uniformly: a gentle opponent for beginners."""

    name = "random"
    needs_view = False  # it never looks: a simulation may pass None and skip building views

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        return legal[int(rng.random() * len(legal))]


class GreedyPlayer:
    """Lays the heaviest tile it can, to get rid of pips ("bota gorda").

    Deterministic: ties go to a double, then to the higher half, then to the left end.
    A drawn tile that fits is always laid (never kept); draw and pass only when forced.
    """

    name = "greedy"

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        plays = [a for a in legal if isinstance(a, Play)]
        if not plays:
            return legal[0]
        return max(plays, key=_weight)


def _weight(play: Play) -> tuple[int, bool, int, bool]:
    tile = play.tile
    return (tile.pips, tile.is_double, tile.a, play.end == LEFT)
