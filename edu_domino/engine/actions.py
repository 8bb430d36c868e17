"""What a player can do on their turn: play a tile on an end, draw, or pass.

>>> str(Play(Tile(6, 4), "L")), str(DRAW), str(PASS)
('6-4 L', 'draw', 'pass')
>>> parse_action("4-6 r")
Play(tile=Tile(a=6, b=4), end='R')
"""

from __future__ import annotations

from typing import NamedTuple

from edu_domino.engine.choices import End
from edu_domino.engine.errors import NotationError
from edu_domino.engine.tiles import Tile, parse_tile
from edu_domino.i18n import _
from edu_domino.reading import shorten

LEFT = End.LEFT
RIGHT = End.RIGHT
# Each language's own letters and words for the ends, as its key help shows them: L/R, I/D
# (izquierda/derecha), E/D (esquerda/direita); seed 002's G (gauche) stays.
_END_ALIASES = {"L": LEFT, "R": RIGHT, "G": LEFT, "D": RIGHT, "I": LEFT, "E": LEFT, "LEFT": LEFT, "RIGHT": RIGHT,
                "IZQUIERDA": LEFT, "DERECHA": RIGHT, "ESQUERDA": LEFT, "DIREITA": RIGHT}
# The letters each language's key help shows for the left and right ends (each also works in any
# language, as do L/R): the end markers on the table and a worksheet's chain questions show them too.
END_KEYS: dict[str, tuple[str, str]] = {"en": ("L", "R"), "es": ("I", "D"), "pt": ("E", "D")}


def end_key(language: str, end: str) -> str:
    """The key that lays a tile on `end` ("L" or "R"), as `language`'s key help names it."""
    left, right = END_KEYS.get(language, END_KEYS["en"])
    return left if end == End.LEFT else right


class Play(NamedTuple):
    tile: Tile
    end: End  # LEFT ("L") or RIGHT ("R"); the first tile of a round is written with "L"

    def __str__(self) -> str:
        return f"{self.tile} {self.end}"


class _Singleton:
    """An action with no data. One instance per class, compared by identity: DRAW != PASS
    (two empty tuples would compare equal)."""

    __slots__ = ()
    _instance = None
    _text = ""

    def __new__(cls):
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return self._text.upper()

    def __reduce__(self):
        return (type(self), ())


class Draw(_Singleton):
    __slots__ = ()
    _text = "draw"


class Pass(_Singleton):
    __slots__ = ()
    _text = "pass"


DRAW = Draw()
PASS = Pass()

Action = Play | Draw | Pass


def parse_action(text: str) -> Action | Tile:
    """Read one action in replay notation.

    Returns a bare `Tile` when the end was left out: the caller (which knows the open ends)
    decides whether only one end fits.
    """
    words = text.strip().split()
    if not words:
        raise NotationError(_("an empty action; write a tile and its end like {example}, or {draw} or {pass_}",
                              example="'6-4 L'", draw="'draw'", pass_="'pass'"))
    head = words[0].lower()
    if head in {"draw", "pass"} and len(words) == 1:
        return DRAW if head == "draw" else PASS
    tile = parse_tile(words[0])
    if len(words) == 1:
        return tile
    if len(words) == 2 and words[1].upper() in _END_ALIASES:
        return Play(tile, _END_ALIASES[words[1].upper()])
    raise NotationError(_("{text!r} is not an action; write a tile and its end like {example}, or {draw} or {pass_}",
                          text=shorten(text), example="'6-4 L'", draw="'draw'", pass_="'pass'"))
