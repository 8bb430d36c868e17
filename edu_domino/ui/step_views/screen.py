"""What a step view may use of the screen it is shown on: the lesson screen
(ui/scenes/lesson_screen.py `LessonScene`) provides it. The views are typed against this, never
against the screen's class, so the screen imports its views and no view imports the screen."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from pathlib import Path

    import pygame

    from edu_domino.lesson import Runner
    from edu_domino.ui.painter import TilePainter
    from edu_domino.ui.scene import Services
    from edu_domino.ui.sizes import SizeRules
    from edu_domino.ui.theme import Theme


class LessonScreen(Protocol):
    @property
    def app(self) -> Services: ...

    @property
    def theme(self) -> Theme: ...

    @property
    def runner(self) -> Runner: ...

    def _(self, message: str, /, **fields: object) -> str: ...

    # --- the question being answered ----------------------------------------------------------------
    message: str  # a line under the question (a game's refusal)
    marks: list  # what this frame marked, for `screenshot --layout`

    @property
    def feedback(self) -> Any: ...  # the last lesson Feedback, or None

    @property
    def answer(self) -> object: ...  # the answer the feedback is about

    @property
    def waiting(self) -> bool: ...  # a finished question's feedback is shown until Continue

    def submit(self, answer: Any) -> None: ...

    def play(self, sounds: Any) -> None: ...

    # --- pictures -----------------------------------------------------------------------------------
    def painter(self) -> TilePainter: ...

    def size_rules(self) -> SizeRules: ...

    def half_image(self, spelling: Any, size: int) -> pygame.Surface: ...

    def faced_image(self, faced: Any, short: int, vertical: bool = False) -> pygame.Surface: ...

    def tile_image(self, tile: Any, size: int) -> pygame.Surface: ...

    def picture(self, path: str | Path, box: tuple[int, int]) -> pygame.Surface: ...

    def items_row(self, surface: pygame.Surface, images: Sequence[pygame.Surface], area: pygame.Rect) -> int: ...
