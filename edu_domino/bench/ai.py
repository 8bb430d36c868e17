"""`edu-domino bench ai [--json]`: how strong the `expert` level is, and how long it thinks.

Strength: hands won by an `expert` pair against a `greedy` pair and against a `random` pair,
4 players, `musica` rules in pairs (teams=2), double-six. Hands are played in whole matches
(so openers rotate as in class); the expert pair sits on side 0 in even matches and on side 1 in
odd ones. Each rate has its 95% Wilson interval. A drawn hand (a tie that the rules replay)
counts as not won and is also reported as `drawn`; `musica` gives ties to the hand-holder, so
there are none there.

Time: the expert's decisions with two or more legal actions (a forced move is answered at once
and left out), four experts at the table, on double-six (`musica`, pairs) and double-twelve
(`doble-doce`, 4 players).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time

from edu_domino.ai import get_player
from edu_domino.ai.expert import DEFAULT_BUDGET_MS
from edu_domino.engine.match import Match
from edu_domino.engine.presets import get_preset
from edu_domino.engine.rules import RuleSet


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--hands", type=int, default=1000, help="hands per pairing (default 1000)")
    parser.add_argument("--decisions", type=int, default=300,
                        help="timed expert decisions per set (default 300)")
    parser.add_argument("--budget-ms", type=float, default=DEFAULT_BUDGET_MS,
                        help=f"expert time per decision, ms (default {DEFAULT_BUDGET_MS:g})")
    parser.add_argument("--samples", type=int, default=0,
                        help="cap on the worlds the expert samples per decision (0 = none)")
    parser.add_argument("--seed", type=int, default=1, help="seed for deals and choices")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")


def wilson(won: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion (sound near 0 and 1, unlike p +- 2se)."""
    if n == 0:
        return (0.0, 1.0)
    p = won / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def strength(opponent: str, hands: int, expert_options: dict, seed: int, progress=None) -> dict:
    """Hands won by an expert pair against a pair of `opponent` (see the module docstring);
    `progress(played, hands)` is called every 100 hands when given."""
    rules = get_preset("musica", teams=2)
    expert = get_player("expert", **expert_options)
    other = get_player(opponent)
    rng = random.Random(seed)
    won = drawn = played = 0
    game = 0
    while played < hands:
        expert_side = game % 2
        seats = [expert if rules.side_of(s) == expert_side else other for s in range(rules.players)]
        match = Match(rules, seed=seed * 1_000_003 + game)
        while played < hands:
            _play_round(match, seats, rng)
            result = match.results[-1]
            played += 1
            if progress is not None and played % 100 == 0:
                progress(played, hands)
            won += result.winner_side == expert_side
            drawn += result.how == "drawn"
            if match.over:
                break
            match.next_round()
        game += 1
    lo, hi = wilson(won, played)
    return {"win_rate": round(won / played, 4), "ci95": [round(lo, 4), round(hi, 4)],
            "hands": played, "won": won, "drawn": drawn}


def _play_round(match: Match, seats, rng: random.Random, timings: list[float] | None = None) -> None:
    while not match.round_over:
        seat = match.turn
        legal = match.legal_actions()
        started = time.perf_counter()
        action = seats[seat].choose(match.view(seat), legal, rng)
        if timings is not None and len(legal) > 1:
            timings.append((time.perf_counter() - started) * 1000)
        match.apply(action)


def decision_times(rules: RuleSet, decisions: int, expert_options: dict, seed: int) -> dict:
    expert = get_player("expert", **expert_options)
    rng = random.Random(seed)
    timings: list[float] = []
    game = 0
    while len(timings) < decisions:
        match = Match(rules, seed=seed * 1_000_003 + game)
        _play_round(match, [expert] * rules.players, rng, timings)
        game += 1
    timings.sort()
    return {"median": round(statistics.median(timings), 1),
            "p95": round(timings[min(len(timings) - 1, int(0.95 * len(timings)))], 1),
            "max": round(timings[-1], 1), "decisions": len(timings)}


def run(args: argparse.Namespace) -> int:
    if args.hands < 1 or args.decisions < 1 or args.budget_ms < 0 or args.samples < 0:
        print("bench ai: --hands and --decisions must be at least 1, --budget-ms and --samples "
              "0 or more", file=sys.stderr)
        return 1
    if not args.budget_ms and not args.samples:
        print("bench ai: give --budget-ms or --samples (both 0 leaves the expert no limit)",
              file=sys.stderr)
        return 1
    options = {"budget_ms": args.budget_ms, "samples": args.samples}
    started = time.perf_counter()

    def progress_of(name: str):
        def progress(played: int, hands: int) -> None:
            print(f"expert vs {name}: {played}/{hands} hands, {time.perf_counter() - started:.0f} s",
                  file=sys.stderr, flush=True)
        return progress

    report = {
        "expert_vs_greedy": strength("greedy", args.hands, options, args.seed, progress_of("greedy")),
        "expert_vs_random": strength("random", args.hands, options, args.seed + 1, progress_of("random")),
        "decision_ms": {
            "double6": decision_times(get_preset("musica", teams=2), args.decisions, options, args.seed),
            "double12": decision_times(get_preset("doble-doce"), args.decisions, options, args.seed),
        },
        "settings": {"rules": "musica teams=2, double-six", "budget_ms": args.budget_ms,
                     "samples": args.samples, "seed": args.seed,
                     "drawn_hands": "count as not won", "timed": "decisions with 2+ legal actions"},
    }
    report["wall_s"] = round(time.perf_counter() - started, 1)
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    for key in ("expert_vs_greedy", "expert_vs_random"):
        r = report[key]
        lo, hi = r["ci95"]
        print(f"{key}: {r['win_rate']:.1%} of {r['hands']} hands (95% CI {lo:.1%} - {hi:.1%}, "
              f"{r['drawn']} drawn)")
    for key, t in report["decision_ms"].items():
        print(f"decision ms {key}: median {t['median']}, p95 {t['p95']}, max {t['max']} "
              f"({t['decisions']} decisions)")
    print(f"wall time {report['wall_s']} s")
    return 0
