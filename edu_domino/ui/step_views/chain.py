"""A chain step: a line of tiles on the table and a hand; lay the right tile on the right end.

The line is drawn by the table widget (`ui/table/widget.py`) as one row, showing exactly the
spellings the lesson chose.
"""

from __future__ import annotations

import pygame

from edu_domino.ui.step_views.base import Choice, StepView
from edu_domino.ui.table.widget import LineAndHand


class ChainView(StepView):
    def choices(self) -> list[Choice]:
        return [Choice("tile", f.tile) for f in self.step.hand]

    def draw_extra(self, surface: pygame.Surface, work: pygame.Rect, item: int, y: int) -> int:
        line = self.step.line
        if not line:
            return y
        short = max(16, min(item, work.width // (2 * len(line) + 2)))
        table = LineAndHand.in_a_row(work, [f.values for f in line], short, self.scene.theme.unit * 2)
        table.draw_line(surface, lambda placed, s: self.scene.faced_image(line[placed.index], s))
        return max(y, work.top + short + self.scene.theme.unit * 3)

    def choice_image(self, choice: Choice, size: int) -> pygame.Surface | None:
        return self.scene.tile_image(choice.value, size) if choice.kind == "tile" else None
