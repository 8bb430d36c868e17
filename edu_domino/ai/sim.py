"""The expert's rollouts: the engine's rules core (engine.core) with a quick playing policy.

A world the expert imagines is a `SimRound`: the core's `HandState` with every hand filled in,
played to its end by the core's one rollout loop with `heavy_tile_chooser`, and scored by the
engine's own scoring. tests/ai/test_ai_sim.py replays its rollouts in the engine.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from edu_domino.engine.actions import LEFT, Action, Draw, Play
from edu_domino.engine.core import DRAW_MOVE, INDICES, PASS_MOVE, Chooser, HandState, rollout
from edu_domino.engine.scoring import score_hand
from edu_domino.engine.tiles import TileSet

__all__ = ["DRAW_MOVE", "PASS_MOVE", "Rollouts", "SimRound", "encode_move", "heavy_tile_chooser"]


def encode_move(action: Action, index: dict) -> int:
    """The engine's action as a core move (`index`: tile -> its index in the tile set)."""
    if isinstance(action, Play):
        return index[action.tile] * 2 + (0 if action.end == LEFT else 1)
    return DRAW_MOVE if isinstance(action, Draw) else PASS_MOVE


class SimRound(HandState):
    """A hand in a world the expert imagines: every hand known, the boneyard in draw order."""

    __slots__ = ()

    def playout(self, rng: random.Random, explore: float | Sequence[float] = 0.15,
                trace: list[int] | None = None) -> None:
        """Play to the end of the hand with `heavy_tile_chooser`; `trace` receives the moves."""
        rates = [float(explore)] * len(self.hands) if isinstance(explore, float | int) else explore
        rand = rng.random
        rollout(self, rand, heavy_tile_chooser(self.ts, rand, rates), trace)

    def result(self) -> tuple[int | None, tuple[int, ...]]:
        """(winning side or None, points per side) of the finished hand."""
        last_play = (self.ts.tiles[self.last_tile], self.last_both) if self.last_tile >= 0 else None
        assert self.how is not None, "score a finished hand only"
        score = score_hand(self.rules, self.ts, self.hands, self.seats, self.opener, self.how,
                           self.out_seat, last_play)
        return score.winner_side, score.points


class Rollouts:
    """The rollouts of one decision: one generator, reseeded per rollout (so every action of a
    world plays on the same random stream, as `playout(random.Random(seed))` would), and one
    `heavy_tile_chooser`, both built once rather than per rollout."""

    def __init__(self, ts: TileSet, explore: Sequence[float]) -> None:
        self.rng = random.Random()
        self.choose = heavy_tile_chooser(ts, self.rng.random, explore)

    def play(self, sim: SimRound, seed: int, trace: list[int] | None = None) -> None:
        """`sim.playout(random.Random(seed), explore, trace)`, without building either anew."""
        self.rng.seed(seed)
        rollout(sim, self.rng.random, self.choose, trace)


def heavy_tile_chooser(ts: TileSet, rand: Callable[[], float], explore: Sequence[float]) -> Chooser:
    """A quick policy: usually the heaviest fitting tile (doubles count extra, as they are the
    hardest to place; equal weights drawn at random), on the end that leaves the player most
    follow-ups; with probability `explore[seat]` a random fitting tile instead, so rollouts stay
    varied and random players are modelled. The first tile of a hand is any allowed one, at
    random."""
    heaviest = _heaviest_for(ts)
    indices = INDICES
    tiles = ts.tiles
    wv = ts.with_value

    def choose(turn: int, hand: int, fit_left: int, fit_right: int, left: int, right: int,
               may_keep: bool) -> int:
        if left < 0 or rand() < explore[turn]:
            options = indices[fit_left | fit_right]
        else:
            options = heaviest[fit_left | fit_right]
        best = options[int(rand() * len(options))] if len(options) > 1 else options[0]
        if not fit_right >> best & 1 or left == right:
            return best << 1
        if not fit_left >> best & 1:
            return best << 1 | 1
        a, b = tiles[best]  # fits both ends: keep the end that leaves the most follow-ups
        rest = hand ^ (1 << best)
        keep_left = (rest & wv[b if a == left else a]).bit_count()
        keep_right = (rest & wv[b if a == right else a]).bit_count()
        on_left = keep_left > keep_right or (keep_left == keep_right and rand() < 0.5)
        return best << 1 | (0 if on_left else 1)

    return choose


class _Heaviest(dict):
    """mask -> the indices of its heaviest tiles (pips, plus 4 for a double), built on first
    use; bounded like engine.core's INDICES."""

    LIMIT = 200_000

    def __init__(self, ts: TileSet) -> None:
        super().__init__()
        self.weight = tuple(t.pips + (4 if t.is_double else 0) for t in ts.tiles)

    def __missing__(self, mask: int) -> tuple[int, ...]:
        if len(self) >= self.LIMIT:
            self.clear()
        options = INDICES[mask]
        top = max(self.weight[i] for i in options)
        result = self[mask] = tuple(i for i in options if self.weight[i] == top)
        return result


_HEAVIEST: dict[int, _Heaviest] = {}


def _heaviest_for(ts: TileSet) -> _Heaviest:
    cached = _HEAVIEST.get(ts.n)
    if cached is None:
        cached = _HEAVIEST[ts.n] = _Heaviest(ts)
    return cached
