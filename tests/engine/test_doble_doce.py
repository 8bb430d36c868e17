"""Seed 003 (doble-doce): double-twelve draw game with difference scoring."""

from __future__ import annotations

import pytest
from engine_helpers import make_deal, play, tiles

from edu_domino.engine import (
    DRAW,
    PASS,
    IllegalAction,
    Match,
    Play,
    Reshuffled,
    full_set,
    get_preset,
)
from edu_domino.engine.scoring import score_round


def test_double_twelve_91_tiles_9_each_2_to_6_players_clockwise():
    rules = get_preset("doble-doce")
    assert len(full_set(12)) == 91
    assert (rules.set_max, rules.hand_size, rules.direction) == (12, 9, "clockwise")
    for players in range(2, 7):
        m = Match(get_preset("doble-doce", players=players), seed=players)
        assert m.round.boneyard_count == 91 - 9 * players
    with pytest.raises(ValueError, match="allow 2 to 6 players"):
        get_preset("doble-doce", players=7)
    with pytest.raises(ValueError, match="individual play"):
        get_preset("doble-doce", teams=2)


def test_the_highest_double_held_opens_with_it():
    rules = get_preset("doble-doce", players=2)
    hands = ["11-11 10-0 9-0 8-0 7-0 6-0 5-0 4-0 3-0", "10-10 9-1 8-1 7-1 6-1 5-1 4-1 3-1 2-1"]
    m = Match(rules, deals=[make_deal(rules, hands)])  # 12-12 is in the boneyard
    assert m.round.opener == 0 and m.legal_actions() == [Play(tiles("11-11")[0], "L")]


def test_nobody_holds_a_double_all_tiles_go_back_and_are_reshuffled():
    rules = get_preset("doble-doce", players=2)
    plain = make_deal(rules, ["12-0 11-0 10-0 9-0 8-0 7-0 6-0 5-0 4-0", "12-1 11-1 10-1 9-1 8-1 7-1 6-1 5-1 4-1"])
    good = make_deal(rules, ["12-12 11-0 10-0 9-0 8-0 7-0 6-0 5-0 4-0", "12-1 11-1 10-1 9-1 8-1 7-1 6-1 5-1 4-1"])
    m = Match(rules, deals=[plain, good])
    assert isinstance(m.start_events[0], Reshuffled) and m.start_events[0].reason == "no_double"
    assert m.round.opener == 0


def test_draw_until_a_tile_fits_and_lay_it():
    rules = get_preset("doble-doce", players=2)
    hands = ["12-12 11-0 10-0 9-0 8-0 7-0 6-0 5-0 4-0", "11-1 10-1 9-1 8-1 7-1 6-1 5-1 4-1 3-1"]
    m = Match(rules, deals=[make_deal(rules, hands, "0-0 1-0 12-5")])
    play(m, "12-12")
    assert m.legal_actions() == [DRAW]
    play(m, "draw")
    assert m.legal_actions() == [DRAW]  # 0-0 does not fit: draw again
    play(m, "draw")
    assert m.legal_actions() == [DRAW]
    play(m, "draw")  # 12-5 fits: it must be laid, no pass
    legal = m.legal_actions()
    assert sorted(str(a) for a in legal) == ["12-5 L", "12-5 R"]
    with pytest.raises(IllegalAction):
        m.apply(PASS)
    play(m, "12-5 R")
    assert m.round.turn == 0 and m.round.hand_count(1) == 11


def test_when_the_boneyard_runs_out_first_the_player_passes():
    rules = get_preset("doble-doce", players=2, set_max=3, hand_size=4)
    m = Match(rules, deals=[make_deal(rules, ["3-3 3-2 3-1 3-0", "2-2 2-1 1-1 1-0"], "2-0 0-0")])
    play(m, "3-3", "draw", "draw")
    assert m.round.boneyard_count == 0 and m.legal_actions() == [PASS]
    with pytest.raises(IllegalAction, match="boneyard is empty"):
        m.apply(DRAW)


def _closed_round_with(pips_tiles: list[str], opener: int):
    """A round of doble-doce stopped as closed, with these tiles left in each hand."""
    rules = get_preset("doble-doce", players=len(pips_tiles))
    m = Match(rules, seed=5)
    rnd = m.round
    for s, text in enumerate(pips_tiles):
        rnd.hands[s] = m.ts.mask_of(tiles(text))
    rnd.opener = opener
    rnd.over, rnd.how = True, "closed"
    return rules, rnd


def test_seed_example_a_5_b_19_c_12_a_scores_21():
    rules, rnd = _closed_round_with(["5-0", "12-7", "12-0"], opener=1)
    r = score_round(rules, rnd, [0, 0, 0])
    assert r.pips == (5, 19, 12)
    assert (r.winner_seat, r.points) == (0, (21, 0, 0))


def test_a_tie_for_lowest_goes_to_the_hand_holder_or_nearest_after_it():
    rules, rnd = _closed_round_with(["5-0", "4-1", "12-0"], opener=1)
    r = score_round(rules, rnd, [0, 0, 0])
    assert (r.winner_seat, r.points) == (1, (0, 7, 0))
    rules, rnd = _closed_round_with(["5-0", "12-0", "4-1"], opener=1)
    assert score_round(rules, rnd, [0, 0, 0]).winner_seat == 2  # seat 2 plays right after seat 1


def test_going_out_scores_the_difference_over_every_other_player():
    rules = get_preset("doble-doce", players=3, hand_size=1)
    m = Match(rules, deals=[make_deal(rules, ["12-12", "5-0", "9-3"])])
    play(m, "12-12")
    r = m.results[-1]
    assert (r.how, r.winner_seat, r.points) == ("out", 0, (17, 0, 0))


def test_first_to_100_wins_the_match_and_later_hands_are_decided_afresh():
    rules = get_preset("doble-doce", players=2, hand_size=1)
    assert get_preset("doble-doce").match_target == 100
    seat0_wins = make_deal(rules, ["12-12", "12-11"])  # seat 0 out, scores 23
    deals = [seat0_wins, make_deal(rules, ["12-10", "11-11"]), *[seat0_wins] * 4]
    m = Match(rules, deals=deals)
    play(m, "12-12")
    assert m.scores == (23, 0)
    m.next_round()
    assert m.round.opener == 1  # the highest double held, not a rotation
    play(m, "11-11")
    assert m.scores == (23, 22)
    for expected in (46, 69, 92):
        m.next_round()
        play(m, "12-12")
        assert m.scores == (expected, 22) and not m.over
    m.next_round()
    play(m, "12-12")
    assert m.over and m.winner_side == 0 and m.scores == (115, 22)
