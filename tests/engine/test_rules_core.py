"""The rules core (engine.core) against scripted deals worked out by hand, and its one rollout
loop against its own step API."""

from __future__ import annotations

import random

import pytest

from edu_domino.engine.choices import Opening, Refused, RoundHow
from edu_domino.engine.core import DRAW_MOVE, PASS_MOVE, HandState, rollout, uniform_chooser
from edu_domino.engine.presets import get_preset
from edu_domino.engine.tiles import parse_tile, tile_set

TS = tile_set(6)


def _mask(*tiles: str) -> int:
    return TS.mask_of([parse_tile(t) for t in tiles])


def _play(tile: str, end: str) -> int:
    return TS.index[parse_tile(tile)] * 2 + (1 if end == "R" else 0)


def _moves(*texts: str) -> list[int]:
    out = []
    for text in texts:
        if text in ("draw", "pass"):
            out.append(DRAW_MOVE if text == "draw" else PASS_MOVE)
        else:
            tile, end = text.split()
            out.append(_play(tile, end))
    return out


def test_a_block_game_played_out_by_hand():
    # Two players, no boneyard, [6|6] opens. Worked by hand: 6-6; 6-1 fits both sixes; 6-3 on
    # the left; 2-0 fits neither 3 nor 1 and there is no drawing: pass; 3-3 goes out.
    st = HandState(get_preset("clasico", players=2), TS, (0, 1), 0,
                   [_mask("6-6", "6-3", "3-3"), _mask("6-1", "2-0")], [], Opening.TILE, TS.index[parse_tile("6-6")])
    assert st.legal() == _moves("6-6 L")
    assert st.refusal(_play("3-3", "L")) == Refused.OPENS_WITH
    assert st.refusal(_play("6-6", "R")) == Refused.FIRST_IS_LEFT
    st.apply_move(_play("6-6", "L"))
    assert (st.turn, st.left, st.right) == (1, 6, 6)
    assert st.legal() == _moves("6-1 L", "6-1 R")
    st.apply_move(_play("6-1", "R"))
    assert (st.left, st.right, st.turn) == (6, 1, 0)
    assert st.legal() == _moves("6-3 L")
    assert st.refusal(_play("3-3", "L")) == Refused.DOES_NOT_FIT
    assert st.refusal(_play("6-3", "R")) == Refused.WRONG_END
    assert st.refusal(_play("2-0", "L")) == Refused.NOT_IN_HAND
    assert st.refusal(PASS_MOVE) == Refused.MUST_PLAY
    st.apply_move(_play("6-3", "L"))
    assert st.legal() == [PASS_MOVE]
    assert st.refusal(DRAW_MOVE) == Refused.NO_DRAWING
    st.apply_move(PASS_MOVE)
    assert st.legal() == _moves("3-3 L")
    st.apply_move(_play("3-3", "L"))
    assert (st.over, st.how, st.out_seat, st.left, st.right) == (True, RoundHow.OUT, 0, 3, 1)
    assert (TS.tiles[st.last_tile], st.last_both) == (parse_tile("3-3"), False)
    assert st.legal() == [] and st.refusal(PASS_MOVE) == Refused.ROUND_OVER


def test_a_hand_closes_as_soon_as_nobody_can_play():
    # After 6-6 neither 1-1 nor 0-0 fits and nobody can draw: closed at once, seat 1 to play.
    st = HandState(get_preset("clasico", players=2), TS, (0, 1), 0,
                   [_mask("6-6", "0-0"), _mask("1-1")], [], Opening.TILE, TS.index[parse_tile("6-6")])
    st.apply_move(_play("6-6", "L"))
    assert (st.over, st.how, st.turn) == (True, RoundHow.CLOSED, 1)


def test_draw_one_and_keeping_the_drawn_tile():
    # Seed 002's rules: a double opens, draw one tile a turn, a drawn tile that fits may be kept.
    rules = get_preset("sala", players=2)
    stock = [TS.index[parse_tile("6-6")], TS.index[parse_tile("5-4")]]  # 5-4 is drawn first
    st = HandState(rules, TS, (0, 1), 0, [_mask("5-5", "2-1"), _mask("4-3", "0-0")], stock, Opening.DOUBLE)
    assert st.legal() == _moves("5-5 L")
    assert st.refusal(_play("2-1", "L")) == Refused.FIRST_DOUBLE
    st.apply_move(_play("5-5", "L"))
    assert st.legal() == [DRAW_MOVE]
    assert st.refusal(PASS_MOVE) == Refused.MUST_DRAW
    st.apply_move(DRAW_MOVE)
    assert st.hands[1] == _mask("4-3", "0-0", "5-4")
    assert st.legal() == _moves("5-4 L", "5-4 R", "pass")  # may keep the tile it drew
    assert st.refusal(DRAW_MOVE) == Refused.MUST_PLAY
    st.apply_move(PASS_MOVE)
    assert (st.turn, st.drawn) == (0, False)
    st.apply_move(DRAW_MOVE)  # 6-6 does not fit 5 | 5
    assert st.legal() == [PASS_MOVE]
    assert st.refusal(DRAW_MOVE) == Refused.BONEYARD_EMPTY
    st.apply_move(PASS_MOVE)
    assert not st.over and st.legal() == _moves("5-4 L", "5-4 R")


