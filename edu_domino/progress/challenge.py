"""The timed challenge's rules, pure: one clock per question, and the score of a challenge.

The app's practice session (`session.PracticeSession(challenge=True)`) and a pupil's device
(`classplay/challenge.py`) judge by these, so a challenge scores the same everywhere:

- each question has `SECONDS_EACH` seconds from the moment it is shown;
- a right answer given in time counts as right; a right answer given later counts as wrong
  ("too slow"), and so does a question left unanswered when its time is up;
- the score is the questions right in time out of the questions asked; a pupil's best is the
  score with the most right in time (of two with as many, the one with fewer questions).
"""

from __future__ import annotations

from dataclasses import dataclass

SECONDS_EACH = 10.0


@dataclass(frozen=True, slots=True)
class Countdown:
    """One question's clock: shown at `shown_at` on the judging clock (the server's, never the
    pupil's device's), `limit` seconds to answer."""

    shown_at: float
    limit: float = SECONDS_EACH

    def left(self, now: float) -> float:
        """Seconds left at `now` (0 once the time is up)."""
        return max(0.0, self.limit - (now - self.shown_at))

    def up(self, now: float) -> bool:
        """The time is up: an answer arriving at `now` is too late."""
        return too_slow(now - self.shown_at, self.limit)


def too_slow(elapsed: float, limit: float = SECONDS_EACH) -> bool:
    """An answer `elapsed` seconds after its question was shown missed the time (exactly the
    limit is still in time)."""
    return elapsed > limit


@dataclass(frozen=True, slots=True)
class Judged:
    correct: bool  # what counts: right and in time
    timed_out: bool  # right, or unanswered, but the time was up


def judge(right: bool, elapsed: float, limit: float = SECONDS_EACH) -> Judged:
    """A challenge answer: right only when it is right and in time."""
    late = too_slow(elapsed, limit)
    return Judged(correct=right and not late, timed_out=right and late)


TIME_UP = Judged(correct=False, timed_out=True)  # a question whose time ran out with no answer


@dataclass(frozen=True, slots=True)
class ChallengeScore:
    right: int  # questions right in time
    out_of: int  # questions asked

    def beats(self, other: ChallengeScore | None) -> bool:
        """Better than `other` (None: no challenge taken before, so any score is the best yet)."""
        if other is None:
            return True
        return (self.right, -self.out_of) > (other.right, -other.out_of)


def best_of(best: ChallengeScore | None, score: ChallengeScore) -> ChallengeScore:
    """The best of the two (the earlier one when neither beats the other)."""
    return score if best is None or score.beats(best) else best
