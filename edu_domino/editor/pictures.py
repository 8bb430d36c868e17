"""The half pictures the editor's pickers show, drawn by the app's own painter on demand.

The painter needs pygame (no window: surfaces and fonts only). Pictures are drawn one at a time
under a lock and kept, so a page asking for the same note twice gets it at once.
"""

from __future__ import annotations

import os
import threading

from edu_domino.faces import SpellingError, parse_spelling

PICTURE_PX = 96  # the page shows them at 48-64 CSS pixels: sharp on a high-density screen
MAX_KEY = 80  # a spelling key is short; a longer one is not a half
_lock = threading.Lock()
_cache: dict[str, bytes] = {}


class NotAHalf(ValueError):
    pass


def half_png(key: str) -> bytes:
    """PNG bytes of one half's picture; NotAHalf when the key is not a half."""
    if len(key) > MAX_KEY:
        raise NotAHalf(key)
    try:
        parse_spelling(key)
    except (SpellingError, ValueError) as exc:
        raise NotAHalf(str(exc)) from None
    with _lock:
        if key not in _cache:
            _cache[key] = _draw(key)
        return _cache[key]


def _draw(key: str) -> bytes:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    if not pygame.font.get_init():
        pygame.font.init()
    from edu_domino.ui.face_images import face_pngs

    return face_pngs([key], PICTURE_PX)[key]
