"""Seed 002 (sala): draw game with elimination and teams; scripted deals for every rule it states."""

from __future__ import annotations

import pytest
from engine_helpers import make_deal, play, tiles

from edu_domino.engine import (
    DRAW,
    PASS,
    Deal,
    IllegalAction,
    Match,
    Play,
    Reshuffled,
    get_preset,
    parse_tile,
)

T = parse_tile


@pytest.mark.parametrize(
    ("set_max", "players", "size"),
    [(6, 2, 7), (6, 3, 7), (6, 4, 7), (9, 7, 7), (9, 8, 6), (9, 9, 6), (9, 10, 5), (12, 10, 7)],
)
def test_hand_sizes_5_to_7_by_set_and_players(set_max, players, size):
    rules = get_preset("sala", set_max=set_max, players=players)
    assert rules.hand_size_for(players) == size


def test_four_players_with_double_six_take_all_tiles_and_double_six_seats_at_most_four():
    m = Match(get_preset("sala", players=4), seed=1)
    assert m.round.boneyard_count == 0
    with pytest.raises(ValueError, match="allow 2 to 4 players"):
        get_preset("sala", players=5)
    assert get_preset("sala", set_max=9, players=10, teams=5).max_players == 10


def test_highest_double_in_the_boneyard_the_next_lower_held_opens_with_a_double():
    rules = get_preset("sala", players=2)
    deal = make_deal(rules, ["3-3 1-0 2-0 3-0 4-0 5-0 2-1", "5-5 4-4 3-1 4-1 5-1 3-2 4-2"], "6-6")
    m = Match(rules, deals=[deal])
    assert m.round.opener == 1
    assert sorted(str(a) for a in m.legal_actions()) == ["4-4 L", "5-5 L"]
    with pytest.raises(IllegalAction, match="first tile must be a double"):
        m.apply(Play(T("3-1"), "L"))


def test_nobody_holds_a_double_reshuffles():
    rules = get_preset("sala", players=2)
    plain = make_deal(rules, ["1-0 2-0 3-0 4-0 5-0 6-0 2-1", "3-1 4-1 5-1 6-1 3-2 4-2 5-2"])
    good = make_deal(rules, ["1-1 2-0 3-0 4-0 5-0 6-0 2-1", "3-1 4-1 5-1 6-1 3-2 4-2 5-2"])
    m = Match(rules, deals=[plain, good])
    assert isinstance(m.start_events[0], Reshuffled) and m.start_events[0].reason == "no_double"
    assert m.round.opener == 0


def test_draw_one_a_fitting_tile_may_be_laid_or_kept_a_misfit_is_kept():
    rules = get_preset("sala", players=2)
    deal = make_deal(rules, ["6-6 1-0 2-0 3-0 4-0 5-0 2-1", "5-5 3-1 4-1 5-1 3-2 4-2 5-2"], "6-3 4-3")
    m = Match(rules, deals=[deal])
    play(m, "6-6")
    assert m.legal_actions() == [DRAW]
    with pytest.raises(IllegalAction, match="draw from the boneyard before passing"):
        m.apply(PASS)
    events = m.apply(DRAW)
    assert events[0].tile == T("6-3") and events[0].boneyard == 13
    assert sorted(str(a) for a in m.legal_actions()) == ["6-3 L", "6-3 R", "pass"]
    play(m, "pass")  # keeps 6-3
    assert T("6-3") in m.round.hand(1) and m.round.turn == 0
    play(m, "draw")  # seat 0 draws 4-3: it does not fit, and one draw is all
    assert m.legal_actions() == [PASS]
    with pytest.raises(IllegalAction, match="already drawn"):
        m.apply(DRAW)


def test_with_the_boneyard_empty_a_player_who_cannot_play_passes():
    rules = get_preset("sala", players=4)
    m = Match(rules, deals=[make_deal(rules, [
        "6-6 1-0 2-0 3-0 4-0 5-0 2-1",
        "5-5 3-1 4-1 5-1 3-2 4-2 5-2",
        "6-5 6-4 4-4 3-3 2-2 1-1 0-0",
        "",
    ], rest_to=3)])
    play(m, "6-6")
    assert m.legal_actions() == [PASS]
    with pytest.raises(IllegalAction, match="boneyard is empty"):
        m.apply(DRAW)


def test_seed_example_the_line_1_2_2_5_5_4_takes_4_6_right_or_1_3_left():
    rules = get_preset("sala", players=2, first_tile="any")
    deal = make_deal(rules, ["5-4 2-1 0-0 1-1 2-2 3-3 4-4", "5-2 6-4 3-1 6-0 6-2 6-3 5-0"])
    m = Match(rules, deals=[deal])
    assert m.round.opener == 0  # holder of the highest double (4-4); first_tile=any
    play(m, "5-4", "5-2 L", "2-1 L")
    assert list(m.round.line) == [(1, 2), (2, 5), (5, 4)]
    legal = m.legal_actions()
    assert Play(T("6-4"), "R") in legal and Play(T("3-1"), "L") in legal
    assert Play(T("6-4"), "L") not in legal and Play(T("3-1"), "R") not in legal
    right = Match(rules, deals=[deal])
    play(right, "5-4", "5-2 L", "2-1 L", "6-4 R")
    assert list(right.round.line) == [(1, 2), (2, 5), (5, 4), (4, 6)]
    left = Match(rules, deals=[deal])
    play(left, "5-4", "5-2 L", "2-1 L", "3-1 L")
    assert list(left.round.line) == [(3, 1), (1, 2), (2, 5), (5, 4)]
    with pytest.raises(IllegalAction, match=r"3-1 does not fit the right end \(4\)"):
        m.apply(Play(T("3-1"), "R"))


