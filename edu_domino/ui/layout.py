"""Where things go on the table, as plain rectangle arithmetic (no drawing, easy to test).

The line of play grows from the first tile at the centre: the right arm runs right and turns down
at the edge, snaking back and forth; the left arm runs left and turns up. Doubles lie crosswise.
The tile size is the largest that fits the whole line in the area (up to a quarter of its
height): a short line is drawn big, and the tiles shrink only as the line grows, so a 91-tile
double-twelve line still fits at any window size.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from pygame import Rect

from edu_domino.engine import LEFT, RIGHT
from edu_domino.engine.choices import End

Pair = tuple[int, int]


@dataclass(frozen=True)
class Placed:
    index: int  # position in the line, left to right
    rect: Rect
    values: Pair  # halves in screen order: left then right, or top then bottom
    vertical: bool


@dataclass(frozen=True)
class Fold:
    """The middle of a long line, folded away: only the tiles near the open ends are drawn."""

    rect: Rect  # where the fold is drawn (a tile's size, lying flat)
    count: int  # tiles not drawn (at least 2)
    before: int  # the line index of the last tile drawn left of the fold


@dataclass(frozen=True)
class LineLayout:
    short: int  # the tile's short side in pixels (the long side is twice that)
    tiles: tuple[Placed, ...]
    slots: dict[End, Rect]  # where the next tile on the left and the right end would go
    fold: Fold | None = None


@dataclass(frozen=True)
class TableRegions:
    top_bar: Rect
    side: Rect
    line: Rect
    hand: Rect
    loupe: Rect | None = None  # the magnified tile's column (the table screen)


def table_regions(size: tuple[int, int], text_px: int) -> TableRegions:
    w, h = size
    line_h = int(text_px * 1.25)
    top = Rect(0, 0, w, int(line_h * 1.5))
    side_w = max(int(w * 0.2), text_px * 10)
    hand_h = max(int(h * 0.30), line_h * 2 + text_px * 4)
    hand = Rect(0, h - hand_h, w - side_w, hand_h)
    side = Rect(w - side_w, top.bottom, side_w, h - top.bottom)
    margin = max(4, text_px // 3)
    line = Rect(margin, top.bottom + margin, w - side_w - 2 * margin, hand.top - top.bottom - 2 * margin)
    return TableRegions(top, side, line, hand)


def _arm(
    tiles: list[Pair], start_x: int, direction: int, area: Rect, s: int, gap: int, row_step: int,
    inner_is_left: bool, fold_w: int = 0,
) -> tuple[list[tuple[int, int, int, Pair, bool]], int, tuple[int, int, int]]:
    """Lay one arm outward from the first tile.

    Returns (row, x, width, screen-order values, vertical) per tile, the furthest row reached,
    and the cursor (row, x, direction) where the next tile would start.
    """
    out = []
    row, x = 0, start_x
    for pair in tiles:
        double = pair[0] == pair[1]
        width = _item_width(pair, s, fold_w)
        if direction > 0 and x + width > area.right:
            row, direction, x = row + row_step, -1, area.right
        elif direction < 0 and x - width < area.left:
            row, direction, x = row + row_step, 1, area.left
        left_x = x if direction > 0 else x - width
        # Outward along the chain is `direction` on screen; the inner half meets the previous tile.
        inner, outer = (pair[0], pair[1]) if inner_is_left else (pair[1], pair[0])
        values = (inner, outer) if direction > 0 else (outer, inner)
        out.append((row, left_x, width, values, double))
        x = x + direction * (width + gap)
    # Where the next (non-double) tile would go.
    width = 2 * s
    if direction > 0 and x + width > area.right:
        row_n, dir_n, x = row + row_step, -1, area.right
    elif direction < 0 and x - width < area.left:
        row_n, dir_n, x = row + row_step, 1, area.left
    else:
        row_n, dir_n = row, direction
    # Rows only ever step outward, so the last tile's row is the furthest.
    reach = abs(out[-1][0]) if out else 0
    return out, max(reach, abs(row_n)), (row_n, x, dir_n)


def _row_tops(rows: list[tuple[int, bool]], s: int, gap: int) -> tuple[dict[int, tuple[int, int]], int]:
    """Each row's top (from the block's top) and its tiles' centre line, and the whole block's
    height, for (row, holds a crosswise double) pairs. A row with a double is two short sides
    tall; any other only one and a third (room under each tile for the last move's bar), so a
    double somewhere on the line no longer makes every row tall."""
    double: dict[int, bool] = {}
    for row, crosswise in rows:
        double[row] = double.get(row, False) or crosswise
    tops, y = {}, 0
    for row in range(min(double), max(double) + 1):
        height, centre = (2 * s + gap, s) if double.get(row) else (s + s // 3 + gap, s // 2)
        tops[row] = (y, centre)
        y += height
    return tops, y


def _item_width(pair: Pair, s: int, fold_w: int) -> int:
    """A tile's width on the line: a double stands crosswise; the fold is as wide as its words."""
    if pair == FOLD:
        return max(2 * s, fold_w)
    return s if pair[0] == pair[1] else 2 * s


def _centred_rows(line: list[Pair], first: int, area: Rect, s: int, fold_w: int = 0):
    """The whole line laid from its opener at the centre of `area` (short side `s`): each arm's
    (row, x, width, values, double) items, each arm's next slot, and every row's (top, centre
    line) with the height of them all."""
    gap = max(1, s // 10)
    opener = line[first]
    ow = _item_width(opener, s, fold_w)
    ox = area.centerx - ow // 2
    right, _down, r_next = _arm(line[first + 1 :], ox + ow + gap, 1, area, s, gap, 1, True)
    left, _up, l_next = _arm(list(reversed(line[:first])), ox - gap, -1, area, s, gap, -1, False)
    rows = [(0, opener[0] == opener[1]), (r_next[0], False), (l_next[0], False)]
    rows += [(row, double) for row, _x, _w, _v, double in right + left]
    return right, left, r_next, l_next, *_row_tops(rows, s, gap)


def _fits(line: list[Pair], first: int, area: Rect, s: int) -> bool:
    """Whether the whole line fits in `area` with tiles of short side `s` (as `try_layout`)."""
    return _centred_rows(line, first, area, s)[-1] <= area.height


def line_max_short(area: Rect) -> int:
    """The largest tile (short side) the line ever uses: a short line is drawn this big, so the
    back row reads it; tiles shrink only once the line no longer fits at this size."""
    return max(6, min(area.height // 4, area.width // 7))


def layout_line(line: list[Pair], first: int, area: Rect, max_short: int | None = None,
                min_short: int | None = None, fold_w: int = 0) -> LineLayout:
    """Place `line` (oriented pairs, left to right; `first` is the index of the opening tile),
    with the largest tiles (up to `max_short`) that fit the whole line in `area`. With
    `min_short`, tiles never get smaller than that: a line too long for it folds its middle
    (into a flat tile's room, or `fold_w` pixels if wider: room for its words on one line)."""
    if max_short is None:
        max_short = line_max_short(area)
    if min_short is not None:
        max_short = max(max_short, min_short)  # a small area still gets tiles of the smallest size
    if not line:
        s = max_short
        slot = Rect(0, 0, 2 * s, 2 * s)
        slot.center = area.center
        return LineLayout(s, (), {LEFT: slot, RIGHT: slot})
    if _fits(line, first, area, max_short):
        return try_layout(line, first, area, max_short, force=True)
    if min_short is not None and not _fits(line, first, area, min_short):
        if len(line) < 4:  # too short to fold two tiles away: laid at the smallest size as it is
            return try_layout(line, first, area, min_short, force=True)  # type: ignore[return-value]
        # Laid like a page (as a folded line), the whole line may still fit: no fold then.
        return _folded(line, area, min_short, fold_w)
    # The largest size that fits, by bisection (a smaller tile never needs more rows).
    lo, hi = min_short or 4, max_short  # hi does not fit; lo does (or, at 4, is forced to)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if _fits(line, first, area, mid):
            lo = mid
        else:
            hi = mid
    return try_layout(line, first, area, lo, force=True)


FOLD: Pair = (-1, -2)  # stands for the folded middle while laying out: as wide as a flat tile


def _folded(line: list[Pair], area: Rect, s: int, fold_w: int) -> LineLayout:
    """The line at tile size `s` laid like a page: the left end's slot at the top left, the
    line's tiles snaking at the edges, down to the right end's slot. A page uses a small area
    better than the centred layout (no half-empty first row), so the whole line is laid so when
    it fits; otherwise as many tiles near each open end as fit (the two ends sharing alike) with
    the middle folded away between them. Each row is only as tall as its tiles need (a crosswise
    double two short sides, flat tiles one and a third), so a small window still shows both ends
    and their neighbours (the tiles a pupil plays against) and more besides."""
    n = len(line)
    gap = max(1, s // 10)
    start = area.left + 2 * s + gap  # the left end's slot comes first

    def items(shown: int) -> tuple[int, int, list[Pair]]:
        if shown >= n:
            return n, 0, list(line)  # all of it: nothing folded
        left, right = (shown + 1) // 2, shown // 2
        return left, right, [*line[:left], FOLD, *line[n - right:]]

    def lay(shown: int):
        """The items laid in rows, the next slot's cursor, each row's (top, centre line) and the
        height of them all (the left end's slot in row 0)."""
        placed, _reach, cursor = _arm(items(shown)[2], start, 1, area, s, gap, 1, True, fold_w)
        rows = [(0, False), (cursor[0], False)] + [(row, double) for row, _x, _w, _v, double in placed]
        return placed, cursor, *_row_tops(rows, s, gap)

    # The most tiles shown (at least two folded away), by bisection: showing fewer tiles seldom
    # needs more room, and the answer is always one that was laid and fits.
    lo, hi = 2, n - 1  # lo is shown even when it does not fit; hi never is
    if lay(n)[3] <= area.height:
        lo = hi = n
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if lay(mid)[3] <= area.height:
            lo = mid
        else:
            hi = mid
    left, right, _laid = items(lo)
    placed, (row_n, x_n, dir_n), tops, total = lay(lo)
    top = area.top + max(0, (area.height - total) // 2)

    def rect_for(row: int, x: int, width: int, double: bool) -> Rect:
        height = 2 * s if double else s
        row_top, centre = tops[row]
        return Rect(x, top + row_top + centre - height // 2, width, height)

    tiles, fold_rect = [], Rect(0, 0, 0, 0)
    for i, (row, x, width, values, double) in enumerate(placed):
        if i == left:
            fold_rect = rect_for(row, x, width, False)
        else:  # the right-hand tiles keep their index in the whole line
            index = i if i < left else i - left - 1 + n - right
            tiles.append(Placed(index, rect_for(row, x, width, double), values, double))
    slots = {LEFT: rect_for(0, area.left, 2 * s, False),
             RIGHT: rect_for(row_n, x_n if dir_n > 0 else x_n - 2 * s, 2 * s, False)}
    fold = Fold(fold_rect, n - left - right, left - 1) if lo < n else None
    return LineLayout(s, tuple(tiles), slots, fold)


def try_layout(line: list[Pair], first: int, area: Rect, s: int, force: bool = False,
                fold_w: int = 0) -> LineLayout | None:
    """The whole line with tiles of short side `s`, the opener at the centre, or None if it does
    not fit in `area` (unless `force`)."""
    opener = line[first]
    ow = _item_width(opener, s, fold_w)
    ox = area.centerx - ow // 2
    right, left, r_next, l_next, tops, height = _centred_rows(line, first, area, s, fold_w)
    if height > area.height and not force:
        return None
    top = area.top + max(0, (area.height - height) // 2)  # the block of rows, centred

    def rect_for(row: int, x: int, width: int, double: bool) -> Rect:
        tile_h = 2 * s if double else s
        row_top, centre = tops[row]
        return Rect(x, top + row_top + centre - tile_h // 2, width, tile_h)

    placed: list[Placed] = [Placed(first, rect_for(0, ox, ow, opener[0] == opener[1]), opener, opener[0] == opener[1])]
    for i, (row, x, width, values, double) in enumerate(right):
        placed.append(Placed(first + 1 + i, rect_for(row, x, width, double), values, double))
    for i, (row, x, width, values, double) in enumerate(left):
        placed.append(Placed(first - 1 - i, rect_for(row, x, width, double), values, double))
    placed.sort(key=lambda p: p.index)

    def slot(cursor: tuple[int, int, int]) -> Rect:
        row, x, direction = cursor
        left_x = x if direction > 0 else x - 2 * s
        return rect_for(row, left_x, 2 * s, False)

    return LineLayout(s, tuple(placed), {LEFT: slot(l_next), RIGHT: slot(r_next)})


def hand_max_short(area: Rect) -> int:
    """The largest upright hand tile for this strip: two short sides tall plus about 0.6 of one
    above it for a raised (playable) tile and the focus marker."""
    return max(4, int(area.height / 2.7))


def layout_hand(count: int, area: Rect, max_short: int | None = None) -> tuple[int, list[Rect]]:
    """Upright tiles in one row (two when there are too many to read in one)."""
    if count == 0:
        return 0, []
    gap_ratio = 0.25
    s_fit_h = int(area.height / 2.1)
    s = min(s_fit_h, int(area.width / (count * (1 + gap_ratio) + gap_ratio)))
    if max_short is not None:
        s = min(s, max_short)
    rows = 1
    if s < s_fit_h * 0.45 and count > 1:
        # Two rows of bigger tiles read better than one row of tiny ones.
        rows = 2
        per_row = (count + 1) // 2
        s = min(int(area.height / 4.3), int(area.width / (per_row * (1 + gap_ratio) + gap_ratio)))
        if max_short is not None:
            s = min(s, max_short)
    s = max(4, s)
    gap = max(2, int(s * gap_ratio))
    per_row = count if rows == 1 else (count + 1) // 2
    rects: list[Rect] = []
    total_h = rows * 2 * s + (rows - 1) * gap
    y0 = area.top + (area.height - total_h) // 2
    for i in range(count):
        r, c = divmod(i, per_row)
        in_row = per_row if r < rows - 1 else count - per_row * (rows - 1)
        row_w = in_row * s + (in_row - 1) * gap
        x0 = area.centerx - row_w // 2
        rects.append(Rect(x0 + c * (s + gap), y0 + r * (2 * s + gap), s, 2 * s))
    return s, rects


HAND_HEAD = 0.6  # room above a hand tile for raising it and the focus marker, in short sides


def fit_hand(count: int, area: Rect, max_short: int, min_short: int, head: float = HAND_HEAD,
             one_row_up_to: int = 10) -> tuple[int, list[Rect]]:
    """Upright hand tiles in `area`, each row with room `head` x the short side above it (for a
    raised playable tile and the focus marker), so nothing is ever clipped.

    Up to `one_row_up_to` tiles stay in one row; more go in two rows unless one row still
    gives tiles of `min_short`. Gaps shrink from a quarter of a tile to an eighth before the
    tiles do. Returns the short side and the tiles' rectangles (not raised)."""
    if count == 0:
        return 0, []

    def size(per_row: int, rows: int) -> int:
        by_width = int(area.width / (per_row + (per_row - 1) * 0.125))
        return max(4, min(max_short, by_width, int(area.height / (rows * (2 + head)))))

    rows, s = 1, size(count, 1)
    if count > one_row_up_to and s < min_short:
        two = size((count + 1) // 2, 2)
        if two > s:
            rows, s = 2, two
    per_row = (count + rows - 1) // rows
    gap = int(s * 0.25) if per_row < 2 else int(min(s * 0.25, (area.width - per_row * s) / (per_row - 1)))
    pitch = int((2 + head) * s)
    y0 = area.bottom - rows * pitch + int(head * s)
    rects = []
    for i in range(count):
        r, c = divmod(i, per_row)
        in_row = min(per_row, count - r * per_row)
        x0 = area.centerx - (in_row * s + (in_row - 1) * gap) // 2
        rects.append(Rect(x0 + c * (s + gap), y0 + r * pitch, s, 2 * s))
    return s, rects


def play_regions(size: tuple[int, int], text_px: int, hand_short: int, loupe_short: int, pad: int) -> TableRegions:
    """The table screen's regions, sized by the rules (ui/sizes.py): the hand strip across the
    whole width, tall enough for `hand_short` tiles raised; between it and the top bar the line
    (left), a column for the magnified tile `loupe_short` wide (with the hand's label above it)
    and the players' column (right). The hand strip keeps `pad` pixels round its tiles."""
    w, h = size
    line_h = int(text_px * 1.25)
    margin = max(4, text_px // 3)
    top = Rect(0, 0, w, int(line_h * 1.5))
    hand_h = math.ceil(hand_short * (2 + HAND_HEAD)) + 2 * pad
    hand = Rect(0, h - hand_h, w, hand_h)
    side_w = max(int(w * 0.2), text_px * 10)
    side = Rect(w - side_w, top.bottom, side_w, hand.top - top.bottom)
    loupe_w = loupe_short + 2 * margin
    loupe = Rect(side.left - loupe_w, top.bottom, loupe_w, side.height)
    line = Rect(margin, top.bottom + margin, loupe.left - 2 * margin, side.height - 2 * margin)
    return TableRegions(top, side, line, hand, loupe)
