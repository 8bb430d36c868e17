"""The table's dirty-rectangle frames show exactly what a whole redraw shows.

The renderer redraws only the parts that move (the hand, the magnified tile, the end markers, the
sliding tile). The oracle for every such frame is the same state drawn from scratch (`show_all`
and a frame with no time passing): the two screens must be equal pixel for pixel, so nothing is
left behind and nothing is missed.
"""

from __future__ import annotations

import pygame
import pytest

from edu_domino.bench.ui import MOVE_EVERY, busy_frames, full_table
from edu_domino.ui.intents import key_event
from edu_domino.ui.table.dirty import hand_span, unique_rects


def _whole_redraw(app, table) -> bytes:
    table.renderer.show_all()
    changed = app.frame([], 0.0)
    assert changed is None  # a whole redraw
    return pygame.image.tobytes(app.screen, "RGB")


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_every_partial_frame_equals_a_whole_redraw(make_app, size):
    app = make_app(size=size, language="es", animations=True)
    table = full_table(app)
    app.frame()
    drawn: list = []
    checked = 0
    for i in range(MOVE_EVERY + 4):  # slides, hover steps, focus steps, a move
        busy_frames(app, table, 1, drawn, start=i)
        if drawn[-1] is None:
            continue
        partial = pygame.image.tobytes(app.screen, "RGB")
        assert partial == _whole_redraw(app, table)
        checked += 1
    assert checked >= MOVE_EVERY // 2


def test_partial_frames_after_keys_and_mouse_equal_a_whole_redraw(make_app):
    app = make_app(size=(1920, 1080), language="en", animations=True)
    table = full_table(app)
    app.frame()
    hand = table.geometry().hand_rects
    moves = [[key_event(pygame.K_RIGHT)], [key_event(pygame.K_TAB)], [key_event(pygame.K_LEFT)],
             [pygame.event.Event(pygame.MOUSEMOTION, pos=hand[-1].center, rel=(1, 1), buttons=(0, 0, 0))],
             [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))],
             [key_event(pygame.K_h)], [key_event(pygame.K_h)]]
    for events in moves:
        changed = app.frame(events, 1 / 60)
        if changed is None:
            continue
        assert pygame.image.tobytes(app.screen, "RGB") == _whole_redraw(app, table)


def test_the_hand_span_covers_every_hand_tile_and_stays_in_the_strip(make_app):
    app = make_app(size=(1280, 720))
    table = full_table(app)
    app.frame()
    geom = table.geometry()
    span = hand_span(geom, app.theme.unit)
    strip = geom.regions.hand
    assert span.bottom == strip.bottom and strip.left <= span.left and span.right <= strip.right
    assert span.width < strip.width  # four tiles: far from the whole strip
    for rect in geom.hand_rects:
        assert span.contains(rect.inflate(12, 0).clip(strip))


def test_unique_rects_keeps_the_first_of_each_in_order():
    a, b = pygame.Rect(0, 0, 5, 5), pygame.Rect(1, 2, 3, 4)
    assert unique_rects([a, b, pygame.Rect(a), b, pygame.Rect(9, 9, 1, 1)]) == [a, b, pygame.Rect(9, 9, 1, 1)]


def test_partial_frames_of_a_private_peek_equal_a_whole_redraw(make_app):
    """Hidden hands: the prompt across the hand's strip comes and goes as Space is held and let
    go; no partial frame leaves any of it behind, nor of the tiles."""
    from edu_domino.play import Privacy
    from edu_domino.ui.demo import seats
    from edu_domino.ui.game_setup import GameSetup
    from edu_domino.ui.scenes.table import TableScene

    app = make_app(size=(1280, 720), language="en", animations=False)
    table = TableScene(app, GameSetup("clasico", {"players": 2}, seats(2, 0), "pips", "single", 1,
                                      Privacy.PEEK))
    app.push(table)
    app.frame()
    space_up = pygame.event.Event(pygame.KEYUP, key=pygame.K_SPACE, mod=0, unicode="", scancode=0)
    checked = 0
    for events in ([key_event(pygame.K_SPACE)], [key_event(pygame.K_TAB)], [key_event(pygame.K_RIGHT)],
                   [space_up], [], [key_event(pygame.K_SPACE)], [key_event(pygame.K_LEFT)], [space_up]):
        changed = app.frame(events, 1 / 60)
        if changed is None:
            continue
        assert pygame.image.tobytes(app.screen, "RGB") == _whole_redraw(app, table)
        checked += 1
    assert checked >= 3
