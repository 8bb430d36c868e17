"""`edu-domino bench ai --against alphabeta`: the expert head to head with PyPI `dominoes` 6.1.0's
`probabilistic_alphabeta` player (it samples the hidden hands and runs alpha-beta on each).

The rule both programs share: 4 players in two pairs, double-six, 7 tiles each, no boneyard,
[6|6] opens; going out scores every pip left (the partner's too); a closed hand goes to the
pair with fewer pips and scores both pairs' pips; an equal close scores nothing (ours:
`clasico`, teams=2, closed_winner=side, tie=no_points).

Fairness: the `dominoes` player sees only what its seat may know. For each of its decisions it
gets a `dominoes.Game` built from its own view (its hand, the line, the passes, the hand sizes)
in which the hands it cannot see are a random assignment consistent with that view (the
expert's own belief sampler, ai.belief); its own sampling then draws from those tiles again.
Duplicate deals: every deal is played twice with the pairs swapped. A hand with equal totals
(0 points) is not decided: the win rate is over decided hands, the margin over all hands.
The report is rewritten (atomically) after every pair of hands when `--out` is given, so a
long run in the background always leaves what finished; run again with the same `--out`, it
resumes after the last whole deal. `--merge A.json B.json` reports several runs as one (two
seeds run side by side, one a core).
"""

from __future__ import annotations

import json
import math
import random
import sys
import time
from typing import Any

from edu_domino.ai import get_player
from edu_domino.ai.belief import infer
from edu_domino.atomic import write_atomic
from edu_domino.bench.stats import wilson
from edu_domino.engine.actions import LEFT, RIGHT, Action, Play
from edu_domino.engine.events import Passed, Played
from edu_domino.engine.match import Match
from edu_domino.engine.presets import get_preset
from edu_domino.engine.rules import RuleSet
from edu_domino.engine.tiles import Tile, make_tile, tile_set
from edu_domino.engine.view import PlayerView


def shared_rules() -> RuleSet:
    return get_preset("clasico", teams=2, closed_winner="side", tie="no_points")


