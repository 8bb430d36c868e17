"""The timed challenge in the app: the rules and a focused Start, the questions against the clock
(the drill's questions, `practice_drill.py`, in challenge mode), the score and the pupil's best.

The rules are `progress/challenge.py`'s, judged by `PracticeSession(challenge=True)` on this
scene's clock (`CLOCK`, a fake one in the tests). Above each question: the seconds left in big
digits, the words, and a bar that shrinks, striped and underlined in the last three seconds (never
colour alone). When the time runs out the question closes itself, saved as a wrong answer the way
any answer is (marked, saved by the record worker, then counted); an answer that arrives after
the time is up counts as wrong. Esc asks before leaving. A finished challenge's score is kept in
the record (`challenge.save_result`): the progress page shows the best. Texts are the devices'
(`classplay/page_texts.py`), so their translations are shared.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from enum import Enum

import pygame

from edu_domino.progress.challenge import ChallengeScore, best_in, best_of, result_entry
from edu_domino.progress.items import RHYTHM
from edu_domino.ui.i18n import N_
from edu_domino.ui.scenes.practice_drill import DrillScene
from edu_domino.ui.widgets import blit_center, draw_footer, draw_heading

CLOCK: Callable[[], float] = time.monotonic  # the judging clock (the tests put a fake one here)
HOLD_S = 1.0  # after a time-up, Enter waits this long: the key meant for the answer does not skip on
LAST_SECONDS = 3  # the bar is striped and underlined for these

HEADING = N_("Timed challenge")
RULES = N_("{total} questions. You have {seconds} seconds for each one. An answer counts when it is right and in time.")
START = N_("Start the challenge")
QUESTION = N_("Challenge: question {n} of {total}")
SECOND = N_("second left")
SECONDS = N_("seconds left")
TIME_UP = N_("Time is up!")
TIME_UP_ANSWER = N_("Time is up! The answer is {answer}.")
LATE = N_("Your answer came after the time was up.")
THE_ANSWER = N_("The answer: {answer}")
RESULT = N_("Challenge over! {right} of {total} right in time.")
BEST = N_("Your best: {right} of {out_of}.")
NEW_BEST = N_("That is your best yet!")
AGAIN = N_("Try the challenge again")
NO_TAPPING = N_("The timed challenge has no questions in your teacher's topics: tapping a rhythm is not timed.")


class Phase(Enum):
    READY = "ready"  # the rules, waiting for Start
    ON = "on"  # the questions, each against the clock
    OVER = "over"  # the score and the best


class ChallengeScene(DrillScene):
    """One timed challenge for one pupil: the teacher's topics and sitting length, without the
    rhythms to tap (their screen has no clock)."""

    leaves_out = (RHYTHM,)
    none_left = NO_TAPPING

    def __init__(self, app, pupil, seed: int | None = None, clock: Callable[[], float] | None = None) -> None:
        self.clock = clock or CLOCK
        self.seed = seed
        self.phase = Phase.READY
        self.best_before: ChallengeScore | None = None
        self.score: ChallengeScore | None = None
        self._closed_at: float | None = None  # when the time closed the question on screen
        self._closed_for = None  # the question the time closed (or tried to)
        super().__init__(app, pupil, seed)
        app.records.submit(lambda record: best_in(record, pupil), self._best_read, self._failed)

    def session_for(self, record, topics, seed):
        from edu_domino.progress import PracticeSession

        return PracticeSession(record, self.pupil, topics, seed=seed, top_level=self.aims.top_level,
                               length=self.aims.length, challenge=True, clock=self.clock)

    def _best_read(self, best: ChallengeScore | None) -> None:
        self.best_before = best

    def _started(self, session) -> None:
        self.session = session  # its first question waits for Start

    @property
    def best(self) -> ChallengeScore | None:
        """The pupil's best, this challenge counted once it is over."""
        return best_of(self.best_before, self.score) if self.score is not None else self.best_before

    # -- the questions against the clock ----------------------------------------------------------

    def time_left(self) -> float | None:
        """Seconds left on the question on screen (None between questions)."""
        if self.phase is not Phase.ON or self.feedback is not None or self.saving or self.session is None:
            return None
        return self.session.time_left()

    def update(self, dt: float) -> None:
        left = self.time_left()
        if left is not None and self.session is not None and self.session.countdown().up(self.clock()) \
                and self._closed_for is not self.item:  # once: a save that failed waits for the pupil's answer
            self._closed_at, self._closed_for = self.clock(), self.item
            self.save(self.session.mark_time_up())  # the question closes itself: wrong, nothing given
        super().update(dt)

    def _answered(self, feedback) -> None:
        super()._answered(feedback)
        session = self.session
        if session is not None and session.finished and self.score is None:
            summary = session.summary()
            score = self.score = ChallengeScore(summary.correct, summary.answered)
            self.app.records.submit_entry(result_entry(self.pupil, score, seconds=summary.ms / 1000),
                                          failed=self._failed)

    def options(self) -> list[tuple[str, str]]:
        if self.phase is Phase.READY:
            return [("button", "start"), ("button", "back")] if self.session else [("button", "back")]
        if self.phase is Phase.OVER:
            return [("button", "again"), ("button", "done")]
        return super().options()

    def _button_label(self, value: str) -> str:
        labels = {"start": START, "back": N_("Back"), "again": AGAIN, "done": N_("Done")}
        return self._(labels[value]) if value in labels else super()._button_label(value)

    def activate(self, kind: str, value: str) -> None:
        if value == "start" and self.session is not None:
            self.phase, self.focus = Phase.ON, 0
            self.item = self.session.next_item()  # its clock starts now
        elif value in ("back", "done"):
            self.app.pop()
        elif value == "again":
            self.app.replace(ChallengeScene(self.app, self.pupil, self.seed, self.clock))
        elif value == "next" and self._held():
            return  # the Enter meant for an answer, just after the time closed the question
        elif value == "next" and self.score is not None:
            self._summary()  # the score
        else:
            if value == "next":
                self._closed_at = None
            super().activate(kind, value)

    def _held(self) -> bool:
        return self._closed_at is not None and self.clock() - self._closed_at < HOLD_S

    def _summary(self) -> None:
        """Esc or Stop: leaving the rules or the score is safe; a challenge under way asks first
        (its last question answered: on to the score)."""
        if self.phase is not Phase.ON:
            self.app.pop()
            return
        if self.score is not None:
            self.phase, self.item, self.feedback, self.focus = Phase.OVER, None, None, 0
            return
        self.app.open("confirm", question=N_("Stop the challenge?"), yes=N_("Stop"), no=N_("Go on with the challenge"),
                      detail=N_("Your answers are saved, but a challenge counts for your best only when it is "
                                "finished."), on_yes=self.app.pop)

    def answer_text(self) -> str:
        fb = self.feedback
        if fb is None or self.item is None or not fb.timed_out:
            return super().answer_text()
        words = self.item.answer_words(self.app.i18n.language, self.app.settings.show_numbers)
        if fb.given:  # late: the countdown above already says the time is up
            return f"{self._(LATE)} {self._(THE_ANSWER, answer=words)}"
        return self._(TIME_UP_ANSWER, answer=words)

    def counter(self) -> str:
        if self.session is None or self.session.length is None:
            return super().counter()
        n = self.session.question_number - (self.feedback is not None)
        return self._(QUESTION, n=n, total=self.session.length)

    # -- what the pages say -----------------------------------------------------------------------

    def lines(self) -> list[str]:
        """The rules page's or the score page's words, as drawn."""
        best = self.best
        best_line = [self._(BEST, right=best.right, out_of=best.out_of)] if best else []
        if self.phase is Phase.READY:
            if self.session is None:
                return [self.problem or self._("Loading…")]
            return [self._(RULES, total=self.session.length, seconds=int(self.session.time_limit)), *best_line]
        assert self.score is not None
        new = [self._(NEW_BEST)] if self.best_before is not None and self.score.beats(self.best_before) else []
        problem = [self.problem] if self.problem else []  # the score could not be saved: said
        return [self._(RESULT, right=self.score.right, total=self.score.out_of), *best_line, *new, *problem]

    def countdown_words(self) -> tuple[str, str]:
        """The big number and its words ("7", "seconds left"), or ("", "Time is up!")."""
        left = self.time_left()
        if left is None:
            return ("", self._(TIME_UP)) if self.feedback is not None and self.feedback.timed_out else ("", "")
        n = math.ceil(left)
        if n <= 0:
            return "", self._(TIME_UP)
        return str(n), self._(SECOND if n == 1 else SECONDS)

    def footer(self) -> str:
        if self.phase is not Phase.ON:
            return self._("Left/Right: choose · Enter: press · Esc: back")
        return super().footer()

    # -- drawing --------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        if self.phase is Phase.ON:
            super().draw(surface)
            return
        theme, p = self.theme, self.theme.palette
        w = surface.get_width()
        surface.fill(p.background)
        y = draw_heading(surface, theme, self._(HEADING))
        bottom = draw_footer(surface, theme, self.footer())
        size = theme.px(1.4)
        line_h = theme.font(size).get_linesize()
        y += theme.margin
        self._rects, self._praised = [], []
        for i, text in enumerate(self.lines()):
            color = p.text if i == 0 else p.text_muted
            for line in theme.wrap(text, w - theme.unit * 12, size):
                self._praised.append(blit_center(surface, theme.text(line, size, color), (w // 2, y + line_h // 2)))
                y += line_h
            y += theme.gap
        options = self.options()
        self.focus %= len(options)
        self.draw_buttons(surface, options, bottom)

    def draw_top(self, surface: pygame.Surface) -> int:
        """The countdown where the drill has its heading: big digits, their words, and the bar."""
        theme, p = self.theme, self.theme.palette
        top = theme.unit
        w = surface.get_width()
        number, words = self.countdown_words()
        big = theme.px(2.8)
        digits = theme.text(number or " ", big, p.warning if number and int(number) <= LAST_SECONDS else p.text)
        said = theme.text(words or " ", theme.px(1.2), p.text)
        row_w = digits.get_width() + theme.gap + said.get_width()
        x = w // 2 - row_w // 2
        drawn = surface.blit(digits, digits.get_rect(midleft=(x, top + digits.get_height() // 2)))
        surface.blit(said, said.get_rect(midleft=(drawn.right + theme.gap, drawn.centery)))
        last = bool(number) and int(number) <= LAST_SECONDS
        if last:  # underlined as well as coloured
            pygame.draw.line(surface, p.warning, (drawn.left, drawn.bottom - theme.unit),
                             (drawn.right, drawn.bottom - theme.unit), max(3, theme.unit))
        y = drawn.bottom + theme.unit
        if number or words:  # answered in time: no clock to show until the next question
            self._draw_bar(surface, pygame.Rect(theme.margin * 2, y, w - theme.margin * 4, theme.unit * 2), last)
        return y + theme.unit * 2 + theme.gap

    def _draw_bar(self, surface: pygame.Surface, frame: pygame.Rect, last: bool) -> None:
        """The time left as a bar that shrinks from the right; striped in the last seconds."""
        p = self.theme.palette
        left = self.time_left()
        share = 0.0 if left is None or self.session is None else left / self.session.time_limit
        pygame.draw.rect(surface, p.panel, frame)
        filled = pygame.Rect(frame.left, frame.top, round(frame.width * share), frame.height)
        pygame.draw.rect(surface, p.warning if last else p.legal, filled)
        if last:
            step = max(6, frame.height)
            clip = surface.get_clip()
            surface.set_clip(filled)
            for x in range(filled.left - frame.height, filled.right, step):
                pygame.draw.line(surface, p.background, (x, filled.bottom), (x + frame.height, filled.top), 2)
            surface.set_clip(clip)
        pygame.draw.rect(surface, p.text_muted, frame, 1)
