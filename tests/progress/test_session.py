import pytest

from edu_domino.progress import PracticeSession
from edu_domino.progress.scheduler import WRONG_GAP


class Tick:
    def __init__(self):
        self.t = 0.0

    def __call__(self):
        return self.t


def test_next_item_is_stable_until_answered_and_answer_needs_an_item(record):
    session = PracticeSession(record, record.create_pupil("Ana"), seed=1)
    with pytest.raises(ValueError, match="no question on screen"):
        session.answer("3")
    item = session.next_item()
    assert session.next_item() is item


def test_feedback_and_every_answer_recorded(record):
    tick = Tick()
    pupil = record.create_pupil("Ana")
    session = PracticeSession(record, pupil, seed=1, clock=tick)
    item = session.next_item()
    assert session.time_left() is None  # no time pressure by default
    tick.t += 42.0  # a slow, thoughtful answer is still right
    fb = session.answer(item.expected)
    assert fb.correct and not fb.timed_out and fb.ms == 42_000 and fb.box == 1
    item2 = session.next_item()
    wrong = next(c for c in item2.choices if c != item2.expected)
    fb2 = session.answer(wrong)
    assert not fb2.correct and fb2.expected == item2.expected and fb2.returns_in == WRONG_GAP
    rows = record.answers(pupil)
    assert [(r.item, r.given, r.expected, r.correct, r.ms) for r in rows] == [
        (item.key, item.expected, item.expected, True, 42_000),
        (item2.key, wrong, item2.expected, False, 0),
    ]
    assert session.summary().answered == 2 and session.summary().correct == 1


def test_difficulty_rises_with_mastery_and_not_without_it(record):
    good = record.create_pupil("Good")
    session = PracticeSession(record, good, skills=["sums"], seed=2)
    levels = []
    for _ in range(150):
        item = session.next_item()
        levels.append(item.level)
        fb = session.answer(item.expected)
        assert item.level <= fb.level  # never an item above the open level
    assert max(levels) >= 3 and levels[:5] == [1] * 5

    weak = record.create_pupil("Weak")
    session = PracticeSession(record, weak, skills=["sums"], seed=2)
    for _ in range(80):
        item = session.next_item()
        session.answer("99")
        assert item.level == 1  # always wrong: stays on the first steps


def test_unknown_skills_are_refused(record):
    with pytest.raises(ValueError, match="no practice items"):
        PracticeSession(record, record.create_pupil("Ana"), skills=["juggling"])
