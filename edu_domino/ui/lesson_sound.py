"""A lesson question that needs sound, when there is none (no sound device, or the teacher chose
"silent"): the question says so in its own place and the pupil goes on. It is set aside, never
answered for the pupil nor marked wrong: it comes back at the end of the lesson (sound may work
by then), and if there is still none it is left out of the lesson and its score.

A mixin of the lesson screen (ui/scenes/lesson_screen.py), which keeps the rest.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from edu_domino.lesson.kinds import kind_of
from edu_domino.ui.step_views.base import Choice

if TYPE_CHECKING:
    from edu_domino.ui.scene import Services

class SoundAside:
    # The lesson screen's own.
    app: Services
    shown: Any  # the step on screen, or None
    runner: Any
    _: Callable[..., str]
    keep_place: Callable[[], None]
    _next: Callable[[], None]

    def sound_works(self) -> bool:
        """False when the app knows its sound is silent; an app without a sound player (screenshots,
        tests) cannot tell, and asks as usual."""
        sound = self.app.sound
        return sound is None or not sound.silent

    def needs_absent_sound(self) -> bool:
        step = self.shown
        return step is not None and kind_of(step).needs_sound and not self.sound_works()  # listen, tap

    def aside_words(self) -> str:
        """What the question says instead of asking."""
        if not self.runner.set_aside_before:
            return self._("There is no sound on this computer, so you cannot hear this question. "
                          "It waits for the end of the lesson; it does not count as wrong.")
        return self._("There is still no sound, so this question is left out today. "
                      "It does not count as wrong.")

    def aside_choices(self) -> list[Choice]:
        return [Choice("button", label=self._("Go on"), action=self.set_aside)]

    def aside_footer(self) -> str:
        return self._("Enter: go on · Esc: leave")

    def set_aside(self) -> None:
        """Past the question, with nothing recorded (lesson.Runner.set_aside)."""
        self.runner.set_aside()
        self.keep_place()
        self._next()
