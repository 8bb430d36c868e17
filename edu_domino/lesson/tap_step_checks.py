"""Checking a `tap` step: one rhythm to tap (`play`, `tile` or `line`), its options, and the
teacher's `answer` (taps in seconds) judged right at the pack's tempo."""

from __future__ import annotations

from fractions import Fraction

from edu_domino.faces import Spelling, parse_spelling
from edu_domino.i18n import N_, _
from edu_domino.lesson.checker import Checker, all_present, split_message, type_name
from edu_domino.lesson.positions import Path as KeyPath
from edu_domino.lesson.reading import see_doc
from edu_domino.lesson.step_base import FacedTile, Step, UnreadableAnswer
from edu_domino.lesson.tap import TOLERANCES, Timing, judge_taps, written_rhythm
from edu_domino.lesson.tap_step import (
    SOURCES,
    TILE_GAP,
    TapStep,
    read_taps,
    seconds_text,
    tap_halves,
)
from edu_domino.lesson.traps import spelling_trap

EXAMPLE = 'play = "q+e+e"'


def _rhythm_half(value: object, here: KeyPath, ck: Checker) -> Spelling | None:
    """A half of notes, whatever the pack's faces: `q+e+e` or `notes:q+e+e`."""
    if not isinstance(value, str):
        ck.err(here, _("a rhythm must be text in quotes, not {got} ({value!r:.40})", got=type_name(value), value=value),
               _("write it like {snippet}", snippet=EXAMPLE))
        return None
    try:
        spelling = parse_spelling(value if ":" in value else f"notes:{value}")
    except ValueError as exc:
        trap = spelling_trap(value, "notes")
        if trap is not None:
            ck.err(here, *trap)
        else:
            what, fix = split_message(str(exc))
            ck.err(here, what, fix or see_doc())
        return None
    if not spelling.kind.rhythm:
        ck.err(here, _("{half} is not a rhythm, so there is nothing to tap", half=value),
               _("write notes, like {snippet}", snippet=EXAMPLE))
        return None
    return spelling


def _line(raw: dict, path: KeyPath, ck: Checker, seed: str) -> list[FacedTile] | None:
    line = all_present([ck.tile(v, (*path, "line", i), seed) for i, v in enumerate(ck.items(raw, path, "line", True))])
    if not line:
        return None
    for i in range(1, len(line)):
        if line[i - 1].values[1] != line[i].values[0]:
            ck.err((*path, "line", i), _("{tile} does not join {before}: {a} meets {b}", tile=line[i].label,
                                         before=line[i - 1].label, a=line[i - 1].values[1], b=line[i].values[0]),
                   _("write the line left to right, each tile turned so touching halves are equal, e.g. {example}",
                     example='["1-3", "3-5"]'))
            return None
    return line


def _source(raw: dict, path: KeyPath, ck: Checker, seed: str) -> tuple[tuple[Spelling, ...], list[FacedTile], int] | None:
    """(halves, tiles shown, gap) of the one rhythm the step is written with."""
    given = [key for key in SOURCES if key in raw]
    if not given:
        ck.err(path, _("a tap step needs the rhythm to tap"),
               _("add {a}, or {b} (a tile with the pack's faces), or {c}", a=EXAMPLE, b='tile = "5-3"',
                 c='line = ["1-3", "3-5"]'))
        return None
    if len(given) > 1:
        ck.err((*path, given[1]), _("a tap step taps one rhythm, but it has {keys}", keys=", ".join(given)),
               _("keep one of them"))
        return None
    if given[0] == "play":
        value = raw["play"]
        items = value if isinstance(value, list) and value else [value]
        played = all_present([_rhythm_half(v, (*path, "play"), ck) for v in items])
        return (tuple(played), [], 0) if played else None
    if given[0] == "tile":
        tile = ck.tile(raw["tile"], (*path, "tile"), seed)
        tiles = [tile] if tile else None
    else:
        tiles = _line(raw, path, ck, seed)
    if not tiles:
        return None
    halves = tap_halves(tiles)
    silent = [h for h in halves if not h.kind.rhythm]
    if silent:
        ck.err((*path, given[0]), _("the pack's faces are {faces}: {half} shows no rhythm to tap",
                                    faces=ck.faces, half=silent[0].key),
               _("set {snippet} at the top of the pack, or write {other}", snippet='faces = "notes"', other=EXAMPLE))
        return None
    return halves, tiles, TILE_GAP


def check_tap(raw, path, ck: Checker, common, seed, source) -> Step | None:
    found = _source(raw, path, ck, seed)
    hear_first = ck.get(raw, path, "hear_first", bool, default=True, example="hear_first = false")
    metronome = ck.get(raw, path, "metronome", bool, default=True, example="metronome = false")
    tolerance = ck.choice(raw, path, "tolerance", TOLERANCES, "fair")
    if found is None:
        return None
    halves, tiles, gap = found
    if not written_rhythm(halves, ck.tempo, Fraction(gap)).onsets:
        ck.err((*path, SOURCES[0] if "play" in raw else "tile" if "tile" in raw else "line"),
               _("there is no note to tap, only silence"), _("write at least one note, like {snippet}", snippet=EXAMPLE))
        return None
    step = TapStep(**common, halves=halves, tiles=tuple(tiles), gap=gap, tempo=ck.tempo,
                   hear_first=bool(hear_first), metronome=bool(metronome), tolerance=tolerance)
    if "answer" in raw:
        _check_answer(raw["answer"], step, path, ck)
    return step


def _check_answer(answer: object, step: TapStep, path: KeyPath, ck: Checker) -> None:
    here = (*path, "answer")
    fix = _("write the taps in seconds, e.g. {snippet} (the notes' starts at the pack's tempo, {tempo})",
            snippet=f"answer = [{seconds_text(step.rhythm.onsets)}]", tempo=step.tempo)
    if not isinstance(answer, list):
        ck.err(here, _("`{key}` must be a list of times in seconds, not {got}", key="answer", got=type_name(answer)), fix)
        return
    try:
        taps = read_taps(answer)
    except UnreadableAnswer as exc:
        ck.err(here, f"answer: {exc}", fix)
        return
    verdict = judge_taps(step.rhythm, taps, TOLERANCES[step.tolerance])
    if verdict.right:
        return
    wrong = next((n for n, j in enumerate(verdict.onsets, start=1) if j.timing is not Timing.ON_TIME), None)
    if wrong is None:
        what = _("answer has {count} taps, but the rhythm has {notes} notes", count=len(taps), notes=len(verdict.onsets))
    else:
        what = _(WRONG_NOTE[verdict.onsets[wrong - 1].timing], n=wrong)
    ck.err(here, what, fix)


WRONG_NOTE = {
    Timing.EARLY: N_("answer is judged wrong: note {n} is tapped too early"),
    Timing.LATE: N_("answer is judged wrong: note {n} is tapped too late"),
    Timing.MISSING: N_("answer is judged wrong: note {n} has no tap"),
}
