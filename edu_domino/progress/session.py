"""Practice mode as a pure step machine: `next_item()`, `answer()`, read the `PracticeFeedback`.

The UI and the tests drive it the same way. Every answer is saved to the record at once (one
transaction), so closing the app mid-session loses nothing but the question on screen, and the
next session carries on from the stored schedule. No time pressure unless `challenge=True`:
then an answer slower than `time_limit` seconds counts as wrong (and is recorded as such).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from .drills import Drills, default_drills
from .items import SKILLS, DrillItem
from .levels import new_items, open_level
from .profiles import Pupil
from .record import Record
from .scheduler import ItemState, choose


@dataclass(frozen=True, slots=True)
class PracticeFeedback:
    item: DrillItem
    given: str  # as recorded (normalised)
    correct: bool
    expected: str  # the right answer to show (and, for notes, to play)
    ms: int  # time taken
    timed_out: bool  # challenge mode only: right but too slow
    box: int  # the item's new box (0..scheduler.MAX_BOX)
    mastered: bool
    returns_in: int  # answers before this item is due again
    level_up: bool  # the skill's open level rose with this answer
    level: int  # the skill's open level after this answer


@dataclass(frozen=True, slots=True)
class SessionSummary:
    answered: int
    correct: int
    ms: int  # time spent answering, in total
    skills: tuple[str, ...]


class PracticeSession:
    """One sitting of practice for one pupil over some skills."""

    def __init__(
        self,
        record: Record,
        pupil: Pupil,
        skills: Iterable[str] = SKILLS,
        *,
        challenge: bool = False,
        time_limit: float = 10.0,
        seed: int | None = None,
        drills: Drills | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.record = record
        self.pupil = pupil
        self.drills = drills or default_drills()
        wanted = tuple(skills)
        self.skills = tuple(s for s in wanted if self.drills.catalogue(s))
        if not self.skills:
            raise ValueError(f"no practice items for skills {wanted!r}; choose from {SKILLS}")
        self.challenge = challenge
        self.time_limit = time_limit
        self._rng = random.Random(seed)
        self._clock = clock
        catalogue_keys = {i.key for s in self.skills for i in self.drills.catalogue(s)}
        # Items whose key no longer builds (a face set changed) keep their history but leave
        # the schedule.
        self._states: dict[str, ItemState] = {
            k: v for k, v in record.item_states(pupil, self.skills).items() if k in catalogue_keys
        }
        self._step = record.steps(pupil)
        self._turn = 0  # rotates the skill new items come from
        self._last: str | None = None
        self.current: DrillItem | None = None
        self._shown_at = 0.0
        self._answered = self._correct = self._ms = 0
        record.touch(pupil)

    # -- the step machine -----------------------------------------------------------------

    def next_item(self) -> DrillItem:
        """Pick the next question and start its timer. Calling it again without answering
        gives the same item (the UI may redraw freely)."""
        if self.current is not None:
            return self.current
        key = choose(self._states.values(), self._step, self._fresh_keys(), self._rng, self._last)
        if key is None:  # cannot happen with a non-empty catalogue; keeps the type honest
            raise ValueError("no practice items")
        self.current = self.drills.item(key)
        self._shown_at = self._clock()
        return self.current

    def time_left(self) -> float | None:
        """Seconds left on the current item in challenge mode; None without time pressure."""
        if not self.challenge or self.current is None:
            return None
        return max(0.0, self.time_limit - (self._clock() - self._shown_at))

    def entry(self, given: str, at: float | None = None) -> dict:
        """The answer to the current item as it will be saved (edu_domino.progress.unsaved), timed
        now: the app queues it with the save, so a save that never went through is kept aside."""
        from .unsaved import answer_entry

        item = self.current
        if item is None:
            raise ValueError("entry() before next_item(): there is no question on screen")
        elapsed = max(0.0, self._clock() - self._shown_at)
        text = item.normalise(given)
        correct = item.check(text) and not self._too_slow(elapsed)
        return answer_entry(self.pupil, item.key, item.skill, text, item.expected, correct,
                            int(round(elapsed * 1000)), source="practice", at=at, challenge=self.challenge)

    def _too_slow(self, elapsed: float) -> bool:
        return self.challenge and elapsed > self.time_limit

    def answer(self, given: str, *, ms: int | None = None, at: float | None = None) -> PracticeFeedback:
        """Check, save and schedule the answer to the current item (taken `ms` after it was shown,
        saved as given at `at`: an `entry`'s, so the save and the entry kept aside are one)."""
        item = self.current
        if item is None:
            raise ValueError("answer() before next_item(): there is no question on screen")
        elapsed = max(0.0, self._clock() - self._shown_at) if ms is None else ms / 1000
        ms = int(round(elapsed * 1000))
        text = item.normalise(given)
        right = item.check(text)
        timed_out = right and self._too_slow(elapsed)
        correct = right and not timed_out
        catalogue = self.drills.catalogue(item.skill)
        level_before = open_level(catalogue, self._states)
        state = self.record.record_answer(
            self.pupil, item.key, item.skill, text, item.expected, correct, ms,
            challenge=self.challenge, at=at,
        )
        assert state is not None  # practice answers always move the schedule
        self._states[item.key] = state
        self._step += 1
        self._last = item.key
        self.current = None
        self._answered += 1
        self._correct += int(correct)
        self._ms += ms
        level_after = open_level(catalogue, self._states)
        return PracticeFeedback(
            item=item, given=text, correct=correct, expected=item.expected, ms=ms,
            timed_out=timed_out, box=state.box, mastered=state.mastered,
            returns_in=max(0, state.due_step - self._step), level_up=level_after > level_before,
            level=level_after,
        )

    def box_of(self, key: str) -> int:
        """The item's box for this pupil (0 if never met): how well it is known."""
        state = self._states.get(key)
        return state.box if state else 0

    def summary(self) -> SessionSummary:
        return SessionSummary(self._answered, self._correct, self._ms, self.skills)

    # -- helpers ----------------------------------------------------------------------------

    def _fresh_keys(self) -> list[str]:
        """Unmet items the pupil may meet now, from the next skill in turn that has any."""
        for offset in range(len(self.skills)):
            skill = self.skills[(self._turn + offset) % len(self.skills)]
            fresh = new_items(self.drills.catalogue(skill), self._states)
            if fresh:
                self._turn = (self._turn + offset + 1) % len(self.skills)
                return [i.key for i in fresh]
        return []
