"""What each key of a pack takes, as data: the fields of the pack's top and of each step kind.

A field says its key, its type (from the small vocabulary below), whether it is required, its
range or choices, and the field it picks from (a match's answer is picked among its choices).
The pack editor builds its forms from these alone (edu_domino/editor/forms.py), so a step kind
registered here with its fields gets a form with no editor code written for it.

Types:
    text     a text in each language (a TOML table es/pt/en)
    string   plain text on one line (an id, a name)
    int      a whole number within `low`..`high`
    bool     true or false
    choice   one of `choices`
    choices  a list of `choices` (each at most once)
    half     one half (a spelling key: "q.", "notes:q+e", "pips:3")
    halves   a list of halves
    tile     one tile ("3-1")
    tiles    a list of tiles
    shown    a list of halves and tiles
    ints     a list of whole numbers
    answer   the step's answer: a number, or yes/no when the step has a `target`
    pick     some of the items of the field `source` (`many`: several, else one)
    sequence items of the field `source`, each as often as wanted, in order
    move     a tile of the field `source` and an end, "5-2 R"
    taps     tap times in seconds, of the rhythm in the fields `source` (at the pack's tempo)
    image    a picture file beside the pack
    file     another file beside the pack (a replay)
    table    a small table of names and values (rule options)
    strings  a list of plain texts

`form` names the alternative a field belongs to when a kind is written in one of several ways
(a chain step: a hand-written position, a real game, or a replay; a tap step: notes, a tile or a
line); fields of one form are used together.
"""

from __future__ import annotations

from dataclasses import dataclass

from edu_domino.i18n import N_

FIELD_TYPES = (
    "text", "string", "int", "bool", "choice", "choices", "half", "halves", "tile", "tiles", "shown",
    "ints", "answer", "pick", "sequence", "move", "taps", "image", "file", "table", "strings",
)


@dataclass(frozen=True)
class Field:
    key: str
    type: str
    label: str  # N_() text: the editor shows it in the teacher's language
    required: bool = False
    low: int | None = None
    high: int | None = None
    choices: tuple[str, ...] = ()
    default: object = None
    source: tuple[str, ...] = ()  # the fields this one picks from or is the rhythm of
    many: bool = True
    form: str = ""  # N_() text naming the alternative this field belongs to ("" = always)

    def __post_init__(self) -> None:
        if self.type not in FIELD_TYPES:
            raise ValueError(f"field {self.key!r}: unknown type {self.type!r}")


@dataclass(frozen=True)
class KindFields:
    """One step kind as the editor sees it: its name in words and its own fields."""

    kind: str
    name: str  # N_() text
    fields: tuple[Field, ...]
    scored: bool = True


FACES = ("pips", "numerals", "notes", "notes-rests", "powers")
GAME_FACES = ("pips", "numerals", "notes", "powers")
DIFFICULTIES = ("single", "spellings", "sets")
LEVELS = ("random", "greedy", "expert")
TOLERANCES = ("gentle", "fair", "strict")

COMMON_FIELDS = (
    Field("id", "string", N_("Step id")),
    Field("prompt", "text", N_("Question")),
    Field("hint", "text", N_("Hint after a wrong try")),
)
SHUFFLE = Field("shuffle", "bool", N_("Shuffle the choices"))

_POSITION, _GAME, _REPLAY = N_("A position you write"), N_("A real game"), N_("A saved game")
_NOTES, _TILE, _LINE = N_("Notes"), N_("A tile"), N_("A line of tiles")

