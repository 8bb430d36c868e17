"""What every spelling shares, and the error raised for a key that cannot be read."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from edu_domino.faces.kinds import FaceKind


class SpellingError(ValueError):
    """A spelling key that cannot be read; the message says what is wrong and how to write it."""


@dataclass(frozen=True)
class Spelling:
    """One way to show a value on a half.

    `face` names the kind of picture (`pips`, `numerals`, `notes`, `powers`), `value` is what the
    half is worth in play, and `body` is the canonical text after `face:`. `key` joins them into
    the stable id used in lesson packs and caches, e.g. `notes:q+e`.
    """

    face: str
    value: int
    body: str

    @property
    def key(self) -> str:
        return f"{self.face}:{self.body}"

    @property
    def kind(self) -> FaceKind:
        """What this half's kind of face answers for (how it sounds, reads and is counted)."""
        from edu_domino.faces.kinds import face_kind  # the kinds import every parser

        return face_kind(self.face)

    def __str__(self) -> str:
        return self.key
