"""A sum step: halves or tiles to add up; yes/no, a number to pick, or a number to count up to."""

from __future__ import annotations

import pygame

from edu_domino.ui.answer_marks import RIGHT, WRONG
from edu_domino.ui.step_views.base import Choice, StepView


class SumView(StepView):
    def __init__(self, scene, step) -> None:
        super().__init__(scene, step)
        self.number = 0  # the counter, when the pupil counts up to the answer

    def choose(self, choice: Choice) -> None:
        if choice.kind == "stepper":
            self.number += 1
        else:
            super().choose(choice)

    def nudge(self, choice: Choice, by: int) -> bool:
        if choice.kind != "stepper":
            return False
        self.number = max(0, self.number + by)
        return True

    def type_number(self, number: int) -> None:
        self.number = number

    def in_progress(self) -> tuple:
        return (self.number,)

    def choice_text(self, choice: Choice) -> str:
        return str(self.number) if choice.kind == "stepper" else choice.label

    def choices(self) -> list[Choice]:
        scene, step = self.scene, self.step
        if step.yes_no:
            return [Choice("pick", "yes", self._("Yes")), Choice("pick", "no", self._("No"))]
        if step.choices:
            return [Choice("pick", n, str(n)) for n in step.choices]
        return [Choice("stepper"), Choice("button", label=self._("Check"), action=lambda: scene.submit(self.number))]

    def footer(self) -> str:
        if self.step.yes_no:
            return super().footer()
        if self.step.choices:
            return self._("←→ or a number: choose · Enter: answer · Esc: leave")
        return self._("↑↓ or a number: count · ←→: choose · Enter: press · Esc: leave")

    def _right_value(self) -> object:
        """The right choice's value: "yes"/"no", or the number."""
        expected = self.step.expected()
        return ("yes" if expected else "no") if self.step.yes_no else expected

    def reveal_choices(self) -> list[Choice]:
        out = super().reveal_choices()
        if any(c.kind == "stepper" for c in out) and self.scene.answer != self.step.expected():
            out.append(Choice("pick", self.step.expected(), str(self.step.expected())))  # the count it was
        return out

    def answer_mark(self, choice: Choice, answer: object) -> str | None:
        if choice.kind == "stepper":
            return RIGHT if answer == self.step.expected() else WRONG
        if choice.value == self._right_value():
            return RIGHT
        return WRONG if choice.value == answer else None

    def shown(self, work: pygame.Rect, item: int) -> list[pygame.Surface]:
        scene = self.scene
        return [scene.faced_image(x, item) if hasattr(x, "halves") else scene.half_image(x, item) for x in self.step.show]
