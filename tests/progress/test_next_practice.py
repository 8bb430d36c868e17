"""What to practise next at the end of a sitting (`progress.next_practice`): the topic and the why
with the pupil's own figures, worked out by hand from small schedules and answer lists."""

from __future__ import annotations

import pytest

from edu_domino.progress import open_record
from edu_domino.progress.drills import default_drills
from edu_domino.progress.next_practice import (
    ALL_KNOWN,
    AT_TOP,
    DUE_AGAIN,
    LAST_WRONG,
    NEW_ONES,
    START_HERE,
    TOP_ALL_KNOWN,
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


# The teacher's highest level. Levels written by hand from progress/drills.py's rules: 2^0..2^3
# are level 1 (exponent up to 3), 2^4..2^6 level 2, "2 to the power of what is 8" one above 2^3's
# (2); a sum of one plain note level 1, two plain notes level 2; tapping a rhythm starts at level 2.
POWERS_1 = ("pow:powers:2^0", "pow:powers:2^1", "pow:powers:2^2", "pow:powers:2^3")
POW_5 = "pow:powers:2^5"  # level 2
SUMS_1 = ("sum:notes:q", "sum:notes:h", "sum:notes:e", "sum:notes:w")  # one plain note: level 1
SUM_2 = "sum:notes:q+e"  # two plain notes: level 2


def boxed(key: str, box: int) -> ItemState:
    """Met, the last answers right, in `box`, not due before step 100."""
    return ItemState(key, box=box, due_step=100, seen=box, correct=box, streak=box, last_step=8)


def all_in(keys, box: int) -> dict[str, ItemState]:
    return {k: boxed(k, box) for k in keys}


CAPPED = [
    # (what the pupil did, schedule, latest answers per topic, topics, the teacher's highest level, expected)
    ("every level-1 power known, no limit: new questions (level 2)", all_in(POWERS_1, 2), {}, ("powers",), None,
     NextPractice("powers", NEW_ONES)),
    ("the same, the teacher's level 1: at the top, keep practising it", all_in(POWERS_1, 2), {}, ("powers",), 1,
     NextPractice("powers", AT_TOP)),
    ("the same, the teacher's level 2: new questions of level 2", all_in(POWERS_1, 2), {}, ("powers",), 2,
     NextPractice("powers", NEW_ONES)),
    ("every level-1 power mastered, the teacher's level 1: ask for the next level", all_in(POWERS_1, 4), {},
     ("powers",), 1, NextPractice(None, TOP_ALL_KNOWN)),
    ("level 1 met but only half known: the next level not earned yet, no word of the top", {
        **all_in(POWERS_1[:2], 2), **all_in(POWERS_1[2:], 1)}, {}, ("powers",), 1, NextPractice("powers", DUE_AGAIN)),
    ("a level-2 power missed before the teacher chose level 1: left alone, new sums instead",
     {**all_in(POWERS_1, 2), POW_5: missed(POW_5)}, {"powers": (False,)}, ("powers", "sums"), 1,
     NextPractice("sums", NEW_ONES)),
    ("the same with no limit: the missed power first", {**all_in(POWERS_1, 2), POW_5: missed(POW_5)},
     {"powers": (False,)}, ("powers", "sums"), None, NextPractice("powers", LAST_WRONG, 1, 1)),
    # powers least known over all their levels (8 of 156 points, sums 24 of 390): with no limit its level-2
    # questions come next; under level 1 only the last level-1 sum is new
    ("new level-2 powers would come next; under level 1 the new level-1 sum",
     {**all_in(POWERS_1, 2), **all_in(SUMS_1[:3], 6), SUM_2: boxed(SUM_2, 6)}, {}, ("powers", "sums"), None,
     NextPractice("powers", NEW_ONES)),
    ("(the same, the teacher's level 1)",
     {**all_in(POWERS_1, 2), **all_in(SUMS_1[:3], 6), SUM_2: boxed(SUM_2, 6)}, {}, ("powers", "sums"), 1,
     NextPractice("sums", NEW_ONES)),
    ("a new pupil, rhythm first, the teacher's level 1: rhythm starts at level 2, so powers",
     {}, {}, ("rhythm", "powers"), 1, NextPractice("powers", START_HERE)),
    ("only rhythm, the teacher's level 1: nothing to practise below it", {}, {}, ("rhythm",), 1,
     NextPractice(None, TOP_ALL_KNOWN)),
]


@pytest.mark.parametrize("case", CAPPED, ids=[c[0] for c in CAPPED])
def test_never_above_the_teachers_highest_level(case):
    _what, states, recent, topics, top_level, expected = case
    assert practise_next(states, 10, recent, DRILLS, topics, top_level) == expected


def test_the_top_in_a_childs_words_in_three_languages():
    from edu_domino.i18n import translate

    assert [translate(lang, AT_TOP) for lang in ("en", "es", "pt")] == [
        "You are at the highest level your teacher chose. Keep practising until you know every question!",
        "Estás en el nivel más alto que ha elegido tu profesor. ¡Sigue practicando hasta que te sepas todas las "
        "preguntas!",
        "Você está no nível mais alto que seu professor escolheu. Continue praticando até saber todas as perguntas!"]


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


def test_with_the_schools_server_away_from_this_computers_copy_and_the_answers_waiting_here(tmp_path):
    """A school's record whose server was away when the app started (its stand-in): the schedule
    as last read here, the answers waiting in the outbox on top; the figures count only the
    pupil's own practice answers waiting here (not another pupil's, not a lesson's)."""
    from edu_domino.progress.profiles import Pupil
    from edu_domino.progress.schedule_copy import remember_schedule
    from edu_domino.progress.server_away import ServerAway
    from edu_domino.progress.unsaved import answer_entry, keep_unsaved

    local = tmp_path / "school-record-0123456789"
    ana, bruno = Pupil(7, "Ana", False, 0, None), Pupil(8, "Bruno", False, 0, None)
    # As last read from the server: a power known, a sum known, 10 answers.
    remember_schedule(local, ana, {POW_3: known(POW_3), SUM_Q: known(SUM_Q)}, 10, ())
    waiting = [  # oldest first
        answer_entry(ana, SUM_Q, "sums", "3", "2", False, 900, source="practice"),  # now missed: relearning
        answer_entry(bruno, SUM_Q, "sums", "3", "2", False, 900, source="practice"),
        answer_entry(ana, "sum:notes:h", "sums", "4", "4", True, 900, source="practice"),
        answer_entry(ana, SUM_Q, "sums", "5", "2", False, 900, source="lesson"),
    ]
    keep_unsaved(local, waiting)
    away = ServerAway("postgresql://school.example/edu", local, "connection refused")
    # Ana's practice sums waiting, newest first: right, wrong -> 1 of 2 wrong.
    assert next_after_sitting(away, ana, ("powers", "sums"), DRILLS) == NextPractice("sums", WRONG_ONE, 1, 2)
    # Nothing of Bruno's in the copy; his one answer waiting: "your last answer was wrong".
    assert next_after_sitting(away, bruno, ("powers", "sums"), DRILLS) == NextPractice("sums", LAST_WRONG, 1, 1)