class AlphabetaSeat:
    """`dominoes`' probabilistic_alphabeta, shown only its seat's view."""

    name = "alphabeta"

    def __init__(self, samples: int) -> None:
        import dominoes

        self.dominoes = dominoes
        self.player = dominoes.players.probabilistic_alphabeta(sample_size=samples)

    def choose(self, view: PlayerView, legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        game = self.game_for(view, rng)
        self.player(game)
        tile, on_left = game.valid_moves[0]
        chosen = Play(_tile_of(tile), LEFT if on_left else RIGHT)
        if chosen not in legal:  # both ends show the same value: `dominoes` lists it once, left
            chosen = next(a for a in legal if isinstance(a, Play) and a.tile == chosen.tile)
        return chosen

    def game_for(self, view: PlayerView, rng: random.Random):
        """A `dominoes.Game` of what `view.seat` knows, the hidden hands sampled consistently."""
        d = self.dominoes
        board = d.Board()
        moves: list = []
        for e in view.history:
            if isinstance(e, Played):
                domino = d.Domino(e.tile.a, e.tile.b)
                board.add(domino, e.end == LEFT)
                moves.append((domino, e.end == LEFT))
            elif isinstance(e, Passed):
                moves.append(None)
        hidden, _stock = infer(view).sample(rng)
        ts = tile_set(view.rules.set_max)
        hands = []
        for seat in range(view.rules.players):
            tiles = view.hand if seat == view.seat else ts.tiles_of(hidden.get(seat, 0))
            hands.append(d.Hand([d.Domino(t.a, t.b) for t in tiles]))
        game = d.Game(board, hands, moves, view.seat, (), view.opener, None)
        game._update_valid_moves()
        return game


def _tile_of(domino) -> Tile:
    return make_tile(domino.first, domino.second)


def play_hand(rules: RuleSet, deal_seed: int, seats: list, rng: random.Random,
              think: dict[str, list[float]]) -> tuple[int | None, tuple[int, ...]]:
    """One hand dealt by `deal_seed`, played by `seats`: (winning side, points per side)."""
    match = Match(rules, seed=deal_seed)
    while not match.round_over:
        seat = match.turn
        legal = match.legal_actions()
        started = time.process_time()
        action = seats[seat].choose(match.view(seat), legal, rng)
        if len(legal) > 1:
            think[seats[seat].name].append(time.process_time() - started)
        match.apply(action)
    result = match.results[-1]
    return result.winner_side, result.points


def head_to_head(hands: int, seed: int, budget_ms: float, ab_samples: int, out: str | None,
                 progress=None, expert_samples: int = 0, cpu_budget: bool = False) -> dict:
    """Play `hands` hands (pairs of one deal); with `out`, resume from the hands a report there
    (same seed and settings) already holds, and rewrite it after every pair."""
    rules = shared_rules()
    expert = get_player("expert", budget_ms=budget_ms, samples=expert_samples, cpu_budget=cpu_budget)
    alphabeta = AlphabetaSeat(ab_samples)
    settings = _settings(seed, budget_ms, ab_samples, expert_samples, cpu_budget)
    done = _resume(out, settings) if out else _nothing_yet()
    outcomes: list[list[int]] = done["outcomes"]  # [expert's side won: 1, lost: -1, equal: 0; margin]
    think: dict[str, list[float]] = done["think_s"]
    started = time.perf_counter() - done["wall_s"]
    report = _report(outcomes, think, settings, done["wall_s"], hands)
    for k in range(len(outcomes) // 2, (hands + 1) // 2):
        deal_seed = seed * 1_000_003 + k
        for expert_side in (0, 1):
            seats = [expert if s % 2 == expert_side else alphabeta for s in range(4)]
            winner, points = play_hand(rules, deal_seed, seats, random.Random(deal_seed * 2 + expert_side), think)
            won = 0 if winner is None else (1 if winner == expert_side else -1)
            outcomes.append([won, points[expert_side] - points[1 - expert_side]])
        report = _report(outcomes, think, settings, time.perf_counter() - started, hands)
        if out:
            write_atomic(out, json.dumps(report) + "\n")
        if progress is not None:
            progress(report)
    return report


def _settings(seed: int, budget_ms: float, ab_samples: int, expert_samples: int = 0, cpu_budget: bool = False) -> dict:
    """The run's settings (a resumed run must have the same). `expert_samples` caps the expert's
    worlds a decision; with `budget_ms` 0 it makes the expert's play independent of the load
    (the 100 ms budget is wall time, so a busy machine starves it; alphabeta has no budget);
    so does `cpu_budget` (the budget counted in the expert's own CPU time)."""
    extra: dict[str, object] = {"expert_samples": expert_samples} if expert_samples else {}
    if cpu_budget:
        extra["expert_budget_clock"] = "cpu"
    return {**extra, "rules": "clasico teams=2 closed_winner=side tie=no_points", "seed": seed,
            "expert_budget_ms": budget_ms, "alphabeta_samples": ab_samples,
            "design": "duplicate: each deal twice with the pairs swapped; the alphabeta seat "
                      "sees only its view (hidden hands sampled consistently with it)"}


def _nothing_yet() -> dict[str, Any]:
    return {"outcomes": [], "think_s": {"expert": [], "alphabeta": []}, "wall_s": 0.0}


def _resume(out: str, settings: dict) -> dict[str, Any]:
    """The hands an earlier run with the same settings left in `out` (none when there is no
    such file); a file with other settings is an error, never overwritten."""
    try:
        with open(out, encoding="utf-8") as f:
            old = json.load(f)
    except FileNotFoundError:
        return _nothing_yet()
    except (OSError, ValueError) as e:
        raise SystemExit(f"bench ai: {out} cannot be resumed ({e}); move it away or give another --out") from None
    if old.get("settings") != settings or "outcomes" not in old:
        raise SystemExit(f"bench ai: {out} holds a run with other settings; give another --out to start afresh")
    outcomes = old["outcomes"][: len(old["outcomes"]) // 2 * 2]  # whole deals only
    return {"outcomes": outcomes, "think_s": old["think_s"], "wall_s": old["wall_s"]}


def merge(reports: list[dict]) -> dict:
    """One report over several runs' hands (e.g. two seeds run side by side, one a core)."""
    outcomes = [o for r in reports for o in r["outcomes"]]
    think = {k: [t for r in reports for t in r["think_s"][k]] for k in ("expert", "alphabeta")}
    settings = dict(reports[0]["settings"], seed=[r["settings"]["seed"] for r in reports])
    return _report(outcomes, think, settings, sum(r["wall_s"] for r in reports),
                   sum(r["hands_wanted"] for r in reports))


def _report(outcomes: list[list[int]], think: dict[str, list[float]], settings: dict, wall: float,
            wanted: int) -> dict:
    won = sum(1 for o in outcomes if o[0] > 0)
    lost = sum(1 for o in outcomes if o[0] < 0)
    decided = won + lost
    lo, hi = wilson(won, decided)
    margins = [o[1] for o in outcomes]
    n = len(margins)
    mean = sum(margins) / n if n else 0.0
    var = sum((m - mean) ** 2 for m in margins) / (n - 1) if n > 1 else 0.0
    half = 1.96 * math.sqrt(var / n) if n else 0.0
    return {
        "hands_played": n, "hands_wanted": wanted, "expert_won": won, "expert_lost": lost,
        "tied": n - decided,
        "win_rate_decided": round(won / decided, 4) if decided else None,
        "win_rate_ci95": [round(lo, 4), round(hi, 4)],
        "margin_per_hand": round(mean, 2), "margin_ci95": [round(mean - half, 2), round(mean + half, 2)],
        "think_s_median": {k: round(_median(v), 3) for k, v in think.items()},
        "settings": settings,
        "wall_s": round(wall, 1),
        "outcomes": outcomes,
        "think_s": {k: [round(t, 4) for t in v] for k, v in think.items()},
    }


def _median(values: list[float]) -> float:
    if not values:
        return 0.0
    values = sorted(values)
    return values[len(values) // 2]


def print_report(report: dict) -> None:
    lo, hi = report["win_rate_ci95"]
    mlo, mhi = report["margin_ci95"]
    rate = report["win_rate_decided"]
    print(f"expert vs probabilistic_alphabeta: {report['hands_played']} hands "
          f"({report['expert_won']} won, {report['expert_lost']} lost, {report['tied']} tied)")
    if rate is not None:
        print(f"  won {rate:.1%} of decided hands (95% CI {lo:.1%} - {hi:.1%})")
    print(f"  points a hand: {report['margin_per_hand']:+} (95% CI {mlo:+} - {mhi:+})")
    t = report["think_s_median"]
    print(f"  median thinking (CPU s): expert {t['expert']}, alphabeta {t['alphabeta']}", file=sys.stdout)
