"""Colours, text sizes and fonts, derived from the window size and the settings.

Projector mode keeps every piece of text at least 1/30 of the screen height. Both palettes are
built from the Okabe-Ito colours (safe for the common colour-vision deficiencies) and every text
colour passes WCAG AA (4.5:1) on the backgrounds it is drawn on; tests check the ratios. Colour is
never the only signal: focus also gets a thick ring and a marker, the last move a frame and label.

One palette is one visual identity: every screen (title, table, lessons, practice, a dialog over
the table) is drawn on the same background with the same darker panel for its bars, so the app
looks like one thing; the heading says where the child is.
"""

from __future__ import annotations

import math
import os
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path

import pygame

from edu_domino.resources import assets_dir

Color = tuple[int, int, int]


@dataclass(frozen=True)
class Palette:
    name: str
    background: Color  # the table
    panel: Color  # bars and side panels
    text: Color
    text_muted: Color
    focus: Color  # keyboard focus and selection (plus a frame, never colour alone)
    last_move: Color
    legal: Color  # tiles that can be played, when hints are on
    warning: Color
    button: Color
    button_text: Color
    tile_face: Color
    tile_edge: Color
    pip: Color
    tile_back: Color
    heading: Color  # scene titles: large text, warm


STANDARD = Palette(
    name="standard",
    background=(20, 70, 56),  # dark felt green, on every screen
    panel=(11, 38, 30),  # the same green, darker: top bars, footers, menu rows, dialogs
    text=(255, 255, 255),
    text_muted=(214, 230, 222),
    focus=(240, 228, 66),  # Okabe-Ito yellow
    last_move=(86, 180, 233),  # sky blue
    legal=(230, 159, 0),  # orange: apart from the focus yellow (and raised: not colour alone)
    warning=(255, 190, 160),
    button=(230, 159, 0),  # orange
    button_text=(0, 0, 0),
    tile_face=(250, 246, 234),
    tile_edge=(40, 40, 40),
    pip=(20, 20, 20),
    tile_back=(120, 62, 18),
    heading=(255, 224, 150),  # warm gold
)

# No green or red anywhere: a deep blue table with orange and sky-blue accents.
COLOURBLIND = Palette(
    name="colourblind",
    background=(21, 35, 64),  # deep blue, on every screen
    panel=(11, 19, 35),
    text=(255, 255, 255),
    text_muted=(221, 228, 240),
    focus=(230, 159, 0),
    last_move=(86, 180, 233),
    legal=(240, 228, 66),
    warning=(255, 200, 120),
    button=(240, 228, 66),
    button_text=(0, 0, 0),
    tile_face=(255, 255, 255),
    tile_edge=(0, 0, 0),
    pip=(0, 0, 0),
    tile_back=(0, 114, 178),
    heading=(240, 228, 66),
)

PALETTES: dict[str, Palette] = {p.name: p for p in (STANDARD, COLOURBLIND)}

# Confetti and stars: decoration only (never text), bright on the background.
CONFETTI: tuple[Color, ...] = ((240, 228, 66), (230, 159, 0), (86, 180, 233), (255, 255, 255),
                               (204, 121, 167), (255, 190, 160))


