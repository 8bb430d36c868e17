"""What every step view shares: the choices a step offers and the hooks the lesson screen calls.

A view draws one kind of step and turns its choices into answers; the lesson screen
(`ui/scenes/lesson_screen.py`) owns what is the same for every kind (focus, the feedback line, the
buttons row, saving) and asks the view only for what differs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from edu_domino.engine.choices import End

if TYPE_CHECKING:
    from edu_domino.ui.step_views.screen import LessonScreen


@dataclass
class Choice:
    kind: str  # "toggle", "pick", "add", "tile", "stepper", "button"
    value: Any = None
    label: str = ""
    image: pygame.Surface | None = None
    action: Callable[[], object] | None = None  # for buttons
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))


class StepView:
    """The view of one kind of step. Subclasses override only what their kind needs."""

    # The question and its choices are centred in the free space (a game fills it instead).
    centred = True
    # A step with nothing to look back on goes straight on once done (no "Continue" pause).
    straight_on = False
    # A step that plays tiles lays out its own table, tile choices included (`draw_table`).
    lays_out_hand = False
    # A step timed from the input (tap): the app stamps every event as it comes, and the view
    # sees each raw event first (`on_event`).
    timed_input = False

    def __init__(self, scene: LessonScreen, step: Any) -> None:
        self.scene = scene
        self.step = step

    def _(self, message: str, /, **fields: object) -> str:
        return self.scene._(message, **fields)

    # --- what the pupil can do ------------------------------------------------------------------
    def choices(self) -> list[Choice]:
        """The pictures and words to choose from, then the buttons."""
        return []

    def choose(self, choice: Choice) -> None:
        """A picture or box chosen (Enter or a click; buttons act by themselves): a pick answers at
        once, a tile is played. A view that builds its answer (match, build, sum) keeps it here, as
        the pupil's answer in progress, until its Check button."""
        if choice.kind == "pick":
            self.scene.submit(choice.value)
        elif choice.kind == "tile":
            self.play_tile(choice.value, None)

    def nudge(self, choice: Choice, by: int) -> bool:
        """Up/Down on `choice`: True when the view used it (a counter), else the focus moves."""
        return False

    def type_number(self, number: int) -> None:
        """A number typed on a step that counts up to its answer (ui.digits)."""

    def is_chosen(self, choice: Choice) -> bool:
        """Whether `choice` is part of the answer in progress (a marked tile)."""
        return False

    def in_progress(self) -> tuple:
        """The answer in progress, to tell when the pupil has changed it since a verdict."""
        return ()

    def choice_text(self, choice: Choice) -> str:
        """The words of a choice drawn as a word box (a counter shows its count)."""
        return choice.label

    def play_tile(self, tile, end: End | None) -> None:
        """A tile chosen (and, with L/R, an end): an answer for the runner."""
        from edu_domino.engine import Play

        self.scene.submit(tile if end is None else Play(tile, end))

    def reveal_choices(self) -> list[Choice]:
        """What stays on screen once the question is over, to be marked (`answer_mark`)."""
        return [c for c in self.choices() if c.kind != "button"]

    def answer_mark(self, choice: Choice, answer: object) -> str | None:
        """Once the question is over: "right" for a right choice, "wrong" for the pupil's wrong
        `answer` (as submitted), None for the others (ui/answer_marks.py)."""
        return None

    def draw_or_pass(self) -> None:
        """Space: only a game has something to draw or pass."""

    def update(self, dt: float) -> None:
        """Each frame while the step is on screen and not waiting for Continue."""

    def on_event(self, event: pygame.event.Event) -> bool:
        """A raw event before it becomes an intent (keys, clicks, touches); True when used."""
        return False

    def close(self) -> None:
        """The step leaves the screen: stop what it started (sounds queued ahead)."""

    # --- what is shown --------------------------------------------------------------------------
    def footer(self) -> str:
        """The keys that work on this step, and only those (one line, even at 800x600)."""
        return self._("←→: choose · Enter: answer · Esc: leave")

    def prompt(self, lang: str) -> str:
        step = self.step
        return step.prompt.get(lang) if step.prompt else step.default_prompt(lang)

    def shown(self, work: pygame.Rect, item: int) -> list[pygame.Surface]:
        """The row of pictures the question is about."""
        return []

    def draw_extra(self, surface: pygame.Surface, work: pygame.Rect, item: int, y: int) -> int:
        """Anything below the question's row (what was built, the game's table); returns where
        the choices start."""
        return y

    def draw_table(self, surface: pygame.Surface, work: pygame.Rect, choices: list[Choice], focus: int,
                   drawn: list, marks: list) -> None:
        """A step that `lays_out_hand`: its line, its tile choices (setting their `rect`) and the
        focused tile magnified, each tile recorded in `drawn` (ui/drawn.py)."""

    def side_room(self, height: int) -> int:
        """A table's column at the right that the lines under it keep clear of (table_view.py)."""
        return 0

    def choice_image(self, choice: Choice, size: int) -> pygame.Surface | None:
        """The picture of one of this kind's choices; None: the screen's word box."""
        return None
