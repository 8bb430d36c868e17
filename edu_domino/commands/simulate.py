"""`edu-domino simulate --preset NAME ...`: play complete matches between computer players.

Seats are uniformly random players unless `--seats` names a level per seat
(`--seats expert,random,random,random`); levels other than `random` come from
`edu_domino.ai.get_player(level)`. `--traces FILE` writes one replay document per match, one per
line, that `edu-domino replay FILE` plays back.
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from edu_domino.atomic import write_atomic
from edu_domino.commands._errors import UserError, reports_user_errors
from edu_domino.engine.actions import Action, Draw, Pass
from edu_domino.engine.choices import RoundHow
from edu_domino.engine.match import Match
from edu_domino.engine.presets import get_preset
from edu_domino.engine.replay import dumps, match_to_replay
from edu_domino.engine.rules import RuleSet
from edu_domino.i18n import N_, _

HELP = N_("play complete matches between computer players and print a summary")

# A match that has not ended after this many rounds is a bug in the rules, not a long game.
MAX_ROUNDS = 10_000


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--preset", required=True, metavar=N_("NAME"), help=N_("the rules preset: one of those `edu-domino presets` lists"))
    parser.add_argument("--players", type=int, metavar=N_("PLAYERS"), help=N_("players at the table (default: the preset's)"))
    parser.add_argument("--teams", type=int, metavar=N_("TEAMS"), help=N_("0 for individual play, or 2 to 5 teams seated alternately"))
    parser.add_argument("--set", type=int, dest="set_max", metavar="6|9|12", help=N_("double-six, -nine or -twelve"))
    parser.add_argument("--games", type=int, default=100, metavar=N_("GAMES"), help=N_("matches to play (default 100)"))
    parser.add_argument("--seed", type=int, default=0, metavar=N_("SEED"), help=N_("seed for the deals and the players (default 0)"))
    parser.add_argument("--json", action="store_true", help=N_("print the summary as JSON"))
    parser.add_argument("--traces", metavar=N_("FILE"), help=N_("write one replay document per match, one per line"))
    parser.add_argument("--seats", metavar=N_("LEVELS"), help=N_("player level per seat, comma separated (default: random)"))


def build_rules(args: argparse.Namespace) -> RuleSet:
    overrides: dict[str, object] = {}
    if args.players is not None:
        overrides["players"] = args.players
    if args.teams is not None:
        overrides["teams"] = args.teams
    if args.set_max is not None:
        overrides["set_max"] = args.set_max
    return get_preset(args.preset, **overrides)


def resolve_players(spec: str | None, players: int) -> tuple[list[str], list[object]]:
    levels = [s.strip() for s in spec.split(",")] if spec else ["random"] * players
    if len(levels) == 1 and players > 1:
        levels = levels * players
    if len(levels) != players or not all(levels):
        raise UserError(_("{option}: {count} levels for {players} players; give one level per seat, "
                          "comma separated (e.g. {example})", option="--seats", count=len(levels), players=players,
                          example="expert,random,random,random"))
    cache: dict[str, object] = {}
    out = []
    for level in levels:
        if level not in cache:
            cache[level] = _ai_player(level)
        out.append(cache[level])
    return levels, out


def _ai_player(level: str) -> object:
    try:
        ai = importlib.import_module("edu_domino.ai")
        get_player = ai.get_player
    except (ImportError, AttributeError):
        raise UserError(_("{option}: level {level!r} needs the AI players (edu_domino.ai), which are not available; "
                          "use random", option="--seats", level=level)) from None
    try:
        return get_player(level)
    except (KeyError, ValueError) as exc:
        text = exc.args[0] if exc.args else str(exc)
        raise UserError(f"--seats: {text}") from None


@dataclass
class Summary:
    preset: str
    players: int
    teams: int
    set_max: int
    seats: list[str]
    games: int = 0
    rounds: int = 0
    moves: int = 0
    passes: int = 0
    draws: int = 0
    closed_rounds: int = 0
    drawn_rounds: int = 0
    undecided_matches: int = 0
    match_wins_per_side: list[int] = field(default_factory=list)
    match_wins_per_seat: list[int] = field(default_factory=list)
    round_wins_per_seat: list[int] = field(default_factory=list)
    round_wins_per_side: list[int] = field(default_factory=list)
    total_points_per_side: list[int] = field(default_factory=list)

    def to_json(self) -> dict:
        games = max(self.games, 1)
        return {
            "preset": self.preset,
            "players": self.players,
            "teams": self.teams,
            "set": self.set_max,
            "seats": self.seats,
            "games": self.games,
            "rounds": self.rounds,
            "moves": self.moves,
            "passes": self.passes,
            "draws": self.draws,
            "closed_rounds": self.closed_rounds,
            "drawn_rounds": self.drawn_rounds,
            "undecided_matches": self.undecided_matches,
            "wins_per_side": self.match_wins_per_side,
            "wins_per_seat": self.match_wins_per_seat,
            "round_wins_per_seat": self.round_wins_per_seat,
            "round_wins_per_side": self.round_wins_per_side,
            "mean_points_per_side": [round(p / games, 3) for p in self.total_points_per_side],
        }


def play_match(rules: RuleSet, seed: int, players: list, rng: random.Random) -> Match:
    """One complete match: every seat's player chooses from the legal actions."""
    match = Match(rules, seed=seed)
    fast = all(not getattr(p, "needs_view", True) for p in players)
    while True:
        rnd = match.round
        while not rnd.over:
            seat = rnd.turn
            player = players[seat]
            if fast or not getattr(player, "needs_view", True):
                legal: Sequence[Action] = rnd.legal_actions()
                view = None
            else:
                view = match.view(seat)
                legal = view.legal
            match.apply(player.choose(view, legal, rng))
        if match.over:
            return match
        if len(match.results) >= MAX_ROUNDS:
            raise RuntimeError(f"{rules.name}: no winner after {MAX_ROUNDS} rounds (seed {seed})")
        match.next_round()
        if match.round.over:  # a round can only end on a move; guard against a rules bug
            raise RuntimeError("a round ended before its first move")


