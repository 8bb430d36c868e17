"""The end of a practice sitting (its questions done, or Stop): how many were right, how many not
yet, and what to practise next and why, in words a child reads from the back of the room, with
the one row that starts it. What to practise next is `progress.next_practice`'s, as on a pupil's
device (`classplay/practice.py`): read from the record on the record worker."""

from __future__ import annotations

import pygame

from edu_domino.progress import challenge
from edu_domino.ui.i18n import N_
from edu_domino.ui.scenes.menu_scene import MenuScene
from edu_domino.ui.skill_names import SKILL_NAMES
from edu_domino.ui.widgets import MenuItem, blit_center


class SummaryScene(MenuScene):
    heading = N_("Practice finished")

    def __init__(self, app, pupil, summary, topics: tuple[str, ...] = (), top_level: int | None = None) -> None:
        """`topics`: what the teacher set this pupil to practise: the suggestion is among these,
        never above the teacher's highest level (`top_level`, None: no limit)."""
        self.pupil = pupil
        self.summary = summary
        self.next = None  # progress.next_practice.NextPractice, once the record worker has read it
        super().__init__(app)
        if topics:
            from edu_domino.progress.drills import default_drills
            from edu_domino.progress.next_practice import next_after_sitting

            app.records.submit(lambda record: next_after_sitting(record, pupil, topics, default_drills(), top_level),
                               self._suggested, lambda _problem: None)  # no suggestion: the rest stands

    def _suggested(self, suggested) -> None:
        self.next = suggested
        self.menu.focus = 0  # the row that starts it (when there is one): Enter starts it

    def _topic(self) -> str:
        skill = self.next.skill if self.next else ""
        return self._(SKILL_NAMES.get(skill, skill)) if skill else ""

    def build_items(self) -> list[MenuItem]:
        return [MenuItem(lambda: self._("Start: {topic}", topic=self._topic()), self._start_next,
                         visible=lambda: bool(self._topic())),
                MenuItem(N_("Practise again"), self._again),
                MenuItem(challenge.TITLE, self._challenge),  # as the devices offer it at the end of a sitting
                MenuItem(N_("Done"), self.app.pop)]

    def _challenge(self) -> None:
        self.app.replace(self.app.make_scene("challenge", pupil=self.pupil))

    def _again(self) -> None:
        self.app.replace(self.app.make_scene("drill", pupil=self.pupil))

    def _start_next(self) -> None:
        if self.next is not None and self.next.skill:
            self.app.replace(self.app.make_scene("drill", pupil=self.pupil, topics=(self.next.skill,)))

    def lines(self) -> list[str]:
        """What the summary says, line by line (tests read these)."""
        s = self.summary
        if not s.answered:
            out = [self._("No questions answered this time.")]
        else:
            out = [self._("Right: {n}", n=s.correct), self._("Not right yet: {n}", n=s.wrong)]
        if self.next is not None:
            if self.next.skill:
                out.append(self._("Practise next: {topic}", topic=self._topic()))
            out.append(self._(self.next.why, **self.next.fields))
        return out

    def draw_extra(self, surface: pygame.Surface, area: pygame.Rect) -> pygame.Rect:
        theme = self.theme
        p = theme.palette
        size = theme.px(1.4)
        line_h = theme.font(size).get_linesize()
        y = area.top + theme.gap
        # right, not right yet, what next, why (without answers: the note, what next, why)
        colours = [p.legal, p.warning, p.focus, p.text] if self.summary.answered else [p.text, p.focus, p.text]
        for i, text in enumerate(self.lines()):
            for line in theme.wrap(text, area.width, size):
                blit_center(surface, theme.text(line, size, colours[min(i, len(colours) - 1)]),
                            (area.centerx, y + line_h // 2))
                y += line_h
        return pygame.Rect(area.left, y + theme.gap, area.width, max(0, area.bottom - y - theme.gap))
