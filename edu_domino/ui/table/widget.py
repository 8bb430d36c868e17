"""A line of tiles and a hand: laid out in rectangles, drawn, and hit-tested for the mouse.

One widget for every screen that shows a line and a hand: the free table (`ui/table/render.py`),
and the lesson steps that play tiles (a chain step's line, a lesson game's table). The caller says
how a tile looks (`face`: the game's own faces, or the exact spellings a lesson chose) and what is
focused, raised or hidden; the widget owns where things are and how focus and hover are marked.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from edu_domino.engine import LEFT, RIGHT
from edu_domino.engine.choices import End
from edu_domino.ui.layout import LineLayout, Placed
from edu_domino.ui.widgets import triangle

LineFace = Callable[[Placed, int], pygame.Surface]  # a placed tile, its short side -> its picture
HandFace = Callable[[int, int], pygame.Surface]  # a hand index, the short side -> an upright tile


def hover_width(unit: int) -> int:
    """The hover frame's thickness (it lies just outside the tile, inside the focus frame)."""
    return max(3, unit // 2)


class LineAndHand:
    def __init__(self, line: LineLayout, hand_short: int = 0, hand_rects: Sequence[pygame.Rect] = ()) -> None:
        self.line = line
        self.hand_short = hand_short
        self.hand_rects = list(hand_rects)

    @classmethod
    def in_a_row(cls, area: pygame.Rect, line: Sequence[tuple[int, int]], short: int, gap: int) -> LineAndHand:
        """A short line as one centred row of lengthwise tiles `gap` apart, at the top of `area`
        (a lesson's chain: the question's tiles, read left to right)."""
        width = len(line) * 2 * short + gap * max(0, len(line) - 1)
        x = area.centerx - width // 2
        placed = []
        for i, values in enumerate(line):
            placed.append(Placed(i, pygame.Rect(x, area.top, 2 * short, short), values, False))
            x += 2 * short + gap
        left = pygame.Rect(area.centerx - width // 2 - gap - 2 * short, area.top, 2 * short, short)
        right = pygame.Rect(x, area.top, 2 * short, short)
        return cls(LineLayout(short, tuple(placed), {LEFT: left, RIGHT: right}))

    # --- the mouse -------------------------------------------------------------------------------
    def end_at(self, pos: tuple[int, int], reach: int = 1) -> End | None:
        """The open end whose slot (grown by `reach` tile widths) holds `pos`, or None; where both
        grown slots hold it (the board's two ends can come close), the one under it, else the
        nearer."""
        grow = self.line.short * reach
        near = [end for end in (LEFT, RIGHT) if self.line.slots[end].inflate(grow, grow).collidepoint(pos)]
        under = [end for end in near if self.line.slots[end].collidepoint(pos)]
        if under or len(near) < 2:
            return (under or near)[0] if under or near else None

        def distance(end: End) -> int:
            centre = self.line.slots[end].center
            return (centre[0] - pos[0]) ** 2 + (centre[1] - pos[1]) ** 2

        return min(near, key=distance)

    def hand_index_at(self, pos: tuple[int, int]) -> int | None:
        """The hand tile under `pos` (as drawn: a playable tile is raised), or None."""
        for i, rect in enumerate(self.hand_rects):
            if rect.union(rect.move(0, -self.hand_short // 4)).collidepoint(pos):
                return i
        return None

    # --- drawing ---------------------------------------------------------------------------------
    def draw_line(self, surface: pygame.Surface, face: LineFace, hidden: int | None = None) -> None:
        """Every tile of the line but the `hidden` one (a tile still sliding into its place)."""
        for i, placed in enumerate(self.line.tiles):
            if i != hidden:
                surface.blit(face(placed, self.line.short), placed.rect)

    def draw_hand(self, surface: pygame.Surface, theme, face: HandFace, *, focus: int | None = None,
                  hover: int | None = None, raised: Sequence[int] = (), hidden: int | None = None,
                  count: int | None = None) -> list[tuple[int, pygame.Rect]]:
        """The hand's tiles: `raised` ones lifted and framed (a shape, not colour alone), `hover`
        framed in white, `focus` framed with a marker above it; `hidden` (being dragged) left out.
        `count`: how many tiles there are (the first `count` places), when fewer than laid out.
        Returns each tile drawn with where it went (a raised tile higher)."""
        p = theme.palette
        lift = self.hand_short // 4
        drawn = []
        for i, rect in enumerate(self.hand_rects[:count]):
            if i == hidden:
                continue
            rect = rect.copy()
            up = i in raised
            if up:
                rect.move_ip(0, -lift)
            surface.blit(face(i, self.hand_short), rect)
            drawn.append((i, rect))
            if up:
                pygame.draw.rect(surface, p.legal, rect.inflate(6, 6), 3, border_radius=4)
            if i == hover:
                # A white frame hugging the tile, inside where the focus frame goes, so both
                # show when they fall on the same tile.
                w = hover_width(theme.unit)
                pygame.draw.rect(surface, p.text, rect.inflate(w * 2, w * 2), w, border_radius=w)
            if i == focus:
                w = max(4, theme.unit)
                pygame.draw.rect(surface, p.focus, rect.inflate(w * 3, w * 3), w, border_radius=w)
                marker = pygame.Rect(0, 0, self.hand_short // 2, self.hand_short // 3)
                marker.midbottom = (rect.centerx, rect.top - w * 2)
                triangle(surface, marker, "down", p.focus)
        return drawn
