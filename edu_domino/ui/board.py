"""The line of play laid like a real table, in tile units (no pixels, no drawing; easy to test).

The opening tile lies at the centre, (0, 0). Each arm grows outward along its own row and turns
at the row's edge with a corner (a tile standing crosswise beside the row's last tile), then runs
back the other way one row further out: the right arm snakes downwards, the left arm upwards
(the same path turned half round about the opener). Doubles lie crosswise, as on a table; in a
round whose line could not keep its tiles at the size rules so, every tile lies along the line and
the rows close up to one tile's width apart (`Rows.doubles_across`: chosen once for the round).

**A tile once laid never moves**: where a tile goes depends only on the tiles laid before it (all
of them when the order of moves is known, else those of its own arm), so laying a tile changes
nothing already on the board. The screen then
shows the whole board with one uniform scale and shift (ui/layout.py), zooming out as it grows.

How long a row may be is fixed for the round (`table_rows`): the lengths that show the longest
line the round may reach with the biggest tiles, so the board ends the round filling the screen's
shape. One unit is a tile's short side.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache

Pair = tuple[int, int]

GAP = 0.06  # between two tiles, in short sides: they touch but read apart
FIRST_PITCH = 2 + 2 * GAP  # row 0 to row 1 when the order of moves is unknown: no two doubles meet
PITCH = 1.5 + 2 * GAP  # between later rows of one arm: a flat tile clears a double beside it
ALONG_PITCH = 1 + 2 * GAP  # between any two rows when every tile lies along the line


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

    def grown(self, by: float) -> Box:
        return Box(self.x0 - by, self.y0 - by, self.x1 + by, self.y1 + by)

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


def row_y(row: int, first_pitch: float = FIRST_PITCH, pitch: float = PITCH) -> float:
    """The centre line of an arm's row `row` (0 is the opener's), outward positive."""
    return 0.0 if row == 0 else first_pitch + (row - 1) * pitch


@dataclass
class _Cursor:
    """Where an arm's next tile goes: its row, the way the row runs (+1 outward to the right in
    the arm's frame, -1 back), and the x its inner end touches (a gap after the last tile)."""

    row: int
    way: int
    x: float


class _Arm:
    """One arm, laid in its own frame (outward to the right, turning downwards); the left arm's
    frame is the board turned half round. `pairs` are (inner, outer): the inner half touches
    the tile before."""

    def __init__(self, pairs: list[Pair], start: float, turned: bool, widths: RowWidths,
                 pitches: tuple[float, float], across: bool) -> None:
        self.pairs = pairs
        self.turned = turned
        self.widths = widths
        self.pitches = pitches  # the opener's row to the next, and between later rows
        self.across = across  # doubles lie crosswise (else along the line, as every tile)
        self.cursor = _Cursor(0, 1, start)
        self.laid = 0

    def _global(self, box: Box) -> Box:
        return box.turned() if self.turned else box

    def _place(self, crosswise: bool, taken: list[Box]) -> tuple[Box, bool, _Cursor]:
        """Where a tile goes next: its box (in the arm's frame), whether it is a corner, and the
        cursor after it. A crosswise double that would touch a tile laid before lies lengthwise."""
        row, way, x = self.cursor.row, self.cursor.way, self.cursor.x
        y = row_y(row, *self.pitches)
        edge = self.widths(row) / 2 - 1 - GAP  # the row's tiles end here: room for the corner beyond
        for length in ((1.0, 2.0) if crosswise else (2.0,)):
            end = x + way * length
            if abs(end) <= edge:
                half = 1.0 if length == 1.0 else 0.5
                box = Box(min(x, end), y - half, max(x, end), y + half)
                # A gap's width clear of every tile laid before (not even corner to corner).
                clear = self._global(box).grown(GAP / 2)
                if length == 2.0 or not any(clear.overlaps(b) for b in taken):
                    return box, False, _Cursor(row, way, end + way * GAP)
        # The corner: crosswise beyond the row's last tile, halfway to the next row.
        mid = (y + row_y(row + 1, *self.pitches)) / 2
        box = Box(min(x, x + way), mid - 1, max(x, x + way), mid + 1)
        return box, True, _Cursor(row + 1, -way, x - way * GAP)

    def lay_next(self, taken: list[Box]) -> tuple[Box, Pair, bool]:
        """The arm's next tile: its box on the board, its halves in screen order, upright or not."""
        inner, outer = self.pairs[self.laid]
        box, corner, after = self._place(self.across and inner == outer, taken)
        upright = corner or box.x1 - box.x0 < 1.5  # a corner, or a crosswise double
        # Top to bottom for an upright tile (the row above first); along the row otherwise.
        values = (inner, outer) if upright or self.cursor.way > 0 else (outer, inner)
        self.cursor = after
        self.laid += 1
        if self.turned:
            return box.turned(), (values[1], values[0]), upright
        return box, values, upright

    def slot(self, taken: list[Box]) -> Box:
        box, _corner, _after = self._place(False, taken)
        return self._global(box)


