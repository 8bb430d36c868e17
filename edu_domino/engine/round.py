"""One hand (round): the line of play, the hands, the boneyard, whose turn, and what is legal.

Hands are bitmasks over the set's tile indices (see tiles.TileSet). The round knows nothing of
scores or of other rounds: the match scores it when it ends.
"""

from __future__ import annotations

from collections import deque

from edu_domino.engine.actions import DRAW, LEFT, PASS, RIGHT, Action, Draw, Pass, Play
from edu_domino.engine.choices import RoundHow
from edu_domino.engine.errors import IllegalAction
from edu_domino.engine.events import Drew, Passed, Played
from edu_domino.engine.rules import RuleSet
from edu_domino.engine.tiles import Tile, TileSet
from edu_domino.i18n import _

# Prebuilt Play actions, so listing legal moves allocates nothing per tile.
_PLAYS: dict[int, tuple[tuple[Play, ...], tuple[Play, ...]]] = {}


def _plays_for(ts: TileSet) -> tuple[tuple[Play, ...], tuple[Play, ...]]:
    cached = _PLAYS.get(ts.n)
    if cached is None:
        cached = (tuple(Play(t, LEFT) for t in ts.tiles), tuple(Play(t, RIGHT) for t in ts.tiles))
        _PLAYS[ts.n] = cached
    return cached


class _PlayLists(dict):
    """mask -> the plays of those tiles on one end, in tile order; built on first use.

    A hand's fitting tiles on one end repeat a lot from game to game, so listing legal moves
    becomes a dictionary lookup. Bounded: it starts afresh past `LIMIT` entries."""

    LIMIT = 200_000

    def __init__(self, plays: tuple[Play, ...]) -> None:
        super().__init__()
        self.plays = plays

    def __missing__(self, mask: int) -> tuple[Play, ...]:
        if len(self) >= self.LIMIT:
            self.clear()
        plays = self.plays
        out = []
        rest = mask
        while rest:
            low = rest & -rest
            out.append(plays[low.bit_length() - 1])
            rest ^= low
        result = self[mask] = tuple(out)
        return result


_PLAY_LISTS: dict[int, tuple[_PlayLists, _PlayLists]] = {}


def _play_lists_for(ts: TileSet) -> tuple[_PlayLists, _PlayLists]:
    cached = _PLAY_LISTS.get(ts.n)
    if cached is None:
        left, right = _plays_for(ts)
        cached = _PLAY_LISTS[ts.n] = (_PlayLists(left), _PlayLists(right))
    return cached


_NEXT: dict[tuple[tuple[int, ...], int], tuple[int, ...]] = {}


def _next_seats(seats: tuple[int, ...], players: int) -> tuple[int, ...]:
    """seat -> the seat that plays after it (seats not dealt in map to 0)."""
    key = (seats, players)
    table = _NEXT.get(key)
    if table is None:
        nxt = [0] * players
        for i, s in enumerate(seats):
            nxt[s] = seats[(i + 1) % len(seats)]
        table = _NEXT[key] = tuple(nxt)
    return table


