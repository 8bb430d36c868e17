"""A drawing surface that is crisp at any size: shapes are drawn several times larger, then the
picture is shrunk with an averaging filter, which anti-aliases every edge the same way.

Coordinates are in output pixels as floats; the canvas multiplies them by its `scale`.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from pathlib import Path

import pygame

Color = tuple[int, int, int] | tuple[int, int, int, int]
Point = tuple[float, float]


def supersampling(size_px: int) -> int:
    """How much larger to draw: plenty for small tiles, less where pixels are already many."""
    if size_px <= 200:
        return 4
    if size_px <= 500:
        return 3
    return 2


def bezier(p0: Point, p1: Point, p2: Point, p3: Point, steps: int = 24) -> list[Point]:
    """Points along a cubic Bezier curve, both ends included."""
    out = []
    for i in range(steps + 1):
        t = i / steps
        u = 1 - t
        a, b, c, d = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t
        out.append((a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
                    a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]))
    return out


class Canvas:
    def __init__(self, width: int, height: int, scale: int, clear: Color = (0, 0, 0, 0)) -> None:
        self.width, self.height, self.scale = width, height, scale
        self.surface = pygame.Surface((width * scale, height * scale), pygame.SRCALPHA)
        self.surface.fill(clear)

    def _pts(self, points: Iterable[Point]) -> list[tuple[float, float]]:
        s = self.scale
        return [(x * s, y * s) for x, y in points]

    def polygon(self, points: Sequence[Point], color: Color) -> None:
        if len(points) >= 3:
            pygame.draw.polygon(self.surface, color, self._pts(points))

    def circle(self, center: Point, radius: float, color: Color) -> None:
        s = self.scale
        pygame.draw.circle(self.surface, color, (center[0] * s, center[1] * s), max(radius * s, 0.5))

    def ellipse(self, center: Point, rx: float, ry: float, angle_deg: float, color: Color) -> None:
        """A filled ellipse turned by `angle_deg` (positive turns the right end upwards)."""
        a = math.radians(angle_deg)
        ca, sa = math.cos(a), math.sin(a)
        pts = []
        for i in range(72):
            t = 2 * math.pi * i / 72
            x, y = rx * math.cos(t), ry * math.sin(t)
            pts.append((center[0] + x * ca + y * sa, center[1] - x * sa + y * ca))
        self.polygon(pts, color)

    def line(self, a: Point, b: Point, width: float, color: Color, round_ends: bool = False) -> None:
        """A straight stroke of exact width (pygame's own thick lines are uneven at angles)."""
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length * width / 2, dx / length * width / 2
        self.polygon([(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny),
                      (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)], color)
        if round_ends:
            self.circle(a, width / 2, color)
            self.circle(b, width / 2, color)

    def stroke(self, points: Sequence[Point], width: float, color: Color) -> None:
        """A polyline with round joins."""
        for a, b in zip(points, points[1:], strict=False):
            self.line(a, b, width, color, round_ends=True)

    def rect(self, x: float, y: float, w: float, h: float, color: Color,
             radius: float = 0.0, border: float = 0.0) -> None:
        s = self.scale
        area = pygame.Rect(round(x * s), round(y * s), round(w * s), round(h * s))
        pygame.draw.rect(self.surface, color, area, width=round(border * s) if border else 0,
                         border_radius=round(radius * s))

    def text(self, text: str, font: pygame.font.Font, center: Point, color: Color) -> pygame.Rect:
        """Draw `text` (font already sized for the canvas scale) with its ink centred on `center`.

        Returns the ink's rectangle in output pixels.
        """
        image = font.render(text, True, color)
        ink = image.get_bounding_rect()
        s = self.scale
        left = center[0] * s - ink.centerx
        top = center[1] * s - ink.centery
        self.surface.blit(image, (round(left), round(top)))
        return pygame.Rect(round((left + ink.x) / s), round((top + ink.y) / s),
                           round(ink.w / s), round(ink.h / s))

    def result(self) -> pygame.Surface:
        if self.scale == 1:
            return self.surface
        return pygame.transform.smoothscale(self.surface, (self.width, self.height))


class Fonts:
    """The bundled font at any size, loaded on first use (no font system needed at import)."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self._cache: dict[int, pygame.font.Font] = {}

    def get(self, size_px: float) -> pygame.font.Font:
        size_px = max(4, int(size_px))
        font = self._cache.get(size_px)
        if font is None:
            if not pygame.font.get_init():
                pygame.font.init()
            font = pygame.font.Font(str(self.path) if self.path else None, size_px)
            self._cache[size_px] = font
        return font
