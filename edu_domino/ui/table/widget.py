"""The line of play as a widget: laid out from its first tile (layout.layout_line) and painted
tile by tile. The table and the lesson steps that show a line (a game, a chain) share it."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from edu_domino.ui.layout import LineLayout, Placed, layout_line

Painter = Callable[[Placed, int], pygame.Surface | None]  # (placed tile, short side) -> picture


def draw_line(surface: pygame.Surface, line: Sequence[tuple[int, int]], first: int, area: pygame.Rect,
              paint: Painter, min_short: int = 1) -> LineLayout:
    """Lay `line` out in `area` around its first tile (index `first`) and draw it; returns the
    layout (the tiles' rectangles and the two open ends' slots)."""
    layout = layout_line(list(line), first, area)
    if layout.short >= min_short:
        for placed in layout.tiles:
            image = paint(placed, layout.short)
            if image is not None:
                surface.blit(image, placed.rect)
    return layout
