"""The one place class play touches the game engine: a match with computer seats, paced.

Class play needs from a game: each seat's private view, a spectator's view of what everyone may
see, a seat's action judged by the engine, and computer seats that think off the caller's thread
and move no faster than the class can follow. `MatchGame` gives exactly that over the engine's
`Match` and `PlayerView`; it is the adapter to swap for `edu_domino.play.TableGame` (same duties)
without touching the rest of the package.

Not thread-safe by itself: `ClassTable` calls it under its lock.
"""

from __future__ import annotations

import random
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass

from edu_domino.engine import IllegalAction, Match, RuleSet
from edu_domino.engine.actions import LEFT, Action
from edu_domino.engine.events import Played, RoundResult
from edu_domino.engine.view import PlayerView, public_events

DEFAULT_LEVEL = "greedy"


@dataclass(frozen=True)
class Spectator:
    """What the whole class may see: no tile of any hand, no drawn tile."""

    line: tuple[tuple[int, int], ...]  # oriented, left to right
    first: int  # index in `line` of the round's opening tile
    ends: tuple[int, int] | None
    hand_counts: tuple[int, ...]
    boneyard_count: int
    turn: int
    round_number: int
    round_over: bool
    match_over: bool
    scores: tuple[int, ...]  # per side
    side_of: tuple[int, ...]
    names: tuple[str, ...]
    history: tuple  # this round's events as nobody's hand sees them (drawn tiles hidden)
    last_result: RoundResult | None
    winner_side: int | None


class MatchGame:
    def __init__(self, rules: RuleSet, names: list[str], seed: int | None, pace: float = 1.0) -> None:
        self.match = Match(rules, seed=seed, names=names)
        self.rules = rules
        self.pace = pace
        self._seed = seed if seed is not None else random.randrange(1 << 30)
        self._computers: dict[int, object] = {}
        self._executor: ThreadPoolExecutor | None = None
        self._future: Future | None = None
        self._future_key: tuple | None = None
        self._since_move = 0.0
        self.ai_errors = 0

    # -- who plays ---------------------------------------------------------------------------
    def set_computer(self, seat: int, level: str | None) -> None:
        """A computer plays `seat` from now on (level: random, greedy, expert); None: a person."""
        if level is None:
            self._computers.pop(seat, None)
        else:
            from edu_domino.ai import get_player

            try:
                self._computers[seat] = get_player(level)
            except (KeyError, ValueError):
                self._computers[seat] = get_player(DEFAULT_LEVEL)
        self._cancel()

    def is_computer(self, seat: int) -> bool:
        return seat in self._computers

    # -- reading -----------------------------------------------------------------------------
    @property
    def turn(self) -> int:
        return self.match.turn

    @property
    def round_over(self) -> bool:
        return self.match.round_over

    @property
    def over(self) -> bool:
        return self.match.over

    def view(self, seat: int) -> PlayerView:
        return self.match.view(seat)

    def legal(self, seat: int) -> tuple[Action, ...]:
        if self.match.over or self.match.round_over or self.match.turn != seat:
            return ()
        return tuple(self.match.legal_actions())

    def spectator(self) -> Spectator:
        match = self.match
        rnd = match.round
        history = _public_history(match)
        plays = [e for e in history if isinstance(e, Played)]
        first = sum(1 for e in plays[1:] if e.end == LEFT)
        return Spectator(
            line=tuple(rnd.line), first=first, ends=rnd.ends,
            hand_counts=tuple(rnd.hand_count(s) for s in range(self.rules.players)),
            boneyard_count=rnd.boneyard_count, turn=rnd.turn, round_number=rnd.number,
            round_over=rnd.over, match_over=match.over, scores=tuple(match.scores),
            side_of=tuple(self.rules.side_of(s) for s in range(self.rules.players)),
            names=tuple(match.names), history=history,
            last_result=match.results[-1] if match.results and rnd.over else None,
            winner_side=match.winner_side,
        )

    # -- acting ------------------------------------------------------------------------------
    def apply(self, seat: int, action: Action) -> list:
        """`seat` acts; IllegalAction (a ValueError saying why) when it may not."""
        if self.match.over:
            raise IllegalAction("the match is over")
        if self.match.round_over:
            raise IllegalAction("the round is over; the next one starts soon")
        if self.match.turn != seat:
            raise IllegalAction("it is not this seat's turn")
        return self._after(self.match.apply(action))

    def next_round(self) -> list:
        return self._after(self.match.next_round())

    def _after(self, events: list) -> list:
        self._since_move = 0.0
        self._cancel()
        return events

    def tick(self, dt: float) -> list:
        """Advance the clock; a computer seat moves once its answer is ready and the pace allows."""
        self._since_move += dt
        match = self.match
        if match.over or match.round_over or match.turn not in self._computers:
            return []
        key = (match.round.number, len(match.actions[-1]) if match.actions else 0, match.turn)
        if self._future is None or self._future_key != key:
            self._submit(key)
            return []
        if not self._future.done() or self._since_move < self.pace:
            return []
        future, self._future = self._future, None
        legal = match.legal_actions()
        try:
            action = future.result()
        except Exception:  # a broken AI must not stop the class: play a legal move instead
            self.ai_errors += 1
            action = legal[0]
        if action not in legal:
            self.ai_errors += 1
            action = legal[0]
        return self.apply(match.turn, action)

    def _submit(self, key: tuple) -> None:
        seat = self.match.turn
        view = self.match.view(seat)
        legal = tuple(self.match.legal_actions())
        player = self._computers[seat]
        rng = random.Random(f"{self._seed}:{key}")
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="edu-domino-class-ai")
        self._future = self._executor.submit(player.choose, view, legal, rng)  # type: ignore[attr-defined]
        self._future_key = key

    def _cancel(self) -> None:
        if self._future is not None:
            self._future.cancel()
            self._future = None

    def close(self) -> None:
        self._cancel()
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None


def _public_history(match: Match) -> tuple:
    """This round's events with every drawn tile hidden (no seat's view: seat -1 owns nothing)."""
    return public_events(list(match.view(0).history), -1)
