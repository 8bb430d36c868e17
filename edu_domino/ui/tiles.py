"""Tile pictures for the table, cached by size and orientation.

Uses the faces helper's `TilePainter` (edu_domino/ui/painter), which draws every face set; a plain
painter here (pips or numerals) covers tiny sizes the painter refuses and any painter failure,
so a frame never crashes on a picture.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from edu_domino.faces import Spelling
from edu_domino.ui.theme import Palette

Pair = tuple[int, int]
Face = tuple[Pair, int, bool]  # (values as drawn, short side in px, vertical): one tile picture


@dataclass(frozen=True)
class HalfPicture:
    """One framed half alone (an open end's marker): what `TileArt.half(spelling, size)` draws."""

    spelling: Spelling
    size: int


Picture = Face | HalfPicture  # what `paint_ahead` can paint
CACHE_SIZE = 2000  # pictures kept; the least recently drawn go first
# And their pixels: 24 million (96 MB) hold every picture a full 4K table shows, magnified hand
# included, plus what is painted ahead; without it 2,000 4K pictures could take half a gigabyte.
CACHE_PIXELS = 24_000_000

# Pip positions on a 3x3 grid (col, row), the usual die-like patterns; bigger values use 3x4/3x5.
_PIPS_3x3: dict[int, list[tuple[int, int]]] = {
    0: [],
    1: [(1, 1)],
    2: [(0, 0), (2, 2)],
    3: [(0, 0), (1, 1), (2, 2)],
    4: [(0, 0), (2, 0), (0, 2), (2, 2)],
    5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
    6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
    7: [(0, 0), (2, 0), (0, 1), (1, 1), (2, 1), (0, 2), (2, 2)],
    8: [(0, 0), (1, 0), (2, 0), (0, 1), (2, 1), (0, 2), (1, 2), (2, 2)],
    9: [(c, r) for r in range(3) for c in range(3)],
}


def pip_positions(value: int) -> tuple[int, int, list[tuple[int, int]]]:
    """(columns, rows, cells) of the pip pattern for a half showing `value`."""
    if value in _PIPS_3x3:
        return 3, 3, _PIPS_3x3[value]
    rows = 4 if value <= 12 else 5
    cells = [(c, r) for r in range(rows) for c in range(3)]
    if value == 10:
        cells = [(c, r) for r in range(4) for c in (0, 2)] + [(1, 1), (1, 2)]
    elif value == 11:
        cells = [(c, r) for r in range(4) for c in (0, 2)] + [(1, 0), (1, 2), (1, 3)][:3]
    elif value == 13:
        cells = [(c, r) for r in range(5) for c in (0, 2)] + [(1, 1), (1, 2), (1, 3)]
    elif value == 14:
        cells = [(c, r) for r in range(5) for c in (0, 2)] + [(1, 0), (1, 1), (1, 3), (1, 4)]
    cells = cells[:value]
    return 3, rows, cells


class TileArt:
    def __init__(self, palette: Palette, faces: str = "pips", seed: int = 0, difficulty: str = "single",
                 allowed: frozenset[str] | None = None) -> None:
        self.palette = palette
        self.faces = faces
        self.seed = seed
        self.digits = _writes_digits(faces)
        self._cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._pixels = 0  # of the pictures in _cache
        self._spaces: dict[tuple, tuple[float | None, float | None]] = {}
        self._paint_s: dict[int, list[float]] = {}  # the last few paints' CPU seconds, per size
        self._painter = self._load_painter(palette, faces, seed, difficulty, allowed)

    @staticmethod
    def _load_painter(palette: Palette, faces: str, seed: int, difficulty: str, allowed: frozenset[str] | None):
        try:
            from edu_domino.faces import FaceOptions
            from edu_domino.ui.painter import (  # the faces helper's painter
                PainterTheme,
                TilePainter,
            )
        except ImportError:
            return None
        try:
            theme = PainterTheme(face=palette.tile_face, edge=palette.tile_edge, ink=palette.pip,
                                 back=palette.tile_back, highlight=palette.focus)
            options = FaceOptions(faces, difficulty, allowed)  # `allowed`: a lesson's spellings
            # A game's tiles: one staff space sized for the spellings this game can show.
            return TilePainter(options, seed, theme=theme, staff_for=options.shown_spellings())
        except (ValueError, KeyError, TypeError):  # a face set it cannot draw: plain pips
            return None

    def face(self, values: Pair, short: int, vertical: bool) -> pygame.Surface:
        key = ("f", values, short, vertical)
        surf = self._cache.get(key)
        if surf is None:
            surf = self._timed(short, lambda: self._paint(values, short, vertical))
            self._keep(key, surf)
        else:
            self._cache.move_to_end(key)
        return surf

    def _timed(self, size: int, paint: Callable[[], pygame.Surface]) -> pygame.Surface:
        """`paint()`, its CPU time kept (the last few per size) for `paint_ahead`'s planning."""
        work = time.thread_time()
        surf = paint()
        self._paint_s[size] = [*self._paint_s.get(size, [])[-3:], time.thread_time() - work]
        return surf

    def _keep(self, key: tuple, surf: pygame.Surface) -> None:
        self._cache[key] = surf
        self._pixels += surf.get_width() * surf.get_height()
        # The least recently drawn go first, one by one (never all at once); the newest stays.
        while len(self._cache) > 1 and (len(self._cache) > CACHE_SIZE or self._pixels > CACHE_PIXELS):
            _key, old = self._cache.popitem(last=False)
            self._pixels -= old.get_width() * old.get_height()

    @property
    def cached(self) -> int:
        """How many pictures are kept now (at most CACHE_SIZE)."""
        return len(self._cache)

    @property
    def cached_pixels(self) -> int:
        """The pixels of the pictures kept now (at most CACHE_PIXELS, or one picture's)."""
        return self._pixels

    def is_painted(self, values: Pair, short: int, vertical: bool) -> bool:
        return ("f", values, short, vertical) in self._cache

    def is_half_painted(self, spelling: Spelling, size: int) -> bool:
        return ("h", spelling.key, size) in self._cache

    def paint_ahead(self, wanted: Sequence[Picture], until: float,
                    clock: Callable[[], float] = time.perf_counter) -> list[Picture]:
        """Spare time between frames: paint the pictures of `wanted` not painted yet, in order,
        each if the time left before `until` (on `clock`) fits what a paint at its size took
        lately (a guess from the size before any); one that does not fit waits for more spare
        time while smaller ones go ahead. Returns those still to paint, for the next spare time.
        A first paint costs 0.5-6 ms (short side 90-540 px); later frames then only blit. The
        cost is CPU time: a paint the machine stalled must not stop the rest."""
        left: list[Picture] = []
        for i, item in enumerate(wanted):
            if isinstance(item, HalfPicture):
                size, painted = item.size, self.is_half_painted(item.spelling, item.size)
            else:
                size, painted = item[1], self.is_painted(*item)
            if painted:
                continue
            now = clock()
            if now >= until:
                return left + list(wanted[i:])
            recent = self._paint_s.get(size)
            if now + (max(recent) if recent else _paint_guess_s(size)) > until:
                left.append(item)
            elif isinstance(item, HalfPicture):
                self.half(item.spelling, item.size)
            else:
                self.face(*item)
        return left

    def staff_spaces(self, values: Pair, short: int) -> list[float | None]:
        """The staff space (px) each half is drawn with at `short`, None where there is no staff
        (the plain painter draws none)."""
        if self._painter is None or short < 8:
            return [None, None]
        key = ("s", values, short)  # worked out from the notes' layout: each tile once, not every frame
        spaces = self._spaces.get(key)
        if spaces is None:
            spaces = self._spaces[key] = self._painter.staff_spaces(values, short)
            if len(self._spaces) > CACHE_SIZE:
                self._spaces.clear()  # plain numbers, cheap to work out again
        return list(spaces)

    def half_staff_space(self, spelling, short: int) -> float | None:
        """The staff space (px) of one half drawn alone (`half`) at `short`, None without a staff."""
        if self._painter is None or short < 8:
            return None
        return self._painter.half_staff_space(spelling, short)

    def staff_per_px(self) -> float:
        """Staff space per pixel of a tile's short side (0 when no half shows notes)."""
        return self._painter.staff_per_px() if self._painter is not None else 0.0

    def half(self, spelling, size: int) -> pygame.Surface | None:
        """One framed half showing `spelling` (an open end's marker), or None where the painter
        cannot draw it (the caller then names the half in words)."""
        if self._painter is None or size < 8:
            return None
        key = ("h", spelling.key, size)
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
            return surf
        painter = self._painter
        try:
            surf = self._timed(size, lambda: painter.half_surface(spelling, size))
        except Exception:  # a picture must never crash a frame
            return None
        self._keep(key, surf)
        return surf

    def back(self, short: int, vertical: bool) -> pygame.Surface:
        if self._painter is not None and short >= 8:
            return self._painter.back_surface(short, "vertical" if vertical else "horizontal")
        key = ("b", short, vertical)
        surf = self._cache.get(key)
        if surf is None:
            w, h = (short, 2 * short) if vertical else (2 * short, short)
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            radius = max(2, short // 8)
            pygame.draw.rect(surf, self.palette.tile_back, surf.get_rect(), border_radius=radius)
            pygame.draw.rect(surf, self.palette.tile_edge, surf.get_rect(), max(1, short // 20), border_radius=radius)
            self._keep(key, surf)
        return surf

    def _paint(self, values: Pair, short: int, vertical: bool) -> pygame.Surface:
        if self._painter is not None and short >= 8:
            try:
                return self._painter_surface(values, short, vertical)
            except Exception:
                self._painter = None  # draw the rest with the plain painter, never crash a frame
        p = self.palette
        w, h = (short, 2 * short) if vertical else (2 * short, short)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(2, short // 8)
        edge = max(1, short // 24)
        pygame.draw.rect(surf, p.tile_face, surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, p.tile_edge, surf.get_rect(), edge, border_radius=radius)
        if vertical:
            halves = [pygame.Rect(0, 0, w, h // 2), pygame.Rect(0, h // 2, w, h - h // 2)]
            pygame.draw.line(surf, p.tile_edge, (short // 8, h // 2), (w - short // 8, h // 2), edge)
        else:
            halves = [pygame.Rect(0, 0, w // 2, h), pygame.Rect(w // 2, 0, w - w // 2, h)]
            pygame.draw.line(surf, p.tile_edge, (w // 2, short // 8), (w // 2, h - short // 8), edge)
        for value, half in zip(values, halves, strict=True):
            if self.digits:
                self._numeral(surf, value, half)
            else:
                self._pips(surf, value, half)
        return surf

    def _painter_surface(self, values: Pair, short: int, vertical: bool) -> pygame.Surface:
        # The painter draws the halves in the order given, pictures upright: no flipping here.
        return self._painter.tile_surface(values, short, "vertical" if vertical else "horizontal")

    def _pips(self, surf: pygame.Surface, value: int, half: pygame.Rect) -> None:
        cols, rows, cells = pip_positions(value)
        inner = half.inflate(-half.w // 4, -half.h // 4)
        radius = max(1, int(min(inner.w / cols, inner.h / rows) * 0.32))
        for c, r in cells:
            x = inner.left + inner.w * (c + 0.5) / cols
            y = inner.top + inner.h * (r + 0.5) / rows
            pygame.draw.circle(surf, self.palette.pip, (round(x), round(y)), radius)

    def _numeral(self, surf: pygame.Surface, value: int, half: pygame.Rect) -> None:
        from edu_domino.ui.theme import font_path

        font = pygame.font.Font(font_path(), max(6, int(min(half.w, half.h) * 0.7)))
        image = font.render(str(value), True, self.palette.pip)
        surf.blit(image, image.get_rect(center=half.center))


def _paint_guess_s(short: int) -> float:
    """A guess of a first paint's CPU time at `short` px before one was measured, a little over
    what the project's machine takes (the painter draws 2-4x larger and shrinks: the cost grows
    with the area): 0.7 ms at 90 px, 2.3 ms at 270, 7.8 ms at 540."""
    return 0.0005 + (short / 100) ** 2 * 0.00025


def _writes_digits(faces: str) -> bool:
    """The plain painter writes digits for a face kind that does (numerals), else pips."""
    from edu_domino.faces import get_face_set

    try:
        return get_face_set(faces).face_kind.digits
    except ValueError:
        return False