KINDS: dict[str, KindFields] = {k.kind: k for k in (
    KindFields("explain", N_("Explain"), (
        Field("text", "text", N_("Text to read"), required=True),
        Field("show", "halves", N_("Halves shown")),
        Field("tiles", "tiles", N_("Tiles shown")),
        Field("image", "image", N_("Picture")),
    ), scored=False),
    KindFields("sum", N_("What is it worth?"), (
        Field("show", "shown", N_("Halves and tiles shown"), required=True),
        Field("ask", "choice", N_("Powers of two count"), choices=("value", "number"), default="value"),
        Field("target", "int", N_("Yes/no: do these add up to"), low=0, high=200),
        Field("choices", "ints", N_("Numbers offered")),
        Field("answer", "answer", N_("Answer"), source=("show",)),
        SHUFFLE,
    )),
    KindFields("match", N_("Which tiles match?"), (
        Field("half", "half", N_("The half to match"), required=True),
        Field("choices", "tiles", N_("Tiles offered"), required=True),
        Field("answer", "pick", N_("Right tiles (tick every one)"), source=("choices",)),
        SHUFFLE,
    )),
    KindFields("build", N_("Build a value"), (
        Field("target", "int", N_("Value to make"), required=True, low=1, high=200),
        Field("palette", "halves", N_("Notes offered"), required=True),
        Field("max_parts", "int", N_("At most this many parts"), low=1, high=12, default=6),
        Field("ask", "choice", N_("Powers of two count"), choices=("value", "number"), default="value"),
        Field("answer", "sequence", N_("One right answer"), source=("palette",)),
        SHUFFLE,
    )),
    KindFields("listen", N_("Which did you hear?"), (
        Field("play", "half", N_("What is played"), required=True),
        Field("choices", "halves", N_("Choices"), required=True),
        Field("answer", "pick", N_("Right choice"), source=("choices",), many=False),
        SHUFFLE,
    )),
    KindFields("chain", N_("Play a tile that fits"), (
        Field("line", "tiles", N_("Tiles on the table, left to right"), form=_POSITION),
        Field("hand", "tiles", N_("The pupil's tiles"), form=_POSITION),
        Field("preset", "choice", N_("Rules"), form=_GAME),
        Field("options", "table", N_("Rule options"), form=_GAME),
        Field("seed", "int", N_("Deal number"), low=0, high=10**9, form=_GAME),
        Field("deal", "table", N_("Hands dealt"), form=_GAME),
        Field("actions", "strings", N_("Moves so far"), form=_GAME),
        Field("replay", "file", N_("Saved game"), form=_REPLAY),
        Field("moves", "int", N_("Moves into the game"), low=0, high=500, form=_REPLAY),
        Field("answer", "move", N_("A right move"), source=("hand",)),
        SHUFFLE,
    )),
    KindFields("game", N_("Play a game"), (
        Field("rules", "choice", N_("Rules"), default="musica"),
        Field("options", "table", N_("Rule options")),
        Field("faces", "choice", N_("Faces"), choices=GAME_FACES),
        Field("difficulty", "choice", N_("Spellings shown"), choices=DIFFICULTIES),
        Field("opponents", "choices", N_("Opponents"), choices=LEVELS),
        Field("play", "choice", N_("Play"), choices=("round", "match"), default="round"),
        Field("seed", "int", N_("Deal number"), low=0, high=10**9),
    ), scored=False),
    KindFields("tap", N_("Tap it back"), (
        Field("play", "half", N_("Rhythm (notes)"), form=_NOTES),
        Field("tile", "tile", N_("Rhythm (a tile)"), form=_TILE),
        Field("line", "tiles", N_("Rhythm (a line of tiles)"), form=_LINE),
        Field("hear_first", "bool", N_("Play it first"), default=True),
        Field("metronome", "bool", N_("Metronome while tapping"), default=True),
        Field("tolerance", "choice", N_("How strict"), choices=TOLERANCES, default="fair"),
        Field("answer", "taps", N_("Taps"), source=("play", "tile", "line")),
    )),
)}

PACK_FIELDS = (
    Field("id", "string", N_("Pack id"), required=True),
    Field("version", "string", N_("Version"), required=True, default="1"),
    Field("title", "text", N_("Title"), required=True),
    Field("instructions", "text", N_("Instructions"), required=True),
    Field("level", "int", N_("Level"), low=1, high=10, default=1),
    Field("faces", "choice", N_("Faces"), choices=FACES, default="pips"),
    Field("difficulty", "choice", N_("Spellings shown"), choices=DIFFICULTIES, default="single"),
    Field("tempo", "int", N_("Tempo (quarter notes a minute)"), low=40, high=208, default=80),
    Field("set", "int", N_("Domino set (double-N)"), low=3, high=12, default=6),
    Field("retries", "int", N_("Extra tries"), low=0, high=5, default=1),
    Field("repeat_wrong", "int", N_("Times a wrong question comes back"), low=0, high=5, default=2),
    Field("author", "string", N_("Author")),
    Field("languages", "choices", N_("Languages"), choices=("es", "pt", "en")),
    Field("shuffle", "bool", N_("Shuffle the choices"), default=True),
    Field("order", "int", N_("Order within the level"), low=0, high=999),
)


def step_kinds() -> tuple[str, ...]:
    return tuple(KINDS)


def kind_fields(kind: str) -> KindFields:
    """The fields of one step kind (KeyError for a kind nobody registered)."""
    return KINDS[kind]
