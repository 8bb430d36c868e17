"""A tap step: the rhythm written on a half, a tile or a line, tapped back (ui/tap/pad.py).

The pad takes the whole work area: the notes, the count-in, the taps and, once they are judged,
the two timelines. Its taps are the answer (`scene.submit(taps)`, seconds from the downbeat;
only the gaps count). While the step is open the lesson screen hands the pad every raw event
(`on_event`) and has the app stamp them as they come (`timed_input`). After the taps the pad's
buttons (hear my taps, hear the rhythm, try again while tries are left) are the lesson's own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from edu_domino.ui.step_views.base import Choice, StepView
from edu_domino.ui.tap.pad import TapPad
from edu_domino.ui.tap.session import Phase, TapOptions

if TYPE_CHECKING:
    from edu_domino.ui.step_views.screen import LessonScreen


class TapView(StepView):
    centred = False
    timed_input = True

    def __init__(self, scene: LessonScreen, step: Any) -> None:
        super().__init__(scene, step)
        # What to draw and how to judge is the step's (lesson/kinds/tap); the pad draws and times.
        options = TapOptions(hear_first=step.hear_first, metronome=step.metronome, tolerance=step.judged_within)
        self.pad = TapPad(scene.app, step.drawn_halves, step.tempo, options, on_done=self._tapped,
                          own_buttons=False)

    def _tapped(self, pad: TapPad) -> None:
        self.scene.submit(tuple(pad.session.tap_times))

    def on_event(self, event: pygame.event.Event) -> bool:
        return self.pad.handle_event(event)

    def choices(self) -> list[Choice]:
        if self.pad.phase is not Phase.DONE:
            return []
        feedback = self.scene.feedback
        again = feedback is not None and not feedback.done  # tries left: another go comes first
        specs = sorted(self.pad.button_specs(), key=lambda spec: spec[0] != "Try again")
        return [Choice("button", label=self._(label), action=action) for label, action in specs
                if label != "Try again" or again]

    def footer(self) -> str:
        if self.pad.phase is Phase.DONE:
            return self._("←→: choose · Enter: press · Esc: leave")
        return self._("Space or Enter: tap · Esc: leave")

    def update(self, dt: float) -> None:
        self.pad.update()

    def close(self) -> None:
        self.pad.close()

    def draw_extra(self, surface: pygame.Surface, work: pygame.Rect, item: int, y: int) -> int:
        self.pad.draw(surface, pygame.Rect(work.left, y, work.width, work.bottom - y))
        return work.bottom
