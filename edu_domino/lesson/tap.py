"""Tap it back: the written rhythm of a tile (or a line) and a fair judgement of the pupil's taps.

Pure (no pygame, no mido): the tap screen times the key presses, this module says what was
right. The rhythm is the one the notation *shows*: tied notes are one onset, a rest makes no
onset but takes its time, and the halves of a tile (and the tiles of a line) follow each other
as drawn, with no silence between them unless the pack asks for an eighth rest there (drawn on
the tap screen as a rest: `rest_between`).

The taps are slid to the offset that fits them all best (`lesson.tap_fit`), so a constant
latency (a slow keyboard, a Bluetooth speaker) never counts against the pupil, and one late
first tap does not make the notes after it early.

Shared by the tap step (`lesson/kinds/tap`), the tap drills of practice and the tap screen,
with the text a record keeps of taps (`taps_record_text`).

>>> r = written_rhythm("q+e+e", 60)
>>> r.onsets, r.length, r.beat
((0.0, 1.0, 1.5), 2.0, 1.0)
>>> judge_taps(r, [2.00, 3.00, 3.50]).right
True
>>> [j.timing.value for j in judge_taps(r, [0.0, 0.7, 1.5]).onsets]
['on_time', 'early', 'on_time']
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from edu_domino.faces.base import Spelling, SpellingError
from edu_domino.faces.notes import NotesSpelling, parse_notes
from edu_domino.faces.registry import parse_spelling
from edu_domino.i18n import _
from edu_domino.lesson.tap_fit import best_fit

# Between the two halves of a tile the game's sound leaves one eighth of silence (audio's
# HALF_GAP; a test keeps the two equal, the lesson package may not import audio). A tap step
# asks for it only with `rest_between = true`, and then draws it as this eighth rest.
TILE_HALF_GAP = Fraction(1)
REST_BETWEEN = "re"


@dataclass(frozen=True)
class Rhythm:
    """What the pupil should tap: `onsets` in seconds from the first sounding note (0.0),
    `length` the seconds the whole rhythm lasts (rests at the end included), `beat` the seconds
    of one quarter note at the tempo (the count-in and metronome click on it)."""

    onsets: tuple[float, ...]
    length: float
    beat: float
    eighths: tuple[Fraction, ...] = ()  # the onsets in exact eighths, for drawing the timeline
    lead: float = 0.0  # seconds of rest written before the first sound (the count-in covers it)
    grid: Fraction = Fraction(2)  # eighths: the finest step every onset sits on (a quarter at most)


class Timing(StrEnum):
    ON_TIME = "on_time"
    EARLY = "early"
    LATE = "late"
    MISSING = "missing"


@dataclass(frozen=True)
class OnsetJudgement:
    """One written onset and the tap that answered it (both in the rhythm's time, seconds)."""

    written: float
    tapped: float | None
    error: float | None  # tapped minus written (negative: early); None when missing
    timing: Timing
    tolerance: float  # how far off this onset's tap could be and still be on time


@dataclass(frozen=True)
class TapVerdict:
    """`right` only when every onset has a tap on time and no tap is left over. Times are in the
    rhythm's timeline (the first tap moved to 0.0); `origin` is where that first tap was."""

    right: bool
    onsets: tuple[OnsetJudgement, ...]
    extra: tuple[float, ...]
    origin: float = 0.0

    @property
    def errors(self) -> tuple[float | None, ...]:
        return tuple(j.error for j in self.onsets)


@dataclass(frozen=True)
class Tolerance:
    """A tap is on time within `share` of the beat, but never less than `floor` seconds, never
    more than `cap` seconds, never more than half the gap to the neighbouring onset (so a tap can
    only ever be on time for one note), and never more than `reach` of the way to halfway to
    where a neighbouring rhythm would put the note (`reach` below 1, so the rhythms a step could
    confuse are always told apart: straight eighths are never dotted-eighth + sixteenth).

    The neighbouring rhythm moves a note by half the step its rhythm is written on: an eighth
    when every note starts on a beat (a quarter note rhythm against a dotted one), a sixteenth
    when a note starts on an eighth or finer (straight eighths against dotted or swung ones)."""

    share: float
    floor: float
    cap: float
    reach: float

    def for_onset(self, rhythm: Rhythm, index: int) -> float:
        allowed = min(max(self.share * rhythm.beat, self.floor), self.cap)
        onsets = rhythm.onsets
        gaps = [onsets[index] - onsets[index - 1]] if index > 0 else []
        if index + 1 < len(onsets):
            gaps.append(onsets[index + 1] - onsets[index])
        return min([allowed, self.reach * neighbour_halfway(rhythm), *(g / 2 for g in gaps)])


def neighbour_halfway(rhythm: Rhythm) -> float:
    """Seconds from a note to halfway to where the nearest other rhythm would put it: half of
    half the rhythm's grid, the grid never finer than a sixteenth (no finer note is written)."""
    shift = max(rhythm.grid / 2, SIXTEENTH)
    return float(shift / 2) * rhythm.beat / 2


SIXTEENTH = Fraction(1, 2)  # in eighths
# Named levels a pack chooses with `tolerance = "..."` (docs/lesson-packs.md gives the reasons).
TOLERANCES: dict[str, Tolerance] = {
    "gentle": Tolerance(share=0.30, floor=0.10, cap=0.25, reach=0.9),
    "fair": Tolerance(share=0.20, floor=0.08, cap=0.18, reach=0.75),
    "strict": Tolerance(share=0.12, floor=0.05, cap=0.10, reach=0.5),
}
DEFAULT_TOLERANCE_NAME = "fair"
DEFAULT_TOLERANCE = TOLERANCES[DEFAULT_TOLERANCE_NAME]

RhythmSource = str | Spelling | Sequence[str | Spelling]


def _notes_of(item: str | Spelling) -> NotesSpelling:
    if isinstance(item, NotesSpelling):
        return item
    if isinstance(item, Spelling):
        spelling: Spelling = item
    else:
        text = item.strip()
        spelling = parse_spelling(text) if ":" in text else parse_notes(text, max_value=10**6)
    if not isinstance(spelling, NotesSpelling):
        raise SpellingError(_("{key} is not a rhythm; a tap step needs notes, e.g. {example}",
                              key=spelling.key, example="q+e+e"))
    return spelling


def written_rhythm(notes_or_spellings: RhythmSource, tempo: float,
                   gap: Fraction | int = 0) -> Rhythm:
    """The rhythm of a notes spelling (`"q+e+e"`, `"notes:q+e+e"` or a parsed spelling), or of
    several played one after another with `gap` eighths between them (`TILE_HALF_GAP` for the
    halves of a tile). `tempo` is quarter notes per minute, as everywhere in the app.

    Raises SpellingError (translated) for text that is not a rhythm, ValueError for a bad tempo.
    """
    if not tempo or tempo <= 0:
        raise ValueError(f"tempo must be above 0 quarters a minute, not {tempo!r}")
    items = [notes_or_spellings] if isinstance(notes_or_spellings, str | Spelling) else list(notes_or_spellings)
    eighth = 30.0 / float(tempo)
    at = Fraction(0)
    starts: list[Fraction] = []
    for i, item in enumerate(items):
        if i:
            at += Fraction(gap)
        for duration, rest in _notes_of(item).sounds():
            if not rest:
                starts.append(at)
            at += duration
    first = starts[0] if starts else Fraction(0)
    eighths = tuple(s - first for s in starts)
    return Rhythm(onsets=tuple(float(e) * eighth for e in eighths), length=float(at - first) * eighth,
                  beat=2 * eighth, eighths=eighths, lead=float(first) * eighth, grid=_grid(starts))


def _grid(starts: Sequence[Fraction]) -> Fraction:
    """The finest step (in eighths, at most a quarter: the beat) that every onset sits on,
    counted from the start of the rhythm (a leading rest included)."""
    grid = Fraction(2)
    for start in starts:
        while start % grid:
            grid /= 2
    return grid


def tiles_rhythm(halves: Sequence[Spelling], tempo: float, rest_between: bool = False) -> Rhythm:
    """Halves read off tiles as they are drawn: one straight after another, or with an eighth
    rest between them (`rest_between`, drawn as one). The one rhythm of a lesson's tap step and
    of a line the whole class claps, so the two never disagree about the same tiles."""
    return written_rhythm(list(halves), tempo, gap=TILE_HALF_GAP if rest_between else 0)


def halves_as_drawn(halves: Sequence[NotesSpelling], rest_between: bool = False) -> list[NotesSpelling]:
    """The halves the tap screen draws and plays: with `rest_between`, an eighth rest between
    each two, so what is drawn is what is judged (`tiles_rhythm` of the same halves)."""
    if not rest_between:
        return list(halves)
    rest = parse_notes(REST_BETWEEN)
    out: list[NotesSpelling] = []
    for i, half in enumerate(halves):
        out.extend([rest, half] if i else [half])
    return out


def judge_taps(rhythm: Rhythm, taps: Iterable[float], tolerance: Tolerance = DEFAULT_TOLERANCE) -> TapVerdict:
    """Judge taps (seconds, any origin) against the written rhythm: the taps are slid to the
    offset that fits them all best (`lesson.tap_fit`), so one late start leaves the notes on
    time that were; each onset is then on time within its tolerance, else early or late, or
    missing; a tap that pairs with no onset (one too many, a tap in a rest) is extra. Right only
    when all onsets are on time and nothing is extra."""
    times = sorted(float(t) for t in taps)
    # Half a beat unpaired: a tap more than a beat off a note is never that note's tap.
    windows = [tolerance.for_onset(rhythm, i) for i in range(len(rhythm.onsets))]
    origin, pairs = best_fit(rhythm.onsets, times, rhythm.beat / 2, windows)
    shifted = [t - origin for t in times]
    tapped_for: dict[int, float] = {}
    extra: list[float] = []
    for onset, tap in pairs:
        if onset is None and tap is not None:
            extra.append(shifted[tap])
        elif onset is not None and tap is not None:
            tapped_for[onset] = shifted[tap]
    judged: list[OnsetJudgement] = []
    for index, written in enumerate(rhythm.onsets):
        allowed = windows[index]
        tapped = tapped_for.get(index)
        if tapped is None:
            judged.append(OnsetJudgement(written, None, None, Timing.MISSING, allowed))
            continue
        error = tapped - written
        # a hair of slack so a tap exactly on the edge is not lost to rounding
        timing = Timing.ON_TIME if abs(error) <= allowed + 1e-9 else Timing.EARLY if error < 0 else Timing.LATE
        judged.append(OnsetJudgement(written, tapped, error, timing, allowed))
    right = not extra and all(j.timing is Timing.ON_TIME for j in judged)
    return TapVerdict(right=right, onsets=tuple(judged), extra=tuple(extra), origin=origin)


def errors_ms_text(verdict: TapVerdict) -> str:
    """Each note's error in whole milliseconds, "-" where it had no tap: "+0 +40 -30 -"."""
    return " ".join("-" if e is None else f"{round(e * 1000):+d}" for e in verdict.errors)


def taps_record_text(taps: tuple[float, ...], verdict: TapVerdict) -> str:
    """Taps as a record keeps them (lessons and practice alike): seconds from the first tap, then
    each note's error, "0.000 1.040 1.470 s (ms: +0 +40 -30)"."""
    start = min(taps)
    times = " ".join(f"{t - start:.3f}" for t in sorted(taps))
    return f"{times} s (ms: {errors_ms_text(verdict)})"
