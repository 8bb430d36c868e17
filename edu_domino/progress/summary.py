"""What the progress screen and the teacher's class view show, computed from the record.

Everything here reads the small `item_state` table plus a few grouped queries over `answers`
(indexed by pupil and day), so the screen opens quickly however many answers there are.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date

from .cells import DAY, FLAG
from .drills import Drills, default_drills
from .items import SKILLS
from .levels import Catalogues, new_items, open_level
from .profiles import Pupil
from .record import Record
from .scheduler import MASTERED_BOX, ItemState, mastery

# Suggestion reasons: gettext message ids the UI translates.
REVIEW_MISTAKES = "Go over the ones you got wrong."
REVIEW_DUE = "Some questions are due for review."
LEARN_NEW = "Ready for something new."
ALL_MASTERED = "All mastered! Try the timed challenge."
START = "Start here."


@dataclass(frozen=True, slots=True)
class SkillProgress:
    skill: str
    mastery: float  # 0..1: the bar on the chart
    level: int  # the open level (difficulty reached)
    top_level: int  # the highest level of the skill
    items: int  # items in the skill
    met: int  # items the pupil has met
    mastered: int  # items at the mastered box
    answered: int
    correct: int
    # The bar a child sees: the questions open to them (levels up to `level`), learnt. Every
    # right answer adds a point (up to MASTERED_BOX per question), a mistake takes two back (see
    # scheduler), so the bar moves from the first right answer; a new level makes it longer.
    level_points: int = 0
    level_goal: int = 0  # MASTERED_BOX x the questions of the open levels
    today_answered: int = 0  # practice answers of this skill today
    today_correct: int = 0
    first_level: int = 1  # the lowest level of the skill (rhythm starts at 2)

    @property
    def accuracy(self) -> float | None:
        return self.correct / self.answered if self.answered else None

    @property
    def level_share(self) -> float:
        """How full the level's bar is, 0..1: above 0 from the first right answer."""
        return min(1.0, self.level_points / self.level_goal) if self.level_goal else 0.0

    @property
    def levels(self) -> int:
        """How many levels the skill has: the stars there are to win."""
        return self.top_level - self.first_level + 1

    @property
    def stars(self) -> int:
        """Stars won: one per level passed (all of them once the last level's bar is full); none
        before the first level is passed, whatever its number. The pupil's page and the teacher's
        class view show these and `level_share`, alike."""
        passed = self.level - self.first_level
        return passed + (1 if self.level >= self.top_level and self.level_share >= 1 else 0)


@dataclass(frozen=True, slots=True)
class DayAccuracy:
    day: date
    answered: int
    correct: int

    @property
    def accuracy(self) -> float:
        return self.correct / self.answered if self.answered else 0.0


@dataclass(frozen=True, slots=True)
class Suggestion:
    skill: str | None  # None when everything is mastered
    reason: str  # gettext message id
    items: tuple[str, ...] = ()  # item keys the reason is about (at most five)


@dataclass(frozen=True, slots=True)
class LessonBest:
    pack_id: str
    pack_version: str
    lesson: str
    best: int
    out_of: int
    attempts: int
    last_at: int
    last_day: date | None = None  # the pupil's local date of the last attempt


@dataclass(frozen=True, slots=True)
class PupilProgress:
    pupil: Pupil
    answered: int
    correct: int
    skills: tuple[SkillProgress, ...]  # in SKILLS order: the mastery chart
    days: tuple[DayAccuracy, ...]  # oldest first: accuracy over time
    suggestion: Suggestion  # what to practise next
    lessons: tuple[LessonBest, ...]
    unreadable: int = 0  # answers left out because the file is damaged there (see cells.py)
    today: date | None = None  # the day the "today" figures are for

    @property
    def today_answers(self) -> DayAccuracy | None:
        """Today's practice answers, or None when there were none today."""
        last = self.days[-1] if self.days else None
        return last if last is not None and last.day == self.today else None

    def lessons_on(self, day: date) -> tuple[LessonBest, ...]:
        return tuple(b for b in self.lessons if b.last_day == day)


@dataclass(frozen=True, slots=True)
class ClassRow:
    pupil: Pupil
    answered: int
    correct: int
    last_7_days: DayAccuracy | None  # answers in the last week (day = the most recent day)
    mastery: dict[str, float]  # skill -> 0..1 of the whole skill (the export's measure)
    suggestion: Suggestion
    # skill -> its progress as the pupil's own page shows it (stars, the level's bar)
    skills: dict[str, SkillProgress] = field(default_factory=dict)

    @property
    def accuracy(self) -> float | None:
        return self.correct / self.answered if self.answered else None


