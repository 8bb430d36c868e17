"""A sum step: halves or tiles to add up; yes/no, a number to pick, or a number to count up to."""

from __future__ import annotations

import pygame

from edu_domino.ui.step_views.base import Choice, StepView


class SumView(StepView):
    def choices(self) -> list[Choice]:
        scene, step = self.scene, self.step
        if step.yes_no:
            return [Choice("pick", "yes", self._("Yes")), Choice("pick", "no", self._("No"))]
        if step.choices:
            return [Choice("pick", n, str(n)) for n in step.choices]
        return [Choice("stepper"), Choice("button", label=self._("Check"), action=lambda: scene.submit(scene.number))]

    def shown(self, work: pygame.Rect, item: int) -> list[pygame.Surface]:
        scene = self.scene
        return [scene.faced_image(x, item) if hasattr(x, "halves") else scene.half_image(x, item) for x in self.step.show]
