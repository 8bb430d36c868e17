"""The keyboard focus is seen from the back of a class: a ring at least 1/120 of the window
height thick (9 px at 1080p, 5 px at 600p) on a menu row and on a button, standing out 3:1
against what lies on both its sides, as read back from the drawn window.

Why 1/120: a projector shows the window about 1.4 m high, so the ring is 12 mm or more, 5 minutes
of arc from 8 m, where a pupil with weak sight (6/12, 2 minutes) still sees a line plainly. The
contrast formula is WCAG 2's, written here (as in tests/ui/test_scene_looks.py).
"""

from __future__ import annotations

import pytest

from edu_domino.ui.settings import PALETTES
from edu_domino.ui.shots import stage


def luminance(rgb) -> float:
    def linear(c8: int) -> float:
        c = c8 / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(a, b) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


# Window height -> the least ring width in px (1/120 of the height, rounded down).
LEAST = {1080: 9, 600: 5}


def ring_across(surface, x0: int, y: int, step: int = 1):
    """From just outside a focused rectangle's edge at (x0, y), inwards: the colour outside,
    the ring's colour and how many px it runs, and the colour just inside it."""
    outside = tuple(surface.get_at((x0 - step, y)))[:3]
    ring = tuple(surface.get_at((x0, y)))[:3]
    x = x0
    while tuple(surface.get_at((x, y)))[:3] == ring:
        x += step
    return outside, ring, abs(x - x0), tuple(surface.get_at((x, y)))[:3]


def check_ring(surface, rect, height: int) -> None:
    # A quarter of the way down: clear of the rounded corner and of the marker at mid-height.
    y = rect.top + rect.height // 4
    outside, ring, width, inside = ring_across(surface, rect.left, y)
    assert width >= LEAST[height], f"the ring is {width} px at {height}p"
    assert ratio(ring, outside) >= 3.0, f"ring {ring} on {outside}: {ratio(ring, outside):.2f}:1"
    assert ratio(ring, inside) >= 3.0, f"ring {ring} on {inside}: {ratio(ring, inside):.2f}:1"


@pytest.mark.parametrize("palette", PALETTES)
@pytest.mark.parametrize("size", [(1920, 1080), (800, 600)])
def test_the_focused_menu_row_wears_a_thick_ring(make_app, palette, size):
    app = make_app(size=size, palette=palette)
    stage(app, "title")
    app.frame()
    menu = app.top.menu
    check_ring(app.screen, menu.row_rects()[menu.focus], size[1])


@pytest.mark.parametrize("palette", PALETTES)
@pytest.mark.parametrize("size", [(1920, 1080), (800, 600)])
def test_the_focused_button_wears_the_same_ring_and_the_other_does_not(make_app, palette, size):
    """The question before quitting: "Stay" is focused, "Quit" is not. The ring runs round the
    focused one; the other's edge is a thin outline, well under the ring's width."""
    app = make_app(size=size, palette=palette)
    stage(app, "quit")
    app.frame()
    question = app.top
    focused = question.button_rects()[question.focus]
    other = question.button_rects()[1 - question.focus]
    check_ring(app.screen, focused, size[1])
    _outside, _edge, width, _inside = ring_across(app.screen, other.left, other.top + other.height // 4)
    assert width < LEAST[size[1]], f"the button at rest has a {width} px edge"
