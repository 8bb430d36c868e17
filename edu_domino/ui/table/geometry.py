"""Where everything goes on the table at one window size: plain rectangles (see ui/layout.py),
worked out once per change and reused by the renderer and the mouse hit-tests."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from edu_domino.ui.layout import (
    HAND_HEAD,
    LineLayout,
    TableRegions,
    fit_hand,
    layout_line,
    play_regions,
)
from edu_domino.ui.sizes import ONE_ROW_HAND, SizeRules
from edu_domino.ui.table.widget import LineAndHand

LABEL_LINES = 2  # room for the hand's label above the magnified tile ("Tiles of Ana", wrapped)


@dataclass
class TableGeometry:
    regions: TableRegions
    table: LineAndHand  # the line and the hand: drawn and hit-tested by the shared widget
    button: pygame.Rect
    menu_button: pygame.Rect
    side_info: pygame.Rect  # the players' column above the draw/pass button
    label: pygame.Rect  # the hand's label, at the top of the magnified tile's column
    loupe: pygame.Rect  # the focused tile, magnified (upright, as in the hand)
    rules: SizeRules

    @property
    def line(self) -> LineLayout:
        return self.table.line

    @property
    def hand_short(self) -> int:
        return self.table.hand_short

    @property
    def hand_rects(self) -> list[pygame.Rect]:
        return self.table.hand_rects

    def end_at(self, pos: tuple[int, int], reach: int = 1) -> str | None:
        return self.table.end_at(pos, reach)

    def hand_index_at(self, pos: tuple[int, int]) -> int | None:
        return self.table.hand_index_at(pos)


def table_geometry(size: tuple[int, int], body_px: int, unit: int, line: list[tuple[int, int]], first: int,
                   hand_count: int, menu_size: tuple[int, int], staff_per_px: float = 0.0,
                   expected_tiles: int | None = None) -> TableGeometry:
    """The table laid out by the size rules (ui/sizes.py) for this window and these faces
    (`staff_per_px`: the notes' staff space per pixel of a tile's short side; `expected_tiles`:
    the most tiles the round may lay, which the board's rows are laid out for)."""
    rules = SizeRules(size[1], staff_per_px)
    regions = play_regions(size, body_px, rules.hand, rules.loupe, unit)
    line_layout = layout_line(line, first, regions.line, min_short=rules.line, expected_tiles=expected_tiles)
    hand_area = regions.hand.inflate(-2 * unit, -2 * unit)
    short, rects = fit_hand(hand_count, hand_area, max_short=rules.hand, min_short=rules.hand,
                            one_row_up_to=ONE_ROW_HAND)
    # The draw/pass button at the foot of the players' column, under the scores.
    side = regions.side
    button = pygame.Rect(side.left + unit, 0, side.width - 2 * unit, int(body_px * 2.2))
    button.bottom = side.bottom - unit
    side_info = pygame.Rect(side.left, side.top, side.width, button.top - unit - side.top)
    column = regions.loupe or side
    label = pygame.Rect(column.left + unit, column.top + unit, column.width - 2 * unit,
                        LABEL_LINES * int(body_px * 1.25))
    loupe = pygame.Rect(0, 0, rules.loupe, 2 * rules.loupe)
    loupe.center = (column.centerx, (label.bottom + column.bottom) // 2)
    menu_button = pygame.Rect((0, 0), menu_size).inflate(unit * 2, unit)
    menu_button.midright = (regions.top_bar.right - unit, regions.top_bar.centery)
    return TableGeometry(regions, LineAndHand(line_layout, short, rects), button, menu_button, side_info, label, loupe, rules)


@dataclass
class StepTableGeometry:
    """A lesson step's table (a chain or a game): the line, the pupil's hand under it and the
    focused tile magnified at the right, by the same size rules as the free table."""

    line: LineLayout
    hand_short: int
    hand_rects: list[pygame.Rect]
    loupe: pygame.Rect | None  # None: the step has no hand to magnify from
    rules: SizeRules


def step_table_geometry(work: pygame.Rect, height: int, unit: int, line: list[tuple[int, int]], first: int,
                        hand_count: int, staff_per_px: float = 0.0) -> StepTableGeometry:
    """`work`: the step's free area; `height`: the window's (the rules are shares of it)."""
    rules = SizeRules(height, staff_per_px)
    rest, loupe = work, None
    if hand_count:
        loupe = pygame.Rect(0, 0, rules.loupe, 2 * rules.loupe)
        column = pygame.Rect(work.right - rules.loupe - 2 * unit, work.top, rules.loupe + 2 * unit, work.height)
        loupe.center = column.center
        loupe.top = max(work.top + unit, loupe.top)
        rest = pygame.Rect(work.left, work.top, column.left - work.left - unit, work.height)
    hand_h = math.ceil(rules.hand * (2 + HAND_HEAD)) if hand_count else 0
    hand_area = pygame.Rect(rest.left, rest.bottom - hand_h, rest.width, hand_h)
    line_area = pygame.Rect(rest.left, rest.top, rest.width, hand_area.top - rest.top - unit)
    line_layout = layout_line(line, first, line_area, min_short=rules.line)
    short, rects = fit_hand(hand_count, hand_area, max_short=rules.hand, min_short=rules.hand,
                            one_row_up_to=ONE_ROW_HAND)
    return StepTableGeometry(line_layout, short, rects, loupe, rules)


@dataclass
class ClassTableGeometry:
    """The class-play projector: the line by the same size rules as the free table, the players' column at the right, and under the line a strip with whose turn it is
    or, when the teacher handed a seat to the projector's keyboard, that seat's hand."""

    regions: TableRegions  # top bar, players (side), line, the strip under the line (hand)
    table: LineAndHand
    label: pygame.Rect  # the hand's label ("Tiles of Ana"), at the top of the strip
    rules: SizeRules
    loupe: pygame.Rect | None = None  # the keyboard seat's focused tile, magnified

    @property
    def line(self) -> LineLayout:
        return self.table.line


def class_table_geometry(size: tuple[int, int], height: int, body_px: int, unit: int,
                         line: list[tuple[int, int]], first: int, hand_count: int, staff_per_px: float = 0.0,
                         expected_tiles: int | None = None) -> ClassTableGeometry:
    """`size`: the room above the footer; `height`: the window's (the rules are shares of it).
    Without a hand the strip holds two lines of text (the turn, big, and the last remark), so
    the line gets the rest of the screen; with one, a column left of the players' holds its
    focused tile magnified (1/4), as on the table, so the class reads what the keyboard holds."""
    w, h = size
    rules = SizeRules(height, staff_per_px)
    line_h = int(body_px * 1.25)
    margin = max(4, body_px // 3)
    top = pygame.Rect(0, 0, w, int(line_h * 1.5))
    if hand_count:
        strip_h = line_h + math.ceil(rules.hand * (2 + HAND_HEAD)) + 2 * unit
    else:
        strip_h = int(body_px * 1.6 * 1.25) + line_h + 2 * unit
    side_w = max(int(w * 0.2), body_px * 10)
    side = pygame.Rect(w - side_w, top.bottom, side_w, h - top.bottom)
    loupe = None
    if hand_count:
        column = pygame.Rect(side.left - rules.loupe - 2 * margin, top.bottom, rules.loupe + 2 * margin, side.height)
        loupe = pygame.Rect(0, 0, rules.loupe, 2 * rules.loupe)
        loupe.center = column.center
        side_w += column.width
    strip = pygame.Rect(0, h - strip_h, w - side_w, strip_h)
    area = pygame.Rect(margin, top.bottom + margin, strip.width - 2 * margin, strip.top - top.bottom - 2 * margin)
    line_layout = layout_line(line, first, area, min_short=rules.line, expected_tiles=expected_tiles)
    label = pygame.Rect(strip.left + 2 * unit, strip.top + unit, strip.width - 4 * unit, line_h)
    hand_area = pygame.Rect(strip.left + unit, label.bottom, strip.width - 2 * unit, strip.bottom - unit - label.bottom)
    short, rects = fit_hand(hand_count, hand_area, max_short=rules.hand, min_short=rules.hand,
                            one_row_up_to=ONE_ROW_HAND)
    regions = TableRegions(top, side, area, strip, None if loupe is None else column)
    return ClassTableGeometry(regions, LineAndHand(line_layout, short, rects), label, rules, loupe)
