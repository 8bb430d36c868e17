"""Spaced repetition for practice items, counted in answers rather than in clock time.

Why answers and not days: a pupil practises in short bursts, perhaps twice a week. Counting the
pupil's own answers ("steps") makes a wrong item come back within a few items in the same
session, and lets a well-known item wait for dozens of answers, which is days of practice.
The counter is stored per pupil, so closing the app and coming back tomorrow carries on.

Each item sits in a Leitner box 0..MAX_BOX. A right answer moves it up one box and schedules it
further away (`INTERVALS`); a wrong answer drops it two boxes and brings it back after
`WRONG_GAP` other items, ahead of everything else that is due. Everything here is pure.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

MAX_BOX = 6
MASTERED_BOX = 4  # box at which an item counts as mastered
KNOWN_BOX = 2  # box at which an item counts as known (used to unlock the next level)
WRONG_GAP = 2  # other items shown before a wrong item returns
# answers until the item is due again, indexed by the box it has just reached
INTERVALS: tuple[int, ...] = (WRONG_GAP + 1, 5, 10, 20, 40, 80, 160)
MAX_LEARNING = 3  # items being relearnt at once before new ones are held back


@dataclass(frozen=True, slots=True)
class ItemState:
    """What the schedule knows about one item for one pupil."""

    key: str
    box: int = 0
    due_step: int = 0
    seen: int = 0
    correct: int = 0
    streak: int = 0  # right answers in a row
    last_step: int = -1

    @property
    def relearning(self) -> bool:
        """Answered, and the last answer was wrong."""
        return self.seen > 0 and self.streak == 0

    @property
    def mastered(self) -> bool:
        return self.box >= MASTERED_BOX

    @property
    def known(self) -> bool:
        return self.box >= KNOWN_BOX


def after_answer(state: ItemState, correct: bool, step: int) -> ItemState:
    """The state after answering `state.key` at `step` (the pupil's answer count before it)."""
    if correct:
        box = min(state.box + 1, MAX_BOX)
        return replace(
            state,
            box=box,
            due_step=step + 1 + INTERVALS[box],
            seen=state.seen + 1,
            correct=state.correct + 1,
            streak=state.streak + 1,
            last_step=step,
        )
    # Dropping two boxes rather than to zero: one slip on a well-known item should not erase it.
    return replace(
        state,
        box=max(0, state.box - 2),
        due_step=step + 1 + WRONG_GAP,
        seen=state.seen + 1,
        streak=0,
        last_step=step,
    )


def choose(
    states: Iterable[ItemState],
    step: int,
    new_items: Sequence[str],
    rng: random.Random,
    avoid: str | None = None,
) -> str | None:
    """The key of the item to show at `step`.

    Order: due items that were answered wrong (so they return within a few items), then other
    due items (most overdue first), then a new item from `new_items` (the caller orders them by
    difficulty and passes only what the pupil's level allows), then the item due soonest.
    `avoid` (the item just shown) is never repeated back to back unless it is the only one.
    """
    pool = [s for s in states if s.key != avoid]
    due = [s for s in pool if s.due_step <= step]
    if due:
        due.sort(key=lambda s: (not s.relearning, s.due_step, s.box, s.key))
        return due[0].key
    learning = sum(1 for s in pool if s.relearning)
    fresh = [k for k in new_items if k != avoid]
    if fresh and learning < MAX_LEARNING:
        return fresh[0] if len(fresh) == 1 else rng.choice(fresh[: max(1, min(4, len(fresh)))])
    if pool:
        return min(pool, key=lambda s: (s.due_step, s.box, s.key)).key
    if fresh:
        return fresh[0]
    return avoid


def replay(answers: Iterable[tuple[str, bool]]) -> tuple[dict[str, ItemState], int]:
    """Rebuild every item's state from the answers in order; returns (states, steps)."""
    states: dict[str, ItemState] = {}
    step = 0
    for key, correct in answers:
        states[key] = after_answer(states.get(key) or ItemState(key), correct, step)
        step += 1
    return states, step


def mastery(states: Mapping[str, ItemState], catalogue: Iterable[str]) -> float:
    """How much of a catalogue is mastered, 0..1: each item counts box/MAX_BOX, unseen items 0."""
    keys = list(catalogue)
    if not keys:
        return 0.0
    total = sum(min(states[k].box, MAX_BOX) for k in keys if k in states)
    return total / (MAX_BOX * len(keys))
