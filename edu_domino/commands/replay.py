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
from edu_domino.i18n import N_, _

HELP = N_("check every action of a replay file against the rules and print the results")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar=N_("FILE"), help=N_("a replay document (.json), or one per line"))
    parser.add_argument("--json", action="store_true", help=N_("print the results as JSON"))


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
            print(_("game {number}:", number=k + 1))
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
    print(_("{preset}: {count} actions, all legal; sides: {sides}", preset=replay.preset, count=len(replay.actions),
            sides="; ".join(sides)))
    for r in match.results:
        if r.how == RoundHow.DRAWN:
            what = _("drawn (tie), replayed")
        elif r.winner_seat is None:
            what = _("closed, nobody wins")
        elif r.how == RoundHow.OUT:
            what = _("{name} went out", name=names[r.winner_seat])
        else:
            what = _("{name} wins the closed hand", name=names[r.winner_seat])
        parts = [_("round {number}: {what}", number=r.round_number, what=what), _("pips {list}", list=list(r.pips)),
                 _("points {list}", list=list(r.points)), _("totals {list}", list=list(r.totals))]
        if r.bonus:
            parts.append(_("bonus {points}", points=r.bonus))
        if r.eliminated:
            parts.append(_("eliminated {sides}", sides=", ".join(sides[s] for s in r.eliminated)))
        print("  " + "; ".join(parts))
    totals = _("totals {list}", list=list(match.scores))
    if not match.over:
        print("  " + _("match not finished") + "; " + totals)
    elif match.winner_side is None:
        print("  " + _("match over: a tie, nobody wins") + "; " + totals)
    else:
        print("  " + _("match over: {side} wins", side=sides[match.winner_side]) + "; " + totals)
