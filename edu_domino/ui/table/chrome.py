"""Everything round the line of play on the table screen, so the line gets the screen: the
players' strip at the top (its first line the round, the marks' legend, the boneyard and the menu;
under it a card per player, ui/table/players.py) and the hand's bar over the hand's tiles (whose
tiles they are or who is playing, a message such as "Computer 4 passes.", the draw/pass button).
Nothing here is ever drawn over the line's region. Every text drawn is recorded with its
rectangle (`ChromeTexts`), so tests check that none is cut, none overlaps another and none
touches a tile."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from edu_domino.ui.widgets import draw_button

SMALLEST = 0.75  # a message or the legend shrinks down to this share of the body size to fit


@dataclass
class ChromeTexts:
    """The strings drawn round the line at the last frame, each with where it went."""

    static: list[tuple[str, pygame.Rect]] = field(default_factory=list)  # the strip (cached layer)
    dynamic: list[tuple[str, pygame.Rect]] = field(default_factory=list)  # the bar (every frame)

    def all(self) -> list[tuple[str, pygame.Rect]]:
        return self.static + self.dynamic


def _sizes(theme) -> range:
    return range(theme.body_px, max(1, round(theme.body_px * SMALLEST)) - 1, -1)


def draw_info_row(surface: pygame.Surface, theme, row: pygame.Rect, menu: pygame.Rect, titles: list[str],
                  legend: tuple[str, ...], boneyard: str, menu_label: str) -> list[tuple[str, pygame.Rect]]:
    """The strip's first line: the round's title (the first of `titles` that fits with the rest),
    the marks' legend, the boneyard and the menu button at the right."""
    p = theme.palette
    unit = theme.unit
    drawn: list[tuple[str, pygame.Rect]] = []
    pygame.draw.rect(surface, p.text_muted, menu, 2, border_radius=unit)
    label = theme.text(menu_label, theme.body_px, p.text)
    drawn.append((menu_label, surface.blit(label, label.get_rect(center=menu.center))))
    bone = theme.text(boneyard, theme.body_px, p.text)
    spot = surface.blit(bone, bone.get_rect(midright=(menu.left - 3 * unit, row.centery)))
    drawn.append((boneyard, spot))
    room = spot.left - 3 * unit - 2 * unit
    font_w = theme.font
    choice: tuple[str, int, tuple[str, ...]] = (titles[-1], theme.body_px, ())
    # The whole legend if it fits (at a smaller size if need be), else its first part, else none:
    # never a word over the boneyard or the menu.
    for shown in (legend, legend[:1], ()):
        for title in titles:
            for px in _sizes(theme):
                need = font_w(theme.body_px).size(title)[0] + sum(font_w(px).size(x)[0] + 3 * unit for x in shown)
                if need <= room:
                    choice = (title, px, shown)
                    break
            else:
                continue
            break
        else:
            continue
        break
    title, px, legend = choice
    image = theme.text(title, theme.body_px, p.text)
    spot = surface.blit(image, image.get_rect(midleft=(row.left + 2 * unit, row.centery)))
    drawn.append((title, spot))
    for words in legend:
        image = theme.text(words, px, p.text_muted)
        spot = surface.blit(image, image.get_rect(midleft=(spot.right + 3 * unit, row.centery)))
        drawn.append((words, spot))
    return drawn


