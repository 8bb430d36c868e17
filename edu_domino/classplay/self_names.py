"""The name a pupil gives themselves on their own phone in a class game.

A phone is untrusted input: what it sends is cleaned and checked here before the projector, the
teacher and every other phone show it.
- Control and format characters (bidi overrides, zero-width joiners, escapes) are dropped:
  they are invisible, or turn the text around on other screens. Runs of spaces become one.
- At most `MAX_NAME` letters, as a player's name in New game; an emoji is refused (the
  projector's font has no pictures).
- A name that reads as another's at the table (capitals, accents, spaces and dots aside, and
  Cyrillic or Greek letters drawn like Latin ones: "Ána", "A.NA") is refused: a pupil cannot pass for another seat or team member. Within a team the
  shared check (`team_hand.repeated_name`) refuses one name twice, as New game does.
- Where the teacher gave the name (New game, `serve --names`), it stays: the teacher's list
  wins, so a class list typed before the lesson is what the projector shows.
- Renames are limited per seat or member (`MAX_RENAMES` in `RENAME_WINDOW` seconds), however
  many sockets or reloads: the projector never flickers with names.
Pages show names with textContent only and the projector draws them as text, so nothing a pupil
types is ever read as HTML.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING

from edu_domino.classplay.tokens import Attempts

if TYPE_CHECKING:
    from edu_domino.classplay.table import ClassTable

MAX_NAME = 20  # letters, as a player's name in New game (ui/class_teams.py)
MAX_RENAMES = 4  # accepted renames of one seat or member ...
RENAME_WINDOW = 60.0  # ... within this many seconds
MARKS_PILED = re.compile("[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]{2}")  # after NFC, a second mark on a letter piles up the screen
MAX_TYPED = 200  # characters looked at: more is refused as too long before any work


class NameRefused(ValueError):
    """Why a name is refused: `code` is the device page's text key; `name` the name it clashes with."""

    def __init__(self, code: str, name: str = "") -> None:
        super().__init__(code)
        self.code = code
        self.name = name


def clean_name(typed: object) -> str:
    """The name as it will be shown, or NameRefused (`name_empty`, `name_too_long`, `name_symbols`)."""
    if not isinstance(typed, str):
        raise NameRefused("name_empty")
    if len(typed) > MAX_TYPED:
        raise NameRefused("name_too_long")
    text = unicodedata.normalize("NFC", typed)
    kept = "".join(" " if ch.isspace() else ch for ch in text if ch.isspace() or not unicodedata.category(ch).startswith("C"))
    name = " ".join(kept.split())
    if not any(ch.isalnum() for ch in name):  # "..." or "" names nobody
        raise NameRefused("name_empty")
    if len(name) > MAX_NAME:
        raise NameRefused("name_too_long")
    if any(unicodedata.category(ch) in ("So", "Sk") for ch in name) or MARKS_PILED.search(name):
        raise NameRefused("name_symbols")
    return name


# Cyrillic and Greek letters drawn like Latin ones: "Аna" with a Cyrillic А, or "ΑΝΑ" in Greek
# capitals, would pass for Ana on the projector. Capitals and small letters apart (a Greek capital
# Ν is an N, its small ν a v).
LATIN_LOOKS = str.maketrans("АВЕКМНОРСТХУІЈЅаеорсухіјѕһԁΑΒΕΖΗΙΚΜΝΟΡΤΥΧοανρικυχ",
                            "ABEKMHOPCTXYIJSaeopcyxijshdABEZHIKMNOPTYXoavpikux")


def look_alike(name: str) -> str:
    """What two names have in common when one passes for the other: letters and digits only,
    without accents or capitals, Cyrillic and Greek look-alikes read as Latin ("Ána.", "a na"
    and "Аna" with a Cyrillic А all give "ana")."""
    plain = unicodedata.normalize("NFKD", name).translate(LATIN_LOOKS).casefold()
    return "".join(ch for ch in plain if ch.isalnum() and not unicodedata.combining(ch))


class Renames:
    """The server's count of accepted renames per seat or team member (a reload keeps the count)."""

    def __init__(self, clock) -> None:
        self._done = Attempts(MAX_RENAMES, RENAME_WINDOW, clock)

    def reply(self, table: ClassTable, seat: int, member: int | None, message: dict) -> dict:
        """The reply to a device's `{"type": "name", "name": ...}`: `named` with the name as
        shown, or `refused` with the reason's code (and the name it clashes with)."""
        key = f"{seat}:{member}"
        ref = message.get("ref")
        if self._done.blocked(key):
            return {"type": "refused", "code": "name_too_often", "ref": ref}
        try:
            name, changed = table.rename(seat, member, message.get("name"))
        except NameRefused as refused:
            return {"type": "refused", "code": refused.code, "name": refused.name, "ref": ref}
        if changed:
            self._done.wrong(key)  # counted: `Attempts` keeps the times of what it is told
        return {"type": "named", "name": name, "ref": ref}
