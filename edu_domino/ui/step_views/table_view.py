"""What the lesson steps that play tiles share (a chain, a game): a table laid out by the
projector's size rules (ui/sizes.py), as on the free table. The line on top (zooming out as it grows),
the pupil's hand under it (the step's tile choices, at least 1/9 of the window high on their
short side) and the focused tile magnified at the right (1/4), drawn by the shared widget and
recorded for `screenshot --layout`.
"""

from __future__ import annotations

import pygame

from edu_domino.ui.drawn import DrawnTile, Mark
from edu_domino.ui.layout import Placed
from edu_domino.ui.sizes import SizeRules
from edu_domino.ui.step_views.base import Choice, StepView
from edu_domino.ui.table.geometry import step_table_geometry
from edu_domino.ui.table.widget import LineAndHand

Staff = tuple[float | None, float | None]


class TableStepView(StepView):
    centred = False  # the table fills the step's space
    lays_out_hand = True  # the lesson screen leaves the tile choices to `draw_table`

    # --- what a kind says ------------------------------------------------------------------------
    def table_line(self) -> tuple[list[tuple[int, int]], int]:
        """The line's oriented pairs, left to right, and the index of its first tile."""
        return [], 0

    def line_tile(self, placed: Placed, short: int) -> tuple[pygame.Surface, Staff]:
        """A tile of the line as placed, and each half's staff space."""
        raise NotImplementedError

    def hand_tile(self, choice: Choice, short: int) -> tuple[pygame.Surface, Staff]:
        """A tile choice upright, and each half's staff space."""
        raise NotImplementedError

    def hand_values(self, choice: Choice) -> tuple[int, int]:
        """A tile choice's halves in the order drawn (top, bottom)."""
        return choice.value.a, choice.value.b

    def raised(self, tiles: list[Choice]) -> list[int]:
        """Which tile choices to lift (a hint: the tiles that fit), by place."""
        return []

    def caption(self) -> str:
        """A line under the table (whose turn it is), or nothing."""
        return ""

    def side_room(self, height: int) -> int:
        """The width of the magnified tile's column at the right (in a window `height` high): the
        lines under the table keep clear of it, as it may reach below the hand."""
        if not any(c.kind == "tile" for c in self.choices()):
            return 0
        return SizeRules(height, self.scene.painter().staff_per_px()).loupe + 4 * self.scene.theme.unit

    # --- drawing ---------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, work: pygame.Rect, choices: list[Choice], focus: int,
                   drawn: list[DrawnTile], marks: list[Mark]) -> None:
        scene = self.scene
        theme = scene.theme
        tiles = [c for c in choices if c.kind == "tile"]
        line, first = self.table_line()
        caption = self.caption()
        line_h = theme.font(theme.body_px).get_linesize()
        area = pygame.Rect(work.left, work.top, work.width, work.height - (line_h if caption else 0))
        geom = step_table_geometry(area, surface.get_height(), theme.unit, line, first, len(tiles),
                                   scene.painter().staff_per_px())
        table = LineAndHand(geom.line, geom.hand_short, geom.hand_rects)

        def line_face(placed: Placed, short: int) -> pygame.Surface:
            image, staff = self.line_tile(placed, short)
            drawn.append(DrawnTile("line", placed.values, tuple(placed.rect), staff))  # type: ignore[arg-type]
            return image

        table.draw_line(surface, line_face)
        pictures: dict[int, tuple[pygame.Surface, Staff]] = {}

        def hand_face(i: int, short: int) -> pygame.Surface:
            pictures[i] = self.hand_tile(tiles[i], short)
            return pictures[i][0]

        at = focus if 0 <= focus < len(tiles) else None  # -1: no focus (the question is over)
        for i, rect in table.draw_hand(surface, theme, hand_face, focus=at, raised=self.raised(tiles), count=len(tiles)):
            tiles[i].rect = rect
            drawn.append(DrawnTile("hand", self.hand_values(tiles[i]), tuple(rect), pictures[i][1]))  # type: ignore[arg-type]
        if at is not None and geom.loupe is not None:
            image, staff = self.hand_tile(tiles[at], geom.loupe.width)
            surface.blit(image, geom.loupe)
            w = max(4, theme.unit)
            pygame.draw.rect(surface, theme.palette.focus, geom.loupe.inflate(w * 2, w * 2), w, border_radius=w)
            drawn.append(DrawnTile("magnified", self.hand_values(tiles[at]), tuple(geom.loupe), staff))  # type: ignore[arg-type]
        if caption:  # centred under the hand, clear of the magnified tile
            image = theme.text(caption, theme.body_px, theme.palette.text_muted)
            below = pygame.Rect(area.left, area.bottom, area.width - self.side_room(surface.get_height()), 1)
            surface.blit(image, image.get_rect(midtop=(below.centerx, below.top + theme.unit // 2)))
