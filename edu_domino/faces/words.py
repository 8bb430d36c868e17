"""A half or a tile named in words, in the pupil's language, the way its face shows it.

Feedback and hints speak in the faces' own terms: a notes half is "negra + blanca con puntillo",
never its code (`notes:q+h.`) or its value (`6`); a power is "2³"; pips and numerals, whose faces
show their value anyway, are their number. `numbers=True` (a teacher's "show numbers" option)
adds the value in brackets where the face does not show it.

>>> from edu_domino.faces import parse_spelling
>>> half_words(parse_spelling("notes:q+h."), "es")
'negra + blanca con puntillo'
>>> half_words(parse_spelling("notes:rq"), "pt"), half_words(parse_spelling("notes:h_e"), "en")
('pausa de semínima', 'half note tied to eighth note')
>>> half_words(parse_spelling("powers:2^3"), "en"), half_words(parse_spelling("powers:2^3"), "en", numbers=True)
('2³', '2³ (3)')
>>> tile_words((parse_spelling("pips:6"), parse_spelling("pips:4")), "es")
'6-4'
>>> tile_words((parse_spelling("notes:q"), parse_spelling("powers:2^5")), "es")
'negra y 2⁵'
>>> one_note_lasting(4, "en"), one_note_lasting(6, "es"), one_note_lasting(5, "pt")
('half note', 'blanca con puntillo', '')
"""

from __future__ import annotations

from collections.abc import Sequence

from edu_domino.faces.base import Spelling
from edu_domino.faces.counting import PowerSpelling
from edu_domino.faces.notes import Note, NotesSpelling, parse_notes
from edu_domino.i18n import N_, translate

# Each note shape and rest by its name (the language's own: "negra", "semínima", "quarter note").
NOTE_NAMES: dict[str, str] = {
    "w": N_("whole note"),
    "h": N_("half note"),
    "q": N_("quarter note"),
    "e": N_("eighth note"),
    "s": N_("sixteenth note"),
}
REST_NAMES: dict[str, str] = {
    "w": N_("whole rest"),
    "h": N_("half rest"),
    "q": N_("quarter rest"),
    "e": N_("eighth rest"),
    "s": N_("sixteenth rest"),
}
DOTTED: dict[int, str] = {1: N_("dotted {note}"), 2: N_("double-dotted {note}")}
TIED = N_("{first} tied to {second}")
# A tile's two halves, left then right, in plain words: no bracket notation for a child to decode
# (the drawing beside the words shows the tile).
TILE = N_("{left} and {right}")
EMPTY = N_("empty")  # a notes half with no notes (worth 0)
SUPERSCRIPTS = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


def note_words(note: Note, lang: str) -> str:
    """One note or rest: "negra con puntillo", "pausa de semínima", "eighth rest"."""
    name = translate(lang, (REST_NAMES if note.rest else NOTE_NAMES)[note.base])
    if note.dots:
        name = translate(lang, DOTTED[note.dots], note=name)
    return name


def notes_words(notes: Sequence[Note], lang: str) -> str:
    """Notes one after another, joined by " + "; a tie joins two notes into one sound ("ligada")."""
    if not notes:
        return translate(lang, EMPTY)
    sounds: list[str] = []
    held = ""  # the words of the notes tied so far into the current sound
    for note in notes:
        words = note_words(note, lang)
        held = translate(lang, TIED, first=held, second=words) if held else words
        if not note.tied:
            sounds.append(held)
            held = ""
    if held:  # a malformed last tie: still say it
        sounds.append(held)
    return " + ".join(sounds)


# One note for each length in eighths it can last alone: "as long as one half note".
ONE_NOTE = {8: "w", 6: "h.", 4: "h", 3: "q.", 2: "q", 1: "e"}


def one_note_lasting(eighths: object, lang: str) -> str:
    """The name of the one note that lasts `eighths` eighth notes ("" when no single note does)."""
    code = ONE_NOTE.get(eighths) if isinstance(eighths, int) else None
    return note_words(parse_notes(code).notes[0], lang) if code else ""


def power_words(spelling: PowerSpelling) -> str:
    """A power of two as written: "2³", or its number ("8") when the face writes the number."""
    if spelling.style == "number":
        return str(spelling.number)
    return "2" + str(spelling.exponent).translate(SUPERSCRIPTS)


def half_words(spelling: Spelling, lang: str, numbers: bool = False) -> str:
    """A half in words as its face shows it; with `numbers`, its value in brackets where the face
    does not show it (the teacher's "show numbers" option)."""
    if spelling.kind.shows_value:
        return str(spelling.value)
    if isinstance(spelling, NotesSpelling):
        words = notes_words(spelling.notes, lang)
    elif isinstance(spelling, PowerSpelling):
        words = power_words(spelling)
    else:  # a kind added later without words of its own: its key, never a crash
        words = spelling.key
    return f"{words} ({spelling.value})" if numbers else words


def tile_words(halves: Sequence[Spelling], lang: str, numbers: bool = False) -> str:
    """A tile by its two halves, left then right: "6-4" where both faces show their value, else
    "negra y blanca con puntillo"."""
    if all(h.kind.shows_value for h in halves):
        return "-".join(str(h.value) for h in halves)
    left, right = (half_words(h, lang, numbers) for h in halves)
    return translate(lang, TILE, left=left, right=right)
