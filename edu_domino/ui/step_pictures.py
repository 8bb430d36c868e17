"""What a lesson step drew, picture by picture, for `edu-domino screenshot --layout` (ui/drawn.py).

The step views ask the lesson screen for pictures (`half_image`, `faced_image`); the screen tells
this record what each one shows as it is painted (`know`) and where it went as it is blitted
(`drew`): a tile becomes a "lesson" tile, a half alone a "half" mark, each with its staff spaces.
A picture scaled to fit keeps what it shows (`scaled`), its staff spaces scaled with it.
"""

from __future__ import annotations

import pygame

from edu_domino.ui.drawn import DrawnTile, Mark


class StepPictures:
    """One frame's record: tiles and marks go into the lists given (the lesson screen's)."""

    def __init__(self, tiles: list | None = None, marks: list | None = None) -> None:
        self.tiles: list[DrawnTile] = [] if tiles is None else tiles
        self.marks: list[Mark] = [] if marks is None else marks
        self._known: dict[int, tuple] = {}  # id -> (surface, what, values, staff): this frame's

    def know(self, image: pygame.Surface, what: str, values: tuple, staff: tuple) -> pygame.Surface:
        """Remember what `image` shows ("tile" or "half") until it is blitted this frame. The
        surface is held, so its id stays its own for the frame."""
        self._known[id(image)] = (image, what, values, staff)
        return image

    def scaled(self, image: pygame.Surface, scale: float) -> pygame.Surface:
        """`image` smoothly scaled, still known for what it shows."""
        size = (max(1, int(image.get_width() * scale)), max(1, int(image.get_height() * scale)))
        out = pygame.transform.smoothscale(image, size)
        known = self._known.get(id(image))
        if known is not None:
            ratio = size[0] / image.get_width()
            self.know(out, known[1], known[2], tuple(None if x is None else x * ratio for x in known[3]))
        return out

    def drew(self, image: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
        """Record `image` blitted at `rect` (if it is a tile or a half); returns `rect`."""
        known = self._known.get(id(image))
        if known is not None:
            _image, what, values, staff = known
            if what == "tile":
                self.tiles.append(DrawnTile("lesson", values, (rect.x, rect.y, rect.w, rect.h), staff))
            else:
                self.marks.append(Mark("half", pygame.Rect(rect), staff))
        return rect


def rows_of(images: list[pygame.Surface], area: pygame.Rect, top: int, gap: int) -> list[tuple[int, int]]:
    """Where each picture goes: centred rows `gap` apart, as many to a row as fit `area`'s width."""
    rows: list[list[int]] = [[]]
    width = 0
    for i, image in enumerate(images):
        if rows[-1] and width + gap + image.get_width() > area.width:
            rows.append([])
        width = image.get_width() if not rows[-1] else width + gap + image.get_width()
        rows[-1].append(i)
    places: list[tuple[int, int]] = []
    for row in rows:
        x = area.centerx - (sum(images[i].get_width() for i in row) + gap * (len(row) - 1)) // 2
        for i in row:
            places.append((x, top))
            x += images[i].get_width() + gap
        top += max((images[i].get_height() for i in row), default=0) + gap
    return places
