"""The rules core's bitmask legal moves against a brute-force oracle written here from the rules
in words (a tile fits an end when one of its halves shows that number), on double-six, -nine
and -twelve, at every state of randomly played hands; and the line the round builds from its
moves against the line laid tile by tile here."""

from __future__ import annotations

import random

import pytest
from test_rules_core import _deal

from edu_domino.engine.choices import Boneyard, Opening, PlayDrawn
from edu_domino.engine.core import DRAW_MOVE, PASS_MOVE, HandState
from edu_domino.engine.presets import get_preset
from edu_domino.engine.round import line_of

RULES = [
    ("clasico", {}),  # no boneyard, [6|6] opens
    ("sala", {}),  # draw one, a double opens
    ("sala", {"play_drawn": "may"}),  # a drawn tile that fits may be kept
    ("musica", {"set_max": 9, "boneyard": "draw_until_playable"}),
    ("sala", {"set_max": 9, "players": 6}),
    ("doble-doce", {}),
    ("doble-doce", {"players": 6, "play_drawn": "may"}),
]


def oracle_legal(st: HandState) -> list[int]:
    """Every legal move, listed from the tiles themselves (no masks): left-end plays in tile
    order, then right-end plays, then keeping a drawn tile, drawing or passing."""
    if st.over:
        return []
    tiles = st.ts.tiles
    hand = [i for i in range(len(tiles)) if st.hands[st.turn] >> i & 1]
    if st.left < 0:  # the first tile
        if st.opening == Opening.TILE:
            return [i * 2 for i in hand if i == st.opening_index]
        if st.opening == Opening.DOUBLE:
            return [i * 2 for i in hand if tiles[i].a == tiles[i].b]
        return [i * 2 for i in hand]
    plays = [i * 2 for i in hand if st.left in tiles[i]]
    plays += [i * 2 + 1 for i in hand if st.right in tiles[i]]
    rules = st.rules
    if plays:
        if st.drawn and rules.play_drawn == PlayDrawn.MAY:
            plays.append(PASS_MOVE)
        return plays
    may_draw = (rules.boneyard != Boneyard.NONE and st.stock
                and (rules.boneyard == Boneyard.DRAW_UNTIL_PLAYABLE or not st.drawn))
    return [DRAW_MOVE if may_draw else PASS_MOVE]


@pytest.mark.parametrize(("preset", "options"), RULES, ids=[f"{p}-{o}" for p, o in RULES])
def test_bitmask_legal_moves_are_the_oracles(preset, options):
    rules = get_preset(preset, **options)
    rng = random.Random(preset + str(options))
    states = 0
    for seed in range(30):
        st = _deal(rules, seed)
        while True:
            want = oracle_legal(st)
            assert st.legal() == want, (st.left, st.right, st.drawn)
            if st.over:
                break
            for move in range(-2, 2 * len(st.ts.tiles)):  # every other move is refused
                assert (st.refusal(move) is None) == (move in want), move
            st.apply_move(want[int(rng.random() * len(want))])
            states += 1
    assert states > 30 * 10  # whole hands were played, not just openings


@pytest.mark.parametrize("set_max", [6, 9, 12])
def test_the_line_built_from_moves_is_the_line_laid(set_max):
    """line_of (the round's line) against the line laid here tile by tile, each tile turned so
    its touching half meets the end it was laid on."""
    rules = get_preset("sala", set_max=set_max, players=4)
    rng = random.Random(set_max)
    for seed in range(20):
        st = _deal(rules, seed)
        moves: list[int] = []
        laid: list[tuple[int, int]] = []
        while not st.over:
            legal = st.legal()
            move = legal[int(rng.random() * len(legal))]
            if move >= 0:
                a, b = st.ts.tiles[move >> 1]
                if not laid:
                    laid = [(a, b)]
                elif move & 1:
                    touching = laid[-1][1]
                    laid.append((touching, b if a == touching else a))
                else:
                    touching = laid[0][0]
                    laid.insert(0, (b if a == touching else a, touching))
            moves.append(move)
            st.apply_move(move)
        assert list(line_of(moves, st.ts)) == laid
        assert (laid[0][0], laid[-1][1]) == (st.left, st.right)
