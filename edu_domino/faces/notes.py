"""Note-value spellings (seed 004, "Sumas"): the eighth note counts 1.

A spelling is written as note tokens joined by `+` (separate notes) or `_` (a tie: the note before
is held into the next one). A token is a letter, `w` whole, `h` half, `q` quarter, `e` eighth or
`s` sixteenth, followed by one `.` per augmentation dot; an `r` in front makes it a rest. The empty
half is `empty`. Durations are exact fractions of an eighth, never floats.

>>> parse_notes("q.+e").value, parse_notes("h_e").value, parse_notes("empty").value
(4, 5, 0)
>>> parse_notes("q+rq").value  # a quarter rest lasts a quarter
4
>>> [str(n.duration) for n in parse_notes("h._e").notes]
['6', '1']
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from edu_domino.faces.base import Spelling, SpellingError
from edu_domino.i18n import N_, _

# Length of each undotted note, in eighths.
BASES: dict[str, Fraction] = {
    "w": Fraction(8),
    "h": Fraction(4),
    "q": Fraction(2),
    "e": Fraction(1),
    "s": Fraction(1, 2),
}
BASE_NAMES: dict[str, str] = {
    "w": "whole",
    "h": "half",
    "q": "quarter",
    "e": "eighth",
    "s": "sixteenth",
}
MAX_DOTS = 2
EMPTY = "empty"

_TOKEN = re.compile(r"(r?)([a-z])(\.*)$")
# A note letter with a number after it (`e3`, `q3`, `s6`): how a tuplet is often typed. Not
# written: every half is drawn, played and judged on a grid of halved eighths (docs/faces.md).
_TUPLET = re.compile(r"r?[whqes]\.*\d+$")
_HOW = N_(
    "write notes as w h q e s (whole, half, quarter, eighth, sixteenth), a '.' after for each dot, "
    "'r' before for a rest, joined by '+' (or '_' for a tie), e.g. notes:q.+e or notes:h_e"
)


@dataclass(frozen=True)
class Note:
    """One written note or rest. `tied` means it is held into the next note of the spelling."""

    base: str  # "w" | "h" | "q" | "e" | "s": the shape of the note
    dots: int = 0
    tied: bool = False
    rest: bool = False

    def __post_init__(self) -> None:
        if self.base not in BASES:
            raise SpellingError(_("{name!r} is not a note", name=self.base) + "; " + _(_HOW))
        if not 0 <= self.dots <= MAX_DOTS:
            raise SpellingError(_("a note takes at most {most} dots, not {dots}", most=MAX_DOTS, dots=self.dots))
        if self.rest and self.tied:
            raise SpellingError(_("a rest cannot be tied; ties join sounding notes"))

    @property
    def duration(self) -> Fraction:
        """Length in eighths: each dot adds half of what the previous part was worth."""
        return BASES[self.base] * (2 - Fraction(1, 2**self.dots))

    @property
    def token(self) -> str:
        return ("r" if self.rest else "") + self.base + "." * self.dots

    @property
    def flags(self) -> int:
        """Flags (or beams) the note needs: 1 for an eighth, 2 for a sixteenth."""
        return {"e": 1, "s": 2}.get(self.base, 0)

    @property
    def name(self) -> str:
        dotted = {0: "", 1: "dotted ", 2: "double-dotted "}[self.dots]
        return f"{dotted}{BASE_NAMES[self.base]} {'rest' if self.rest else 'note'}"


@dataclass(frozen=True)
class NotesSpelling(Spelling):
    """A half shown as notes and rests whose written durations add up to `value` eighths.

    A rest lasts as long as the note of its shape (a quarter rest is worth 2, as on every rhythm
    worksheet); only the empty half is worth 0."""

    notes: tuple[Note, ...] = ()

    def sounds(self) -> tuple[tuple[Fraction, bool], ...]:
        """What is heard, as (duration in eighths, is_rest) with tied notes merged into one sound."""
        out: list[tuple[Fraction, bool]] = []
        held = Fraction(0)
        for note in self.notes:
            held += note.duration
            if not note.tied:
                out.append((held, note.rest))
                held = Fraction(0)
        return tuple(out)


def notes_body(notes: tuple[Note, ...]) -> str:
    """The canonical text of a sequence of notes (the part of the key after `notes:`)."""
    if not notes:
        return EMPTY
    parts: list[str] = []
    for note in notes:
        parts.append(note.token)
        parts.append("_" if note.tied else "+")
    return "".join(parts[:-1])


def parse_notes(body: str, max_value: int = 12) -> NotesSpelling:
    """Read a notes spelling such as `q.+e`; raise SpellingError saying what is wrong."""
    text = body.strip().lower().replace(" ", "")
    if text in (EMPTY, ""):
        return NotesSpelling(face="notes", value=0, body=EMPTY, notes=())
    pieces = re.split(r"([+_])", text)
    tokens, joins = pieces[0::2], pieces[1::2]
    notes: list[Note] = []
    for i, token in enumerate(tokens):
        match = _TOKEN.match(token)
        if not token:
            raise SpellingError(_("{key}: a '+' or '_' has no note on one side", key=f"notes:{body}") + "; " + _(_HOW))
        if match is None and _TUPLET.match(token):  # `e3`: a triplet, said plainly (docs/faces.md)
            raise SpellingError(_("{key}: {name!r} would be a triplet, and a half cannot hold triplets, only plain, "
                                  "dotted and tied notes and rests; choose a rhythm of those, e.g. {example}",
                                  key=f"notes:{body}", name=token, example="e+e"))
        if match is None or match.group(2) not in BASES:
            raise SpellingError(_("{key}: {name!r} is not a note", key=f"notes:{body}", name=token) + "; " + _(_HOW))
        rest, base, dots = match.groups()
        tied = i < len(joins) and joins[i] == "_"
        if rest and (tied or (i > 0 and joins[i - 1] == "_")):
            raise SpellingError(f"notes:{body}: " + _("a rest cannot be tied; ties join sounding notes"))
        notes.append(Note(base=base, dots=len(dots), tied=tied, rest=bool(rest)))
    total = sum((n.duration for n in notes), Fraction(0))  # a rest counts as long as its note
    if total.denominator != 1:
        raise SpellingError(_("{key}: the notes add up to {total} eighths; a half must add up to a whole number "
                              "of eighths (complete the dotted rhythm, e.g. {example})", key=f"notes:{body}",
                              total=total, example="e.+s"))
    if total > max_value:
        raise SpellingError(_("{key}: the notes add up to {total} eighths; the largest value is {largest}",
                              key=f"notes:{body}", total=total, largest=max_value))
    frozen = tuple(notes)
    return NotesSpelling(face="notes", value=int(total), body=notes_body(frozen), notes=frozen)


# Value -> spellings, the first being the plain one ("single" difficulty): one note where one
# note exists, else the tie that sounds as one note. The others add up alike in different ways.
# 0 is only ever the blank half: a rest lasts as long as its note, so it is never a way to show 0.
# No rests by default; `NOTES_WITH_RESTS_TABLE` adds some for a teacher who asks for them.
NOTES_TABLE: tuple[tuple[str, ...], ...] = (
    ("empty",),
    ("e", "s+s"),
    ("q", "e+e"),
    ("q.", "q+e", "e+q", "e+e+e"),
    ("h", "q+q", "e+e+q", "e+e+e+e"),
    ("h_e", "h+e", "e+q+q", "q.+q"),
    ("h.", "h+q", "q+q+q", "q.+q."),
    ("h._e", "h.+e", "h+q.", "q.+q+q"),
    ("w", "h+h", "h.+q", "q+q+q+q"),
    ("w_e", "w+e", "h.+q.", "h+h+e"),
    ("w_q", "w+q", "h.+h", "h+h+q"),
    ("w_q.", "w+q.", "h.+h+e", "h+h+q."),
    ("w.", "w+h", "h.+h.", "h+h+h"),
)

# The same spellings plus a rest inside some of them (never for 0, never standing alone): the
# `notes-rests` face set, chosen by a teacher (a pack's `faces = "notes-rests"`) who is teaching
# rests. A rest is counted like its note: `q+rq` is 4.
_WITH_RESTS: dict[int, tuple[str, ...]] = {
    2: ("e+re",),
    3: ("q+re", "re+q"),
    4: ("q+rq", "re+e+q"),
    5: ("q.+rq",),
    6: ("h+rq", "rq+q+q"),
    7: ("h+rq+e",),
    8: ("h+rh", "q+rq+h"),
    9: ("h.+rq+e",),
    10: ("w+rq",),
    11: ("h.+rh+e",),
    12: ("w+rh",),
}
NOTES_WITH_RESTS_TABLE: tuple[tuple[str, ...], ...] = tuple(
    bodies + _WITH_RESTS.get(value, ()) for value, bodies in enumerate(NOTES_TABLE)
)
