"""What one seat can infer about the hidden tiles, and random worlds consistent with it.

Everything here is computed from a `PlayerView` alone. Each hidden hand is a list of *slots*,
oldest first, one per tile it holds; a slot carries a mask of tiles it cannot be:
- a pass, or a draw, shows the player held nothing matching either open end: every slot they
  hold then forbids both numbers (a tile drawn later starts a fresh, unconstrained slot);
- a pass right after drawing, where a fitting drawn tile may be kept, shows nothing;
- a hand opened by "highest double" shows nobody held a higher double (or, with no double,
  any double or a heavier tile).
When a hidden player lays a tile, the oldest slot that could have held it goes: the slots are
nested (older ones forbid more), so that leaves the loosest constraints the truth allows.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cached_property

from edu_domino.engine.choices import Opener, PlayDrawn
from edu_domino.engine.core import INDICES
from edu_domino.engine.events import Drew, Passed, Played, RoundStarted
from edu_domino.engine.tiles import Tile, TileSet, parse_tile, tile_set
from edu_domino.engine.view import PlayerView

_RETRIES = 30


@dataclass
class Belief:
    ts: TileSet
    pool: int  # tiles I cannot see: hidden hands and the boneyard
    slots: dict[int, list[int]]  # hidden seat -> forbidden mask per tile held, oldest first
    pinned: dict[int, int]  # hidden seat -> tiles known to be in that hand
    boneyard: int  # tiles in the boneyard (drawable or set aside)

    def sample(self, rng: random.Random) -> tuple[dict[int, int], list[int]]:
        """One world: a hand mask per hidden seat and the boneyard in a random draw order."""
        for _ in range(_RETRIES):
            world = self._try_sample(rng, strict=True)
            if world is not None:
                return world
        # Greedy filling can paint itself into a corner; keep the constraints it can.
        world = self._try_sample(rng, strict=False)
        assert world is not None
        return world

    @cached_property
    def order(self) -> list[tuple[int, int]]:
        """Every hidden slot as (seat, forbidden mask), most constrained first, so the tight ones
        still find a tile (the same for every sample: sorted once)."""
        pool = self.pool
        order = [(seat, forbid) for seat, slots in self.slots.items() for forbid in slots]
        order.sort(key=lambda sf: (pool & ~sf[1]).bit_count())
        return order

    def _try_sample(self, rng: random.Random, strict: bool) -> tuple[dict[int, int], list[int]] | None:
        pool = self.pool
        hands = dict(self.pinned)
        for seat, forbid in self.order:
            allowed = pool & ~forbid
            if not allowed:
                if strict:
                    return None
                allowed = pool
            pick = _nth_bit(allowed, int(rng.random() * allowed.bit_count()))
            hands[seat] |= pick
            pool ^= pick
        stock = list(INDICES[pool])
        rng.shuffle(stock)
        return hands, stock


def infer(view: PlayerView) -> Belief:
    """The belief of `view.seat` from the round's public history and its own hand."""
    rules = view.rules
    ts = tile_set(rules.set_max)
    me = view.seat
    hidden = [s for s in view.seats if s != me]
    start = next(e for e in reversed(view.history) if isinstance(e, RoundStarted))
    deal_forbid = _deal_forbidden(view, ts, start)
    slots = {s: [deal_forbid] * start.hand_size for s in hidden}
    seen = ts.mask_of(view.hand)
    ends: tuple[int, int] | None = None
    prev = None
    for e in view.history:
        if isinstance(e, Played):
            seen |= 1 << ts.index[e.tile]
            if e.seat != me:
                _remove_slot(slots[e.seat], 1 << ts.index[e.tile])
            ends = e.ends
        elif isinstance(e, Drew) and e.seat != me:
            if ends is not None:
                _forbid_all(slots[e.seat], ts.with_value[ends[0]] | ts.with_value[ends[1]])
            slots[e.seat].append(0)
        elif isinstance(e, Passed) and e.seat != me and ends is not None:
            kept_drawn = (
                isinstance(prev, Drew) and prev.seat == e.seat and rules.play_drawn == PlayDrawn.MAY
            )
            if not kept_drawn:
                _forbid_all(slots[e.seat], ts.with_value[ends[0]] | ts.with_value[ends[1]])
        prev = e
    pinned = {s: 0 for s in hidden}
    pool = ts.all_mask & ~seen
    opening = start.opening_tile
    if opening is not None and start.opener != me and pool >> ts.index[opening] & 1:
        # The opener was chosen for holding this tile and has not laid it yet (any-double openings).
        bit = 1 << ts.index[opening]
        pinned[start.opener] |= bit
        pool ^= bit
        _remove_slot(slots[start.opener], bit)
    for s in hidden:  # keep the slot count equal to what the table shows
        want = view.hand_counts[s] - pinned[s].bit_count()
        del slots[s][max(want, 0):]
        slots[s].extend([0] * (want - len(slots[s])))
    return Belief(ts, pool, slots, pinned, view.boneyard_count)


def _deal_forbidden(view: PlayerView, ts: TileSet, start: RoundStarted) -> int:
    """Tiles no hand can have been dealt, given how the opener was decided."""
    tile = start.opening_tile
    rules = view.rules
    if tile is None:
        return 0
    named = parse_tile(rules.opening_tile)
    if rules.opener == Opener.HOLDER_OF_TILE and tile == named:
        return 0
    forbid = 0
    if rules.opener == Opener.HOLDER_OF_TILE and named in ts:
        forbid |= 1 << ts.index[named]  # nobody held it: it was set aside or in the boneyard
    for t in ts.tiles:
        if tile.is_double:
            if t.is_double and t.a > tile.a:
                forbid |= 1 << ts.index[t]
        elif t.is_double or _heavier(t, tile):
            forbid |= 1 << ts.index[t]
    return forbid


def _heavier(t: Tile, than: Tile) -> bool:
    return (t.pips, t.a) > (than.pips, than.a)


def _forbid_all(slots: list[int], mask: int) -> None:
    for k in range(len(slots)):
        slots[k] |= mask


def _remove_slot(slots: list[int], bit: int) -> None:
    for k, forbid in enumerate(slots):
        if not forbid & bit:
            del slots[k]
            return
    if slots:  # inconsistent history (should not happen): drop the loosest slot
        slots.pop()


def _nth_bit(mask: int, n: int) -> int:
    for _ in range(n):
        mask &= mask - 1
    return mask & -mask
