"""Judging a rhythm tapped back: pure, so the tap screen, `run-pack`, class mode and the tests agree.

A rhythm is the onsets of its sounding notes, in seconds from the first one, at the pack's tempo
(a quarter note is one beat; tied notes make one onset; a rest makes none but takes its time).
Taps are compared with those onsets **relative to the first tap**, so a constant delay (a slow
keyboard, a pupil who starts late) never counts against the pupil.

Each tap is paired with the written onset nearest to it; when two taps are nearest one onset, the
closer answers it and the other answers the neighbouring onset on its side if that one has no
tap, or else is extra. Then:
- a paired tap within the onset's tolerance is ON_TIME, else EARLY or LATE;
- an onset with no tap is MISSING; a tap paired with nothing (far past the end, or the second of
  two taps for one note, as in a rest the pupil should have left silent) is extra;
- the rhythm is right when every onset is ON_TIME and there is no extra tap.

The tolerance of an onset is a share of the beat, kept between a floor and a cap (it is the
same number of milliseconds a child can manage at any tempo in the middle of the range), and
never more than half the gap to a neighbouring onset, so a tap can never be "on time" for two
notes. `Tolerance.FAIR` (the default, for 9-year-olds): 15 % of a beat, at least 70 ms, at most
150 ms. At tempo 60, `q+e+e` tapped 0.00, 1.04, 1.47 s is right; 0.00, 0.70, 1.50 is not.

>>> from edu_domino.faces import parse_spelling
>>> rhythm = written_rhythm(parse_spelling("notes:q+e+e").notes, 60)
>>> rhythm.onsets, rhythm.length, rhythm.beat
((0.0, 1.0, 1.5), 2.0, 1.0)
>>> judge_taps(rhythm, [2.0, 3.0, 3.5]).right
True
>>> [o.timing.value for o in judge_taps(rhythm, [0.0, 0.7, 1.5]).onsets]
['on_time', 'early', 'on_time']
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from edu_domino.faces import Note
from edu_domino.faces.notes import NotesSpelling
from edu_domino.i18n import _


class Timing(StrEnum):
    ON_TIME = "on_time"
    EARLY = "early"
    LATE = "late"
    MISSING = "missing"


class Tolerance(StrEnum):
    """How far from a written onset a tap may land and still be on time (see the module text)."""

    GENTLE = "gentle"
    FAIR = "fair"
    STRICT = "strict"


# (share of a beat, floor s, cap s) per tolerance.
_WINDOWS: dict[Tolerance, tuple[float, float, float]] = {
    Tolerance.GENTLE: (0.25, 0.10, 0.22),
    Tolerance.FAIR: (0.15, 0.07, 0.15),
    Tolerance.STRICT: (0.10, 0.04, 0.10),
}
DEFAULT_TOLERANCE = Tolerance.FAIR


@dataclass(frozen=True)
class Rhythm:
    onsets: tuple[float, ...]  # seconds of each sounding note's start, the first at 0.0
    length: float  # seconds from the first onset to the end of the last note or rest
    beat: float  # seconds per quarter note at the tempo


@dataclass(frozen=True)
class OnsetJudgement:
    written: float  # the onset, seconds
    tapped: float | None  # the tap paired with it, on the same time line (None: missing)
    error: float | None  # tapped - written, seconds (negative: early)
    timing: Timing
    tolerance: float  # seconds either side that counted as on time


@dataclass(frozen=True)
class TapVerdict:
    right: bool
    onsets: tuple[OnsetJudgement, ...]
    extra: tuple[float, ...]  # taps paired with no onset, on the written time line

    @property
    def errors_ms(self) -> tuple[int | None, ...]:
        """Each onset's error in whole milliseconds (None where it was missed): what is recorded."""
        return tuple(None if o.error is None else round(o.error * 1000) for o in self.onsets)


def written_rhythm(notes: Iterable[Note] | NotesSpelling, tempo: float) -> Rhythm:
    """The rhythm of written notes (a sequence of `Note`, or a notes spelling) at `tempo` quarter
    notes a minute. Leading rests are not counted: the rhythm starts at its first sounding note."""
    seq = notes.notes if isinstance(notes, NotesSpelling) else tuple(notes)
    eighth = Fraction(30) / Fraction(tempo).limit_denominator(1000)
    at = Fraction(0)
    onsets: list[Fraction] = []
    held = False  # the previous note is tied into this one: no new onset
    first: Fraction | None = None
    for note in seq:
        if not note.rest and not held:
            onsets.append(at)
            if first is None:
                first = at
        held = note.tied
        at += note.duration
    start = first if first is not None else Fraction(0)
    return Rhythm(tuple(float((o - start) * eighth) for o in onsets), float((at - start) * eighth),
                  float(2 * eighth))