class Round:
    """A hand in progress. Build it through `Match`; read it through `Match.view`."""

    __slots__ = (
        "rules", "ts", "number", "seats", "opener", "hands", "_stock", "opening", "opening_tile",
        "left", "right", "line", "turn", "drawn", "over", "how", "out_seat", "last_play",
        "_next_list", "_can_draw", "_plays_l", "_plays_r", "_lists_l", "_lists_r",
    )

    def __init__(
        self,
        rules: RuleSet,
        ts: TileSet,
        number: int,
        seats: tuple[int, ...],
        opener: int,
        hands: list[int],
        boneyard: list[int],
        opening: str,
        opening_tile: Tile | None,
    ) -> None:
        self.rules = rules
        self.ts = ts
        self.number = number
        self.seats = seats  # active seats in turn order (seat order, eliminated sides left out)
        self.opener = opener
        self.hands = hands  # one bitmask per seat of the match (0 for seats not dealt in)
        self._stock = boneyard[::-1]  # reversed so the next tile to draw is pop()-able
        self.opening = opening  # "tile" (must lay opening_tile), "double" or "any"
        self.opening_tile = opening_tile
        self.left = -1  # open end values; -1 until the first tile is laid
        self.right = -1
        self.line: deque[tuple[int, int]] = deque()  # oriented tiles, left to right
        self.turn = opener
        self.drawn = False  # the player on turn has drawn this turn
        self.over = False
        self.how: RoundHow | None = None
        self.out_seat: int | None = None
        self.last_play: tuple[Tile, bool] | None = None  # (tile, fitted both ends) of the last play
        self._next_list = _next_seats(seats, len(hands))  # seat -> the next seat in turn order
        self._can_draw = rules.boneyard != "none"
        self._plays_l, self._plays_r = _plays_for(ts)
        self._lists_l, self._lists_r = _play_lists_for(ts)

    # -- what anyone may see ---------------------------------------------------------
    @property
    def ends(self) -> tuple[int, int] | None:
        return None if self.left < 0 else (self.left, self.right)

    @property
    def boneyard_count(self) -> int:
        return len(self._stock)

    @property
    def boneyard(self) -> tuple[Tile, ...]:
        """The boneyard in draw order (hidden information: only the full state has it)."""
        return tuple(self.ts.tiles[i] for i in reversed(self._stock))

    def hand(self, seat: int) -> tuple[Tile, ...]:
        return self.ts.tiles_of(self.hands[seat])

    def hand_count(self, seat: int) -> int:
        return self.hands[seat].bit_count()

    def next_seat(self, seat: int) -> int:
        return self._next_list[seat]

    # -- legality ----------------------------------------------------------------------
    def _may_draw(self) -> bool:
        if not self._can_draw or not self._stock:
            return False
        return self.rules.boneyard == "draw_until_playable" or not self.drawn

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        hand = self.hands[self.turn]
        if self.left < 0:
            return self._opening_plays(hand)
        left, right = self.left, self.right
        wv = self.ts.with_value
        fit_left = hand & wv[left]
        fit_right = hand & wv[right]
        if fit_left or fit_right:
            # Every play on the left end (tiles in index order), then every play on the right.
            acts: list[Action] = [*self._lists_l[fit_left], *self._lists_r[fit_right]]
            if self.drawn and self.rules.play_drawn == "may":
                acts.append(PASS)
            return acts
        return [DRAW] if self._may_draw() else [PASS]

    def _opening_plays(self, hand: int) -> list[Action]:
        if self.opening == "tile":
            assert self.opening_tile is not None  # a "tile" opening names its tile
            return [Play(self.opening_tile, LEFT)]
        return [self._plays_l[i] for i in _bits(self._opening_mask(hand))]

    def _opening_mask(self, hand: int) -> int:
        """The tiles of `hand` that may open the line."""
        if self.opening == "tile":
            assert self.opening_tile is not None
            return hand & (1 << self.ts.index[self.opening_tile])
        if self.opening == "double":
            return hand & self.ts.doubles_mask
        return hand

    def check(self, action: Action) -> str | None:
        """Why `action` is illegal now, or None when it is legal."""
        if self.over:
            return _("the round is over")
        hand = self.hands[self.turn]
        ts = self.ts
        if isinstance(action, Play):
            tile, end = action
            idx = ts.index.get(tile)
            if idx is None:
                return _("{tile} is not a tile of double-{n}", tile=tile, n=ts.n)
            if end not in (LEFT, RIGHT):
                return _("{end!r} is not an end; use L or R", end=end)
            if not hand >> idx & 1:
                return _("seat {seat} does not hold {tile}", seat=self.turn, tile=tile)
            if self.left < 0:
                if self.opening == "tile" and tile != self.opening_tile:
                    return _("this hand opens with {tile}", tile=self.opening_tile)
                if self.opening == "double" and not tile.is_double:
                    return _("the first tile must be a double")
                if end != LEFT:
                    return _("the first tile is written with L: the line has no ends yet")
                return None
            value = self.left if end == LEFT else self.right
            if not tile.has(value):
                if end == LEFT:
                    return _("{tile} does not fit the left end ({value})", tile=tile, value=value)
                return _("{tile} does not fit the right end ({value})", tile=tile, value=value)
            return None
        if self.left >= 0:
            fit = hand & (ts.with_value[self.left] | ts.with_value[self.right])
        else:
            fit = self._opening_mask(hand)
        if isinstance(action, Draw):
            if not self._can_draw:
                return _("these rules have no drawing: the tiles left over are set aside")
            if fit:
                return _("you can play a tile, so you may not draw")
            if not self._stock:
                return _("the boneyard is empty; pass")
            if self.drawn and self.rules.boneyard == "draw_one":
                return _("you have already drawn this turn; pass")
            return None
        if isinstance(action, Pass):
            if fit and not (self.drawn and self.rules.play_drawn == "may"):
                playable = ", ".join(str(t) for t in ts.tiles_of(fit))
                return _("you can play ({tiles}), so you may not pass", tiles=playable)
            if not fit and self._may_draw():
                return _("draw from the boneyard before passing")
            return None
        return _("{action!r} is not an action", action=action)

    # -- acting ----------------------------------------------------------------------
    def apply(self, action: Action) -> list:
        if action.__class__ is Play and not self.over:
            # Fast path for the common case; anything doubtful goes through check() for its reason.
            tile, end = action
            idx = self.ts.index.get(tile)
            seat = self.turn
            if idx is not None and self.hands[seat] >> idx & 1:
                left = self.left
                if left >= 0:
                    a, b = tile
                    if end == LEFT:
                        if a == left or b == left:
                            return self._play(seat, idx, tile, end)
                    elif end == RIGHT:
                        right = self.right
                        if a == right or b == right:
                            return self._play(seat, idx, tile, end)
        why = self.check(action)
        if why is not None:
            raise IllegalAction(why)
        seat = self.turn
        if isinstance(action, Play):
            return self._play(seat, self.ts.index[action.tile], action.tile, action.end)
        if isinstance(action, Draw):
            idx = self._stock.pop()
            self.hands[seat] |= 1 << idx
            self.drawn = True
            return [Drew(seat, self.ts.tiles[idx], len(self._stock))]
        self._advance()
        return [Passed(seat)]

    def _play(self, seat: int, idx: int, tile: Tile, end: str) -> list:
        hands = self.hands
        hand = hands[seat] ^ (1 << idx)
        hands[seat] = hand
        a, b = tile
        left = self.left
        if left < 0:
            left, right = a, b
            self.left, self.right = a, b
            self.line.append((a, b))
            both = False
        elif end == LEFT:
            right = self.right
            other = b if a == left else a
            self.line.appendleft((other, left))
            both = a == right or b == right
            self.left = left = other
        else:
            right = self.right
            other = b if a == right else a
            self.line.append((right, other))
            both = a == left or b == left
            self.right = right = other
        self.last_play = (tile, both)
        events = [Played(seat, tile, end, (left, right))]
        if not hand:
            self.over, self.how, self.out_seat = True, RoundHow.OUT, seat
            return events
        # The turn passes on (as _advance, inlined: this runs for every tile laid).
        turn = self.turn = self._next_list[seat]
        self.drawn = False
        wv = self.ts.with_value
        if not hands[turn] & (wv[left] | wv[right]) and self.is_blocked():
            self.over, self.how = True, RoundHow.CLOSED
        return events

    def _advance(self) -> None:
        turn = self.turn = self._next_list[self.turn]
        self.drawn = False
        left = self.left
        if left < 0:
            return
        wv = self.ts.with_value
        # Cheap test first: if the next player can play, the hand is not closed.
        if self.hands[turn] & (wv[left] | wv[self.right]):
            return
        if self.is_blocked():
            self.over, self.how = True, RoundHow.CLOSED

    def is_blocked(self) -> bool:
        """Nobody can play and nobody can draw: the hand is closed (seed 002's full round of
        passes always ends the same way, so it is detected at once)."""
        if self._can_draw and self._stock:
            return False
        fit = self.ts.with_value[self.left] | self.ts.with_value[self.right]
        hands = self.hands
        return not any(hands[s] & fit for s in self.seats)


