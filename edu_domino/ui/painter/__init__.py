"""Painting tile faces with pygame: `TilePainter` is the entry point (see its docstring).

Everything is drawn from shapes plus the bundled DejaVu Sans Bold for digits, so no system font
is needed. Nothing here touches the display at import.
"""

from edu_domino.ui.painter.theme import PRINT, PainterTheme
from edu_domino.ui.painter.tiles import ORIENTATIONS, TilePainter

__all__ = ["ORIENTATIONS", "PRINT", "PainterTheme", "TilePainter"]
