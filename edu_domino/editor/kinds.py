"""The step kinds as the editor's forms: read from the one registry (lesson/kinds), never a copy.

Each kind declares its keys as `Field`s (a name, a type, a meaning, a range, choices). This module
turns them into the page's form description by rules that hold for every kind:

- a field's type picks its widget (`WIDGET_OF`);
- an answer of tiles or halves is ticked among the step's `choices` when it has them (a match, a
  listen), else built from its `palette` (a build); a move is picked from its `hand`;
- a rule set's name (`rules`, `preset`) is chosen from the engine's presets;
- a label comes from the field's own `label`, else the words for that key (`LABELS`, shared by
  every kind), else the field's meaning, so a new kind's form reads well with no line written here;
- a choice's values are shown in words (`CHOICE_WORDS`, editor/choice_words.py);
- its help is the field's meaning (an N_ message), in the teacher's language.
"""

from __future__ import annotations

from edu_domino.ai import LEVELS as AI_LEVELS
from edu_domino.editor.choice_words import choice_words
from edu_domino.engine.presets import preset_names
from edu_domino.i18n import N_, catalog, translate
from edu_domino.lesson.kinds import COMMON_FIELDS, KINDS, Field

# Their type -> the page's widget (editor.js WIDGETS).
WIDGET_OF = {
    "text": "string", "texts": "text", "int": "int", "bool": "bool", "choice": "choice", "half": "half",
    "halves": "halves", "tile": "tile", "tiles": "tiles", "shown": "shown", "ints": "ints", "moves": "strings",
    "move": "move", "levels": "choices", "options": "table", "deal": "table", "file": "file", "seconds": "taps",
    "answer": "answer",
}
PRESET_KEYS = ("rules", "preset")
PICTURE_KEYS = ("image",)

# The words for each key, whatever kind it is in (a kind's own new key falls back to its meaning).
LABELS: dict[str, str] = {
    "id": N_("Step id"), "prompt": N_("Question"), "hint": N_("Hint after a wrong try"),
    "text": N_("Text to read"), "show": N_("Shown"), "tiles": N_("Tiles shown"), "image": N_("Picture"),
    "ask": N_("Powers of two count"), "target": N_("Target"), "choices": N_("Choices"), "answer": N_("Answer"),
    "shuffle": N_("Shuffle the choices"), "half": N_("The half to match"), "palette": N_("Notes offered"),
    "max_parts": N_("At most this many parts"), "play": N_("What is played"),
    "line": N_("Tiles on the table, left to right"), "hand": N_("The pupil's tiles"), "preset": N_("Rules"),
    "rules": N_("Rules"), "options": N_("Rule options"), "seed": N_("Deal number"), "deal": N_("Hands dealt"),
    "actions": N_("Moves so far"), "replay": N_("Saved game"), "moves": N_("Moves into the game"),
    "faces": N_("Faces"), "difficulty": N_("Spellings shown"), "opponents": N_("Opponents"),
    "tile": N_("A tile"), "hear_first": N_("Play it first"), "metronome": N_("Metronome while tapping"),
    "tolerance": N_("How strict"),
}
LIST_TYPES = ("tiles", "halves")


def step_kinds() -> tuple[str, ...]:
    return tuple(KINDS)


def _widget(f: Field, siblings: dict[str, Field]) -> tuple[str, list[str], bool]:
    """The widget for a field, the fields it picks from, and whether it picks several."""
    if f.name == "answer" and f.type in (*LIST_TYPES, "half"):
        item = "tiles" if f.type == "tiles" else "halves"
        choices = siblings.get("choices")
        if choices is not None and choices.type == item:
            return "pick", ["choices"], f.type in LIST_TYPES
        palette = siblings.get("palette")
        if palette is not None and palette.type == item and f.type in LIST_TYPES:
            return "sequence", ["palette"], True
    if f.type == "move" and "hand" in siblings:
        return "move", ["hand"], False
    if f.type == "file" and f.name in PICTURE_KEYS:
        return "image", [], False
    if f.type == "text" and f.name in PRESET_KEYS:
        return "choice", [], False
    return WIDGET_OF.get(f.type, "string"), [], True


def field_json(f: Field, siblings: dict[str, Field], lang: str) -> dict:
    widget, source, many = _widget(f, siblings)
    choices: tuple[str, ...] = f.choices
    if f.name in PRESET_KEYS and not choices:
        choices = tuple(preset_names())
    if f.type == "levels" and not choices:
        choices = tuple(AI_LEVELS)
    label = f.label or LABELS.get(f.name)
    return {
        "key": f.name, "type": widget, "label": translate(lang, label) if label else f.meaning,
        # gettext, not translate: a kind's help may hold braces ("{ players = 2 }") that are no fields.
        "help": catalog(lang).gettext(f.meaning), "required": f.required, "low": f.low, "high": f.high, "choices": list(choices),
        "words": choice_words(choices, lang), "default": f.default, "source": source, "many": many, "form": "",
    }


def kinds_json(lang: str) -> dict:
    out = {}
    for name, kind in KINDS.items():
        fields = tuple(f for f in (*COMMON_FIELDS, *kind.fields) if f.name != "kind")
        siblings = {f.name: f for f in fields}
        out[name] = {
            "name": translate(lang, kind.title) if kind.title else name,
            "scored": bool(getattr(kind.step_type, "scored", True)),
            "fields": [field_json(f, siblings, lang) for f in fields],
        }
    return out