def tally(summary: Summary, match: Match) -> None:
    summary.games += 1
    summary.rounds += len(match.results)
    for actions in match.actions:
        for a in actions:
            if isinstance(a, Pass):
                summary.passes += 1
            elif isinstance(a, Draw):
                summary.draws += 1
            else:
                summary.moves += 1
    for r in match.results:
        if r.how == RoundHow.CLOSED:
            summary.closed_rounds += 1
        elif r.how == RoundHow.DRAWN:
            summary.drawn_rounds += 1
        if r.winner_seat is not None and r.winner_side is not None:
            summary.round_wins_per_seat[r.winner_seat] += 1
            summary.round_wins_per_side[r.winner_side] += 1
    if match.winner_side is None:
        summary.undecided_matches += 1
    else:
        summary.match_wins_per_side[match.winner_side] += 1
        for seat in range(match.rules.players):
            if match.rules.side_of(seat) == match.winner_side:
                summary.match_wins_per_seat[seat] += 1
    for side, total in enumerate(match.scores):
        summary.total_points_per_side[side] += total


@reports_user_errors
def run(args: argparse.Namespace) -> int:
    if args.games < 1:
        raise UserError(_("{option}: play at least 1 game", option=f"--games {args.games}"))
    rules = build_rules(args)
    levels, players = resolve_players(args.seats, rules.players)
    summary = Summary(
        preset=rules.name, players=rules.players, teams=rules.teams, set_max=rules.set_max, seats=levels,
        match_wins_per_side=[0] * rules.n_sides, match_wins_per_seat=[0] * rules.players,
        round_wins_per_seat=[0] * rules.players,
        round_wins_per_side=[0] * rules.n_sides, total_points_per_side=[0] * rules.n_sides,
    )
    seeds = random.Random(args.seed)
    traces: list[str] = []
    for _game in range(args.games):
        game_seed = seeds.randrange(2**31)
        match = play_match(rules, game_seed, players, random.Random(game_seed ^ 0x5EED))
        tally(summary, match)
        if args.traces:
            traces.append(dumps(match_to_replay(match, levels)))
    if args.traces:
        write_atomic(args.traces, "\n".join(traces) + "\n")
    data = summary.to_json()
    if args.json:
        print(json.dumps(data))
    else:
        _print_text(data)
    return 0


def _print_text(data: dict) -> None:
    layout = _("{count} teams", count=data["teams"]) if data["teams"] else _("individual")
    print(_("{preset}: {games} matches, {players} players ({layout}), double-{top}", preset=data["preset"],
            games=data["games"], players=data["players"], layout=layout, top=data["set"]))
    print(_("seats: {levels}", levels=", ".join(data["seats"])))
    print(_("rounds {rounds}  moves {moves}  passes {passes}  draws {draws}  closed {closed}  drawn {drawn}",
            rounds=data["rounds"], moves=data["moves"], passes=data["passes"], draws=data["draws"],
            closed=data["closed_rounds"], drawn=data["drawn_rounds"]))
    print(_("match wins per side: {sides}  per seat: {seats}  (undecided {undecided})", sides=data["wins_per_side"],
            seats=data["wins_per_seat"], undecided=data["undecided_matches"]))
    print(_("round wins per seat: {seats}", seats=data["round_wins_per_seat"]))
    print(_("mean points per side: {points}", points=data["mean_points_per_side"]))
