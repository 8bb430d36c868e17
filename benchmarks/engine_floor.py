"""How fast can pure Python play `bench engine`'s games at all? The floor under issue 24's 8x and 3x.

    .venv/bin/python benchmarks/engine_floor.py [--games N] [--batches B] [--check N]

Two deliberately bare players of the bench's workload (4 players in pairs, double-six, 7 tiles
each, no boneyard, [6|6] opens, uniform random legal moves), written for this one rule set only:

- `bare_game`: one function, every value in a local, no objects, no events, no results kept: the
  least a pure-Python playout can do (the engine's playout builds a `Match`, a `Round`, scores
  the hand into a `RoundResult`, and serves every preset);
- `BareRound`: the least an object step API can do: `legal_actions()` and `apply()` as two
  method calls a decision, the state in attributes, one event a move (the engine's step API also
  keeps the action log, checks refusals, handles drawing and sits under a `Match`).

Both deal with the engine's shuffle and take one `random()` a decision in the engine's order, so
they play exactly the engine's games (`--check N` proves it for N seeds: same hands at the end,
same number of decisions). They are timed beside the engine and `dominoes` 6.1.0 as `bench engine`
times them: alternating batches, `time.process_time`, medians. If the bare players do not reach
8x and 3x, no engine with the real one's duties can on this interpreter.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from itertools import repeat, starmap

sys.path.insert(0, os.getcwd())  # the checkout being measured, not an installed copy

from edu_domino.bench.engine import ours, ours_step, theirs, workload_rules  # noqa: E402
from edu_domino.engine.actions import PASS  # noqa: E402
from edu_domino.engine.events import Passed, Played  # noqa: E402
from edu_domino.engine.match import Match  # noqa: E402
from edu_domino.engine.round import _end_actions_for  # noqa: E402
from edu_domino.engine.tables import move_tables  # noqa: E402
from edu_domino.engine.tiles import Tile, tile_set  # noqa: E402

TS = tile_set(6)
_T = move_tables(TS)
ON_LEFT, ON_RIGHT, BIT_OF_MOVE, PIPS_OF_MOVE = _T.on_left, _T.on_right, _T.bit, _T.pips
WITH_VALUE, BITS = TS.with_value, TS.bits
ACTIONS_LEFT, ACTIONS_RIGHT = _end_actions_for(TS)
SIX_SIX = BITS[TS.index[Tile(6, 6)]]
NEXT = (1, 2, 3, 0)
PASS_MOVE = -2


def _deal(random01: Callable[[], float]) -> list[int]:
    """The engine's shuffle (sorting by random keys) dealt into four 7-tile hands, as bitmasks."""
    keys = list(starmap(random01, repeat((), 28)))
    order = sorted(range(28), key=keys.__getitem__)
    hands = []
    for start in (0, 7, 14, 21):
        hand = 0
        for i in order[start:start + 7]:
            hand |= BITS[i]
        hands.append(hand)
    return hands


def _opener(hands: list[int]) -> int:
    return next(seat for seat in range(4) if hands[seat] & SIX_SIX)


def bare_game(random01: Callable[[], float]) -> tuple[list[int], int]:
    """One game; (the hands at the end, the number of decisions)."""
    hands = _deal(random01)
    turn = _opener(hands)
    random01()  # the opening [6|6] is one legal move, still a decision
    hands[turn] ^= SIX_SIX
    decisions = 1
    left = right = 6
    lm = rm = WITH_VALUE[6]
    held = hands[0] | hands[1] | hands[2] | hands[3]
    turn = NEXT[turn]
    while True:
        hand = hands[turn]
        fit_left = hand & lm
        fit_right = hand & rm
        decisions += 1
        if fit_left or fit_right:
            lefts = ON_LEFT[fit_left]
            rights = ON_RIGHT[fit_right]
            k = int(random01() * (len(lefts) + len(rights)))
            move = lefts[k] if k < len(lefts) else rights[k - len(lefts)]
            if move & 1:
                right = PIPS_OF_MOVE[move] - right
                rm = WITH_VALUE[right]
            else:
                left = PIPS_OF_MOVE[move] - left
                lm = WITH_VALUE[left]
            low = BIT_OF_MOVE[move]
            hand ^= low
            hands[turn] = hand
            held ^= low
            if not hand:
                break
        elif not held & (lm | rm):
            decisions -= 1  # a closed hand: nobody decides anything
            break
        else:
            random01()  # pass
        turn = NEXT[turn]
    pips_of = TS.pips_of
    [pips_of(h) for h in hands]  # the pips a scorer would count
    return hands, decisions


