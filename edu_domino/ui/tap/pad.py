"""The tap widget: the written rhythm as notes, the count-in, the taps, and the two timelines.

Used by the lesson's `tap` step, the practice tap drill and the class mode on the projector. A
host scene gives it every raw event first (`handle_event`, from `Scene.on_event`), calls
`update()` each frame and `draw(surface, rect)`; it sets `timed_input` so the app stamps events
as they come (edu_domino.ui.timed_input). `on_done(pad)` is called once when the taps are judged.

Keys: Space, Enter, a click or a touch (or any key of a MIDI keyboard) start, then each is a
tap; a held key's repeats are not taps. Esc during the count-in or the taps starts over. After
the taps: Left/Right/Tab choose a button (hear it as tapped, as written, try again, and the
host's own, e.g. "Next"), Enter presses it; clicks and touches press them too.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from fractions import Fraction

import pygame

from edu_domino.faces import NotesSpelling
from edu_domino.i18n import N_
from edu_domino.ui.tap.controls import NO_MIDI_INPUT, ButtonRow, Read, Source, TapReader
from edu_domino.ui.tap.session import Phase, TapOptions, TapSession
from edu_domino.ui.tap.timeline import MISSING, RIGHT, Timelines, marks_of
from edu_domino.ui.timed_input import stamp_of
from edu_domino.ui.widgets import blit_center


class TapPad:
    def __init__(self, app, halves: Sequence[NotesSpelling], tempo: int, options: TapOptions | None = None,
                 on_done: Callable[[TapPad], None] | None = None,
                 extra_buttons: Sequence[tuple[str, Callable[[], object]]] = (),
                 clock: Callable[[], float] | None = None, own_buttons: bool = True) -> None:
        """`halves` as drawn: they sound, and are judged, straight after each other (a rest
        between a tile's halves is one of the halves: `lesson.tap.halves_as_drawn`)."""
        from edu_domino.lesson.tap import written_rhythm

        self.app = app
        self.halves = tuple(halves)
        self.clock: Callable[[], float] = clock if clock is not None else getattr(getattr(app, "input", None), "clock", time.perf_counter)
        offsets = {"key": app.settings.tap_offset_ms / 1000, "mouse": app.settings.tap_offset_ms / 1000,
                   "touch": app.settings.tap_offset_ms / 1000, "midi": app.settings.midi_offset_ms / 1000}
        rhythm = written_rhythm(self.halves, tempo)
        self.session = TapSession(self.halves, Fraction(0), tempo, rhythm, options or TapOptions(),
                                  self.clock, getattr(app, "sound", None), offsets)
        self.on_done = on_done
        self.extra_buttons = list(extra_buttons)
        self.row = ButtonRow()
        # False: the host (the lesson screen) shows `button_specs()` in its own row instead
        self.own_buttons = own_buttons
        self.reader = TapReader()
        self.midi = midi_input(app)
        self._notation: tuple[tuple, pygame.Surface] | None = None
        self.timelines: Timelines | None = None  # the two lines as last drawn (tests read their layout)
        self.praised: list[pygame.Rect] = []  # the rhythm's card and the verdict, as last drawn

    # -- state ----------------------------------------------------------------------------------
    @property
    def phase(self) -> Phase:
        return self.session.phase

    @property
    def verdict(self):
        return self.session.verdict

    def marks(self):
        """The judged timeline's marks (`ui.tap.timeline.Mark`), empty before the verdict."""
        return marks_of(self.session.verdict) if self.session.verdict is not None else []

    def button_labels(self) -> list[str]:
        return [label for label, _action in self.button_specs()]

    def button_specs(self) -> list[tuple[str, Callable[[], object]]]:
        """(gettext id, action) of the buttons after the taps: hear them, try again, the host's."""
        if self.phase is not Phase.DONE:
            return []
        # No taps came: there is nothing of the pupil's to hear.
        mine = [(N_("Hear my taps"), self.session.play_tapped)] if self.session.taps else []
        return [*mine, (N_("Hear the rhythm"), self.session.play_written),
                (N_("Try again"), self.retry), *self.extra_buttons]

    def retry(self) -> None:
        self.session.cancel()
        self.row.focus = 0

    @property
    def buttons(self):
        """The buttons as last drawn (label, action, rect)."""
        return self.row.buttons

    @property
    def focus(self) -> int:
        return self.row.focus

    # -- input ----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """True when the pad used the event (a tap, a start, a button, Esc while running)."""
        read, source = self.reader.read(event)
        if read is Read.OTHER:
            return False
        if self.phase is Phase.DONE:  # buttons now: a touch presses one through SDL's mouse copy
            if not self.own_buttons:
                return False  # the host's buttons
            if event.type == pygame.MOUSEBUTTONDOWN:
                return self.row.on_click(event.pos)
            if event.type == pygame.KEYDOWN:
                return read is Read.REPEAT or self.row.on_key(event.key, self.button_specs())
            return False
        if read is Read.KEY:
            if event.key == pygame.K_ESCAPE and self.phase is not Phase.READY:
                self.session.cancel()
                return True
            return False
        if read is Read.TAP and source is not None:
            self._hit(stamp_of(event, self.clock()), source)
        return True

    def _hit(self, stamp: float, source: Source) -> None:
        if self.phase is Phase.READY:
            self.session.start(stamp)
        elif self.phase is not Phase.DONE:
            self.session.tap(stamp, source)

    def update(self) -> None:
        for stamp, _note in take_midi_taps(self.app, self.midi):
            self._hit(stamp, Source.MIDI)
        if self.session.update():
            self.row.focus = 0
            if self.on_done is not None:
                self.on_done(self)

    # -- drawing --------------------------------------------------------------------------------
    def notation(self, width: int, height: int) -> pygame.Surface:
        """The written rhythm as notes on a light card, each half in its own box with one staff
        space for all (the tiles' painter and rule), a seam between halves (cached per size)."""
        key = (tuple(h.key for h in self.halves), width, height, self.app.theme.palette.name)
        if self._notation is None or self._notation[0] != key:
            from edu_domino.ui.painter.canvas import Canvas, supersampling
            from edu_domino.ui.painter.notation import NotesScale, draw_notes

            p = self.app.theme.palette
            canvas = Canvas(width, height, supersampling(height), clear=(*p.tile_face, 255))
            pad = height * 0.08
            halves = [h for h in self.halves if h.notes] or list(self.halves)
            box_w = (width - 2 * pad) / max(1, len(halves))
            scale = NotesScale.of(halves)
            for i, half in enumerate(halves):
                x = pad + i * box_w
                draw_notes(canvas, half, (x, pad, box_w, height - 2 * pad), p.pip, p.pip, p.tile_face, scale)
                if i:
                    canvas.line((x, height * 0.15), (x, height * 0.85), max(1.0, height * 0.012), p.tile_edge)
            self._notation = (key, canvas.result())
        return self._notation[1]

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        theme, tr = self.app.theme, self.app.i18n.translate
        unit = theme.unit
        card_h = max(theme.body_px * 5 // 2, min(rect.height * 30 // 100, theme.body_px * 7))
        if self.phase is Phase.DONE:
            # Once judged, the timelines matter most: the notes' card gives up height (down to
            # two lines of text) so that the two lines keep apart in a small window's lesson.
            card_h = max(theme.body_px * 2, min(card_h, rect.height - unit * 2 - self._done_height(rect, tr)))
        notes = sum(len(h.notes) for h in self.halves) + len(self.halves) - 1
        card_w = min(rect.width - 4 * unit, int(card_h * (1.0 + 0.6 * max(2, notes))))
        card = pygame.Rect(0, rect.top, card_w, card_h)
        card.centerx = rect.centerx
        surface.blit(self.notation(card.width, card.height), card)
        self.praised = [card]  # what a celebration must leave in sight: the rhythm, and its verdict
        pygame.draw.rect(surface, theme.palette.tile_edge, card, max(2, unit // 3), border_radius=unit)
        below = pygame.Rect(rect.left, card.bottom + unit * 2, rect.width, rect.bottom - card.bottom - unit * 2)
        if self.phase is Phase.DONE:
            self._draw_done(surface, below, tr)
            return
        roomy = rect.height > theme.body_px * 16  # a lesson on a small window has less room
        size = theme.px(1.3) if roomy else theme.body_px
        line_h = theme.font(size).get_linesize()
        say = {Phase.READY: N_("Press Space to start, then tap the rhythm."),
               Phase.LISTEN: N_("Listen first…"), Phase.COUNT_IN: N_("Get ready…"),
               Phase.TAPPING: N_("Tap now!")}[self.phase]
        y = below.top
        for line in theme.wrap(tr(say), below.width - unit * 4, size)[:2]:
            blit_center(surface, theme.text(line, size, theme.palette.text), (rect.centerx, y + line_h // 2))
            y += line_h
        count_h = theme.body_px * (3 if roomy else 2)
        self._draw_count(surface, pygame.Rect(below.left, y + unit, below.width, count_h))
        y += count_h + unit * 3
        lines = Timelines(theme, pygame.Rect(below.left, y, below.width, below.bottom - y),
                          self.session.length, self.session.beat, tr, self.session.lead, self.session.onsets)
        self.timelines = lines
        lines.draw_grid(surface, self.session.options.beats)
        position = self.session.position()
        played = [position is not None and onset <= position for onset in self.session.onsets]
        lines.draw_written(surface, self.session.onsets, played)
        if self.phase is Phase.TAPPING and self.session.taps:
            first = self.session.taps[0].at  # live, before the judgement slides them: from the first tap
            lines.draw_live_taps(surface, [t.at - first for t in self.session.taps])
        if position is not None:
            lines.draw_cursor(surface, position)

    def _draw_count(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The count-in's beats as big numbered circles; the one sounding is filled and larger."""
        theme = self.app.theme
        beats = self.session.options.beats
        current = self.session.count_beat()
        if self.phase not in (Phase.READY, Phase.LISTEN, Phase.COUNT_IN) and current is None:
            return  # while tapping, the timeline's cursor keeps the beat
        radius = max(theme.gap, area.height // 2)
        step = radius * 3
        x0 = area.centerx - step * (beats - 1) // 2
        digit_px = max(10, radius * 6 // 5)  # the digit fits its circle, lit or not
        for i in range(beats):
            center = (x0 + i * step, area.centery)
            on = current == i
            colour = theme.palette.focus if on else theme.palette.text_muted
            pygame.draw.circle(surface, colour, center, radius, 0 if on else max(2, theme.unit // 2))
            digit = theme.text(str(i + 1), digit_px, theme.palette.panel if on else theme.palette.text)
            blit_center(surface, digit, center)

    def _summary(self, tr) -> str:
        right = sum(1 for m in self.marks() if m.kind == RIGHT)
        return tr(N_("All right: you tapped the rhythm!")) if self.verdict.right else tr(
            N_("Right: {right} of {notes} notes. Look where you were early or late."), right=right,
            notes=len(self.session.onsets))

    def _summary_size(self, rect: pygame.Rect) -> int:
        theme = self.app.theme
        return theme.px(1.2) if rect.height > theme.body_px * 16 else theme.body_px

    def _done_height(self, rect: pygame.Rect, tr) -> int:
        """What the judged part needs under the card: the summary, the two timelines kept apart
        (`Timelines.least_height`) and the buttons."""
        theme = self.app.theme
        unit, size = theme.unit, self._summary_size(rect)
        summary_h = len(theme.wrap(self._summary(tr), rect.width - unit * 4, size)) * theme.font(size).get_linesize()
        specs = self.button_specs() if self.own_buttons else []
        button_h = ButtonRow.height(theme, ButtonRow.rows(theme, tr, specs, rect.width)) if specs else 0
        return summary_h + unit + Timelines.least_height(theme) + button_h + unit * 4

    def _draw_done(self, surface: pygame.Surface, area: pygame.Rect, tr) -> None:
        theme = self.app.theme
        unit = theme.unit
        marks = self.marks()
        size = self._summary_size(area)
        summary_lines = theme.wrap(self._summary(tr), area.width - unit * 4, size)
        line_h = theme.font(size).get_linesize()
        for i, line in enumerate(summary_lines):
            self.praised.append(blit_center(surface, theme.text(line, size, theme.palette.text),
                                            (area.centerx, area.top + line_h * i + line_h // 2)))
        line_h *= len(summary_lines)
        specs = self.button_specs() if self.own_buttons else []
        button_h = ButtonRow.height(theme, ButtonRow.rows(theme, tr, specs, area.width)) if specs else 0
        span = max([self.session.length, *[m.at for m in marks if m.kind != MISSING]])
        lines = Timelines(theme, pygame.Rect(area.left, area.top + line_h + unit, area.width,
                                             area.height - line_h - button_h - unit * 4), span, self.session.beat, tr,
                          self.session.lead, self.session.onsets)
        self.timelines = lines
        lines.draw_grid(surface, self.session.options.beats)
        lines.draw_written(surface, self.session.onsets)
        lines.draw_marks(surface, marks, tr)
        self.row.draw(surface, theme, tr, specs, pygame.Rect(area.left, area.bottom - button_h, area.width, button_h))

    def close(self) -> None:
        self.session.cancel()


def midi_input(app):
    """The app's MIDI taps, opened once on first use (None in tests and screenshots without a
    sound player); its one notice goes in the app's banner, once."""
    existing = getattr(app, "midi_taps", None)
    if existing is not None or getattr(app, "sound", None) is None:
        return existing
    from edu_domino.audio.midi_in import MidiTapInput

    app.midi_taps = MidiTapInput(getattr(app.input, "clock", time.perf_counter))
    app.midi_taps.start()
    return app.midi_taps


def take_midi_taps(app, midi) -> list[tuple[float, int]]:
    """The MIDI keyboard's taps since last asked; if no MIDI input can be used, the app's banner
    says so once a run, in the app's language."""
    if midi is None:
        return []
    if midi.problem and not app.midi_notice_said:
        app.midi_notice_said = True
        app.show_banner(app.i18n.translate(NO_MIDI_INPUT))
    return midi.take()
