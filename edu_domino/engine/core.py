"""The rules of one hand, written once, over bitmasks: what is legal, what a move does, whose
turn it is, and when the hand is out or blocked.

`HandState` is the whole truth of a hand in ints and lists. `Round` (engine.round) is the checked,
event-producing wrapper the game uses; the expert's simulations (ai.sim) and every random playout
run on this state directly through `rollout`, the one loop that plays a hand to its end with a
pluggable chooser.

Moves are ints: `tile_index * 2 + end` (end 0 = left, 1 = right; the first tile is laid with
end 0), `DRAW_MOVE` and `PASS_MOVE`. A hand is an int whose bit i is set when it holds tile i
(see tiles.TileSet), so "which tiles fit an end showing v" is one AND.

>>> from edu_domino.engine.presets import get_preset
>>> from edu_domino.engine.tiles import tile_set
>>> ts = tile_set(6)
>>> hands = [ts.mask_of([Tile(6, 6), Tile(6, 1)]), ts.mask_of([Tile(1, 0)])]
>>> st = HandState(get_preset("clasico", players=2), ts, (0, 1), 0, hands, [],
...                Opening.TILE, ts.index[Tile(6, 6)])
>>> [move_text(m, ts) for m in st.legal()]
['6-6 L']
>>> st.apply_move(ts.index[Tile(6, 6)] * 2); st.turn, st.legal()
(1, [-2])
>>> st.apply_move(PASS_MOVE); [move_text(m, ts) for m in st.legal()]
['6-1 L', '6-1 R']
>>> st.refusal(DRAW_MOVE), st.refusal(ts.index[Tile(1, 0)] * 2)
('no_drawing', 'not_in_hand')
>>> st.apply_move(ts.index[Tile(6, 1)] * 2 + 1); st.over, st.how, st.out_seat, (st.left, st.right)
(True, 'out', 0, (6, 1))
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Self

from edu_domino.engine.choices import Opening, Refused, RoundHow
from edu_domino.engine.rules import RuleSet
from edu_domino.engine.tables import (
    INDICES,
    OPENING_OF,
    MaskTable,
    move_tables,
    next_seats,
    rule_facts,
)
from edu_domino.engine.tiles import Tile, TileSet

__all__ = ["DRAW_MOVE", "INDICES", "OPENING_OF", "PASS_MOVE", "Chooser", "HandState", "MaskTable", "move_tables",
           "next_seats", "rollout", "uniform_chooser"]

DRAW_MOVE = -1
PASS_MOVE = -2

# A chooser picks one move at a decision with a tile to lay:
#   choose(turn, hand, fit_left, fit_right, left, right, may_keep) -> move
# `fit_left`/`fit_right` are the tiles of `hand` that fit each end (for the first tile of a hand:
# the tiles that may open in `fit_left`, 0 in `fit_right`, ends -1); `may_keep` says that
# `PASS_MOVE` (keep the tile just drawn) is legal too.
Chooser = Callable[[int, int, int, int, int, int, bool], int]


class HandState:
    """A hand in progress, every hand known; the boneyard with the next tile to draw last."""

    __slots__ = (
        "rules", "ts", "wv", "pips", "tables", "hands", "stock", "seats", "nxt", "opener", "opening",
        "opening_index", "can_draw", "draw_until", "may_keep",
        "left", "right", "turn", "drawn", "over", "how", "out_seat", "last_tile", "last_both",
    )

    def __init__(
        self,
        rules: RuleSet,
        ts: TileSet,
        seats: tuple[int, ...],
        opener: int,
        hands: list[int],
        stock: list[int],
        opening: Opening = Opening.ANY,
        opening_index: int = -1,
        left: int = -1,
        right: int = -1,
        turn: int | None = None,
        drawn: bool = False,
    ) -> None:
        self.rules = rules
        self.ts = ts
        self.wv = ts.with_value
        self.pips = ts.pips
        facts = rule_facts(rules)
        self.tables = facts.tables if facts.ts is ts else move_tables(ts)
        self.hands = hands  # one mask per seat of the table (0 for a seat not dealt in)
        self.stock = stock  # the next tile to draw is stock[-1]
        self.seats = seats  # the seats dealt in, in turn order
        self.nxt = facts.next_of_all if seats is facts.all_seats else next_seats(seats, len(hands))
        self.opener = opener
        self.opening = opening
        self.opening_index = opening_index  # the tile an Opening.TILE hand opens with
        self.can_draw, self.draw_until, self.may_keep = facts.can_draw, facts.draw_until, facts.may_keep
        self.left = left  # the open ends' values; -1 until the first tile is laid
        self.right = right
        self.turn = opener if turn is None else turn
        self.drawn = drawn  # the seat on turn has drawn this turn
        self.over = False
        self.how: RoundHow | None = None
        self.out_seat: int | None = None
        self.last_tile = -1  # the last tile laid, and whether it fitted both ends
        self.last_both = False

    def copy(self) -> Self:
        """The core state alone (fresh hands and boneyard lists), as the expert's worlds need."""
        other = object.__new__(type(self))
        other.rules, other.ts, other.wv, other.pips = self.rules, self.ts, self.wv, self.pips
        other.tables = self.tables
        other.hands, other.stock = self.hands[:], self.stock[:]
        other.seats, other.nxt, other.opener = self.seats, self.nxt, self.opener
        other.opening, other.opening_index = self.opening, self.opening_index
        other.can_draw, other.draw_until, other.may_keep = self.can_draw, self.draw_until, self.may_keep
        other.left, other.right, other.turn, other.drawn = self.left, self.right, self.turn, self.drawn
        other.over, other.how, other.out_seat = self.over, self.how, self.out_seat
        other.last_tile, other.last_both = self.last_tile, self.last_both
        return other

    # -- what is legal ---------------------------------------------------------------
    def opening_mask(self, hand: int) -> int:
        """The tiles of `hand` that may open the line."""
        if self.opening == Opening.TILE:
            return hand & (1 << self.opening_index)
        if self.opening == Opening.DOUBLE:
            return hand & self.ts.doubles_mask
        return hand

    def playable(self, hand: int) -> int:
        """The tiles of `hand` that may be laid now, on either end."""
        if self.left < 0:
            return self.opening_mask(hand)
        return hand & (self.wv[self.left] | self.wv[self.right])

    def may_draw(self) -> bool:
        return self.can_draw and bool(self.stock) and (self.draw_until or not self.drawn)

    def options(self) -> tuple[int, int, int]:
        """(tiles playable on the left end, on the right end, the one other legal move or 0).

        The legal moves in their fixed order: every left-end play in tile order, then every
        right-end play, then the other move: `PASS_MOVE` beside plays when a drawn tile may be
        kept; alone, `DRAW_MOVE` or `PASS_MOVE`. The first tile is a left-end play."""
        if self.over:
            return 0, 0, 0
        hand = self.hands[self.turn]
        if self.left < 0:
            return self.opening_mask(hand), 0, 0
        fit_left = hand & self.wv[self.left]
        fit_right = hand & self.wv[self.right]
        if fit_left or fit_right:
            return fit_left, fit_right, PASS_MOVE if self.drawn and self.may_keep else 0
        return 0, 0, DRAW_MOVE if self.may_draw() else PASS_MOVE

    def legal(self) -> list[int]:
        fit_left, fit_right, other = self.options()
        moves = [*self.tables.on_left[fit_left], *self.tables.on_right[fit_right]]
        if other:
            moves.append(other)
        return moves

    def allows_play(self, i: int, end: int) -> bool:
        """Whether laying tile `i` on `end` (0 left, 1 right) is legal now: the step API's
        quick test; `refusal` says why not."""
        if self.over:
            return False
        hand = self.hands[self.turn]
        if self.left < 0:
            return not end and bool(self.opening_mask(hand) >> i & 1)
        return bool(hand >> i & 1 and self.wv[self.right if end else self.left] >> i & 1)

    def refusal(self, move: int) -> Refused | None:
        """Why `move` is not legal now, or None when it is (the tile must be of the set)."""
        if self.over:
            return Refused.ROUND_OVER
        hand = self.hands[self.turn]
        fit_left, fit_right, other = self.options()
        if move >= 0:
            i, end = move >> 1, move & 1
            if self.allows_play(i, end):
                return None
            if not hand >> i & 1:
                return Refused.NOT_IN_HAND
            if self.left < 0:
                if not fit_left >> i & 1:
                    return Refused.OPENS_WITH if self.opening == Opening.TILE else Refused.FIRST_DOUBLE
                return Refused.FIRST_IS_LEFT
            return Refused.WRONG_END if (fit_left | fit_right) >> i & 1 else Refused.DOES_NOT_FIT
        if move == other:
            return None
        can_play = fit_left | fit_right
        if move == DRAW_MOVE:
            if not self.can_draw:
                return Refused.NO_DRAWING
            if can_play:
                return Refused.MUST_PLAY
            return Refused.BONEYARD_EMPTY if not self.stock else Refused.ALREADY_DREW
        if move == PASS_MOVE:
            return Refused.MUST_PLAY if can_play else Refused.MUST_DRAW
        return Refused.NOT_AN_ACTION

    # -- acting (the caller took the move from `legal`, or `refusal` said None) ----------
    def apply_move(self, move: int) -> None:
        if move >= 0:
            self.play(move >> 1, move & 1)
        elif move == DRAW_MOVE:
            self.hands[self.turn] |= 1 << self.stock.pop()
            self.drawn = True
        else:
            self.pass_turn()

    def play(self, i: int, end: int) -> None:
        seat = self.turn
        hand = self.hands[seat] ^ (1 << i)
        self.hands[seat] = hand
        wv = self.wv
        left, right = self.left, self.right
        if left < 0:
            left, right = self.ts.tiles[i]
            self.last_both = False
        elif end:
            right = self.pips[i] - right
            self.last_both = bool(wv[left] >> i & 1)
        else:
            left = self.pips[i] - left
            self.last_both = bool(wv[right] >> i & 1)
        self.left, self.right = left, right
        self.last_tile = i
        if not hand:
            self.over, self.how, self.out_seat = True, RoundHow.OUT, seat
            return
        # The turn passes on (as pass_turn, written out: this runs for every tile laid).
        turn = self.turn = self.nxt[seat]
        self.drawn = False
        if not self.hands[turn] & (wv[left] | wv[right]) and self.is_blocked():
            self.over, self.how = True, RoundHow.CLOSED

    def pass_turn(self) -> None:
        """The turn passes on; the hand closes when nobody can play or draw."""
        turn = self.turn = self.nxt[self.turn]
        self.drawn = False
        if self.left >= 0:
            ends = self.wv[self.left] | self.wv[self.right]
            if not self.hands[turn] & ends and self.is_blocked():
                self.over, self.how = True, RoundHow.CLOSED

    def is_blocked(self) -> bool:
        """Nobody can play and nobody can draw: the hand is closed (seed 002's full round of
        passes always ends the same way, so it is detected at once)."""
        if self.left < 0 or (self.can_draw and self.stock):
            return False
        ends = self.wv[self.left] | self.wv[self.right]
        hands = self.hands
        for s in self.seats:  # noqa: SIM110 - a loop, not a generator: this runs at every pass
            if hands[s] & ends:
                return False
        return True


