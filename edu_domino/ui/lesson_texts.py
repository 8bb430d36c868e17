"""What the lesson screen says around a step: the progress line, the footer's keys and the
finished lesson's summary; a mixin of the lesson screen (ui/scenes/lesson_screen.py)."""

from __future__ import annotations

from typing import Any

import pygame

from edu_domino.ui.widgets import blit_center


class LessonTexts:
    # The lesson screen's own.
    app: Any
    theme: Any
    runner: Any
    pupil: Any
    panel: Any
    view: Any
    waiting: bool
    saving: int
    save_problem: str
    _progress_shown: tuple[int, int, int]
    _score_before: int
    _choices: list
    _: Any
    verdict_held: Any
    needs_absent_sound: Any
    aside_footer: Any
    saving_note: Any
    build_choices: Any
    _layout_buttons: Any

    def progress_line(self) -> str:
        """Which step of how many (a number that never grows), the questions to try again said
        apart, the score and who is doing the lesson."""
        number, total, again = self._progress_shown if self.waiting else self.runner.progress
        parts = [self._("Step {i} of {n}", i=number, n=total) if number else self._("Trying again")]
        if again == 1:
            parts.append(self._("1 question to try again"))
        elif again > 1:
            parts.append(self._("{n} questions to try again", n=again))
        score = self._score_before if self.verdict_held() else self.runner.score  # no verdict before its save
        parts.append(self._("Score {s}/{t}", s=score, t=self.runner.out_of))
        parts.append(self.pupil.name if self.pupil is not None else self._("Whole class"))
        return " · ".join(parts)

    def footer(self) -> str:
        """The keys that work now: the step's own, or those of its answer and of the summary."""
        if self.runner.finished and not self.waiting:
            return self._("Enter: back to the lessons · Esc: leave")
        if self.waiting:
            if self.panel.can_hear():
                return self._("Enter: continue · Space: hear it again · Esc: leave")
            return self._("Enter: continue · Esc: leave")
        if self.needs_absent_sound():
            return self.aside_footer()
        return self.view.footer()

    def _draw_summary(self, surface: pygame.Surface, y: int, bottom: int) -> None:
        theme = self.theme
        w = surface.get_width()
        text = self._("Lesson complete: {s} of {t} right at the first try.", s=self.runner.score, t=self.runner.out_of)
        if self.verdict_held():
            text = self._("Saving your answer…")
        size = theme.px(1.4)
        for line in theme.wrap(text, w - theme.unit * 8, size):
            r = blit_center(surface, theme.text(line, size, theme.palette.focus), (w // 2, y + size))
            y = r.bottom
        if self.save_problem:
            where, color = self.save_problem, theme.palette.warning
        elif self.saving:
            busy = bool(self.app.records.retrying)
            where, color = self.saving_note(), theme.palette.warning if busy else theme.palette.text_muted
        elif self.pupil is not None:
            where, color = self._("Saved in the record of {name}.", name=self.pupil.name), theme.palette.text
        else:
            where, color = self._("Whole class: nothing was recorded."), theme.palette.text_muted
        y += theme.unit * 2
        for line in theme.wrap(where, w - theme.unit * 8):
            r = blit_center(surface, theme.text(line, theme.body_px, color), (w // 2, y + theme.body_px))
            y = r.bottom
        self._choices = self.build_choices()
        self._layout_buttons(surface, self._choices, pygame.Rect(0, bottom - theme.body_px * 4, w, theme.body_px * 3))
