"""What a pupil should practise next, and why, in words a 9-year-old reads: said at the end of a
sitting on the app's screen and on a pupil's device alike, so both come from here.

The topic is the progress screen's (`summary.suggest`), among the topics the teacher set and never
above the teacher's highest level (`aims.top_level`): a topic with questions whose last answer was
wrong first, then questions due again, then new ones. The why gives the pupil's own figures where it
can ("3 of your last 5 answers were wrong": that topic's latest practice answers in the record).
A pupil who has earned harder questions than the teacher allows is told they are at the teacher's
highest level, and practises it until every question there is known (or asks for the next one).
`practise_next` is pure; `next_after_sitting` reads the record (call it on the record's thread).

A school's record on a server that cannot be reached, or that has not got all of the pupil's
answers yet (some wait in this computer's outbox): the suggestion comes from what this computer
keeps, its copy of the pupil's schedule and the answers waiting to be sent (`schedule_copy`,
`unsaved`), the why's figures from those answers; nothing says the server is away. Once the
outbox has reached the server, from the record again.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from ..i18n import N_
from .cells import FLAG
from .drills import Drills
from .errors import RecordAccessError
from .levels import Catalogues, UpToLevel, open_level
from .profiles import Pupil
from .record import Record
from .schedule_copy import recall_schedule
from .scheduler import ItemState
from .summary import LEARN_NEW, REVIEW_MISTAKES, START, suggest
from .unsaved import ANSWER, pending_entries

RECENT = 5  # the latest answers of a topic the why counts

# Why, as the pupil reads it (gettext message ids; fields: wrong, out_of).
WRONG_MANY = N_("{wrong} of your last {out_of} answers were wrong.")
WRONG_ONE = N_("1 of your last {out_of} answers was wrong.")
LAST_WRONG = N_("Your last answer was wrong.")
WAITING = N_("Some questions you got wrong are waiting for another try.")
DUE_AGAIN = N_("Some questions are ready to go over again, so you do not forget them.")
NEW_ONES = N_("You are ready for new questions!")
START_HERE = N_("A good place to start.")
ALL_KNOWN = N_("You know them all! Ask your teacher for a new topic.")
# The pupil is ready for harder questions than the teacher's highest level allows.
AT_TOP = N_("You are at the highest level your teacher chose. Keep practising until you know every question!")
TOP_ALL_KNOWN = N_("You know every question up to the level your teacher chose! Ask your teacher for the next "
                   "level.")


@dataclass(frozen=True, slots=True)
class NextPractice:
    skill: str | None  # None: every question of the topics is mastered
    why: str  # one of the message ids above
    wrong: int = 0  # wrong answers among the topic's latest `out_of` (the why's figures)
    out_of: int = 0

    @property
    def at_teachers_top(self) -> bool:
        """The pupil is ready for a level above the teacher's highest (the teacher's view says so)."""
        return self.why in (AT_TOP, TOP_ALL_KNOWN)

    @property
    def fields(self) -> dict[str, int]:
        """The why's fields, for `_(why, **fields)`."""
        return {"wrong": self.wrong, "out_of": self.out_of}


def practise_next(states: Mapping[str, ItemState], step: int, recent: Mapping[str, Sequence[bool]],
                  drills: Drills, topics: Sequence[str], top_level: int | None = None) -> NextPractice:
    """The topic to practise next among `topics`, and why (`recent`: per topic, its latest
    practice answers right or not, newest first; `step`: the pupil's practice answers so far;
    `top_level`: the teacher's highest level, None: no limit)."""
    allowed = UpToLevel(drills, top_level)
    open_topics = tuple(t for t in topics if allowed.catalogue(t))  # a topic may start above the cap
    if not open_topics:
        return NextPractice(None, TOP_ALL_KNOWN)
    suggestion = suggest(states, step, allowed, open_topics)
    skill = suggestion.skill
    if skill is None:
        above = any(_ready_above(states, drills, t, top_level) for t in open_topics)
        return NextPractice(None, TOP_ALL_KNOWN if above else ALL_KNOWN)
    if suggestion.reason == REVIEW_MISTAKES:
        latest = list(recent.get(skill, ()))[:RECENT]
        wrong = latest.count(False)
        if not wrong:  # missed longer ago than its latest answers
            return NextPractice(skill, WAITING)
        why = LAST_WRONG if len(latest) == 1 else WRONG_ONE if wrong == 1 else WRONG_MANY
        return NextPractice(skill, why, wrong, len(latest))
    if suggestion.reason == LEARN_NEW:
        return NextPractice(skill, NEW_ONES)
    if suggestion.reason == START:
        return NextPractice(skill, START_HERE)
    if not suggestion.items and _ready_above(states, drills, skill, top_level):
        return NextPractice(skill, AT_TOP)  # nothing due, nothing new below the cap: consolidate there
    return NextPractice(skill, DUE_AGAIN)


