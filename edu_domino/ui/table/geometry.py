"""Where everything goes on the table at one window size: plain rectangles (see ui/layout.py),
worked out once per change and reused by the renderer and the mouse hit-tests."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from edu_domino.ui.layout import (
    LineLayout,
    TableRegions,
    hand_max_short,
    layout_hand,
    layout_line,
    table_regions,
)
from edu_domino.ui.table.widget import LineAndHand


@dataclass
class TableGeometry:
    regions: TableRegions
    table: LineAndHand  # the line and the hand: drawn and hit-tested by the shared widget
    button: pygame.Rect
    menu_button: pygame.Rect

    @property
    def line(self) -> LineLayout:
        return self.table.line

    @property
    def hand_short(self) -> int:
        return self.table.hand_short

    @property
    def hand_rects(self) -> list[pygame.Rect]:
        return self.table.hand_rects

    def end_at(self, pos: tuple[int, int], reach: int = 1) -> str | None:
        return self.table.end_at(pos, reach)

    def hand_index_at(self, pos: tuple[int, int]) -> int | None:
        return self.table.hand_index_at(pos)


def table_geometry(size: tuple[int, int], body_px: int, unit: int, line: list[tuple[int, int]], first: int,
                   hand_count: int, label_w: int, menu_size: tuple[int, int]) -> TableGeometry:
    regions = table_regions(size, body_px)
    line_layout = layout_line(line, first, regions.line)
    # The hand's strip: a label column on the left ("Tiles of Ana", wrapped), the tiles, and
    # the draw/pass button on the right, so no two ever overlap at any size.
    button_w = max(body_px * 7, regions.hand.width // 5)
    hand_area = regions.hand.inflate(0, -2 * unit)
    hand_area.left += label_w + 2 * unit
    hand_area.width = regions.hand.right - hand_area.left - button_w - 2 * unit
    # As big as the strip allows, keeping room above the tiles for the raised playable ones
    # and the focus marker (about 0.6 of the short side).
    short, rects = layout_hand(hand_count, hand_area, max_short=hand_max_short(hand_area))
    if rects:
        head = int(short * 0.6)
        top = min(r.top for r in rects)
        shift = max(0, hand_area.top + head - top)
        rects = [r.move(0, shift) for r in rects]
    button = pygame.Rect(0, 0, button_w, int(body_px * 2.2))
    button.midright = (regions.hand.right - unit, regions.hand.centery)
    menu_button = pygame.Rect((0, 0), menu_size).inflate(unit * 2, unit)
    menu_button.midright = (regions.top_bar.right - unit, regions.top_bar.centery)
    return TableGeometry(regions, LineAndHand(line_layout, short, rects), button, menu_button)
