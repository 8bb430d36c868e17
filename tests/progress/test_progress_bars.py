"""The pupil's bars move from the first right answer, and "today" is what was practised today."""

from datetime import date, datetime

import pytest

from edu_domino.progress import SKILLS, pupil_progress

TODAY = date(2026, 3, 5)


def _at(d: date, hour: int = 10) -> float:
    return datetime(d.year, d.month, d.day, hour).timestamp()


def _powers(progress):
    return progress.skills[SKILLS.index("powers")]


def test_a_new_pupil_has_empty_bars_and_nothing_today(record):
    progress = pupil_progress(record, record.create_pupil("Ana"), today=TODAY)
    from edu_domino.progress.drills import default_drills

    first = {s.skill: min(i.level for i in default_drills().catalogue(s.skill)) for s in progress.skills}
    assert all(s.level_share == 0 and s.level == first[s.skill] for s in progress.skills)
    assert progress.today_answers is None


def test_two_right_answers_show_on_the_bar(record):
    """Hand-worked: level 1 of powers has four questions (2^0..2^3); a question is learnt at the
    fourth box, so the bar's goal is 16 points; each right answer is one point: 2/16."""
    ana = record.create_pupil("Ana")
    for key in ("pow:powers:2^1", "pow:powers:2^2"):
        record.record_answer(ana, key, "powers", "x", "x", True, 900, at=_at(TODAY))
    powers = _powers(pupil_progress(record, ana, today=TODAY))
    assert (powers.level, powers.level_points, powers.level_goal) == (1, 2, 16)
    assert powers.level_share == pytest.approx(0.125)
    assert round(powers.mastery * 100) <= 1  # what the old bar showed: next to nothing


def test_a_mistake_takes_a_little_back(record):
    ana = record.create_pupil("Ana")
    for ok in (True, True, True, False):  # box 3, then a wrong answer drops it two boxes: 1
        record.record_answer(ana, "pow:powers:2^3", "powers", "x", "x", ok, 900, at=_at(TODAY))
    assert _powers(pupil_progress(record, ana, today=TODAY)).level_points == 1


def test_today_counts_only_today_per_skill(record):
    ana = record.create_pupil("Ana")
    record.record_answer(ana, "pow:powers:2^1", "powers", "2", "2", True, 900, at=_at(date(2026, 3, 4)))
    record.record_answer(ana, "pow:powers:2^2", "powers", "4", "4", True, 900, at=_at(TODAY))
    record.record_answer(ana, "pow:powers:2^3", "powers", "6", "8", False, 900, at=_at(TODAY, 11))
    record.record_answer(ana, "sum:notes:q", "sums", "2", "2", True, 900, at=_at(TODAY, 12))
    progress = pupil_progress(record, ana, today=TODAY)
    assert (progress.today_answers.answered, progress.today_answers.correct) == (3, 2)
    by_skill = {s.skill: (s.today_answered, s.today_correct) for s in progress.skills}
    assert by_skill["powers"] == (2, 1) and by_skill["sums"] == (1, 1) and by_skill["listening"] == (0, 0)
    assert pupil_progress(record, ana, today=date(2026, 3, 6)).today_answers is None


def test_lessons_know_the_day_they_were_played(record):
    ana = record.create_pupil("Ana")
    record.record_lesson(ana, "notes", 1, 6, 8, lesson="Notes", at=_at(date(2026, 3, 1)))
    record.record_lesson(ana, "powers", 1, 8, 8, lesson="Powers", at=_at(TODAY))
    progress = pupil_progress(record, ana, today=TODAY)
    assert [b.lesson for b in progress.lessons_on(TODAY)] == ["Powers"]