def relative_luminance(color: Color) -> float:
    def channel(c: int) -> float:
        s = c / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in color)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: Color, b: Color) -> float:
    """WCAG 2 contrast ratio, from 1 (same) to 21 (black on white)."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def text_pairs(p: Palette) -> list[tuple[str, Color, Color]]:
    """Every (foreground, background) combination the UI draws text with."""
    pairs = []
    for bg_name in ("background", "panel"):
        bg = getattr(p, bg_name)
        for fg_name in ("text", "text_muted", "focus", "last_move", "legal", "warning", "heading"):
            pairs.append((f"{fg_name} on {bg_name}", getattr(p, fg_name), bg))
    pairs.append(("button_text on button", p.button_text, p.button))
    pairs.append(("pip on tile_face", p.pip, p.tile_face))
    pairs.append(("text on tile_back", p.text, p.tile_back))
    return pairs


def font_path() -> str:
    """A bundled font when assets/fonts has one, else the font that ships inside pygame."""
    fonts = assets_dir() / "fonts"
    if fonts.is_dir():
        for candidate in sorted(fonts.glob("*.ttf")):
            return str(candidate)
    return str(Path(os.path.dirname(pygame.__file__)) / pygame.font.get_default_font())


class Theme:
    """Sizes for one window size. Rebuilt on resize and when a setting changes."""

    def __init__(
        self, size: tuple[int, int], palette: str = "standard", projector: bool = True,
        text_scale: float = 1.0,
    ) -> None:
        self.size = size
        self.palette = PALETTES.get(palette, STANDARD)
        self.projector = projector
        w, h = size
        # Projector: text at least 1/30 of the height. Desk mode allows smaller text.
        base = h / 30 if projector else h / 42
        self.body_px = max(14, math.ceil(base * text_scale))
        # Wide-and-short windows: cap the text so a row of labels still fits across.
        self.unit = max(4, min(w, h) // 100)
        # The two spacings every screen uses, named: layout code writes these, not unit * 2 or * 4.
        self.gap = 2 * self.unit  # between two things side by side, or one above the other
        self.margin = 4 * self.unit  # from the window's edge, and between a screen's regions
        self._path = font_path()
        self._fonts: dict[int, pygame.font.Font] = {}
        self._texts: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self.headings: dict[tuple[str, int], tuple[int, list[str]]] = {}  # see widgets.heading_lines
        self.footer_shown: list[str] = []  # the key reminder's lines as last drawn (widgets.draw_footer)
        self._drawn: list[str] | None = None  # see record_texts

    @property
    def min_text_px(self) -> int:
        return self.body_px

    @property
    def focus_px(self) -> int:
        """How thick the focus ring is: 1/120 of the window height (9 px at 1080p, 5 at 600p).
        Projected 1.4 m high, that is about 12 mm, 5 minutes of arc from 8 m: several times what
        a pupil with weak sight (2 minutes) needs to see a line; never under 4 px."""
        return max(4, round(self.size[1] / 120))

    def px(self, scale: float) -> int:
        """A text size: `scale` times the body size, never below the body size."""
        return max(self.body_px, round(self.body_px * scale))

    def font(self, size_px: int) -> pygame.font.Font:
        font = self._fonts.get(size_px)
        if font is None:
            font = pygame.font.Font(self._path, size_px)
            self._fonts[size_px] = font
        return font

    def text(self, text: str, size_px: int | None = None, color: Color | None = None) -> pygame.Surface:
        """Rendered text, cached (rendering is the slow part of a frame)."""
        size_px = self.body_px if size_px is None else size_px
        color = self.palette.text if color is None else color
        if self._drawn is not None:
            self._drawn.append(text)
        key = (text, size_px, color)
        surf = self._texts.get(key)
        if surf is None:
            surf = self.font(size_px).render(text, True, color)
            self._texts[key] = surf
            if len(self._texts) > 600:
                self._texts.popitem(last=False)
        else:
            self._texts.move_to_end(key)
        return surf

    def record_texts(self) -> list[str]:
        """From now on, every string drawn through `text` is appended to the list returned: a
        public hook for checks over what a screen shows (no number a face hides, no code)."""
        self._drawn = []
        return self._drawn

    def wrap(self, text: str, width: int, size_px: int | None = None) -> list[str]:
        """Split text into lines no wider than `width` (a word longer than that stays whole)."""
        font = self.font(self.body_px if size_px is None else size_px)
        lines: list[str] = []
        for paragraph in text.split("\n"):
            line = ""
            for word in paragraph.split(" "):
                trial = f"{line} {word}" if line else word
                if line and font.size(trial)[0] > width:
                    lines.append(line)
                    line = word
                else:
                    line = trial
            lines.append(line)
        return lines
