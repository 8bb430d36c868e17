"""Seed 004 (musica): highest double or heaviest tile opens, hand-holder wins ties, rotation."""

from __future__ import annotations

import pytest
from engine_helpers import make_deal, play

from edu_domino.engine import DRAW, PASS, IllegalAction, Match, Play, get_preset, parse_tile

T = parse_tile


def test_players_and_the_pozo():
    for players in (2, 3, 4):
        m = Match(get_preset("musica", players=players), seed=players)
        assert m.round.boneyard_count == 28 - 7 * players
    assert get_preset("musica", teams=2).players == 4
    with pytest.raises(ValueError, match="allow 2 to 4 players"):
        get_preset("musica", players=5)


def test_the_highest_double_held_opens():
    rules = get_preset("musica", players=2)
    m = Match(rules, deals=[make_deal(rules, ["4-4 1-0 2-0 3-0 4-0 5-0 2-1", "5-5 3-1 4-1 5-1 6-1 3-2 4-2"], "6-6")])
    assert m.round.opener == 1 and m.legal_actions() == [Play(T("5-5"), "L")]


def test_nobody_holds_a_double_the_heaviest_tile_opens():
    rules = get_preset("musica", players=2)
    deal = make_deal(rules, ["6-4 1-0 2-0 3-0 4-0 5-0 2-1", "6-5 3-1 4-1 5-1 6-1 3-2 4-2"])
    m = Match(rules, deals=[deal])
    assert m.round.opener == 1 and m.round.opening_tile == T("6-5")
    assert m.legal_actions() == [Play(T("6-5"), "L")]
    assert len(m.deals_used) == 1  # no reshuffle


def test_cannot_play_draw_one_from_the_pozo_lay_it_if_it_fits_else_pass():
    rules = get_preset("musica", players=2)
    hands = ["6-6 1-0 2-0 4-0 5-0 2-1 1-1", "5-5 3-1 4-1 5-1 3-2 4-2 5-2"]
    m = Match(rules, deals=[make_deal(rules, hands, "6-3 4-4")])
    play(m, "6-6")
    assert m.legal_actions() == [DRAW]
    play(m, "draw")
    assert sorted(str(a) for a in m.legal_actions()) == ["6-3 L", "6-3 R"]  # no keeping it
    with pytest.raises(IllegalAction, match="may not pass"):
        m.apply(PASS)
    play(m, "6-3 R")
    play(m, "draw")  # seat 0 draws 4-4: no fit, and only one draw
    assert m.legal_actions() == [PASS]


def _blocked(players=2, teams=0):
    return get_preset("musica", players=players, teams=teams, hand_size=2, boneyard="none")


def test_closed_individually_the_lowest_scores_the_opponents_pips():
    rules = _blocked()
    m = Match(rules, deals=[make_deal(rules, ["6-6 1-0", "5-5 4-3"])])
    play(m, "6-6")
    r = m.results[-1]
    assert (r.how, r.winner_seat, r.points) == ("closed", 0, (17, 0))  # not its own pip


def test_domino_individually_the_winner_scores_every_opponent():
    rules = get_preset("musica", players=3, hand_size=1, boneyard="none")
    m = Match(rules, deals=[make_deal(rules, ["6-6", "5-4", "3-1"])])
    play(m, "6-6")
    assert m.results[-1].points == (13, 0, 0)


def test_domino_in_pairs_the_pair_scores_all_pips_the_partners_included():
    rules = get_preset("musica", teams=2, hand_size=1, boneyard="none")
    m = Match(rules, deals=[make_deal(rules, ["6-6", "5-4", "3-1", "2-0"])])
    play(m, "6-6")
    assert m.results[-1].points == (9 + 4 + 2, 0)


def test_closed_in_pairs_the_pair_with_fewer_pips_wins_and_scores_all():
    rules = _blocked(players=4, teams=2)
    m = Match(rules, deals=[make_deal(rules, ["6-6 1-0", "3-2 2-2", "5-5 4-4", "3-0 2-0"])])
    play(m, "6-6")
    r = m.results[-1]
    assert r.side_pips == (19, 14) and r.winner_side == 1 and r.points == (0, 33)


def test_a_tie_goes_to_the_hand_holder_or_the_nearest_to_it_in_turn_order():
    rules = get_preset("musica", players=3, hand_size=2, boneyard="none")
    deal = make_deal(rules, ["2-1 0-0", "6-6 5-4", "2-0 1-0"])
    m = Match(rules, deals=[deal])
    assert m.round.opener == 1
    play(m, "6-6")
    r = m.results[-1]
    assert r.pips == (3, 9, 3)
    assert (r.winner_seat, r.points) == (2, (0, 0, 12))  # seat 2 plays right after the opener


def test_next_round_the_player_after_the_last_opener_leads_with_any_tile():
    rules = get_preset("musica", players=3, hand_size=2, boneyard="none")
    first = make_deal(rules, ["2-1 0-0", "6-6 5-4", "2-0 1-0"])
    second = make_deal(rules, ["6-6 5-5", "4-4 3-3", "2-1 5-0"])
    m = Match(rules, deals=[first, second])
    play(m, "6-6")
    m.next_round()
    assert m.round.opener == 2 and m.round.opening_tile is None
    assert sorted(str(a) for a in m.legal_actions()) == ["2-1 L", "5-0 L"]


def test_the_match_ends_when_a_side_reaches_or_passes_the_target():
    rules = get_preset("musica", players=3, hand_size=1, boneyard="none", target=13)
    m = Match(rules, deals=[make_deal(rules, ["6-6", "5-4", "3-1"])])
    play(m, "6-6")
    assert m.over and m.winner_side == 0 and m.scores == (13, 0, 0)
