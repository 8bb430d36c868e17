"""Where the focused tile is shown magnified, as plain rectangle arithmetic: beside the hand's
tiles in their strip when it is truly magnified there (at least MAGNIFIED_LEAST of the window's
height on its short side), lying flat or upright, whichever is bigger; otherwise floating over
the felt of the line's region, in a place clear of every laid tile and both end slots,
as big as such a place allows up to the size rules' LOUPE_SHORT; otherwise not at all (the
focused hand tile keeps its frame and marker). The table and the class-play projector draw it
the same way (`draw_magnified`)."""

from __future__ import annotations

import math

import pygame
from pygame import Rect

from edu_domino.ui.drawn import DrawnTile, drawn_tile
from edu_domino.ui.tiles import TileArt

MAGNIFIED_LEAST = 1 / 6  # one and a half hand tiles (1/9): smaller is no magnification


def _biggest_in(room: Rect, most: int) -> Rect | None:
    """The biggest tile (up to short side `most`) centred in `room`, flat or upright."""
    if room.width <= 0 or room.height <= 0:
        return None
    flat = min(room.height, room.width // 2, most)
    upright = min(room.width, room.height // 2, most)
    short = max(flat, upright)
    if short <= 0:
        return None
    rect = Rect(0, 0, 2 * short, short) if flat >= upright else Rect(0, 0, short, 2 * short)
    rect.center = room.center
    return rect


def _free_spot(area: Rect, clear_of: list[Rect], size: tuple[int, int], margin: int) -> Rect | None:
    """A place for a `size` rectangle in `area`, `margin` away from each of `clear_of`: the
    corners first (bottom right, bottom left, top right, top left), then anywhere on a grid."""
    w, h = size
    if w + 2 * margin > area.width or h + 2 * margin > area.height:
        return None
    left, right = area.left + margin, area.right - margin - w
    top, bottom = area.top + margin, area.bottom - margin - h
    spots = [(right, bottom), (left, bottom), (right, top), (left, top)]
    step = max(4, min(w, h) // 4)
    spots += [(x, y) for y in range(bottom, top - 1, -step) for x in range(right, left - 1, -step)]
    for x, y in spots:
        rect = Rect(x, y, w, h)
        if rect.inflate(2 * margin, 2 * margin).collidelist(clear_of) == -1:
            return rect
    return None


def place_magnified(height: int, most: int, beside_hand: Rect | None, line_area: Rect,
                    clear_of: list[Rect], margin: int) -> Rect | None:
    """The magnified tile's rectangle for a window `height` pixels high: `most` its largest short
    side (the size rules' LOUPE_SHORT), `beside_hand` the room beside the hand's tiles (None:
    none), `line_area` the line's region and `clear_of` what it must never cover there."""
    least = math.ceil(height * MAGNIFIED_LEAST)
    in_strip = _biggest_in(beside_hand, most) if beside_hand is not None else None
    if in_strip is not None and min(in_strip.size) >= least:
        return in_strip
    short = most
    while short >= least:
        for size in ((short, 2 * short), (2 * short, short)):
            spot = _free_spot(line_area, clear_of, size, margin)
            if spot is not None:
                return spot
        short -= max(1, short // 12)
    return None


def draw_magnified(surface: pygame.Surface, art: TileArt, values: tuple[int, int], rect: Rect,
                   frame_color, frame: int) -> DrawnTile:
    """The tile `values` as big as `rect` (flat or upright, as the rectangle lies), framed in the
    focus colour; returns its record for `screenshot --layout`."""
    short = min(rect.size)
    upright = rect.height > rect.width
    surface.blit(art.face(values, short, upright), rect)
    pygame.draw.rect(surface, frame_color, rect.inflate(frame * 2, frame * 2), frame, border_radius=frame)
    return drawn_tile("magnified", values, rect, art, short)