class BareRound:
    """The least an object step API can do for this workload (see the module's text)."""

    __slots__ = ("hands", "turn", "left", "right", "lm", "rm", "held", "over", "_listed", "_moves")

    def __init__(self, random01: Callable[[], float]) -> None:
        self.hands = _deal(random01)
        self.turn = _opener(self.hands)
        self.left = self.right = -1
        self.lm = self.rm = 0
        self.held = self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3]
        self.over = False
        self._listed: tuple = ()
        self._moves: tuple[int, ...] = ()

    def legal_actions(self) -> list:
        hand = self.hands[self.turn]
        if self.left < 0:
            fit_left, fit_right = hand & SIX_SIX, 0
        else:
            fit_left, fit_right = hand & self.lm, hand & self.rm
        if fit_left or fit_right:
            listed = ACTIONS_LEFT[fit_left] + ACTIONS_RIGHT[fit_right]
            self._moves = ON_LEFT[fit_left] + ON_RIGHT[fit_right]
        else:
            listed, self._moves = (PASS,), (PASS_MOVE,)
        self._listed = listed
        return list(listed)

    def apply(self, action) -> list:
        move = self._moves[self._listed.index(action)]
        turn = self.turn
        if move < 0:
            self.turn = NEXT[turn]
            return [Passed(turn)]
        left, right = (6, 6) if self.left < 0 else (self.left, self.right)
        if move & 1:
            right = PIPS_OF_MOVE[move] - right
        else:
            left = PIPS_OF_MOVE[move] - left
        self.left, self.right = left, right
        lm = self.lm = WITH_VALUE[left]
        rm = self.rm = WITH_VALUE[right]
        low = BIT_OF_MOVE[move]
        hand = self.hands[turn] ^ low
        self.hands[turn] = hand
        self.held ^= low
        events = [Played(turn, action.tile, action.end, (left, right))]
        if not hand or not self.held & (lm | rm):
            self.over = True
        else:
            self.turn = NEXT[turn]
        return events


def bare_playouts(games: int, seed: int) -> int:
    random01 = random.Random(seed).random
    for _ in range(games):
        bare_game(random01)
    return games


def bare_steps(games: int, seed: int) -> int:
    random01 = random.Random(seed).random
    pips_of = TS.pips_of
    for _ in range(games):
        rnd = BareRound(random01)
        while not rnd.over:
            legal = rnd.legal_actions()
            rnd.apply(legal[int(random01() * len(legal))])
        [pips_of(h) for h in rnd.hands]
    return games


def check(games: int) -> None:
    """The bare players play the engine's games: same final hands, same number of decisions."""
    rules = workload_rules()
    for seed in range(games):
        rng = random.Random(seed)
        match = Match(rules, rng=rng)
        match.playout(rng.random)
        engine = (list(match.round.hands), len(match.round.moves))
        bare = bare_game(random.Random(seed).random)
        rng = random.Random(seed)
        rnd = BareRound(rng.random)
        steps = 0
        while not rnd.over:
            legal = rnd.legal_actions()
            rnd.apply(legal[int(rng.random() * len(legal))])
            steps += 1
        if bare != engine or (rnd.hands, steps) != engine:
            raise SystemExit(f"seed {seed}: engine {engine}, bare {bare}, bare step API {(rnd.hands, steps)}")
    print(f"check: the bare players played the engine's {games} games exactly")


def measure(games: int, batches: int) -> dict[str, float]:
    runners = {"engine playout": ours, "engine step API": ours_step, "bare playout": bare_playouts,
               "bare step API": bare_steps, "dominoes": theirs}
    rates: dict[str, list[float]] = {name: [] for name in runners}
    per_batch = max(1, games // batches)
    for b in range(batches):
        order = list(runners.items())
        if b % 2:
            order.reverse()
        for name, run in order:
            start = time.process_time()
            run(per_batch, 1 + b)
            rates[name].append(per_batch / max(time.process_time() - start, 1e-9))
    return {name: statistics.median(r) for name, r in rates.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6000, help="games per player (default 6000)")
    parser.add_argument("--batches", type=int, default=15)
    parser.add_argument("--check", type=int, default=0, metavar="N", help="only prove the bare players "
                        "play the engine's games, for N seeds")
    args = parser.parse_args()
    if args.check:
        check(args.check)
        return
    with open("/proc/loadavg") as f:
        load = f.read().split()[:3]
    figures = measure(args.games, args.batches)
    theirs_rate = figures["dominoes"]
    print(f"load average {' '.join(load)}; {args.games} games each, median of {args.batches} batches")
    for name, rate in figures.items():
        print(f"{name:16} {rate:9.0f} games/s  {rate / theirs_rate:5.2f}x dominoes")


if __name__ == "__main__":
    main()
