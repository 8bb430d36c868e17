"""Which pictures a laid tile shows, in the order they are heard: the half that meets the line first.

Pure: the audio package turns these spellings into sound (`edu_domino.audio.laid_tile_sound`),
and the lesson runner asks for the same keys, so a tile sounds exactly as it is drawn everywhere.

>>> first_heard_half((6, 4), "R", (2, 4))   # the 4 meets the right end: heard 4, then 6
1
>>> first_heard_half((6, 4), "L", None)     # the first tile of a line: as it lies, left to right
0
>>> [s.key for s in heard_spellings(FaceOptions("notes", "single"), 0, (6, 4), 1)]
['notes:h', 'notes:h.']
"""

from __future__ import annotations

from collections.abc import Sequence

from edu_domino.faces.base import Spelling
from edu_domino.faces.mixed import FaceOptions, spelling_for_half


def first_heard_half(tile: Sequence[int], end: str, ends_before: Sequence[int] | None) -> int:
    """The index in `tile` of the half heard first when it is laid at `end` ("L" or "R").

    That is the half that meets the line (it touches the open end `ends_before[0]` on the left,
    `ends_before[1]` on the right). The first tile of a line (`ends_before` None) is heard as it
    lies, `tile[0]` first (the engine lays it with `tile[0]` on the left); so is a double, whose
    half 0 is drawn first, and a tile that fits neither end.
    """
    if ends_before is None or tile[0] == tile[1]:
        return 0
    meets = ends_before[0] if end == "L" else ends_before[1]
    return 1 if tile[1] == meets and tile[0] != meets else 0


def heard_spellings(options: FaceOptions, seed: int | str, tile: Sequence[int],
                    first: int = 0) -> tuple[Spelling, Spelling]:
    """The spellings drawn on the tile in this game, `tile[first]` first."""
    if first not in (0, 1):
        raise ValueError(f"first must be 0 or 1 (the index of a half), not {first!r}")
    return spelling_for_half(options, seed, tile, first), spelling_for_half(options, seed, tile, 1 - first)


def plays_heard(plays: Sequence[tuple[Sequence[int], str] | None]) -> list[tuple[tuple[int, int], int]]:
    """For each (tile, end) of a replay, in order, the tile and the index of its half heard first.

    `None` marks the start of a round: the next tile starts a new line. A tile that fits neither
    open end (a hand-made list) also starts a new line.

    >>> plays_heard([((6, 6), "L"), ((6, 4), "R"), ((2, 4), "R"), None, ((4, 1), "L")])
    [((6, 6), 0), ((6, 4), 0), ((2, 4), 1), ((4, 1), 0)]
    """
    out: list[tuple[tuple[int, int], int]] = []
    ends: list[int] | None = None
    for play in plays:
        if play is None:
            ends = None
            continue
        tile, end = (int(play[0][0]), int(play[0][1])), play[1]
        side = 0 if end == "L" else 1
        if ends is not None and ends[side] not in tile:
            ends = None
        first = first_heard_half(tile, end, ends)
        if ends is None:
            ends = [tile[0], tile[1]]
        else:
            ends[side] = tile[1 - first]
        out.append((tile, first))
    return out