def pitches(ordered: bool, doubles_across: bool) -> tuple[float, float]:
    """The rows' spacing: the opener's row to the next, and between later rows."""
    if not doubles_across:
        return ALONG_PITCH, ALONG_PITCH
    return (PITCH if ordered else FIRST_PITCH), PITCH


def lay_board(line: list[Pair], first: int, widths: RowWidths, order: Sequence[str] | None = None,
              doubles_across: bool = True) -> Board:
    """Every tile of `line` (oriented pairs, left to right; `first` is the opener's index) on
    the board, and the two open ends' slots. `order`, when known, is the end ("L" or "R") each
    tile after the opener was laid on, in the order they were laid: then a tile only has to keep
    clear of the tiles laid before it, and the rows next to the opener's can be closer (a double
    on one and a double on the other never meet: the later one lies lengthwise).
    `doubles_across`: doubles crosswise; else every tile along the line, rows closer still."""
    if not line:
        slot = Box(-1, -0.5, 1, 0.5)
        return Board((), slot, slot)
    opener = line[first]
    crosswise = doubles_across and opener[0] == opener[1]
    half_w, half_h = (0.5, 1.0) if crosswise else (1.0, 0.5)
    opener_box = Box(-half_w, -half_h, half_w, half_h)
    spacing = pitches(order is not None, doubles_across)
    right = _Arm([(a, b) for a, b in line[first + 1:]], half_w + GAP, False, widths, spacing, doubles_across)
    # The left arm is the same path turned half round: its inner half is each pair's right one.
    left = _Arm([(b, a) for a, b in reversed(line[:first])], half_w + GAP, True, widths, spacing, doubles_across)
    if order is not None and (list(order).count("R"), list(order).count("L")) != (len(right.pairs), len(left.pairs)):
        raise ValueError(f"the order of ends {list(order)} does not fit a line of {len(line)} tiles opened at {first}")
    if order is None:  # not known: one arm, then the other (rows kept apart enough for any order)
        order = ["R"] * len(right.pairs) + ["L"] * len(left.pairs)
    tiles = [BoardTile(first, opener_box, opener, crosswise)]
    taken = [opener_box]
    for end in order:
        arm = right if end == "R" else left
        box, values, upright = arm.lay_next(taken)
        index = first + arm.laid if arm is right else first - arm.laid
        tiles.append(BoardTile(index, box, values, upright))
        taken.append(box)
    tiles.sort(key=lambda t: t.index)
    return Board(tuple(tiles), left.slot(taken), right.slot(taken))


@dataclass(frozen=True)
class Rows:
    """How a round's board is laid: how long its rows are (tile units), the opener's then every
    other one, and whether doubles lie crosswise (fixed for the round, as the lengths are)."""

    first: float
    rest: float
    doubles_across: bool = True
    smallest: float = field(default=0.0, compare=False)  # the tile size (px) the round may shrink to

    def __call__(self, row: int) -> float:
        return self.first if row == 0 else self.rest


