"""A listen step: hear a sound, pick the half that sounds like it; Hear it again."""

from __future__ import annotations

import pygame

from edu_domino.ui.answer_marks import RIGHT, WRONG
from edu_domino.ui.step_views.base import Choice, StepView


class ListenView(StepView):
    def choices(self) -> list[Choice]:
        scene = self.scene
        out = [Choice("pick", i) for i in range(len(self.step.choices))]
        out.append(Choice("button", label=self._("Hear it again"), action=lambda: scene.play(scene.runner.question_sounds())))
        return out

    def answer_mark(self, choice: Choice, answer: object) -> str | None:
        if choice.value in self.step.right_choices:
            return RIGHT
        return WRONG if choice.value == answer else None

    def choice_image(self, choice: Choice, size: int) -> pygame.Surface | None:
        if choice.kind == "pick" and choice.label == "":
            return self.scene.half_image(self.step.choices[choice.value], size)
        return None
