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
from edu_domino.faces.counting import MAX_PIPS
from edu_domino.faces.kinds import FACE_KINDS, FaceKind
from edu_domino.faces.notes import NOTES_TABLE, NOTES_WITH_RESTS_TABLE
from edu_domino.i18n import N_, _

# kind -> parser(body, max_value); the kind is also the prefix of every key of that kind.
PARSERS: dict[str, Callable[[str, int], Spelling]] = {name: kind.parse for name, kind in FACE_KINDS.items()}


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
            raise ValueError(_("the {faces} faces go from 0 to {top}, so {value} has no face; use a set up to "
                               "double-{top}", faces=self.name, top=self.max_value, value=value))
        return _spellings(self)[value]

    @property
    def face_kind(self) -> FaceKind:
        return FACE_KINDS[self.kind]

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
    did_you_mean = _("did you mean {name!r}?", name=hint[0]) + " " if hint else ""
    return _(what, name=name) + "; " + did_you_mean + _("choose one of {names}", names=", ".join(known))


def get_face_set(name: str) -> FaceSet:
    """The face set called `name`; ValueError with a "did you mean" hint otherwise."""
    try:
        return FACE_SETS[name]
    except KeyError:
        raise ValueError(_unknown(name, list(FACE_SETS), N_("{name!r} is not a face set"))) from None


def parse_spelling(key: str) -> Spelling:
    """Read a key such as `notes:q+e`, `pips:5`, `powers:2^3` or `numerals:7`.

    The prefix may be a face kind or a face-set name. Raises SpellingError (a ValueError) with one
    line saying what is wrong and how to write it.
    """
    if not isinstance(key, str) or ":" not in key:
        raise SpellingError(_("{key!r} is not a spelling key; write face:spelling, e.g. {examples}", key=key,
                              examples="notes:q+e, pips:5, powers:2^3, numerals:7"))
    prefix, body = key.split(":", 1)
    prefix = prefix.strip().lower()
    if prefix in FACE_SETS:
        return FACE_SETS[prefix].parse(body)
    if prefix in PARSERS:
        return PARSERS[prefix](body, _TOP)
    raise SpellingError(f"{key}: " + _unknown(prefix, sorted(set(FACE_SETS) | set(PARSERS)), N_("{name!r} is not a face")))
