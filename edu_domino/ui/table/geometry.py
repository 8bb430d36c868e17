"""Where everything goes on the table at one window size: plain rectangles (see ui/layout.py),
worked out once per change and reused by the renderer and the mouse hit-tests."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from edu_domino.ui.layout import (
    HAND_HEAD,
    LineLayout,
    TableRegions,
    fit_hand,
    layout_line,
    round_rows,
)
from edu_domino.ui.sizes import ONE_ROW_HAND, SizeRules
from edu_domino.ui.table.magnifier import MAGNIFIED_LEAST, place_magnified
from edu_domino.ui.table.widget import LineAndHand


@dataclass(frozen=True)
class BoardRegions:
    """The table screen from top to bottom, each across the whole width: the players' strip (its
    first line the round, the marks' legend, the boneyard and the menu), the line's region, the
    hand's bar (whose tiles, a message, the draw/pass button) and the hand's tiles. In a round
    whose line is short of room the bar is a column at the left of the hand's tiles instead
    (`status_beside`), and the line gets its row."""

    top: pygame.Rect
    line: pygame.Rect
    bar: pygame.Rect
    hand: pygame.Rect


@dataclass
class TableGeometry:
    regions: BoardRegions
    table: LineAndHand  # the line and the hand: drawn and hit-tested by the shared widget
    button: pygame.Rect  # draw or pass, at the right of the hand's bar
    menu_button: pygame.Rect
    info_row: pygame.Rect  # the strip's first line: the round, the legend, the boneyard, the menu
    label: pygame.Rect  # the hand's bar left of the button: whose tiles, or a message
    help: pygame.Rect | None  # the key help, left of the hand's tiles (None: no room for it)
    loupe: pygame.Rect | None  # the focused tile magnified (flat or upright), None: no room for it
    rules: SizeRules
    help_choice: int = -1  # which of the key help's wordings fitted (see table_geometry's `help_sizes`)
    beside: bool = False  # the bar is a column beside the hand (the label over the button), not a row


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


def info_row_height(body_px: int) -> int:
    """The players' strip's first line (the menu button stands in it)."""
    return int(body_px * 1.25 * 1.5)


def bar_height(body_px: int) -> int:
    """The hand's bar: a line of text with room round the draw/pass button."""
    return int(body_px * 1.25 * 1.6)


def focus_frame(unit: int) -> int:
    """The focus frame's width round a hand tile and the magnified one (ui/table/widget.py)."""
    return max(4, unit)


def keep_clear(line: LineLayout, unit: int) -> list[pygame.Rect]:
    """What nothing may cover on the line: each laid tile with the felt under it (the last move's
    bar) and both end slots with their markers' frames."""
    below = line.short // 3 + unit
    rects = [p.rect.inflate(unit, unit).union(p.rect.move(0, below)) for p in line.tiles]
    rects += [slot.inflate(4 * unit, 4 * unit) for slot in line.slots.values()]
    return rects


def arrange_strip(strip: pygame.Rect, rects: list[pygame.Rect], help_sizes: list[tuple[int, int]],
                  loupe_w: tuple[int, int], unit: int,
                  flush_left: bool = False) -> tuple[list[pygame.Rect], pygame.Rect | None, int]:
    """The hand's strip from the left: the key help (the first of `help_sizes` that fits: the
    same help worded or wrapped differently), the tiles, and the room for the magnified tile
    (`loupe_w`: the width of its full size there, and of its least). The magnified tile comes
    first: the key help shows only where it leaves the full size (so the magnified tile keeps its
    size as the hand shrinks), or where the magnified tile has no room anyway. `flush_left` (the
    strip beside the bar's column): without the key help too the tiles stand at the left, not
    centred, so the magnified tile has all the room left at the right. Returns the tiles moved,
    the key help's place and which of `help_sizes` it is."""
    if not rects:
        return rects, None, -1
    frame = 3 * focus_frame(unit)  # round the focused tile
    hand_w = max(r.right for r in rects) - min(r.left for r in rects) + 2 * frame
    inner = strip.inflate(-4 * unit, -2 * unit)

    def fitting(room: int) -> int:
        return next((i for i, (w, h) in enumerate(help_sizes) if w and h <= inner.height and w + 2 * unit <= room), -1)

    # The magnified tile stands a gap clear of the focus frame (`beside_hand`): room for that too.
    full, least = (w + 2 * unit if w else 0 for w in loupe_w)
    chosen = fitting(inner.width - hand_w - full)
    no_loupe_here = hand_w + least > inner.width or not full  # no room for the magnified tile (or none)
    if chosen < 0 and no_loupe_here:
        chosen = fitting(inner.width - hand_w)
    if chosen < 0 and no_loupe_here:  # the tiles close up to fit_hand's least gap (an eighth) for it
        closer = closed_up(rects)
        chosen = fitting(inner.width - hand_w + rects[-1].right - closer[-1].right)
        if chosen >= 0:
            rects = closer
    if chosen < 0 and not flush_left:
        return rects, None, -1  # centred, as fit_hand laid them
    help_rect = pygame.Rect(inner.topleft, help_sizes[chosen]) if chosen >= 0 else None
    left = inner.left + (help_rect.width + 2 * unit if help_rect is not None else 0) + frame
    dx = left - min(r.left for r in rects)
    return [r.move(dx, 0) for r in rects], help_rect, chosen