def tolerance_seconds(tolerance: Tolerance | str | float, beat: float) -> float:
    """The on-time window (seconds either side) of a named tolerance at this beat, or a number
    of seconds given as is."""
    if isinstance(tolerance, bool) or not isinstance(tolerance, str):
        return float(tolerance)
    share, floor, cap = _WINDOWS[Tolerance(tolerance)]
    return min(cap, max(floor, share * beat))


def judge_taps(rhythm: Rhythm, taps: Sequence[float], tolerance: Tolerance | str | float = DEFAULT_TOLERANCE) -> TapVerdict:
    """The verdict on `taps` (seconds, any origin) against `rhythm`; see the module text."""
    onsets = rhythm.onsets
    window = tolerance_seconds(tolerance, rhythm.beat)
    tolerances = tuple(_onset_tolerance(onsets, i, window) for i in range(len(onsets)))
    if not taps or not onsets:
        missing = tuple(OnsetJudgement(w, None, None, Timing.MISSING, t) for w, t in zip(onsets, tolerances, strict=True))
        stray = tuple(float(t) - min(taps) for t in sorted(taps))
        return TapVerdict(not onsets and not taps, missing, stray)
    ordered = sorted(float(t) for t in taps)
    aligned = [t - ordered[0] + onsets[0] for t in ordered]
    # Each tap goes to its nearest onset; past the last note's end (plus a beat) it is extra.
    reach = max(rhythm.length, onsets[-1]) + rhythm.beat
    claims: dict[int, list[float]] = {}
    extra: list[float] = []
    for tap in aligned:
        if tap > reach:
            extra.append(tap)
            continue
        nearest = min(range(len(onsets)), key=lambda i: (abs(tap - onsets[i]), i))
        claims.setdefault(nearest, []).append(tap)
    _pass_on_second_claims(claims, onsets)
    judged: list[OnsetJudgement] = []
    for i, written in enumerate(onsets):
        mine = sorted(claims.get(i, ()), key=lambda t: abs(t - written))
        if not mine:
            judged.append(OnsetJudgement(written, None, None, Timing.MISSING, tolerances[i]))
            continue
        tapped, *others = mine
        extra.extend(others)
        error = tapped - written
        if abs(error) <= tolerances[i] + 1e-9:
            timing = Timing.ON_TIME
        else:
            timing = Timing.EARLY if error < 0 else Timing.LATE
        judged.append(OnsetJudgement(written, tapped, error, timing, tolerances[i]))
    right = all(j.timing is Timing.ON_TIME for j in judged) and not extra
    return TapVerdict(right, tuple(judged), tuple(sorted(extra)))


def _pass_on_second_claims(claims: dict[int, list[float]], onsets: Sequence[float]) -> None:
    """Two taps nearest one onset: the farther goes to the neighbouring onset on its side when
    that one has no tap (tapped 1.3 for notes at 1.0 and 1.5, and 1.5 as well: 1.3 answers the
    note at 1.0, late). Otherwise it stays, and is judged extra."""
    for i in range(len(onsets)):
        mine = claims.get(i, [])
        if len(mine) < 2:
            continue
        mine.sort(key=lambda t: abs(t - onsets[i]))
        for tap in list(mine[1:]):
            side = i - 1 if tap < onsets[i] else i + 1
            if 0 <= side < len(onsets) and not claims.get(side):
                mine.remove(tap)
                claims[side] = [tap]


def _onset_tolerance(onsets: Sequence[float], i: int, window: float) -> float:
    """`window`, but never more than half the gap to a neighbouring onset."""
    gaps = [onsets[i] - onsets[i - 1]] if i > 0 else []
    if i + 1 < len(onsets):
        gaps.append(onsets[i + 1] - onsets[i])
    return min([window, *(g / 2 for g in gaps)])


def taps_from_text(value: object) -> tuple[float, ...]:
    """Tap times as a pack's `answer` or an answers file writes them: a list of seconds
    (`[0.0, 1.0, 1.5]`). Raises ValueError saying what is wrong."""
    if isinstance(value, str | bytes) or not isinstance(value, Sequence):
        raise ValueError(_("a tap answer is a list of seconds like {example}", example="[0.0, 1.0, 1.5]"))
    out: list[float] = []
    for item in value:
        if isinstance(item, bool) or not isinstance(item, int | float) or item != item or abs(item) > 3600:
            raise ValueError(_("a tap answer is a list of seconds like {example}", example="[0.0, 1.0, 1.5]"))
        out.append(float(item))
    return tuple(out)
