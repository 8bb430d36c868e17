"""What to practise next at the end of a sitting (`progress.next_practice`): the topic and the why
with the pupil's own figures, worked out by hand from small schedules and answer lists."""

from __future__ import annotations

import pytest

from edu_domino.progress import open_record
from edu_domino.progress.drills import default_drills
from edu_domino.progress.next_practice import (
    ALL_KNOWN,
    DUE_AGAIN,
    LAST_WRONG,
    NEW_ONES,
    START_HERE,
    WAITING,
    WRONG_MANY,
    WRONG_ONE,
    NextPractice,
    next_after_sitting,
    practise_next,
)
from edu_domino.progress.scheduler import ItemState

DRILLS = default_drills()
# Keys written by hand (progress/drills.py's docstring): a sum, two powers.
SUM_Q = "sum:notes:q"
POW_3 = "pow:powers:2^3"
POW_2 = "pow:powers:2^2"


def missed(key: str) -> ItemState:
    """Answered twice, the last time wrong (relearning), due again soon."""
    return ItemState(key, box=0, due_step=12, seen=2, correct=1, streak=0, last_step=9)


def known(key: str, due_step: int = 100) -> ItemState:
    """Answered right twice in a row, due again at `due_step`."""
    return ItemState(key, box=2, due_step=due_step, seen=2, correct=2, streak=2, last_step=8)


CASES = [
    # (what the pupil did, schedule, steps, latest answers per topic (newest first), topics, expected)
    ("nothing yet: the first topic", {}, 0, {}, ("powers", "sums"), NextPractice("powers", START_HERE)),
    ("a sum missed, 2 of the last 5 sums wrong", {SUM_Q: missed(SUM_Q), POW_3: known(POW_3)}, 10,
     {"sums": (False, True, False, True, True), "powers": (True, True)}, ("powers", "sums"),
     NextPractice("sums", WRONG_MANY, 2, 5)),
    ("only the 5 latest count", {SUM_Q: missed(SUM_Q)}, 10,
     {"sums": (True, False, True, True, True, False, False, False)}, ("sums",), NextPractice("sums", WRONG_ONE, 1, 5)),
    ("one answer, wrong", {SUM_Q: missed(SUM_Q)}, 10, {"sums": (False,)}, ("sums",),
     NextPractice("sums", LAST_WRONG, 1, 1)),
    ("1 of 3 wrong", {SUM_Q: missed(SUM_Q)}, 10, {"sums": (True, False, True)}, ("sums",),
     NextPractice("sums", WRONG_ONE, 1, 3)),
    ("missed long ago, the latest all right", {SUM_Q: missed(SUM_Q)}, 10, {"sums": (True,) * 5}, ("sums",),
     NextPractice("sums", WAITING)),
    ("a power due again, nothing missed", {POW_3: known(POW_3, due_step=10), SUM_Q: known(SUM_Q)}, 12,
     {"powers": (True, True), "sums": (True, True)}, ("sums", "powers"), NextPractice("powers", DUE_AGAIN)),
    ("nothing missed or due: new questions of the least known topic", {POW_3: known(POW_3), POW_2: known(POW_2)}, 4,
     {"powers": (True,) * 4}, ("powers", "sums"), NextPractice("sums", NEW_ONES)),
    ("a power missed, but the teacher set only sums", {POW_3: missed(POW_3), SUM_Q: known(SUM_Q)}, 10,
     {"powers": (False,)}, ("sums",), NextPractice("sums", NEW_ONES)),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_the_topic_and_why_worked_out_by_hand(case):
    _what, states, step, recent, topics, expected = case
    assert practise_next(states, step, recent, DRILLS, topics) == expected


def test_every_question_of_the_topics_mastered_suggests_no_topic():
    states = {i.key: ItemState(i.key, box=5, due_step=500, seen=5, correct=5, streak=5, last_step=90)
              for i in DRILLS.catalogue("powers")}
    assert practise_next(states, 100, {"powers": (True,) * 5}, DRILLS, ("powers",)) == NextPractice(None, ALL_KNOWN)


def test_the_why_in_a_childs_words_in_three_languages():
    from edu_domino.i18n import translate

    suggested = NextPractice("sums", WRONG_MANY, 3, 5)
    assert translate("en", suggested.why, **suggested.fields) == "3 of your last 5 answers were wrong."
    assert translate("es", suggested.why, **suggested.fields) == "3 de tus últimas 5 respuestas estaban mal."
    assert translate("pt", suggested.why, **suggested.fields) == "3 das suas últimas 5 respostas estavam erradas."


def test_from_the_record_the_latest_answers_of_the_topic_are_counted(tmp_path):
    record = open_record(tmp_path / "progress.sqlite")
    try:
        ana = record.create_pupil("Ana")
        sums = [i.key for i in DRILLS.catalogue("sums")[:3]]
        # Oldest first: two right sums long ago, then five more (3 wrong), the last one on sums[0] wrong;
        # powers all right. Newest first, the latest 5 sums: W R W W R -> 3 of 5 wrong.
        answers = [(sums[2], True), (sums[2], True), (sums[0], False), (sums[0], True), (sums[1], False),
                   (POW_3, True), (sums[0], False), (sums[1], True), (POW_2, True), (sums[0], False)]
        for at, (key, right) in enumerate(answers, start=1_700_000_000):
            skill = "sums" if key.startswith("sum:") else "powers"
            record.record_answer(ana, key, skill, "x", "y", right, 900, at=at)
        suggested = next_after_sitting(record, ana, ("powers", "sums"), DRILLS)
    finally:
        record.close()
    assert suggested == NextPractice("sums", WRONG_MANY, 3, 5)
