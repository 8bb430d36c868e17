"""`edu-domino replay FILE [--json]`: play a replay back, checking every action, and print results.

FILE holds one replay document, or one per line (what `simulate --traces` writes).
"""

from __future__ import annotations

import argparse
import json

from edu_domino.commands._errors import reports_user_errors
from edu_domino.engine.choices import RoundHow
from edu_domino.engine.match import Match
from edu_domino.engine.replay import Replay, load_replays, replay_summary, run_replay

HELP = "check every action of a replay file against the rules and print the results"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help="a replay document (.json), or one per line")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")


@reports_user_errors
def run(args: argparse.Namespace) -> int:
    replays = load_replays(args.file)
    played = [(r, run_replay(r)) for r in replays]
    if args.json:
        out = [_json(r, m) for r, m in played]
        print(json.dumps(out[0] if len(out) == 1 else out))
        return 0
    for k, (replay, match) in enumerate(played):
        if len(played) > 1:
            print(f"game {k + 1}:")
        _print_text(replay, match)
    return 0


def _json(replay: Replay, match: Match) -> dict:
    data = replay_summary(match)
    data["preset"] = replay.preset
    data["seats"] = [{"name": s.name, "side": s.side, "kind": s.kind} for s in replay.seats]
    return data


def _print_text(replay: Replay, match: Match) -> None:
    names = [s.name for s in replay.seats]
    rules = match.rules
    sides = [
        " + ".join(names[s] for s in range(rules.players) if rules.side_of(s) == side)
        for side in range(rules.n_sides)
    ]
    print(f"{replay.preset}: {len(replay.actions)} actions, all legal; sides: {'; '.join(sides)}")
    for r in match.results:
        if r.how == RoundHow.DRAWN:
            what = "drawn (tie), replayed"
        elif r.winner_seat is None:
            what = f"{r.how}, nobody wins"
        else:
            verb = "went out" if r.how == RoundHow.OUT else "wins the closed hand"
            what = f"{names[r.winner_seat]} {verb}"
        extra = f"; bonus {r.bonus}" if r.bonus else ""
        gone = f"; eliminated {', '.join(sides[s] for s in r.eliminated)}" if r.eliminated else ""
        print(f"  round {r.round_number}: {what}; pips {list(r.pips)}; points {list(r.points)}; "
              f"totals {list(r.totals)}{extra}{gone}")
    if match.over:
        winner = sides[match.winner_side] if match.winner_side is not None else "nobody (a tie)"
        print(f"  match over: {winner} wins; totals {list(match.scores)}")
    else:
        print(f"  match not finished; totals {list(match.scores)}")
