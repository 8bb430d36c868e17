"""A practice drill's rhythm item (`progress.items.TAP`): tap the rhythm shown.

The practice screen opens it for each tap item. The pupil's first go is the answer (`on_answer`
gets the taps as seconds, "0.000 0.750 1.125", which the record keeps with each note's error);
"Try again" lets them tap it once more for practice, not recorded (spaced repetition counts one
answer per time the item is asked). "Next" (`on_next`) goes on to the next item.

Hear it first is on for the easier rhythms (levels 1 and 2: a quarter and eighths) and off
above, where reading it is the point; H and M turn it and the metronome on or off before a go.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from edu_domino.faces import parse_spelling
from edu_domino.faces.notes import NotesSpelling
from edu_domino.i18n import N_
from edu_domino.ui.scenes.tap import TapScene
from edu_domino.ui.tap.pad import TapPad
from edu_domino.ui.tap.session import TapOptions

HEAR_FIRST_UP_TO = 2  # item levels that are heard before they are tapped


def answer_text(taps: list[float]) -> str:
    """Tap times as a drill answer: seconds from the downbeat, space-separated."""
    return " ".join(f"{t:.3f}" for t in taps)


class TapDrillScene(TapScene):
    def __init__(self, app, item, on_answer: Callable[[str], None], on_next: Callable[[], object],
                 clock: Callable[[], float] | None = None) -> None:
        self.item = item
        self.on_answer = on_answer
        self.answered = False
        halves = [cast(NotesSpelling, parse_spelling(key)) for key in item.shows]  # a tapping item shows notes
        options = TapOptions(hear_first=item.level <= HEAR_FIRST_UP_TO)
        super().__init__(app, halves, item.tempo, heading=item.prompt, options=options, on_done=self._done,
                         next_label=N_("Next"), on_next=on_next, clock=clock, choose_options=True)

    def _done(self, pad: TapPad) -> None:
        if not self.answered:
            self.answered = True
            self.on_answer(answer_text(pad.session.tap_times))
