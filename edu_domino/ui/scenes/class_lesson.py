"""The projector in a whole-class lesson: the step, how many have answered, the class's answers
as a bar chart, then the right answer. Enter moves on (start, close the answers, show the
answer, next step); Esc asks before ending the lesson for every pupil ("Keep going" chosen: a
stray Enter changes nothing). The server stops when this screen closes.

Before the first step it is the join screen: one QR code to the room page, the address and the
room code, and the names of the pupils who have joined.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from edu_domino.classplay import Phase
from edu_domino.faces import parse_spelling
from edu_domino.ui.drawn import DrawnTile, Mark
from edu_domino.ui.i18n import N_
from edu_domino.ui.intents import Intent
from edu_domino.ui.qr import qr_surface
from edu_domino.ui.scene import Scene
from edu_domino.ui.sizes import SizeRules
from edu_domino.ui.teacher import ask_teacher_to_end
from edu_domino.ui.widgets import draw_footer, draw_heading, draw_lines

if TYPE_CHECKING:
    from edu_domino.ui.painter import TilePainter

FOOTERS = {
    Phase.JOINING: N_("Enter: start the lesson · Esc: end class play"),
    Phase.QUESTION: N_("Enter: show the chart · Esc: end class play"),
    Phase.CHART: N_("Enter: show the right answer · Esc: end class play"),
    Phase.ANSWER: N_("Enter: next step · Esc: end class play"),
    Phase.DONE: N_("The lesson is over. Esc: back"),
}


class ClassLessonScene(Scene):
    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.lesson = session.lesson
        self.started = session.server is not None or session.start()
        self._shown: tuple | None = None
        self._qr: pygame.Surface | None = None
        self._painter: TilePainter | None = None
        self._staff_per_px: float | None = None
        self._played_position = -1
        # What was drawn, for `screenshot --layout` (ui/drawn.py): tiles, and halves drawn alone.
        self.drawn: list[DrawnTile] = []
        self.marks: list[Mark] = []

    def drawn_tiles(self) -> list[DrawnTile]:
        return list(self.drawn)

    def drawn_marks(self) -> list[Mark]:
        return list(self.marks)

    def exit(self) -> None:
        self.session.stop()

    def on_intent(self, intent: Intent) -> None:
        if intent is Intent.BACK:
            self.ask_to_end()
        elif intent is Intent.CONFIRM and self.started and self.lesson.phase is not Phase.DONE:
            self.lesson.advance()
        elif intent is Intent.NEXT and self.lesson.asking_names():
            # A pupil's name is taken by their own first device (a flat phone, say): the teacher,
            # who sees who is asking, lets the new device in; the old one's link stops.
            self.lesson.allow_again(self.lesson.asking_names()[0])

    def ask_to_end(self) -> None:
        if not self.started or self.lesson.phase in (Phase.JOINING, Phase.DONE):
            self.app.pop()  # nothing under way to lose
            return
        ask_teacher_to_end(self.app, N_("End this lesson for the whole class?"),
                           N_("Every pupil's device stops the lesson; the answers given so far are kept in their records."),
                           N_("End the lesson"))

    def relayout(self) -> None:
        self._shown = None
        self._qr = None

    def update(self, dt: float) -> None:
        lesson = self.lesson
        if lesson.phase is Phase.QUESTION and lesson.position != self._played_position:
            self._played_position = lesson.position
            step = lesson.step
            if step is not None and step.autoplay() and self.app.sound is not None:
                self.app.sound.play(step.sounds(lesson.pack.tempo))

    def painter(self):
        if self._painter is None:
            from edu_domino.classplay import lesson_face_keys
            from edu_domino.faces import FaceOptions
            from edu_domino.ui.painter import TilePainter

            # The notes' scale from the lesson's own spellings: every stem and tie inside its half.
            shown = [parse_spelling(key) for key in sorted(lesson_face_keys(self.lesson.pack))]
            self._painter = TilePainter(FaceOptions("pips", "single"), 0, staff_for=shown)
        return self._painter

    def size_rules(self, height: int) -> SizeRules:
        """The projector's size rules (ui/sizes.py): a tile or half the class reads is at least a
        line tile (1/12 of the height), and big enough for the lesson's notes to have a staff
        space of 1/90."""
        if self._staff_per_px is None:
            from edu_domino.classplay import lesson_face_keys

            spaces = [self.painter().half_staff_space(parse_spelling(key), 100) for key in lesson_face_keys(self.lesson.pack)]
            self._staff_per_px = max((space / 100 for space in spaces if space), default=0.0)
        return SizeRules(height, self._staff_per_px)

    def faces_picture(self, surface: pygame.Surface, faces, size: int, at: tuple[int, int]) -> pygame.Rect:
        """A tile (two faces) or a half (one) on the tile's face colour, `size` high, blitted with
        its top left at `at`, and recorded as drawn."""
        halves = [parse_spelling(key) for key in faces]
        if len(halves) == 2:  # a tile as on the table: framed, the centre mark between its halves
            rect = surface.blit(self.painter().spelled_tile_surface(halves, size), at)
        else:
            rect = pygame.draw.rect(surface, self.theme.palette.tile_face, (*at, size, size), border_radius=size // 8)
            surface.blit(self.painter().half_surface(halves[0], size, framed=False), at)
        staff = tuple(self.painter().half_staff_space(half, size) for half in halves)
        if len(halves) == 2:
            self.drawn.append(DrawnTile("lesson", (halves[0].value, halves[1].value), tuple(rect), staff))  # type: ignore[arg-type]
        else:
            self.marks.append(Mark("half", rect, staff))
        return rect

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        key = (self.lesson.version, surface.get_size(), self.app.i18n.language, self.app.top is self)
        if key == self._shown:
            return []
        self._shown = key
        self.drawn, self.marks = [], []
        theme = self.theme
        surface.fill(theme.palette.background)
        state = self.lesson.public_state()
        top = draw_heading(surface, theme, state["title"])
        bottom = draw_footer(surface, theme, self._(FOOTERS[self.lesson.phase]))
        area = pygame.Rect(theme.gap, top, surface.get_width() - theme.margin, bottom - top - theme.unit)
        asking = self.lesson.asking_names()
        if asking and self.started:
            note = self._("{name} asks to join again on another device · Tab: let them in", name=asking[0])
            y = self._text_lines(surface, note, area, theme.palette.warning) + theme.unit
            area = pygame.Rect(area.left, y, area.width, area.bottom - y)
        if not self.started:
            text = self._("Class play cannot start: {problem}. Check the network connection.", problem=self.session.problem)
            self._text_lines(surface, text, area, theme.palette.warning)
        elif self.lesson.phase is Phase.JOINING:
            self._draw_joining(surface, area)
        elif self.lesson.phase is Phase.DONE:
            self._text_lines(surface, self._("The lesson is over. Every answer is in each pupil's record."), area)
        else:
            self._draw_step(surface, area, state)
        return None

    def _text_lines(self, surface, text: str, area: pygame.Rect, colour=None, size: int | None = None) -> int:
        return draw_lines(surface, self.theme, text, area, colour, size)

    def _draw_joining(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        theme = self.theme
        server = self.session.server
        how = self._("Scan the code, or open {address} and type the room code, then your name", address=server.url)
        y = self._text_lines(surface, how, area)
        code = theme.text(server.room_code, theme.px(2.2), theme.palette.focus)
        surface.blit(code, code.get_rect(midtop=(area.centerx, y)))
        y += code.get_height() + theme.unit
        side = max(60, min(area.width // 3, area.bottom - y - theme.px(1.4) * 3))
        if self._qr is None or self._qr.get_width() > side:
            self._qr = qr_surface(f"{server.url}?code={server.room_code}", side)
        surface.blit(self._qr, self._qr.get_rect(midtop=(area.centerx, y)))
        y += self._qr.get_height() + theme.unit
        names = sorted(p.name for p in self.lesson.pupils.values())
        joined = self._("{n} joined: {names}", n=len(names), names=", ".join(names))
        self._text_lines(surface, joined, pygame.Rect(area.left, y, area.width, area.bottom - y))

    def _draw_step(self, surface: pygame.Surface, area: pygame.Rect, state: dict) -> None:
        theme = self.theme
        p = theme.palette
        question = state["question"]
        where = self._("Step {n} of {total}", n=state["position"], total=state["steps"])
        y = self._text_lines(surface, where, area, p.text_muted)
        y = self._text_lines(surface, question["prompt"], pygame.Rect(area.left, y, area.width, 0), p.text,
                             theme.px(1.3)) + theme.unit
        # While the class answers, the question's picture is as big as a magnified tile (a third
        # of the room left); with the chart below it, a sixth.
        asking = self.lesson.phase is Phase.QUESTION
        y = self._draw_faces(surface, question, area, y, max(40, area.height // (3 if asking else 6))) + theme.unit
        rest = pygame.Rect(area.left, y, area.width, area.bottom - y)
        if question["answer"] == "none":
            return
        if self.lesson.phase is Phase.QUESTION:
            text = self._("{n} of {total} have answered", n=state["answered"], total=state["connected"])
            self._text_lines(surface, text, rest, p.focus, theme.px(1.4))
            return
        answer_line = ""
        if self.lesson.phase is Phase.ANSWER:
            right = state["right_answer"]
            # A listening step's answer is a picture: the framed bar shows it; say it in words.
            answer_line = self._("The answer: {answer}", answer=right) if ":" not in right else ""
        if answer_line:  # wrapped: a match's two right tiles, in words, are wider than a small window
            size = theme.px(1.4)
            lines = len(theme.wrap(answer_line, area.width, size))
            rest.height -= theme.font(size).get_linesize() * lines + theme.unit
        self._draw_chart(surface, rest, state["chart"], self.lesson.phase is Phase.ANSWER)
        if answer_line:
            self._text_lines(surface, answer_line, pygame.Rect(area.left, rest.bottom + theme.unit, area.width, 0),
                             p.focus, theme.px(1.4))

    def _draw_faces(self, surface: pygame.Surface, question: dict, area: pygame.Rect, y: int, size: int) -> int:
        items = [item["faces"] for item in question.get("show", [])]
        if not items:
            return y
        halves = sum(len(f) for f in items)
        size = min(size, area.width * 3 // (3 * halves + len(items) - 1))  # a row of many halves fits the width
        size = max(size, self.size_rules(surface.get_height()).line)
        gap = size // 3
        widths = [len(f) * size for f in items]
        x = area.centerx - (sum(widths) + gap * (len(items) - 1)) // 2
        for faces, width in zip(items, widths, strict=True):
            self.faces_picture(surface, faces, size, (x, y))
            x += width + gap
        return y + size

    def _draw_chart(self, surface: pygame.Surface, area: pygame.Rect, chart: list[dict], reveal: bool) -> None:
        """One bar per answer; the right one framed once the answer is shown (never colour alone)."""
        theme = self.theme
        p = theme.palette
        if not chart:
            return
        most = max(1, max(bar["count"] for bar in chart))
        label_h = theme.body_px * 5 // 4
        # An answer shown as faces is as big as a line tile: the class reads it from the back.
        picture_h = max(label_h * 2, self.size_rules(surface.get_height()).line)
        slot = area.width // len(chart)
        bar_w = max(8, min(slot * 2 // 3, theme.body_px * 6))
        top = area.top + label_h
        below = picture_h if any(":" in bar["label"] or bar.get("faces") for bar in chart) else label_h
        full = max(10, area.height - label_h - below - theme.unit)
        for i, bar in enumerate(chart):
            cx = area.left + slot * i + slot // 2
            height = round(full * bar["count"] / most)
            rect = pygame.Rect(cx - bar_w // 2, top + full - height, bar_w, height)
            colour = p.focus if reveal and bar["right"] else p.last_move
            pygame.draw.rect(surface, colour, rect)
            if reveal and bar["right"]:
                pygame.draw.rect(surface, p.text, rect.inflate(8, 8), 4)
            count = theme.text(str(bar["count"]), theme.body_px, p.text)
            surface.blit(count, count.get_rect(midbottom=(cx, rect.top - 2)))
            self._draw_label(surface, bar["label"], bar.get("faces") or (), picture_h, (cx, top + full + theme.unit))

    def _draw_label(self, surface: pygame.Surface, label: str, faces, size: int, midtop: tuple[int, int]) -> None:
        """An answer as the class saw it: its faces' picture (a tile's two faces or a half's one,
        never its values), else its words."""
        if not faces and ":" in label:
            try:
                parse_spelling(label)
                faces = (label,)
            except ValueError:
                pass
        if faces:
            self.faces_picture(surface, faces, size, (midtop[0] - len(faces) * size // 2, midtop[1]))
            return
        words = {"yes": self._("Yes"), "no": self._("No")}.get(label, label)
        image = self.theme.text(words, self.theme.body_px, self.theme.palette.text)
        surface.blit(image, image.get_rect(midtop=midtop))
