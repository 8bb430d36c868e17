"""The timed challenge on a pupil's device (own-pace practice): where a pupil is in it, and what
their page and the teacher's row say about it.

The rules are the app's (`progress/challenge.py`, judged by `PracticeSession(challenge=True)`);
the clock is the server's: a question's time runs from when the server asked it, so a pupil's
device (asleep, reloaded, its clock changed) never decides when the time is up. A question whose
time runs out is closed by the server (saved as not answered in time); an answer that arrives
after that is refused, and the page says so.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from edu_domino.i18n import N_, translate
from edu_domino.progress.challenge import SECONDS_EACH, ChallengeScore, Countdown, best_of
from edu_domino.progress.session import PracticeFeedback

NO_ANSWER_IN_TIME = N_("no answer in time")


class Phase(StrEnum):
    READY = "ready"  # the rules on the page, waiting for the pupil's Start
    ON = "on"  # its questions, each against the clock
    OVER = "over"  # the result and the pupil's best


@dataclass
class DeviceChallenge:
    total: int  # questions in the challenge (the teacher's sitting length)
    best_before: ChallengeScore | None  # the pupil's best when this challenge began
    phase: Phase = Phase.READY
    right: int = 0  # right in time so far
    asked: int = 0  # questions closed so far (answered, or their time up)
    closing: bool = False  # the server is saving a question whose time ran out
    late: bool = False  # the last question's answer arrived after its time was up
    ms: int = 0  # time taken over the questions so far

    @property
    def score(self) -> ChallengeScore:
        return ChallengeScore(self.right, self.asked)

    @property
    def best(self) -> ChallengeScore | None:
        """The pupil's best, this challenge counted once it is over."""
        return best_of(self.best_before, self.score) if self.phase is Phase.OVER else self.best_before

    def begin(self) -> None:
        self.phase, self.right, self.asked, self.ms = Phase.ON, 0, 0, 0

    def counted(self, feedback: PracticeFeedback) -> None:
        """A question closed (answered, or its time up): the score moves; the last one ends it."""
        self.closing = False
        self.asked += 1
        self.right += int(feedback.correct)
        self.ms += feedback.ms
        if self.asked >= self.total:
            self.phase = Phase.OVER

    def page_json(self, countdown: Countdown | None, now: float) -> dict:
        """What the pupil's page draws: the phase, the current question's clock (milliseconds
        left by the server's clock, None between questions), the score, and their best."""
        best = self.best
        seconds = countdown.limit if countdown else SECONDS_EACH  # the sessions' own limit
        return {"phase": str(self.phase), "total": self.total, "seconds": int(seconds),
                "left_ms": None if countdown is None else int(countdown.left(now) * 1000),
                "right": self.right, "asked": self.asked, "late": self.late,
                "best": None if best is None else {"right": best.right, "out_of": best.out_of},
                "new_best": self.phase is Phase.OVER and self.best_before is not None
                and self.score.beats(self.best_before)}

    def live_json(self) -> dict:
        """The teacher's row: in a challenge (or getting ready for one), its score, the best."""
        best = self.best
        return {"phase": str(self.phase), "right": self.right, "asked": self.asked, "total": self.total,
                "best": None if best is None else {"right": best.right, "out_of": best.out_of}}


def given_in_challenge(feedback: PracticeFeedback, given: str, lang: str) -> str:
    """An answer's words for the teacher, "no answer in time" when the time ran out first."""
    return translate(lang, NO_ANSWER_IN_TIME) if feedback.timed_out and not feedback.given else given
