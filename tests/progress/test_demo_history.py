"""The simulated pupil behind the screenshots and the benchmark answers every kind of question the
way a real pupil can, rhythms (answered by taps) included: no skill stays at nothing right."""

import time

from edu_domino.progress import open_record, pupil_progress
from edu_domino.progress.demo import SimulatedClock, simulate_practice


def test_a_simulated_pupil_gets_some_of_every_skill_right(tmp_path):
    clock = SimulatedClock(time.time() - 5 * 86_400)
    with open_record(tmp_path / "record.sqlite3", clock=clock.wall) as record:
        simulate_practice(record, clock, "Ana", 400, seed=0, per_day=80)
        progress = pupil_progress(record, record.find_pupil("Ana"))
    answered = {s.skill: (s.answered, s.correct) for s in progress.skills if s.answered}
    assert "rhythm" in answered  # the tap drills are part of the practice
    # p(right) starts at 0.55: a skill answered ten times with none right is a broken answer format
    assert all(correct > 0 for n, correct in answered.values() if n >= 10), answered
    assert all(correct < n for n, correct in answered.values() if n >= 10), answered  # and some wrong
