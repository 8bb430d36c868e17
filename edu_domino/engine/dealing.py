"""Dealing and opening: shuffle, the reshuffle rules, and who opens a hand decided afresh."""

from __future__ import annotations

from itertools import repeat, starmap

from edu_domino.engine.choices import NoDouble, Opening, ReshuffleReason
from edu_domino.engine.events import Reshuffled
from edu_domino.engine.rules import RuleSet
from edu_domino.engine.tables import rule_facts
from edu_domino.engine.tiles import Tile, TileSet


def shuffle_deal(ts: TileSet, seats, size: int, players: int, random01) -> tuple[list[int], list[int]]:
    """Hands as bitmasks (one per seat; 0 for seats not dealt in) and the boneyard in draw order.

    Sorting by random keys gives a uniform shuffle (ties have probability ~2**-53) and runs in
    C, several times faster than random.shuffle: simulations deal a lot (the keys are drawn in C
    too, by `starmap`).
    """
    n = len(ts.tiles)
    keys = list(starmap(random01, repeat((), n)))
    order = sorted(range(n), key=keys.__getitem__)
    bits = ts.bits
    hands = [0] * players
    pos = 0
    for s in seats:
        hand = 0
        for i in order[pos:pos + size]:
            hand |= bits[i]
        hands[s] = hand
        pos += size
    return hands, order[pos:]


def doubles_reshuffle(rules: RuleSet, ts: TileSet, seats, hands) -> Reshuffled | None:
    """Seed 001, art. 3: a hand with `reshuffle_doubles` doubles or more is shown and redealt."""
    limit = rules.reshuffle_doubles
    if not limit:
        return None
    for s in seats:
        doubles = hands[s] & ts.doubles_mask
        if doubles.bit_count() >= limit:
            return Reshuffled(ReshuffleReason.DOUBLES_IN_HAND, s, ts.tiles_of(doubles))
    return None


def decide_opener(rules: RuleSet, ts: TileSet, seats, hands) -> tuple[int, Opening, Tile] | None:
    """(opener, opening kind, deciding tile), or None when the deal must be reshuffled."""
    facts = rule_facts(rules)
    kind = facts.opening_kind
    tile = facts.opening_tile
    if tile is not None:
        seat = _holder(seats, hands, facts.opening_bit)
        if seat is not None:
            return seat, kind, tile
    for tile, bit in ts.doubles_desc:  # the highest double held
        seat = _holder(seats, hands, bit)
        if seat is not None:
            return seat, kind, tile
    if rules.no_double == NoDouble.HIGHEST_PIPS:
        held = [(t, s) for s in seats for t in ts.tiles_of(hands[s])]
        heaviest, seat = max(held, key=lambda pair: (pair[0].pips, pair[0].a))
        return seat, Opening.TILE, heaviest
    return None


def _holder(seats, hands, bit: int) -> int | None:
    for s in seats:
        if hands[s] & bit:
            return s
    return None
