"""The face sets: plain data keyed by name, and the one function that reads any spelling key.

A face set is a `kind` (which grammar its spellings use) and a table: for each value 0..max, the
bodies of its spellings, plain one first. Adding a face set is adding one entry to FACE_SETS, e.g.
an easier notes set `FaceSet("notes-easy", "notes", "Notes (easy)", (("empty",), ("e",), ...))`.

>>> get_face_set("notes").spellings(3)[0].key
'notes:q.'
>>> parse_spelling("powers:2^3") == get_face_set("powers").spellings(3)[0]
True
"""

from __future__ import annotations

import difflib
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from edu_domino.faces.base import Spelling, SpellingError
from edu_domino.faces.counting import MAX_PIPS, parse_numerals, parse_pips, parse_powers
from edu_domino.faces.notes import NOTES_TABLE, NOTES_WITH_RESTS_TABLE, parse_notes

# kind -> parser(body, max_value); the kind is also the prefix of every key of that kind.
PARSERS: dict[str, Callable[[str, int], Spelling]] = {
    "pips": parse_pips,
    "numerals": parse_numerals,
    "notes": parse_notes,
    "powers": parse_powers,
}


@dataclass(frozen=True)
class FaceSet:
    name: str
    kind: str
    title: str
    table: tuple[tuple[str, ...], ...]  # table[value] = spelling bodies, plain one first

    @property
    def max_value(self) -> int:
        return len(self.table) - 1

    def spellings(self, value: int) -> tuple[Spelling, ...]:
        """Every spelling this set shows for `value`, the plain one first."""
        if not 0 <= value <= self.max_value:
            raise ValueError(
                f"the {self.name} faces go from 0 to {self.max_value}, so {value} has no face; "
                f"use a set up to double-{self.max_value}"
            )
        return _spellings(self)[value]

    def parse(self, body: str) -> Spelling:
        return PARSERS[self.kind](body, self.max_value)


@cache
def _spellings(face_set: FaceSet) -> tuple[tuple[Spelling, ...], ...]:
    return tuple(tuple(face_set.parse(b) for b in bodies) for bodies in face_set.table)


_TOP = 12  # every built-in set reaches double-twelve

FACE_SETS: dict[str, FaceSet] = {
    "pips": FaceSet("pips", "pips", "Pips", tuple((str(v),) for v in range(MAX_PIPS + 1))),
    "numerals": FaceSet("numerals", "numerals", "Numerals", tuple((str(v),) for v in range(_TOP + 1))),
    "notes": FaceSet("notes", "notes", "Note values (Sumas)", NOTES_TABLE),
    # Rests only where a teacher asks for them: a pack's `faces = "notes-rests"`.
    "notes-rests": FaceSet("notes-rests", "notes", "Note values with rests", NOTES_WITH_RESTS_TABLE),
    "powers": FaceSet(
        "powers", "powers", "Powers of two (Potencias)",
        tuple((f"2^{k}", str(2**k)) for k in range(_TOP + 1)),
    ),
}


def _unknown(name: str, known: list[str], what: str) -> str:
    hint = difflib.get_close_matches(name, known, n=1)
    did_you_mean = f"did you mean {hint[0]!r}? " if hint else ""
    return f"{name!r} is not a {what}; {did_you_mean}choose one of {', '.join(known)}"


def get_face_set(name: str) -> FaceSet:
    """The face set called `name`; ValueError with a "did you mean" hint otherwise."""
    try:
        return FACE_SETS[name]
    except KeyError:
        raise ValueError(_unknown(name, list(FACE_SETS), "face set")) from None


def parse_spelling(key: str) -> Spelling:
    """Read a key such as `notes:q+e`, `pips:5`, `powers:2^3` or `numerals:7`.

    The prefix may be a face kind or a face-set name. Raises SpellingError (a ValueError) with one
    line saying what is wrong and how to write it.
    """
    if not isinstance(key, str) or ":" not in key:
        raise SpellingError(
            f"{key!r} is not a spelling key; write face:spelling, e.g. notes:q+e, pips:5, "
            "powers:2^3 or numerals:7"
        )
    prefix, body = key.split(":", 1)
    prefix = prefix.strip().lower()
    if prefix in FACE_SETS:
        return FACE_SETS[prefix].parse(body)
    if prefix in PARSERS:
        return PARSERS[prefix](body, _TOP)
    raise SpellingError(f"{key}: " + _unknown(prefix, sorted(set(FACE_SETS) | set(PARSERS)), "face"))
