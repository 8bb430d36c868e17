"""Tiles, notation, rule-set validation, illegal actions and the player's view."""

from __future__ import annotations

import math

import pytest
from engine_helpers import make_deal, play

from edu_domino.engine import (
    DRAW,
    PASS,
    Drew,
    IllegalAction,
    Match,
    NotationError,
    Play,
    RulesError,
    Tile,
    full_set,
    get_preset,
    parse_action,
    parse_tile,
    set_size,
)


@pytest.mark.parametrize("n", range(3, 16))
def test_a_double_n_set_has_every_pair_once_seed_002_formula(n):
    tiles = full_set(n)
    assert len(set(tiles)) == len(tiles) == set_size(n)
    assert set_size(n) == math.factorial(n + 1) // math.factorial(n - 1) // 2 + (n + 1)
    assert all(0 <= t.b <= t.a <= n for t in tiles)


@pytest.mark.parametrize("n", [2, 16])
def test_sets_outside_3_to_15_are_refused(n):
    with pytest.raises(ValueError, match="double-3 to double-15"):
        get_preset("sala", set_max=n)


@pytest.mark.parametrize("text", ["6-4", "4-6", "6|4", "[6|4]", " 4 - 6 "])
def test_tile_spellings(text):
    assert parse_tile(text) == Tile(6, 4) and str(parse_tile(text)) == "6-4"


@pytest.mark.parametrize("text", ["6", "6-4-1", "a-b", "", "-4"])
def test_bad_tile_text_says_how_to_write_a_tile(text):
    with pytest.raises(NotationError, match="two numbers like 6-4"):
        parse_tile(text)


def test_action_notation_round_trips():
    for text in ("6-4 L", "6-4 R", "draw", "pass"):
        assert str(parse_action(text)) == text
    assert parse_action("DRAW") == DRAW and parse_action("4-6") == Tile(6, 4)
    with pytest.raises(NotationError, match="not an action"):
        parse_action("6-4 up")
    with pytest.raises(NotationError, match="empty action"):
        parse_action("  ")


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"playrs": 3}, "unknown rule option 'playrs'; did you mean 'players'?"),
        ({"boneyard": "sometimes"}, "boneyard='sometimes' is not allowed; choose one of"),
        ({"players": 3, "teams": 2}, "3 players cannot form 2 equal teams"),
        ({"match_end": "elimination"}, "needs scoring='loser_accumulates'"),
        ({"players": 5}, "allow 2 to 4 players"),
        ({"hand_size": 8}, "4 players x 8 tiles need more than the 28 tiles"),
        ({"opening_tile": "7-7"}, "opening_tile 7-7 is not in double-6"),
        ({"target": 0}, "at least 1"),
    ],
)
def test_rule_sets_that_cannot_be_played_are_refused_with_a_reason(overrides, message):
    with pytest.raises(RulesError) as info:
        get_preset("clasico", **overrides)
    assert message in str(info.value)


def test_unknown_preset_suggests_the_closest():
    with pytest.raises(RulesError, match="unknown preset 'doble-doze'; did you mean 'doble-doce'"):
        get_preset("doble-doze")


def _sala_two():
    rules = get_preset("sala", players=2)
    deal = make_deal(rules, ["6-6 1-0 2-0 3-0 4-0 5-0 2-1", "5-5 3-1 4-1 5-1 3-2 4-2 5-2"], "6-3 4-3")
    return Match(rules, deals=[deal])


@pytest.mark.parametrize(
    ("setup", "action", "reason"),
    [
        ([], Play(parse_tile("5-5"), "L"), "seat 0 does not hold 5-5"),
        ([], Play(parse_tile("1-0"), "L"), "the first tile must be a double"),
        ([], DRAW, "you can play a tile, so you may not draw"),
        ([], PASS, "you can play (6-6), so you may not pass"),
        (["6-6"], PASS, "draw from the boneyard before passing"),
        (["6-6"], Play(parse_tile("5-5"), "R"), "5-5 does not fit the right end (6)"),
        (["6-6"], Play(parse_tile("9-9"), "R"), "9-9 is not a tile of double-6"),
        (["6-6", "draw"], DRAW, "you can play a tile, so you may not draw"),
        (["6-6", "draw", "pass", "draw"], DRAW, "you have already drawn this turn; pass"),
    ],
)
def test_illegal_actions_raise_with_the_reason(setup, action, reason):
    m = _sala_two()
    play(m, *setup)
    before = (list(m.round.hands), list(m.round.line), m.round.turn)
    with pytest.raises(IllegalAction) as info:
        m.apply(action)
    assert str(info.value) == reason
    assert isinstance(info.value, ValueError)
    assert (list(m.round.hands), list(m.round.line), m.round.turn) == before  # nothing changed


def test_first_tile_is_written_with_the_left_end():
    m = _sala_two()
    with pytest.raises(IllegalAction, match="the first tile is written with L"):
        m.apply(Play(parse_tile("6-6"), "R"))
    assert all(a.end == "L" for a in m.legal_actions())


def test_actions_after_the_round_or_match_are_refused():
    rules = get_preset("clasico", players=2, hand_size=2, target=5)
    m = Match(rules, deals=[make_deal(rules, ["6-6 1-0", "5-5 4-3"])])
    with pytest.raises(IllegalAction, match="still being played"):
        m.next_round()
    play(m, "6-6")
    assert m.legal_actions() == []
    with pytest.raises(IllegalAction, match="match is over"):
        m.apply(PASS)


def test_a_view_shows_only_what_that_seat_may_know():
    m = _sala_two()
    play(m, "6-6", "draw")
    me, other = m.view(1), m.view(0)
    assert parse_tile("6-3") in me.hand and parse_tile("6-3") not in other.hand
    assert me.hand_counts == (6, 8) and me.boneyard_count == 13
    assert other.legal == () and set(me.legal) == set(m.legal_actions())
    drew_me = [e for e in me.history if isinstance(e, Drew)]
    drew_other = [e for e in other.history if isinstance(e, Drew)]
    assert drew_me[0].tile == parse_tile("6-3") and drew_other[0].tile is None
    assert not hasattr(me, "hands") and not hasattr(me, "boneyard")
    assert me.opener == 0 and me.ends == (6, 6) and me.line == ((6, 6),)


def test_an_action_listed_before_the_last_move_is_judged_afresh():
    # Seat 0 holds 6-6 and 6-1, seat 1 holds 6-5 and 4-4. After 6-6, seat 1 may lay 6-5 on
    # either end; once it has laid it on the left, "6-5 R" (listed a move ago) is seat 0's
    # action, and seat 0 does not hold 6-5.
    rules = get_preset("clasico", players=2, hand_size=2)
    m = Match(rules, deals=[make_deal(rules, ["6-6 6-1", "6-5 4-4"])])
    play(m, "6-6")
    seat1_listed = m.legal_actions()
    assert [str(a) for a in seat1_listed] == ["6-5 L", "6-5 R"]
    m.apply(seat1_listed[0])
    with pytest.raises(IllegalAction, match="seat 0 does not hold 6-5"):
        m.apply(seat1_listed[1])


def test_adding_to_the_listed_actions_does_not_make_an_action_legal():
    rules = get_preset("clasico", players=2, hand_size=2)
    m = Match(rules, deals=[make_deal(rules, ["6-6 6-1", "6-5 4-4"])])
    listed = m.legal_actions()
    assert [str(a) for a in listed] == ["6-6 L"]
    listed.append(Play(parse_tile("6-1"), "L"))  # the caller's list is a copy
    with pytest.raises(IllegalAction, match="6-6"):
        m.apply(listed[-1])
