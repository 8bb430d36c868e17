"""A build step: halves to add one by one (shown as built), Remove the last, Check."""

from __future__ import annotations

import pygame

from edu_domino.ui.answer_marks import RIGHT, WRONG, mark, tag_height
from edu_domino.ui.drawn import Mark
from edu_domino.ui.step_views.base import Choice, StepView


class BuildView(StepView):
    def __init__(self, scene, step) -> None:
        super().__init__(scene, step)
        self.built: list[int] = []  # the palette's halves added so far, in order

    def choices(self) -> list[Choice]:
        scene = self.scene
        out = [Choice("add", i) for i in range(len(self.step.palette))]
        out.append(Choice("button", label=self._("Remove the last"), action=lambda: self.built and self.built.pop()))
        out.append(Choice("button", label=self._("Check"), action=lambda: scene.submit(tuple(self.built))))
        return out

    def choose(self, choice: Choice) -> None:
        if choice.kind == "add" and len(self.built) < self.step.max_parts:
            self.built.append(choice.value)

    def in_progress(self) -> tuple:
        return (tuple(self.built),)

    def footer(self) -> str:
        return self._("←→: choose · Enter: add or press · Esc: leave")

    def draw_extra(self, surface: pygame.Surface, work: pygame.Rect, item: int, y: int) -> int:
        """What was built so far; once the question is over, marked right or crossed out, and
        under it (when it was wrong) the right answer, marked."""
        scene = self.scene
        rows: list[tuple[list[int], str | None]] = [(self.built, None)]
        if scene.waiting:
            right = scene.feedback is not None and scene.feedback.right
            rows = [(self.built, RIGHT if right else WRONG)] + ([] if right else [(list(self.step.solution), RIGHT)])
        gap = scene.theme.unit * 2
        for parts, how in rows:
            if not parts:
                continue
            size = max(item // 2, scene.size_rules().line)  # as big as a tile on the line, at least
            images = [scene.half_image(self.step.palette[i], size) for i in parts]
            bottom = scene.items_row(surface, images, pygame.Rect(work.left, y, work.width, size))
            width = min(work.width, sum(i.get_width() for i in images) + gap * (len(images) - 1))
            row = pygame.Rect(work.centerx - width // 2, y, width, bottom - y)
            mark(surface, row, scene.theme, how, scene._("Correct"))
            if how is not None:
                scene.marks.append(Mark(f"{how}_answer", row))
            y = bottom + gap + (tag_height(scene.theme) if how == RIGHT else 0)
        return y

    def choice_image(self, choice: Choice, size: int) -> pygame.Surface | None:
        if choice.kind == "add":
            return self.scene.half_image(self.step.palette[choice.value], size)
        return None
