"""Practice's questions: one drill after another, "Question 3 of 10", until the chosen number is
answered or the pupil stops; then the summary (`practice_summary.py`).

The drills, their scheduling and the record are edu_domino.progress's (pure); this module shows
the current item, turns keys and clicks into answers. Everything that reads or writes the record
runs on the app's record worker (`ui/records.py`); until its answer comes back the scene shows
"Loading…" or "Saving…", never a frozen window.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from edu_domino.ui.answer_marks import mark_right, mark_wrong, tag_height
from edu_domino.ui.digits import TypedNumber, choice_for
from edu_domino.ui.i18n import N_
from edu_domino.ui.intents import Intent
from edu_domino.ui.records import waiting_line
from edu_domino.ui.scene import Scene
from edu_domino.ui.skill_names import SKILL_NAMES
from edu_domino.ui.step_pictures import StepPictures
from edu_domino.ui.widgets import (
    blit_center,
    button_width,
    draw_button,
    draw_footer,
    draw_heading,
    focus_marker,
    focus_ring,
)

if TYPE_CHECKING:
    from edu_domino.ui.painter import TilePainter

NO_TOPIC = N_("Listening needs sound, and the sound does not work. Turn it on in Settings, or ask your "
              "teacher to choose other topics.")


class DrillScene(Scene):
    """The questions of one sitting, as many as the teacher chose (or until the pupil stops); no
    time pressure. The topics and level are the teacher's (`ui/teacher.py`): the pupil's own, or
    the class's; listening is left out while no sound can be heard."""

    def __init__(self, app, pupil, seed: int | None = None, topics: tuple[str, ...] | None = None) -> None:
        """`topics`: only these this sitting (what the last summary suggested), else the teacher's."""
        super().__init__(app)
        from edu_domino.progress.aims import topics_to_ask
        from edu_domino.ui import teacher

        self.pupil = pupil
        self.aims = teacher.load_telling(app).aims_for(getattr(pupil, "id", None))
        self.aimed = topics_to_ask(self.aims, teacher.sound_works(app))  # the teacher's: what next is chosen among
        topics = self.aimed if topics is None else topics_to_ask(replace(self.aims, topics=topics), teacher.sound_works(app))

        # The session reads the pupil's schedule from the record on the record worker (from this
        # computer's copy when a school's server is away), then lives on the frame thread: it
        # checks and schedules each answer itself, and the worker saves it. The answer counts
        # once it is on disk: in the record, or in this computer's outbox for the school.
        self.session = None
        self.item = None
        self.saving = False  # an answer is on its way to the record
        self._marked = None  # that answer, checked, until it is saved or kept (then counted)
        self.problem = ""  # the record's last complaint, shown until the next answer
        self.feedback = None
        self._praised: list[pygame.Rect] = []  # the question and its answer, as drawn last
        asked = tuple(t for t in topics if t not in self.leaves_out)
        if asked:
            app.records.submit(lambda record: self.session_for(record, asked, seed), self._started, self._failed)
        else:
            self.problem = self._(self.none_left if topics else NO_TOPIC)
        self.focus = 0
        self.number = 0
        self._typed = TypedNumber()  # digit keys typed for a number question
        self._rects: list[pygame.Rect] = []
        self._painter: TilePainter | None = None
        self.pictures = StepPictures()  # what the last frame drew, for `screenshot --layout`
        self._played = False
        self._tapping = False  # a rhythm item's tap screen is open above
        self._next_after_tap = False  # its Next: go on once the answer is saved

    leaves_out: tuple[str, ...] = ()  # topics this kind of sitting never asks (`practice_challenge.py`)
    none_left = NO_TOPIC  # what the screen says when the teacher's topics are all left out

    def session_for(self, record, topics: tuple[str, ...], seed: int | None):
        """The sitting's session, made on the record's thread (it reads the pupil's schedule)."""
        from edu_domino.progress import PracticeSession

        return PracticeSession(record, self.pupil, topics, seed=seed, top_level=self.aims.top_level,
                               length=self.aims.length)

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
        """A half's picture, known to this frame's record (`screenshot --layout`) with its staff
        space."""
        from edu_domino.faces import parse_spelling

        spelling, size = parse_spelling(key), max(8, size)
        image = self.painter().half_surface(spelling, size)
        return self.pictures.know(image, "half", (spelling.value,), (self.painter().half_staff_space(spelling, size),))

    def drawn_tiles(self) -> list:
        return list(self.pictures.tiles)

    def drawn_marks(self) -> list:
        """Every half drawn at the last frame, as "half" marks (`screenshot --layout`)."""
        return list(self.pictures.marks)

    def _started(self, session) -> None:
        self.session = session
        self.item = session.next_item()
        self._open_tap()

    # A rhythm item (progress.items.TAP) is tapped on its own screen (scenes/tap_drill.py); its
    # Next comes back here and goes on once the answer is saved; its Esc stops the practice.
    def _open_tap(self) -> None:
        if self.item is not None and self.item.kind == "tap":
            self._tapping = True
            self.app.open("tap-drill", item=self.item, on_answer=lambda taps: self.activate("answer", taps),
                          on_next=self._tap_next)

    def _tap_next(self) -> None:
        self._tapping, self._next_after_tap = False, True
        self.app.pop()

    def enter(self) -> None:
        if self._tapping:  # the tap screen was left with Esc
            self._tapping = False
            self.app.pop()

    def _failed(self, problem: str) -> None:
        self.saving = False
        self.problem = problem
        self._marked = None  # not counted: the pupil may answer again

    def _on_disk(self, marked) -> None:
        """The answer is saved, or kept on this computer for the school: it counts (once)."""
        if self._marked is not marked or self.session is None:
            return
        self._marked = None
        self._answered(self.session.count(marked))
        self.app.records.submit(self.session.keeper())  # this computer's copy of the schedule

    def _answered(self, feedback) -> None:
        self.saving = False
        self.feedback = feedback
        self.focus = 0  # on "Next": Enter goes on
        if getattr(feedback, "correct", None) or getattr(feedback, "right", False):  # a drill's or a tap's
            self.app.celebrate("right")
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
        if self._next_after_tap and not self.saving:
            self._next_after_tap = False
            self.activate("button", "next")
        if not self._played and self.feedback is None and self.item is not None and self.item.kind != "tap":
            self._played = True
            self._hear()

    def activate(self, kind: str, value: str) -> None:
        if kind == "answer":
            if self.saving or self.session is None:
                return  # one answer at a time: the session is the worker's until it is saved
            self.save(self.session.mark(value))
        elif value == "hear":
            self._hear()
        elif value == "next" and self.session is not None and self.session.finished:
            self._summary()
        elif value == "next" and self.session is not None:
            self.feedback = None
            self.item = self.session.next_item()
            self.focus = 0
            self._played = False
            self._open_tap()
        elif value == "stop":
            self._summary()

    def save(self, marked) -> None:
        """Save a marked answer on the record worker; it counts once it is on disk (`_on_disk`)."""
        self.saving, self.problem = True, ""
        # Described by an entry: if closing cannot wait for the record, it is kept in a side file.
        self._marked = marked
        self.app.records.submit_entry(marked.entry, lambda _saved: self._on_disk(marked), self._failed,
                                      kept=lambda: self._on_disk(marked))

    def _summary(self) -> None:
        """The sitting is over (all its questions, or Stop): what went right, and what next."""
        if self.session is None or self.saving:
            self.app.pop()  # nothing asked yet (or the last answer still saving: the record has it)
            return
        self.app.replace(self.app.make_scene("practice-summary", pupil=self.pupil, summary=self.session.summary(),
                                             topics=self.aimed, top_level=self.aims.top_level))

    def praised(self) -> list[pygame.Rect]:
        return list(self._praised)

    def on_intent(self, intent: Intent) -> None:
        options = self.options()
        self.focus %= len(options)
        if intent is Intent.BACK:
            self._summary()
        elif intent in (Intent.LEFT, Intent.PREV, Intent.UP):
            self.focus = (self.focus - 1) % len(options)
        elif intent in (Intent.RIGHT, Intent.NEXT, Intent.DOWN):
            self.focus = (self.focus + 1) % len(options)
        elif intent is Intent.CONFIRM:
            self.activate(*options[self.focus])

    def on_digit(self, digit: int) -> None:
        """A number question answered by its digits (typing 7 answers "7"; 1 then 2 answers "12"
        when 12 is offered): edu_domino.ui.digits."""
        if self.feedback is not None or self.saving:
            return
        typed = self._typed.add(digit, self.app.time)
        options = self.options()
        labels = [value if kind == "answer" and value.isdigit() else None for kind, value in options]
        index, complete = choice_for(typed, labels)
        if index is not None:
            self.focus = index
            if complete:
                self.activate(*options[index])

    def on_mouse(self, event: pygame.event.Event) -> None:
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return
        for i, rect in enumerate(self._rects):
            if rect.collidepoint(event.pos):
                self.focus = i
                self.activate(*self.options()[i])
                return

    def counter(self) -> str:
        """"Question 3 of 10" (without a chosen length: "Question 3")."""
        if self.session is None:
            return ""
        n = self.session.question_number if self.feedback is None else self.session.question_number - 1
        if self.session.length is None:
            return self._("Question {n}", n=n)
        return self._("Question {n} of {total}", n=n, total=self.session.length)

    def not_saved_line(self) -> str:
        """While a school's server is away, answers wait on this computer: said on screen."""
        records = self.app.records
        return waiting_line(records, self._) if records.retrying and records.offline else ""

    def _draw_not_saved(self, surface: pygame.Surface, bottom: int) -> int:
        """"Not saved to the school yet" over the footer, the rest laid out above it; returns
        where the rest ends."""
        note = "" if self.saving else self.not_saved_line()  # while saving, the answer's own line says it
        if not note:
            return bottom
        theme = self.theme
        w = surface.get_width()
        line_h = theme.font(theme.body_px).get_linesize()
        lines = theme.wrap(note, w - theme.unit * 8)
        top = bottom - len(lines) * line_h - theme.unit
        for i, line in enumerate(lines):
            blit_center(surface, theme.text(line, theme.body_px, theme.palette.warning),
                        (w // 2, top + i * line_h + line_h // 2))
        return top - theme.unit

    def footer(self) -> str:
        """The keys that work now: choosing and answering, or (once answered) Next and Stop."""
        if self.feedback is not None:
            return self._("Left/Right: choose · Enter: press · Esc: stop")
        if self.item is not None and self.item.kind == "number":
            return self._("←→: choose · Enter or a number: answer · Esc: stop")
        return self._("Left/Right: choose · Enter: answer · Esc: stop")

    def _button_label(self, value: str) -> str:
        return {"next": self._("Next"), "stop": self._("Stop"), "hear": self._("Hear it again")}[value]

    def draw_top(self, surface: pygame.Surface) -> int:
        """The heading over the question: its topic (a challenge's: the countdown); returns its bottom."""
        assert self.item is not None
        return draw_heading(surface, self.theme, self._(SKILL_NAMES.get(self.item.skill, self.item.skill)))

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        w, h = surface.get_size()
        surface.fill(p.background)
        self.pictures = StepPictures()
        if self.item is None:
            draw_heading(surface, theme, self._("Practice"))
            bottom = draw_footer(surface, theme, self._("Esc: back"))
            note = self.problem or self._("Loading…")
            blit_center(surface, theme.text(note, theme.body_px, p.warning if self.problem else p.text_muted),
                        (w // 2, h // 2))
            return
        top = self.draw_top(surface)
        bottom = draw_footer(surface, theme, self.footer())
        size = theme.px(1.2)
        line_h = theme.font(size).get_linesize()
        bottom = self._draw_not_saved(surface, bottom)
        y = top
        self._praised = []  # the question (counter, prompt, notes, choices) and its answer
        counter = self.counter()
        if counter:
            self._praised.append(blit_center(surface, theme.text(counter, theme.body_px, p.text_muted),
                                             (w // 2, y + line_h // 2)))
            y += line_h
        prompt = self._(self.item.prompt, **self.item.prompt_args)
        for line in theme.wrap(prompt, w - theme.unit * 8, size):
            self._praised.append(blit_center(surface, theme.text(line, size, p.text), (w // 2, y + line_h // 2)))
            y += line_h
        item_px = max(24, min((bottom - y) // 3, w // 7))
        verdict = len(theme.wrap(self.answer_text(), w - theme.unit * 8, size)) if self.feedback else 1
        y += max(0, (bottom - y - int(item_px * 2.6)) // 4 - (verdict - 1) * line_h)  # room for a long verdict
        images = [self.half(k, item_px) for k in self.item.shows]
        gap = theme.unit * 3
        x = w // 2 - (sum(i.get_width() for i in images) + gap * max(0, len(images) - 1)) // 2
        for image in images:
            self._praised.append(self.pictures.drew(image, surface.blit(image, (x, y + theme.gap))))
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
            rect = self.pictures.drew(cell, surface.blit(cell, (x, y)))
            self._praised.append(rect)
            if self.feedback is None:
                self._rects.append(rect)
            if value == expected:
                mark_right(surface, rect, theme, self._("Correct"))
                self._praised.append(rect.union(rect.move(0, tag_height(theme))))  # its word under it
            elif value == given:
                mark_wrong(surface, rect, theme)
            if i == self.focus and self.feedback is None:
                focus_marker(surface, theme, focus_ring(surface, theme, rect.inflate(theme.margin, theme.margin)))
            x += cell.get_width() + gap
        y += max((c.get_height() for c in cells), default=0) + theme.margin
        y += tag_height(theme) if self.feedback is not None else 0  # the right one's word under it
        if self.feedback is not None:
            fb = self.feedback
            color = p.legal if fb.correct else p.warning
            for line in theme.wrap(self.answer_text(), w - theme.unit * 8, theme.px(1.2)):
                self._praised.append(blit_center(surface, theme.text(line, theme.px(1.2), color),
                                                 (w // 2, y + line_h // 2)))
                y += line_h
        elif self.saving or self.problem:
            note = self.problem or self._("Saving…")
            if not self.problem and self.app.records.retrying:
                note = waiting_line(self.app.records, self._)
            warn = bool(self.problem or self.app.records.retrying)
            for i, line in enumerate(theme.wrap(note, w - theme.unit * 8)):  # a long one on two lines at 800x600
                blit_center(surface, theme.text(line, theme.body_px, p.warning if warn else p.text_muted),
                            (w // 2, y + line_h // 2 + i * line_h))
        self.draw_buttons(surface, options, bottom)

    def draw_buttons(self, surface: pygame.Surface, options: list[tuple[str, str]], bottom: int) -> None:
        """The buttons among `options` in a row above `bottom`, the focused one marked."""
        theme, w, gap = self.theme, surface.get_width(), self.theme.unit * 3
        buttons = [(k, v) for k, v in options if k == "button"]
        labels = [self._button_label(v) for _, v in buttons]
        widths = [button_width(theme, t) for t in labels]
        x = w // 2 - (sum(widths) + gap * (len(widths) - 1)) // 2
        by = bottom - int(theme.body_px * 3)
        for (kind, value), label, bw in zip(buttons, labels, widths, strict=True):
            rect = pygame.Rect(x, by, bw, int(theme.body_px * 2.1))
            self._rects.append(rect)
            self._praised.append(rect)  # Next and Stop stay in sight too: the pupil goes on from there
            draw_button(surface, theme, rect, label, focused=options.index((kind, value)) == self.focus)
            x += bw + gap
