"""How a screen marks the answers once a question is over (practice drills and lesson steps alike):
the right one framed, ticked and labelled with a word, the pupil's wrong one crossed out. Never
colour alone: a shape (the tick, the stroke) and a word say it too.
"""

from __future__ import annotations

import pygame

from edu_domino.ui.theme import Theme
from edu_domino.ui.widgets import tick, tick_size

RIGHT, WRONG = "right", "wrong"


def mark_right(surface: pygame.Surface, rect: pygame.Rect, theme: Theme, word: str,
               clear_of: list[pygame.Rect] | None = None, above: bool = False) -> pygame.Rect:
    """The right answer at `rect`: a frame, a tick on its corner and `word` on a tag under it (over
    it when `above`: a hand of tiles, in the room kept for raising one; a step further when it
    would cover a tag in `clear_of`: two right ones side by side). Returns the tag's rectangle."""
    p = theme.palette
    frame = max(3, theme.unit // 2)
    pygame.draw.rect(surface, p.legal, rect.inflate(theme.gap, theme.gap), frame, border_radius=theme.unit)
    text = theme.text(word, _tag_px(theme), p.legal)
    tag = text.get_rect().inflate(theme.gap, theme.unit // 2)
    if above:
        tag.midbottom = (rect.centerx, rect.top - theme.unit - frame)
        tag.right = min(tag.right, rect.right - tick_size(rect) - frame)  # clear of the tick
    else:
        tag.midtop = (rect.centerx, rect.bottom + theme.unit + frame)
    while any(tag.colliderect(other.inflate(theme.unit, 0)) for other in clear_of or ()):
        tag.move_ip(0, -tag.height if above else tag.height)
    pygame.draw.rect(surface, p.panel, tag, border_radius=theme.unit)
    surface.blit(text, text.get_rect(center=tag.center))
    tick(surface, rect, theme)
    return tag


def mark_wrong(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    """The pupil's wrong answer at `rect`, crossed out corner to corner by a stroke with a dark
    edge (seen on a light tile and on the dark background alike)."""
    width = max(4, theme.gap // 3)
    pygame.draw.line(surface, theme.palette.panel, rect.topleft, rect.bottomright, width + 4)
    pygame.draw.line(surface, theme.palette.warning, rect.topleft, rect.bottomright, width)


def _tag_px(theme: Theme) -> int:
    return max(12, theme.body_px * 4 // 5)


def tag_height(theme: Theme) -> int:
    """The room a `mark_right` tag takes under what it marks."""
    return theme.font(_tag_px(theme)).get_linesize() + theme.gap + max(3, theme.unit // 2)


def mark(surface: pygame.Surface, rect: pygame.Rect, theme: Theme, how: str | None, word: str,
         clear_of: list[pygame.Rect] | None = None, above: bool = False) -> None:
    """`mark_right` or `mark_wrong` by name (`RIGHT`, `WRONG`), nothing for None; each right one's
    tag is added to `clear_of`, so the next keeps clear of it."""
    if how == RIGHT:
        tag = mark_right(surface, rect, theme, word, clear_of, above)
        if clear_of is not None:
            clear_of.append(tag)
    elif how == WRONG:
        mark_wrong(surface, rect, theme)
