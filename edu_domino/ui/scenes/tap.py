"""Tap a rhythm back, on a screen of its own: the practice drill's items, the class mode's line
of play, the benchmark. (A lesson's `tap` step shows the same widget inside the lesson screen.)

`TapScene(app, halves, tempo, heading=..., options=..., on_done=..., next_label=...)`: the
heading, the `TapPad` and a key reminder. `on_done(pad)` gets the judged pad; with
`next_label`, a button of that name (and Enter on it) calls `on_next()`. With
`choose_options` (practice, class mode), before starting H turns "hear it first" on or off and M
the metronome (their states on a line above the footer); a lesson's pack decides them itself.
The footer lists only the keys that work now, on one line at 800x600 in every language.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

import pygame

from edu_domino.faces import NotesSpelling
from edu_domino.i18n import N_
from edu_domino.ui.intents import Intent
from edu_domino.ui.scene import Scene
from edu_domino.ui.tap.pad import TapPad
from edu_domino.ui.tap.session import Phase, TapOptions
from edu_domino.ui.widgets import blit_center, draw_footer, draw_heading


class TapScene(Scene):
    timed_input = True

    def __init__(self, app, halves: Sequence[NotesSpelling], tempo: int, heading: str = N_("Tap the rhythm"),
                 options: TapOptions | None = None, on_done: Callable[[TapPad], None] | None = None,
                 next_label: str | None = None, on_next: Callable[[], object] | None = None,
                 clock: Callable[[], float] | None = None, choose_options: bool = False) -> None:
        super().__init__(app)
        self.heading = heading
        self.choose_options = choose_options
        extra = [(next_label, on_next or app.pop)] if next_label else []
        self.pad = TapPad(app, halves, tempo, options, on_done=on_done, extra_buttons=extra, clock=clock)

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

    def praised(self) -> list[pygame.Rect]:
        return list(self.pad.praised)

    def exit(self) -> None:
        self.pad.close()

    def footer(self) -> str:
        """The keys of this screen now, on one line (what they do is said on the screen itself:
        the prompt, and the options' states in `status`)."""
        if self.pad.phase is Phase.DONE:
            return self._("Left/Right: choose · Enter: press · Esc: back")
        if self.pad.phase is Phase.READY:
            if self.choose_options:
                return self._("Space: start · H: hear · M: metronome · Esc: back")
            return self._("Space: start · Esc: back")
        return self._("Space: tap · Esc: start again")

    def status(self) -> list[str]:
        """Before a go, the options H and M change, as they are now (shown above the footer)."""
        if not self.choose_options or self.pad.phase is not Phase.READY:
            return []
        options = self.pad.session.options
        on_off = {True: self._("On"), False: self._("Off")}
        return [self._("Hear it first: {state}", state=on_off[options.hear_first]),
                self._("Metronome: {state}", state=on_off[options.metronome])]

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        surface.fill(theme.palette.background)
        top = draw_heading(surface, theme, self._(self.heading))
        bottom = draw_footer(surface, theme, self.footer())
        status = " · ".join(self.status())
        if status:
            line_h = theme.font(theme.body_px).get_linesize()
            bottom -= line_h + theme.unit
            blit_center(surface, theme.text(status, theme.body_px, theme.palette.text_muted),
                        (surface.get_width() // 2, bottom + line_h // 2))
        area = pygame.Rect(theme.gap, top, surface.get_width() - theme.margin, bottom - top - theme.unit)
        self.pad.draw(surface, area)
