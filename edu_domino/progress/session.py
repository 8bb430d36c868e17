"""Practice mode as a pure step machine: `next_item()`, `answer()`, read the `PracticeFeedback`.

The UI and the tests drive it the same way. Every answer is saved to the record at once (one
transaction), so closing the app mid-session loses nothing but the question on screen, and the
next session carries on from the stored schedule. No time pressure unless `challenge=True`:
then the timed challenge's rules judge (`challenge.py`): an answer slower than `time_limit`
seconds counts as wrong, and so does a question whose time ran out (`time_up`).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from dataclasses import replace as dc_replace

from .challenge import SECONDS_EACH, TIME_UP, Countdown, Judged, judge
from .drills import Drills, default_drills
from .items import NUMBER, SKILLS, DrillItem
from .levels import UpToLevel, new_items, open_level
from .profiles import Pupil
from .record import Record
from .schedule_copy import read_schedule, remember_schedule
from .scheduler import ItemState, after_answer, choose


@dataclass(frozen=True, slots=True)
class PracticeFeedback:
    item: DrillItem
    given: str  # as recorded (normalised)
    correct: bool
    expected: str  # the right answer to show (and, for notes, to play)
    ms: int  # time taken
    timed_out: bool  # challenge mode only: right but too slow, or not answered in time
    box: int  # the item's new box (0..scheduler.MAX_BOX)
    mastered: bool
    returns_in: int  # answers before this item is due again
    level_up: bool  # the skill's open level rose with this answer
    level: int  # the skill's open level after this answer


@dataclass(frozen=True, slots=True)
class Marked:
    """An answer checked and scheduled on this computer, not counted yet (`PracticeSession.mark`):
    the app saves `entry`, then counts it (`PracticeSession.count`)."""

    feedback: PracticeFeedback
    entry: dict
    state: ItemState


@dataclass(frozen=True, slots=True)
class SessionSummary:
    answered: int
    correct: int
    ms: int  # time spent answering, in total
    skills: tuple[str, ...]

    @property
    def wrong(self) -> int:
        return self.answered - self.correct


class PracticeSession:
    """One sitting of practice for one pupil over some skills."""

    def __init__(
        self,
        record: Record,
        pupil: Pupil,
        skills: Iterable[str] = SKILLS,
        *,
        challenge: bool = False,
        time_limit: float = SECONDS_EACH,
        seed: int | None = None,
        drills: Drills | None = None,
        clock: Callable[[], float] = time.monotonic,
        top_level: int | None = None,
        length: int | None = None,
    ) -> None:
        """`top_level`: no question above this level (the teacher's choice; None: no limit);
        `length`: the questions this sitting has (None: until the pupil stops)."""
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
        self.top_level = top_level
        self.length = length
        catalogue_keys = {i.key for s in self.skills for i in self._catalogue(s)}
        # Items whose key no longer builds (a face set changed) keep their history but leave
        # the schedule.
        # A school's server that cannot be reached: the copy this computer keeps (schedule_copy).
        schedule = read_schedule(record, pupil)
        self.offline = schedule.offline
        self._states: dict[str, ItemState] = {k: v for k, v in schedule.states.items() if k in catalogue_keys}
        self._others = {k: v for k, v in schedule.states.items() if k not in self._states}  # kept in the copy
        self._step = schedule.steps
        self._since_read: list[str] = []  # uids of the answers counted since the schedule was read
        self._turn = 0  # rotates the skill new items come from
        self._last: str | None = None
        self.current: DrillItem | None = None
        self._shown_at = 0.0
        self._answered = self._correct = self._ms = 0
        self._missed: dict[str, tuple[str, ...]] = {}  # items missed this sitting: the choices shown then

    @property
    def question_number(self) -> int:
        """The question on screen counted from 1 ("Question 3 of 10")."""
        return self._answered + 1

    @property
    def finished(self) -> bool:
        """The chosen number of questions has been answered."""
        return self.length is not None and self._answered >= self.length

    # -- the step machine -----------------------------------------------------------------

    def next_item(self) -> DrillItem:
        """Pick the next question and start its timer. Calling it again without answering
        gives the same item (the UI may redraw freely)."""
        if self.current is not None:
            return self.current
        key = choose(self._states.values(), self._step, self._fresh_keys(), self._rng, self._last)
        if key is None:  # cannot happen with a non-empty catalogue; keeps the type honest
            raise ValueError("no practice items")
        item = self.drills.item(key)
        if key in self._missed:  # back after a miss: the same question, its choices moved
            item = reshuffled(item, self._missed[key], self._rng)
        self.current = item
        self._shown_at = self._clock()
        return self.current

    def time_left(self) -> float | None:
        """Seconds left on the current item in challenge mode; None without time pressure."""
        if not self.challenge or self.current is None:
            return None
        return self.countdown().left(self._clock())

    def countdown(self) -> Countdown:
        """The current question's clock (on this session's clock)."""
        return Countdown(self._shown_at, self.time_limit)

    def elapsed_ms(self) -> int:
        """Milliseconds since the current question was shown: an answer that is saved later (on
        a record's thread) is timed when it arrived, as the app times it."""
        return int(round(max(0.0, self._clock() - self._shown_at) * 1000))

    def answer(self, given: str, *, ms: int | None = None, at: float | None = None) -> PracticeFeedback:
        """Check, save and schedule the answer to the current item (taken `ms` after it was shown,
        saved as given at `at`: an `entry`'s, so the save and the entry kept aside are one)."""
        return self._save(self.mark(given, ms=ms, at=at), at)

    def time_up(self, *, at: float | None = None) -> PracticeFeedback:
        """Challenge mode: the current question's time ran out with no answer. It is saved and
        scheduled as a wrong answer with nothing given, taking the whole time."""
        return self._save(self.mark_time_up(at=at), at)

    def mark_time_up(self, *, at: float | None = None) -> Marked:
        """`time_up` without saving it or counting it (as `mark` is to `answer`)."""
        item = self._current()
        if not self.challenge:
            raise ValueError("time_up() outside challenge mode: practice has no time limit")
        return self._judged(item, "", TIME_UP, int(round(self.time_limit * 1000)), at)

    def _save(self, marked: Marked, at: float | None) -> PracticeFeedback:
        fb, entry = marked.feedback, marked.entry
        state = self.record.record_answer(
            self.pupil, fb.item.key, fb.item.skill, fb.given, fb.expected, fb.correct, fb.ms,
            challenge=self.challenge, at=at, uid=entry["uid"],
        )
        assert state is not None  # practice answers always move the schedule
        if state != marked.state:  # another window of this pupil answered meanwhile: the record's
            marked = self._marked(fb.item, fb.given, fb.correct, fb.timed_out, fb.ms, state, entry)
        return self.count(marked)

    def mark(self, given: str, *, ms: int | None = None, at: float | None = None) -> Marked:
        """Check and schedule the answer to the current item without saving it or counting it:
        what the app does while a school's server is away (the entry saved, then `count`)."""
        item = self._current()
        elapsed = max(0.0, self._clock() - self._shown_at) if ms is None else ms / 1000
        text = item.normalise(given)
        right = item.check(text)
        judged = judge(right, elapsed, self.time_limit) if self.challenge else Judged(right, False)
        return self._judged(item, text, judged, int(round(elapsed * 1000)), at)

    def _current(self) -> DrillItem:
        if self.current is None:
            raise ValueError("answer() before next_item(): there is no question on screen")
        return self.current

    def _judged(self, item: DrillItem, text: str, judged: Judged, ms: int, at: float | None) -> Marked:
        from .unsaved import answer_entry

        entry = answer_entry(self.pupil, item.key, item.skill, text, item.expected, judged.correct, ms,
                             source="practice", at=at, challenge=self.challenge)
        state = after_answer(self._states.get(item.key) or ItemState(item.key), judged.correct, self._step)
        return self._marked(item, text, judged.correct, judged.timed_out, ms, state, entry)

    def _marked(self, item: DrillItem, text: str, correct: bool, timed_out: bool, ms: int, state: ItemState,
                entry: dict) -> Marked:
        catalogue = self._catalogue(item.skill)
        level_before = open_level(catalogue, self._states)
        level_after = open_level(catalogue, {**self._states, item.key: state})
        feedback = PracticeFeedback(
            item=item, given=text, correct=correct, expected=item.expected, ms=ms,
            timed_out=timed_out, box=state.box, mastered=state.mastered,
            returns_in=max(0, state.due_step - (self._step + 1)), level_up=level_after > level_before,
            level=level_after,
        )
        return Marked(feedback, entry, state)

    def count(self, marked: Marked) -> PracticeFeedback:
        """Count a marked answer (saved, or kept on this computer for the school): the schedule
        moves on to the next question."""
        item = marked.feedback.item
        self._states[item.key] = marked.state
        self._step += 1
        self._last = item.key
        self.current = None
        self._answered += 1
        self._correct += int(marked.feedback.correct)
        self._ms += marked.feedback.ms
        self._since_read.append(marked.entry["uid"])
        if not marked.feedback.correct:
            self._missed[item.key] = item.choices
        return marked.feedback

    def keeper(self) -> Callable[[Record], None]:
        """A call that keeps this computer's copy of the pupil's schedule as the session knows it
        now (a school's record only: a sitting started while the server is away goes on from
        here); made on the app's thread, run on the record's."""
        states, steps, counted = {**self._others, **self._states}, self._step, tuple(self._since_read)

        def keep(record: Record) -> None:
            if record.on_server:
                remember_schedule(record.local, self.pupil, states, steps, counted)

        return keep

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
            fresh = new_items(self._catalogue(skill), self._states)
            if fresh:
                self._turn = (self._turn + offset + 1) % len(self.skills)
                return [i.key for i in fresh]
        return []

    def _catalogue(self, skill: str) -> tuple[DrillItem, ...]:
        """The skill's items up to the teacher's top level."""
        return UpToLevel(self.drills, self.top_level).catalogue(skill)


def reshuffled(item: DrillItem, before: tuple[str, ...], rng: random.Random) -> DrillItem:
    """`item` with its choices in another order than `before` (a question that returns after a
    miss is answered by thinking again, not by remembering where the answer was). Number
    choices stay a rising number line: the right number moves by other neighbours around it."""
    if len(item.choices) < 2:
        return item
    if item.kind != NUMBER:
        order = list(item.choices)
        while tuple(order) == before:
            rng.shuffle(order)
        return dc_replace(item, choices=tuple(order))
    right = int(item.expected)
    place = before.index(item.expected) if item.expected in before else 0
    places = [i for i in range(len(item.choices)) if i != place and i <= right]
    new_place = rng.choice(places) if places else place
    below = list(range(right - new_place, right))
    above = list(range(right + 1, right + len(item.choices) - new_place))
    return dc_replace(item, choices=tuple(str(n) for n in (*below, right, *above)))
