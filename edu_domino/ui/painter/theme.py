"""The painter's colours and font: one frozen object, so a painted tile's look is fully known."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from edu_domino.resources import assets_dir

Color = tuple[int, int, int]

FONT_FILE = "DejaVuSans-Bold.ttf"  # Bitstream Vera licence, in assets/fonts with LICENSE-DejaVu.txt


def bundled_font() -> Path | None:
    """The shipped numeral font, or None (then pygame's own built-in font is used)."""
    path = assets_dir() / "fonts" / FONT_FILE
    return path if path.is_file() else None


@dataclass(frozen=True)
class PainterTheme:
    face: Color = (250, 246, 234)  # ivory tile
    edge: Color = (40, 40, 40)
    ink: Color = (20, 20, 20)  # pips, digits, notes
    staff: Color = (150, 150, 150)  # the one-line rhythm staff under the notes
    divider: Color = (90, 90, 90)
    pin: Color = (176, 141, 60)  # the brass spinner in the middle of the tile
    back: Color = (120, 62, 18)
    back_detail: Color = (170, 110, 55)
    highlight: Color = (240, 228, 66)
    font: Path | None = None  # None: the bundled DejaVu Sans Bold

    @classmethod
    def from_palette(cls, palette: object, **overrides: object) -> PainterTheme:
        """A theme from a UI palette with `tile_face`, `tile_edge`, `pip`, `tile_back` and
        `focus` colours (as edu_domino.ui.theme.Palette has); missing ones keep the defaults."""
        names = {"face": "tile_face", "edge": "tile_edge", "ink": "pip", "back": "tile_back",
                 "highlight": "focus"}
        found = {mine: getattr(palette, theirs) for mine, theirs in names.items()
                 if hasattr(palette, theirs)}
        return cls(**{**found, **overrides})  # type: ignore[arg-type]

    def font_path(self) -> Path | None:
        return self.font if self.font is not None else bundled_font()


# Pure black on white, for printing and for the high-contrast setting.
PRINT = PainterTheme(face=(255, 255, 255), edge=(0, 0, 0), ink=(0, 0, 0), staff=(110, 110, 110),
                     divider=(60, 60, 60), pin=(120, 120, 120))
