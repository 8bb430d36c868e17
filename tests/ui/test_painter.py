"""The tile painter: every tile at several sizes, distinct pictures, caching, clear errors."""

import pygame
import pytest

from edu_domino.faces import FACE_SETS, FaceOptions, get_face_set, parse_spelling
from edu_domino.ui.painter import PRINT, PainterTheme, TilePainter

DOUBLE_TWELVE = [(a, b) for a in range(13) for b in range(a + 1)]


def _ink(surface: pygame.Surface) -> float:
    """Share of the picture that is dark ink (anti-aliased pixels count in proportion)."""
    gray = pygame.transform.grayscale(surface)
    w, h = gray.get_size()
    total = 0
    for y in range(h):
        for x in range(w):
            total += 255 - gray.get_at((x, y))[0]
    return total / (255 * w * h)


@pytest.mark.parametrize("face", sorted(FACE_SETS))
def test_every_tile_paints_at_small_and_large_sizes(face):
    painter = TilePainter(FaceOptions(face, "spellings"), seed=4)
    for tile in DOUBLE_TWELVE:
        assert painter.tile_surface(tile, 20, "horizontal").get_size() == (40, 20)
        assert painter.tile_surface(tile, 64, "vertical").get_size() == (64, 128)
    for tile in ((12, 11), (5, 5), (7, 0)):  # the widest pictures, a double, a blank
        assert painter.tile_surface(tile, 300, "horizontal", highlighted=True).get_size() == (600, 300)


def test_distinct_spellings_give_distinct_pictures_and_values_never_look_alike():
    painter = TilePainter(FaceOptions())
    pictures: dict[bytes, set[int]] = {}
    for name, face_set in FACE_SETS.items():
        seen = set()
        for value in range(face_set.max_value + 1):
            for spelling in face_set.spellings(value):
                image = pygame.image.tobytes(painter.half_surface(spelling, 72), "RGBA")
                assert image not in seen, f"{spelling.key} looks like another {name} spelling"
                seen.add(image)
                pictures.setdefault(image, set()).add((name, value))
    # Across the sets that can share a game, one picture never stands for two values.
    for face in FACE_SETS:
        pool = {fs.name for fs in FaceOptions(face, "sets").pool}
        for owners in pictures.values():
            values = {v for name, v in owners if name in pool}
            assert len(values) <= 1, f"one picture means {values} in {pool}"


def test_pictures_scale_instead_of_snapping_to_pixels():
    painter = TilePainter(FaceOptions())
    for key in ("notes:h._e", "notes:e+e+e+e", "pips:12", "powers:2^11", "notes:rq"):
        spelling = parse_spelling(key)
        small = _ink(painter.half_surface(spelling, 32, framed=False).convert(24))
        large = _ink(painter.half_surface(spelling, 256, framed=False).convert(24))
        assert large > 0.01, key
        assert abs(small - large) / large < 0.25, (key, small, large)


def test_painted_tiles_are_cached_and_options_change_the_picture():
    painter = TilePainter(FaceOptions("notes", "spellings"), seed=1)
    first = painter.tile_surface((6, 4), 80, "horizontal")
    assert painter.tile_surface((6, 4), 80, "horizontal") is first
    assert painter.tile_surface((6, 4), 80, "horizontal", highlighted=True) is not first
    assert painter.back_surface(80, "vertical").get_size() == (80, 160)
    plain = TilePainter(FaceOptions("notes", "single"), seed=1).tile_surface((6, 4), 80)
    assert plain.get_size() == first.get_size()


def test_turning_a_tile_swaps_its_halves_in_the_picture():
    painter = TilePainter(FaceOptions("pips"))
    a = painter.tile_surface((6, 1), 40, "horizontal")
    b = painter.tile_surface((1, 6), 40, "horizontal")
    mirrored = pygame.transform.flip(b, True, False)  # pips 1 and 6 are mirror-symmetric
    diff = sum(abs(a.get_at((x, y))[i] - mirrored.get_at((x, y))[i])
               for x in range(80) for y in range(40) for i in range(3)) / (80 * 40 * 3)
    assert _ink(a.convert(24)) > 0 and diff < 3  # the same picture up to sub-pixel rounding
    assert pygame.image.tobytes(a, "RGBA") != pygame.image.tobytes(b, "RGBA")


def test_warm_paints_ahead_so_later_calls_are_hits():
    painter = TilePainter(FaceOptions("notes", "spellings"))
    painter.warm([(6, 4), (2, 2)], 50)
    before = painter.cached
    assert before == 6  # 6-4 and 4-6 in two orientations, the double once per orientation
    painter.tile_surface((4, 6), 50, "vertical")
    assert painter.cached == before


def test_the_cache_is_bounded():
    painter = TilePainter(FaceOptions("numerals"), cache_size=10)
    for tile in DOUBLE_TWELVE[:30]:
        painter.tile_surface(tile, 24)
    assert painter.cached == 10


def test_print_theme_is_black_on_white():
    painter = TilePainter(FaceOptions("pips"), theme=PRINT, print_mode=True)
    tile = painter.tile_surface((0, 0), 40, "vertical")
    assert tile.get_at((20, 20))[:3] == (255, 255, 255)
    assert tile.get_at((0, 0))[3] == 255  # square corners for cutting out


@pytest.mark.parametrize(
    ("call", "says"),
    [
        (lambda p: p.tile_surface((6, 4), 80, "diagonal"), "orientation"),
        (lambda p: p.tile_surface((6, 4), 4), "at least 8"),
        (lambda p: p.tile_surface((6, 4), 80.5), "whole number"),
        (lambda p: p.tile_surface((13, 4), 80), "double-12"),
    ],
)
def test_bad_requests_say_what_is_wrong(call, says):
    with pytest.raises(ValueError, match=says):
        call(TilePainter(FaceOptions("notes")))


def test_numerals_never_meet_written_powers():
    assert "powers" not in {fs.name for fs in FaceOptions("numerals", "sets").pool}
    assert [fs.name for fs in FaceOptions("powers", "sets").pool] == ["powers", "pips", "notes"]
    assert get_face_set("powers").spellings(3)[1].key == "powers:8"


def test_a_theme_can_come_from_a_ui_palette():
    class Palette:
        tile_face, tile_edge, pip, tile_back, focus = (1, 1, 1), (2, 2, 2), (3, 3, 3), (4, 4, 4), (5, 5, 5)

    theme = PainterTheme.from_palette(Palette(), staff=(9, 9, 9))
    assert (theme.face, theme.edge, theme.ink, theme.back, theme.highlight, theme.staff) == (
        (1, 1, 1), (2, 2, 2), (3, 3, 3), (4, 4, 4), (5, 5, 5), (9, 9, 9))
