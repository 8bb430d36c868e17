"""The expert's inference: the true hidden hands are always a world it may sample, and the
worlds it samples agree with everything the table showed."""

from __future__ import annotations

import random

import pytest
from ai_cases import VARIANTS

from edu_domino.ai.belief import infer
from edu_domino.engine import PASS, Deal, Match, Play, Tile, get_preset


def _can_hold(slots: list[int], hand_tiles: list[int]) -> bool:
    """Whether the tiles (indices) fit the slots one to one (bipartite matching)."""
    owner: dict[int, int] = {}

    def place(tile: int, seen: set[int]) -> bool:
        for k, forbid in enumerate(slots):
            if forbid >> tile & 1 or k in seen:
                continue
            seen.add(k)
            if k not in owner or place(owner[k], seen):
                owner[k] = tile
                return True
        return False

    return len(slots) == len(hand_tiles) and all(place(t, set()) for t in hand_tiles)


@pytest.mark.parametrize(("label", "rules"), VARIANTS, ids=[v[0] for v in VARIANTS])
def test_the_truth_is_always_possible(label, rules):
    rng = random.Random(label)
    for seed in range(4):
        match = Match(rules, seed=seed)
        while not match.round_over:
            seat = match.turn
            belief = infer(match.view(seat))
            rnd = match.round
            for other in rnd.seats:
                if other == seat:
                    continue
                true_hand = rnd.hands[other] & ~belief.pinned[other]
                assert belief.pinned[other] & rnd.hands[other] == belief.pinned[other]
                tiles = [i for i in range(len(match.ts)) if true_hand >> i & 1]
                assert _can_hold(belief.slots[other], tiles), (label, seed, other)
            hidden = sum(rnd.hands[s] for s in rnd.seats if s != seat)
            pinned = sum(belief.pinned.values())
            assert belief.pool | pinned == hidden | match.ts.mask_of(rnd.boneyard)
            assert not belief.pool & pinned
            legal = match.legal_actions()
            match.apply(legal[int(rng.random() * len(legal))])


@pytest.mark.parametrize(("label", "rules"), VARIANTS, ids=[v[0] for v in VARIANTS])
def test_sampled_worlds_agree_with_the_table(label, rules):
    rng = random.Random(label)
    match = Match(rules, seed=11)
    while not match.round_over:
        view = match.view(match.turn)
        belief = infer(view)
        hands, stock = belief.sample(rng)
        mine = match.ts.mask_of(view.hand)
        seen = mine
        for seat, hand in hands.items():
            assert hand.bit_count() == view.hand_counts[seat]
            assert not seen & hand
            seen |= hand
        assert len(stock) == view.boneyard_count
        for i in stock:
            assert not seen >> i & 1
            seen |= 1 << i
        legal = match.legal_actions()
        match.apply(legal[int(rng.random() * len(legal))])


def test_a_pass_shows_the_passer_lacks_both_numbers():
    # Block game, 2 players: seat 1 cannot follow 6-6 and passes; seat 0 then sees it.
    tiles = [Tile(a, b) for a in range(7) for b in range(a + 1)]
    hand0 = [Tile(6, 6), Tile(6, 5), Tile(6, 4), Tile(6, 3), Tile(5, 5), Tile(4, 4), Tile(3, 3)]
    hand1 = [Tile(2, 0), Tile(1, 0), Tile(2, 1), Tile(0, 0), Tile(1, 1), Tile(2, 2), Tile(3, 0)]
    rest = tuple(t for t in tiles if t not in hand0 + hand1)
    rules = get_preset("clasico", players=2)
    match = Match(rules, deals=[Deal((tuple(hand0), tuple(hand1)), rest)])
    match.apply(Play(Tile(6, 6), "L"))
    match.apply(PASS)
    view = match.view(0)
    belief = infer(view)
    sixes = match.ts.with_value[6]
    assert all(forbid & sixes == sixes for forbid in belief.slots[1])
    for _ in range(50):
        hands, _stock = belief.sample(random.Random(_))
        assert not hands[1] & sixes
