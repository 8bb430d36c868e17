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
from edu_domino.engine.tables import rule_facts
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
    score = score_hand(rules, rnd.ts, rnd.hands, rnd.seats, rnd.opener, rnd.how, rnd.out_seat,
                       rnd.last_play)
    return RoundResult(
        rnd.number, score.how, score.winner_seat, score.winner_side, score.pips, score.side_pips,
        score.points, tuple(map(int.__add__, totals, score.points)), score.bonus,
    )


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
    active = _ACTIVE.get((seats, teams))
    if active is None:
        active = _ACTIVE[(seats, teams)] = tuple(sorted({s % teams for s in seats}) if teams else seats)

    winner_seat: int | None
    winner: int | None
    if how == _OUT:
        assert out_seat is not None, "a hand won by going out names who went out"
        winner_seat = out_seat
        winner = winner_seat % teams if teams else winner_seat
    else:
        # Candidates in turn order from the hand-holder, so a tie goes to the nearest (seed 004).
        at = seats.index(opener)
        order = seats[at:] + seats[:at]
        if facts.closed_by_player:  # seed 000: the player with fewest pips
            low = min(pips[s] for s in seats)
            tied_seats = [s for s in order if pips[s] == low]
        else:
            low = min(side_pips[s] for s in active)
            tied_seats = [s for s in order if side_pips[s % teams if teams else s] == low]
        tied_sides = {s % teams if teams else s for s in tied_seats}
        if len(tied_sides) == 1 or facts.tie_to_holder:
            winner_seat = tied_seats[0]
            winner = winner_seat % teams if teams else winner_seat
        else:
            winner_seat = winner = None
            if facts.tie_replays:
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
            if facts.bonuses and how == _OUT and last_play is not None:
                bonus = _bonus_name(*last_play)
                if bonus:
                    points[winner] = BONUS_POINTS[bonus]

    return HandScore(how, winner_seat, winner, tuple(pips), tuple(side_pips), tuple(points), bonus)


_OUT, _DRAWN = RoundHow.OUT, RoundHow.DRAWN  # module names: reading an enum class's member is slow

# (seats dealt in, teams) -> the sides in play, in order: asked once per layout.
_ACTIVE: dict[tuple[tuple[int, ...], int], tuple[int, ...]] = {}


def _bonus_name(tile, fitted_both: bool) -> str | None:
    if tile.is_double:
        return "double_both_ends" if fitted_both else "double"
    return "both_ends" if fitted_both else None
