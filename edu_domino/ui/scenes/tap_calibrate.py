"""Settings > Tap timing: tap along with clicks; the measured delay is kept in the settings.

Four clicks to listen to, then twelve to tap along with (Space, Enter, a click, a touch or a MIDI
key). The result says how late the taps came, in milliseconds; "Save" keeps it for that kind of
input (the keyboard, mouse and touch, or a MIDI keyboard), written with the other settings
(atomically). What the offset does: edu_domino/ui/tap/calibration.py and docs/tap.md.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from edu_domino.i18n import N_
from edu_domino.ui.intents import Intent
from edu_domino.ui.scene import Scene
from edu_domino.ui.tap.calibration import LEAD_BEATS, TAP_BEATS, Calibration
from edu_domino.ui.tap.controls import ButtonRow, Read, Source, TapReader
from edu_domino.ui.tap.pad import midi_input, take_midi_taps
from edu_domino.ui.timed_input import stamp_of
from edu_domino.ui.widgets import blit_center, draw_footer, draw_heading

# What the offset does, and does not: the judge compares the gaps between taps (lesson/tap.py).
WHAT_IT_CHANGES = N_("A rhythm is judged by the time between the taps, so a steady delay never counts against "
                     "anyone. This setting matters only when a MIDI keyboard and the computer's keys are used "
                     "for the same rhythm.")


class CalibrateScene(Scene):
    timed_input = True

    def __init__(self, app, clock: Callable[[], float] | None = None) -> None:
        super().__init__(app)
        self.clock: Callable[[], float] = clock if clock is not None else getattr(app.input, "clock", time.perf_counter)
        self.calibration = Calibration(self.clock, getattr(app, "sound", None))
        self.reader = TapReader()
        self.row = ButtonRow()
        self.midi = midi_input(app)
        self.saved = False

    # -- state ----------------------------------------------------------------------------------
    def specs(self) -> list[tuple[str, Callable[[], object]]]:
        if not self.calibration.done:
            return []
        save = [(N_("Save"), self.save)] if self.calibration.result_ms is not None and not self.saved else []
        return [*save, (N_("Try again"), self.again), (N_("Set to 0"), self.reset), (N_("Back"), self.app.pop)]

    def save(self) -> None:
        result = self.calibration.result_ms
        if result is None:
            return
        field = "midi_offset_ms" if self.calibration.midi else "tap_offset_ms"
        self.app.apply_settings(self.app.settings.with_(**{field: result}))
        self.saved = True
        self.row.focus = 0

    def reset(self) -> None:
        self.app.apply_settings(self.app.settings.with_(tap_offset_ms=0, midi_offset_ms=0))
        self.saved = True

    def again(self) -> None:
        self.calibration.cancel()
        self.saved = False
        self.row.focus = 0

    # -- input ----------------------------------------------------------------------------------
    def on_event(self, event: pygame.event.Event) -> bool:
        read, source = self.reader.read(event)
        if self.calibration.done:
            if event.type == pygame.MOUSEBUTTONDOWN:
                return self.row.on_click(event.pos)
            if event.type == pygame.KEYDOWN:
                return read is Read.REPEAT or self.row.on_key(event.key, self.specs())
            return False
        if read is Read.KEY and event.key == pygame.K_ESCAPE and self.calibration.running:
            self.calibration.cancel()
            return True
        if read is Read.TAP and source is not None:
            self._tap(stamp_of(event, self.clock()), source)
            return True
        return read is Read.REPEAT

    def _tap(self, stamp: float, source: Source) -> None:
        if self.calibration.started is None:
            self.calibration.start(stamp)
        else:
            self.calibration.tap(stamp, source is Source.MIDI)

    def on_intent(self, intent: Intent) -> None:
        if intent is Intent.BACK:
            self.app.pop()

    def update(self, dt: float) -> None:
        for stamp, _note in take_midi_taps(self.app, self.midi):
            self._tap(stamp, Source.MIDI)
        if self.calibration.update():
            self.row.focus = 0

    def exit(self) -> None:
        self.calibration.cancel()

    # -- drawing --------------------------------------------------------------------------------
    def message(self) -> str:
        c = self.calibration
        if c.started is None:
            return self._("Listen to four clicks, then tap along with the next twelve. Press Space to start.")
        if not c.done:
            beat = c.beat_now()
            if beat is not None and beat < LEAD_BEATS:
                return self._("Listen…")
            return self._("Tap with the clicks!")
        if c.result_ms is None:
            return self._("Too few taps came with the clicks. Try again, tapping with each click.")
        device = self._("MIDI keyboard") if c.midi else self._("keyboard, mouse or touch")
        if self.saved:
            return self._("Saved: {ms} ms for the {device}.", ms=c.result_ms, device=device)
        return self._("Your taps came {ms} ms after the clicks ({device}).", ms=c.result_ms, device=device)

    def footer(self) -> str:
        """The keys that work now, on one line."""
        if self.calibration.done:
            return self._("Left/Right: choose · Enter: press · Esc: back")
        if self.calibration.started is None:
            return self._("Space: start · Esc: back")
        return self._("Space: tap · Esc: start again")

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p, unit = theme.palette, theme.unit
        surface.fill(p.background)
        top = draw_heading(surface, theme, self._("Tap timing"))
        bottom = draw_footer(surface, theme, self.footer())
        w = surface.get_width()
        y = top
        for line in theme.wrap(self.message(), w - unit * 8, theme.px(1.2)):
            image = theme.text(line, theme.px(1.2), p.text)
            blit_center(surface, image, (w // 2, y + image.get_height() // 2))
            y += image.get_height()
        now_ms = self._("Now: {key} ms (keyboard), {midi} ms (MIDI)", key=self.app.settings.tap_offset_ms,
                        midi=self.app.settings.midi_offset_ms)
        blit_center(surface, theme.text(now_ms, theme.body_px, p.text_muted), (w // 2, y + theme.body_px))
        y += theme.body_px * 2
        for line in theme.wrap(self._(WHAT_IT_CHANGES), w - unit * 8):  # said plainly: it changes no verdict
            image = theme.text(line, theme.body_px, p.text_muted)
            blit_center(surface, image, (w // 2, y + image.get_height() // 2))
            y += image.get_height()
        specs = self.specs()
        height = ButtonRow.height(theme, ButtonRow.rows(theme, self._, specs, w))
        buttons_top = bottom - height - unit * 2
        clicks_h = theme.body_px * 4
        self._draw_clicks(surface, pygame.Rect(unit * 4, max(y, (y + buttons_top - clicks_h) // 2), w - unit * 8, clicks_h))
        self.row.draw(surface, theme, self._, specs, pygame.Rect(0, buttons_top, w, height))

    def _draw_clicks(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """A dot per click (lit while it sounds; the ones to tap with are larger) and a tick per
        tap, placed on the same time line, so a pupil sees their taps land on the clicks."""
        theme, c = self.theme, self.calibration
        p = theme.palette
        count = LEAD_BEATS + TAP_BEATS
        step = area.width / count
        radius = max(4, min(int(step // 3), theme.body_px * 3 // 4))
        now = c.beat_now()
        for i in range(count):
            center = (round(area.left + step * (i + 0.5)), area.top + radius)
            small = i < LEAD_BEATS
            colour = p.focus if i == now else (p.text_muted if small else p.text)
            pygame.draw.circle(surface, colour, center, radius if i == now or not small else radius * 2 // 3)
        if c.started is None:
            return
        for stamp, _midi in c.taps:
            x = round(area.left + step * ((stamp - c.started) / c.beat + 0.5))
            pygame.draw.line(surface, p.last_move, (x, area.top + radius * 2 + theme.unit),
                             (x, area.top + radius * 5 + theme.unit), max(3, theme.unit))
