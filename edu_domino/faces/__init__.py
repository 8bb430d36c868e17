"""Tile faces, pure data: each value 0..12 has one or more spellings in each face set.

Face sets: `pips`, `numerals`, `notes` (note values, the eighth counting 1) and `powers` (2^k,
counted as k). Nothing here draws; `edu_domino.ui.painter` does. The key grammar is documented in
docs/faces.md.
"""

from edu_domino.faces.base import Spelling, SpellingError
from edu_domino.faces.counting import (
    PIP_LAYOUTS,
    NumeralSpelling,
    PipsSpelling,
    PowerSpelling,
)
from edu_domino.faces.heard import first_heard_half, heard_spellings, plays_heard
from edu_domino.faces.kinds import FACE_KINDS, FaceKind, HalfSound, face_kind
from edu_domino.faces.mixed import (
    DIFFICULTIES,
    FACE_CHOICES,
    MIXED_POOL,
    FaceOptions,
    face_options,
    spelling_for_half,
    tile_spellings,
)
from edu_domino.faces.notes import BASE_NAMES, BASES, Note, NotesSpelling, parse_notes
from edu_domino.faces.registry import FACE_SETS, FaceSet, get_face_set, parse_spelling
from edu_domino.faces.words import half_words, note_words, notes_words, tile_words

__all__ = [
    "FACE_KINDS",
    "FaceKind",
    "HalfSound",
    "face_kind",
    "BASES",
    "BASE_NAMES",
    "DIFFICULTIES",
    "FACE_CHOICES",
    "FACE_SETS",
    "MIXED_POOL",
    "PIP_LAYOUTS",
    "FaceOptions",
    "FaceSet",
    "Note",
    "NotesSpelling",
    "NumeralSpelling",
    "PipsSpelling",
    "PowerSpelling",
    "Spelling",
    "SpellingError",
    "face_options",
    "first_heard_half",
    "get_face_set",
    "half_words",
    "note_words",
    "notes_words",
    "heard_spellings",
    "parse_notes",
    "parse_spelling",
    "plays_heard",
    "spelling_for_half",
    "tile_spellings",
    "tile_words",
]