def closed_up(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """One row of hand tiles an eighth of a tile apart (fit_hand's least gap), from the first;
    two rows stay as they are."""
    if len({r.top for r in rects}) != 1:
        return rects
    gap = max(1, rects[0].width // 8)
    return [r.move(rects[0].left + i * (r.width + gap) - r.left, 0) for i, r in enumerate(rects)]


def beside_hand(strip: pygame.Rect, hand_rects: list[pygame.Rect], unit: int) -> pygame.Rect:
    """The strip's room right of the hand's tiles (clear of the focus frame)."""
    frame = focus_frame(unit)
    left = max((r.right for r in hand_rects), default=strip.centerx) + 3 * frame + 2 * unit
    return pygame.Rect(left, strip.top + 2 * frame, strip.right - 2 * frame - left, strip.height - 4 * frame)


HAND_STEPS = 4  # hand sizes tried between the hand's rule and the line's, biggest first


def hand_giving_way(rules: SizeRules, least: int, line_area: Callable[[int], pygame.Rect],
                    expected_tiles: int | None) -> int:
    """The hand tiles' short side for a round: the size rules' (1/9 of the height) where the line
    the round may lay keeps its tiles at `least` pixels in the room left (`line_area` of a hand
    short side), else smaller, down to the line's own size rule, while the line needs the room:
    the whole class reads the line, the pupil on turn sits nearer their hand. Worked out from the
    round's longest line, not the line so far, so the hand and the line's region keep their size
    all round (a tile once laid never moves)."""
    if expected_tiles is None or rules.hand <= rules.line:
        return rules.hand
    sizes = [rules.hand - (rules.hand - rules.line) * k // HAND_STEPS for k in range(HAND_STEPS + 1)]
    for short in sizes:
        area = line_area(short)
        if round_rows(area, None, rules.line, expected_tiles, True, least).smallest >= least:
            return short
    return rules.line


def status_beside(rules: SizeRules, least: int, line_area: Callable[[int, int], pygame.Rect],
                  hand_area: Callable[[int, int], pygame.Rect], hand_short: int, expected_tiles: int | None,
                  column_w: int, dealt: int, frame: int, loupe_room: int = 0) -> int:
    """The width of the bar's column beside the hand for a round (0: the bar keeps its row over
    the hand): only where the round's line is short of room with the bar as a row and the hand's
    tiles at the size rules' (`line_area(hand short side, column width)`), and only where the
    hand as dealt keeps its tiles at `hand_short` beside the column (`hand_area`, the focus frame
    `frame` round them) with `loupe_room` left beside it for the magnified tile at its least
    (notes are read there from the back of the room): the bar's row then goes to the line, and
    nothing else shrinks for it. Fixed for the round, as the hand's size is."""
    if not column_w or expected_tiles is None:
        return 0
    full = round_rows(line_area(rules.hand, 0), None, rules.line, expected_tiles, True, least)
    if full.smallest >= least:
        return 0
    room = hand_area(hand_short, column_w).inflate(-6 * frame, 0)
    room.width -= loupe_room
    short, _rects = fit_hand(max(1, dealt), room, max_short=hand_short, min_short=hand_short, one_row_up_to=ONE_ROW_HAND)
    return column_w if short >= hand_short else 0


def table_geometry(size: tuple[int, int], body_px: int, unit: int, line: list[tuple[int, int]], first: int,
                   hand_count: int, menu_size: tuple[int, int], button_w: int, cards_h: int,
                   staff_per_px: float = 0.0, expected_tiles: int | None = None,
                   help_sizes: tuple[tuple[int, int], ...] = (), magnify: bool = True,
                   order: tuple[str, ...] | None = None, set_max: int = 6, dealt: int = 0,
                   bar_beside: bool = True) -> TableGeometry:
    """The table laid out by the size rules (ui/sizes.py) for this window and these faces
    (`staff_per_px`: the notes' staff space per pixel of a tile's short side; `expected_tiles`:
    the most tiles the round may lay, which the board's rows are laid out for; `order`: the end
    each tile after the opener was laid on, in turn (ui/board.py); `button_w`: the draw/pass
    button's; `cards_h`: the players' cards under the strip's first line; `help_sizes`: the key
    help's in each wording, the richest first; `magnify`: whether a focused tile is shown
    magnified, i.e. the hand is face up; `set_max`: the set's highest value, whose size rules the
    line keeps; `dealt`: the tiles a hand is dealt). The hand's tiles give way to the line's
    (`hand_giving_way`), once for the round; then, where `bar_beside`, the bar makes way for the
    line too, beside the hand (`status_beside`), as wide as the draw/pass button with its margins."""
    w, h = size
    rules = SizeRules(h, staff_per_px)
    margin = max(4, body_px // 3)
    info = pygame.Rect(0, 0, w, info_row_height(body_px))
    top = pygame.Rect(0, 0, w, info.height + cards_h + unit)
    least = rules.line_least(set_max)

    def regions(hand_short: int, beside: int = 0) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        hand_h = math.ceil(hand_short * (2 + HAND_HEAD)) + 2 * unit
        hand = pygame.Rect(beside, h - hand_h, w - beside, hand_h)
        if beside:  # the bar a column at the hand's left: the line reaches down to the hand
            bar = pygame.Rect(0, hand.top, beside, hand_h)
        else:
            bar = pygame.Rect(0, hand.top - bar_height(body_px), w, bar_height(body_px))
        area = pygame.Rect(margin, top.bottom + margin, w - 2 * margin, min(bar.top, hand.top) - top.bottom - 2 * margin)
        return hand, bar, area

    hand_short = hand_giving_way(rules, least, lambda s: regions(s)[2], expected_tiles)
    loupe_least = 2 * math.ceil(h * MAGNIFIED_LEAST) + 2 * unit + 3 * focus_frame(unit) if magnify else 0
    beside = status_beside(rules, least, lambda s, b: regions(s, b)[2], lambda s, b: regions(s, b)[0], hand_short,
                           expected_tiles, (button_w + 4 * unit) * bar_beside, dealt, focus_frame(unit), loupe_least)
    hand, bar, area = regions(hand_short, beside)
    line_layout = layout_line(line, first, area, min_short=rules.line, expected_tiles=expected_tiles,
                              order=order, least=least)
    short, rects = fit_hand(hand_count, hand.inflate(-2 * unit, -2 * unit), max_short=hand_short,
                            min_short=hand_short, one_row_up_to=ONE_ROW_HAND)
    tall = hand.height - 4 * focus_frame(unit)  # a flat magnified tile as high as the strip allows
    loupe_w = (2 * min(rules.loupe, tall), 2 * math.ceil(h * MAGNIFIED_LEAST)) if magnify else (0, 0)
    rects, help_rect, help_choice = arrange_strip(hand, rects, list(help_sizes), loupe_w, unit, bool(beside))
    button = pygame.Rect(0, 0, button_w, bar_height(body_px) - unit)
    if beside:  # the button at the column's foot, the label (and a message) over it
        button.bottomleft = (2 * unit, bar.bottom - 2 * unit)
        label = pygame.Rect(2 * unit, bar.top + unit, button_w, button.top - bar.top - 2 * unit)
    else:
        button.midright = (bar.right - 2 * unit, bar.centery)
        label = pygame.Rect(2 * unit, bar.top, button.left - 4 * unit, bar.height)
    menu_button = pygame.Rect((0, 0), menu_size).inflate(unit * 2, unit)
    menu_button.midright = (info.right - unit, info.centery)
    loupe = place_magnified(h, rules.loupe, beside_hand(hand, rects, unit), area,
                            keep_clear(line_layout, unit), 2 * focus_frame(unit)) if magnify else None
    return TableGeometry(BoardRegions(top, area, bar, hand), LineAndHand(line_layout, short, rects), button,
                         menu_button, info, label, help_rect, loupe, rules, help_choice, bool(beside))


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
                         expected_tiles: int | None = None, order: tuple[str, ...] | None = None) -> ClassTableGeometry:
    """`size`: the room above the footer; `height`: the window's (the rules are shares of it).
    Without a hand the strip holds two lines of text (the turn, big, and the last remark), so
    the line gets the rest of the screen; with one, its focused tile is magnified as on the table
    (beside the hand, or floating clear of the line), so the class reads what the keyboard holds.
    The players' column keeps the line's region over 70% of the width."""
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
    strip = pygame.Rect(0, h - strip_h, w - side_w, strip_h)
    area = pygame.Rect(margin, top.bottom + margin, strip.width - 2 * margin, strip.top - top.bottom - 2 * margin)
    line_layout = layout_line(line, first, area, min_short=rules.line, expected_tiles=expected_tiles, order=order)
    label = pygame.Rect(strip.left + 2 * unit, strip.top + unit, strip.width - 4 * unit, line_h)
    hand_area = pygame.Rect(strip.left + unit, label.bottom, strip.width - 2 * unit, strip.bottom - unit - label.bottom)
    short, rects = fit_hand(hand_count, hand_area, max_short=rules.hand, min_short=rules.hand,
                            one_row_up_to=ONE_ROW_HAND)
    loupe = None
    if hand_count:  # beside the hand, or floating clear of the line (ui/table/magnifier.py)
        loupe = place_magnified(height, rules.loupe, beside_hand(hand_area, rects, unit), area,
                                keep_clear(line_layout, unit), 2 * focus_frame(unit))
    regions = TableRegions(top, side, area, strip)
    return ClassTableGeometry(regions, LineAndHand(line_layout, short, rects), label, rules, loupe)
