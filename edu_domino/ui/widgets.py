"""Small drawing helpers and the one widget every menu-like scene uses.

A `Menu` is a column of rows. A row either does something (Enter or a click) or holds a value
that left/right (or a click on its arrows) changes. Focus is shown by a thick frame and a marker,
not by colour alone.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from edu_domino.ui.intents import Intent
from edu_domino.ui.theme import Color, Theme


def triangle(surface: pygame.Surface, rect: pygame.Rect, direction: str, color: Color) -> None:
    """A filled arrow head pointing "left", "right", "up" or "down" inside rect."""
    x, y, w, h = rect
    points = {
        "right": [(x, y), (x + w, y + h // 2), (x, y + h)],
        "left": [(x + w, y), (x, y + h // 2), (x + w, y + h)],
        "down": [(x, y), (x + w, y), (x + w // 2, y + h)],
        "up": [(x, y + h), (x + w, y + h), (x + w // 2, y)],
    }[direction]
    pygame.draw.polygon(surface, color, points)


def tick_size(rect: pygame.Rect) -> int:
    """How big `tick` draws on `rect`."""
    return max(10, rect.height // 4)


def tick(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    """A drawn check mark on `rect`'s top right corner: "right" is never said by colour alone."""
    s = tick_size(rect)
    x, y = rect.right - s, rect.top - s // 2
    pygame.draw.circle(surface, theme.palette.panel, (x + s // 2, y + s // 2), s // 2 + 3)
    pygame.draw.lines(surface, theme.palette.legal, False,
                      [(x + s * 0.2, y + s * 0.5), (x + s * 0.42, y + s * 0.75), (x + s * 0.82, y + s * 0.25)],
                      max(3, s // 6))


def blit_center(surface: pygame.Surface, image: pygame.Surface, center: tuple[int, int]) -> pygame.Rect:
    return surface.blit(image, image.get_rect(center=center))


def cut_to_width(font: pygame.font.Font, text: str, width: int, at_start: bool = False) -> str:
    """`text` cut with an ellipsis ("…") at its end (or start) so that it fits `width`, found
    by halving (a handful of measurements), never a letter at a time: a 20,000-letter title
    once took seconds a frame. No glyph is under a pixel wide, so at most `width` letters fit."""
    if len(text) <= width and font.size(text)[0] <= width:
        return text
    shown = text[-width:] if at_start else text[:width]

    def fits(n: int) -> bool:
        part = shown[len(shown) - n:] if at_start else shown[:n]
        return font.size("…" + part if at_start else part + "…")[0] <= width

    low, high = 0, len(shown)  # fits(low) holds (or low is 0); the answer is in [low, high]
    while low < high:
        middle = (low + high + 1) // 2
        if fits(middle):
            low = middle
        else:
            high = middle - 1
    part = shown[len(shown) - low:] if at_start else shown[:low].rstrip()
    return "…" + part if at_start else part + "…"


def fit_text(theme: Theme, text: str, width: int, color: Color, size_px: int | None = None) -> pygame.Surface:
    """`text` cut with an ellipsis to fit `width` (names can be long; the size never shrinks),
    at the body size unless `size_px` is given."""
    size_px = theme.body_px if size_px is None else size_px
    image = theme.text(text, size_px, color)
    if image.get_width() <= width:
        return image
    return theme.text(cut_to_width(theme.font(size_px), text, width), size_px, color)


def fit_label(theme: Theme, text: str, width: int, color: Color) -> pygame.Surface:
    """A menu row's label within `width`: a long one (a lesson's title at 800x600) is drawn a
    little smaller, down to three quarters of the body size, and only then cut with an ellipsis."""
    size = theme.body_px
    font = theme.font(size)
    measured = text[:width + 1]  # no glyph is under a pixel wide: the rest never fits anyway
    while font.size(measured)[0] > width and size > theme.body_px * 3 // 4:
        size -= 1
        font = theme.font(size)
    return theme.text(cut_to_width(font, text, width), size, color)


def draw_lines(surface: pygame.Surface, theme: Theme, text: str, area: pygame.Rect, color: Color | None = None,
               size_px: int | None = None) -> int:
    """`text` wrapped to the area's width, each line centred, from its top; the y under the last."""
    size_px = size_px or theme.body_px
    y = area.top
    for line in theme.wrap(text, area.width, size_px):
        image = theme.text(line, size_px, color or theme.palette.text)
        surface.blit(image, image.get_rect(midtop=(area.centerx, y)))
        y += image.get_height()
    return y


def heading_lines(theme: Theme, text: str, width: int) -> tuple[int, list[str]]:
    """The heading's text size and lines for a window `width` wide: the usual large size, made
    smaller (down to the body size) and then wrapped when a long title, such as a pupil's
    40-letter name, would run off the screen."""
    cached = theme.headings.get((text, width))  # measured once, not every frame
    if cached is None:
        room = width - theme.margin
        size = theme.px(1.8)
        while theme.font(size).size(text)[0] > room and size > theme.body_px:
            size = max(theme.body_px, int(size * 0.9))
        cached = theme.headings[(text, width)] = (size, theme.wrap(text, room, size))
        if len(theme.headings) > 200:  # a scene's headings are few; names typed come and go
            theme.headings.clear()
    return cached


def star(surface: pygame.Surface, center: tuple[float, float], radius: float, color: Color,
         turn: float = 0.0, width: int = 0) -> None:
    """A five-pointed star (filled, or outlined `width` px), turned by `turn` radians."""
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = turn - math.pi / 2 + i * math.pi / 5
        points.append((center[0] + r * math.cos(angle), center[1] + r * math.sin(angle)))
    pygame.draw.polygon(surface, color, points, width)


def draw_heading(surface: pygame.Surface, theme: Theme, text: str) -> int:
    """The scene's title, centred at the top, in the look's warm heading colour with a soft
    shadow and a star either side (when there is room); returns the y below it."""
    size, lines = heading_lines(theme, text, surface.get_width())
    p = theme.palette
    y = theme.body_px // 2
    drop = max(2, size // 16)
    for line in lines:
        image = theme.text(line, size, p.heading)
        rect = image.get_rect(midtop=(surface.get_width() // 2, y))
        surface.blit(theme.text(line, size, p.panel), rect.move(drop, drop))
        surface.blit(image, rect)
        radius = size * 0.32
        if len(lines) == 1 and rect.left > radius * 3:
            for x, turn in ((rect.left - radius * 1.8, -0.2), (rect.right + radius * 1.8, 0.2)):
                star(surface, (x, rect.centery), radius, p.focus, turn)
        y += image.get_height()
    return y + theme.body_px // 2


def draw_footer(surface: pygame.Surface, theme: Theme, text: str) -> int:
    """A one-line key reminder along the bottom (wrapped if the window is narrow); returns its top."""
    w, h = surface.get_size()
    lines = theme.wrap(text, w - theme.gap)
    theme.footer_shown = lines  # read by tests: a footer must fit on one line at 800x600
    line_h = theme.font(theme.body_px).get_linesize()
    top = h - line_h * len(lines) - theme.unit
    pygame.draw.rect(surface, theme.palette.panel, (0, top - theme.unit, w, h - top + theme.unit))
    for i, line in enumerate(lines):
        image = theme.text(line, theme.body_px, theme.palette.text_muted)
        surface.blit(image, image.get_rect(midtop=(w // 2, top + i * line_h)))
    return top - theme.unit


def focus_ring(surface: pygame.Surface, theme: Theme, rect: pygame.Rect) -> pygame.Rect:
    """The keyboard focus's ring: `theme.focus_px` thick in the focus colour, its outer edge on
    `rect` (nothing is drawn outside `rect`). Every focused thing in the app wears it."""
    w = theme.focus_px
    pygame.draw.rect(surface, theme.palette.focus, rect, w, border_radius=max(w, theme.unit))
    return rect


def focus_marker(surface: pygame.Surface, theme: Theme, rect: pygame.Rect) -> pygame.Rect:
    """A thick down-pointing marker just above `rect`: the shape that says "this one" besides the
    ring's colour, as over the focused tile in the hand. Returns where it was drawn."""
    w = theme.focus_px
    marker = pygame.Rect(0, 0, w * 3, w * 2)
    marker.midbottom = (rect.centerx, rect.top - w // 2)
    triangle(surface, marker, "down", theme.palette.focus)
    return marker


def _button_parts(theme: Theme) -> tuple[int, int, int, pygame.Rect]:
    """A focused button's ring width, the dark band inside it, the padding and the marker."""
    ring = theme.focus_px
    arrow = pygame.Rect(0, 0, max(6, theme.body_px * 2 // 5), max(8, theme.body_px // 2))
    return ring, max(2, ring // 3), max(2, theme.unit // 2), arrow


def button_width(theme: Theme, label: str) -> int:
    """How wide a button must be to show `label` whole and centred at the body size, also when
    focused: the ring, its band and the marker's room on either side of the label."""
    ring, band, pad, arrow = _button_parts(theme)
    return theme.font(theme.body_px).size(label)[0] + 2 * (ring + band + 2 * pad + arrow.width)


def draw_button(
    surface: pygame.Surface, theme: Theme, rect: pygame.Rect, label: str, focused: bool = False
) -> None:
    """One look for every button. At rest: dark, a thin light outline, its label in the text
    colour. Focused (what Enter presses): the only bright one, filled in the button colour,
    inside the thick focus ring with a dark band between (the ring stands out against the fill
    as well as the background), a marker pointing at the label. All inside `rect`."""
    p = theme.palette
    radius = max(theme.unit, theme.focus_px)
    if not focused:
        pygame.draw.rect(surface, p.panel, rect, border_radius=radius)
        pygame.draw.rect(surface, p.text_muted, rect, max(2, theme.unit // 3), border_radius=radius)
        image = fit_label(theme, label, rect.width - theme.gap, p.text)
        blit_center(surface, image, rect.center)
        return
    ring, band, pad, arrow = _button_parts(theme)
    pygame.draw.rect(surface, p.panel, rect, border_radius=radius)
    focus_ring(surface, theme, rect)
    face = rect.inflate(-2 * (ring + band), -2 * (ring + band))
    pygame.draw.rect(surface, p.button, face, border_radius=max(2, radius - ring))
    arrow.midleft = (face.left + pad, face.centery)
    triangle(surface, arrow, "right", p.button_text)
    image = fit_label(theme, label, face.right - pad - (arrow.right + pad), p.button_text)
    # Centred on the button when the marker leaves room for that, else just after the marker.
    centre = max(rect.centerx, arrow.right + pad + image.get_width() // 2)
    blit_center(surface, image, (centre, rect.centery))


@dataclass
class MenuItem:
    label: str | Callable[[], str]  # a message id (translated when drawn) or a function
    on_activate: Callable[[], object] | None = None
    value: Callable[[], str] | None = None  # the current value, already translated
    on_change: Callable[[int], None] | None = None  # -1 or +1
    visible: Callable[[], bool] | None = None


class Menu:
    def __init__(self, items: list[MenuItem]) -> None:
        self.items = items
        self.focus = 0
        self._rows: list[tuple[int, pygame.Rect, pygame.Rect | None, pygame.Rect | None]] = []
        self._labels: dict[int, pygame.Rect] = {}
        self._values: dict[int, pygame.Rect] = {}

    def shown(self) -> list[int]:
        return [i for i, it in enumerate(self.items) if it.visible is None or it.visible()]

    def _move(self, step: int) -> None:
        shown = self.shown()
        if not shown:
            return
        pos = shown.index(self.focus) if self.focus in shown else 0
        # Stop at the ends: from the first row, Up stays put instead of landing on "Quit".
        self.focus = shown[min(max(pos + step, 0), len(shown) - 1)]

    def focused_item(self) -> MenuItem:
        if self.focus not in self.shown():
            self._move(0)
        return self.items[self.focus]

    def label_rects(self) -> dict[int, pygame.Rect]:
        """Each row's label as last drawn (item index -> its rectangle, window pixels)."""
        return {index: rect.copy() for index, rect in self._labels.items()}

    def value_rects(self) -> dict[int, pygame.Rect]:
        """Each row's value ("On", "80 %") as last drawn (item index -> its rectangle)."""
        return {index: rect.copy() for index, rect in self._values.items()}

    @staticmethod
    def _row_need(theme: Theme, item: MenuItem, tr: Callable[[str], str], arrow_w: int) -> int:
        """The width a row needs to show its label whole at the body size: the focus marker,
        the label, (a value with its two arrows), the margins; what `draw` lays out."""
        font = theme.font(theme.body_px)
        label_w = font.size(item.label() if callable(item.label) else tr(item.label))[0]
        if item.value is None:
            return theme.margin + arrow_w + label_w
        return theme.unit * 5 + arrow_w * 4 + Menu.label_gap(theme) + label_w + font.size(item.value())[0]

    @staticmethod
    def label_gap(theme: Theme) -> int:
        """The least space between a label and its value (or the value's left arrow)."""
        return max(theme.gap, theme.body_px * 3 // 4)

    def row_rects(self) -> dict[int, pygame.Rect]:
        """Each row on screen (item index -> its rectangle, window pixels), as last drawn."""
        return {index: row.copy() for index, row, _left, _right in self._rows}

    def on_intent(self, intent: Intent) -> bool:
        """Handle a menu intent; False when the intent is not the menu's business."""
        if intent in (Intent.UP, Intent.PREV):
            self._move(-1)
        elif intent in (Intent.DOWN, Intent.NEXT):
            self._move(1)
        elif intent in (Intent.LEFT, Intent.RIGHT):
            item = self.focused_item()
            if item.on_change is None:
                return False
            item.on_change(-1 if intent is Intent.LEFT else 1)
        elif intent is Intent.CONFIRM:
            item = self.focused_item()
            if item.on_activate is not None:
                item.on_activate()
            elif item.on_change is not None:
                item.on_change(1)
        else:
            return False
        return True

    def on_mouse(self, event: pygame.event.Event) -> bool:
        for index, row, left, right in self._rows:
            if not row.collidepoint(event.pos):
                continue
            if event.type == pygame.MOUSEMOTION:
                self.focus = index
                return True
            if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
                return False
            self.focus = index
            item = self.items[index]
            if left is not None and left.collidepoint(event.pos) and item.on_change:
                item.on_change(-1)
            elif right is not None and right.collidepoint(event.pos) and item.on_change:
                item.on_change(1)
            elif item.on_activate is not None:
                item.on_activate()
            elif item.on_change is not None:
                item.on_change(1)
            return True
        return False

    def draw(self, surface: pygame.Surface, theme: Theme, area: pygame.Rect, tr: Callable[[str], str]) -> None:
        p = theme.palette
        shown = self.shown()
        if self.focus not in shown and shown:
            self._move(0)
        line_h = theme.font(theme.body_px).get_linesize()
        row_h = int(line_h * 1.45)
        gap = max(2, theme.unit // 2)
        fits = max(1, (area.height + gap) // (row_h + gap))
        # Scroll so the focused row is always on screen.
        pos = shown.index(self.focus) if self.focus in shown else 0
        first = min(max(0, pos - fits // 2), max(0, len(shown) - fits))
        visible = shown[first : first + fits]
        # Wider rows (up to the whole area) when a label, with its value and arrows, needs it: a
        # long lesson title or "Show numbers (notes, powers)" in Portuguese at 800x600. Every row
        # counts, not only those on screen, so the width stays put while the list scrolls.
        arrow_w = line_h // 2
        width = min(area.width, max(theme.body_px * 26, area.width * 2 // 3,
                                    *(self._row_need(theme, self.items[i], tr, arrow_w) for i in shown)))
        x = area.centerx - width // 2
        total_h = len(visible) * (row_h + gap) - gap
        y = area.top + max(0, (area.height - total_h) // 2)
        self._rows = []
        self._labels = {}
        self._values = {}
        arrow = pygame.Rect(0, 0, arrow_w, line_h * 2 // 3)
        label_gap = self.label_gap(theme)
        for index in visible:
            item = self.items[index]
            row = pygame.Rect(x, y, width, row_h)
            focused = index == self.focus
            pygame.draw.rect(surface, p.panel, row, border_radius=theme.unit)
            if focused:
                focus_ring(surface, theme, row)
                marker_x = x + theme.focus_px + max(2, theme.unit // 4)  # clear of the ring
                triangle(surface, arrow.copy().move(marker_x, y + (row_h - arrow.h) // 2), "right", p.focus)
            text = item.label() if callable(item.label) else tr(item.label)
            label_x = x + theme.gap + arrow.w
            room = row.right - theme.gap - label_x
            left = right = None
            if item.value is not None:
                value = theme.text(item.value(), theme.body_px, p.text)
                vr = value.get_rect(midright=(row.right - theme.gap - arrow.w * 2, row.centery))
                room = vr.left - label_gap - label_x
                if item.on_change is not None:
                    right = arrow.copy()
                    right.midright = (row.right - theme.unit, row.centery)
                    left = arrow.copy()
                    left.midright = (vr.left - theme.unit, row.centery)
                    room = left.left - label_gap - label_x
                    triangle(surface, left, "left", p.text_muted)
                    triangle(surface, right, "right", p.text_muted)
                    # Generous click targets for the arrows: the whole height of the row.
                    left = pygame.Rect(left.left - theme.unit, row.top, left.w + theme.gap, row_h)
                    right = pygame.Rect(right.left - theme.unit, row.top, right.w + theme.gap, row_h)
                self._values[index] = surface.blit(value, vr)
            label = fit_label(theme, text, room, p.focus if focused else p.text)
            self._labels[index] = surface.blit(label, label.get_rect(midleft=(label_x, row.centery)))
            self._rows.append((index, row, left, right))
            y += row_h + gap
        if first > 0:
            triangle(surface, pygame.Rect(area.centerx - arrow.w, area.top - arrow.h, arrow.w * 2, arrow.h), "up", p.text_muted)
        if first + fits < len(shown):
            triangle(surface, pygame.Rect(area.centerx - arrow.w, area.bottom, arrow.w * 2, arrow.h), "down", p.text_muted)
