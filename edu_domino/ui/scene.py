"""The base of every scene, and the services every scene receives.

Scenes live on the app's stack; the top one gets the input. A scene, a step view, a mixin of the
lesson screen or the table's renderer is typed against `Services` (what a scene may use of the
app), never against `App` (ui/app.py), which provides them and runs the frame loop; so none of
them depends on the loop, and mypy says when one reaches for something not listed there. Tests
and the screenshot tool, which drive frames, hold the `App` itself.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

import pygame

from edu_domino.ui.intents import Intent

if TYPE_CHECKING:
    from edu_domino.audio.midi_in import MidiTapInput
    from edu_domino.ui.celebration import Celebration
    from edu_domino.ui.i18n import Translator
    from edu_domino.ui.records import RecordWorker
    from edu_domino.ui.settings import Settings
    from edu_domino.ui.sound import SoundPlayer
    from edu_domino.ui.theme import Theme
    from edu_domino.ui.timed_input import TimedInput

SceneT = TypeVar("SceneT", bound="Scene")


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

    def __init__(self, app: Services) -> None:
        self.app = app

    def _(self, message: str, /, **fields: object) -> str:
        """`message` in the app's language, its named fields filled (a translation with a broken
        field falls back to the English text: never a traceback). Without fields: as written."""
        return self.app.i18n.translate(message, **fields)

    @property
    def theme(self) -> Theme:
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


class Services(Protocol):
    # --- what the app is set to, and what it holds -----------------------------------------------
    @property
    def settings(self) -> Settings: ...

    def apply_settings(self, new: Settings) -> None:
        """Use new settings at once (language, theme, window) and remember them."""

    @property
    def settings_path(self) -> Path: ...

    @property
    def i18n(self) -> Translator: ...

    @property
    def theme(self) -> Theme: ...

    @property
    def screen(self) -> pygame.Surface: ...

    @property
    def size(self) -> tuple[int, int]: ...

    @property
    def lesson_dirs(self) -> list[Path]: ...  # folders of packs besides the bundled and user ones

    @property
    def records(self) -> RecordWorker: ...  # the pupils' record, behind its worker thread

    @property
    def sound(self) -> SoundPlayer | None: ...  # None: the app runs without sound

    @property
    def input(self) -> TimedInput: ...  # its `clock` stamps every event (taps are timed by it)

    midi_taps: MidiTapInput | None  # a MIDI keyboard's taps, opened by the first tap screen
    midi_notice_said: bool  # the MIDI keyboard's problem was shown once already

    # --- the frame clock ---------------------------------------------------------------------------
    @property
    def time(self) -> float: ...  # seconds of frame clock since the app started

    @property
    def frames(self) -> int: ...  # frames drawn so far

    # --- the scenes --------------------------------------------------------------------------------
    @property
    def scenes(self) -> list[Scene]: ...

    @property
    def top(self) -> Scene | None: ...

    def top_as(self, kind: type[SceneT]) -> SceneT: ...

    def push(self, scene: Scene) -> None: ...

    def pop(self) -> Scene | None: ...

    def replace(self, scene: Scene) -> None: ...

    def make_scene(self, name: str, /, **kwargs: Any) -> Scene: ...

    def open(self, name: str, /, **kwargs: Any) -> Scene: ...

    def pop_to(self, kind: type[Scene] | str) -> None: ...

    def quit(self) -> None: ...

    # --- over any scene ----------------------------------------------------------------------------
    notice: str | None  # one message for the title screen (damaged settings), taken once shown

    @property
    def celebration(self) -> Celebration | None: ...

    def celebrate(self, occasion: str, /, **fields: object) -> Celebration: ...

    def show_banner(self, text: str) -> None: ...
