"""A pupil's progress (mastery per skill, right answers per day, what to do next) and the
teacher's view of the class. Both are read from the record on the app's record worker; until the
answer comes back the page says "Loading…".
"""

from __future__ import annotations

import pygame

from edu_domino.ui.intents import Intent
from edu_domino.ui.scene import Scene
from edu_domino.ui.skill_names import SKILL_NAMES
from edu_domino.ui.widgets import blit_center, draw_footer, draw_heading


class ProgressScene(Scene):
    """Mastery per skill as bars, accuracy over the last days as a line, what to do next."""

    def __init__(self, app, pupil) -> None:
        super().__init__(app)
        from edu_domino.progress import pupil_progress

        self.pupil = pupil
        self.progress = None  # computed on the record worker (a big record takes ~100 ms)
        self.problem = ""
        app.records.submit(lambda record: pupil_progress(record, pupil), self._ready, self._failed)

    def _ready(self, progress) -> None:
        self.progress = progress

    def _failed(self, problem: str) -> None:
        self.problem = problem

    def on_intent(self, intent: Intent) -> None:
        if intent in (Intent.BACK, Intent.CONFIRM):
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        w, h = surface.get_size()
        surface.fill(p.background)
        prog = self.progress
        top = draw_heading(surface, theme, self._("Progress of {name}", name=self.pupil.name))
        bottom = draw_footer(surface, theme, self._("Esc: back"))
        if prog is None:
            note = self.problem or self._("Loading…")
            blit_center(surface, theme.text(note, theme.body_px, p.warning if self.problem else p.text_muted),
                        (w // 2, (top + bottom) // 2))
            return
        line_h = theme.font(theme.body_px).get_linesize()
        # Mastery bars: the label, the bar, and the percentage in words (not colour alone).
        label_w = max(theme.font(theme.body_px).size(self._(n))[0] for n in SKILL_NAMES.values())
        x0 = theme.unit * 4
        bar_x = x0 + label_w + theme.unit * 3
        bar_w = w - bar_x - theme.body_px * 5
        y = top + theme.unit
        for skill in prog.skills:
            surface.blit(theme.text(self._(SKILL_NAMES.get(skill.skill, skill.skill)), theme.body_px, p.text), (x0, y))
            bar = pygame.Rect(bar_x, y + line_h // 6, bar_w, line_h * 2 // 3)
            pygame.draw.rect(surface, p.panel, bar, border_radius=theme.unit)
            filled = bar.copy()
            filled.width = int(bar.width * max(0.0, min(1.0, skill.mastery)))
            if filled.width:
                pygame.draw.rect(surface, p.legal, filled, border_radius=theme.unit)
            pygame.draw.rect(surface, p.text_muted, bar, 2, border_radius=theme.unit)
            surface.blit(theme.text(f"{round(skill.mastery * 100)} %", theme.body_px, p.text), (bar.right + theme.unit * 2, y))
            y += line_h + theme.unit * 2
        # Answers the record could not read (damaged rows): left out of the chart, and said so.
        note_lines: list[str] = []
        if prog.unreadable:
            note = self._("{n} answers could not be read (the record is damaged there) and are not counted.",
                          n=prog.unreadable)
            note_lines = theme.wrap(note, w - theme.unit * 4, theme.body_px)[:2]
        # Accuracy per day, oldest first.
        room = bottom - y - line_h * (4 + len(note_lines))
        chart = pygame.Rect(bar_x, y + theme.unit * 2, bar_w, max(line_h * 3, room))
        surface.blit(theme.text(self._("Right answers per day"), theme.body_px, p.text), (x0, chart.top))
        # Leave room under the chart for the day labels, and a scale of 0, 50 and 100 % beside it.
        chart.height -= line_h
        pygame.draw.rect(surface, p.panel, chart)
        for share in (0.0, 0.5, 1.0):
            gy = int(chart.bottom - share * chart.height)
            pygame.draw.line(surface, p.text_muted, (chart.left, gy), (chart.right, gy), 1)
            label = theme.text(f"{round(share * 100)} %", theme.body_px, p.text_muted)
            surface.blit(label, (chart.right + theme.unit * 2, gy - label.get_height() // 2))
        days = prog.days[-14:]
        if days:
            step = chart.width / max(1, len(days))
            points = [(int(chart.left + step * (i + 0.5)), int(chart.bottom - d.accuracy * chart.height)) for i, d in enumerate(days)]
            if len(points) > 1:
                pygame.draw.lines(surface, p.last_move, False, points, max(3, theme.unit // 2))
            for pt in points:
                pygame.draw.circle(surface, p.last_move, pt, max(4, theme.unit))
            # Day labels (day/month), thinned so they never overlap.
            sample = theme.text("30/12", theme.body_px, p.text_muted).get_width()
            every = max(1, int((sample + theme.unit * 2) // max(1.0, step)) + 1)
            for i, (pt, d) in enumerate(zip(points, days, strict=True)):
                if i % every == 0 or i == len(days) - 1:
                    label = theme.text(f"{d.day.day}/{d.day.month}", theme.body_px, p.text_muted)
                    surface.blit(label, (pt[0] - label.get_width() // 2, chart.bottom + theme.unit))
        else:
            blit_center(surface, theme.text(self._("No answers yet."), theme.body_px, p.text_muted), chart.center)
        reason = self._(prog.suggestion.reason)
        if prog.suggestion.skill:
            reason += " " + self._("Next: {skill}.", skill=self._(SKILL_NAMES.get(prog.suggestion.skill, prog.suggestion.skill)))
        blit_center(surface, theme.text(reason, theme.body_px, p.focus), (w // 2, bottom - line_h))
        for i, line in enumerate(reversed(note_lines)):  # upwards from just above the suggestion
            blit_center(surface, theme.text(line, theme.body_px, p.warning),
                        (w // 2, bottom - line_h * (2 + i) - line_h // 3))


class ClassScene(Scene):
    """The teacher's view: one row per pupil, answers, accuracy and mastery per skill."""

    @staticmethod
    def _cells(row, skills: list[str]) -> list[str]:
        accuracy = "-" if row.accuracy is None else f"{round(row.accuracy * 100)} %"
        return [row.pupil.name, str(row.answered), accuracy,
                *(f"{round(row.mastery.get(k, 0.0) * 100)} %" for k in skills)]

    def __init__(self, app) -> None:
        super().__init__(app)
        from edu_domino.progress import class_view

        self.rows: list | None = None  # computed on the record worker
        self.problem = ""
        self.first = 0
        app.records.submit(class_view, self._ready, self._failed)

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
        top = draw_heading(surface, theme, self._("The class"))
        bottom = draw_footer(surface, theme, self._("Up/Down: scroll · Esc: back"))
        line_h = theme.font(theme.body_px).get_linesize()
        skills = list(SKILL_NAMES)
        headings = [self._("Pupil"), self._("Answers"), self._("Right"), *(self._(SKILL_NAMES[k]) for k in skills)]
        # Short skill headings: the first word, so the columns fit a projector line.
        headings = headings[:3] + [h.split()[0] for h in headings[3:]]
        # Each column as wide as its widest text, the spare width shared out between them.
        font = theme.font(theme.body_px)
        rows = self.rows or []
        table = [headings] + [self._cells(row, skills) for row in rows]
        widths = [max(font.size(r[i])[0] for r in table) for i in range(len(headings))]
        spare = max(0, w - theme.unit * 8 - sum(widths))
        gap = spare // max(1, len(headings) - 1) if len(headings) > 1 else 0
        xs, x = [], theme.unit * 4
        for width in widths:
            xs.append(x)
            x += width + max(gap, theme.unit * 2)
        y = top
        for x, text in zip(xs, headings, strict=True):
            surface.blit(theme.text(text, theme.body_px, p.text_muted), (x, y))
        y += line_h + theme.unit
        if not self.rows:
            note = self.problem or (self._("Loading…") if self.rows is None else self._("No pupils yet."))
            blit_center(surface, theme.text(note, theme.body_px, p.warning if self.problem else p.text), (w // 2, y + line_h))
        for row in (self.rows or [])[self.first:]:
            if y + line_h > bottom:
                break
            cells = self._cells(row, skills)
            for x, text in zip(xs, cells, strict=True):
                surface.blit(theme.text(text, theme.body_px, p.text), (x, y))
            y += line_h + theme.unit


def stage_progress(app, class_view: bool = False) -> None:
    """For screenshots: three pupils with some weeks of practice; Ana's progress, or the class."""
    import time

    from edu_domino.progress import open_record
    from edu_domino.progress.demo import SimulatedClock, simulate_practice

    clock = SimulatedClock(time.time() - 12 * 86_400)
    with open_record(clock=clock.wall) as record:
        known = {pupil.name for pupil in record.pupils()}
        for seed, (name, answers) in enumerate((("Ana", 640), ("Bruno", 300), ("Carla", 180))):
            if name not in known:
                simulate_practice(record, clock, name, answers, seed, per_day=60)
        ana = record.find_pupil("Ana")
    app.open("practice")
    if class_view:
        app.push(ClassScene(app))
    else:
        app.open("pupil", pupil=ana)
        app.push(ProgressScene(app, ana))
    app.records.flush()
