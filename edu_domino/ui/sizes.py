"""The projector's size rules, as shares of the window height (so they hold at any size).

A class reads the screen from up to 8 m away: the pupil's hand tiles are at least 1/9 of the
height on their short side (hands of up to 10 tiles; more go in two rows; in a round whose line
needs the room they give way down to the line's size), tiles on the line at least 1/12 (1/16 in
double-twelve; smaller only for a line too long to show whole so: the board zooms out rather than
hide a tile), every notes half has a staff space of at least 1/90, and the
focused tile is shown magnified at up to 1/4. The table and the lesson
steps lay out from these numbers; `edu-domino screenshot --layout` reports what was drawn.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

HAND_SHORT = 1 / 9
LINE_SHORT = 1 / 12
LINE_SHORT_DOUBLE_TWELVE = 1 / 16  # a double-twelve line is long: its tiles may be this small
STAFF_SPACE = 1 / 90
LOUPE_SHORT = 1 / 4  # the most: the table shows it smaller where only that fits (ui/table/magnifier.py)
ONE_ROW_HAND = 10  # hands up to this many tiles keep one row at the full size
LEAST_PICTURE_PX = 8  # no tile or half is drawn smaller (a window squeezed to nothing still draws)
TILE_IN_CHOICE = 0.6  # a tile offered as a choice: its short side, a share of the choice's size


def picture_px(px: float) -> int:
    """A picture's size in pixels, never below LEAST_PICTURE_PX."""
    return max(LEAST_PICTURE_PX, int(px))


def choice_tile_short(choice_size: int) -> int:
    """The short side of a tile drawn as a choice of `choice_size` pixels."""
    return picture_px(choice_size * TILE_IN_CHOICE)


@dataclass(frozen=True)
class SizeRules:
    height: int  # the window's height in pixels
    staff_per_px: float = 0.0  # staff space per pixel of a tile's short side (0: no notes)

    @property
    def staff_space(self) -> float:
        return self.height * STAFF_SPACE

    def _short(self, share: float) -> int:
        short = math.ceil(self.height * share)
        if self.staff_per_px > 0:
            # A short side whose notes get the smallest staff space (float-safe: checked up).
            short = max(short, math.floor(self.staff_space / self.staff_per_px))
            while short * self.staff_per_px < self.staff_space:
                short += 1
        return short

    @property
    def hand(self) -> int:
        """The smallest short side of a hand tile (hands of up to ONE_ROW_HAND tiles)."""
        return self._short(HAND_SHORT)

    @property
    def line(self) -> int:
        """The smallest short side of a tile on the line."""
        return self._short(LINE_SHORT)

    def line_least(self, set_max: int) -> int:
        """The smallest short side a tile on the line may shrink to in a round of this set."""
        return self._short(LINE_SHORT_DOUBLE_TWELVE) if set_max >= 12 else self.line

    @property
    def loupe(self) -> int:
        """The short side of the magnified (focused) tile."""
        return self._short(LOUPE_SHORT)
