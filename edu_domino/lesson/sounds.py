"""Sound requests: what the runner wants heard. The UI hands them to `edu_domino.audio`.

The lesson package never imports audio (it stays pure and testable); it only says what to play:
- `half`: one half, `spellings == (key,)` (notes play their rhythm, powers their pitch, ...);
- `tile`: both halves of a tile, in order;
- `sequence`: several halves one after another (a rhythm the pupil built);
- `listen`: one half as a listening question, led in by a pulse (a rhythm) or by a reference
  pitch (do, the sound of 0), so the pupil has something to hear it against;
- `match`: the short cue for halves meeting (`right=True`) or not fitting (`right=False`).
"""

from __future__ import annotations

from dataclasses import dataclass

HALF = "half"
TILE = "tile"
SEQUENCE = "sequence"
MATCH = "match"
LISTEN = "listen"
KINDS = (HALF, TILE, SEQUENCE, MATCH, LISTEN)


@dataclass(frozen=True)
class Sound:
    kind: str
    spellings: tuple[str, ...] = ()  # spelling keys, e.g. ("notes:q.", "notes:e")
    right: bool | None = None  # for `match`
    tempo: int = 80  # quarter notes per minute

    @property
    def spelling(self) -> str:
        """The first (for `half`, the only) spelling key."""
        return self.spellings[0] if self.spellings else ""


def half(key: str, tempo: int) -> Sound:
    return Sound(HALF, (key,), tempo=tempo)


def tile(keys: tuple[str, str], tempo: int) -> Sound:
    return Sound(TILE, tuple(keys), tempo=tempo)


def listen(key: str, tempo: int) -> Sound:
    return Sound(LISTEN, (key,), tempo=tempo)


def sequence(keys: tuple[str, ...], tempo: int) -> Sound:
    return Sound(SEQUENCE, tuple(keys), tempo=tempo)


def cue(right: bool, tempo: int) -> Sound:
    return Sound(MATCH, (), right=right, tempo=tempo)
