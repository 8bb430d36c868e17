"""An explain step: a text, some halves, tiles or a picture, and Continue."""

from __future__ import annotations

import pygame

from edu_domino.ui.step_views.base import Choice, StepView


class ExplainView(StepView):
    straight_on = True

    def choices(self) -> list[Choice]:
        scene, step = self.scene, self.step
        out = []
        if step.show or step.tiles:
            out.append(Choice("button", label=self._("Hear it"), action=lambda: scene.play(scene.runner.question_sounds())))
        out.append(Choice("button", label=self._("Continue"), action=lambda: scene.submit(None)))
        return out

    def footer(self) -> str:
        if len(self.choices()) == 1:
            return self._("Enter: continue · Esc: leave")
        return self._("←→: choose · Enter: press · Esc: leave")

    def prompt(self, lang: str) -> str:
        if self.step.text:
            return self.step.text.get(lang)
        return super().prompt(lang)

    def shown(self, work: pygame.Rect, item: int) -> list[pygame.Surface]:
        scene, step = self.scene, self.step
        images = [scene.half_image(s, item) for s in step.show] + [scene.faced_image(t, item) for t in step.tiles]
        if step.image is not None:
            images.append(scene.picture(step.image, (work.width // 2, int(item * 2))))
        return images
