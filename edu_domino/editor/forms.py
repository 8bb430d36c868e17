"""The editor's forms, generated from the fields each step kind declares (lesson/kinds, read
through editor/kinds.py) and the pack's own (editor/pack_fields.py).

Nothing here names a step kind: a kind registered with its fields gets its form, its name in the
kind menu and its pickers from these few functions. The labels are translated on the server, so
the page's script holds no words of its own.
"""

from __future__ import annotations

from edu_domino.editor.kinds import field_json, kinds_json
from edu_domino.editor.pack_fields import PACK_FIELDS, PACK_LABELS
from edu_domino.faces import BASES, Note, get_face_set, note_words
from edu_domino.faces.notes import MAX_DOTS
from edu_domino.i18n import LANGUAGES, translate

FACE_NAMES = ("pips", "numerals", "notes", "powers")
TOP_VALUE = 12  # the largest value any face set draws (double-12)


def pack_json(lang: str) -> list[dict]:
    siblings = {f.name: f for f in PACK_FIELDS}
    return [{**field_json(f, siblings, lang), "label": translate(lang, PACK_LABELS[f.name])} for f in PACK_FIELDS]


def note_palette(lang: str) -> list[dict]:
    """The notes and rests a teacher clicks to write a half, named in their language."""
    out = []
    for rest in (False, True):
        for base in BASES:
            note = Note(base, rest=rest)
            code = ("r" if rest else "") + base
            # A sixteenth alone is no half (half an eighth): it has no picture of its own.
            out.append({"code": code, "words": note_words(note, lang), "rest": rest, "alone": BASES[base] >= 1})
    return out


def note_names(lang: str) -> dict[str, str]:
    """Every note and rest with its dots, by code ("q." -> "negra con puntillo")."""
    names = {}
    for rest in (False, True):
        for base in BASES:
            for dots in range(MAX_DOTS + 1):
                names[("r" if rest else "") + base + "." * dots] = note_words(Note(base, dots, rest=rest), lang)
    return names


def plain_halves() -> dict[str, list[str]]:
    """Each face set's plain half for each value: how a tile "3-1" is drawn in the pickers."""
    out = {}
    for name in FACE_NAMES:
        face = get_face_set(name)
        out[name] = [face.spellings(v)[0].key for v in range(min(face.max_value, TOP_VALUE) + 1)]
    out["notes-rests"] = out["notes"]
    return out


def schema(lang: str) -> dict:
    """Everything the page builds its forms from."""
    return {
        "pack": pack_json(lang),
        "kinds": kinds_json(lang),
        "notes": note_palette(lang),
        "note_names": note_names(lang),
        "plain": plain_halves(),
        "languages": list(LANGUAGES),
    }
