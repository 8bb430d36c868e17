"""A chain step: a line of tiles on the table and a hand; lay the right tile on the right end.

Laid out as a table by the projector's size rules (`table_view.TableStepView`): the line on top,
the hand under it, the focused tile magnified; every tile shows exactly the spellings the lesson
chose.
"""

from __future__ import annotations

import pygame

from edu_domino.engine import Play
from edu_domino.ui.answer_marks import RIGHT, WRONG
from edu_domino.ui.layout import Placed
from edu_domino.ui.sizes import choice_tile_short, picture_px
from edu_domino.ui.step_views.base import Choice
from edu_domino.ui.step_views.table_view import Staff, TableStepView


class ChainView(TableStepView):
    def choices(self) -> list[Choice]:
        return [Choice("tile", f.tile) for f in self.step.hand]

    def footer(self) -> str:
        return self._("←→: a tile · Enter or L/R: play it · Esc: leave")

    def answer_mark(self, choice: Choice, answer: object) -> str | None:
        if any(p.tile == choice.value for p in self.step.legal):
            return RIGHT
        played = answer.tile if isinstance(answer, Play) else answer
        return WRONG if choice.value == played else None

    def table_line(self) -> tuple[list[tuple[int, int]], int]:
        line = [f.values for f in self.step.line]
        return line, len(line) // 2  # the question's tiles centred

    def _halves(self, spellings, short: int, vertical: bool) -> tuple[pygame.Surface, Staff]:
        """A tile showing these spellings side by side (or one above the other), pictures upright."""
        painter = self.scene.painter()
        short = picture_px(short)
        surf = painter.spelled_tile_surface(spellings, short, "vertical" if vertical else "horizontal")
        staff = (painter.half_staff_space(spellings[0], short), painter.half_staff_space(spellings[1], short))
        return surf, staff

    def line_tile(self, placed: Placed, short: int) -> tuple[pygame.Surface, Staff]:
        faced = self.step.line[placed.index]
        halves = list(faced.halves)
        if tuple(placed.values) != tuple(faced.values):
            halves.reverse()  # a row laid leftwards shows the tile turned round
        return self._halves(halves, short, placed.vertical)

    def hand_tile(self, choice: Choice, short: int) -> tuple[pygame.Surface, Staff]:
        faced = next(f for f in self.step.hand if f.tile == choice.value)
        return self._halves(list(faced.halves), short, True)

    def choice_image(self, choice: Choice, size: int) -> pygame.Surface | None:
        return self.hand_tile(choice, choice_tile_short(size))[0] if choice.kind == "tile" else None

    def hand_values(self, choice: Choice) -> tuple[int, int]:
        return next(f for f in self.step.hand if f.tile == choice.value).values
