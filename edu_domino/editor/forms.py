"""The editor's forms, generated from the fields each step kind declares (lesson/fields.py).

Nothing here names a step kind: a kind registered with its fields gets its form, its name in the
kind menu and its pickers from these few functions. The labels are translated on the server, so
the page's script holds no words of its own.
"""

from __future__ import annotations

from edu_domino.engine.presets import preset_names
from edu_domino.faces import BASES, Note, get_face_set, note_words
from edu_domino.faces.notes import MAX_DOTS
from edu_domino.i18n import LANGUAGES, translate
from edu_domino.lesson.fields import PACK_FIELDS, Field, kind_fields, step_kinds

# Fields whose choices are the rule presets (the engine's list, not a copy of it).
PRESET_KEYS = ("preset", "rules")
FACE_NAMES = ("pips", "numerals", "notes", "powers")
TOP_VALUE = 12  # the largest value any face set draws (double-12)


def field_json(f: Field, lang: str) -> dict:
    choices = f.choices or (tuple(preset_names()) if f.key in PRESET_KEYS and f.type == "choice" else ())
    return {
        "key": f.key, "type": f.type, "label": translate(lang, f.label), "required": f.required,
        "low": f.low, "high": f.high, "choices": list(choices), "default": f.default,
        "source": list(f.source), "many": f.many, "form": translate(lang, f.form) if f.form else "",
    }


def kinds_json(lang: str) -> dict:
    from edu_domino.lesson.fields import COMMON_FIELDS

    out = {}
    for kind in step_kinds():
        k = kind_fields(kind)
        out[kind] = {
            "name": translate(lang, k.name), "scored": k.scored,
            "fields": [field_json(f, lang) for f in (*COMMON_FIELDS, *k.fields)],
        }
    return out


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
        "pack": [field_json(f, lang) for f in PACK_FIELDS],
        "kinds": kinds_json(lang),
        "notes": note_palette(lang),
        "note_names": note_names(lang),
        "plain": plain_halves(),
        "languages": list(LANGUAGES),
    }
