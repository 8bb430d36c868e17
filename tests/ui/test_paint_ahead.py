"""Tile pictures: cached by what they show, bounded, and painted ahead in the frames' spare time.

Oracles: a fresh `TileArt` (nothing cached) paints the reference picture; the counts of pictures
painted come from the art's public `cached`/`is_painted`; the table's spare time is the app's
public `idle`, as the frame loop calls it.
"""

from __future__ import annotations

import random
import time

import pygame
import pytest

from edu_domino.engine import Play
from edu_domino.ui import tiles
from edu_domino.ui.demo import play_to_mid_round, seats
from edu_domino.ui.game_setup import GameSetup
from edu_domino.ui.intents import key_event
from edu_domino.ui.scenes.table import TableScene
from edu_domino.ui.theme import STANDARD
from edu_domino.ui.tiles import TileArt


def table_mid_round(app, min_line: int = 8) -> TableScene:
    """A double-twelve table, note faces, the pupil on turn with a tile that fits. The computers
    never move by themselves (a pace nobody waits for): the test lays every tile."""
    table = TableScene(app, GameSetup("doble-doce", {"players": 4}, seats(1, 3), "notes", "single", 2))
    app.push(table)
    play_to_mid_round(table.game, 2, min_line=min_line)
    table.update(0.0)
    return table


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("faces", ["pips", "notes"])
def test_the_same_key_gives_the_same_picture_as_a_fresh_paint(make_app, faces):
    make_app()  # a display, as the app has
    art = TileArt(STANDARD, faces, seed=4)
    first = art.face((6, 2), 60, True)
    again = art.face((6, 2), 60, True)
    assert again is first  # a lookup, not a second paint
    assert _pixels(first) == _pixels(TileArt(STANDARD, faces, seed=4).face((6, 2), 60, True))
    # Another size, orientation or order is another picture.
    assert art.face((6, 2), 61, True).get_size() == (61, 122)
    assert art.face((6, 2), 60, False).get_size() == (120, 60)
    assert _pixels(art.face((2, 6), 60, True)) != _pixels(first)


def test_the_cache_is_bounded_and_drops_the_least_recently_drawn(make_app, monkeypatch):
    make_app()
    monkeypatch.setattr(tiles, "CACHE_SIZE", 8)
    art = TileArt(STANDARD, "pips")
    art.face((1, 1), 20, True)
    for short in range(21, 40):
        art.face((1, 1), 20, True)  # drawn every frame: kept
        art.face((3, 4), short, True)
        assert art.cached <= 8
    assert art.is_painted((1, 1), 20, True)
    assert art.is_painted((3, 4), 39, True)
    assert not art.is_painted((3, 4), 21, True)


def test_the_cache_is_bounded_by_pixels_too(make_app, monkeypatch):
    make_app()
    monkeypatch.setattr(tiles, "CACHE_PIXELS", 40 * 80 * 5)  # five tiles of 40 x 80
    art = TileArt(STANDARD, "pips")
    for a in range(7):
        art.face((a, 0), 40, True)
        assert art.cached_pixels <= 40 * 80 * 5
    assert art.cached == 5 and art.cached_pixels == 40 * 80 * 5
    assert art.is_painted((6, 0), 40, True) and not art.is_painted((1, 0), 40, True)


def test_painting_ahead_stops_at_the_deadline_and_skips_what_is_painted(make_app):
    make_app()
    art = TileArt(STANDARD, "notes", seed=1)
    wanted = [((a, b), 40, True) for a, b in [(0, 1), (2, 3), (4, 5)]]
    assert art.paint_ahead(wanted, until=time.perf_counter() - 1) == wanted  # no time: nothing
    assert art.cached == 0
    art.face((2, 3), 40, True)
    ticks = iter(range(1000))
    # A clock that moves 1 s a reading: the first picture fits before `until`, then time is up.
    left = art.paint_ahead(wanted, until=0.5, clock=lambda: float(next(ticks)))
    assert art.is_painted((0, 1), 40, True) and not art.is_painted((4, 5), 40, True)
    assert left == [((4, 5), 40, True)]  # (2, 3) was painted already: skipped, not repainted
    assert art.paint_ahead(left, until=time.perf_counter() + 60) == []
    assert art.is_painted((4, 5), 40, True)


def test_a_picture_too_big_for_the_time_left_waits_while_smaller_ones_go_ahead(make_app):
    make_app()
    art = TileArt(STANDARD, "pips")
    big, small = ((6, 6), 540, True), ((1, 2), 20, True)
    # 3 ms left on a clock that stands still: a 540 px paint (several ms) does not fit, 20 px does.
    assert art.paint_ahead([big, small], until=0.003, clock=lambda: 0.0) == [big]
    assert art.is_painted(*small) and not art.is_painted(*big)


def _tab_through_hand(app, table) -> int:
    art = table.renderer.art()
    before = art.cached
    for _ in range(len(table.hand())):
        app.frame([key_event(pygame.K_TAB)], 1 / 60)
    return art.cached - before


def test_spare_time_paints_every_hand_tile_magnified(make_app):
    cold = make_app(size=(1280, 720), language="es", ai_pace=1e9)
    table = table_mid_round(cold)
    cold.frame()
    assert _tab_through_hand(cold, table) > 0  # without spare time each new focus paints

    app = make_app(size=(1280, 720), language="es", ai_pace=1e9)
    table = table_mid_round(app)
    app.frame()
    app.idle(time.perf_counter() + 30)
    assert _tab_through_hand(app, table) == 0


def test_after_spare_time_a_tile_laid_needs_no_new_picture(make_app):
    app = make_app(size=(1920, 1080), language="es", animations=False, ai_pace=1e9)
    table = table_mid_round(app, min_line=6)
    rng = random.Random(5)
    checked = 0
    while checked < 12 and not table.game.round_over:
        app.frame([], 1 / 60)
        app.idle(time.perf_counter() + 30)
        art = table.renderer.art()
        before = art.cached
        seat = table.game.turn
        plays = [a for a in table.game.legal(seat) if isinstance(a, Play)]
        table.game.apply(seat, rng.choice(plays or list(table.game.legal(seat))))
        table.update(0.0)
        app.frame([], 1 / 60)
        if plays:  # a draw brings a tile nobody could foresee
            assert table.renderer.art().cached == before, f"move {checked}: a picture was painted in the frame"
            checked += 1
    assert checked >= 8
