"""A simulated pupil's history: for the benchmark, the screenshots and tests.

The pupil practises through the real `PracticeSession`, `per_day` answers a day, and gets better
with practice (right more often as an item climbs the schedule's boxes).
"""

from __future__ import annotations

import random


class SimulatedClock:
    """Simulated time: the session reads seconds since start, the record unix time."""

    def __init__(self, start: float) -> None:
        self.start = start
        self.elapsed = 0.0

    def session(self) -> float:
        return self.elapsed

    def wall(self) -> float:
        return self.start + self.elapsed


def simulate_practice(record, clock: SimulatedClock, name: str, answers: int, seed: int,
                      per_day: int = 80) -> None:
    """Create pupil `name` and record `answers` practice answers, `per_day` a day.

    The record must have been opened with `clock=clock.wall`.
    """
    from edu_domino.progress.items import TAP, right_answer
    from edu_domino.progress.session import PracticeSession

    pupil = record.create_pupil(name)
    rng = random.Random(seed)
    clock.elapsed = 0.0
    session = PracticeSession(record, pupil, seed=seed, clock=clock.session)
    with record.transaction():  # one transaction: building a history, not measuring writes
        for n in range(answers):
            if n and n % per_day == 0:
                clock.elapsed += 86_400 - per_day * 8.0  # the next day
            item = session.next_item()
            p_right = 0.55 + 0.07 * session.box_of(item.key)
            clock.elapsed += rng.uniform(2.0, 14.0)
            # a rhythm is answered by taps: the written onsets, or one tap only (a note missed)
            wrong = ["0.000"] if item.kind == TAP else [c for c in item.choices if c != item.expected] or ["0"]
            session.answer(right_answer(item) if rng.random() < p_right else rng.choice(wrong))
