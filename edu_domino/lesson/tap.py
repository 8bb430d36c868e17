"""Tap it back: the written rhythm of a tile (or a line) and a fair judgement of the pupil's taps.

Pure (no pygame, no mido): the tap screen times the key presses, this module says what was
right. The rhythm is the one the tile *sounds* (the rule of `edu_domino.audio.half_sound`): tied
notes are one onset, a rest makes no onset but takes its time, and the halves of a tile are
`TILE_HALF_GAP` eighths apart, as `edu_domino.audio.tile_sound` plays them.

Taps are compared relative to the first tap (the first tap *is* the first onset), so a constant
latency (a slow keyboard, a Bluetooth speaker) never counts against the pupil.

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

# Between the two halves of a tile the sound leaves one eighth of silence (audio's HALF_GAP; a
# test keeps the two equal, the lesson package may not import audio).
TILE_HALF_GAP = Fraction(1)


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
    more than `cap` seconds, and never more than half the gap to the neighbouring onset (so a tap
    can only ever be on time for one note)."""

    share: float
    floor: float
    cap: float

    def for_onset(self, rhythm: Rhythm, index: int) -> float:
        allowed = min(max(self.share * rhythm.beat, self.floor), self.cap)
        onsets = rhythm.onsets
        gaps = [onsets[index] - onsets[index - 1]] if index > 0 else []
        if index + 1 < len(onsets):
            gaps.append(onsets[index + 1] - onsets[index])
        return min([allowed, *(g / 2 for g in gaps)])


# Named levels a pack chooses with `tolerance = "..."` (docs/lesson-packs.md gives the reasons).
TOLERANCES: dict[str, Tolerance] = {
    "gentle": Tolerance(share=0.30, floor=0.10, cap=0.25),
    "fair": Tolerance(share=0.20, floor=0.08, cap=0.18),
    "strict": Tolerance(share=0.12, floor=0.05, cap=0.10),
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
                  beat=2 * eighth, eighths=eighths, lead=float(first) * eighth)


def tiles_rhythm(halves: Sequence[Spelling], tempo: float) -> Rhythm:
    """Halves read off tiles, as the app plays tiles: one after another, `TILE_HALF_GAP` eighths
    apart. The one rhythm of a lesson's tap step and of a line the whole class claps, so the two
    never disagree about the same tiles."""
    return written_rhythm(list(halves), tempo, gap=TILE_HALF_GAP)


def _align(onsets: Sequence[float], taps: Sequence[float], skip: float) -> list[tuple[int | None, int | None]]:
    """The order-keeping pairing of onsets with taps that costs least: a pair costs its timing
    error, an onset with no tap or a tap with no onset costs `skip`. So a tap a little late is
    that note's tap (shown "late"), and a tap in a rest is left over rather than stolen by the
    next note. Returns (onset index, tap index) pairs, one side None when unpaired."""
    n, m = len(onsets), len(taps)
    inf = float("inf")
    cost = [[inf] * (m + 1) for _ in range(n + 1)]
    cost[0][0] = 0.0
    for i in range(n + 1):
        for j in range(m + 1):
            here = cost[i][j]
            if i < n and j < m:
                cost[i + 1][j + 1] = min(cost[i + 1][j + 1], here + abs(taps[j] - onsets[i]))
            if i < n:
                cost[i + 1][j] = min(cost[i + 1][j], here + skip)
            if j < m:
                cost[i][j + 1] = min(cost[i][j + 1], here + skip)
    pairs: list[tuple[int | None, int | None]] = []
    i, j = n, m
    while i or j:  # walk back along a cheapest path, preferring pairs
        if i and j and cost[i][j] == cost[i - 1][j - 1] + abs(taps[j - 1] - onsets[i - 1]):
            pairs.append((i - 1, j - 1))
            i, j = i - 1, j - 1
        elif i and cost[i][j] == cost[i - 1][j] + skip:
            pairs.append((i - 1, None))
            i -= 1
        else:
            pairs.append((None, j - 1))
            j -= 1
    return pairs[::-1]


def judge_taps(rhythm: Rhythm, taps: Iterable[float], tolerance: Tolerance = DEFAULT_TOLERANCE) -> TapVerdict:
    """Judge taps (seconds, any origin) against the written rhythm: the first tap is the first
    onset; each onset is on time within its tolerance, else early or late, or missing; a tap
    that pairs with no onset (one too many, a tap in a rest) is extra. Right only when all
    onsets are on time and nothing is extra."""
    times = sorted(float(t) for t in taps)
    origin = times[0] if times else 0.0
    shifted = [t - origin for t in times]
    # Half a beat unpaired: a tap more than a beat off a note is never that note's tap.
    pairs = _align(rhythm.onsets, shifted, rhythm.beat / 2)
    tapped_for: dict[int, float] = {}
    extra: list[float] = []
    for onset, tap in pairs:
        if onset is None and tap is not None:
            extra.append(shifted[tap])
        elif onset is not None and tap is not None:
            tapped_for[onset] = shifted[tap]
    judged: list[OnsetJudgement] = []
    for index, written in enumerate(rhythm.onsets):
        allowed = tolerance.for_onset(rhythm, index)
        tapped = tapped_for.get(index)
        if tapped is None:
            judged.append(OnsetJudgement(written, None, None, Timing.MISSING, allowed))
            continue
        error = tapped - written
        # a hair of slack so a tap exactly on the edge (0.18 s at fair) is not lost to rounding
        timing = Timing.ON_TIME if abs(error) <= allowed + 1e-9 else Timing.EARLY if error < 0 else Timing.LATE
        judged.append(OnsetJudgement(written, tapped, error, timing, allowed))
    right = not extra and all(j.timing is Timing.ON_TIME for j in judged)
    return TapVerdict(right=right, onsets=tuple(judged), extra=tuple(extra), origin=origin)
