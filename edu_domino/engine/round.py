"""One hand (round) as the game plays it: the checked, event-producing wrapper over the rules
core (engine.core), which holds the hands, the boneyard, the ends and whose turn it is.

The round adds what people see: the line of tiles as laid, actions as `Play`/`DRAW`/`PASS`,
events, and why an action is refused. It knows nothing of scores or of other rounds: the match
scores it when it ends.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from functools import cache

from edu_domino.engine.actions import DRAW, LEFT, PASS, RIGHT, Action, Draw, Pass, Play
from edu_domino.engine.choices import Opening, Refused
from edu_domino.engine.core import (
    DRAW_MOVE,
    PASS_MOVE,
    HandState,
    MaskTable,
    rollout,
)
from edu_domino.engine.errors import IllegalAction
from edu_domino.engine.events import Drew, Passed, Played
from edu_domino.engine.refusals import refusal_text
from edu_domino.engine.rules import RuleSet
from edu_domino.engine.tiles import Tile, TileSet

_OTHER_ACTION: dict[int, tuple[Action, ...]] = {DRAW_MOVE: (DRAW,), PASS_MOVE: (PASS,)}


@cache
def _end_actions_for(ts: TileSet) -> tuple[MaskTable, MaskTable]:
    """tiles (a mask) -> their `Play` actions on the left end, and on the right end."""
    return (MaskTable(tuple(Play(t, LEFT) for t in ts.tiles)), MaskTable(tuple(Play(t, RIGHT) for t in ts.tiles)))


class Round(HandState):
    """A hand in progress. Build it through `Match`; read it through `Match.view`."""

    __slots__ = ("number", "opening_tile", "moves", "_actions", "_listed", "_listed_moves", "_listed_at")

    def __init__(
        self,
        rules: RuleSet,
        ts: TileSet,
        number: int,
        seats: tuple[int, ...],
        opener: int,
        hands: list[int],
        boneyard: list[int],
        opening: Opening,
        opening_tile: Tile | None,
    ) -> None:
        index = ts.index[opening_tile] if opening_tile is not None else -1
        super().__init__(rules, ts, seats, opener, hands, boneyard[::-1], opening, index)
        self.number = number
        self.opening_tile = opening_tile  # the tile that decided the opener (None: not decided)
        self.moves: list[int] = []  # the core's moves of this hand, in order (draws and passes too)
        self._actions = _end_actions_for(ts)
        # What legal_actions() last listed, the core's move for each, and when (as len(moves)).
        self._listed: tuple[Action, ...] = ()
        self._listed_moves: tuple[int, ...] = ()
        self._listed_at = -1

    # -- what anyone may see ---------------------------------------------------------
    @property
    def line(self) -> deque[tuple[int, int]]:
        """The line of play: oriented tiles, left to right (built from the moves when asked)."""
        return line_of(self.moves, self.ts)

    @property
    def ends(self) -> tuple[int, int] | None:
        return None if self.left < 0 else (self.left, self.right)

    @property
    def boneyard_count(self) -> int:
        return len(self.stock)

    @property
    def boneyard(self) -> tuple[Tile, ...]:
        """The boneyard in draw order (hidden information: only the full state has it)."""
        return tuple(self.ts.tiles[i] for i in reversed(self.stock))

    @property
    def last_play(self) -> tuple[Tile, bool] | None:
        """(tile, fitted both ends) of the last play."""
        return (self.ts.tiles[self.last_tile], self.last_both) if self.last_tile >= 0 else None

    def hand(self, seat: int) -> tuple[Tile, ...]:
        return self.ts.tiles_of(self.hands[seat])

    def hand_count(self, seat: int) -> int:
        return self.hands[seat].bit_count()

    def next_seat(self, seat: int) -> int:
        return self.nxt[seat]

    # -- legality: the core's, as actions and words ---------------------------------------
    def legal_actions(self) -> list[Action]:
        """The legal actions, in the core's order. Remembered with their moves until the next
        action, so that applying one of them needs no second judgement."""
        fit_left, fit_right, other = self.options()
        on_left, on_right = self._actions
        tables = self.tables
        listed: tuple[Action, ...] = on_left[fit_left] + on_right[fit_right]
        moves: tuple[int, ...] = tables.on_left[fit_left] + tables.on_right[fit_right]
        if other:
            listed += _OTHER_ACTION[other]
            moves += (other,)
        self._listed, self._listed_moves, self._listed_at = listed, moves, len(self.moves)
        return list(listed)

    def move_of(self, action: Action) -> int | Refused:
        """The core's move for `action`, or why it names no move of this set."""
        if isinstance(action, Play):
            tile, end = action
            idx = self.ts.index.get(tile)
            if idx is None:
                return Refused.NOT_A_TILE
            if end not in (LEFT, RIGHT):
                return Refused.NOT_AN_END
            return idx * 2 + (end == RIGHT)
        if isinstance(action, Draw):
            return DRAW_MOVE
        if isinstance(action, Pass):
            return PASS_MOVE
        return Refused.NOT_AN_ACTION

    def refused(self, action: Action) -> Refused | None:
        """Why `action` is not legal now (the engine's one reason), or None when it is."""
        move = self.move_of(action)
        if isinstance(move, Refused):
            return Refused.ROUND_OVER if self.over else move
        return self.refusal(move)

    def check(self, action: Action) -> str | None:
        """Why `action` is illegal now, in words, or None when it is legal."""
        reason = self.refused(action)
        return None if reason is None else refusal_text(reason, self, action)

    # -- acting ----------------------------------------------------------------------
    def apply(self, action: Action) -> list:
        if self._listed_at == len(self.moves):  # legal_actions() listed this very state
            try:
                move = self._listed_moves[self._listed.index(action)]
            except ValueError:
                pass  # not one of them: judged below, to say why
            else:
                return self._act(move, action)
        found = PASS_MOVE if action is PASS else DRAW_MOVE if action is DRAW else self.move_of(action)
        reason = found if isinstance(found, Refused) else self.refusal(found)
        if reason is not None:
            raise IllegalAction(refusal_text(Refused.ROUND_OVER if self.over else reason, self, action))
        assert isinstance(found, int)
        return self._act(found, action)

    def _act(self, move: int, action: Action) -> list:
        """Make the legal `move` (the core's form of `action`); its events."""
        seat = self.turn
        self.moves.append(move)
        if move >= 0:
            self.play(move >> 1, move & 1)
            return [Played(seat, action.tile, action.end, (self.left, self.right))]  # type: ignore[union-attr]
        if move == DRAW_MOVE:
            drawn = self.stock[-1]
            self.apply_move(move)
            return [Drew(seat, self.ts.tiles[drawn], len(self.stock))]
        self.pass_turn()
        return [Passed(seat)]


def line_of(moves: list[int], ts: TileSet) -> deque[tuple[int, int]]:
    """The line of play of a hand's moves: oriented tiles, left to right."""
    line: deque[tuple[int, int]] = deque()
    tiles = ts.tiles
    left = right = -1
    for move in moves:
        if move < 0:
            continue
        a, b = tiles[move >> 1]
        if left < 0:
            left, right = a, b
            line.append((a, b))
        elif move & 1:
            other = a + b - right
            line.append((right, other))
            right = other
        else:
            other = a + b - left
            line.appendleft((other, left))
            left = other
    return line


def playout(rnd: Round, random01: Callable[[], float]) -> None:
    """Play `rnd` to its end, every decision uniform among `legal_actions()`: exactly the game of

        while not rnd.over:
            acts = rnd.legal_actions()
            rnd.apply(acts[int(random01() * len(acts))])

    (one `random01()` a decision), through the core's rollout loop, without actions or events:
    tests/engine/test_playout_equivalence.py proves the two give identical games."""
    rollout(rnd, random01, trace=rnd.moves)
