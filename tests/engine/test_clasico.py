"""Seed 000 (clasico): scripted deals for every rule the seed states."""

from __future__ import annotations

import pytest
from engine_helpers import make_deal, play, tiles

from edu_domino.engine import DRAW, IllegalAction, Match, Play, Reshuffled, get_preset, parse_tile

T = parse_tile


def test_six_six_holder_opens_with_it_and_turn_goes_to_the_right():
    rules = get_preset("clasico")
    deal = make_deal(rules, [
        "0-0 1-0 2-0 3-0 4-0 5-0 6-0",
        "1-1 2-1 3-1 4-1 5-1 6-1 2-2",
        "6-6 6-5 6-4 6-3 6-2 5-5 5-4",
        "",
    ], rest_to=3)
    m = Match(rules, deals=[deal])
    assert m.round.turn == 2 and m.round.opener == 2
    assert m.legal_actions() == [Play(T("6-6"), "L")]
    with pytest.raises(IllegalAction, match="opens with 6-6"):
        m.apply(Play(T("6-5"), "L"))
    play(m, "6-6")
    assert m.round.turn == 3  # counter-clockwise: the next seat in turn order
    assert m.rules.direction == "counterclockwise"


def test_with_fewer_players_the_rest_is_set_aside_and_never_drawn():
    rules = get_preset("clasico", players=2)
    deal = make_deal(rules, ["6-6 6-5 4-4 3-3 2-2 1-1 0-0", "1-0 2-0 3-0 4-0 5-0 2-1 3-1"])
    m = Match(rules, deals=[deal])
    assert m.round.boneyard_count == 14
    play(m, "6-6")
    # seat 1 holds no 6 and may not draw from the tiles set aside: it passes
    assert [str(a) for a in m.legal_actions()] == ["pass"]
    with pytest.raises(IllegalAction, match="no drawing"):
        m.apply(DRAW)


def test_six_six_set_aside_then_the_highest_double_held_opens():
    rules = get_preset("clasico", players=2)
    deal = make_deal(rules, ["4-4 1-0 2-0 3-0 4-0 5-0 2-1", "5-5 3-1 4-1 5-1 6-1 3-2 4-2"])
    m = Match(rules, deals=[deal])
    assert m.round.opener == 1
    assert m.legal_actions() == [Play(T("5-5"), "L")]


def test_domino_winner_scores_the_pips_of_every_other_hand():
    rules = get_preset("clasico", players=3, hand_size=2)
    # seat 0 opens 6-6; seat 1 has no 6 and passes; seat 2 plays 6-3; seat 0 goes out with 3-1.
    deal = make_deal(rules, ["6-6 3-1", "5-5 4-4", "6-3 2-0"])
    m = Match(rules, deals=[deal])
    play(m, "6-6", "pass", "6-3 R", "3-1 R")
    r = m.results[-1]
    assert (r.how, r.winner_seat) == ("out", 0)
    assert r.points == (18 + 2, 0, 0)


def test_closed_hand_the_lowest_player_scores_all_pips_own_included():
    rules = get_preset("clasico", players=2, hand_size=2)
    deal = make_deal(rules, ["6-6 1-0", "5-5 4-3"])  # every other 6 is set aside
    m = Match(rules, deals=[deal])
    events = play(m, "6-6")
    r = m.results[-1]
    assert r.how == "closed" and r.winner_seat == 0
    assert r.points == (1 + 17, 0)
    assert type(events[-1]).__name__ == "RoundEnded"


def test_pairs_closed_hand_goes_to_the_pair_of_the_player_with_fewest_pips():
    # Seed 000: "ganará el jugador cuyas fichas sumen menos puntos": in pairs, the pair of the
    # lowest player wins even when its pair total is higher.
    rules = get_preset("clasico", players=4, teams=2, hand_size=2)
    deal = make_deal(rules, ["6-6 1-0", "3-2 2-2", "5-5 4-4", "3-0 2-0"])
    m = Match(rules, deals=[deal])
    play(m, "6-6")
    r = m.results[-1]
    # seat 0 holds 1 pip (the lowest); side 0 holds 1 + 18 = 19, side 1 holds 9 + 5 = 14
    assert r.side_pips == (19, 14)
    assert (r.winner_seat, r.winner_side) == (0, 0)
    assert r.points == (33, 0)
    by_side = get_preset("clasico", players=4, teams=2, hand_size=2, closed_winner="side")
    m2 = Match(by_side, deals=[deal])
    play(m2, "6-6")
    assert m2.results[-1].winner_side == 1 and m2.results[-1].points == (0, 33)


def test_tie_on_a_close_goes_to_the_hand_holder():
    rules = get_preset("clasico", players=2, hand_size=2)
    deal = make_deal(rules, ["6-6 2-1", "3-0 0-0"])
    m = Match(rules, deals=[deal])
    play(m, "6-6")
    r = m.results[-1]
    assert r.how == "closed" and r.winner_seat == 0 and r.points == (6, 0)


def test_next_hand_the_player_right_of_the_last_opener_leads_with_any_tile():
    rules = get_preset("clasico", players=3, hand_size=2)
    first = make_deal(rules, ["6-6 3-1", "5-5 4-4", "6-3 2-0"])
    second = make_deal(rules, ["6-6 6-5", "5-1 2-2", "4-0 3-3"])
    m = Match(rules, deals=[first, second])
    play(m, "6-6", "pass", "6-3 R", "3-1 R")
    m.next_round()
    assert m.round.opener == 1 and m.round.turn == 1
    assert m.round.opening_tile is None
    assert sorted(str(a) for a in m.legal_actions()) == ["2-2 L", "5-1 L"]
    play(m, "5-1")
    assert m.round.turn == 2
    play(m, "pass", "6-5", "pass", "pass", "6-6")
    r = m.results[-1]
    assert (r.how, r.winner_seat, r.points) == ("out", 0, (4 + 10, 0, 0))
    assert m.scores == (20 + 14, 0, 0)


def test_match_ends_at_the_target_and_targets_follow_the_seed():
    assert get_preset("clasico").match_target == 50
    assert get_preset("clasico", players=4, teams=2).match_target == 100
    rules = get_preset("clasico", players=2, hand_size=2, target=10)
    m = Match(rules, deals=[make_deal(rules, ["6-6 1-0", "5-5 4-3"])])
    events = play(m, "6-6")
    assert m.over and m.winner_side == 0
    assert type(events[-1]).__name__ == "MatchEnded"
    with pytest.raises(IllegalAction, match="match is over"):
        m.next_round()


def test_no_double_in_any_hand_reshuffles():
    rules = get_preset("clasico", players=2)
    no_doubles = make_deal(rules, ["1-0 2-0 3-0 4-0 5-0 6-0 2-1", "3-1 4-1 5-1 6-1 3-2 4-2 5-2"])
    fine = make_deal(rules, ["6-6 2-0 3-0 4-0 5-0 6-0 2-1", "3-1 4-1 5-1 6-1 3-2 4-2 5-2"])
    m = Match(rules, deals=[no_doubles, fine])
    assert isinstance(m.start_events[0], Reshuffled) and m.start_events[0].reason == "no_double"
    assert m.round.opener == 0 and len(m.deals_used) == 2
    assert tiles("6-6")[0] in m.round.hand(0)
