"""Seed 001 (FARAES 2017, Brazilian pairs): scripted deals for every rule the seed states."""

from __future__ import annotations

import pytest
from engine_helpers import make_deal, play, tiles

from edu_domino.engine import PASS, IllegalAction, Match, Play, Reshuffled, get_preset, parse_tile

T = parse_tile


def test_four_players_in_two_pairs_partners_opposite():
    rules = get_preset("faraes")
    assert (rules.players, rules.teams, rules.boneyard, rules.hand_size) == (4, 2, "none", 7)
    assert [rules.side_of(s) for s in range(4)] == [0, 1, 0, 1]
    with pytest.raises(ValueError, match="allow 4 to 4 players"):
        get_preset("faraes", players=2)


def test_four_doubles_in_one_hand_are_shown_and_the_deal_is_reshuffled():
    rules = get_preset("faraes")
    four = make_deal(rules, [
        "6-6 6-5 6-4 6-3 6-2 6-1 6-0",
        "5-5 4-4 3-3 2-2 5-4 5-3 5-2",
        "5-1 5-0 4-3 4-2 4-1 4-0 3-2",
        "1-1 0-0 3-1 3-0 2-1 2-0 1-0",
    ])
    three = make_deal(rules, [
        "5-5 4-4 3-3 6-5 6-4 6-3 6-2",
        "2-2 1-1 0-0 6-1 6-0 5-4 5-3",
        "5-2 5-1 5-0 4-3 4-2 4-1 4-0",
        "6-6 3-2 3-1 3-0 2-1 2-0 1-0",
    ])
    m = Match(rules, deals=[four, three])
    first = m.start_events[0]
    assert isinstance(first, Reshuffled) and first.reason == "doubles_in_hand"
    assert first.seat == 1 and sorted(first.shown) == sorted(tiles("5-5 4-4 3-3 2-2"))
    # three doubles in a hand (seat 0) do not reshuffle; the [6|6] holder of the new deal opens
    assert len(m.deals_used) == 2
    assert m.round.opener == 3 and m.legal_actions() == [Play(T("6-6"), "L")]


def _won_first_hand(rules):
    # seat 0 opens 6-6 and goes out with 5-1: pair 0 wins the hand
    return make_deal(rules, ["6-6 5-1", "6-2 0-0", "3-2 4-4", "5-3 4-0"])


def _play_first_hand(m):
    play(m, "6-6", "6-2 R", "3-2", "5-3", "5-1")


def test_a_pair_wins_the_hand_when_one_partner_goes_out_and_scores_one():
    rules = get_preset("faraes", hand_size=2)
    m = Match(rules, deals=[_won_first_hand(rules)])
    _play_first_hand(m)
    r = m.results[-1]
    assert (r.how, r.winner_seat, r.winner_side, r.points) == ("out", 0, 0, (1, 0))


def test_later_hands_open_counter_clockwise_and_a_reshuffle_keeps_the_opener():
    rules = get_preset("faraes", hand_size=2, reshuffle_doubles=2)
    doubles = make_deal(rules, ["6-2 0-1", "6-6 6-5", "5-5 4-4", "3-0 2-1"])
    second = make_deal(rules, ["6-6 6-5", "3-0 2-1", "5-4 1-0", "2-0 3-1"])
    m = Match(rules, deals=[_won_first_hand(rules), doubles, second])
    _play_first_hand(m)
    events = m.next_round()
    assert isinstance(events[0], Reshuffled) and events[0].seat == 2
    # the hand after the [6|6] hand opens at seat 1 (the next seat), with any tile, even though
    # seat 0 holds [6|6] in the deal that stands
    assert m.round.opener == 1 and m.round.turn == 1 and m.round.opening_tile is None
    assert sorted(str(a) for a in m.legal_actions()) == ["2-1 L", "3-0 L"]


