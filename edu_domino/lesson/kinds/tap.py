"""The `tap` step kind: the pupil taps back the rhythm written on a half, a tile or a line.

The step itself (reading and judging taps) is in `lesson/tap_step.py`, its check in
`lesson/tap_check.py` and the judging of taps in `lesson/tap.py`; this module is what the rest
of the app asks about it.
"""

from __future__ import annotations

from edu_domino.i18n import N_, _
from edu_domino.lesson.kinds.base import Parts, Say, ScriptError, StepKind, shown_json
from edu_domino.lesson.kinds.fields import Field
from edu_domino.lesson.step_base import Shown
from edu_domino.lesson.tap import TOLERANCES
from edu_domino.lesson.tap_check import check_tap
from edu_domino.lesson.tap_step import TapStep, taps_from_text


def _taps(value: object) -> object:
    try:
        return taps_from_text(value)
    except ValueError:
        raise ScriptError(_("a list of tap times in seconds like {example}", example="[0.0, 1.0, 1.5]")) from None


class TapKind(StepKind[TapStep]):
    name = "tap"
    step_type = TapStep
    fields = (
        Field("play", "half", "the rhythm as notes written as in a spelling (\"q+e+e\"); or `tile`, or `line`"),
        Field("tile", "tile", "a tile drawn with the pack's faces, which must be notes: the left half, then "
              "the right"),
        Field("line", "tiles", "a line of tiles, left to right"),
        Field("hear_first", "bool", "the rhythm is played before the pupil taps (false: read it cold)",
              default=True),
        Field("metronome", "bool", "clicks on the beat while the pupil taps", default=True),
        Field("tolerance", "choice", "how far off a tap may be and still be on time", default="fair",
              choices=tuple(TOLERANCES)),
        Field("rest_between", "bool", "an eighth rest between a tile's halves and between a line's tiles, "
              "drawn, played and judged (false: the halves follow straight on, as drawn)", default=False),
        Field("answer", "seconds", "tap times in seconds that must be judged right (only the gaps count)"),
    )
    scripted = True

    def script_answer(self, value: object) -> object:
        return _taps(value)

    def check(self, raw, path, ck, common, seed, source):
        return check_tap(raw, path, ck, common, seed, source)

    def intro_pictures(self, step: TapStep) -> tuple[Shown, ...]:
        return step.show

    device_pictures = intro_pictures  # the own-pace page draws what to tap: its server paints it

    def worksheet_parts(self, step: TapStep, say: Say, lang: str) -> Parts:
        """On paper the pupil claps it: the rhythm large, on a line of its own."""
        return [("rhythm", list(step.show)),
                ("note", say(N_("Clap it for your teacher: one clap for each note, none for a rest.")))]

    def worksheet_key_pictures(self, step: TapStep) -> list[Shown]:
        return list(step.show)


    def question(self, step: TapStep, lang: str) -> dict:
        """A device's form: the rhythm to tap (its tempo and options), answered with tap times."""
        return {"answer": "taps", "show": [shown_json(x, lang) for x in step.show], "tempo": step.tempo,
                "hear_first": step.hear_first, "metronome": step.metronome, "tolerance": step.tolerance}

KIND = TapKind()
