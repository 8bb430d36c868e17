"""The half pictures the class-play server hands to devices, painted by the projector's painter.

Painted once, before the server starts, on the thread that owns pygame: the server then only
serves bytes, and a device shows exactly the faces the big screen shows.
"""

from __future__ import annotations

from collections.abc import Iterable

from edu_domino.faces import FaceOptions, parse_spelling
from edu_domino.ui.painter import TilePainter
from edu_domino.ui.painter.sheets import png_bytes

DEVICE_HALF_PX = 96  # the page scales it down on a phone; sharp on a laptop


def face_pngs(keys: Iterable[str], size_px: int = DEVICE_HALF_PX) -> dict[str, bytes]:
    """PNG bytes of each spelling key's half picture (the picture alone; the page draws the tile)."""
    spellings = {key: parse_spelling(key) for key in sorted(set(keys))}
    # The notes' scale comes from these very spellings (one staff space for all, as on the
    # projector), so a quarter's stem or a tie stays inside its picture instead of being cut.
    painter = TilePainter(FaceOptions("pips", "single"), 0, staff_for=spellings.values())
    return {key: png_bytes(painter.half_surface(spelling, size_px, framed=False)) for key, spelling in spellings.items()}
