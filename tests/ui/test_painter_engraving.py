"""Engraving at tile size, measured on the painted pixels: one staff space for every half, dots
and hollow heads that survive a 40 px tile, a divider that cannot be read as a barline."""

from __future__ import annotations

import pygame
import pytest

from edu_domino.faces import FaceOptions, get_face_set, parse_spelling
from edu_domino.ui.painter import PRINT, TilePainter


def darkness(surface: pygame.Surface, x: int, y: int) -> int:
    r, g, b, *_ = surface.get_at((x, y))
    return 255 - (r + g + b) // 3


def tallest_ink_run(surface: pygame.Surface) -> int:
    """The longest vertical run of dark pixels: a stem (plus its head), in pixels."""
    w, h = surface.get_size()
    best = 0
    for x in range(w):
        run = 0
        for y in range(h):
            run = run + 1 if darkness(surface, x, y) > 160 else 0
            best = max(best, run)
    return best


def staff_row(surface: pygame.Surface) -> int:
    """The row crossed by the most grey (staff-line) pixels."""
    w, h = surface.get_size()
    counts = [sum(1 for x in range(w) if 60 < darkness(surface, x, y) < 200) for y in range(h)]
    return counts.index(max(counts))


# Spellings whose notes include a lone quarter or half (an unbeamed stem 3.5 staff spaces long).
STEMMED = ["notes:q", "notes:q+q+q+q", "notes:h+q", "notes:q.+q+q", "notes:h+h+q", "notes:h.+q"]


def test_one_staff_space_for_every_half():
    painter = TilePainter(FaceOptions("notes", "spellings"), 1, theme=PRINT)
    stems = {key: tallest_ink_run(painter.half_surface(parse_spelling(key), 160, framed=False))
             for key in STEMMED}
    assert max(stems.values()) - min(stems.values()) <= 1, stems
    lines = {key: staff_row(painter.half_surface(parse_spelling(key), 160, framed=False))
             for key in ("notes:w", "notes:q+q+q+q", "notes:e+e+e+e", "notes:h._e")}
    assert max(lines.values()) - min(lines.values()) <= 1, lines  # one height in every half


def test_a_whole_note_is_not_drawn_bigger_than_four_quarters():
    painter = TilePainter(FaceOptions("notes", "spellings"), 1, theme=PRINT)

    def head_height(key):  # the dark rows of the picture's lowest blob: the heads on the line
        image = painter.half_surface(parse_spelling(key), 160, framed=False)
        line = staff_row(image)
        return sum(1 for y in range(line - 20, line + 20)
                   if any(darkness(image, x, y) > 200 for x in range(image.get_width())))

    whole, quarters = head_height("notes:w"), head_height("notes:q+q+q+q")
    assert abs(whole - quarters) <= 0.25 * quarters, (whole, quarters)


@pytest.mark.parametrize("size", [40, 64])
def test_dots_and_hollow_heads_survive_a_small_tile(size):
    painter = TilePainter(FaceOptions("notes", "spellings"), 1, theme=PRINT)
    half = size  # a half is a square of the tile's short side

    def picture(key):
        return painter.half_surface(parse_spelling(key), half, framed=False)

    plain, dotted = picture("notes:h"), picture("notes:h.")
    extra = [darkness(dotted, x, y) - darkness(plain, x, y)
             for x in range(half) for y in range(half)]
    assert max(extra) > 100  # the dot is a dark mark, not a faint smudge
    # the half note's head has a light hollow: its darkest column through the head is lighter
    # in the middle than a quarter note's filled head
    quarter, hollow = picture("notes:q"), picture("notes:h")
    line = staff_row(quarter)

    def head_core(image):
        xs = [x for x in range(half) if darkness(image, x, line) > 60]
        middle = (min(xs) + max(xs)) // 2 if xs else half // 2
        return min(darkness(image, x, line) for x in range(middle - 1, middle + 1))

    assert head_core(hollow) < head_core(quarter) - 60


def test_the_divider_leaves_the_music_band_clear():
    theme = PRINT
    painter = TilePainter(FaceOptions("notes", "single"), 1, theme=theme)
    size = 160
    tile = painter.tile_surface((8, 8), size, "horizontal")  # two whole notes
    seam = size
    band = range(int(0.25 * size), int(0.42 * size))  # above the pin, where stems and beams go
    face = theme.face
    for y in band:
        r, g, b, *_ = tile.get_at((seam, y))
        assert abs(r - face[0]) + abs(g - face[1]) + abs(b - face[2]) < 30, (y, (r, g, b))
    line = staff_row(painter.half_surface(get_face_set("notes").spellings(8)[0], size, framed=False))
    for y in range(line - 3, line + 4):  # and where the staff line runs: no barline
        r, g, b, *_ = tile.get_at((seam, y))
        assert abs(r - face[0]) + abs(g - face[1]) + abs(b - face[2]) < 30, (y, (r, g, b))
    vertical = painter.tile_surface((8, 8), size, "vertical")
    for x in range(int(0.25 * size), int(0.42 * size)):  # nor a staff line across a vertical tile
        r, g, b, *_ = vertical.get_at((x, seam))
        assert abs(r - face[0]) + abs(g - face[1]) + abs(b - face[2]) < 30, (x, (r, g, b))


def test_the_chart_never_prints_a_power_as_its_value():
    from edu_domino.i18n import set_language
    from edu_domino.ui.painter.sheets import chart_caption, spelling_chart

    set_language("en")
    try:
        assert chart_caption(parse_spelling("powers:2^3")) == "2³ = 8"
        assert chart_caption(parse_spelling("powers:8")) == "counts 3"
        assert chart_caption(parse_spelling("powers:2^0")) == "2⁰ = 1"
        assert chart_caption(parse_spelling("powers:1")) == "counts 0"
        assert chart_caption(parse_spelling("pips:3")) == chart_caption(parse_spelling("notes:q.")) == ""
        set_language("es")
        assert chart_caption(parse_spelling("powers:8")) == "vale 3"
    finally:
        set_language("en")
    painter = TilePainter(FaceOptions("pips", "sets"), 1, theme=PRINT)
    chart = spelling_chart(painter, FaceOptions("pips", "sets").pool, size_px=40)
    plain = spelling_chart(painter, (get_face_set("pips"), get_face_set("notes")), size_px=40)
    assert chart.get_height() > plain.get_height()  # room for the powers' captions under each row
