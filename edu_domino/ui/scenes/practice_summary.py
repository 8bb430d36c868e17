"""The end of a practice sitting (its questions done, or Stop): how many were right, how many not
yet, and what to practise next, in words a child reads from the back of the room."""

from __future__ import annotations

import pygame

from edu_domino.ui.i18n import N_
from edu_domino.ui.scenes.menu_scene import MenuScene
from edu_domino.ui.skill_names import SKILL_NAMES
from edu_domino.ui.widgets import MenuItem, blit_center


class SummaryScene(MenuScene):
    heading = N_("Practice finished")

    def __init__(self, app, pupil, summary) -> None:
        self.pupil = pupil
        self.summary = summary
        super().__init__(app)

    def build_items(self) -> list[MenuItem]:
        return [MenuItem(N_("Practise again"), self._again), MenuItem(N_("Done"), self.app.pop)]

    def _again(self) -> None:
        self.app.replace(self.app.make_scene("drill", pupil=self.pupil))

    def lines(self) -> list[str]:
        """What the summary says, line by line (tests read these)."""
        s = self.summary
        if not s.answered:
            return [self._("No questions answered this time.")]
        out = [self._("Right: {n}", n=s.correct), self._("Not right yet: {n}", n=s.wrong)]
        skill = s.practise_next
        if skill is None:
            out.append(self._("All right! Next time, try something new."))
        else:
            out.append(self._("Practise next: {topic}", topic=self._(SKILL_NAMES.get(skill, skill))))
        return out

    def draw_extra(self, surface: pygame.Surface, area: pygame.Rect) -> pygame.Rect:
        theme = self.theme
        p = theme.palette
        size = theme.px(1.4)
        line_h = theme.font(size).get_linesize()
        y = area.top + theme.gap
        colours = [p.legal, p.warning, p.focus]
        for i, text in enumerate(self.lines()):
            for line in theme.wrap(text, area.width, size):
                blit_center(surface, theme.text(line, size, colours[i % 3] if self.summary.answered else p.text),
                            (area.centerx, y + line_h // 2))
                y += line_h
        return pygame.Rect(area.left, y + theme.gap, area.width, max(0, area.bottom - y - theme.gap))
