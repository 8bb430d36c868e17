"""`edu-domino bench ai [--json]`: how strong the `expert` level is, and how long it thinks.

Strength: hands won by an `expert` pair against a `greedy` pair and against a `random` pair,
4 players, `musica` rules in pairs (teams=2), double-six. The hands are played duplicate-style
(see `strength`): every deal once with the expert pair on each side, and the same deals against
both opponents, so the luck of the deal cancels and the two opponents are compared hand by hand
(`random_minus_greedy`, with its own interval). Each rate has its 95% Wilson interval. A drawn
hand (a tie that the rules replay) counts as not won and is also reported as `drawn`; `musica`
gives ties to the hand-holder, so there are none there. The two pairings run in two processes
when there are two cores.

Time: the expert's decisions with two or more legal actions (a forced move is answered at once
and left out), four experts at the table, on double-six (`musica`, pairs) and double-twelve
(`doble-doce`, 4 players).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from edu_domino.ai import get_player
from edu_domino.ai.expert import DEFAULT_BUDGET_MS
from edu_domino.bench.stats import wilson
from edu_domino.engine.choices import RoundHow
from edu_domino.engine.dealing import shuffle_deal
from edu_domino.engine.match import Deal, Match
from edu_domino.engine.presets import get_preset
from edu_domino.engine.rules import RuleSet
from edu_domino.engine.tiles import tile_set


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--hands", type=int, default=2000, help="hands per pairing (default 2000)")
    parser.add_argument("--decisions", type=int, default=300,
                        help="timed expert decisions per set (default 300)")
    parser.add_argument("--budget-ms", type=float, default=DEFAULT_BUDGET_MS,
                        help=f"expert time per decision, ms (default {DEFAULT_BUDGET_MS:g})")
    parser.add_argument("--samples", type=int, default=0,
                        help="cap on the worlds the expert samples per decision (0 = none)")
    parser.add_argument("--cpu-budget", action="store_true",
                        help="count the expert's budget in its own CPU time, not wall time: on a busy "
                             "machine it then plays as it would on a quiet one, only slower")
    parser.add_argument("--seed", type=int, default=1, help="seed for deals and choices")
    parser.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1),
                        help="play the two pairings in this many processes (default: 2 if "
                             "there are 2 cores); decision times are always taken alone")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--against", choices=["alphabeta"],
                        help="instead: the expert head to head with dominoes' probabilistic_alphabeta "
                             "(see edu_domino/bench/versus.py); --hands, --seed, --budget-ms and --samples apply")
    parser.add_argument("--ab-samples", type=int, default=8,
                        help="hidden-hand samples probabilistic_alphabeta searches per decision (default 8)")
    parser.add_argument("--out", help="with --against: rewrite this JSON report after every pair of hands "
                                      "(run again with the same file to resume)")
    parser.add_argument("--merge", nargs="+", metavar="REPORT",
                        help="with --against: report these --out files (runs side by side) as one, play nothing")


def deal_stream(rules: RuleSet, count: int, seed: int) -> list[Deal]:
    """`count` shuffled deals for every seat of `rules`: the hands both seatings play (see
    `strength`)."""
    ts = tile_set(rules.set_max)
    seats = tuple(range(rules.players))
    size = rules.hand_size_for(len(seats))
    rng = random.Random(seed)
    deals = []
    for _ in range(count):
        hands, stock = shuffle_deal(ts, seats, size, rules.players, rng.random)
        deals.append(Deal(tuple(ts.tiles_of(h) for h in hands), tuple(ts.tiles[i] for i in stock)))
    return deals


def strength(opponent: str, hands: int, expert_options: dict, seed: int, progress=None) -> dict:
    """Hands won by an expert pair against a pair of `opponent`, played duplicate-style.

    The seed fixes a stream of deals. The expert pair plays the stream on side 0, then again on
    side 1, so hand i of one seating and hand i of the other share their tiles with the pairs
    swapped: a lucky deal helps each pair once and the luck of the deal cancels. Each seating
    plays whole matches one after another (openers rotate as in class). The same seed gives
    every opponent the same deals, so two opponents can be compared hand by hand (`outcomes`).
    `progress(played, hands)` is called every 100 hands when given."""
    rules = get_preset("musica", teams=2)
    expert = get_player("expert", **expert_options)
    other = get_player(opponent)
    per_side = (hands + 1) // 2
    # A deal can be redealt (a reshuffle) and a match's last hand may end early: keep spares.
    stream = deal_stream(rules, per_side * 2 + 50, seed)
    outcomes: list[int] = []  # 1 = the expert pair won, per hand: side 0's hands then side 1's
    drawn = 0
    for expert_side in (0, 1):
        seats = [expert if rules.side_of(s) == expert_side else other for s in range(rules.players)]
        rng = random.Random(seed * 2 + expert_side)
        used = played = 0
        while played < per_side:
            match = Match(rules, deals=stream[used:])
            while played < per_side:
                play_round(match, seats, rng)
                result = match.results[-1]
                played += 1
                outcomes.append(int(result.winner_side == expert_side))
                drawn += result.how == RoundHow.DRAWN
                if progress is not None and len(outcomes) % 100 == 0:
                    progress(len(outcomes), per_side * 2)
                if match.over:
                    break
                match.next_round()
            used += len(match.deals_used)
    won = sum(outcomes)
    lo, hi = wilson(won, len(outcomes))
    return {"win_rate": round(won / len(outcomes), 4), "ci95": [round(lo, 4), round(hi, 4)],
            "hands": len(outcomes), "won": won, "drawn": drawn,
            "outcomes": "".join(map(str, outcomes))}


def paired_difference(first: str, second: str, z: float = 1.96) -> dict:
    """Mean of second - first over hands played on the same deals, with a normal 95% interval
    (the per-hand differences are -1, 0 or 1; a thousand of them make the normal fit good)."""
    diffs = [int(b) - int(a) for a, b in zip(first, second, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
    half = z * math.sqrt(var / n)
    return {"value": round(mean, 4), "ci95": [round(mean - half, 4), round(mean + half, 4)], "hands": n}


def play_round(match: Match, seats, rng: random.Random, timings: list[float] | None = None) -> None:
    """Play the current hand to its end with `seats` (one player per seat); `timings` gets each
    decision's seconds."""
    while not match.round_over:
        seat = match.turn
        legal = match.legal_actions()
        started = time.perf_counter()
        action = seats[seat].choose(match.view(seat), legal, rng)
        if timings is not None and len(legal) > 1:
            timings.append((time.perf_counter() - started) * 1000)
        match.apply(action)


