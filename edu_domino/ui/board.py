"""The line of play laid like a real table, in tile units (no pixels, no drawing; easy to test).

The opening tile lies at the centre, (0, 0). Each arm grows outward along its own row and turns
at the row's edge with a corner (a tile standing crosswise beside the row's last tile), then runs
back the other way one row further out: the right arm snakes downwards, the left arm upwards
(the same path turned half round about the opener). Doubles lie crosswise, as on a table.

**A tile once laid never moves**: where a tile goes depends only on the tiles before it on its
own arm, so laying a tile on one end changes nothing already on the board. The screen then
shows the whole board with one uniform scale and shift (ui/layout.py), zooming out as it grows.

How long a row may be is fixed for the round (`table_width`): the width that shows the longest
line the round may reach with the biggest tiles, so the board ends the round filling the screen's
shape. One unit is a tile's short side.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

Pair = tuple[int, int]

GAP = 0.06  # between two tiles, in short sides: they touch but read apart
FIRST_PITCH = 2 + 2 * GAP  # from row 0 to row 1: a double on row 0 and one on row 1 never meet
PITCH = 1.5 + 2 * GAP  # between later rows of one arm: a flat tile clears a double beside it


@dataclass(frozen=True)
class Box:
    """A rectangle in tile units: left, top, right, bottom."""

    x0: float
    y0: float
    x1: float
    y1: float

    def overlaps(self, other: Box, slack: float = 1e-6) -> bool:
        return (self.x0 < other.x1 - slack and other.x0 < self.x1 - slack
                and self.y0 < other.y1 - slack and other.y0 < self.y1 - slack)

    def turned(self) -> Box:
        """The box turned half round about the opener's centre (the left arm's frame)."""
        return Box(-self.x1, -self.y1, -self.x0, -self.y0)


@dataclass(frozen=True)
class BoardTile:
    index: int  # position in the line, left to right
    box: Box
    values: Pair  # halves in screen order: left then right, or top then bottom
    vertical: bool  # drawn upright (a crosswise double, or a corner)


@dataclass(frozen=True)
class Board:
    tiles: tuple[BoardTile, ...]  # in line order
    left_slot: Box  # where a next (non-double) tile on the left end would go
    right_slot: Box

    def bounds(self) -> Box:
        boxes = [t.box for t in self.tiles] + [self.left_slot, self.right_slot]
        return Box(min(b.x0 for b in boxes), min(b.y0 for b in boxes),
                   max(b.x1 for b in boxes), max(b.y1 for b in boxes))


RowWidths = Callable[[int], float]  # row number outward from the opener (0, 1, ...) -> its width


def row_y(row: int) -> float:
    """The centre line of an arm's row `row` (0 is the opener's), outward positive."""
    return 0.0 if row == 0 else FIRST_PITCH + (row - 1) * PITCH


@dataclass
class _Cursor:
    """Where an arm's next tile goes: its row, the way the row runs (+1 outward to the right in
    the arm's frame, -1 back), and the x its inner end touches (a gap after the last tile)."""

    row: int
    way: int
    x: float


def _place(cursor: _Cursor, crosswise: bool, widths: RowWidths, laid: list[Box]) -> tuple[Box, bool, _Cursor]:
    """Where a tile goes from `cursor`: its box, whether it is a corner, and the cursor after it.
    A crosswise double that would touch a double already laid on the next row lies lengthwise."""
    row, way, x = cursor.row, cursor.way, cursor.x
    y = row_y(row)
    edge = widths(row) / 2 - 1 - GAP  # the row's tiles end here: room for the corner beyond
    for length in ((1.0, 2.0) if crosswise else (2.0,)):
        end = x + way * length
        if abs(end) <= edge:
            half = 1.0 if length == 1.0 else 0.5
            box = Box(min(x, end), y - half, max(x, end), y + half)
            if length == 2.0 or not any(box.overlaps(b) for b in laid):
                return box, False, _Cursor(row, way, end + way * GAP)
    # The corner: crosswise beyond the row's last tile, halfway to the next row.
    pitch = row_y(row + 1) - y
    mid = y + pitch / 2
    box = Box(min(x, x + way), mid - 1, max(x, x + way), mid + 1)
    return box, True, _Cursor(row + 1, -way, x - way * GAP)


