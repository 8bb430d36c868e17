"""A match step: a half (or none), tiles to toggle, Check."""

from __future__ import annotations

import pygame

from edu_domino.ui.answer_marks import RIGHT, WRONG
from edu_domino.ui.step_views.base import Choice, StepView


class MatchView(StepView):
    def __init__(self, scene, step) -> None:
        super().__init__(scene, step)
        self.selected: set[int] = set()  # the tiles marked so far

    def choices(self) -> list[Choice]:
        scene = self.scene
        out = [Choice("toggle", i) for i in range(len(self.step.choices))]
        out.append(Choice("button", label=self._("Check"), action=lambda: scene.submit(sorted(self.selected))))
        return out

    def choose(self, choice: Choice) -> None:
        if choice.kind == "toggle":
            self.selected ^= {choice.value}

    def is_chosen(self, choice: Choice) -> bool:
        return choice.kind == "toggle" and choice.value in self.selected

    def in_progress(self) -> tuple:
        return (frozenset(self.selected),)

    def footer(self) -> str:
        return self._("←→: choose · Enter: mark or check · Esc: leave")

    def shown(self, work: pygame.Rect, item: int) -> list[pygame.Surface]:
        if self.step.half is None:
            return []
        return [self.scene.half_image(self.step.half, int(item * 1.2))]

    def answer_mark(self, choice: Choice, answer: object) -> str | None:
        if choice.value in self.step.matching:
            return RIGHT
        return WRONG if choice.value in (answer or ()) else None  # type: ignore[operator]

    def choice_image(self, choice: Choice, size: int) -> pygame.Surface | None:
        if choice.kind == "toggle":
            return self.scene.faced_image(self.step.choices[choice.value], size)
        return None
