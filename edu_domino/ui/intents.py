"""Raw keys mapped once to intents, so every scene speaks the same small vocabulary.

The mapping follows the issue: arrows or Tab pick, Enter confirms, Esc goes back, L/R (and seed
002's G/D, from French gauche/droite) choose the end of the line; so do each language's own
initials, which its key help shows: I/D (izquierda/derecha) and E/D (esquerda/direita).
"""

from __future__ import annotations

from enum import Enum

import pygame

# Each language's end letters live beside the rules that read them; the key help shows them from here.
from edu_domino.engine.actions import END_KEYS as END_KEYS
from edu_domino.engine.actions import end_key as end_key


class Intent(Enum):
    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    NEXT = "next"  # Tab
    PREV = "prev"  # Shift+Tab
    CONFIRM = "confirm"
    BACK = "back"
    ERASE = "erase"  # Backspace: deletes a typed character where there is text; else as BACK
    END_LEFT = "end_left"  # L, G, I (izquierda) or E (esquerda)
    END_RIGHT = "end_right"  # R or D
    DRAW_PASS = "draw_pass"  # Space: draw from the boneyard, or pass when nothing else is legal
    HINTS = "hints"  # H: show or hide the legal tiles
    FULLSCREEN = "fullscreen"  # F11
    QUIT = "quit"  # the window's close button


_KEYS: dict[int, Intent] = {
    pygame.K_UP: Intent.UP,
    pygame.K_DOWN: Intent.DOWN,
    pygame.K_LEFT: Intent.LEFT,
    pygame.K_RIGHT: Intent.RIGHT,
    pygame.K_RETURN: Intent.CONFIRM,
    pygame.K_KP_ENTER: Intent.CONFIRM,
    pygame.K_ESCAPE: Intent.BACK,
    pygame.K_BACKSPACE: Intent.ERASE,
    pygame.K_l: Intent.END_LEFT,
    pygame.K_g: Intent.END_LEFT,
    pygame.K_i: Intent.END_LEFT,  # izquierda: the Spanish key help says I/D
    pygame.K_e: Intent.END_LEFT,  # esquerda: the Portuguese key help says E/D
    pygame.K_r: Intent.END_RIGHT,
    pygame.K_d: Intent.END_RIGHT,
    pygame.K_SPACE: Intent.DRAW_PASS,
    pygame.K_h: Intent.HINTS,
    pygame.K_F11: Intent.FULLSCREEN,
}


def intent_for(event: pygame.event.Event) -> Intent | None:
    """The intent a raw event stands for, or None (mouse events are handled by position)."""
    if event.type == pygame.QUIT:
        return Intent.QUIT
    if event.type != pygame.KEYDOWN:
        return None
    if event.key == pygame.K_TAB:
        return Intent.PREV if event.mod & pygame.KMOD_SHIFT else Intent.NEXT
    return _KEYS.get(event.key)


def key_event(key: int, mod: int = 0) -> pygame.event.Event:
    """A synthetic key press, as tests and the screenshot tool feed them."""
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
