"""Tiles and sets.

A `Tile` is a value object written `a-b` with the higher half first (`6-4`). A `TileSet` numbers
the tiles of a double-n set so the round can hold hands as bitmasks: a hand is an int whose bit i
is set when it holds tile i, and "which tiles fit an end showing v" is one AND with `with_value[v]`.
That representation is what keeps random play fast in pure Python.

>>> parse_tile("4-6")
Tile(a=6, b=4)
>>> str(Tile(6, 4)), Tile(6, 4).pips, Tile(5, 5).is_double
('6-4', 10, True)
>>> len(full_set(6)), len(full_set(9)), len(full_set(12))
(28, 55, 91)
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from edu_domino.engine.errors import NotationError
from edu_domino.i18n import _
from edu_domino.reading import is_small_number, shorten

MIN_SET = 3
_CHUNK = 12  # pips_of looks up 12 bits of a hand at a time
_CHUNK_MASK = (1 << _CHUNK) - 1
MAX_SET = 15


class Tile(NamedTuple):
    """A tile, normalised so that `a >= b`. Build it with `make_tile` or `parse_tile`."""

    a: int
    b: int

    def __str__(self) -> str:
        return f"{self.a}-{self.b}"

    @property
    def pips(self) -> int:
        return self.a + self.b

    @property
    def is_double(self) -> bool:
        return self.a == self.b

    def has(self, value: int) -> bool:
        return self.a == value or self.b == value

    def other(self, value: int) -> int:
        """The half opposite the one showing `value` (which must be on the tile)."""
        if self.a == value:
            return self.b
        if self.b == value:
            return self.a
        raise ValueError(f"{self} has no {value}")


def make_tile(x: int, y: int) -> Tile:
    return Tile(x, y) if x >= y else Tile(y, x)


def parse_tile(text: str) -> Tile:
    """Read `6-4`, `4-6`, `6|4` or `[6|4]`; raise NotationError saying what was expected."""
    cleaned = text.strip().strip("[]").replace("|", "-").replace("/", "-")
    parts = [p.strip() for p in cleaned.split("-")]
    # ASCII digits only: "²".isdigit() is True but int("²") fails; and a short number, so
    # thousands of digits never reach int() (Python's digit limit).
    if len(parts) != 2 or not all(is_small_number(p) for p in parts):
        raise NotationError(_("{text!r} is not a tile; write it as two numbers like {example}", text=shorten(text),
                              example="6-4"))
    return make_tile(int(parts[0]), int(parts[1]))



def full_set(n: int) -> tuple[Tile, ...]:
    """Every tile of the double-n set, in the engine's index order."""
    return tile_set(n).tiles


class TileSet:
    """The tiles of one double-n set with the lookup tables the round uses."""

    def __init__(self, n: int) -> None:
        if not MIN_SET <= n <= MAX_SET:
            raise ValueError(_("double-{n} is not supported; choose a set from double-{low} to double-{high}", n=n,
                               low=MIN_SET, high=MAX_SET))
        self.n = n
        self.tiles: tuple[Tile, ...] = tuple(Tile(a, b) for a in range(n + 1) for b in range(a + 1))
        self.index: dict[Tile, int] = {t: i for i, t in enumerate(self.tiles)}
        self.pips: tuple[int, ...] = tuple(t.pips for t in self.tiles)
        self.with_value: tuple[int, ...] = tuple(
            sum(1 << i for i, t in enumerate(self.tiles) if t.has(v)) for v in range(n + 1)
        )
        self.doubles_mask: int = sum(1 << i for i, t in enumerate(self.tiles) if t.is_double)
        self.all_mask: int = (1 << len(self.tiles)) - 1
        self.bits: tuple[int, ...] = tuple(1 << i for i in range(len(self.tiles)))
        self._pips_tables: list[list[int]] | None = None  # built on first use
        # (double, its bit), highest first: "who holds the highest double" is a few ANDs.
        self.doubles_desc: tuple[tuple[Tile, int], ...] = tuple(
            (Tile(d, d), 1 << self.index[Tile(d, d)]) for d in range(n, -1, -1)
        )

    def __len__(self) -> int:
        return len(self.tiles)

    def __contains__(self, tile: object) -> bool:
        return tile in self.index

    def mask_of(self, tiles) -> int:
        mask = 0
        for t in tiles:
            mask |= 1 << self.index[t]
        return mask

    def tiles_of(self, mask: int) -> tuple[Tile, ...]:
        out = []
        tiles = self.tiles
        while mask:
            low = mask & -mask
            out.append(tiles[low.bit_length() - 1])
            mask ^= low
        return tuple(out)

    def pips_of(self, mask: int) -> int:
        """Total pips of the tiles in `mask`, by table look-up on 12-bit chunks."""
        tables = self._pips_tables
        if tables is None:
            tables = self._pips_tables = self._build_pips_tables()
        total = 0
        for table in tables:
            if not mask:
                break
            total += table[mask & _CHUNK_MASK]
            mask >>= _CHUNK
        return total

    def _build_pips_tables(self) -> list[list[int]]:
        tables = []
        for start in range(0, len(self.tiles), _CHUNK):
            chunk = self.pips[start:start + _CHUNK]
            table = [0] * (1 << len(chunk))
            for m in range(1, len(table)):
                low = m & -m
                table[m] = table[m ^ low] + chunk[low.bit_length() - 1]
            tables.append(table)
        return tables


@cache
def tile_set(n: int) -> TileSet:
    return TileSet(n)


def set_size(n: int) -> int:
    """(n+1)(n+2)/2: 28, 55 and 91 for double-six, -nine and -twelve."""
    return (n + 1) * (n + 2) // 2