def test_going_out_scores_nothing_the_others_add_their_pips_double_blank_alone_is_10():
    rules = get_preset("sala", players=3, hand_size=2)
    deal = make_deal(rules, ["6-6 6-5", "0-0 6-1", "4-3 2-2"], "3-3")
    m = Match(rules, deals=[deal])
    play(m, "6-6", "6-1 L", "draw", "pass", "6-5 R")
    r = m.results[-1]
    assert (r.how, r.winner_seat) == ("out", 0)
    # seat 1 holds [0|0] alone: 10; seat 2 holds 4-3 2-2 and the drawn 3-3: 17
    assert r.pips == (0, 10, 17) and r.points == (0, 10, 17)


def test_double_blank_with_other_tiles_counts_zero():
    rules = get_preset("sala", players=3, hand_size=2)
    m = Match(rules, deals=[make_deal(rules, ["6-6 6-5", "0-0 4-1", "6-1 2-2"], "3-3")])
    play(m, "6-6", "draw", "pass", "6-1 L", "6-5 R")
    assert m.results[-1].pips == (0, 5 + 6, 4)


def _closed_three_player_game():
    rules = get_preset("sala", players=3, hand_size=6)
    deal = Deal(
        (tiles("1-0 2-1 3-1 3-2 5-1 5-2"), tiles("1-1 3-0 3-3 4-0 5-0 5-5"), tiles("2-0 4-1 4-2 4-3 6-0 6-3")),
        tiles("5-3 5-4 6-2 6-6 6-5 2-2 0-0 4-4 6-1 6-4"),
    )
    actions = ["5-5 L", "draw", "5-3 R", "3-1 R", "5-0 L", "2-0 L", "5-1 R", "draw", "pass", "4-2 L",
               "5-2 R", "5-4 L", "draw", "6-2 R", "draw", "pass", "draw", "6-5 R", "draw", "pass",
               "draw", "pass", "draw", "pass", "draw", "pass", "draw", "pass"]
    return rules, deal, actions


def test_closed_when_nobody_can_play_and_the_boneyard_is_empty_everybody_adds_their_pips():
    rules, deal, actions = _closed_three_player_game()
    m = Match(rules, deals=[deal])
    play(m, *actions[:-1])
    assert not m.round_over
    play(m, actions[-1])
    r = m.results[-1]
    assert r.how == "closed" and m.round.boneyard_count == 0
    held = [sum(t.pips for t in m.round.hand(s)) for s in range(3)]
    assert r.pips == tuple(held) == (31, 23, 38)
    assert r.points == r.pips


def test_elimination_at_the_limit_and_the_last_player_left_wins():
    rules = get_preset("sala", players=3, hand_size=1, target=10)
    deals = [
        make_deal(rules, ["6-6", "5-4", "0-0"]),  # seat 0 out; seat 1 adds 9, seat 2 10: out
        make_deal(rules, ["3-2", "5-5", ""]),  # seat 2 is not dealt in; seat 1 opens and goes out
        make_deal(rules, ["4-4", "2-1", ""]),  # seat 0 out; seat 1 reaches 12: eliminated
    ]
    m = Match(rules, deals=deals)
    play(m, "6-6")
    r = m.results[-1]
    assert r.points == (0, 9, 10) and r.eliminated == (2,) and not m.over
    m.next_round()
    assert m.round.seats == (0, 1) and m.round.opener == 1  # decided afresh: highest double
    play(m, "5-5")
    assert m.scores == (5, 9, 10) and not m.over
    m.next_round()
    play(m, "4-4")
    assert m.results[-1].eliminated == (1,)
    assert m.over and m.winner_side == 0 and m.scores == (5, 12, 10)


@pytest.mark.parametrize("penalty", [True, False])
def test_teams_going_out_team_mates_pips_are_a_penalty_to_every_other_team(penalty):
    rules = get_preset("sala", set_max=9, players=6, teams=3, hand_size=1, team_penalty=penalty)
    # sides: 0 = seats 0 and 3, 1 = seats 1 and 4, 2 = seats 2 and 5
    m = Match(rules, deals=[make_deal(rules, ["9-9", "5-4", "8-1", "3-1", "2-0", "6-0"])])
    play(m, "9-9")
    r = m.results[-1]
    extra = 4 if penalty else 0
    assert r.side_pips == (4, 11, 15)
    assert r.points == (0, 11 + extra, 15 + extra)


def test_teams_closed_every_team_adds_its_own_pips():
    rules = get_preset("sala", players=4, teams=2)
    hands = ["2-0 2-1 3-2 5-1 5-2 6-4 6-6", "3-1 4-2 4-3 5-3 6-0 6-1 6-3",
             "2-2 3-0 3-3 5-0 5-5 6-2 6-5", "0-0 1-0 1-1 4-0 4-1 4-4 5-4"]
    m = Match(rules, deals=[Deal(tuple(tiles(h) for h in hands), ())])
    play(m, "6-6 L", "6-1 L", "6-2 R", "1-0 L", "3-2 R", "6-3 R", "6-5 R", "5-4 R", "6-4 R", "6-0 L")
    r = m.results[-1]
    assert r.how == "closed"
    held = [sum(t.pips for t in m.round.hand(s)) for s in range(4)]
    assert r.side_pips == (held[0] + held[2], held[1] + held[3])
    assert r.points == r.side_pips


def test_keys_d_and_g_name_the_right_and_left_ends():
    from edu_domino.engine import parse_action

    assert parse_action("6-4 D") == Play(T("6-4"), "R")
    assert parse_action("6-4 g") == Play(T("6-4"), "L")
