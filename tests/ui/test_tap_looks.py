"""The tap feedback reads for every pupil: its two colours (on time / look again) stay apart for
the three common colour-vision deficiencies and pass WCAG AA on the background and panel of every screen, and in
a lesson on an 800x600 window the two timelines keep room between them.

Oracles written here, not taken from the app: the WCAG 2 contrast formula (as in
tests/ui/test_scene_looks.py), and the colour-vision simulation matrices of Machado, Oliveira and
Fernandes (2009, severity 1.0), applied to linear sRGB. The old green/red pair is the check that
the simulation can fail.
"""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import tap_rhythm

from edu_domino.lesson import load_pack
from edu_domino.resources import bundled_lessons_dir
from edu_domino.ui.settings import PALETTES
from edu_domino.ui.tap.timeline import EARLY, EXTRA, LATE, MISSING, RIGHT, colours
from edu_domino.ui.theme import Theme

SIMULATIONS = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}
APART = 100  # sRGB distance (0-441) two marks keep under every simulation


def _linear(c8: int) -> float:
    c = c8 / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _encode(c: float) -> float:
    c = min(1.0, max(0.0, c))
    return 255 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


def seen_as(rgb, simulation: str) -> tuple[float, ...]:
    lin = [_linear(c) for c in rgb]
    return tuple(_encode(sum(m * v for m, v in zip(row, lin, strict=True))) for row in SIMULATIONS[simulation])


def distance(a, b) -> float:
    return sum((x - y) ** 2 for x, y in zip(a, b, strict=True)) ** 0.5


def contrast(a, b) -> float:
    def lum(rgb):
        r, g, b_ = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in (v / 255 for v in rgb))
        return 0.2126 * r + 0.7152 * g + 0.0722 * b_

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_the_simulation_catches_the_old_green_and_red():
    green, red = (120, 224, 120), (255, 128, 128)  # the marks' old "right" and "extra"
    assert distance(seen_as(green, "deuteranopia"), seen_as(red, "deuteranopia")) < APART


@pytest.mark.parametrize("palette", PALETTES)
@pytest.mark.parametrize("simulation", SIMULATIONS)
def test_on_time_and_every_mistake_stay_apart_for_every_colour_vision(palette, simulation):
    pygame.font.init()
    marks = colours(Theme((800, 600), palette))
    for wrong in (EARLY, LATE, MISSING, EXTRA):
        got = distance(seen_as(marks[RIGHT], simulation), seen_as(marks[wrong], simulation))
        assert got >= APART, f"{palette}: right and {wrong} are {got:.0f} apart with {simulation}"


@pytest.mark.parametrize("palette", PALETTES)
def test_the_marks_and_their_words_pass_wcag_aa_on_the_background_and_panel(palette):
    pygame.font.init()
    theme = Theme((800, 600), palette)
    p = theme.palette
    for kind, colour in colours(theme).items():
        for ground in ("background", "panel"):
            got = contrast(colour, getattr(p, ground))
            assert got >= 4.5, f"{palette}: {kind} on {ground} is {got:.2f}:1"
    # The tick drawn inside the on-time circle, in the panel colour: a graphic, 3:1.
    assert contrast(p.panel, colours(theme)[RIGHT]) >= 3.0


@pytest.mark.parametrize("language", ["es", "pt", "en"])
def test_an_800x600_lesson_keeps_the_two_timelines_apart(make_app, language):
    """Pack 02's tap step (a prompt of two lines, the notes, the summary, the hint and the
    buttons all share the window): after a wrong go the written and tapped lines are at least two
    lines of text apart, and every word under the marks stays inside the timelines' own area,
    which lies in the window above the footer."""
    app = make_app(size=(800, 600), language=language)
    scene = app.open("lesson", pack=load_pack(bundled_lessons_dir() / "02-note-values-1.toml"), seed=1)
    scene.runner.start_at(scene.runner.step_index("tap-quarter-two-eighths"))
    scene.shown = scene.runner.current
    app.frame()
    pad = scene.view.pad
    tap_rhythm(app, pad, [0.0, 0.62, 1.5])  # the second tap early, the third late
    app.frame()
    lines = pad.timelines
    assert lines is not None and {m.kind for m in pad.marks()} - {RIGHT}
    line_h = app.theme.font(app.theme.body_px).get_linesize()
    assert lines.gap >= 2 * line_h
    assert lines.gap >= 2 * lines.size + app.theme.unit  # the marks of the two lines never touch
    window = pygame.Rect(0, 0, 800, 600)
    assert window.contains(lines.rect) and lines.rect.bottom <= 600 - line_h  # above the footer
    assert lines.words and all(lines.rect.contains(word) for word in lines.words)
    assert lines.tapped_y + lines.size <= min(word.top for word in lines.words)
