"""The timed challenge's rules (`progress/challenge.py`), worked out by hand: each question has
10 seconds by the judging clock; right and in time counts, right but late or unanswered does not;
a pupil's best has the most right in time. The app's session judges by them and saves what they say."""

from __future__ import annotations

import pytest

from edu_domino.progress import PracticeSession
from edu_domino.progress.challenge import ChallengeScore, Countdown, Judged, best_of, judge

# (right?, seconds taken) -> (counts as right, timed out): by hand, with the 10 s limit.
JUDGED = [
    (True, 3.0, True, False),
    (True, 10.0, True, False),  # exactly the limit is still in time
    (True, 10.001, False, True),  # right, a thousandth too late
    (False, 2.0, False, False),  # wrong in time: wrong, not "too slow"
    (False, 25.0, False, False),  # wrong and late: wrong
]


@pytest.mark.parametrize(("right", "elapsed", "counts", "timed_out"), JUDGED)
def test_an_answer_counts_when_it_is_right_and_in_time(right, elapsed, counts, timed_out):
    assert judge(right, elapsed) == Judged(counts, timed_out)


# A question shown at 100 s on the server's clock, 10 s to answer: (now, seconds left, time up?)
CLOCK = [(100.0, 10.0, False), (104.5, 5.5, False), (110.0, 0.0, False), (110.5, 0.0, True), (300.0, 0.0, True)]


@pytest.mark.parametrize(("now", "left", "up"), CLOCK)
def test_a_questions_clock_runs_from_when_it_was_shown(now, left, up):
    clock = Countdown(shown_at=100.0, limit=10.0)
    assert clock.left(now) == pytest.approx(left)
    assert clock.up(now) is up


# (a score, another, does the first beat the second): most right in time; as many: fewer questions.
BEATS = [((7, 10), (6, 10), True), ((6, 10), (7, 10), False), ((7, 10), (7, 10), False),
         ((7, 10), (7, 15), True), ((6, 10), (5, 5), True), ((0, 5), None, True)]


@pytest.mark.parametrize(("score", "other", "beats"), BEATS)
def test_the_best_has_the_most_right_in_time(score, other, beats):
    mine = ChallengeScore(*score)
    theirs = None if other is None else ChallengeScore(*other)
    assert mine.beats(theirs) is beats
    assert best_of(theirs, mine) == (mine if beats else theirs)


class Clock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def test_the_apps_session_saves_a_challenge_as_the_rules_judge_it(record):
    clock = Clock()
    pupil = record.create_pupil("Ana")
    session = PracticeSession(record, pupil, ("powers",), seed=3, challenge=True, time_limit=8.0, clock=clock)
    # 8 s each: q1 right after 7.5 s; q2 right after 8.5 s (too slow); q3 left until its time is up
    item = session.next_item()
    clock.t += 7.5
    assert session.time_left() == pytest.approx(0.5)
    assert session.answer(item.expected).correct
    item = session.next_item()
    clock.t += 8.5
    assert session.countdown().up(clock.t)
    late = session.answer(item.expected)
    assert (late.correct, late.timed_out) == (False, True)
    third = session.next_item()
    clock.t += 12.0
    up = session.time_up()
    assert (up.item, up.given, up.correct, up.timed_out, up.ms) == (third, "", False, True, 8000)
    rows = record.answers(pupil)
    assert [(r.correct, r.challenge, r.ms) for r in rows] == [(True, True, 7500), (False, True, 8500),
                                                              (False, True, 8000)]
    assert rows[2].given == "" and rows[2].expected == third.expected
    assert session.summary().correct == 1 and session.summary().answered == 3


def test_time_up_is_the_challenges_only(record):
    session = PracticeSession(record, record.create_pupil("Bea"), ("powers",), seed=3)
    session.next_item()
    with pytest.raises(ValueError, match="challenge"):
        session.time_up()


def test_the_best_kept_in_the_record_is_the_most_right_in_time(record):
    from edu_domino.progress.challenge import RESULT_ID, best_in, save_result

    ana, bea = record.create_pupil("Ana"), record.create_pupil("Bea")
    assert best_in(record, ana) is None
    for right, out_of in ((2, 5), (4, 10), (4, 5), (3, 5)):  # by hand: 4 right, of 5 beats 4 of 10
        save_result(record, ana, ChallengeScore(right, out_of), seconds=30)
    save_result(record, bea, ChallengeScore(5, 5))
    assert best_in(record, ana) == ChallengeScore(4, 5)
    # a lesson result of a real pack never counts (and no pack can have the challenge's id)
    record.record_lesson(ana, "powers-of-two", 1, 8, 8)
    assert best_in(record, ana) == ChallengeScore(4, 5)
    assert ":" in RESULT_ID
