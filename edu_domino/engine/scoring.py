"""Scoring a finished hand: who won it and what every side scores (see docs/rules.md)."""

from __future__ import annotations

from edu_domino.engine.events import RoundResult
from edu_domino.engine.round import Round
from edu_domino.engine.rules import RuleSet

# Hands-won bonuses (common Brazilian scoring, offered as the `bonuses` option).
BONUS_POINTS = {"double": 2, "both_ends": 3, "double_both_ends": 4}


def seat_pips(rules: RuleSet, rnd: Round, seat: int) -> int:
    hand = rnd.hands[seat]
    if rules.double_blank_alone and hand == 1:  # tile 0 is [0|0]: held alone (seed 002)
        return rules.double_blank_alone
    return rnd.ts.pips_of(hand)


def score_round(rules: RuleSet, rnd: Round, totals: list[int]) -> RoundResult:
    n_sides = rules.n_sides
    teams = rules.teams
    seats = rnd.seats
    pips_list = [0] * rules.players
    side_pips = [0] * n_sides
    for s in seats:
        p = pips_list[s] = seat_pips(rules, rnd, s)
        side_pips[s % teams if teams else s] += p
    pips = tuple(pips_list)
    side_of = rules.side_of
    active_sides = sorted({side_of(s) for s in seats}) if teams else list(seats)
    points = [0] * n_sides
    how = rnd.how
    bonus = None

    if how == "out":
        winner_seat = rnd.out_seat
        winner = side_of(winner_seat)
    else:
        low = min(side_pips[s] for s in active_sides)
        tied = [s for s in active_sides if side_pips[s] == low]
        winner = tied[0] if len(tied) == 1 else None
        if winner is None and rules.scoring != "loser_accumulates":
            if rules.tie == "replay":
                how = "drawn"
            elif rules.tie == "hand_holder":
                winner = _nearest_to_hand(rnd, rules, tied)
        winner_seat = _first_seat_of(rnd, rules, winner) if winner is not None else None

    others = [s for s in active_sides if s != winner]
    if rules.scoring == "loser_accumulates":
        if how == "out":
            penalty = side_pips[winner] if rules.team_penalty and rules.is_team_game else 0
            for s in others:
                points[s] = side_pips[s] + penalty
        else:
            for s in active_sides:
                points[s] = side_pips[s]
    elif winner is not None:
        if rules.scoring == "winner_takes":
            mode = rules.team_winner_scores if rules.is_team_game else rules.winner_scores
            if mode == "all":
                points[winner] = sum(side_pips[s] for s in active_sides)
            else:
                points[winner] = sum(side_pips[s] for s in others)
        elif rules.scoring == "difference":
            points[winner] = sum(side_pips[s] - side_pips[winner] for s in others)
        else:  # hands_won
            points[winner] = 1
            if rules.bonuses and how == "out" and rnd.last_play is not None:
                bonus = _bonus_name(*rnd.last_play)
                if bonus:
                    points[winner] = BONUS_POINTS[bonus]

    new_totals = tuple(t + p for t, p in zip(totals, points, strict=True))
    return RoundResult(
        round_number=rnd.number,
        how=how,
        winner_seat=winner_seat,
        winner_side=winner,
        pips=pips,
        side_pips=tuple(side_pips),
        points=tuple(points),
        totals=new_totals,
        bonus=bonus,
    )


def _bonus_name(tile, fitted_both: bool) -> str | None:
    if tile.is_double:
        return "double_both_ends" if fitted_both else "double"
    return "both_ends" if fitted_both else None


def _turn_order_from_opener(rnd: Round) -> list[int]:
    order = [rnd.opener]
    while len(order) < len(rnd.seats):
        order.append(rnd.next_seat(order[-1]))
    return order


def _nearest_to_hand(rnd: Round, rules: RuleSet, tied: list[int]) -> int:
    """Seed 004: the side holding the hand, or nearest to it in turn order, wins a tie."""
    for seat in _turn_order_from_opener(rnd):
        if rules.side_of(seat) in tied:
            return rules.side_of(seat)
    raise AssertionError("a tied side has no seat")


def _first_seat_of(rnd: Round, rules: RuleSet, side: int) -> int:
    for seat in _turn_order_from_opener(rnd):
        if rules.side_of(seat) == side:
            return seat
    raise AssertionError("a side has no seat")
