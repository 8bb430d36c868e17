"""Computer seats: the player for a level, and a thinker that runs it off the caller's thread.

A player gets one seat's `PlayerView`, the legal actions and a random generator (edu_domino.ai's
contract), so it cannot peek. The thinker owns one worker thread; the caller submits a question
and polls for the answer, so a frame loop never waits for an expert to finish its rollouts.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor

from edu_domino.ai import Player, get_player
from edu_domino.ai.simple import RandomPlayer
from edu_domino.engine import Action, PlayerView


def computer_player(level: str) -> Player:
    """The player of `level`; an unknown level plays random legal moves rather than stop a lesson
    (packs are checked for levels when they load: see edu_domino.lesson.opponents)."""
    try:
        return get_player(level)
    except ValueError:
        return RandomPlayer()


def safe_choice(player: Player, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> tuple[Action, bool]:
    """(the action, whether the player misbehaved). A player that raises or answers something not
    legal is replaced by the first legal action: a broken AI must not end a lesson."""
    try:
        action = player.choose(view, legal, rng)
    except Exception:
        return legal[0], True
    # Compare types too: an action from a faulty player may equal a legal one only as a tuple.
    if any(type(a) is type(action) and a == action for a in legal):
        return action, False
    return legal[0], True


class Thinker:
    """One question at a time on one worker thread; `poll()` never blocks."""

    def __init__(self) -> None:
        self._executor: ThreadPoolExecutor | None = None
        self._future: Future | None = None
        self.key: object = None  # what the pending question was about

    @property
    def busy(self) -> bool:
        return self._future is not None

    def ask(self, key: object, player: Player, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> None:
        self.cancel()
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="edu-domino-ai")
        self._future = self._executor.submit(safe_choice, player, view, tuple(legal), rng)
        self.key = key

    def ready(self) -> bool:
        return self._future is not None and self._future.done()

    def take(self) -> tuple[Action, bool]:
        """The answer of a `ready()` question (and whether the player misbehaved)."""
        future, self._future = self._future, None
        assert future is not None and future.done()
        return future.result()

    def cancel(self) -> None:
        if self._future is not None:
            self._future.cancel()
            self._future = None
        self.key = None

    def close(self) -> None:
        self.cancel()
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
