from datetime import date, datetime

from edu_domino.progress import SKILLS, class_view, pupil_progress
from edu_domino.progress.summary import ALL_MASTERED, LEARN_NEW, REVIEW_MISTAKES, START


def _at(y, m, d, hour=10):
    return datetime(y, m, d, hour).timestamp()


def test_accuracy_per_day_and_per_skill(record):
    ana = record.create_pupil("Ana")
    plan = [
        (_at(2026, 3, 2), "sum:notes:q", "sums", True),
        (_at(2026, 3, 2, 11), "sum:notes:q", "sums", False),
        (_at(2026, 3, 2, 23), "pow:powers:2^3", "powers", True),
        (_at(2026, 3, 5), "pow:powers:2^3", "powers", True),
    ]
    for at, key, skill, ok in plan:
        record.record_answer(ana, key, skill, "x", "y", ok, 1000, at=at)
    progress = pupil_progress(record, ana)
    assert [(d.day, d.answered, d.correct) for d in progress.days] == [
        (date(2026, 3, 2), 3, 2),
        (date(2026, 3, 5), 1, 1),
    ]
    assert progress.answered == 4 and progress.correct == 3
    by_skill = {s.skill: s for s in progress.skills}
    assert [s.skill for s in progress.skills] == list(SKILLS)  # the chart's order
    assert (by_skill["sums"].answered, by_skill["sums"].correct, by_skill["sums"].accuracy) == (2, 1, 0.5)
    assert by_skill["listening"].accuracy is None and by_skill["listening"].mastery == 0.0
    assert by_skill["powers"].met == 1 and 0 < by_skill["powers"].mastery < 1
    # the missed quarter note is what to practise next
    assert progress.suggestion.skill == "sums" and progress.suggestion.reason == REVIEW_MISTAKES
    assert progress.suggestion.items == ("sum:notes:q",)


def test_a_new_pupil_is_told_where_to_start(record):
    progress = pupil_progress(record, record.create_pupil("Ana"))
    assert progress.answered == 0 and progress.days == ()
    assert progress.suggestion.reason == START and progress.suggestion.skill == SKILLS[0]


def test_mastery_grows_and_the_suggestion_moves_on(record):
    from edu_domino.progress import PracticeSession

    ana = record.create_pupil("Ana")
    session = PracticeSession(record, ana, skills=["powers"], seed=4)
    mastery = []
    with record.transaction():  # one commit for the lot: the test is about the numbers
        for n in range(600):
            item = session.next_item()
            session.answer(item.expected)
            if n % 100 == 99:
                mastery.append(pupil_progress(record, ana).skills[SKILLS.index("powers")].mastery)
    assert mastery == sorted(mastery) and mastery[-1] > 0.6
    suggestion = pupil_progress(record, ana).suggestion
    assert suggestion.skill != "powers" or suggestion.reason != LEARN_NEW


def test_all_mastered_is_said_when_true():
    from edu_domino.progress import default_drills
    from edu_domino.progress.scheduler import ItemState
    from edu_domino.progress.summary import suggest

    drills = default_drills()
    states = {
        i.key: ItemState(i.key, box=6, due_step=10_000, seen=6, correct=6, streak=6)
        for s in SKILLS for i in drills.catalogue(s)
    }
    assert suggest(states, 100, drills).reason == ALL_MASTERED


def test_lesson_results_are_kept_per_pack_version(record):
    ana = record.create_pupil("Ana")
    record.record_lesson(ana, "notes-1", 1, 6, 10, lesson="quarters", at=_at(2026, 1, 1))
    record.record_lesson(ana, "notes-1", 1, 9, 10, lesson="quarters", at=_at(2026, 1, 2))
    record.record_lesson(ana, "notes-1", 2, 4, 12, lesson="quarters", at=_at(2026, 2, 1))
    bests = {(b.pack_id, b.pack_version): b for b in pupil_progress(record, ana).lessons}
    assert (bests["notes-1", "1"].best, bests["notes-1", "1"].attempts) == (9, 2)
    assert (bests["notes-1", "2"].best, bests["notes-1", "2"].out_of) == (4, 12)


def test_class_view_lists_every_pupil(record):
    ana = record.create_pupil("Ana")
    bruno = record.create_pupil("Bruno")
    record.create_pupil("Carla")  # has not practised yet
    today = date(2026, 3, 10)
    record.record_answer(ana, "sum:notes:q", "sums", "2", "2", True, 800, at=_at(2026, 3, 9))
    record.record_answer(ana, "sum:notes:e", "sums", "3", "1", False, 800, at=_at(2026, 3, 1))
    record.record_answer(bruno, "pow:powers:2^2", "powers", "4", "4", True, 800, at=_at(2026, 3, 8))
    rows = {r.pupil.name: r for r in class_view(record, today=today)}
    assert list(rows) == ["Ana", "Bruno", "Carla"]
    assert (rows["Ana"].answered, rows["Ana"].correct, rows["Ana"].accuracy) == (2, 1, 0.5)
    assert (rows["Ana"].last_7_days.answered, rows["Ana"].last_7_days.correct) == (1, 1)
    assert rows["Bruno"].mastery["powers"] > 0 and rows["Bruno"].mastery["sums"] == 0
    assert rows["Carla"].answered == 0 and rows["Carla"].accuracy is None
    assert rows["Carla"].last_7_days is None and rows["Carla"].suggestion.reason == START
    assert rows["Ana"].suggestion.reason == REVIEW_MISTAKES


def test_a_lesson_runner_result_is_saved_with_its_answers(record):
    from edu_domino.lesson.runner import AnswerRecord, RunnerResult

    ana = record.create_pupil("Ana")
    tries = tuple(
        AnswerRecord(item="lesson:notes-2:dots", skill="sums", given=g, expected="3", right=g == "3",
                     ms=1200, pack_id="notes-2", pack_version="4", kind="sum", attempt=n + 1,
                     showing=1)
        for n, g in enumerate(["2", "3"])
    )
    result = RunnerResult(pack_id="notes-2", pack_version="4", score=1, out_of=1, seconds=30.5,
                          finished=True, answers=tries)
    record.save_lesson_run(ana, result)
    rows = record.answers(ana)
    assert [(r.item, r.source, r.given, r.correct) for r in rows] == [
        ("lesson:notes-2:dots", "lesson", "2", False),
        ("lesson:notes-2:dots", "lesson", "3", True),
    ]
    assert record.steps(ana) == 0  # lessons do not move the practice schedule
    (best,) = pupil_progress(record, ana).lessons
    assert (best.pack_id, best.pack_version, best.best, best.out_of) == ("notes-2", "4", 1, 1)
