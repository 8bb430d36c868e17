"""Checking a `tap` step of a pack (the step itself is in `step`): one rhythm written as
`play`, `tile` or `line`, halves written as notes, the options, and the teacher's `answer`."""

from __future__ import annotations

from edu_domino.faces import Spelling
from edu_domino.i18n import _, current_language
from edu_domino.lesson.checker import Checker, all_present, split_message
from edu_domino.lesson.kinds.tap.answer_slips import tap_answer_slip
from edu_domino.lesson.kinds.tap.step import (
    TAP_FORMS,
    TOLERANCE_NAMES,
    TapStep,
    halves_of,
    taps_from_text,
    taps_in_order,
    taps_snippet,
    verdict_phrases,
)
from edu_domino.lesson.step_base import FacedTile, Shown, Step
from edu_domino.lesson.tap import DEFAULT_TOLERANCE_NAME
from edu_domino.lesson.traps import spelling_trap


def check_tap(raw, path, ck: Checker, common, seed, source) -> Step | None:
    """Read a tap step: one of `play`, `tile` or `line`; options; an optional `answer`."""
    forms = [key for key in TAP_FORMS if key in raw]
    if len(forms) != 1:
        ck.err(path, _("a tap step needs one rhythm: {a}, or {b}, or {c}", a="`play`", b="`tile`", c="`line`"),
               _("e.g. {snippet}", snippet='play = "q+e+e"'))
        return None
    form = forms[0]
    shown: list[Shown | None]
    if form == "play":
        value = ck.get(raw, path, "play", str, required=True, example='play = "q+e+e"')
        if not isinstance(value, str):
            return None
        trap = None if ":" in value else spelling_trap(value, "notes")
        if trap is not None:  # `negra + corchea`: named as the slip it is, whatever the pack's faces
            ck.err((*path, "play"), *trap)
            return None
        shown = [ck.half(value if ":" in value else f"notes:{value}", (*path, "play"))]
    elif form == "tile":
        shown = [ck.tile(raw["tile"], (*path, "tile"), seed)]
    else:
        shown = [ck.tile(v, (*path, "line", i), seed) for i, v in enumerate(ck.items(raw, path, "line", True))]
    present = all_present(shown)
    if not present:
        return None
    shown_ok: tuple[Shown, ...] = tuple(p for p in present if isinstance(p, Spelling | FacedTile))
    halves = halves_of(shown_ok)
    if not all(h.kind.rhythm for h in halves):
        ck.err((*path, form), _("a tap step needs halves written as notes, and this one is not"),
               _("set {snippet} at the top of the pack, or write {example}", snippet='faces = "notes"',
                 example='play = "q+e+e"'))
        return None
    hear_first = ck.get(raw, path, "hear_first", bool, default=True, example="hear_first = true")
    metronome = ck.get(raw, path, "metronome", bool, default=True, example="metronome = true")
    tolerance = ck.choice(raw, path, "tolerance", TOLERANCE_NAMES, DEFAULT_TOLERANCE_NAME)
    rest_between = ck.get(raw, path, "rest_between", bool, default=False, example="rest_between = true")
    step = TapStep(**common, show=shown_ok, tempo=ck.tempo, hear_first=hear_first is not False,
                   metronome=metronome is not False, tolerance=tolerance, rest_between=rest_between is True)
    if not step.rhythm.onsets:
        ck.err((*path, form), _("this rhythm is all rests: there is nothing to tap"),
               _("write at least one note, like {snippet}", snippet='play = "q+e+e"'))
        return None
    if "answer" in raw:
        here = (*path, "answer")
        # A wrong answer may be a slip (a decimal comma, milliseconds): named as such, with the fix.
        slip = tap_answer_slip(raw["answer"], step.rhythm.onsets, ck.line_text(here))
        try:
            taps = taps_in_order(taps_from_text(raw["answer"]))
        except ValueError as exc:
            what, fix = split_message(str(exc))
            ck.err(here, *(slip or (what, fix or _("write {snippet}", snippet="answer = " + taps_snippet(step)))))
            return step
        write = _("write {snippet}", snippet="answer = " + taps_snippet(step))
        if not taps:  # the documented way to be told the seconds: `answer = []`
            ck.err(here, _("`answer` has no taps yet; at tempo {tempo} the notes of this rhythm start at these seconds",
                           tempo=step.tempo), write)
        elif not step.is_right(taps) and slip is not None:
            ck.err(here, *slip)
        elif not step.is_right(taps):
            why = ", ".join(verdict_phrases(step.verdict(taps), current_language(), taps[0]))
            ck.err(here, _("these taps are not judged right: {why}", why=why), write)
    return step