def table_rows(area_w: float, area_h: float, cap: float, expected_tiles: int, ordered: bool = False,
               least: float = 0.0) -> Rows:
    """How to lay the rows of a round whose line may reach `expected_tiles` tiles, shown in an
    area of `area_w` x `area_h` pixels with tiles of at most `cap` pixels: the lengths that show
    such a line with the biggest tiles (on average over lines shared between the ends as in
    SPLITS). Of lengths as good as each other, the shortest opener's row wins: a short line then
    turns early and stays big. Rows never turn before the cap would shrink the tiles.

    Doubles lie crosswise where that keeps every such line's tiles at least `least` pixels (the
    size rules' smallest); where it cannot, and laying every tile along the line shows them
    bigger, the round lays them along: a class reads a big tile better than a turned double."""
    args = (round(area_w), round(area_h), round(cap), max(1, expected_tiles), ordered)
    across, worst_across = _best_rows(*args, True)
    if worst_across >= least:
        return replace(across, smallest=worst_across)
    along, worst_along = _best_rows(*args, False)
    if worst_along > worst_across:
        return replace(along, smallest=worst_along)
    return replace(across, smallest=worst_across)


SPLITS = (0.5, 0.65, 0.8)  # the share of the line on its longer arm: seldom even, often lopsided
FIRST_ROW_SHARES = (0.65, 0.8, 1.0)  # the opener's row against the others, tried in this order


@lru_cache(maxsize=64)
def _best_rows(area_w: int, area_h: int, cap: int, tiles: int, ordered: bool, across: bool) -> tuple[Rows, float]:
    """The best rows for one way of laying doubles, and the smallest tile they give over SPLITS."""
    narrowest = max(8.0, area_w / cap)
    spacing = pitches(ordered, across)
    best, best_short, best_worst = Rows(narrowest, narrowest, across), 0.0, 0.0
    for share in FIRST_ROW_SHARES:
        width = narrowest
        while width <= narrowest * 6:
            rows = Rows(max(narrowest, width * share), width, across)
            shorts = []
            for split in SPLITS:
                longer = round(tiles * split)
                reach_a, bottom_a = _plain_arm(rows, longer, spacing)
                reach_b, bottom_b = _plain_arm(rows, tiles - 1 - longer, spacing)
                shorts.append(min(cap, area_w / (2 * max(reach_a, reach_b)), area_h / (bottom_a + bottom_b)))
            short = sum(shorts) / len(shorts)
            if short > best_short * 1.005:  # a longer opener's row only where it is clearly better
                best, best_short, best_worst = rows, short, min(shorts)
            width += 0.5
    return best, best_worst


def _plain_arm(rows: Rows, tiles: int, spacing: tuple[float, float]) -> tuple[float, float]:
    """How far from the opener's centre an arm of `tiles` plain tiles (no doubles: they only make
    rows hold more) and its open end's slot reach, across and outward, on `rows`: the same walk
    as `_Arm`, without the bookkeeping."""
    x, way, row, reach = 1 + GAP, 1, 0, 1.0
    for _ in range(tiles + 1):  # the arm's tiles, then its slot
        edge = rows(row) / 2 - 1 - GAP
        end = x + way * 2
        if abs(end) <= edge:
            reach = max(reach, abs(end))
            x = end + way * GAP
        else:  # a corner beyond the row's end, then back along the next row
            reach = max(reach, abs(x) + 1)
            row, way, x = row + 1, -way, x - way * GAP
    bottom = row_y(row, *spacing) + (1.0 if row == 0 and rows.doubles_across else 0.5)
    if row and abs(x) > edge - 2:  # the last thing laid was a corner: it hangs below its row
        bottom = max(bottom, (row_y(row - 1, *spacing) + row_y(row, *spacing)) / 2 + 1)
    return reach, bottom
