"""Tap a rhythm back, on a screen of its own: the practice drill's items, the class mode's line
of play, the benchmark. (A lesson's `tap` step shows the same widget inside the lesson screen.)

`TapScene(app, halves, tempo, heading=..., options=..., on_done=..., next_label=..., gap=...)`: the
heading, the `TapPad` and a key reminder. `on_done(pad)` gets the judged pad; with
`next_label`, a button of that name (and Enter on it) calls `on_next()`. With
`choose_options` (practice, class mode), before starting H turns "hear it first" on or off and M
the metronome; a lesson's pack decides them itself.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from fractions import Fraction

import pygame

from edu_domino.faces import NotesSpelling
from edu_domino.i18n import N_
from edu_domino.ui.intents import Intent
from edu_domino.ui.scene import Scene
from edu_domino.ui.tap.pad import TapPad
from edu_domino.ui.tap.session import Phase, TapOptions
from edu_domino.ui.widgets import draw_footer, draw_heading


class TapScene(Scene):
    timed_input = True

    def __init__(self, app, halves: Sequence[NotesSpelling], tempo: int, heading: str = N_("Tap the rhythm"),
                 options: TapOptions | None = None, on_done: Callable[[TapPad], None] | None = None,
                 next_label: str | None = None, on_next: Callable[[], None] | None = None,
                 clock: Callable[[], float] | None = None, choose_options: bool = False,
                 gap: Fraction | int = 0) -> None:
        super().__init__(app)
        self.heading = heading
        self.choose_options = choose_options
        extra = [(next_label, on_next or app.pop)] if next_label else []
        self.pad = TapPad(app, halves, tempo, options, on_done=on_done, extra_buttons=extra, clock=clock, gap=gap)

    def on_event(self, event: pygame.event.Event) -> bool:
        if self.choose_options and event.type == pygame.KEYDOWN and self.pad.phase is Phase.READY:
            options = self.pad.session.options
            if event.key == pygame.K_h:
                self.pad.session.options = replace(options, hear_first=not options.hear_first)
                return True
            if event.key == pygame.K_m:
                self.pad.session.options = replace(options, metronome=not options.metronome)
                return True
        return self.pad.handle_event(event)

    def on_intent(self, intent: Intent) -> None:
        if intent is Intent.BACK:
            self.app.pop()

    def update(self, dt: float) -> None:
        self.pad.update()

    def exit(self) -> None:
        self.pad.close()

    def footer(self) -> str:
        if self.pad.phase is Phase.DONE:
            return self._("Left/Right: choose · Enter: press · Esc: back")
        if self.pad.phase is Phase.READY:
            start = self._("Space, Enter, a click or a touch: start · Esc: back")
            if not self.choose_options:
                return start
            options = self.pad.session.options
            on_off = {True: self._("On"), False: self._("Off")}
            return " · ".join((start, self._("H: hear it first ({state})", state=on_off[options.hear_first]),
                               self._("M: metronome ({state})", state=on_off[options.metronome])))
        return self._("Space, Enter, a click, a touch or a MIDI key: tap · Esc: start again")

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        surface.fill(theme.palette.background)
        top = draw_heading(surface, theme, self._(self.heading))
        bottom = draw_footer(surface, theme, self.footer())
        area = pygame.Rect(theme.unit * 2, top, surface.get_width() - theme.unit * 4, bottom - top - theme.unit)
        self.pad.draw(surface, area)
