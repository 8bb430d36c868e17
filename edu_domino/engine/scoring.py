"""Scoring a finished hand: who won it and what every side scores (see docs/rules.md).

>>> from edu_domino.engine import Match, get_preset
>>> m = Match(get_preset("doble-doce", players=3), seed=5)
>>> rnd = m.round
>>> rnd.hands[:] = [m.ts.mask_of([make_tile(5, 0)]), m.ts.mask_of([make_tile(12, 7)]),
...                 m.ts.mask_of([make_tile(12, 0)])]
>>> rnd.over, rnd.how = True, "closed"
>>> score_round(m.rules, rnd, [0, 0, 0]).points   # seed 003: A 5, B 19, C 12 -> A scores 21
(21, 0, 0)
"""

from __future__ import annotations

from typing import NamedTuple

from edu_domino.engine.choices import RoundHow
from edu_domino.engine.events import RoundResult
from edu_domino.engine.round import Round
from edu_domino.engine.rules import RuleSet
from edu_domino.engine.tables import RuleFacts, rule_facts, sides_in_play
from edu_domino.engine.tiles import Tile, TileSet, make_tile  # noqa: F401  (make_tile: doctest)

# Hands-won bonuses (common Brazilian scoring, offered as the `bonuses` option).
BONUS_POINTS = {"double": 2, "both_ends": 3, "double_both_ends": 4}


class HandScore(NamedTuple):
    how: RoundHow
    winner_seat: int | None
    winner_side: int | None
    pips: tuple[int, ...]  # per seat
    side_pips: tuple[int, ...]
    points: tuple[int, ...]  # per side
    bonus: str | None


def score_round(rules: RuleSet, rnd: Round, totals: list[int]) -> RoundResult:
    """Who won the finished hand `rnd`, how, and every side's points and new totals."""
    assert rnd.how is not None, "score a finished hand only"
    how, winner_seat, winner, pips, side_pips, points, bonus = _score(
        rules, rnd.ts, rnd.hands, rnd.seats, rnd.opener, rnd.how, rnd.out_seat, rnd.last_tile, rnd.last_both)
    return RoundResult(rnd.number, how, winner_seat, winner, pips, side_pips, points,
                       tuple(map(int.__add__, totals, points)), bonus)


def score_hand(
    rules: RuleSet,
    ts: TileSet,
    hands: list[int],
    seats: tuple[int, ...],
    opener: int,
    how: RoundHow,
    out_seat: int | None,
    last_play: tuple[Tile, bool] | None,
) -> HandScore:
    """Score a finished hand given as plain data: the one place the scoring rules live.

    `hands` are bitmasks per seat, `seats` the seats dealt in (turn order), `how` "out" (then
    `out_seat` went out) or "closed", `last_play` the last tile laid and whether it fitted both
    ends. The engine's rounds and the AI's simulator both score through here.
    """
    last_tile, last_both = (ts.index[last_play[0]], last_play[1]) if last_play is not None else (-1, False)
    return HandScore(*_score(rules, ts, hands, seats, opener, how, out_seat, last_tile, last_both))


def _score(rules: RuleSet, ts: TileSet, hands: list[int], seats: tuple[int, ...], opener: int, how: RoundHow,
           out_seat: int | None, last_tile: int, last_both: bool) -> tuple:
    """`score_hand`'s fields as a plain tuple; the last tile laid as its index (-1: none)."""
    facts = rule_facts(rules)
    pips_of = ts.pips_of
    teams = facts.teams
    blank_alone = facts.blank_alone
    pips = [0] * facts.players
    side_pips = [0] * facts.n_sides
    for s in seats:
        hand = hands[s]
        p = blank_alone if blank_alone and hand == 1 else pips_of(hand)
        pips[s] = p
        side_pips[s % teams if teams else s] += p
    active = facts.sides_of_all if seats is facts.all_seats else sides_in_play(seats, teams)

    winner_seat: int | None
    winner: int | None
    if how == _OUT:
        assert out_seat is not None, "a hand won by going out names who went out"
        winner_seat = out_seat
        winner = winner_seat % teams if teams else winner_seat
    else:
        winner_seat, winner = _closed_winner(facts, seats, opener, pips, side_pips, active)
        if winner is None and facts.tie_replays:
            how = _DRAWN

    points = [0] * facts.n_sides
    bonus = None
    if facts.loser_accumulates:
        if how == _OUT:
            assert winner is not None
            penalty = side_pips[winner] if facts.team_penalty else 0
            for s in active:
                if s != winner:
                    points[s] = side_pips[s] + penalty
        else:
            for s in active:
                points[s] = side_pips[s]
    elif winner is not None:
        if facts.winner_takes:
            everything = sum(side_pips)
            points[winner] = everything if facts.winner_takes_all else everything - side_pips[winner]
        elif facts.difference:
            own = side_pips[winner]
            points[winner] = sum(side_pips[s] - own for s in active if s != winner)
        else:  # hands_won
            points[winner] = 1
            if facts.bonuses and how == _OUT and last_tile >= 0:
                bonus = _bonus_name(ts.tiles[last_tile], last_both)
                if bonus:
                    points[winner] = BONUS_POINTS[bonus]

    return how, winner_seat, winner, tuple(pips), tuple(side_pips), tuple(points), bonus


def _closed_winner(facts: RuleFacts, seats: tuple[int, ...], opener: int, pips: list[int], side_pips: list[int],
                   active: tuple[int, ...]) -> tuple[int | None, int | None]:
    """(winning seat, winning side) of a closed hand; (None, None) for a tie nobody wins."""
    teams = facts.teams
    # Candidates in turn order from the hand-holder, so a tie goes to the nearest (seed 004).
    at = seats.index(opener)
    order = seats[at:] + seats[:at]
    if facts.closed_by_player:  # seed 000: the player with fewest pips
        low = min([pips[s] for s in seats])
        tied_seats = [s for s in order if pips[s] == low]
    else:
        low = min([side_pips[s] for s in active])
        tied_seats = [s for s in order if side_pips[s % teams if teams else s] == low]
    first = tied_seats[0]
    first_side = first % teams if teams else first
    if facts.tie_to_holder or all((s % teams if teams else s) == first_side for s in tied_seats):
        return first, first_side
    return None, None




_OUT, _DRAWN = RoundHow.OUT, RoundHow.DRAWN  # module names: reading an enum class's member is slow


def _bonus_name(tile, fitted_both: bool) -> str | None:
    if tile.is_double:
        return "double_both_ends" if fitted_both else "double"
    return "both_ends" if fitted_both else None