def suggest(
    states: Mapping[str, ItemState], step: int, drills: Catalogues, skills: Sequence[str] = SKILLS
) -> Suggestion:
    """The skill to practise next, and why (pure; `drills`: the questions it may choose among)."""
    by_skill = {s: {i.key for i in drills.catalogue(s)} for s in skills}
    if not states:
        return Suggestion(skills[0] if skills else None, START)

    def pick(test) -> tuple[str, list[str]] | None:
        best: tuple[str, list[str]] | None = None
        for skill, keys in by_skill.items():
            hits = sorted(k for k in keys if k in states and test(states[k]))
            if hits and (best is None or len(hits) > len(best[1])):
                best = (skill, hits)
        return best

    wrong = pick(lambda s: s.relearning)
    if wrong:
        return Suggestion(wrong[0], REVIEW_MISTAKES, tuple(wrong[1][:5]))
    due = pick(lambda s: s.due_step <= step)
    if due:
        return Suggestion(due[0], REVIEW_DUE, tuple(due[1][:5]))
    fresh = []
    for skill in skills:
        catalogue = drills.catalogue(skill)
        own = {k: v for k, v in states.items() if k in by_skill[skill]}
        candidates = new_items(catalogue, own)
        if candidates:
            fresh.append((mastery(own, by_skill[skill]), skill, candidates))
    if fresh:
        _, skill, candidates = min(fresh, key=lambda t: (t[0], skills.index(t[1])))
        return Suggestion(skill, LEARN_NEW, tuple(i.key for i in candidates[:5]))
    weakest = min(skills, key=lambda s: mastery(states, by_skill[s]))
    if all(states.get(k) and states[k].mastered for k in by_skill[weakest]):
        return Suggestion(None, ALL_MASTERED)
    return Suggestion(weakest, REVIEW_DUE)


def skill_progress(
    skill: str, states: Mapping[str, ItemState], drills: Drills, answered: int = 0, correct: int = 0,
    today: tuple[int, int] = (0, 0),
) -> SkillProgress:
    catalogue = drills.catalogue(skill)
    keys = [i.key for i in catalogue]
    own = {k: states[k] for k in keys if k in states}
    level = open_level(catalogue, own)
    on_level = [i.key for i in catalogue if i.level <= level]  # the questions open to the pupil
    return SkillProgress(
        skill=skill,
        mastery=mastery(own, keys),
        level=level,
        top_level=max((i.level for i in catalogue), default=1),
        first_level=min((i.level for i in catalogue), default=1),
        items=len(keys),
        met=len(own),
        mastered=sum(1 for s in own.values() if s.mastered),
        answered=answered,
        correct=correct,
        level_points=sum(min(own[k].box, MASTERED_BOX) for k in on_level if k in own),
        level_goal=MASTERED_BOX * len(on_level),
        today_answered=today[0],
        today_correct=today[1],
    )


def pupil_progress(record: Record, pupil: Pupil, drills: Drills | None = None,
                   today: date | None = None) -> PupilProgress:
    """Everything the pupil's progress screen shows (`today`: the pupil's local date)."""
    drills = drills or default_drills()
    today = today or date.today()
    states = record.item_states(pupil)
    step = record.steps(pupil)
    per_skill = practice_counts(record, pupil)
    per_skill_today = day_counts(record, pupil, today)
    days = tuple(
        DayAccuracy(date.fromordinal(d), n, int(c or 0))
        for d, n, c in record.query(
            f"SELECT day, count(*), sum(correct) FROM answers WHERE pupil_id = ? AND {_COUNTABLE}"
            " GROUP BY day ORDER BY day",
            (pupil.id,),
        )
    )
    ((unreadable,),) = record.query(
        f"SELECT count(*) FROM answers WHERE pupil_id = ? AND NOT {_COUNTABLE}", (pupil.id,)
    )
    skills = tuple(
        skill_progress(s, states, drills, *per_skill.get(s, (0, 0)), today=per_skill_today.get(s, (0, 0)))
        for s in SKILLS
    )
    return PupilProgress(
        pupil=pupil,
        answered=sum(d.answered for d in days),
        correct=sum(d.correct for d in days),
        skills=skills,
        days=days,
        suggestion=suggest(states, step, drills),
        lessons=lesson_bests(record, pupil),
        unreadable=unreadable,
        today=today,
    )


