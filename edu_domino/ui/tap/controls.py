"""What the tap screens share: which raw events are taps, and a row of buttons.

A tap is Space, Enter (or keypad Enter) going down, a left click, or a finger touching the
screen. A held key's repeats are not taps (the app turns key repeat on for menus), and SDL's
mouse copy of a touch is not a second tap.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum

import pygame

from edu_domino.i18n import N_
from edu_domino.ui.widgets import draw_button

NO_MIDI_INPUT = N_("No MIDI keyboard can be used here, so tap with Space, Enter, a click or a touch.")
TAP_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


class Source(StrEnum):
    KEY = "key"
    MOUSE = "mouse"
    TOUCH = "touch"
    MIDI = "midi"


class Read(StrEnum):
    TAP = "tap"  # a tap (see `source`)
    REPEAT = "repeat"  # a tap key held down: its repeats, or SDL's mouse copy of a touch
    KEY = "key"  # another key going down
    OTHER = "other"  # a key coming up, mouse motion, anything else


class TapReader:
    """Reads raw events as taps, remembering the keys held down."""

    def __init__(self) -> None:
        self.held: set[int] = set()

    def read(self, event: pygame.event.Event) -> tuple[Read, Source | None]:
        if event.type == pygame.KEYUP:
            self.held.discard(event.key)
            return Read.OTHER, None
        if event.type == pygame.KEYDOWN:
            repeat = event.key in self.held
            self.held.add(event.key)
            if event.key not in TAP_KEYS:
                return Read.KEY, None
            return (Read.REPEAT, None) if repeat else (Read.TAP, Source.KEY)
        if event.type == pygame.FINGERDOWN:
            return Read.TAP, Source.TOUCH
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if getattr(event, "touch", False):
                return Read.REPEAT, None
            return Read.TAP, Source.MOUSE
        return Read.OTHER, None


@dataclass
class Button:
    label: str  # a gettext id
    action: Callable[[], object]
    rect: pygame.Rect


class ButtonRow:
    """Buttons in one row (two on a narrow window); Left/Right/Tab move, Enter presses."""

    def __init__(self) -> None:
        self.focus = 0
        self.buttons: list[Button] = []

    def on_key(self, key: int, specs: Sequence[tuple[str, Callable[[], object]]]) -> bool:
        if not specs:
            return False
        if key in (pygame.K_LEFT, pygame.K_UP) or (key == pygame.K_TAB and pygame.key.get_mods() & pygame.KMOD_SHIFT):
            self.focus = (self.focus - 1) % len(specs)
        elif key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
            self.focus = (self.focus + 1) % len(specs)
        elif key in TAP_KEYS:
            specs[min(self.focus, len(specs) - 1)][1]()
        else:
            return False
        return True

    def on_click(self, pos: tuple[int, int] | None) -> bool:
        for i, button in enumerate(self.buttons):
            if pos is not None and button.rect.collidepoint(pos):
                self.focus = i
                button.action()
                return True
        return False

    @staticmethod
    def rows(theme, tr: Callable[[str], str], specs: Sequence[tuple[str, object]], width: int) -> int:
        """One row, or two when a label would not fit."""
        room = (width - theme.gap * (len(specs) + 1)) // max(1, len(specs))
        font = theme.font(theme.body_px)
        widest = max((font.size(tr(label))[0] for label, _a in specs), default=0)
        return 1 if widest + theme.gap <= min(room, theme.body_px * 14) else 2

    @staticmethod
    def height(theme, rows: int) -> int:
        return int(theme.font(theme.body_px).get_linesize() * 1.6) * rows + theme.unit * (rows - 1)

    def draw(self, surface: pygame.Surface, theme, tr: Callable[[str], str],
             specs: Sequence[tuple[str, Callable[[], object]]], area: pygame.Rect) -> None:
        self.buttons = []
        if not specs:
            return
        rows = self.rows(theme, tr, specs, area.width)
        per_row = -(-len(specs) // rows)
        gap = theme.gap
        height = (area.height - theme.unit * (rows - 1)) // rows
        width = min((area.width - gap * (per_row + 1)) // per_row, theme.body_px * 14)
        for i, (label, action) in enumerate(specs):
            row, col = divmod(i, per_row)
            x = area.centerx - (width * per_row + gap * (per_row - 1)) // 2 + col * (width + gap)
            rect = pygame.Rect(x, area.top + row * (height + theme.unit), width, height)
            draw_button(surface, theme, rect, _fit(theme, tr(label), width - theme.gap), focused=i == self.focus)
            self.buttons.append(Button(label, action, rect))


def _fit(theme, text: str, width: int) -> str:
    font = theme.font(theme.body_px)
    while len(text) > 2 and font.size(text)[0] > width:
        text = text[:-2] + "…"
    return text
