"""A match being played at the table: whose turn, who is a computer, and the AI off the frame loop.

The engine is touched only from the frame loop's thread. A computer's turn hands a snapshot (its
PlayerView and legal actions, both immutable) to one worker thread; the frame loop picks the
answer up when it is ready and no sooner than `pace` seconds after the previous move, so the
class can follow, and the window never waits for the AI.
"""

from __future__ import annotations

import random
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field

from edu_domino.engine import IllegalAction, Match, Play, RuleSet, get_preset
from edu_domino.engine.actions import Action
from edu_domino.engine.events import Played, RoundStarted

HUMAN = "human"
LEVELS: tuple[str, ...] = ("easy", "medium", "hard")
# The setup screen's words for the AI's levels (edu_domino.ai.LEVELS).
AI_LEVELS: dict[str, str] = {"easy": "random", "medium": "greedy", "hard": "expert"}


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = HUMAN  # "human" or "computer"
    level: str = "medium"  # for computers

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


@dataclass(frozen=True)
class GameSetup:
    preset: str = "clasico"
    overrides: dict = field(default_factory=dict)
    seats: tuple[Seat, ...] = ()
    faces: str = "pips"
    difficulty: str = "single"  # edu_domino.faces DIFFICULTIES: single, spellings, sets
    seed: int | None = None

    def rules(self) -> RuleSet:
        return get_preset(self.preset, **self.overrides)


class RandomPlayer:
    """Stands in until edu_domino.ai lands (and if a level is unknown): any legal move."""

    def choose(self, view, legal, rng: random.Random) -> Action:
        return rng.choice(list(legal))


def computer_player(level: str):
    try:
        from edu_domino.ai import get_player
    except ImportError:
        return RandomPlayer()
    try:
        return get_player(AI_LEVELS.get(level, level))
    except (KeyError, ValueError):
        return RandomPlayer()


class GameSession:
    def __init__(self, setup: GameSetup, pace: float = 1.2) -> None:
        self.setup = setup
        rules = setup.rules()
        names = [s.name for s in setup.seats]
        self.match = Match(rules, seed=setup.seed, names=names)
        self.seats = setup.seats
        self.pace = pace
        self.version = 0  # bumped on every change; the table redraws its cached layer then
        self.pending_events: list = list(self.match.start_events)
        self._players = {i: computer_player(s.level) for i, s in enumerate(self.seats) if not s.is_human}
        self._executor: ThreadPoolExecutor | None = None
        self._future: Future | None = None
        self._future_key: tuple | None = None
        self._since_move = 0.0
        self._seed = setup.seed if setup.seed is not None else random.randrange(1 << 30)
        self.ai_errors = 0
        self._views: dict = {}

    # --- reading -------------------------------------------------------------------------------
    def view(self, seat: int):
        """The match as `seat` sees it, cached until the next change (a frame asks many times)."""
        key = (self.version, seat)
        cached = self._views.get(key)
        if cached is None:
            if len(self._views) > 16:
                self._views.clear()
            cached = self._views[key] = self.match.view(seat)
        return cached

    def legal(self) -> tuple:
        key = (self.version, "legal")
        cached = self._views.get(key)
        if cached is None:
            cached = self._views[key] = tuple(self.match.legal_actions())
        return cached

    @property
    def rules(self) -> RuleSet:
        return self.match.rules

    @property
    def turn(self) -> int:
        return self.match.turn

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def is_human_turn(self) -> bool:
        return self.seats[self.turn].is_human and not self.match.round_over

    @property
    def thinking(self) -> bool:
        return self._future is not None

    def opener_index(self) -> int:
        """Index in the line of the round's first tile (the line grows from it both ways)."""
        view = self.view(0)
        plays = [e for e in view.history if isinstance(e, Played)]
        return sum(1 for e in plays[1:] if e.end == "L")

    def last_played(self) -> Played | None:
        for e in reversed(self.view(0).history):
            if isinstance(e, Played):
                return e
            if isinstance(e, RoundStarted):
                return None
        return None

    # --- acting --------------------------------------------------------------------------------
    def apply(self, action: Action) -> list:
        """Apply a human's (or the computer's) action; IllegalAction says why it was refused."""
        events = self.match.apply(action)
        self._after_change(events)
        return events

    def next_round(self) -> list:
        events = self.match.next_round()
        self._after_change(events)
        return events

    def _after_change(self, events: list) -> None:
        self.version += 1
        self.pending_events.extend(events)
        self._since_move = 0.0
        self._cancel()

    def take_events(self) -> list:
        events, self.pending_events = self.pending_events, []
        return events

    def update(self, dt: float) -> list:
        """Advance the clock; a computer moves when its answer is ready and the pace allows."""
        self._since_move += dt
        match = self.match
        if match.over or match.round_over or self.seats[match.turn].is_human:
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
        except Exception:  # a broken AI must not end the lesson: play a legal move instead
            self.ai_errors += 1
            action = legal[0]
        if action not in legal:
            self.ai_errors += 1
            action = legal[0]
        try:
            return self.apply(action)
        except IllegalAction:
            self.ai_errors += 1
            return self.apply(legal[0])

    def _submit(self, key: tuple) -> None:
        seat = self.match.turn
        view = self.match.view(seat)
        legal = tuple(self.match.legal_actions())
        player = self._players.get(seat) or RandomPlayer()
        rng = random.Random(f"{self._seed}:{key}")
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="edu-domino-ai")
        self._future = self._executor.submit(player.choose, view, legal, rng)
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


def plays_for(legal: tuple | list, tile) -> list[Play]:
    return [a for a in legal if isinstance(a, Play) and a.tile == tile]