def test_draw_until_playable_and_the_drawn_tile_must_be_laid():
    rules = get_preset("musica", players=2).with_options(boneyard="draw_until_playable")
    stock = [TS.index[parse_tile(t)] for t in ("6-1", "0-0", "2-2")]  # drawn: 2-2, 0-0, 6-1
    st = HandState(rules, TS, (0, 1), 0, [_mask("6-6", "5-5"), _mask("3-3")], stock, Opening.ANY)
    assert st.legal() == _moves("5-5 L", "6-6 L")  # any tile opens, in tile order
    st.apply_move(_play("6-6", "L"))
    for _ in range(3):
        assert st.legal() == [DRAW_MOVE]
        st.apply_move(DRAW_MOVE)
    assert st.legal() == _moves("6-1 L", "6-1 R")  # no pass: a drawn tile that fits is laid
    assert st.refusal(PASS_MOVE) == Refused.MUST_PLAY


def test_a_played_out_hand_is_closed_when_the_boneyard_is_empty_too():
    rules = get_preset("musica", players=2)  # draw one
    st = HandState(rules, TS, (0, 1), 0, [_mask("6-6", "1-0"), _mask("2-2", "3-0")],
                   [TS.index[parse_tile("4-4")]], Opening.TILE, TS.index[parse_tile("6-6")])
    st.apply_move(_play("6-6", "L"))
    assert not st.over  # seat 1 may still draw
    st.apply_move(DRAW_MOVE)
    st.apply_move(PASS_MOVE)  # 4-4 does not fit; now nobody can play or draw
    assert (st.over, st.how) == (True, RoundHow.CLOSED)


CASES = [("clasico", {}), ("clasico", {"teams": 2}), ("faraes", {}), ("sala", {}),
         ("sala", {"set_max": 9, "players": 6}), ("doble-doce", {}), ("musica", {}),
         ("musica", {"play_drawn": "may"}), ("sala", {"play_drawn": "must"})]


def _deal(rules, seed):
    from edu_domino.engine.dealing import decide_opener, shuffle_deal

    ts = tile_set(rules.set_max)
    rng = random.Random(seed)
    seats = tuple(range(rules.players))
    while True:
        hands, stock = shuffle_deal(ts, seats, rules.hand_size_for(rules.players), rules.players, rng.random)
        opening = decide_opener(rules, ts, seats, hands)
        if opening is not None:
            opener, kind, tile = opening
            return HandState(rules, ts, seats, opener, hands, stock[::-1], kind, ts.index[tile])


@pytest.mark.parametrize(("preset", "options"), CASES, ids=[f"{p}-{o}" for p, o in CASES])
def test_the_rollout_loop_plays_the_step_api_game(preset, options):
    """rollout (no chooser, and with uniform_chooser) makes move for move the game of
    `legal()[int(random() * len(legal()))]` and `apply_move`, and ends in the same state."""
    rules = get_preset(preset, **options)
    for seed in range(25):
        stepped = _deal(rules, seed)
        rng = random.Random(seed)
        steps = []
        while not stepped.over:
            legal = stepped.legal()
            move = legal[int(rng.random() * len(legal))]
            steps.append(move)
            stepped.apply_move(move)
        for chooser in (None, "uniform"):
            st = _deal(rules, seed)
            r = random.Random(seed).random
            trace: list[int] = []
            rollout(st, r, uniform_chooser(r) if chooser else None, trace)
            assert trace == steps
            assert (st.hands, st.stock, st.left, st.right, st.turn, st.how, st.out_seat, st.last_tile,
                    st.last_both) == (stepped.hands, stepped.stock, stepped.left, stepped.right, stepped.turn,
                                      stepped.how, stepped.out_seat, stepped.last_tile, stepped.last_both)
