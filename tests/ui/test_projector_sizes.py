"""Projector readability, measured from the layout: tiles on the line and in the hand are as large
as their area allows, a short line is drawn big and shrinks only as it grows, and every half's
picture (pips, numerals, notes, powers) is at least 1/30 of the screen high with up to 14 tiles
on the line, at 800x600, 1280x720, 1920x1080 and 3840x2160. Plus the hover highlight."""

import pygame
import pytest

from edu_domino.faces import FaceOptions
from edu_domino.ui.layout import (
    hand_max_short,
    layout_hand,
    layout_line,
    line_max_short,
    table_regions,
)
from edu_domino.ui.painter import TilePainter
from edu_domino.ui.shots import stage
from edu_domino.ui.theme import Theme

SIZES = [(800, 600), (1280, 720), (1920, 1080), (3840, 2160)]
FACES = ("pips", "numerals", "notes", "powers")


def chain(n: int) -> list[tuple[int, int]]:
    """A legal-looking line of n tiles (touching halves equal), with a double every fourth."""
    line, v = [], 3
    for i in range(n):
        if i % 4 == 1:
            line.append((v, v))
        else:
            w = (v * 5 + 2) % 7
            line.append((v, w))
            v = w
    return line


_glyphs: dict[tuple[str, int], int] = {}


def smallest_glyph(short: int) -> int:
    """The shortest picture height (ink, in pixels) of any half 1..6 of any face set at this size."""
    worst = None
    for faces in FACES:
        key = (faces, short)
        if key not in _glyphs:
            painter = TilePainter(FaceOptions(faces), 0)
            heights = []
            for value in range(2, 7):  # 0 is blank; 1 is a lone pip or digit in every set
                spelling = painter.spellings((value, value))[0]
                heights.append(painter.half_surface(spelling, short, framed=False).get_bounding_rect(min_alpha=128).h)
            _glyphs[key] = min(heights)
        worst = _glyphs[key] if worst is None else min(worst, _glyphs[key])
    return worst


@pytest.fixture(scope="module", autouse=True)
def _display():
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    yield


@pytest.mark.parametrize("size", SIZES)
def test_the_line_uses_the_space_and_stays_readable(size):
    theme = Theme(size)
    area = table_regions(size, theme.body_px).line
    shorts = []
    for n in range(1, 15):
        layout = layout_line(chain(n), n // 2, area)
        shorts.append(layout.short)
        # As large as it can be: one pixel more and the board (tiles and open ends) would no
        # longer fit, or it is the cap.
        every = [p.rect for p in layout.tiles] + list(layout.slots.values())
        board = every[0].unionall(every[1:])
        s = layout.short
        assert s == line_max_short(area) or board.w * (s + 1) / s > area.w - 2 or board.h * (s + 1) / s > area.h - 2
        for placed in layout.tiles:
            assert area.contains(placed.rect), (size, n, placed)
        assert smallest_glyph(layout.short) * 30 >= size[1], (size, n, layout.short)
    # A short line is drawn big: a lone tile is a quarter of the area wide or a fifth of it high.
    assert shorts[0] == line_max_short(area)
    assert 2 * shorts[0] >= area.width / 4 or shorts[0] >= area.height / 5
    assert all(a >= b for a, b in zip(shorts, shorts[1:], strict=False))  # shrinks only as it grows
    assert shorts[0] > shorts[-1]
    # A full double-twelve line (91 tiles) still fits on screen, every tile shown.
    full = layout_line(chain(91), 45, area, expected_tiles=91)
    assert len(full.tiles) == 91 and all(area.contains(p.rect) for p in full.tiles)


@pytest.mark.parametrize("size", SIZES)
def test_the_hand_is_as_large_as_its_strip_allows(make_app, size):
    app = make_app(size=size, language="es", animations=False)
    stage(app, "table", faces="notes", seed=1)
    table = app.top
    app.frame()
    geom = table.geometry()
    hand = table.hand()
    assert hand and len(geom.hand_rects) == len(hand)
    strip = geom.regions.hand
    short = geom.hand_short
    # Bounded by the strip's height (room for raised tiles and the marker) or, with many tiles,
    # by its width: never smaller than that.
    widest, _ = layout_hand(len(hand), strip.inflate(0, -2 * app.theme.unit))
    assert short >= min(widest, hand_max_short(strip.inflate(0, -2 * app.theme.unit))) * 0.8
    assert short * 2 + short * 0.6 <= strip.height
    for rect in geom.hand_rects:
        assert strip.contains(rect)
    assert smallest_glyph(short) * 30 >= size[1], (size, short)
    # The line's pictures: 1/30 of the height from 1280x720 up; at 800x600 1/34 (issue 23: the
    # board is laid for the whole round's line and keeps one size through it, about 1/15 of the
    # height there, rather than start big and shrink or fold).
    assert smallest_glyph(geom.line.short) * (30 if size[1] >= 720 else 34) >= size[1]


def test_hover_highlights_the_hand_tile_under_the_mouse(make_app):
    from edu_domino.engine import Play
    from edu_domino.ui.table.widget import hover_width

    app = make_app(size=(1920, 1080), language="en", animations=False)
    stage(app, "table", faces="pips", seed=1)
    table = app.top
    app.frame()
    geom = table.geometry()
    hand = table.hand()
    playable = {a.tile for a in table.legal() if isinstance(a, Play)}
    target = next((i for i, t in enumerate(hand) if t not in playable and i != table.focus), None)
    assert target is not None, "the staged hand has a tile that is neither playable nor focused"
    rect = geom.hand_rects[target]
    w = hover_width(app.theme.unit)
    probe = (rect.left - w // 2 - 1, rect.centery)  # on the hover frame, left of the tile
    before = tuple(app.screen.get_at(probe))[:3]
    assert before != app.theme.palette.text
    changed = app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert table.hover == target
    assert changed is None or any(r.collidepoint(probe) for r in changed)
    assert tuple(app.screen.get_at(probe))[:3] == app.theme.palette.text
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))])
    assert table.hover is None
    assert tuple(app.screen.get_at(probe))[:3] == before
