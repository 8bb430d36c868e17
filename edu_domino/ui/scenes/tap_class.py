"""The whole class claps the line of play, on the projector.

Opened from a game's pause menu (and the class-play table) when the line holds rhythm halves
(note-value faces). The rhythm is the line's halves read left to right, as they lie; the app
plays the count-in, the teacher (or a pupil at the keyboard) taps while the class claps, and the
two timelines show how the class kept together. Before starting, Up/Down choose how many tiles
from the end of the line (a whole line is long to clap; the last four by default), H and M turn
"hear it first" and the metronome on or off.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from edu_domino.faces import Spelling
from edu_domino.i18n import N_
from edu_domino.ui.scenes.tap import TapScene
from edu_domino.ui.tap.line import line_rhythm
from edu_domino.ui.tap.pad import TapPad
from edu_domino.ui.tap.session import Phase, TapOptions

DEFAULT_TILES = 4


class ClapLineScene(TapScene):
    def __init__(self, app, line: Sequence[tuple[Spelling, Spelling]], tempo: int, clock=None) -> None:
        self.line = list(line)
        self.tiles = min(DEFAULT_TILES, len(self.line))
        super().__init__(app, line_rhythm(self.line, self.tiles), tempo, heading=N_("Clap the line together"),
                         options=TapOptions(hear_first=True), clock=clock, choose_options=True)
        self.tempo = tempo
        self.clock = clock

    def _choose_tiles(self, tiles: int) -> None:
        tiles = max(1, min(len(self.line), tiles))
        halves = line_rhythm(self.line, tiles)
        if tiles == self.tiles or not halves:
            return
        self.tiles = tiles
        options = self.pad.session.options
        self.pad.close()
        self.pad = TapPad(self.app, halves, self.tempo, options, clock=self.clock)

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and self.pad.phase is Phase.READY and event.key in (pygame.K_UP, pygame.K_DOWN):
            self._choose_tiles(self.tiles + (1 if event.key == pygame.K_UP else -1))
            return True
        return super().on_event(event)

    def footer(self) -> str:
        if self.pad.phase is not Phase.READY:
            return super().footer()
        return self._("↑↓: tiles · Space: start · H: hear · M: metronome · Esc: back")

    def status(self) -> list[str]:
        if self.pad.phase is not Phase.READY:
            return []
        return [self._("Tiles: {n} of {total}", n=self.tiles, total=len(self.line)), *super().status()]
