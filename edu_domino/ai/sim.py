"""A private, fast copy of one hand's rules over bitmasks, for the expert's rollouts.

The engine's `Round` builds events and checks every action; a rollout needs thousands of
plies per decision, so this module keeps only ints and lists. Moves are ints:
`tile_index * 2 + end` (end 0 = left, 1 = right), `DRAW_MOVE` and `PASS_MOVE`.
tests/ai/test_sim.py checks it against the engine: same legal moves, same end, same scores.
"""

from __future__ import annotations

import random

from edu_domino.engine.actions import LEFT, Action, Draw, Play
from edu_domino.engine.choices import RoundHow
from edu_domino.engine.rules import RuleSet
from edu_domino.engine.scoring import score_hand
from edu_domino.engine.tiles import TileSet

DRAW_MOVE = -1
PASS_MOVE = -2


def encode_move(action: Action, index: dict) -> int:
    """The engine's action as a simulator move (`index`: tile -> its index in the tile set)."""
    if isinstance(action, Play):
        return index[action.tile] * 2 + (0 if action.end == LEFT else 1)
    return DRAW_MOVE if isinstance(action, Draw) else PASS_MOVE


class SimRound:
    """A hand in progress: every hand known (a determinized world), the boneyard in draw order."""

    __slots__ = (
        "rules", "ts", "wv", "pips", "hands", "stock", "left", "right", "turn", "drawn",
        "over", "how", "out_seat", "last_tile", "last_both", "seats", "nxt", "opener",
        "opening", "opening_tile", "can_draw", "draw_until", "may_keep",
    )

    def __init__(
        self,
        rules: RuleSet,
        ts: TileSet,
        seats: tuple[int, ...],
        opener: int,
        hands: list[int],
        stock: list[int],
        left: int = -1,
        right: int = -1,
        turn: int | None = None,
        drawn: bool = False,
        opening: str = "any",
        opening_tile: int = -1,
    ) -> None:
        self.rules = rules
        self.ts = ts
        self.wv = ts.with_value
        self.pips = ts.pips
        self.hands = hands
        self.stock = stock  # next tile to draw is stock[-1]
        self.left = left
        self.right = right
        self.turn = opener if turn is None else turn
        self.drawn = drawn
        self.over = False
        self.how: RoundHow | None = None
        self.out_seat = -1
        self.last_tile = -1
        self.last_both = False
        self.seats = seats
        nxt = [0] * rules.players
        for i, s in enumerate(seats):
            nxt[s] = seats[(i + 1) % len(seats)]
        self.nxt = nxt
        self.opener = opener
        self.opening = opening  # "tile", "double" or "any": what the first tile may be
        self.opening_tile = opening_tile
        self.can_draw = rules.boneyard != "none"
        self.draw_until = rules.boneyard == "draw_until_playable"
        self.may_keep = rules.play_drawn == "may"

    def copy(self) -> SimRound:
        other = object.__new__(SimRound)
        for name in SimRound.__slots__:
            setattr(other, name, getattr(self, name))
        other.hands = self.hands[:]
        other.stock = self.stock[:]
        return other

    # -- rules ------------------------------------------------------------------------
    def legal(self) -> list[int]:
        """The legal moves: plays on the left end, then on the right (tile index order)."""
        if self.over:
            return []
        hand = self.hands[self.turn]
        if self.left < 0:
            if self.opening == "tile":
                return [self.opening_tile * 2]
            if self.opening == "double":
                hand &= self.ts.doubles_mask
            return [i * 2 for i in _bits(hand)]
        fit_left = hand & self.wv[self.left]
        fit_right = hand & self.wv[self.right]
        if fit_left or fit_right:
            moves = [i * 2 for i in _bits(fit_left)]
            moves.extend(i * 2 + 1 for i in _bits(fit_right))
            if self.drawn and self.may_keep:
                moves.append(PASS_MOVE)
            return moves
        return [DRAW_MOVE] if self._may_draw() else [PASS_MOVE]

    def _may_draw(self) -> bool:
        return self.can_draw and bool(self.stock) and (self.draw_until or not self.drawn)

    def apply(self, move: int) -> None:
        """Apply a move known to be legal (no checks: the caller took it from `legal`)."""
        if move >= 0:
            self._play(move >> 1, move & 1)
        elif move == DRAW_MOVE:
            self.hands[self.turn] |= 1 << self.stock.pop()
            self.drawn = True
        else:
            self._advance()

    def _play(self, i: int, end: int) -> None:
        seat = self.turn
        self.hands[seat] ^= 1 << i
        a, b = self.ts.tiles[i]
        left, right = self.left, self.right
        if left < 0:
            self.left, self.right = a, b
            both = False
        elif end == 0:
            self.left = b if a == left else a
            both = a == right or b == right
        else:
            self.right = b if a == right else a
            both = a == left or b == left
        self.last_tile, self.last_both = i, both
        if not self.hands[seat]:
            self.over, self.how, self.out_seat = True, RoundHow.OUT, seat
        else:
            self._advance()

    def _advance(self) -> None:
        self.turn = self.nxt[self.turn]
        self.drawn = False
        if self.left >= 0 and not (self.can_draw and self.stock):
            fit = self.wv[self.left] | self.wv[self.right]
            hands = self.hands
            for s in self.seats:
                if hands[s] & fit:
                    return
            self.over, self.how = True, RoundHow.CLOSED

    # -- rollouts -----------------------------------------------------------------------
    def playout(self, rng: random.Random, explore: float | list[float] = 0.15,
                trace: list[int] | None = None) -> None:
        """Play to the end of the hand with a quick policy: usually the heaviest fitting tile
        (doubles count extra, as they are the hardest to place), on the end that leaves the
        player most follow-ups; with probability `explore` (one rate, or one per seat) a
        random fitting tile instead, so rollouts stay varied and random players are modelled.

        The rules are inlined here (the hot loop of the expert); `trace`, when given, receives
        the moves, so tests/ai/test_ai_sim.py can replay them in the engine."""
        rand = rng.random
        while self.left < 0 and not self.over:  # only when asked to play a hand from its start
            moves = self.legal()
            move = moves[int(rand() * len(moves))]
            self.apply(move)
            if trace is not None:
                trace.append(move)
        if self.over:
            return
        wv, tiles, hands, nxt, seats, stock = self.wv, self.ts.tiles, self.hands, self.nxt, self.seats, self.stock
        weight = _weights(self.ts)
        explore_of = [explore] * len(hands) if isinstance(explore, float | int) else explore
        can_draw, draw_until = self.can_draw, self.draw_until
        left, right, turn, drawn = self.left, self.right, self.turn, self.drawn
        last_tile, last_both = self.last_tile, self.last_both
        how = None
        while True:
            hand = hands[turn]
            fit = hand & (wv[left] | wv[right])
            if not fit:
                if can_draw and stock and (draw_until or not drawn):
                    hands[turn] = hand | 1 << stock.pop()
                    drawn = True
                    if trace is not None:
                        trace.append(DRAW_MOVE)
                    continue
                if trace is not None:
                    trace.append(PASS_MOVE)
                turn, drawn = nxt[turn], False
                if not (can_draw and stock) and _blocked(hands, seats, wv[left] | wv[right]):
                    how = RoundHow.CLOSED
                    break
                continue
            if rand() < explore_of[turn]:
                m = fit
                for _ in range(int(rand() * fit.bit_count())):
                    m &= m - 1
                best = (m & -m).bit_length() - 1
            else:
                best, best_score, m = -1, -1.0, fit
                while m:
                    low = m & -m
                    m ^= low
                    i = low.bit_length() - 1
                    score = weight[i] + rand()
                    if score > best_score:
                        best, best_score = i, score
            a, b = tiles[best]
            hand ^= 1 << best
            hands[turn] = hand
            fits_left = a == left or b == left
            fits_right = a == right or b == right
            if fits_left and fits_right and left != right:
                new_left = b if a == left else a
                new_right = b if a == right else a
                keep_left = (hand & wv[new_left]).bit_count()
                keep_right = (hand & wv[new_right]).bit_count()
                on_left = keep_left > keep_right or (keep_left == keep_right and rand() < 0.5)
            else:
                on_left = fits_left
            if on_left:
                left = b if a == left else a
                last_both = fits_right
            else:
                right = b if a == right else a
                last_both = fits_left
            last_tile = best
            if trace is not None:
                trace.append(best * 2 + (0 if on_left else 1))
            if not hand:
                how = RoundHow.OUT
                break
            turn, drawn = nxt[turn], False
            if not (can_draw and stock) and _blocked(hands, seats, wv[left] | wv[right]):
                how = RoundHow.CLOSED
                break
        self.left, self.right, self.drawn = left, right, drawn
        self.last_tile, self.last_both = last_tile, last_both
        self.over, self.how = True, how
        if how == RoundHow.OUT:
            self.out_seat = turn
        else:
            self.turn = turn

    # -- scoring: the engine's own rules, on this simulator's state ----------------------
    def result(self) -> tuple[int | None, list[int]]:
        """(winning side or None, points per side) of the finished hand."""
        last_play = (self.ts.tiles[self.last_tile], self.last_both) if self.last_tile >= 0 else None
        assert self.how is not None, "score a finished hand only"
        score = score_hand(self.rules, self.ts, self.hands, self.seats, self.opener, self.how,
                           self.out_seat, last_play)
        return score.winner_side, list(score.points)


_WEIGHTS: dict[int, tuple[int, ...]] = {}


def _weights(ts: TileSet) -> tuple[int, ...]:
    """The playout's preference per tile: its pips, plus 4 for a double."""
    cached = _WEIGHTS.get(ts.n)
    if cached is None:
        cached = tuple(t.pips + (4 if t.is_double else 0) for t in ts.tiles)
        _WEIGHTS[ts.n] = cached
    return cached


def _blocked(hands: list[int], seats: tuple[int, ...], fit: int) -> bool:
    # A plain loop: `all()` over a generator is measurably slower in the rollout loop.
    for s in seats:  # noqa: SIM110
        if hands[s] & fit:
            return False
    return True


def _bits(mask: int):
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low