def draw_bar(surface: pygame.Surface, theme, label_room: pygame.Rect, label: str, label_color,
             message: str | None, button: pygame.Rect, button_label: str,
             button_focused: bool) -> tuple[list[tuple[str, pygame.Rect]], pygame.Rect | None]:
    """The hand's bar: the label at the left and, after it, the message (in the warning colour;
    the label gives way when both do not fit; a long message shrinks, then takes two lines);
    the draw/pass button at the right when there is one to press (`button_label` not empty).
    Returns each text drawn with where it went, and where the label went."""
    p = theme.palette
    unit = theme.unit
    drawn = []
    spot = None
    if button_label:
        draw_button(surface, theme, button, button_label, focused=button_focused)
        drawn.append((button_label, button))
    font = theme.font(theme.body_px)
    label_w = font.size(label)[0] if label else 0
    x = label_room.left
    if message:
        lines, px = _message_lines(theme, message, label_room, label_w)
        if label and label_w + 3 * unit + max(theme.font(px).size(x)[0] for x in lines) > label_room.width:
            label = ""  # the message says what matters now; the label comes back when it goes
    if label:
        image = theme.text(label, theme.body_px, label_color)
        spot = surface.blit(image, image.get_rect(midleft=(x, label_room.centery)))
        drawn.append((label, spot))
        x = spot.right + 3 * unit
    if message:
        line_h = theme.font(px).get_linesize()
        top = label_room.centery - line_h * len(lines) // 2
        for i, line in enumerate(lines):
            image = theme.text(line, px, p.warning)
            drawn.append((line, surface.blit(image, (x, top + i * line_h))))
    return drawn, spot


def _message_lines(theme, message: str, room: pygame.Rect, label_w: int) -> tuple[list[str], int]:
    """The message on one line beside the label if it fits, else on one line alone, at a size
    down to three quarters of the body; else in two lines (as many as the bar holds)."""
    for px in _sizes(theme):
        if theme.font(px).size(message)[0] <= room.width - label_w - 3 * theme.unit:
            return [message], px
    for px in _sizes(theme):
        if theme.font(px).size(message)[0] <= room.width:
            return [message], px
    px = _sizes(theme)[-1]
    return theme.wrap(message, room.width, px), px


def draw_status(surface: pygame.Surface, theme, room: pygame.Rect, label: str, label_color,
                message: str | None, button: pygame.Rect, button_label: str,
                button_focused: bool) -> tuple[list[tuple[str, pygame.Rect]], pygame.Rect | None]:
    """The hand's bar as a column beside the hand (a round whose line is short of room): the label
    and under it the message, each wrapped to the column's width, in `room` over the draw/pass
    `button` (when there is none, `button_label` empty, the text has its place too). The text shrinks down to three quarters
    of the body size to fit; then the label gives way to the message (it comes back when the
    message goes). Returns each text drawn with where it went, and where the label went."""
    p = theme.palette
    drawn: list[tuple[str, pygame.Rect]] = []
    if button_label:
        draw_button(surface, theme, button, button_label, focused=button_focused)
        drawn.append((button_label, button))
    else:
        room = room.union(button)
    parts = [(label, label_color), (message or "", p.warning)]
    lines, px = _status_lines(theme, room, [t for t, _c in parts if t])
    if lines is None and label and message:
        parts = [("", label_color), (message, p.warning)]
        lines, px = _status_lines(theme, room, [message])
    if lines is None:  # nothing fits whole: the smallest size, from the top (never cut)
        px = _sizes(theme)[-1]
        lines = [theme.wrap(t, room.width, px) for t, _c in parts if t]
    line_h = theme.font(px).get_linesize()
    y = room.centery - line_h * sum(len(x) for x in lines) // 2
    y = max(room.top, y)
    spot = None
    for (text, color), wrapped in zip([x for x in parts if x[0]], lines, strict=True):
        for line in wrapped:
            rect = surface.blit(theme.text(line, px, color), (room.left, y))
            drawn.append((line, rect))
            if text == label:
                spot = rect if spot is None else spot.union(rect)
            y += line_h
    return drawn, spot


def _status_lines(theme, room: pygame.Rect, texts: list[str]) -> tuple[list[list[str]] | None, int]:
    """`texts` each wrapped to `room`'s width at the biggest size whose lines all fit it."""
    for px in _sizes(theme):
        font = theme.font(px)
        lines = [theme.wrap(t, room.width, px) for t in texts]
        flat = [x for wrapped in lines for x in wrapped]
        if all(font.size(x)[0] <= room.width for x in flat) and len(flat) * font.get_linesize() <= room.height:
            return lines, px
    return None, _sizes(theme)[-1]
