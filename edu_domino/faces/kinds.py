"""Face kinds answer for themselves: how a half of that kind reads, sounds and is counted.

Code outside `faces/` asks a spelling's kind (`spelling.kind`) instead of testing its name, so a
new kind is one entry here (and its parser), not an `if` in five packages.

>>> from edu_domino.faces import get_face_set
>>> power = get_face_set("powers").spellings(3)[0]
>>> power.kind.sound, power.kind.reads_as_number(power.value), power.kind.shows_value
(<HalfSound.STEP: 'step'>, 8, False)
>>> get_face_set("pips").spellings(4)[0].kind.reads_as_number(4)
4
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from edu_domino.faces.base import Spelling
from edu_domino.faces.counting import parse_numerals, parse_pips, parse_powers
from edu_domino.faces.notes import parse_notes
from edu_domino.i18n import N_


class HalfSound(StrEnum):
    """What a half sounds like."""

    STEP = "step"  # one pitch, a scale step per value (pips, numerals, powers: 2^k counts k)
    RHYTHM = "rhythm"  # its notes, one pitch, their durations (note values)


def _same(value: int) -> int:
    return value


def _power(value: int) -> int:
    return 2**value


@dataclass(frozen=True)
class FaceKind:
    name: str  # also the prefix of every spelling key of the kind (`notes:q+e`)
    parse: Callable[[str, int], Spelling]  # (body, largest value) -> spelling
    sound: HalfSound
    shows_value: bool  # a glance tells the value: the table may print an end's value
    digits: bool  # the plain picture writes the value in digits (else pips)
    skill: str  # the progress skill a sum of such halves trains
    hint: str  # how to count such a half (a gettext id)
    number: Callable[[int], int] = _same  # how a half of value v reads as a written number

    def reads_as_number(self, value: int) -> int:
        """The number a half of `value` shows when read as written (2^3 reads as 8)."""
        return self.number(value)

    @property
    def written_differently(self) -> bool:
        """The written number is not the value played (powers: 2^3 is written 8 but counts 3)."""
        return self.number is not _same

    @property
    def rhythm(self) -> bool:
        return self.sound is HalfSound.RHYTHM


FACE_KINDS: dict[str, FaceKind] = {
    "pips": FaceKind("pips", parse_pips, HalfSound.STEP, True, False, "sums",
                     N_("Count the dots on each half and add them up.")),
    "numerals": FaceKind("numerals", parse_numerals, HalfSound.STEP, True, True, "sums",
                         N_("Add up the numbers on each half.")),
    "notes": FaceKind("notes", parse_notes, HalfSound.RHYTHM, False, False, "sums",
                      N_("Remember: an eighth note counts 1, a quarter 2, a half 4 and a whole 8; a dot adds "
                         "half the note again, and a tie joins two notes into one sound.")),
    "powers": FaceKind("powers", parse_powers, HalfSound.STEP, False, False, "powers",
                       N_("A power of two counts its exponent: how many twos are multiplied. For example 8 = 2 × 2 × 2 = 2³ counts 3."),
                       _power),
}


def face_kind(name: str) -> FaceKind:
    """The kind called `name` (a spelling's `face`); KeyError names the kinds there are."""
    try:
        return FACE_KINDS[name]
    except KeyError:
        raise KeyError(f"no face kind {name!r}; there are {', '.join(FACE_KINDS)}") from None
