"""The `tap` step kind: the pupil taps back the rhythm written on a half, a tile or a line.

All of the kind is in this folder: the step (reading and judging taps) in `step.py`, its check
in `check.py` (a teacher's slips in `answer_slips.py`), and here what the rest of the app asks
about it: its keys, the worksheet, the class lesson's and own-pace device's forms, reading taps
sent by a device, the pack editor's timeline. The judging of taps against a rhythm is
`lesson/tap.py`, shared with the tap drills of practice and the tap screen.
"""

from __future__ import annotations

import random

from edu_domino.i18n import N_, _
from edu_domino.lesson.kinds.base import Parts, Say, ScriptError, SoundJson, StepKind, shown_json
from edu_domino.lesson.kinds.fields import Field
from edu_domino.lesson.kinds.tap.as_notes import taps_as_notes
from edu_domino.lesson.kinds.tap.check import check_tap

# tap_hint re-exported: practice on the devices words a miss the same way
from edu_domino.lesson.kinds.tap.step import TapStep, taps_from_text, taps_snippet
from edu_domino.lesson.kinds.tap.step import tap_hint as tap_hint
from edu_domino.lesson.step_base import Shown
from edu_domino.lesson.tap import TOLERANCES

MAX_TAPS = 64  # no tap step has more notes; a device's flood of taps is refused unread


def _taps(value: object) -> object:
    try:
        return taps_from_text(value)
    except ValueError:
        raise ScriptError(_("a list of tap times in seconds like {example}", example="[0.0, 1.0, 1.5]")) from None


def taps_from_page(value: object) -> tuple[object, str]:
    """Tap times a device's page sent (`performance.now()` milliseconds, any origin) as seconds
    from the first tap, or why they cannot be read. The judge compares gaps only, so a device's
    steady lag (its calibration) cancels. Practice drills on the devices read taps the same way."""
    if not isinstance(value, list) or not 0 < len(value) <= MAX_TAPS:
        return None, "unreadable"
    if not all(isinstance(t, int | float) and not isinstance(t, bool) and t == t and abs(t) < 1e12 for t in value):
        return None, "unreadable"
    first = min(value)
    return [round((t - first) / 1000, 4) for t in value], ""


class TapKind(StepKind[TapStep]):
    name = "tap"
    title = N_("Tap it back")
    step_type = TapStep
    fields = (
        Field("play", "half", N_("the rhythm to tap, as notes; or give a tile or a line instead")),
        Field("tile", "tile", N_("or: a tile of notes, tapped left half first")),
        Field("line", "tiles", N_("or: a line of tiles of notes, tapped left to right")),
        Field("hear_first", "bool", N_("the rhythm is played before the pupil taps (no: read at sight)"),
              default=True),
        Field("metronome", "bool", N_("clicks on the beat while the pupil taps"), default=True),
        Field("tolerance", "choice", N_("how far off a tap may be and still be on time"), default="fair",
              choices=tuple(TOLERANCES)),
        Field("rest_between", "bool", N_("yes: the rest is drawn, played and judged; no: the notes follow straight on"), default=False,
              label=N_("An eighth rest between halves and between tiles")),
        Field("answer", "seconds", N_("taps judged right, in seconds; only the gaps between them count")),
    )
    scripted = True
    needs_sound = True  # heard first, and the metronome: the question is sound

    def script_answer(self, value: object) -> object:
        return _taps(value)

    def script_expected(self, step: TapStep, lang: str) -> str:
        """The taps in seconds, as the answers file writes them (the rhythm's codes would not
        tell the teacher what to write there)."""
        return taps_snippet(step)

    def check(self, raw, path, ck, common, seed, source):
        return check_tap(raw, path, ck, common, seed, source)

    def intro_pictures(self, step: TapStep) -> tuple[Shown, ...]:
        return step.pictures

    device_pictures = intro_pictures  # the own-pace page draws what to tap: its server paints it

    def worksheet_parts(self, step: TapStep, say: Say, lang: str) -> Parts:
        """On paper the pupil claps it: the rhythm large, on a line of its own."""
        clap = (N_("Your teacher plays it first; then clap it back: one clap for each note, none for a rest.")
                if step.hear_first else N_("Clap it for your teacher: one clap for each note, none for a rest."))
        return [("rhythm", step.drawn_groups), ("note", say(clap))]  # a prompt that says "listen" is kept true

    def worksheet_key_pictures(self, step: TapStep) -> list[Shown]:
        return list(step.pictures)  # with `rest_between`, the rests between the halves too

    def question(self, step: TapStep, lang: str) -> dict:
        """A device's form: the rhythm to tap (its tempo and options), answered with tap times."""
        return {"answer": "taps", "show": [shown_json(x, lang) for x in step.pictures], "tempo": step.tempo,
                "hear_first": step.hear_first, "metronome": step.metronome, "tolerance": step.tolerance}

    def own_pace_question(self, step: TapStep, lang: str, tempo: int, sound_json: SoundJson) -> dict:
        """What to tap, drawn; the beat for the count-in (the rhythm itself only as sound)."""
        rhythm = step.rhythm
        return {"answer": "tap", "show": [shown_json(x, lang) for x in step.pictures], "beat": rhythm.beat,
                "metronome": step.metronome, "notes": len(rhythm.onsets)}

    def device_answer(self, step: TapStep, message: dict) -> tuple[object, str]:
        """Tap times from the page (`performance.now()` milliseconds, any origin) as seconds from
        the first tap: the judge compares gaps only, so a device's steady lag (its calibration)
        cancels."""
        return taps_from_page(message.get("taps"))

    def device_message(self, step: TapStep, right: bool, rng: random.Random) -> dict:
        """Taps as a page sends them (milliseconds from any origin): each written onset moved
        by up to 30 ms when right, up to 350 ms when not."""
        wobble = 0.03 if right else 0.35
        return {"type": "answer", "taps": [1000.0 * (t + rng.uniform(-wobble, wobble) + 5) for t in step.expected()]}

    def timeline(self, step: TapStep, taps: list[float]) -> dict | None:
        """The written onsets of the rhythm and how each tap is judged (the pack editor's try)."""
        rhythm = step.rhythm
        verdict = step.verdict(step.read(taps)) if taps else None
        return {
            "onsets": list(rhythm.onsets), "beat": rhythm.beat, "length": rhythm.length,
            "judged": [{"written": o.written, "tapped": o.tapped, "timing": str(o.timing)} for o in verdict.onsets]
            if verdict else [],
            "extra": list(verdict.extra) if verdict else [], "right": bool(verdict and verdict.right),
            "heard": taps_as_notes(taps, rhythm.beat, rhythm.length),
        }


KIND = TapKind()
