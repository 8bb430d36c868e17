"""`edu-domino bench engine [--json]`: complete random games, our engine against PyPI `dominoes`.

The workload is the one `dominoes` 6.1.0 plays: 4 players in two pairs, double-six, 7 tiles each,
no boneyard, [6|6] opens, every seat choosing uniformly at random among its legal moves, the
shuffle and deal included. Both engines run in the same process, alternating in batches (who goes
first alternates too); each figure is the median over the batches of games per CPU-second
(`time.process_time`, so other processes on a shared machine do not skew the ratio).

Ours is timed twice: through `Match.playout` (the headline figure: the same games, decision for
decision, as the step API, proved by tests/engine/test_playout_equivalence.py) and through the
step API (`legal_actions()` + `apply()`, events and all). How the workloads are made equal:

- Every decision picks `legal[int(random() * len(legal))]`: uniform among the legal actions.
- `dominoes` skips a seat with no move by itself; our engine asks that seat for `pass`. That
  decision has one option, so it is forced whatever the random number.
- `dominoes` lists a tile once when both open ends show the same value; our engine lists it at
  both ends. Then every fitting tile appears exactly twice, so a uniform pick among our actions is
  a uniform pick among distinct moves, exactly as theirs.
- Their seats choose with `random.choice(game.valid_moves)` (cheaper than their
  `players.random`, which sorts the moves by random keys), so the ratio is not flattered by their
  player code.

`dominoes` is benchmark-only: if it is not installed, only our figure is printed.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Callable

from edu_domino.engine.match import Match
from edu_domino.engine.presets import get_preset


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--games", type=int, default=2000, help="games per engine (default 2000)")
    parser.add_argument("--batches", type=int, default=10, help="alternating batches (default 10)")
    parser.add_argument("--seed", type=int, default=1, help="seed for deals and choices")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")


def workload_rules():
    """Two pairs, double-six, 7 each, no boneyard, [6|6] opens: `clasico` in pairs."""
    return get_preset("clasico", players=4, teams=2)


def ours_step(games: int, seed: int) -> int:
    """`games` complete games on the step API (legal_actions + apply, one event list per action)."""
    rules = workload_rules()
    rng = random.Random(seed)
    random01 = rng.random
    actions = 0
    for _ in range(games):
        match = Match(rules, rng=rng)
        rnd = match.round
        apply = match.apply
        legal_actions = rnd.legal_actions
        while not rnd.over:
            legal = legal_actions()
            apply(legal[int(random01() * len(legal))])
            actions += 1
    return actions


def ours(games: int, seed: int) -> int:
    """`games` complete games through `Match.playout`: the same games, decision for decision, as
    `ours_step` (tests/engine/test_playout_equivalence.py), without building action lists."""
    rules = workload_rules()
    rng = random.Random(seed)
    random01 = rng.random
    for _ in range(games):
        Match(rules, rng=rng).playout(random01)
    return games


def theirs(games: int, seed: int) -> int:
    import dominoes

    random.seed(seed)  # `dominoes` shuffles with the module-level generator
    choice = random.choice
    six_six = dominoes.Domino(6, 6)
    moves = 0
    for _ in range(games):
        game = dominoes.Game.new(starting_domino=six_six)
        while game.result is None:
            game.make_move(*choice(game.valid_moves))
        moves += len(game.moves)
    return moves


def _have_dominoes() -> bool:
    try:
        import dominoes  # noqa: F401
    except ImportError:
        return False
    return True


def measure(games: int, batches: int, seed: int) -> dict:
    batches = max(1, min(batches, games))
    per_batch = [games // batches + (1 if b < games % batches else 0) for b in range(batches)]
    runners: dict[str, Callable[[int, int], int]] = {"edu_domino": ours, "edu_domino_step": ours_step}
    if _have_dominoes():
        runners["dominoes"] = theirs
    rates: dict[str, list[float]] = {name: [] for name in runners}
    for b, n in enumerate(per_batch):
        order = list(runners.items())
        if b % 2:
            order.reverse()  # alternate who goes first, so neither always runs on a warm cache
        for name, fn in order:
            start = time.process_time()
            fn(n, seed + b)
            rates[name].append(n / max(time.process_time() - start, 1e-9))
    out: dict[str, object] = {"games": games, "batches": batches}
    out["edu_domino_games_per_s"] = ours_rate = round(statistics.median(rates["edu_domino"]), 1)
    out["edu_domino_step_games_per_s"] = step_rate = round(statistics.median(rates["edu_domino_step"]), 1)
    if "dominoes" in rates:
        out["dominoes_games_per_s"] = theirs_rate = round(statistics.median(rates["dominoes"]), 1)
        out["ratio"] = round(ours_rate / theirs_rate, 2)
        out["step_ratio"] = round(step_rate / theirs_rate, 2)
    else:
        out["dominoes_games_per_s"] = None
        out["ratio"] = None
        out["step_ratio"] = None
        out["note"] = "PyPI dominoes 6.1.0 is not installed; pip install dominoes==6.1.0 to compare"
    return out


def run(args: argparse.Namespace) -> int:
    if args.games < 1:
        print("edu-domino: --games must be at least 1")
        return 1
    result = measure(args.games, args.batches, args.seed)
    if args.json:
        print(json.dumps(result))
    else:
        print(f"edu_domino (playout):  {result['edu_domino_games_per_s']} games/s")
        print(f"edu_domino (step API): {result['edu_domino_step_games_per_s']} games/s")
        if result["ratio"] is not None:
            print(f"dominoes 6.1.0:        {result['dominoes_games_per_s']} games/s")
            print(f"ratio: {result['ratio']}x (step API: {result['step_ratio']}x)")
        else:
            print(result["note"])
    return 0
