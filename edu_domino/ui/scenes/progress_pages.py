"""The teacher's view of the class, read from the record on the app's record worker (until the
answer comes back the page says "Loading…"), and the staging of the progress pages for
screenshots. The pupil's own page is `progress.py` (scene "progress").
"""

from __future__ import annotations

import pygame

from edu_domino.ui.i18n import N_
from edu_domino.ui.intents import Intent
from edu_domino.ui.scene import Scene
from edu_domino.ui.skill_names import SKILL_HEADINGS
from edu_domino.ui.widgets import draw_footer, draw_heading, draw_lines

# Under the table: the skill columns show what each pupil's own page shows, and say so.
SKILL_CELLS_MEAN = N_("★: stars won, one per level passed · %: how full the bar of the level being learnt is, "
                      "as on each pupil's own page")


class ClassScene(Scene):
    """The teacher's view: one row per pupil, answers, accuracy and per skill the stars and the
    level's bar the pupil's own page shows (one measure for both, so they can be compared)."""

    @staticmethod
    def cells(row, skills: list[str]) -> list[str]:
        """A pupil's row as drawn: name, answers, right answers, then per skill the stars won
        and the level's bar, the very figures of the pupil's own page ("2★ 31 %")."""
        accuracy = "-" if row.accuracy is None else f"{round(row.accuracy * 100)} %"
        shown = []
        for k in skills:
            s = row.skills.get(k)
            shown.append("-" if s is None else f"{s.stars}★ {round(s.level_share * 100)} %")
        return [row.pupil.name, str(row.answered), accuracy, *shown]

    def headings(self) -> list[str]:
        return [self._("Pupil"), self._("Answers"), self._("Right"), *(self._(SKILL_HEADINGS[k]) for k in SKILL_HEADINGS)]

    def __init__(self, app, class_name: str | None = None) -> None:
        super().__init__(app)
        from edu_domino.progress import class_view

        self.class_name = class_name  # one class's pupils (edu_domino.progress.classes), or everyone
        self.rows: list | None = None  # computed on the record worker
        self.problem = ""
        self.first = 0
        app.records.submit(lambda record: class_view(record, pupils=_pupils_of(record, class_name)),
                           self._ready, self._failed)

    def _ready(self, rows: list) -> None:
        self.rows = rows

    def _failed(self, problem: str) -> None:
        self.problem = problem

    def on_intent(self, intent: Intent) -> None:
        if intent in (Intent.BACK, Intent.CONFIRM):
            self.app.pop()
        elif intent is Intent.DOWN:
            self.first = min(max(0, len(self.rows or ()) - 1), self.first + 1)
        elif intent is Intent.UP:
            self.first = max(0, self.first - 1)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        w, h = surface.get_size()
        surface.fill(p.background)
        heading = self._("The class") if self.class_name is None else self._("Class {name}", name=self.class_name)
        top = draw_heading(surface, theme, heading)
        bottom = draw_footer(surface, theme, self._("Up/Down: scroll · Esc: back"))
        line_h = theme.font(theme.body_px).get_linesize()
        means = theme.wrap(self._(SKILL_CELLS_MEAN), w - theme.unit * 8)[:3]
        bottom -= len(means) * line_h + theme.unit
        for i, line in enumerate(means):
            surface.blit(theme.text(line, theme.body_px, p.text_muted), (theme.margin, bottom + i * line_h))
        skills = list(SKILL_HEADINGS)
        headings = self.headings()
        # Each column as wide as its widest text, the spare width shared out between them; in a
        # narrow window the text gets smaller (to 2/3 of the body size) so the last column fits.
        rows = self.rows or []
        table = [headings] + [self.cells(row, skills) for row in rows]
        size = theme.body_px
        while True:
            font = theme.font(size)
            widths = [max(font.size(r[i])[0] for r in table) for i in range(len(headings))]
            needed = sum(widths) + theme.gap * (len(headings) - 1) + theme.unit * 8
            if needed <= w or size <= theme.body_px * 2 // 3:
                break
            size -= 1
        line_h = font.get_linesize()
        spare = max(0, w - theme.unit * 8 - sum(widths))
        gap = spare // max(1, len(headings) - 1) if len(headings) > 1 else 0
        xs, x = [], theme.margin
        for width in widths:
            xs.append(x)
            x += width + max(gap, theme.gap)
        y = top
        for x, text in zip(xs, headings, strict=True):
            surface.blit(theme.text(text, size, p.text_muted), (x, y))
        y += line_h + theme.unit
        if not self.rows:
            note = self.problem or (self._("Loading…") if self.rows is None else self._("No pupils yet."))
            margin = theme.unit * 3  # a long problem wraps: all of it on a small screen too
            draw_lines(surface, theme, note, pygame.Rect(margin, y + line_h // 2, w - 2 * margin, 0),
                       p.warning if self.problem else p.text)
        for row in (self.rows or [])[self.first:]:
            if y + line_h > bottom:
                break
            cells = self.cells(row, skills)
            for x, text in zip(xs, cells, strict=True):
                surface.blit(theme.text(text, size, p.text), (x, y))
            y += line_h + theme.unit


def _pupils_of(record, class_name: str | None) -> list | None:
    if class_name is None:
        return None
    from edu_domino.progress.classes import class_pupils

    return class_pupils(record, class_name)