def rollout(st: HandState, random01: Callable[[], float], choose: Chooser | None = None,
            trace: list[int] | None = None) -> None:
    """Play `st` to the end of the hand. At a decision with a tile to lay `choose` picks the move;
    without one, every legal move is equally likely (as `uniform_chooser`, inlined: the engine's
    random playouts run here). A decision with one legal move (draw, or pass) still takes one
    `random01()`, so a uniform game is decision for decision the step API's
    `legal[int(random01() * len(legal))]`. `trace` receives the moves.

    The same rules as `HandState.apply_move`, kept in locals (attribute writes are slow): this is
    the loop random playouts, simulations and the expert's rollouts all run. Per decision it
    does two ANDs (the tiles fitting each end), two look-ups of the legal plays, and for a play
    a few int operations; whether the hand is closed is asked only of a seat that cannot play (a
    closed hand is one where that seat may not draw and no hand holds a tile for either end).
    tests/engine/test_rules_core.py and test_playout_equivalence.py check it against the step API."""
    if st.over:
        return
    wv, hands, nxt, stock = st.wv, st.hands, st.nxt, st.stock
    can_draw, draw_until, may_keep = st.can_draw, st.draw_until, st.may_keep
    tables = st.tables
    on_left, on_right, bit, pips = tables.on_left, tables.on_right, tables.bit, tables.pips  # pips by move
    held = 0  # every tile still in a hand: nobody can play when it misses both ends
    for s in st.seats:
        held |= hands[s]
    turn, left, right, drawn = st.turn, st.left, st.right, st.drawn
    last = -1  # the last play made here
    how = None
    if left < 0:  # the first tile
        hand = hands[turn]
        opening = st.opening_mask(hand)
        if choose is None:
            options = on_left[opening]
            move = options[int(random01() * len(options))]
        else:
            move = choose(turn, hand, opening, 0, -1, -1, False)
        if trace is not None:
            trace.append(move)
        left, right = st.ts.tiles[move >> 1]
        st.last_tile, st.last_both = move >> 1, False
        low = bit[move]
        hand ^= low
        hands[turn] = hand
        held ^= low
        if hand:
            turn = nxt[turn]
        else:
            how = RoundHow.OUT
    lm = wv[left]
    rm = wv[right]
    if how is None:  # the hand goes on: every exit below sets `how` and breaks
        while True:
            hand = hands[turn]
            fit_left = hand & lm
            fit_right = hand & rm
            if fit_left or fit_right:
                if choose is not None:
                    move = choose(turn, hand, fit_left, fit_right, left, right, drawn and may_keep)
                else:  # uniform: the k-th of the left-end plays, then the right-end ones
                    lefts = on_left[fit_left]
                    rights = on_right[fit_right]
                    n_left = len(lefts)
                    n = n_left + len(rights)
                    k = int(random01() * (n + 1 if drawn and may_keep else n))  # + keeping the drawn tile
                    move = lefts[k] if k < n_left else rights[k - n_left] if k < n else PASS_MOVE
                if trace is not None:
                    trace.append(move)
                if move >= 0:
                    if move & 1:
                        right = pips[move] - right  # the half not showing `right`
                        rm = wv[right]
                    else:
                        left = pips[move] - left
                        lm = wv[left]
                    last = move
                    low = bit[move]
                    hand ^= low
                    hands[turn] = hand
                    held ^= low
                    if not hand:
                        how = RoundHow.OUT
                        break
            elif can_draw and stock and (draw_until or not drawn):
                random01()  # one legal move is still a decision
                if trace is not None:
                    trace.append(DRAW_MOVE)
                low = 1 << stock.pop()
                hands[turn] = hand | low
                held |= low
                drawn = True
                continue
            elif not drawn and not held & (lm | rm):
                how = RoundHow.CLOSED  # nobody can play or draw (as pass_turn: the seat does not pass)
                break
            else:
                random01()
                if trace is not None:
                    trace.append(PASS_MOVE)
            turn = nxt[turn]
            drawn = False
    st.turn, st.left, st.right, st.drawn = turn, left, right, drawn
    if last >= 0:
        i = last >> 1
        st.last_tile = i
        st.last_both = bool(wv[left if last & 1 else right] >> i & 1)  # the other end is unchanged
    st.over, st.how = True, how
    if how == RoundHow.OUT:
        st.out_seat = turn


def uniform_chooser(random01: Callable[[], float]) -> Chooser:
    """Every legal move equally likely, in `HandState.legal`'s order, one `random01()` a
    decision: `rollout`'s own choice when it is given no chooser, as a chooser (tests compare
    the two)."""
    indices = INDICES

    def choose(turn: int, hand: int, fit_left: int, fit_right: int, left: int, right: int,
               may_keep: bool) -> int:
        on_left = indices[fit_left]
        on_right = indices[fit_right]
        n_left = len(on_left)
        n = n_left + len(on_right)
        k = int(random01() * (n + 1 if may_keep else n))
        if k < n_left:
            return on_left[k] << 1
        if k < n:
            return on_right[k - n_left] << 1 | 1
        return PASS_MOVE

    return choose


def move_text(move: int, ts: TileSet) -> str:
    """A move in replay notation ("6-4 L", "draw", "pass"), for messages and doctests."""
    if move == DRAW_MOVE:
        return "draw"
    if move == PASS_MOVE:
        return "pass"
    tile: Tile = ts.tiles[move >> 1]
    return f"{tile} {'R' if move & 1 else 'L'}"
