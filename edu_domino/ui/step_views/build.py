"""A build step: halves to add one by one (shown as built), Remove the last, Check."""

from __future__ import annotations

import pygame

from edu_domino.ui.step_views.base import Choice, StepView


class BuildView(StepView):
    def choices(self) -> list[Choice]:
        scene = self.scene
        out = [Choice("add", i) for i in range(len(self.step.palette))]
        out.append(Choice("button", label=self._("Remove the last"), action=lambda: scene.built and scene.built.pop()))
        out.append(Choice("button", label=self._("Check"), action=lambda: scene.submit(tuple(scene.built))))
        return out

    def draw_extra(self, surface: pygame.Surface, work: pygame.Rect, item: int, y: int) -> int:
        scene = self.scene
        if not scene.built:
            return y
        parts = [scene.half_image(self.step.palette[i], item // 2) for i in scene.built]
        return scene.items_row(surface, parts, pygame.Rect(work.left, y, work.width, item)) + scene.theme.unit * 2

    def choice_image(self, choice: Choice, size: int) -> pygame.Surface | None:
        if choice.kind == "add":
            return self.scene.half_image(self.step.palette[choice.value], size)
        return None
