"""Marks on the line of play: the last move's (a ring just inside the tile's edge and, where the
felt under a flat tile is free, a bar there: a shape, not colour alone; neither covers a
neighbouring tile), and how an open end's marker sits in its slot.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame


def stands_upright(slot: pygame.Rect, label_w: int) -> bool:
    """Whether an open end's marker stands in its slot upright, its label above the open half: a
    corner's slot is taller than wide, and a short label ("L", "I · 4") fits across it."""
    return slot.h > slot.w and label_w <= slot.w - 2


def last_move_marks(rect: pygame.Rect, short: int, vertical: bool, others: Sequence[pygame.Rect] = (),
                    area: pygame.Rect | None = None) -> list[tuple[pygame.Rect, int]]:
    """(rectangle, line width) of the last move's marks around the tile at `rect`: a ring just
    inside the tile's edge (clear of the pictures, which keep 9% of a half as margin) and,
    under a flat tile, a solid bar in the felt below it unless that touches one of `others`
    (the other tiles drawn) or leaves `area` (the line's region: under its bottom row the bar
    would sit on the hand's bar). An upright tile gets the ring alone."""
    ring_w = max(3, short // 14)
    edge = max(1, short // 30)
    marks = [(rect.inflate(-2 * edge, -2 * edge), ring_w)]
    if not vertical:
        bar = pygame.Rect(rect.left + short // 4, rect.bottom + max(2, short // 12), rect.w - short // 2,
                          max(4, short // 7))
        if bar.collidelist(others) < 0 and (area is None or area.contains(bar)):
            marks.append((bar, 0))
    return marks