def _bits(mask: int):
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def playout(rnd: Round, random01) -> None:
    """Play `rnd` to its end, every decision uniform among `legal_actions()`.

    Exactly the same game as the step loop

        while not rnd.over:
            acts = rnd.legal_actions()
            rnd.apply(acts[int(random01() * len(acts))])

    (one `random01()` call per decision, options in the same order: left-end plays in tile
    order, then right-end plays, then `pass` when a drawn tile may be kept), but without building
    action lists or events: this is what simulations, AI rollouts and the engine benchmark run.
    tests/engine/test_playout_equivalence.py proves the two give identical games.
    """
    if rnd.over:
        return
    # The state lives in locals while the loop runs (attribute writes are slow) and is
    # written back once at the end.
    ts = rnd.ts
    wv = ts.with_value
    pips = ts.pips
    hands = rnd.hands
    nxt = rnd._next_list
    stock = rnd._stock
    can_draw = rnd._can_draw and bool(stock)
    until_playable = rnd.rules.boneyard == "draw_until_playable"
    may_keep = rnd.rules.play_drawn == "may"
    line = rnd.line
    appendleft = line.appendleft
    append = line.append
    held = 0  # every tile still in a hand: nobody can play when it misses both ends
    for s in rnd.seats:
        held |= hands[s]
    turn, left, right, drawn = rnd.turn, rnd.left, rnd.right, rnd.drawn
    last_low = 0  # the last tile laid (its bit) and the mask of the other end when it was laid
    last_other = 0
    how = None
    if left < 0:  # the opening: the options of Round._opening_plays
        hand = hands[turn]
        m = rnd._opening_mask(hand)
        k = int(random01() * m.bit_count())
        while k:
            m &= m - 1
            k -= 1
        low = m & -m
        tile = ts.tiles[low.bit_length() - 1]
        left, right = tile.a, tile.b
        append((left, right))
        hand ^= low
        hands[turn] = hand
        held ^= low
        last_low = low
        if not hand:
            how = RoundHow.OUT
        else:
            turn = nxt[turn]
            ends = wv[left] | wv[right]
            if not (hands[turn] & ends or (can_draw and stock) or held & ends):
                how = RoundHow.CLOSED
    lm = wv[left]
    rm = wv[right]
    while how is None:
        hand = hands[turn]
        fit_left = hand & lm
        fit_right = hand & rm
        if fit_left or fit_right:
            n_left = fit_left.bit_count()
            n = n_left + fit_right.bit_count()
            if drawn and may_keep:
                k = int(random01() * (n + 1))
                if k == n:  # PASS: keep the drawn tile
                    k = -1
            else:
                k = int(random01() * n)
            if k >= 0:
                if k < n_left:
                    m = fit_left
                    while k:
                        m &= m - 1
                        k -= 1
                    low = m & -m
                    other = pips[low.bit_length() - 1] - left  # the half not showing `left`
                    appendleft((other, left))
                    last_other = rm
                    left = other
                    lm = wv[other]
                else:
                    m = fit_right
                    k -= n_left
                    while k:
                        m &= m - 1
                        k -= 1
                    low = m & -m
                    other = pips[low.bit_length() - 1] - right
                    append((right, other))
                    last_other = lm
                    right = other
                    rm = wv[other]
                last_low = low
                hand ^= low
                hands[turn] = hand
                held ^= low
                if not hand:
                    how = RoundHow.OUT
                    break
        else:
            random01()  # a single legal action (draw or pass) is still one decision
            if can_draw and stock and (until_playable or not drawn):
                low = 1 << stock.pop()
                hands[turn] = hand | low
                held |= low
                drawn = True
                continue
        # The turn passes on; the hand closes when nobody can play or draw (as Round._advance).
        turn = nxt[turn]
        drawn = False
        ends = lm | rm
        if hands[turn] & ends or (can_draw and stock):
            continue
        if not held & ends:
            how = RoundHow.CLOSED
    rnd.turn, rnd.left, rnd.right, rnd.drawn = turn, left, right, drawn
    if last_low:
        rnd.last_play = (ts.tiles[last_low.bit_length() - 1], bool(last_low & last_other))
    rnd.over, rnd.how = True, how
    if how == RoundHow.OUT:
        rnd.out_seat = turn
