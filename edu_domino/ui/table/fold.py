"""Two marks on the line of play: the folded middle of a long line, and the last move.

Both are drawn where the layout leaves room for them, so neither covers a neighbouring tile or
an end marker: the fold takes one flat tile's place; the last move's marks stay inside the
tile's own row (a ring just inside its edge, and a bar under a flat tile, in the half-row of
felt the tile does not use).
"""

from __future__ import annotations

import pygame

from edu_domino.ui.theme import Theme


def _depth(theme: Theme) -> int:
    """How deep the zigzag ends bite into the fold."""
    return max(3, theme.unit)


def fold_width(theme: Theme, text: str) -> int:
    """How wide the fold must be to say `text` on one line between its zigzag ends."""
    return theme.font(theme.body_px).size(text)[0] + 4 * _depth(theme) + 2 * theme.unit


def draw_fold(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, text: str) -> None:
    """The folded middle: a panel with zigzag ends (a strip folded like paper) and how many
    tiles it hides ("7 tiles"), on one line where it fits (the layout makes it so)."""
    p = theme.palette
    pygame.draw.rect(surface, p.panel, rect, border_radius=max(2, rect.h // 8))
    teeth = 4
    depth = _depth(theme)
    for x, inward in ((rect.left, 1), (rect.right - 1, -1)):
        points = []
        for k in range(2 * teeth + 1):
            y = rect.top + rect.h * k / (2 * teeth)
            points.append((x + inward * (depth if k % 2 else 0), round(y)))
        pygame.draw.lines(surface, p.text_muted, False, points, max(2, rect.h // 24))
    lines = theme.wrap(text, rect.w - 4 * depth)
    line_h = theme.font(theme.body_px).get_linesize()
    top = rect.centery - line_h * len(lines) // 2
    for i, line in enumerate(lines):
        image = theme.text(line, theme.body_px, p.text)
        surface.blit(image, image.get_rect(midtop=(rect.centerx, top + i * line_h)))


def last_move_marks(rect: pygame.Rect, short: int, vertical: bool) -> list[tuple[pygame.Rect, int]]:
    """(rectangle, line width) of the last move's marks around the tile at `rect`: a ring just
    inside the tile's edge (clear of the pictures, which keep 9% of a half as margin) and,
    under a flat tile, a solid bar in its row's free felt. A double stands the row's full
    height, so it gets the ring alone."""
    ring_w = max(3, short // 14)
    edge = max(1, short // 30)
    marks = [(rect.inflate(-2 * edge, -2 * edge), ring_w)]
    if not vertical:
        bar = pygame.Rect(rect.left + short // 4, rect.bottom + max(2, short // 12), rect.w - short // 2,
                          max(4, short // 7))
        marks.append((bar, 0))
    return marks
