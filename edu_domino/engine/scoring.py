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

from edu_domino.engine.events import RoundResult
from edu_domino.engine.round import Round
from edu_domino.engine.rules import RuleSet
from edu_domino.engine.tiles import make_tile  # noqa: F401  (used by the doctest)

# Hands-won bonuses (common Brazilian scoring, offered as the `bonuses` option).
BONUS_POINTS = {"double": 2, "both_ends": 3, "double_both_ends": 4}


def seat_pips(rules: RuleSet, rnd: Round, seat: int) -> int:
    """The pips `seat` holds, as counted for scoring ([0|0] alone may count 10, seed 002)."""
    hand = rnd.hands[seat]
    if rules.double_blank_alone and hand == 1:  # tile 0 is [0|0]
        return rules.double_blank_alone
    return rnd.ts.pips_of(hand)


def score_round(rules: RuleSet, rnd: Round, totals: list[int]) -> RoundResult:
    """Who won the finished hand `rnd`, how, and every side's points and new totals."""
    pips_of = rnd.ts.pips_of
    hands = rnd.hands
    seats = rnd.seats
    teams = rules.teams
    n_sides = teams or rules.players
    blank_alone = rules.double_blank_alone
    pips = [0] * rules.players
    side_pips = [0] * n_sides
    for s in seats:
        hand = hands[s]
        p = blank_alone if blank_alone and hand == 1 else pips_of(hand)
        pips[s] = p
        side_pips[s % teams if teams else s] += p
    active = sorted({s % teams for s in seats}) if teams else list(seats)
    how = rnd.how
    scoring = rules.scoring

    if how == "out":
        winner_seat = rnd.out_seat
        winner = winner_seat % teams if teams else winner_seat
    else:
        # Candidates in turn order from the hand-holder, so a tie goes to the nearest (seed 004).
        at = seats.index(rnd.opener)
        order = seats[at:] + seats[:at]
        if teams and rules.closed_winner == "player":  # seed 000: the player with fewest pips
            low = min(pips[s] for s in seats)
            tied_seats = [s for s in order if pips[s] == low]
        else:
            low = min(side_pips[s] for s in active)
            tied_seats = [s for s in order if side_pips[s % teams if teams else s] == low]
        tied_sides = {s % teams if teams else s for s in tied_seats}
        if len(tied_sides) == 1 or (scoring != "loser_accumulates" and rules.tie == "hand_holder"):
            winner_seat = tied_seats[0]
            winner = winner_seat % teams if teams else winner_seat
        else:
            winner_seat = winner = None
            if scoring != "loser_accumulates" and rules.tie == "replay":
                how = "drawn"

    points = [0] * n_sides
    bonus = None
    if scoring == "loser_accumulates":
        if how == "out":
            penalty = side_pips[winner] if teams and rules.team_penalty else 0
            for s in active:
                if s != winner:
                    points[s] = side_pips[s] + penalty
        else:
            for s in active:
                points[s] = side_pips[s]
    elif winner is not None:
        if scoring == "winner_takes":
            mode = rules.team_winner_scores if teams else rules.winner_scores
            everything = sum(side_pips)
            points[winner] = everything if mode == "all" else everything - side_pips[winner]
        elif scoring == "difference":
            own = side_pips[winner]
            points[winner] = sum(side_pips[s] - own for s in active if s != winner)
        else:  # hands_won
            points[winner] = 1
            if rules.bonuses and how == "out" and rnd.last_play is not None:
                bonus = _bonus_name(*rnd.last_play)
                if bonus:
                    points[winner] = BONUS_POINTS[bonus]

    return RoundResult(
        rnd.number, how, winner_seat, winner, tuple(pips), tuple(side_pips), tuple(points),
        tuple(map(int.__add__, totals, points)), bonus,
    )


def _bonus_name(tile, fitted_both: bool) -> str | None:
    if tile.is_double:
        return "double_both_ends" if fitted_both else "double"
    return "both_ends" if fitted_both else None