def _ready_above(states: Mapping[str, ItemState], drills: Catalogues, skill: str, top_level: int | None) -> bool:
    """The pupil has earned new questions of `skill` above the teacher's highest level."""
    if top_level is None:
        return False
    catalogue = drills.catalogue(skill)
    return open_level(catalogue, {i.key: states[i.key] for i in catalogue if i.key in states}) > top_level


def recent_answers(record: Record, pupil: Pupil, topics: Sequence[str]) -> dict[str, tuple[bool, ...]]:
    """Each topic's latest `RECENT` practice answers, right or not, newest first."""
    return {
        topic: tuple(bool(c) for (c,) in record.query(
            "SELECT a.correct FROM answers a JOIN items i ON i.id = a.item_id"
            f" WHERE a.pupil_id = ? AND i.skill = ? AND a.source = 'practice' AND {FLAG.sql.format(c='a.correct')}"
            " ORDER BY a.at DESC, a.id DESC LIMIT ?", (pupil.id, topic, RECENT)))
        for topic in topics
    }


def next_after_sitting(record: Record, pupil: Pupil, topics: Sequence[str], drills: Drills,
                       top_level: int | None = None) -> NextPractice:
    """What to practise next, from the pupil's schedule and answers as the record holds them now
    (a school's record: as this computer has them, while some have not reached its server)."""
    if record.on_server and _waiting_answers(record.local, pupil):  # the server's schedule is behind
        return next_from_this_computer(record.local, pupil, topics, drills, top_level)
    try:
        return practise_next(record.item_states(pupil), record.steps(pupil), recent_answers(record, pupil, topics),
                             drills, topics, top_level)
    except RecordAccessError as exc:
        if not (record.on_server and exc.kind == "offline"):
            raise
    return next_from_this_computer(record.local, pupil, topics, drills, top_level)


def next_from_this_computer(local: Path, pupil: Pupil, topics: Sequence[str], drills: Drills,
                            top_level: int | None = None) -> NextPractice:
    """What to practise next from this computer's copy of the pupil's schedule (`local`: where a
    school's record keeps it), with the answers waiting here for the server on top."""
    schedule = recall_schedule(local, pupil)
    return practise_next(schedule.states, schedule.steps, kept_answers(local, pupil, topics), drills, topics,
                         top_level)


def kept_answers(local: Path, pupil: Pupil, topics: Sequence[str]) -> dict[str, tuple[bool, ...]]:
    """Each topic's latest `RECENT` practice answers among those waiting on this computer for the
    school's server, right or not, newest first."""
    latest: dict[str, list[bool]] = {}
    for entry in reversed(_waiting_answers(local, pupil)):  # oldest first there
        if entry["skill"] in topics:
            latest.setdefault(entry["skill"], []).append(entry["right"])
    return {topic: tuple(answers[:RECENT]) for topic, answers in latest.items()}


def _waiting_answers(local: Path, pupil: Pupil) -> list[dict]:
    """The pupil's practice answers waiting on this computer for the school's server, oldest first."""
    return [e for e in pending_entries(local)
            if e["kind"] == ANSWER and e["pupil"] == pupil.id and e["source"] == "practice"]
