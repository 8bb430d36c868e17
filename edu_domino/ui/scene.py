"""The base of every scene. Scenes live on the app's stack; the top one gets the input."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from edu_domino.ui.intents import Intent

if TYPE_CHECKING:
    from edu_domino.ui.app import App


class Scene:
    # An opaque scene hides everything below it, so the app draws only from there up. The
    # hot-seat cover relies on it: nothing of the table is drawn while it is shown.
    opaque = True
    # A scene that takes typed text gets TEXTINPUT through on_text, Backspace as ERASE, and no
    # letter-key intents (so typing "Lara" does not play on the left end).
    wants_text = False
    # Backspace means "back" in most scenes; a scene that gives it a meaning of its own (the
    # file browser: up a folder) sets this False and gets Intent.ERASE.
    erase_is_back = True
    # A scene that times taps (edu_domino.ui.timed_input): between frames the app reads the
    # event queue every millisecond, so each event's `stamp` is the time it really came.
    timed_input = False

    def __init__(self, app: App) -> None:
        self.app = app

    def _(self, message: str, /, **fields: object) -> str:
        """`message` in the app's language, its named fields filled (a translation with a broken
        field falls back to the English text: never a traceback). Without fields: as written."""
        return self.app.i18n.translate(message, **fields)

    @property
    def theme(self):
        return self.app.theme

    def enter(self) -> None:
        """Now on top of the stack (pushed, or the scene above was popped)."""

    def exit(self) -> None:
        """Leaving the stack for good."""

    def on_event(self, event: pygame.event.Event) -> bool:
        """Every raw event first (after quit and full screen); True when the scene took it, so
        no intent or mouse call follows. A tap screen reads keys, clicks and touches here."""
        return False

    def on_intent(self, intent: Intent) -> None:
        if intent is Intent.BACK:
            self.app.pop()

    def on_text(self, text: str) -> None:
        """Typed text (only for scenes with wants_text)."""

    def on_digit(self, digit: int) -> None:
        """A digit key (number row or keypad) in a scene that does not take typed text: number
        questions are answered with it (edu_domino.ui.digits)."""

    def on_key_up(self, key: int | None) -> None:
        """A key was let go (KEYUP); None: every key, as when the window loses the keyboard.
        Only a key held down for a while means something (the hot-seat peek)."""

    def on_mouse(self, event: pygame.event.Event) -> None:
        """MOUSEBUTTONDOWN, MOUSEBUTTONUP and MOUSEMOTION, positions in window pixels."""

    def on_wheel(self, steps: int) -> None:
        """The mouse wheel turned: positive steps away from the user (scroll up)."""

    def update(self, dt: float) -> None:
        """Advance by dt seconds of the frame clock."""

    def idle(self, until: float) -> None:
        """Spare time after a frame is on screen: do work the next frames would otherwise do
        (paint pictures ahead), returning before `until` (`time.perf_counter` seconds)."""

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """Draw the scene; return None when the whole surface may have changed, or the list of
        rectangles that did (empty when the frame is unchanged)."""
        surface.fill(self.theme.palette.background)
        return None

    def praised(self) -> list[pygame.Rect]:
        """What a celebration over this scene must leave in sight, as drawn at the last frame:
        the question's pictures, the answer's words. By default the tiles and marks the scene
        reports for `screenshot --layout`; a scene with more to keep clear says so itself."""
        rects = [pygame.Rect(t.rect) for t in getattr(self, "drawn_tiles", list)()]
        return rects + [pygame.Rect(m.rect) for m in getattr(self, "drawn_marks", list)()]

    def relayout(self) -> None:
        """The window size, the theme or the language changed: drop anything cached."""
