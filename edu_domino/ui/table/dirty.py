"""Dirty rectangles of the table's frames: where the moving parts can reach (ui/table/render.py)."""

from __future__ import annotations

import pygame

from edu_domino.ui.table.geometry import TableGeometry


def hand_span(geom: TableGeometry, unit: int) -> pygame.Rect:
    """Where the hand's drawing can reach: across the tiles' width with room for the focus frame
    and the raised tiles' frames, from the focus marker over a raised tile (it may stand above
    the strip) down to the strip's foot. Much less than the whole strip, which cost 2.5 million
    pixels a frame at 4K."""
    strip = geom.regions.hand
    rects = geom.hand_rects
    if not rects:
        return strip
    w = max(4, unit)  # the focus frame's width (ui/table/widget.py draw_hand)
    margin = 2 * w + 4  # the focus frame stands 1.5 widths out from the tile, a raised tile's 3 px
    short = geom.hand_short
    marker_top = min(r.top for r in rects) - short // 4 - 2 * w - short // 3 - 2
    left = min(r.left for r in rects) - margin
    right = max(r.right for r in rects) + margin
    top = min(strip.top, marker_top)
    return pygame.Rect(left, top, right - left, strip.bottom - top).clip(strip.union(pygame.Rect(strip.left, top, strip.w, 1)))


def unique_rects(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """`rects` without repeats, in order."""
    seen: set[tuple[int, int, int, int]] = set()
    out = []
    for rect in rects:
        key = (rect.x, rect.y, rect.w, rect.h)
        if key not in seen:
            seen.add(key)
            out.append(rect)
    return out
