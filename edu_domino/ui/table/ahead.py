"""What the table will draw next, so its pictures can be painted in spare time between frames.

A tile's first paint costs 0.5-6 ms (short side 90-540 px); a frame that needs several at once
is a long frame: the first Tab onto each hand tile (its magnified picture), the move that lays
a tile never drawn at that size, and the move after which the line's tiles shrink (every tile
on the line at the new size). `faces_ahead` lists those pictures, most likely first; the
renderer paints them between frames (`TableRenderer.paint_ahead`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from edu_domino.engine import LEFT, RIGHT
from edu_domino.ui.tiles import HalfPicture, Picture

if TYPE_CHECKING:
    import pygame

    from edu_domino.faces import Spelling
    from edu_domino.play import TableGame
    from edu_domino.ui.table.controller import TableController
    from edu_domino.ui.table.geometry import TableGeometry

Pair = tuple[int, int]


class Renderer(Protocol):
    """What this module reads of the table's renderer (ui/table/render.py), which imports it."""

    @property
    def game(self) -> TableGame: ...

    @property
    def control(self) -> TableController: ...

    def geometry(self) -> TableGeometry: ...

    def layout(self, line: list[Pair], first: int, hand_count: int,
               order: tuple[str, ...] | None = None) -> TableGeometry: ...

    def end_marker(self, end: str, rect: pygame.Rect, tile: Pair) -> tuple[str, Spelling, int]: ...


def faces_ahead(renderer: Renderer) -> list[Picture]:
    """The magnified picture of every tile in the hand on screen (the pupil steps through them);
    then, for the next tile at either end, the line as it would be laid out: that tile in its
    place (every tile of the set that could go there), the line's other tiles where their size
    or orientation would change, and both open ends' markers."""
    geom = renderer.geometry()
    control = renderer.control
    out: list[Picture] = []
    if control.viewer() is not None:
        pairs = [(tile.a, tile.b) for tile in control.hand()]
        if geom.loupe is not None:  # flat or upright, as the magnified tile lies
            out += [(pair, min(geom.loupe.size), geom.loupe.height > geom.loupe.width) for pair in pairs]
        out += [(pair, geom.hand_short, True) for pair in pairs]
    view = renderer.game.spectator()
    if not view.line or view.ends is None or view.round_over:
        return out
    line = list(view.line)
    laid = {tuple(sorted(pair)) for pair in line}
    seen: set[Picture] = {(p.values, geom.line.short, p.vertical) for p in geom.line.tiles}
    hand_count = len(control.hand())
    for end in (LEFT, RIGHT):
        value = view.ends[0] if end == LEFT else view.ends[1]
        others = [x for x in range(view.rules.set_max + 1) if tuple(sorted((x, value))) not in laid]
        # A double lies crosswise, any other tile lengthwise: one layout for each kind.
        for kind in ([value] if value in others else []), [x for x in others if x != value]:
            if not kind:
                continue
            tile = (kind[0], value) if end == LEFT else (value, kind[0])
            grown = [tile, *line] if end == LEFT else [*line, tile]
            after = renderer.layout(grown, view.opener_index + (end == LEFT), hand_count, (*view.play_order(), end))
            new_index = 0 if end == LEFT else len(grown) - 1
            faces: list[Picture] = []
            for placed in after.line.tiles:
                if placed.index == new_index:  # the next tile's place: each tile that could go there
                    faces += [(_as_drawn(placed.values, tile, x, end), after.line.short, placed.vertical) for x in kind]
                else:
                    faces.append((placed.values, after.line.short, placed.vertical))
            # The open ends' markers: the new end shows the laid tile's outer half.
            for x in kind:
                laid_tile = (x, value) if end == LEFT else (value, x)
                faces.append(_marker(renderer, end, after.line.slots[end], laid_tile))
            other = RIGHT if end == LEFT else LEFT
            faces.append(_marker(renderer, other, after.line.slots[other], line[-1] if other == RIGHT else line[0]))
            if after.loupe is not None:  # the magnified tile may take another place (and size) then
                short, upright = min(after.loupe.size), after.loupe.height > after.loupe.width
                faces += [((t.a, t.b), short, upright) for t in control.hand()]
            for face in faces:
                if face not in seen:
                    seen.add(face)
                    out.append(face)
    return out


def _marker(renderer: Renderer, end: str, rect, tile: Pair) -> HalfPicture:
    _label, spelling, room = renderer.end_marker(end, rect, tile)
    return HalfPicture(spelling, room)


def _as_drawn(drawn: Pair, placeholder: Pair, other: int, end: str) -> Pair:
    """The tile that shows `other` against the end, in the screen order the placeholder got."""
    tile = (other, placeholder[1]) if end == LEFT else (placeholder[0], other)
    return tile if drawn == placeholder else (tile[1], tile[0])
