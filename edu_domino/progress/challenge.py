"""The timed challenge's rules, pure: one clock per question, and the score of a challenge.

The app's practice session (`session.PracticeSession(challenge=True)`) and a pupil's device
(`classplay/challenge.py`) judge by these, so a challenge scores the same everywhere:

- each question has `SECONDS_EACH` seconds from the moment it is shown;
- a right answer given in time counts as right; a right answer given later counts as wrong
  ("too slow"), and so does a question left unanswered when its time is up;
- the score is the questions right in time out of the questions asked; a pupil's best is the
  score with the most right in time (of two with as many, the one with fewer questions).

A finished challenge is kept in the record with the lesson results, under `RESULT_ID` (no pack
can have that id: pack ids are letters, digits and dashes), so the best lasts from day to day
and the pupil's progress page lists it as *Timed challenge*; each question is a practice answer
with `challenge` set, as any practice answer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..i18n import N_

if TYPE_CHECKING:
    from .profiles import Pupil
    from .record import Record

SECONDS_EACH = 10.0
RESULT_ID = "challenge:timed"  # the `pack_id` of a challenge's result in the record
TITLE = N_("Timed challenge")


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


def save_result(record: Record, pupil: Pupil, score: ChallengeScore, *, seconds: float = 0) -> None:
    """Keep a finished challenge's score in the record (one transaction)."""
    record.record_lesson(pupil, RESULT_ID, 1, score.right, score.out_of, seconds=seconds)


def result_entry(pupil: Pupil, score: ChallengeScore, *, seconds: float = 0) -> dict:
    """`save_result` described by an entry (`unsaved.lesson_entry`), as the app saves it: kept on
    this computer when the record cannot take it yet, so a finished challenge is never lost."""
    from .unsaved import lesson_entry

    return lesson_entry(pupil, RESULT_ID, "1", score.right, score.out_of, lesson="", seconds=seconds)


def best_in(record: Record, pupil: Pupil) -> ChallengeScore | None:
    """The pupil's best challenge in the record (None: they never finished one)."""
    rows = record.query("SELECT score, out_of FROM lesson_results WHERE pupil_id = ? AND pack_id = ?",
                        (pupil.id, RESULT_ID))
    best: ChallengeScore | None = None
    for right, out_of in rows:
        if type(right) is int and type(out_of) is int:  # a damaged cell is left out
            best = best_of(best, ChallengeScore(right, out_of))
    return best
