"""Practice: pick (or create) a pupil, answer adaptive drills, see progress as a chart.

The drills, their scheduling and the record are edu_domino.progress's (pure); this module shows
the current item, turns keys and clicks into answers and draws the progress screen. Everything
that reads or writes the record runs on the app's record worker (`ui/records.py`); until its
answer comes back a scene shows "Loading…" or "Saving…", never a frozen window.
"""

from __future__ import annotations

import unicodedata

import pygame

from edu_domino.ui.i18n import N_
from edu_domino.ui.intents import Intent
from edu_domino.ui.scene import Scene
from edu_domino.ui.scenes.menu_scene import MenuScene
from edu_domino.ui.scenes.name_entry import NameScene  # noqa: F401  (tests import it from here)
from edu_domino.ui.scenes.pupils import PupilPickerScene, set_pin_flow
from edu_domino.ui.widgets import (
    MenuItem,
    blit_center,
    draw_button,
    draw_footer,
    draw_heading,
    tick,
)

SKILL_NAMES = {
    "sums": N_("Note sums"),
    "spellings": N_("Same value, other notes"),
    "powers": N_("Powers of two"),
    "listening": N_("Listening"),
}
# The progress package's own message ids, translated here (see scripts/compile_catalogs.py).
_PROGRESS_MESSAGES = (
    N_("How many eighth notes is this worth?"),
    N_("How many eighth notes do these two make together?"),
    N_("Which one is worth the same?"),
    N_("What number is this power of two?"),
    N_("Two to the power of what gives this number?"),
    N_("Listen. Which one did you hear?"),
    N_("Go over the ones you got wrong."),
    N_("Some questions are due for review."),
    N_("Ready for something new."),
    N_("All mastered! Try challenge mode."),
    N_("Start here."),
)


class PracticeScene(PupilPickerScene):
    """Who is practising: the pupils on this machine (a PIN asked when they have one), a new one,
    and the class view for the teacher."""

    heading = N_("Practice")

    def __init__(self, app) -> None:
        super().__init__(app, self._open)

    def extra_items(self) -> list[MenuItem]:
        if self.app.records.problem:
            return []
        return [MenuItem(N_("The class (for the teacher)"), lambda: self.app.push(ClassScene(self.app)))]

    def _open(self, pupil) -> None:
        self.app.push(PupilScene(self.app, pupil))


class PupilScene(MenuScene):
    def __init__(self, app, pupil) -> None:
        self.pupil = pupil
        super().__init__(app)

    def heading_text(self) -> str:
        return self.pupil.name

    def build_items(self) -> list[MenuItem]:
        return [
            MenuItem(N_("Practise"), lambda: self.app.push(DrillScene(self.app, self.pupil))),
            MenuItem(N_("My progress"), lambda: self.app.push(ProgressScene(self.app, self.pupil))),
            MenuItem(N_("Set a PIN"), self._set_pin, visible=lambda: not self.pupil.has_pin),
            MenuItem(N_("Change the PIN"), self._set_pin, visible=lambda: self.pupil.has_pin),
            MenuItem(N_("Remove the PIN"), self._remove_pin, visible=lambda: self.pupil.has_pin),
            MenuItem(N_("Rename"), self._rename),
            MenuItem(N_("Remove this pupil"), self._remove),
            MenuItem(N_("Back"), self.app.pop),
        ]

    def _set_pin(self) -> None:
        set_pin_flow(self.app, self.pupil, self._pin_saved)

    def _pin_saved(self, pupil) -> None:
        self.pupil = pupil
        self.message = self._("PIN saved. It will be asked next time.")

    def _remove_pin(self) -> None:
        pupil = self.pupil

        def removed(updated) -> None:
            self.pupil = updated
            self.message = self._("PIN removed.")

        self.message = self._("Saving…")
        self.app.records.submit(lambda record: record.set_pin(pupil, None), removed, self._failed)

    def _failed(self, problem: str) -> None:
        self.message = problem

    def _rename(self) -> None:
        from edu_domino.progress.profiles import MAX_NAME

        pupil = self.pupil
        scene: NameScene

        def typed(name: str) -> None:
            scene.wait(self._("Saving…"))
            self.app.records.submit(lambda record: record.rename_pupil(pupil, name), renamed, scene.fail)

        def renamed(updated) -> None:
            if self.app.top is scene:
                self.app.pop()
            self.pupil = updated  # saved either way: the page shows the new name
            self.message = self._("Name saved.")

        scene = NameScene(self.app, typed, heading=self._("New name for {name}").format(name=pupil.name),
                          text=pupil.name, max_length=MAX_NAME)
        self.app.push(scene)

    def _remove(self) -> None:
        """Remove the pupil and all their answers, once the teacher has typed the name: a slip
        of a key cannot do it. The record keeps a copy (CSV) before deleting anything."""
        from edu_domino.progress import remove_pupil
        from edu_domino.progress.profiles import MAX_NAME

        pupil = self.pupil
        scene: NameScene

        def typed(text: str) -> str | None:
            if _same_name(text) != _same_name(pupil.name):
                scene.text = ""
                return self._("That is not the name; nothing was removed.")
            scene.wait(self._("Removing…"))
            self.app.records.submit(lambda record: remove_pupil(record, pupil), removed, scene.fail)
            return None

        def removed(gone) -> None:
            # Gone from the record: this page (and anything opened from it) must go too.
            if self in self.app.scenes:
                while self.app.top is not self:
                    self.app.pop()
                self.app.pop()
            picker = self.app.top
            if isinstance(picker, PupilPickerScene):
                picker.forget(pupil)
                picker.message = self._(
                    "{name} was removed. A copy of their answers and lesson results was kept in {folder} ({file})."
                ).format(name=gone.name, folder=gone.folder, file=gone.copy.name)

        heading = self._("To remove {name} and all their answers, type the name").format(name=pupil.name)
        scene = NameScene(self.app, typed, heading=heading, max_length=MAX_NAME)
        self.app.push(scene)


