"""What a screen drew, tile by tile: kept by the renderers as they blit, written by
`edu-domino screenshot ... --layout FILE.json` so sizes can be checked without reading pixels.

The document: `{"size": [w, h], "tiles": [{"where": "hand" | "line" | "magnified" | "lesson",
"tile": "6-4", "halves": [4, 6], "rect": [x, y, w, h], "staff_space_px": [s0, s1]}, ...]}`;
`halves` in drawn order (left then right, or top then bottom) and `staff_space_px` one per half
in that order (null where the half draws no staff: not notes, or the empty half). `marks` lists
other things drawn around the tiles: the last move's marks,
each open end's half (with its staff space), the table's key help and, in private peek, the
face-down hand's tiles and the prompt (see `Mark`).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from edu_domino.ui.tiles import TileArt

WHERE = ("hand", "line", "magnified", "lesson")


@dataclass(frozen=True)
class DrawnTile:
    where: str
    halves: tuple[int, int]  # as drawn: left then right, or top then bottom
    rect: tuple[int, int, int, int]
    staff_space_px: tuple[float | None, float | None]

    def as_json(self) -> dict:
        a, b = self.halves
        return {"where": self.where, "tile": f"{max(a, b)}-{min(a, b)}", "halves": list(self.halves),
                "rect": list(self.rect),
                "staff_space_px": [None if s is None else round(s, 2) for s in self.staff_space_px]}


def drawn_tile(where: str, values: tuple[int, int], rect: pygame.Rect, art: TileArt, short: int) -> DrawnTile:
    """The record of one tile blitted at `rect`, `short` pixels on its short side."""
    spaces = art.staff_spaces(values, short)
    return DrawnTile(where, (values[0], values[1]), (rect.x, rect.y, rect.w, rect.h), (spaces[0], spaces[1]))


@dataclass(frozen=True)
class Mark:
    """Something drawn among the tiles: "last_move", "end_half" (an open end's half),
    "key_help" (the table's key reminder), "hand_back" (a tile of a face-down hand) and
    "peek_prompt" (private peek: "hold Space to see your tiles"); on
    the lesson screen "choice" (a choice drawn as a picture or word box) and, once a question is
    over, "right_answer" and "wrong_answer" (the pupil's, crossed out)."""

    what: str
    rect: pygame.Rect
    staff_space_px: tuple[float | None, ...] = ()

    def as_json(self) -> dict:
        out: dict = {"what": self.what, "rect": [self.rect.x, self.rect.y, self.rect.w, self.rect.h]}
        if self.staff_space_px:
            out["staff_space_px"] = [None if s is None else round(s, 2) for s in self.staff_space_px]
        return out


def layout_document(size: tuple[int, int], tiles: list[DrawnTile], marks: list[Mark]) -> dict:
    return {"size": list(size), "tiles": [t.as_json() for t in tiles], "marks": [m.as_json() for m in marks]}
