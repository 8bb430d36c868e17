"""QR codes as pygame surfaces (segno makes the code; this only draws its modules).

Dark modules on white with the standard four-module quiet zone, so phone cameras read it from
the back of a classroom off a projector.
"""

from __future__ import annotations

import pygame
import segno

QUIET_ZONE = 4  # modules of white around the code, as the QR standard asks


def qr_size(text: str) -> int:
    """How many modules wide the code for `text` is, quiet zone included."""
    return int(segno.make(text, error="m").symbol_size(border=QUIET_ZONE)[0])


def qr_surface(text: str, side_px: int) -> pygame.Surface:
    """The QR code of `text`, at most `side_px` pixels square, each module a whole pixel count."""
    code = segno.make(text, error="m")
    modules = code.symbol_size(border=QUIET_ZONE)[0]
    module_px = max(1, side_px // modules)
    surface = pygame.Surface((modules * module_px, modules * module_px))
    surface.fill((255, 255, 255))
    for y, row in enumerate(code.matrix):
        for x, dark in enumerate(row):
            if dark:
                surface.fill((0, 0, 0), ((x + QUIET_ZONE) * module_px, (y + QUIET_ZONE) * module_px,
                                         module_px, module_px))
    return surface
