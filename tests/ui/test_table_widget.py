"""The line-and-hand widget: where tiles go, what the mouse is over, how focus is marked."""

from __future__ import annotations

import pygame

from edu_domino.engine import LEFT, RIGHT
from edu_domino.ui.layout import LineLayout
from edu_domino.ui.table.widget import LineAndHand, hover_width


def test_a_row_of_three_tiles_is_centred_and_its_ends_are_beside_it():
    area = pygame.Rect(0, 50, 200, 100)  # centre x = 100
    table = LineAndHand.in_a_row(area, [(3, 1), (1, 1), (1, 6)], short=10, gap=4)
    # Worked by hand: 3 tiles of 20 px and 2 gaps of 4 px = 68 px, starting at 100 - 34 = 66.
    assert [p.rect.topleft for p in table.line.tiles] == [(66, 50), (90, 50), (114, 50)]
    assert [p.rect.size for p in table.line.tiles] == [(20, 10)] * 3
    assert [p.values for p in table.line.tiles] == [(3, 1), (1, 1), (1, 6)]
    assert table.line.slots[LEFT].topleft == (42, 50) and table.line.slots[RIGHT].topleft == (138, 50)
    assert table.end_at((45, 55)) == LEFT and table.end_at((150, 55)) == RIGHT
    assert table.end_at((100, 55), reach=0) is None  # the middle of the line is no end


def test_a_hand_tile_is_hit_where_it_is_drawn_raised_included():
    hand = [pygame.Rect(10, 100, 20, 40), pygame.Rect(40, 100, 20, 40)]
    table = LineAndHand(LineLayout(10, (), {LEFT: pygame.Rect(0, 0, 1, 1), RIGHT: pygame.Rect(0, 0, 1, 1)}), 20, hand)
    assert table.hand_index_at((15, 120)) == 0 and table.hand_index_at((45, 139)) == 1
    assert table.hand_index_at((45, 96)) == 1  # up to a quarter tile above: where a raised tile sits
    assert table.hand_index_at((35, 120)) is None and table.hand_index_at((45, 90)) is None


def test_focus_hover_and_raised_tiles_are_marked_around_the_right_tiles(make_app):
    app = make_app()
    theme = app.theme
    p = theme.palette
    surface = pygame.Surface((400, 300))
    surface.fill(p.background)
    rects = [pygame.Rect(40, 150, 40, 80), pygame.Rect(160, 150, 40, 80), pygame.Rect(280, 150, 40, 80)]
    table = LineAndHand(LineLayout(10, (), {LEFT: pygame.Rect(0, 0, 1, 1), RIGHT: pygame.Rect(0, 0, 1, 1)}), 40, rects)
    blank = pygame.Surface((40, 80))
    blank.fill((1, 2, 3))
    table.draw_hand(surface, theme, lambda i, short: blank, focus=2, hover=1, raised=[0], hidden=None)
    # Tile 0 is raised by a quarter of its short side (10 px) and framed in the "legal" colour.
    assert surface.get_at((60, 145))[:3] == (1, 2, 3) and surface.get_at((60, 225))[:3] == p.background[:3]
    assert surface.get_at((38, 160))[:3] == p.legal[:3]
    # Tile 1: the hover frame hugs it (white text colour); tile 2: the focus frame, wider out.
    w = hover_width(theme.unit)
    assert surface.get_at((160 - w, 190))[:3] == p.text[:3]
    fw = max(4, theme.unit)
    assert surface.get_at((280 - fw - 1, 190))[:3] == p.focus[:3]
    assert surface.get_at((160 - fw - 2, 190))[:3] == p.background[:3]  # no focus frame on tile 1


def test_a_hidden_tile_is_left_out_and_count_limits_the_tiles_drawn(make_app):
    app = make_app()
    theme = app.theme
    surface = pygame.Surface((200, 100))
    surface.fill((0, 0, 0))
    rects = [pygame.Rect(10, 20, 20, 40), pygame.Rect(50, 20, 20, 40), pygame.Rect(90, 20, 20, 40)]
    table = LineAndHand(LineLayout(10, (), {LEFT: pygame.Rect(0, 0, 1, 1), RIGHT: pygame.Rect(0, 0, 1, 1)}), 20, rects)
    white = pygame.Surface((20, 40))
    white.fill((255, 255, 255))
    table.draw_hand(surface, theme, lambda i, short: white, hidden=0, count=2)
    assert surface.get_at((20, 40))[:3] == (0, 0, 0)  # hidden (being dragged)
    assert surface.get_at((60, 40))[:3] == (255, 255, 255)
    assert surface.get_at((100, 40))[:3] == (0, 0, 0)  # beyond the count
