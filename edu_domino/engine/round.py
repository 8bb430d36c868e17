"""One hand (round): the line of play, the hands, the boneyard, whose turn, and what is legal.

Hands are bitmasks over the set's tile indices (see tiles.TileSet). The round knows nothing of
scores or of other rounds: the match scores it when it ends.
"""

from __future__ import annotations

from collections import deque

from edu_domino.engine.actions import DRAW, PASS, Action, Draw, Pass, Play
from edu_domino.engine.errors import IllegalAction
from edu_domino.engine.events import Drew, Passed, Played
from edu_domino.engine.rules import RuleSet
from edu_domino.engine.tiles import Tile, TileSet

# Prebuilt Play actions, so listing legal moves allocates nothing per tile.
_PLAYS: dict[int, tuple[tuple[Play, ...], tuple[Play, ...]]] = {}


def _plays_for(ts: TileSet) -> tuple[tuple[Play, ...], tuple[Play, ...]]:
    cached = _PLAYS.get(ts.n)
    if cached is None:
        cached = (tuple(Play(t, "L") for t in ts.tiles), tuple(Play(t, "R") for t in ts.tiles))
        _PLAYS[ts.n] = cached
    return cached


class Round:
    """A hand in progress. Build it through `Match`; read it through `Match.view`."""

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
        self.how: str | None = None  # "out" or "closed"
        self.out_seat: int | None = None
        self.last_play: tuple[Tile, bool] | None = None  # (tile, fitted both ends) of the last play
        self._next = {s: seats[(i + 1) % len(seats)] for i, s in enumerate(seats)}
        self._can_draw = rules.boneyard != "none"
        self._plays_l, self._plays_r = _plays_for(ts)

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
        return self._next[seat]

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
        fit = hand & (wv[left] | wv[right])
        if fit:
            acts: list[Action] = []
            pl, pr = self._plays_l, self._plays_r
            left_mask = wv[left]
            right_mask = wv[right]
            while fit:
                low = fit & -fit
                i = low.bit_length() - 1
                if low & left_mask:
                    acts.append(pl[i])
                if low & right_mask:
                    acts.append(pr[i])
                fit ^= low
            if self.drawn and self.rules.play_drawn == "may":
                acts.append(PASS)
            return acts
        return [DRAW] if self._may_draw() else [PASS]

    def _opening_plays(self, hand: int) -> list[Action]:
        if self.opening == "tile":
            return [Play(self.opening_tile, "L")]
        if self.opening == "double":
            hand &= self.ts.doubles_mask
        return [self._plays_l[i] for i in _bits(hand)]

    def check(self, action: Action) -> str | None:
        """Why `action` is illegal now, or None when it is legal."""
        if self.over:
            return "the round is over"
        hand = self.hands[self.turn]
        ts = self.ts
        if isinstance(action, Play):
            tile, end = action
            idx = ts.index.get(tile)
            if idx is None:
                return f"{tile} is not a tile of double-{ts.n}"
            if end not in ("L", "R"):
                return f"{end!r} is not an end; use L or R"
            if not hand >> idx & 1:
                return f"seat {self.turn} does not hold {tile}"
            if self.left < 0:
                if self.opening == "tile" and tile != self.opening_tile:
                    return f"this hand opens with {self.opening_tile}"
                if self.opening == "double" and not tile.is_double:
                    return "the first tile must be a double"
                return None
            value = self.left if end == "L" else self.right
            if not tile.has(value):
                side = "left" if end == "L" else "right"
                return f"{tile} does not fit the {side} end ({value})"
            return None
        fit = hand & (ts.with_value[self.left] | ts.with_value[self.right]) if self.left >= 0 else hand
        if isinstance(action, Draw):
            if not self._can_draw:
                return "these rules have no drawing: the tiles left over are set aside"
            if fit:
                return "you can play a tile, so you may not draw"
            if not self._stock:
                return "the boneyard is empty; pass"
            if self.drawn and self.rules.boneyard == "draw_one":
                return "you have already drawn this turn; pass"
            return None
        if isinstance(action, Pass):
            if fit and not (self.drawn and self.rules.play_drawn == "may"):
                playable = ", ".join(str(t) for t in ts.tiles_of(fit))
                return f"you can play ({playable}), so you may not pass"
            if not fit and self._may_draw():
                return "draw from the boneyard before passing"
            return None
        return f"{action!r} is not an action"

    # -- acting ----------------------------------------------------------------------
    def apply(self, action: Action) -> list:
        why = self.check(action)
        if why is not None:
            raise IllegalAction(why)
        seat = self.turn
        if isinstance(action, Play):
            return self._play(seat, action.tile, action.end)
        if isinstance(action, Draw):
            idx = self._stock.pop()
            self.hands[seat] |= 1 << idx
            self.drawn = True
            return [Drew(seat, self.ts.tiles[idx], len(self._stock))]
        self._advance()
        return [Passed(seat)]

    def _play(self, seat: int, tile: Tile, end: str) -> list:
        self.hands[seat] ^= 1 << self.ts.index[tile]
        left, right = self.left, self.right
        if left < 0:
            self.left, self.right = tile.a, tile.b
            self.line.append((tile.a, tile.b))
            both = False
        elif end == "L":
            other = tile.other(left)
            self.line.appendleft((other, left))
            self.left = other
            both = tile.has(right)
        else:
            other = tile.other(right)
            self.line.append((right, other))
            self.right = other
            both = tile.has(left)
        self.last_play = (tile, both)
        events = [Played(seat, tile, end, (self.left, self.right))]
        if not self.hands[seat]:
            self.over, self.how, self.out_seat = True, "out", seat
            return events
        self._advance()
        return events

    def _advance(self) -> None:
        self.turn = self._next[self.turn]
        self.drawn = False
        if self.left >= 0 and self.is_blocked():
            self.over, self.how = True, "closed"

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
