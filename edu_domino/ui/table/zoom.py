"""The board zooming out (or re-centring) as a whole when a laid tile needs more room.

Nothing on the board moves by itself: the picture of the board as it was is scaled and shifted,
in a short eased step, onto where the same tiles are drawn now, so the class sees one movement of
the whole table instead of tiles jumping. The new tile then lands in its place.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

ZOOM_SECONDS = 0.3  # long enough to follow, short enough not to wait for


@dataclass(frozen=True)
class View:
    """How the board is shown: a tile's short side in pixels and where the board's centre is."""

    short: int
    origin: tuple[float, float]


class BoardZoom:
    def __init__(self, before: pygame.Surface, region: pygame.Rect, old: View, new: View) -> None:
        self.before = before  # the board region as it was drawn with `old`
        self.region = pygame.Rect(region)
        self.old, self.new = old, new

    @classmethod
    def between(cls, layer: pygame.Surface, region: pygame.Rect, old: View | None, new: View) -> BoardZoom | None:
        """A zoom from the board `layer` shows in `region` (drawn with `old`) to `new`; None when
        nothing changes or there was no board."""
        if old is None or old == new or not layer.get_rect().contains(region):
            return None
        return cls(layer.subsurface(region).copy(), region, old, new)

    def draw(self, surface: pygame.Surface, background: tuple[int, int, int], progress: float) -> pygame.Rect:
        """The board at `progress` (0 to 1) of the way; returns the rectangle drawn over."""
        t = min(1.0, max(0.0, progress))
        t = t * t * (3 - 2 * t)  # eased at both ends
        short = self.old.short + (self.new.short - self.old.short) * t
        ox = self.old.origin[0] + (self.new.origin[0] - self.old.origin[0]) * t
        oy = self.old.origin[1] + (self.new.origin[1] - self.old.origin[1]) * t
        k = short / self.old.short
        # A pixel p of the old picture shows the board point (p - old origin) / old short; now it
        # is at origin + that point * short.
        x = ox + (self.region.left - self.old.origin[0]) * k
        y = oy + (self.region.top - self.old.origin[1]) * k
        size = (max(1, round(self.region.width * k)), max(1, round(self.region.height * k)))
        picture = pygame.transform.smoothscale(self.before, size)
        clip = surface.get_clip()
        surface.set_clip(self.region)
        surface.fill(background, self.region)
        surface.blit(picture, (round(x), round(y)))
        surface.set_clip(clip)
        return self.region