def _same_name(text: str) -> str:
    """What must match to confirm a name: any case, spaces at the ends or doubled ignored."""
    return " ".join(unicodedata.normalize("NFC", text).split()).casefold()


class DrillScene(Scene):
    """One drill after another until the pupil stops; no time pressure."""

    def __init__(self, app, pupil, seed: int | None = None) -> None:
        super().__init__(app)
        from edu_domino.progress import PracticeSession

        # The session reads the pupil's schedule from the record, and each answer writes to
        # it: both run on the record worker. The frame thread touches the session only while
        # nothing of it is queued (between an answer's feedback and the next answer).
        self.session = None
        self.item = None
        self.saving = False  # an answer is on its way to the record
        self.problem = ""  # the record's last complaint, shown until the next answer
        self.feedback = None
        app.records.submit(lambda record: PracticeSession(record, pupil, seed=seed), self._started, self._failed)
        self.focus = 0
        self.number = 0
        self._rects: list[pygame.Rect] = []
        self._painter = None
        self._played = False

    def painter(self):
        if self._painter is None:
            from edu_domino.faces import FaceOptions
            from edu_domino.ui.painter import PainterTheme, TilePainter

            p = self.theme.palette
            theme = PainterTheme(face=p.tile_face, edge=p.tile_edge, ink=p.pip, back=p.tile_back, highlight=p.focus)
            self._painter = TilePainter(FaceOptions("notes"), 0, theme=theme)
        return self._painter

    def relayout(self) -> None:
        self._painter = None

    def half(self, key: str, size: int) -> pygame.Surface:
        from edu_domino.faces import parse_spelling

        return self.painter().half_surface(parse_spelling(key), max(8, size))

    def _started(self, session) -> None:
        self.session = session
        self.item = session.next_item()

    def _failed(self, problem: str) -> None:
        self.saving = False
        self.problem = problem

    def _answered(self, feedback) -> None:
        self.saving = False
        self.feedback = feedback
        self.focus = 0  # on "Next": Enter goes on
        self._play_answer()

    def _play_answer(self) -> None:
        """The right answer heard (a chosen spelling, or the notes a sum was about), scheduled on
        the app's sound clock: the frame never waits for it."""
        fb, item = self.feedback, self.item
        if self.app.sound is None or fb is None or item is None:
            return
        from edu_domino.faces import parse_spelling
        from edu_domino.lesson.sounds import cue, half, sequence

        sounds = [cue(fb.correct, 80)]
        if item.kind == "choice" and fb.expected:
            sounds.append(half(fb.expected, 80))
        elif item.shows and all(parse_spelling(k).kind.rhythm for k in item.shows):
            sounds.append(sequence(tuple(item.shows), 80))
        self.app.sound.play(sounds)

    def answer_text(self) -> str:
        """What the screen says once answered: right, or the right answer in words (never a key)."""
        fb = self.feedback
        if fb is None or self.item is None:
            return ""
        words = self.item.answer_words(self.app.i18n.language, self.app.settings.show_numbers)
        if fb.correct:
            return self._("Right!") + (f" {words}" if self.item.kind == "choice" else "")
        return self._("Not quite. The answer: {answer}", answer=words)

    def options(self) -> list[tuple[str, str]]:
        """(kind, value) for each thing to focus: the answers, then the buttons."""
        if self.item is None:
            return [("button", "stop")]
        if self.feedback is not None:
            return [("button", "next"), ("button", "stop")]
        out = [("answer", c) for c in self.item.choices]
        if self.item.play:
            out.append(("button", "hear"))
        out.append(("button", "stop"))
        return out

    def _hear(self) -> None:
        if self.app.sound is None or self.item is None or not self.item.play:
            return
        from edu_domino.lesson.sounds import listen

        self.app.sound.play([listen(self.item.play, 80)])  # led in by a pulse

    def update(self, dt: float) -> None:
        if not self._played and self.feedback is None and self.item is not None:
            self._played = True
            self._hear()

    def activate(self, kind: str, value: str) -> None:
        if kind == "answer":
            if self.saving or self.session is None:
                return  # one answer at a time: the session is the worker's until it is saved
            session = self.session
            self.saving, self.problem = True, ""
            self.app.records.submit(lambda record: session.answer(value), self._answered, self._failed)
        elif value == "hear":
            self._hear()
        elif value == "next" and self.session is not None:
            self.feedback = None
            self.item = self.session.next_item()
            self.focus = 0
            self._played = False
        elif value == "stop":
            self.app.pop()

    def on_intent(self, intent: Intent) -> None:
        options = self.options()
        self.focus %= len(options)
        if intent is Intent.BACK:
            self.app.pop()
        elif intent in (Intent.LEFT, Intent.PREV, Intent.UP):
            self.focus = (self.focus - 1) % len(options)
        elif intent in (Intent.RIGHT, Intent.NEXT, Intent.DOWN):
            self.focus = (self.focus + 1) % len(options)
        elif intent is Intent.CONFIRM:
            self.activate(*options[self.focus])

    def on_mouse(self, event: pygame.event.Event) -> None:
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return
        for i, rect in enumerate(self._rects):
            if rect.collidepoint(event.pos):
                self.focus = i
                self.activate(*self.options()[i])
                return

    def _button_label(self, value: str) -> str:
        return {"next": self._("Next"), "stop": self._("Stop"), "hear": self._("Hear it again")}[value]

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        w, h = surface.get_size()
        surface.fill(p.background)
        if self.item is None:
            draw_heading(surface, theme, self._("Practice"))
            bottom = draw_footer(surface, theme, self._("Esc: back"))
            note = self.problem or self._("Loading…")
            blit_center(surface, theme.text(note, theme.body_px, p.warning if self.problem else p.text_muted),
                        (w // 2, h // 2))
            return
        top = draw_heading(surface, theme, self._(SKILL_NAMES.get(self.item.skill, self.item.skill)))
        bottom = draw_footer(surface, theme, self._("Left/Right: choose · Enter: answer · Esc: stop"))
        size = theme.px(1.2)
        line_h = theme.font(size).get_linesize()
        y = top
        prompt = self._(self.item.prompt).format(**self.item.prompt_args)
        for line in theme.wrap(prompt, w - theme.unit * 8, size):
            blit_center(surface, theme.text(line, size, p.text), (w // 2, y + line_h // 2))
            y += line_h
        item_px = max(24, min((bottom - y) // 3, w // 7))
        y += max(0, (bottom - y - int(item_px * 2.6)) // 4)
        images = [self.half(k, item_px) for k in self.item.shows]
        gap = theme.unit * 3
        x = w // 2 - (sum(i.get_width() for i in images) + gap * max(0, len(images) - 1)) // 2
        for image in images:
            surface.blit(image, (x, y + theme.unit * 2))
            x += image.get_width() + gap
        y += (item_px if images else 0) + theme.unit * 6
        options = self.options()
        self.focus %= len(options)
        self._rects = []
        # The choices stay on screen after an answer, the right one marked and the pupil's crossed
        # out, until "Next"; only then are they out of reach of the keys and the mouse.
        answers = list(self.item.choices)
        pictures = self.item.kind == "choice"
        cells = []
        for value in answers:
            if pictures:
                cells.append(self.half(value, int(item_px * 0.8)))
            else:
                text = theme.text(value, theme.px(1.6), p.text)
                box = pygame.Surface((max(text.get_width() + theme.unit * 6, theme.body_px * 3), text.get_height() + theme.unit * 3), pygame.SRCALPHA)
                pygame.draw.rect(box, p.panel, box.get_rect(), border_radius=theme.unit)
                box.blit(text, text.get_rect(center=box.get_rect().center))
                cells.append(box)
        x = w // 2 - (sum(c.get_width() for c in cells) + gap * max(0, len(cells) - 1)) // 2
        expected = self.feedback.expected if self.feedback else None
        given = self.feedback.given if self.feedback else None
        for i, (value, cell) in enumerate(zip(answers, cells, strict=True)):
            rect = surface.blit(cell, (x, y))
            if self.feedback is None:
                self._rects.append(rect)
            if value == expected:
                pygame.draw.rect(surface, p.legal, rect.inflate(theme.unit * 2, theme.unit * 2), max(3, theme.unit // 2), border_radius=theme.unit)
                tick(surface, rect, theme)
            elif value == given:
                pygame.draw.line(surface, p.warning, rect.topleft, rect.bottomright, max(3, theme.unit // 2))
            if i == self.focus and self.feedback is None:
                pygame.draw.rect(surface, p.focus, rect.inflate(theme.unit * 4, theme.unit * 4), max(4, theme.unit), border_radius=theme.unit)
            x += cell.get_width() + gap
        y += max((c.get_height() for c in cells), default=0) + theme.unit * 4
        if self.feedback is not None:
            fb = self.feedback
            color = p.legal if fb.correct else p.warning
            for line in theme.wrap(self.answer_text(), w - theme.unit * 8, theme.px(1.2)):
                blit_center(surface, theme.text(line, theme.px(1.2), color), (w // 2, y + line_h // 2))
                y += line_h
        elif self.saving or self.problem:
            note = self.problem or self._("Saving…")
            if not self.problem and self.app.records.retrying:
                note = self._("Not saved yet: another edu-domino is using the record; trying again…")
            warn = bool(self.problem or self.app.records.retrying)
            blit_center(surface, theme.text(note, theme.body_px, p.warning if warn else p.text_muted),
                        (w // 2, y + line_h // 2))
        buttons = [(k, v) for k, v in options if k == "button"]
        labels = [self._button_label(v) for _, v in buttons]
        widths = [theme.font(theme.body_px).size(t)[0] + theme.unit * 6 for t in labels]
        x = w // 2 - (sum(widths) + gap * (len(widths) - 1)) // 2
        by = bottom - int(theme.body_px * 3)
        for (kind, value), label, bw in zip(buttons, labels, widths, strict=True):
            rect = pygame.Rect(x, by, bw, int(theme.body_px * 2.1))
            self._rects.append(rect)
            draw_button(surface, theme, rect, label, focused=options.index((kind, value)) == self.focus)
            x += bw + gap


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
        top = draw_heading(surface, theme, self._("Progress of {name}").format(name=self.pupil.name))
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
            note = self._("{n} answers could not be read (the record is damaged there) and are not counted.")
            note_lines = theme.wrap(note.format(n=prog.unreadable), w - theme.unit * 4, theme.body_px)[:2]
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
            reason += " " + self._("Next: {skill}.").format(skill=self._(SKILL_NAMES.get(prog.suggestion.skill, prog.suggestion.skill)))
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


def stage_practice(app, faces: str = "notes") -> None:
    """For screenshots: a pupil in a fresh record in the user's folder, at their first drill."""
    from edu_domino.progress import UnknownPupil, open_record

    with open_record() as record:
        try:
            pupil = record.find_pupil("Ana")
        except UnknownPupil:
            pupil = record.create_pupil("Ana")
    app.push(PracticeScene(app))
    app.push(PupilScene(app, pupil))
    app.push(DrillScene(app, pupil, seed=3))
    app.records.flush()  # the drill's first item, ready for the picture


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
    app.push(PracticeScene(app))
    if class_view:
        app.push(ClassScene(app))
    else:
        app.push(PupilScene(app, ana))
        app.push(ProgressScene(app, ana))
    app.records.flush()