# An answer the charts can count: a real day and a right/wrong flag. A damaged one (a flipped
# byte in the file) is left out and counted apart, never stops the page.
_COUNTABLE = f"({DAY.sql.format(c='day')} AND {FLAG.sql.format(c='correct')})"


def practice_counts(record: Record, pupil: Pupil) -> dict[str, tuple[int, int]]:
    """Practice answers and right answers per skill, from the schedule table (small)."""
    return {
        skill: (int(n), int(c))
        for skill, n, c in record.query(
            "SELECT i.skill, sum(s.seen), sum(s.correct) FROM item_state s"
            " JOIN items i ON i.id = s.item_id WHERE s.pupil_id = ?"
            " AND typeof(s.seen) = 'integer' AND typeof(s.correct) = 'integer' GROUP BY i.skill",
            (pupil.id,),
        )
    }


def day_counts(record: Record, pupil: Pupil, day: date) -> dict[str, tuple[int, int]]:
    """Practice answers and right answers per skill on one day (the pupil's local date)."""
    return {
        skill: (int(n), int(c or 0))
        for skill, n, c in record.query(
            "SELECT i.skill, count(*), sum(a.correct) FROM answers a JOIN items i ON i.id = a.item_id"
            f" WHERE a.pupil_id = ? AND a.day = ? AND {FLAG.sql.format(c='a.correct')}"
            " GROUP BY i.skill",
            (pupil.id, day.toordinal()),
        )
    }


def lesson_bests(record: Record, pupil: Pupil) -> tuple[LessonBest, ...]:
    """Best score per pack, version and lesson (a new pack version starts a new row)."""
    rows = record.query(
        "SELECT pack_id, pack_version, lesson, max(score), max(out_of), count(*), max(at), max(day)"
        " FROM lesson_results WHERE pupil_id = ? GROUP BY pack_id, pack_version, lesson"
        " ORDER BY max(at) DESC",
        (pupil.id,),
    )
    return tuple(LessonBest(pack_id=r[0], pack_version=r[1], lesson=r[2], best=r[3], out_of=r[4], attempts=r[5],
                            last_at=r[6], last_day=_day(r[7])) for r in rows)


def _day(ordinal: object) -> date | None:
    """A stored day ordinal as a date (a damaged cell: None)."""
    if type(ordinal) is int and 1 <= ordinal <= date.max.toordinal():
        return date.fromordinal(ordinal)
    return None


def class_view(record: Record, drills: Drills | None = None, today: date | None = None,
               pupils: list[Pupil] | None = None) -> list[ClassRow]:
    """One row per pupil for the teacher: totals, last week's accuracy, mastery per skill
    (`pupils`: only those, e.g. one class's, `classes.class_pupils`)."""
    drills = drills or default_drills()
    today_n = (today or date.today()).toordinal()
    totals = {
        pid: (n, int(c or 0))
        for pid, n, c in record.query(
            f"SELECT pupil_id, count(*), sum(correct) FROM answers WHERE {_COUNTABLE} GROUP BY pupil_id"
        )
    }
    week = {
        pid: (n, int(c or 0))
        for pid, n, c in record.query(
            f"SELECT pupil_id, count(*), sum(correct) FROM answers WHERE day > ? AND {_COUNTABLE}"
            " GROUP BY pupil_id",
            (today_n - 7,),
        )
    }
    all_states: dict[int, dict[str, ItemState]] = {}
    for pid, key, *rest in record.query(
        "SELECT s.pupil_id, i.key, s.box, s.due_step, s.seen, s.correct, s.streak, s.last_step"
        " FROM item_state s JOIN items i ON i.id = s.item_id"
    ):
        if not all(type(v) is int for v in rest):
            continue  # a damaged schedule row: the item counts as not yet seen
        all_states.setdefault(pid, {})[key] = ItemState(key, *rest)
    steps = dict(record.query("SELECT id, steps FROM pupils"))
    rows = []
    for pupil in record.pupils() if pupils is None else pupils:
        states = all_states.get(pupil.id, {})
        n, c = totals.get(pupil.id, (0, 0))
        w = week.get(pupil.id)
        rows.append(
            ClassRow(
                pupil=pupil,
                answered=n,
                correct=c,
                last_7_days=DayAccuracy(date.fromordinal(today_n), *w) if w else None,
                mastery={
                    s: mastery(states, [i.key for i in drills.catalogue(s)]) for s in SKILLS
                },
                suggestion=suggest(states, steps.get(pupil.id, 0), drills),
                skills={s: skill_progress(s, states, drills) for s in SKILLS},
            )
        )
    return rows