def test_a_tie_on_a_close_is_a_drawn_hand_replayed_first_hand_by_the_six_six_holder():
    rules = get_preset("faraes", hand_size=2)
    tie = make_deal(rules, ["6-6 5-0", "4-0 1-0", "3-2 0-0", "2-1 1-1"])  # pairs: 10 and 10
    again = make_deal(rules, ["5-0 4-0", "1-0 3-2", "6-6 0-0", "2-1 1-1"])
    m = Match(rules, deals=[tie, again])
    play(m, "6-6")
    r = m.results[-1]
    assert r.how == "drawn" and r.side_pips == (10, 10) and r.points == (0, 0)
    assert r.winner_side is None
    events = m.next_round()
    assert events[-1].replayed is True
    assert m.round.opener == 2 and m.legal_actions() == [Play(T("6-6"), "L")]


def test_a_tie_in_a_later_hand_is_replayed_with_the_same_opener():
    rules = get_preset("faraes", hand_size=2)
    tie = make_deal(rules, ["4-0 1-0", "6-6 5-0", "3-2 0-0", "2-1 1-1"])
    again = make_deal(rules, ["4-0 1-0", "5-0 3-2", "0-0 2-1", "6-6 1-1"])
    m = Match(rules, deals=[_won_first_hand(rules), tie, again])
    _play_first_hand(m)
    m.next_round()
    assert m.round.opener == 1
    play(m, "6-6")
    assert m.results[-1].how == "drawn"
    m.next_round()
    assert m.round.opener == 1 and m.round.turn == 1  # not seat 2, and not the [6|6] holder
    assert m.round.opening_tile is None


def test_passing_while_holding_a_playable_tile_is_impossible():
    rules = get_preset("faraes", hand_size=2)
    m = Match(rules, deals=[_won_first_hand(rules)])
    play(m, "6-6")
    with pytest.raises(IllegalAction, match=r"you can play \(6-2\), so you may not pass"):
        m.apply(PASS)
    assert m.legal_actions() == [Play(T("6-2"), "L"), Play(T("6-2"), "R")]


def test_double_blank_counts_zero_and_the_lower_pair_wins_a_close():
    rules = get_preset("faraes", hand_size=2)
    m = Match(rules, deals=[make_deal(rules, ["6-6 0-0", "4-0 1-0", "3-2 1-1", "2-1 5-0"])])
    play(m, "6-6")
    r = m.results[-1]
    assert r.pips[0] == 0 and r.side_pips == (7, 13)
    assert (r.how, r.winner_side, r.points) == ("closed", 0, (1, 0))


@pytest.mark.parametrize(
    ("hands", "actions", "bonus", "points"),
    [
        # out with a double that fits one end only
        (["6-6 5-5", "6-5 0-0", "4-4 1-0", "2-2 3-0"], ["6-6", "6-5 R", "pass", "pass", "5-5"], "double", 2),
        # out with a tile that fits both ends (6 and 5)
        (["6-6 6-5", "6-1 0-0", "5-1 4-4", "2-2 3-0"], ["6-6", "6-1 R", "5-1", "pass", "6-5 L"], "both_ends", 3),
        # out with a double that fits both ends (5 and 5)
        (["6-6 5-5", "6-4 0-0", "6-5 1-1", "5-4 2-0"], ["6-6", "6-4 L", "6-5 R", "5-4 L", "5-5 L"],
         "double_both_ends", 4),
    ],
)
def test_bonuses_option_scores_the_brazilian_bonuses(hands, actions, bonus, points):
    rules = get_preset("faraes", hand_size=2, bonuses=True)
    m = Match(rules, deals=[make_deal(rules, hands)])
    play(m, *actions)
    r = m.results[-1]
    assert (r.how, r.bonus, r.points[r.winner_side]) == ("out", bonus, points)
    plain = Match(rules.with_options(bonuses=False), deals=[make_deal(rules, hands)])
    play(plain, *actions)
    assert plain.results[-1].points[r.winner_side] == 1


def test_match_ends_when_a_pair_reaches_the_target_in_hands_won():
    assert get_preset("faraes").match_target == 6
    rules = get_preset("faraes", hand_size=2, target_teams=1)
    m = Match(rules, deals=[_won_first_hand(rules)])
    _play_first_hand(m)
    assert m.over and m.winner_side == 0 and m.scores == (1, 0)
