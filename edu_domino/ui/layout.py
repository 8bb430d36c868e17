"""Where things go on the table, as plain rectangle arithmetic (no drawing, easy to test).

The line of play is laid as on a real table (ui/board.py: a snake from the opener at the centre,
turning at its rows' ends, doubles crosswise where the round has room, a tile once laid never
moving on the board) and
shown whole with one scale and shift: big while the line is short, zooming out as it grows.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from pygame import Rect

from edu_domino.engine import LEFT, RIGHT
from edu_domino.engine.choices import Boneyard, End
from edu_domino.engine.rules import RuleSet
from edu_domino.engine.tiles import set_size
from edu_domino.ui.board import Box, Rows, lay_board, table_rows

Pair = tuple[int, int]


@dataclass(frozen=True)
class Placed:
    index: int  # position in the line, left to right
    rect: Rect
    values: Pair  # halves in screen order: left then right, or top then bottom
    vertical: bool


@dataclass(frozen=True)
class LineLayout:
    short: int  # the tile's short side in pixels (the long side is twice that)
    tiles: tuple[Placed, ...]
    slots: dict[End, Rect]  # where the next tile on the left and the right end would go
    origin: tuple[float, float] = (0.0, 0.0)  # where the board's centre (the opener's) is drawn


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


def line_max_short(area: Rect) -> int:
    """The largest tile (short side) the line ever uses: a short line is drawn this big, so the
    back row reads it; tiles shrink only as the board grows."""
    return max(6, min(area.height // 4, area.width // 7))


def layout_line(line: list[Pair], first: int, area: Rect, max_short: int | None = None,
                min_short: int | None = None, expected_tiles: int | None = None,
                order: Sequence[str] | None = None, least: int | None = None) -> LineLayout:
    """Place `line` (oriented pairs, left to right; `first` is the index of the opening tile)
    as a table does (ui/board.py), the whole board in `area` with one scale and shift: the
    largest tiles up to `max_short` that show every tile. The rows are as long as shows a line
    of `expected_tiles` (the most the round may lay) biggest; `area` and `expected_tiles` must
    stay the same all round: a tile once laid then never moves on the board. `min_short`: the
    size rules' smallest tile, which a small area still gets as the biggest. `order`: the end
    each tile after the opener was laid on, in turn, when known (ui/board.py: rows then pack
    closer). `least`: the size rules' smallest tile for this set (default `min_short`): doubles
    lie along the line in a round that could not keep its tiles that big with them crosswise."""
    rows = round_rows(area, max_short, min_short, expected_tiles or max(len(line), 28), order is not None, least)
    cap = line_cap(area, max_short, min_short)
    board = lay_board(line, first, rows, order, rows.doubles_across)
    b = board.bounds()
    s = max(2, int(min(cap, area.width / (b.x1 - b.x0), area.height / (b.y1 - b.y0))))
    # The opener at the centre while the board fits so; else the least shift that shows it all.
    ox = _clamp(area.centerx, area.left - b.x0 * s, area.right - b.x1 * s)
    oy = _clamp(area.centery, area.top - b.y0 * s, area.bottom - b.y1 * s)

    def rect(box: Box) -> Rect:
        return Rect(round(ox + box.x0 * s), round(oy + box.y0 * s),
                    round((box.x1 - box.x0) * s), round((box.y1 - box.y0) * s))

    tiles = tuple(Placed(t.index, rect(t.box), t.values, t.vertical) for t in board.tiles)
    slots = {LEFT: rect(board.left_slot), RIGHT: rect(board.right_slot)}
    return LineLayout(s, tiles, slots, origin=(ox, oy))


def line_cap(area: Rect, max_short: int | None, min_short: int | None) -> int:
    """The biggest tile the line is drawn with in `area` (at least the size rules' `min_short`)."""
    cap = line_max_short(area) if max_short is None else max_short
    return cap if min_short is None else max(cap, min_short)


def round_rows(area: Rect, max_short: int | None, min_short: int | None, expected_tiles: int, ordered: bool,
               least: int | None = None) -> Rows:
    """How the round's board is laid in `area` (ui/board.py `table_rows`), and how small its tiles
    may get (`Rows.smallest`): worked out once a round (cached)."""
    floor = least if least is not None else (min_short or 0)
    return table_rows(area.width, area.height, line_cap(area, max_short, min_short), expected_tiles, ordered,
                      least=floor)


def tiles_a_round_may_lay(rules: RuleSet, players: int) -> int:
    """How long the board should be ready for: every tile dealt to `players`, and in a drawing
    game two thirds of the boneyard too (lines seldom use more; a longer one zooms out further), less
    one tile for each player but the one who goes out (a round ends before they lay theirs)."""
    total = set_size(rules.set_max)
    dealt = min(total, rules.hand_size_for(players) * players)
    drawing = rules.boneyard != Boneyard.NONE
    most = dealt + (total - dealt) * 2 // 3 if drawing else dealt
    return max(1, most - (players - 1))


def _clamp(value: float, low: float, high: float) -> float:
    """`value` within [low, high]; the middle of them if they cross (nothing fits: centre it)."""
    if low > high:
        return (low + high) / 2
    return min(max(value, low), high)


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
