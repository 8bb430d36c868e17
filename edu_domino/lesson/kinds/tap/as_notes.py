"""Recorded taps read back as notes, so the pack editor shows a teacher the rhythm they tapped as
notation beside the one written (`q+e+e`).

Each tap starts a note that lasts until the next tap; the last one lasts until the rhythm's end
(a beat when the taps ran past it). Lengths are rounded to the nearest sixteenth and written with
the longest notes that fit, tied (`h_e`). Taps only mark where notes start, so a rest is heard as
part of the note before it. The notes come in groups a half can draw: each a whole number of
eighths.

>>> taps_as_notes([0.0, 1.0, 1.5], beat=1.0, length=2.0)
['q', 'e', 'e']
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

# Note lengths in sixteenths, longest first: the notes a tapped length is written with.
NOTE_SIXTEENTHS = ((16, "w"), (12, "h."), (8, "h"), (6, "q."), (4, "q"), (3, "e."), (2, "e"), (1, "s"))
LONGEST = 16  # a gap longer than a whole note is written as one (a pause, not a note to read)


def _written(sixteenths: int) -> str:
    """One tapped length as notes, tied: 10 sixteenths -> "h_e"."""
    parts, left = [], max(1, min(sixteenths, LONGEST))
    for size, code in NOTE_SIXTEENTHS:
        while left >= size:
            parts.append(code)
            left -= size
    return "_".join(parts)


def taps_as_notes(taps: Sequence[float], beat: float, length: float) -> list[str]:
    """The taps (seconds) as groups of notes, each group a whole number of eighths."""
    if not taps or beat <= 0:
        return []
    start = taps[0]
    times = [t - start for t in taps]
    ends = [*times[1:], length if length > times[-1] else times[-1] + beat]
    groups: list[str] = []
    group: list[str] = []
    eighths = Fraction(0)
    for onset, end in zip(times, ends, strict=True):
        sixteenths = round((end - onset) / beat * 4)
        group.append(_written(sixteenths))
        eighths += Fraction(max(1, min(sixteenths, LONGEST)), 2)
        if eighths.denominator == 1:
            groups.append("+".join(group))
            group, eighths = [], Fraction(0)
    if group:  # an odd sixteenth left at the very end: its note still shows
        groups.append("+".join(group))
    return groups