def _arm(pairs: list[Pair], start: float, widths: RowWidths, opener: Box) -> tuple[list[tuple[Box, Pair, bool]], Box]:
    """One arm in its own frame (outward to the right, turning downwards): each tile's box, its
    halves in screen order and whether it stands upright; and the slot after the last tile.
    `pairs` are (inner, outer): the inner half touches the tile before."""
    cursor = _Cursor(0, 1, start)
    laid: list[Box] = [opener]
    out = []
    for inner, outer in pairs:
        double = inner == outer
        box, corner, after = _place(cursor, double, widths, laid)
        upright = corner or box.x1 - box.x0 < 1.5  # a corner, or a crosswise double
        if corner:
            values = (inner, outer)  # top to bottom: the row above first
        elif upright:
            values = (inner, outer)
        else:
            values = (inner, outer) if cursor.way > 0 else (outer, inner)
        out.append((box, values, upright))
        laid.append(box)
        cursor = after
    slot, _corner, _after = _place(cursor, False, widths, laid)
    return out, slot


def lay_board(line: list[Pair], first: int, widths: RowWidths) -> Board:
    """Every tile of `line` (oriented pairs, left to right; `first` is the opener's index) on
    the board, and the two open ends' slots."""
    if not line:
        slot = Box(-1, -0.5, 1, 0.5)
        return Board((), slot, slot)
    opener = line[first]
    crosswise = opener[0] == opener[1]
    half_w, half_h = (0.5, 1.0) if crosswise else (1.0, 0.5)
    opener_box = Box(-half_w, -half_h, half_w, half_h)
    tiles = [BoardTile(first, opener_box, opener, crosswise)]
    start = half_w + GAP
    right = [(a, b) for a, b in line[first + 1:]]
    placed, right_slot = _arm(right, start, widths, opener_box)
    for i, (box, values, upright) in enumerate(placed):
        tiles.append(BoardTile(first + 1 + i, box, values, upright))
    # The left arm is the same path turned half round: its inner half is each pair's right one.
    left = [(b, a) for a, b in reversed(line[:first])]
    placed, left_slot = _arm(left, start, widths, opener_box.turned())
    for i, (box, values, upright) in enumerate(placed):
        tiles.append(BoardTile(first - 1 - i, box.turned(), (values[1], values[0]), upright))
    tiles.sort(key=lambda t: t.index)
    return Board(tuple(tiles), left_slot.turned(), right_slot)


def table_width(area_w: float, area_h: float, cap: float, expected_tiles: int) -> float:
    """How wide (in tile units) to lay the rows of a round whose line may reach `expected_tiles`
    tiles, shown in an area of `area_w` x `area_h` pixels with tiles of at most `cap` pixels: the
    width that shows such a line, laid alike on both ends, with the biggest tiles. A shorter line
    then shows bigger still; rows never turn before the cap would shrink the tiles."""
    return _best_width(round(area_w), round(area_h), round(cap), max(1, expected_tiles))


@lru_cache(maxsize=64)
def _best_width(area_w: int, area_h: int, cap: int, tiles: int) -> float:
    narrowest = max(8.0, area_w / cap)
    # A line of plain tiles (no doubles: they only make rows hold more), both ends alike.
    line = [(k % 7, (k + 1) % 7) for k in range(tiles)]
    best, best_short = narrowest, 0.0
    width = narrowest
    while width <= narrowest * 6:
        b = lay_board(line, tiles // 2, lambda _row, w=width: w).bounds()
        short = min(cap, area_w / (b.x1 - b.x0), area_h / (b.y1 - b.y0))
        if short > best_short + 1e-9:
            best, best_short = width, short
        width += 0.5
    return best
