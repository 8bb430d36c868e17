"""The table at every size the issue names, and after resizing."""

import pytest
from pygame import Rect

from edu_domino.ui.demo import play_to_mid_round, seats
from edu_domino.ui.game_setup import GameSetup
from edu_domino.ui.layout import layout_hand, layout_line
from edu_domino.ui.scenes.table import TableScene

SIZES = [(800, 600), (1280, 720), (1920, 1080), (3840, 2160)]


def _overlaps(rects):
    return [(a, b) for i, a in enumerate(rects) for b in rects[:i] if a.colliderect(b)]


def test_a_full_double_twelve_line_fits_without_overlap():
    line, v = [], 12
    for i in range(91):
        nxt = (v + 5 * i + 1) % 13
        line.append((v, nxt))
        v = nxt
    for area in (Rect(10, 60, 620, 330), Rect(0, 0, 1500, 700), Rect(0, 0, 3000, 1400)):
        layout = layout_line(line, 45, area)
        rects = [p.rect for p in layout.tiles]
        assert len(rects) == 91
        assert not _overlaps(rects)
        assert all(area.contains(r) for r in rects)
        assert [p.index for p in layout.tiles] == list(range(91))


def test_the_hand_uses_two_rows_when_one_would_be_too_small():
    short1, rects1 = layout_hand(7, Rect(0, 0, 1000, 200))
    assert len({r.top for r in rects1}) == 1
    short2, rects2 = layout_hand(40, Rect(0, 0, 1000, 200))
    assert len({r.top for r in rects2}) == 2
    assert not _overlaps(rects2)


@pytest.mark.parametrize("size", SIZES)
def test_table_regions_fit_and_text_is_big_enough(make_app, size):
    app = make_app(size=size, animations=False)
    table = TableScene(app, GameSetup("doble-doce", {"players": 6}, seats(1, 5), "pips", "single", seed=4))
    app.push(table)
    play_to_mid_round(table.game, 4, min_line=20)
    app.frame()
    w, h = size
    assert app.theme.body_px >= h / 30  # projector mode: the back row reads every line
    geom = table.geometry()
    screen = Rect(0, 0, w, h)
    r = geom.regions
    regions = [r.top, r.line, r.bar, r.hand]
    assert all(screen.contains(x) for x in regions)
    assert not _overlaps(regions)
    assert r.line.width >= 0.7 * w  # the board gets the screen: no side column (issue 23)
    assert all(r.line.contains(p.rect) for p in geom.line.tiles)
    assert all(r.hand.contains(x) for x in geom.hand_rects)
    assert not _overlaps(geom.hand_rects)
    assert geom.hand_short >= h / 40  # the pupil's own tiles stay readable
    assert r.bar.contains(geom.button) and r.bar.contains(geom.label)  # the draw/pass button beside the label
    assert not geom.button.colliderect(geom.label)
    assert r.top.contains(geom.menu_button) and r.top.contains(geom.info_row)
    if geom.help is not None:  # the key help left of the hand's tiles
        assert r.hand.contains(geom.help) and geom.help.collidelist(geom.hand_rects) == -1
    if geom.loupe is not None:  # beside the hand or over the felt: never on a tile or an end slot
        assert screen.contains(geom.loupe)
        assert geom.loupe.collidelist([p.rect for p in geom.line.tiles] + list(geom.line.slots.values())) == -1
        assert geom.loupe.collidelist(geom.hand_rects) == -1


def test_resizing_lays_the_table_out_again(make_app):
    app = make_app(size=(1920, 1080), animations=False)
    table = TableScene(app, GameSetup("clasico", {}, seats(1, 3), "pips", "single", seed=4))
    app.push(table)
    play_to_mid_round(table.game, 4)
    app.frame()
    big = table.geometry().regions.line
    import pygame

    app.frame([pygame.event.Event(pygame.VIDEORESIZE, w=800, h=600, size=(800, 600))])
    assert app.size == (800, 600)
    small = table.geometry()
    assert small.regions.line.width < big.width
    assert all(small.regions.line.contains(p.rect) for p in small.line.tiles)
    assert app.theme.body_px >= 600 / 30
    app.resize((3840, 2160))
    app.frame()
    assert app.screen.get_size() == (3840, 2160)
    assert table.geometry().regions.line.width > big.width


@pytest.mark.parametrize("size", SIZES)
def test_a_long_heading_fits_the_window(make_app, size):
    """A pupil's page is headed by their name, up to 40 letters: it shrinks, then wraps."""
    from edu_domino.ui.widgets import heading_lines

    app = make_app(size=size)
    theme = app.theme
    room = size[0] - 4 * theme.unit
    short_size, short_lines = heading_lines(theme, "Ana", size[0])
    assert short_size == theme.px(1.8) and short_lines == ["Ana"]
    long_name = "Maria Fernanda Guadalupe de los Santos Ximénez"[:40] + " · Progress"
    px, lines = heading_lines(theme, long_name, size[0])
    assert theme.body_px <= px <= theme.px(1.8)
    assert " ".join(lines) == long_name
    assert all(theme.font(px).size(line)[0] <= room for line in lines)
