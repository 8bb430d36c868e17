"""Where everything goes on the table at one window size: plain rectangles (see ui/layout.py),
worked out once per change and reused by the renderer and the mouse hit-tests."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from edu_domino.engine import LEFT, RIGHT
from edu_domino.ui.layout import (
    LineLayout,
    TableRegions,
    hand_max_short,
    layout_hand,
    layout_line,
    table_regions,
)


@dataclass
class TableGeometry:
    regions: TableRegions
    line: LineLayout
    hand_short: int
    hand_rects: list[pygame.Rect]
    button: pygame.Rect
    menu_button: pygame.Rect

    def end_at(self, pos: tuple[int, int], reach: int = 1) -> str | None:
        """The open end whose slot (grown by `reach` tile widths) holds `pos`, or None."""
        grow = self.line.short * reach
        for end in (LEFT, RIGHT):
            if self.line.slots[end].inflate(grow, grow).collidepoint(pos):
                return end
        return None

    def hand_index_at(self, pos: tuple[int, int]) -> int | None:
        """The hand tile under `pos` (as drawn: a playable tile is raised), or None."""
        for i, rect in enumerate(self.hand_rects):
            if rect.union(rect.move(0, -self.hand_short // 4)).collidepoint(pos):
                return i
        return None


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
    return TableGeometry(regions, line_layout, short, rects, button, menu_button)
