"""What a pupil should practise next, and why, in words a 9-year-old reads: said at the end of a
sitting on the app's screen and on a pupil's device alike, so both come from here.

The topic is the progress screen's (`summary.suggest`), among the topics the teacher set: a topic
with questions whose last answer was wrong first, then questions due again, then new ones. The why
gives the pupil's own figures where it can ("3 of your last 5 answers were wrong": that topic's
latest practice answers in the record). `practise_next` is pure; `next_after_sitting` reads the
record (call it on the record's thread).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..i18n import N_
from .cells import FLAG
from .drills import Drills
from .profiles import Pupil
from .record import Record
from .scheduler import ItemState
from .summary import LEARN_NEW, REVIEW_MISTAKES, START, suggest

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


@dataclass(frozen=True, slots=True)
class NextPractice:
    skill: str | None  # None: every question of the topics is mastered
    why: str  # one of the message ids above
    wrong: int = 0  # wrong answers among the topic's latest `out_of` (the why's figures)
    out_of: int = 0

    @property
    def fields(self) -> dict[str, int]:
        """The why's fields, for `_(why, **fields)`."""
        return {"wrong": self.wrong, "out_of": self.out_of}


def practise_next(states: Mapping[str, ItemState], step: int, recent: Mapping[str, Sequence[bool]],
                  drills: Drills, topics: Sequence[str]) -> NextPractice:
    """The topic to practise next among `topics`, and why (`recent`: per topic, its latest
    practice answers right or not, newest first; `step`: the pupil's practice answers so far)."""
    suggestion = suggest(states, step, drills, tuple(topics))
    skill = suggestion.skill
    if skill is None:
        return NextPractice(None, ALL_KNOWN)
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
    return NextPractice(skill, DUE_AGAIN)


def recent_answers(record: Record, pupil: Pupil, topics: Sequence[str]) -> dict[str, tuple[bool, ...]]:
    """Each topic's latest `RECENT` practice answers, right or not, newest first."""
    return {
        topic: tuple(bool(c) for (c,) in record.query(
            "SELECT a.correct FROM answers a JOIN items i ON i.id = a.item_id"
            f" WHERE a.pupil_id = ? AND i.skill = ? AND a.source = 'practice' AND {FLAG.sql.format(c='a.correct')}"
            " ORDER BY a.at DESC, a.id DESC LIMIT ?", (pupil.id, topic, RECENT)))
        for topic in topics
    }


def next_after_sitting(record: Record, pupil: Pupil, topics: Sequence[str], drills: Drills) -> NextPractice:
    """What to practise next, from the pupil's schedule and answers as the record holds them now."""
    return practise_next(record.item_states(pupil), record.steps(pupil), recent_answers(record, pupil, topics),
                         drills, topics)
