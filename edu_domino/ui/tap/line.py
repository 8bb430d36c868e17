"""What a line of play gives to clap: its halves as shown, and the rhythm in them. Kept out of the
scene modules so the table screens can ask "is there anything to clap?" without importing a scene.
"""

from __future__ import annotations

from collections.abc import Sequence

from edu_domino.faces import NotesSpelling, Spelling


def line_rhythm(line: Sequence[tuple[Spelling, Spelling]], tiles: int | None = None) -> list[NotesSpelling]:
    """The halves to clap of the last `tiles` tiles of a line (all when None), as they lie:
    the ones written as notes, with any notes (a half of another face, or the blank, adds
    nothing). They are clapped as drawn, one straight after another (`lesson.tap.tiles_rhythm`),
    as a lesson's tap step claps the same tiles."""
    chosen = list(line) if tiles is None else list(line)[-tiles:] if tiles > 0 else []
    return [half for pair in chosen for half in pair
            if half.kind.rhythm and isinstance(half, NotesSpelling) and half.notes]


def line_halves(game) -> list[tuple[Spelling, Spelling]]:
    """A `play.TableGame`'s line as the spellings shown, left to right."""
    return [(game.spelling(pair, 0), game.spelling(pair, 1)) for pair in game.spectator().line]


def claps(line: Sequence[tuple[Spelling, Spelling]]) -> bool:
    """Whether the line has anything to clap."""
    return bool(line_rhythm(line))