def _play_pairings(options: dict, hands: int, seed: int, jobs: int) -> dict:
    """Both pairings on the same deals; in two processes when `jobs` > 1 (each gets a core, so
    the expert's time budget buys as many worlds as when alone)."""
    opponents = ("greedy", "random")
    if jobs == 1:
        return {name: strength(name, hands, options, seed, _Progress(name)) for name in opponents}
    with ProcessPoolExecutor(max_workers=min(jobs, len(opponents))) as pool:
        futures = {name: pool.submit(strength, name, hands, options, seed, _Progress(name))
                   for name in opponents}
        return {name: future.result() for name, future in futures.items()}


class _Progress:
    """A progress line on stderr; a class (not a closure) so it can go to a worker process."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.started = time.perf_counter()

    def __call__(self, played: int, hands: int) -> None:
        print(f"expert vs {self.name}: {played}/{hands} hands, "
              f"{time.perf_counter() - self.started:.0f} s", file=sys.stderr, flush=True)


def decision_times(rules: RuleSet, decisions: int, expert_options: dict, seed: int) -> dict:
    expert = get_player("expert", **expert_options)
    rng = random.Random(seed)
    timings: list[float] = []
    game = 0
    while len(timings) < decisions:
        match = Match(rules, seed=seed * 1_000_003 + game)
        play_round(match, [expert] * rules.players, rng, timings)
        game += 1
    timings.sort()
    return {"median": round(statistics.median(timings), 1),
            "p95": round(timings[min(len(timings) - 1, int(0.95 * len(timings)))], 1),
            "max": round(timings[-1], 1), "decisions": len(timings)}


def run(args: argparse.Namespace) -> int:
    if min(args.hands - 1, args.decisions, args.jobs) < 1 or min(args.budget_ms, args.samples) < 0:
        print("bench ai: --hands must be at least 2, --decisions and --jobs at least 1, "
              "--budget-ms and --samples 0 or more", file=sys.stderr)
        return 1
    if not args.budget_ms and not args.samples:
        print("bench ai: give --budget-ms or --samples (both 0 leaves the expert no limit)",
              file=sys.stderr)
        return 1
    if args.against:
        return _run_versus(args)
    options = {"budget_ms": args.budget_ms, "samples": args.samples, "cpu_budget": args.cpu_budget}
    started = time.perf_counter()
    pairings = _play_pairings(options, args.hands, args.seed, args.jobs)
    report = {
        "expert_vs_greedy": pairings["greedy"],
        "expert_vs_random": pairings["random"],
        "random_minus_greedy": paired_difference(pairings["greedy"].pop("outcomes"),
                                                 pairings["random"].pop("outcomes")),
        "decision_ms": {
            "double6": decision_times(get_preset("musica", teams=2), args.decisions, options, args.seed),
            "double12": decision_times(get_preset("doble-doce"), args.decisions, options, args.seed),
        },
        "settings": {"rules": "musica teams=2, double-six", "budget_ms": args.budget_ms,
                     "design": "duplicate: each deal played with the expert pair on each side; "
                               "the same deals against both opponents",
                     "samples": args.samples, "seed": args.seed,
                     "budget_clock": "cpu" if args.cpu_budget else "wall",
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
    diff = report["random_minus_greedy"]
    print(f"random minus greedy, same deals: {diff['value']:+.1%} "
          f"(95% CI {diff['ci95'][0]:+.1%} - {diff['ci95'][1]:+.1%})")
    for key, t in report["decision_ms"].items():
        print(f"decision ms {key}: median {t['median']}, p95 {t['p95']}, max {t['max']} "
              f"({t['decisions']} decisions)")
    print(f"wall time {report['wall_s']} s")
    return 0


def _run_versus(args: argparse.Namespace) -> int:
    from edu_domino.bench import versus

    try:
        import dominoes  # noqa: F401
    except ImportError:
        print("bench ai --against alphabeta needs PyPI dominoes 6.1.0 (pip install dominoes==6.1.0)",
              file=sys.stderr)
        return 1

    if args.merge:
        reports = []
        for path in args.merge:
            try:
                with open(path, encoding="utf-8") as f:
                    reports.append(json.load(f))
            except (OSError, ValueError) as e:
                print(f"bench ai --merge: cannot read {path} ({e})", file=sys.stderr)
                return 1
        report = versus.merge(reports)
    else:
        def progress(report: dict) -> None:
            if report["hands_played"] % 20 == 0:
                print(f"{report['hands_played']}/{args.hands} hands, {report['wall_s']} s", file=sys.stderr,
                      flush=True)

        report = versus.head_to_head(args.hands, args.seed, args.budget_ms, args.ab_samples, args.out, progress,
                                     expert_samples=args.samples, cpu_budget=args.cpu_budget)
    if args.json:
        print(json.dumps({k: v for k, v in report.items() if k not in ("outcomes", "think_s")}, indent=2))
    else:
        versus.print_report(report)
    return 0
