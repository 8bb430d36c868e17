"""What a step kind's keys are, as data: the checker's list of keys, the pack editor's forms and
the JSON a device page reads all come from these descriptions (docs/lesson-packs.md, "Step kinds
as data").

A `Field` names one key of a `[[steps]]` table: its type (one of `TYPES`), whether it must be
written, its default, the range of a number, the values a choice takes, whether it is written
once per language (`{ es = "...", pt = "...", en = "..." }`) and, in plain English, what a
value means. `fields_json` is the same list as JSON, for programs that are not Python.
"""

from __future__ import annotations

from dataclasses import dataclass

from edu_domino.i18n import N_

# The types a key's value may have, as the pack editor draws them.
TYPES = {
    "text": "one line of text",
    "texts": "text in each language of the pack",
    "int": "a whole number",
    "bool": "true or false",
    "choice": "one of `choices`",
    "half": "a half written as a spelling (\"q.\", \"3\", \"powers:2^3\")",
    "halves": "a list of halves",
    "tile": "a tile (\"3-1\")",
    "tiles": "a list of tiles",
    "shown": "a list of halves and tiles",
    "ints": "a list of whole numbers",
    "moves": "a list of moves (\"6-4 L\", \"draw\", \"pass\")",
    "move": "one move (\"5-2 R\", \"draw\", \"pass\")",
    "levels": "a list of opponent levels",
    "options": "a table of rule options",
    "deal": "a table: the hands and the boneyard",
    "file": "the name of a file beside the pack",
    "seconds": "a list of times in seconds",
    "answer": "the right answer (its form depends on the step)",
}


@dataclass(frozen=True)
class Field:
    """One key of a step: enough to draw a form for it and to check it."""

    name: str
    type: str  # a key of TYPES
    meaning: str  # what a value means, for the teacher: an N_ message, the editor's help under the field
    required: bool = False
    default: object = None
    low: int | None = None  # a number's (or a list's length's) smallest
    high: int | None = None
    choices: tuple[str, ...] = ()  # the values of a "choice"
    per_language: bool = False  # written once per language of the pack
    # The editor's label (an N_ message id), when the words every kind shares for this key
    # (editor/kinds.py LABELS) would mislead here: a game's `play` is no sound.
    label: str = ""

    def __post_init__(self) -> None:
        assert self.type in TYPES, self.type

    def as_json(self) -> dict:
        out: dict = {"name": self.name, "type": self.type, "meaning": self.meaning, "required": self.required,
                     "per_language": self.per_language}
        if self.default is not None:
            out["default"] = self.default
        if self.low is not None:
            out["low"] = self.low
        if self.high is not None:
            out["high"] = self.high
        if self.choices:
            out["choices"] = list(self.choices)
        return out


# The keys every step may have (`kind` names its kind: docs/lesson-packs.md, The steps).
COMMON_FIELDS = (
    Field("kind", "choice", N_("what kind of step this is"), required=True),
    Field("id", "text", N_("a short name (letters, digits, dashes) that keeps pupils' history when steps move")),
    Field("prompt", "texts", N_("the question the pupil reads; left empty, the kind's usual question"), per_language=True),
    Field("hint", "texts", N_("shown after a wrong try; left empty, the kind's usual hint"), per_language=True),
)
SHUFFLE = Field("shuffle", "bool", N_("yes: the choices come in a new order; no: in the order written here"), default=True)
ASK = Field("ask", "choice", N_("what a power of two is worth in this question"), default="value", choices=("value", "number"))


def fields_json(name: str, fields: tuple[Field, ...]) -> dict:
    """A kind's description as JSON: {"kind": name, "fields": [common fields, then its own]}."""
    return {"kind": name, "fields": [f.as_json() for f in (*COMMON_FIELDS, *fields)]}
