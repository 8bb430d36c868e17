"""Draw one spelling into a square box: pips, a numeral, a power of two, or notes."""

from __future__ import annotations

import pygame

from edu_domino.faces import (
    NotesSpelling,
    NumeralSpelling,
    PipsSpelling,
    PowerSpelling,
    Spelling,
)
from edu_domino.ui.painter.canvas import Canvas, Fonts
from edu_domino.ui.painter.notation import NotesScale, draw_notes
from edu_domino.ui.painter.theme import PainterTheme

Box = tuple[float, float, float, float]

DIGIT_HEIGHT = 0.729  # height of a digit in DejaVu Sans, as a fraction of the font size


def _digits(canvas: Canvas, fonts: Fonts, text: str, center: tuple[float, float],
            height: float, max_width: float, theme: PainterTheme) -> pygame.Rect:
    """Digits `height` px tall (ink), narrowed to `max_width` if the number is long."""
    size = height / DIGIT_HEIGHT
    font = fonts.get(size * canvas.scale)
    width = font.size(text)[0] / canvas.scale
    if width > max_width:
        font = fonts.get(size * max_width / width * canvas.scale)
    return canvas.text(text, font, center, theme.ink)


def draw_pips(canvas: Canvas, spelling: PipsSpelling, box: Box, theme: PainterTheme) -> None:
    x, y, w, h = box
    radius = (0.095 if spelling.value <= 6 else 0.085 if spelling.value <= 9 else 0.07) * min(w, h)
    for px, py in spelling.positions:
        canvas.circle((x + px * w, y + py * h), radius, theme.ink)


def draw_numeral(canvas: Canvas, fonts: Fonts, spelling: NumeralSpelling, box: Box,
                 theme: PainterTheme) -> None:
    x, y, w, h = box
    ink = _digits(canvas, fonts, spelling.text, (x + w / 2, y + h / 2), 0.56 * h, 0.94 * w, theme)
    if spelling.text in ("6", "9"):
        # Underlined, as on dice and printed cards: a cut-out tile turned round stays readable.
        canvas.rect(ink.x, ink.bottom + 0.06 * h, ink.w, max(1.0, 0.055 * h), theme.ink)


def draw_power(canvas: Canvas, fonts: Fonts, spelling: PowerSpelling, box: Box,
               theme: PainterTheme) -> None:
    x, y, w, h = box
    if spelling.style == "number":
        height = 0.5 * h if spelling.number < 100 else 0.42 * h
        _digits(canvas, fonts, str(spelling.number), (x + w / 2, y + h / 2), height, 0.92 * w, theme)
        return
    # A real superscript: the exponent smaller, its baseline near the middle of the 2.
    base_h, exp_h = 0.5 * h, 0.3 * h
    base_font = fonts.get(base_h / DIGIT_HEIGHT * canvas.scale)
    exp_text = str(spelling.exponent)
    exp_font = fonts.get(exp_h / DIGIT_HEIGHT * canvas.scale)
    base_w = base_font.size("2")[0] / canvas.scale * 0.86  # advance minus side bearing
    exp_w = exp_font.size(exp_text)[0] / canvas.scale * 0.9
    gap = 0.03 * w
    total = base_w + gap + exp_w
    scale = min(1.0, 0.9 * w / total)
    if scale < 1.0:
        base_font = fonts.get(base_h * scale / DIGIT_HEIGHT * canvas.scale)
        exp_font = fonts.get(exp_h * scale / DIGIT_HEIGHT * canvas.scale)
        base_w, exp_w, gap, base_h, exp_h = (v * scale for v in (base_w, exp_w, gap, base_h, exp_h))
        total = base_w + gap + exp_w
    left = x + (w - total) / 2
    # The group (2 plus raised exponent) is centred vertically as a whole.
    top = y + (h - (base_h + 0.45 * exp_h)) / 2 + 0.45 * exp_h
    canvas.text("2", base_font, (left + base_w / 2, top + base_h / 2), theme.ink)
    canvas.text(exp_text, exp_font, (left + base_w + gap + exp_w / 2, top - 0.45 * exp_h + exp_h / 2),
                theme.ink)


def draw_spelling(canvas: Canvas, fonts: Fonts, spelling: Spelling, box: Box,
                  theme: PainterTheme, notes_scale: NotesScale | None = None) -> None:
    """Draw `spelling` in `box`; notes at the staff space `notes_scale` gives (one for a game)."""
    if isinstance(spelling, PipsSpelling):
        draw_pips(canvas, spelling, box, theme)
    elif isinstance(spelling, NumeralSpelling):
        draw_numeral(canvas, fonts, spelling, box, theme)
    elif isinstance(spelling, PowerSpelling):
        draw_power(canvas, fonts, spelling, box, theme)
    elif isinstance(spelling, NotesSpelling):
        draw_notes(canvas, spelling, box, theme.ink, theme.staff, theme.face, notes_scale)
    else:
        raise TypeError(f"no painter for {type(spelling).__name__} ({spelling.key})")
