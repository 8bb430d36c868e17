"""TilePainter: painted tiles, halves and tile backs, cached so a frame only blits."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable, Iterable, Sequence

import pygame

from edu_domino.faces import FaceOptions, Spelling, get_face_set, tile_spellings
from edu_domino.ui.painter.canvas import Canvas, Fonts, supersampling
from edu_domino.ui.painter.faces import draw_spelling
from edu_domino.ui.painter.notation import NotesScale, staff_space
from edu_domino.ui.painter.theme import PainterTheme

ORIENTATIONS = ("horizontal", "vertical")
INSET = 0.09  # margin between a half's edge and its picture, as a fraction of the half


def _shade(color, factor: float):
    """`color` darker (factor < 1) or mixed towards white (factor > 1)."""
    if factor <= 1:
        return tuple(round(c * factor) for c in color)
    return tuple(round(c + (255 - c) * (factor - 1) * 2) for c in color)


def _check(size_px: int, orientation: str) -> None:
    if orientation not in ORIENTATIONS:
        raise ValueError(f"orientation must be 'horizontal' or 'vertical', not {orientation!r}")
    if not isinstance(size_px, int) or size_px < 8:
        raise ValueError(f"size_px must be a whole number of pixels, at least 8, not {size_px!r}")


class TilePainter:
    """Paints tiles for one game: its face options and seed decide every half's spelling.

    Sizes: `size_px` is the tile's SHORT side, which is also the side of each square half. A
    horizontal tile is `(2 * size_px, size_px)` pixels, a vertical one `(size_px, 2 * size_px)`.
    The halves are drawn in the order given: `tile[0]` on the left (horizontal) or at the top
    (vertical), so pass the oriented pair from `PlayerView.line` as it is; a tile turned round
    keeps the same picture on each value. Pictures stay upright in both orientations.

    Every method returns a per-pixel-alpha Surface (rounded corners are transparent), cached by
    what it shows and its size, so calling it every frame costs a dict lookup. The surfaces are
    shared: blit them, never draw on them. After the display is created they are converted for
    fast blits. Call `clear_cache()` after a window resize if old sizes will not come back.

        painter = TilePainter(FaceOptions("notes", "spellings"), seed=match_seed)
        screen.blit(painter.tile_surface((6, 4), 80, "horizontal"), (x, y))
        screen.blit(painter.tile_surface((6, 6), 80, "vertical", highlighted=True), (x, y))
        screen.blit(painter.back_surface(80, "vertical"), (x, y))      # an opponent's tile
        screen.blit(painter.half_surface(painter.spellings((6, 4))[0], 120), (x, y))

    `highlighted` draws a thick frame inside the tile in the theme's highlight colour, so the
    surface keeps its size. Bad sizes, orientations or values raise ValueError.

    Colours: `TilePainter(options, seed, theme=PainterTheme.from_palette(palette))` follows the
    UI palette (tile_face, tile_edge, pip, tile_back, focus). `warm(tiles, size_px)` paints ahead,
    e.g. a hand while a scene loads; a first paint costs ~3 ms at 80 px, a cache hit ~1 us.
    """

    def __init__(self, face_options: FaceOptions, seed: int | str = 0,
                 theme: PainterTheme | None = None, cache_size: int = 1024,
                 print_mode: bool = False, staff_for: Iterable[Spelling] | None = None) -> None:
        self.face_options = face_options
        self.seed = seed
        self.theme = theme or PainterTheme()
        self.print_mode = print_mode  # square corners, no spinner: for cutting out on paper
        self._fonts = Fonts(self.theme.font_path())
        self._cache: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self._cache_size = cache_size
        # One staff space for every half this painter draws: the room the widest and tallest
        # notes spelling needs, of `staff_for` (a game: `face_options.shown_spellings(top)`) or
        # else of every spelling of the face sets and of the notes (a lesson of any faces may
        # show notes: a powers pack's explain step does).
        if staff_for is None:
            sets = (*face_options.pool, get_face_set("notes"))
            staff_for = (s for fs in sets for v in range(fs.max_value + 1) for s in fs.spellings(v))
        self.notes_scale = NotesScale.of(staff_for)

    # -- what is shown ------------------------------------------------------------------------
    def spellings(self, tile: Sequence[int]) -> tuple[Spelling, Spelling]:
        """The spellings on `tile[0]` and `tile[1]` in this game."""
        return tile_spellings(self.face_options, self.seed, tile)

    def staff_spaces(self, tile: Sequence[int], size_px: int) -> tuple[float | None, float | None]:
        """The staff space (px) each half of `tile` is drawn with at `size_px`, None for a half
        without a staff (not notes, or the empty half): what a layout check reads."""
        box = (1 - 2 * INSET) * size_px
        first, second = self.spellings(tile)
        return (staff_space(first, box, box, self.notes_scale),
                staff_space(second, box, box, self.notes_scale))

    def half_staff_space(self, spelling: Spelling, size_px: int) -> float | None:
        """The staff space (px) `half_surface(spelling, size_px)` draws with, None without a staff."""
        box = (1 - 2 * INSET) * size_px
        return staff_space(spelling, box, box, self.notes_scale)

    def staff_per_px(self) -> float:
        """Staff space per pixel of a tile's short side for this painter's notes (0 without any
        notes), so a layout can size tiles for a smallest staff space."""
        if not any(fs.face_kind.rhythm for fs in self.face_options.pool):
            return 0.0
        box = 1 - 2 * INSET
        return self.notes_scale.space_in(box, box)

    # -- surfaces -----------------------------------------------------------------------------
    def tile_surface(self, tile: Sequence[int], size_px: int, orientation: str = "horizontal",
                     highlighted: bool = False) -> pygame.Surface:
        """The face-up tile; see the class docstring for sizes and order of halves."""
        # Keyed by the tile as given (its order is the drawing order); the seed and options are
        # fixed per painter, so the tile alone decides the picture and a hit costs one lookup.
        key = ("tile", tile[0], tile[1], size_px, orientation, highlighted)
        surface = self._cache.get(key)
        if surface is not None:
            self._cache.move_to_end(key)
            return surface
        _check(size_px, orientation)
        return self._cached(key, lambda: self._paint_tile(self.spellings(tile), size_px,
                                                          orientation, highlighted))

    def spelled_tile_surface(self, spellings: Sequence[Spelling], size_px: int,
                             orientation: str = "horizontal") -> pygame.Surface:
        """A face-up tile showing exactly these two spellings (a lesson's chosen ones), in the
        order given; cached like `tile_surface`."""
        key = ("spelled", spellings[0].key, spellings[1].key, size_px, orientation)
        _check(size_px, orientation)
        return self._cached(key, lambda: self._paint_tile((spellings[0], spellings[1]), size_px, orientation, False))

    def warm(self, tiles: Sequence[Sequence[int]], size_px: int,
             orientations: Sequence[str] = ORIENTATIONS) -> None:
        """Paint these tiles now (e.g. while a scene loads) so the first frames only blit.

        A tile takes about 3 ms at 80 px and 10 ms at 200 px to paint the first time.
        """
        for tile in tiles:
            for orientation in orientations:
                self.tile_surface(tile, size_px, orientation)
                self.tile_surface((tile[1], tile[0]), size_px, orientation)

    def half_surface(self, spelling: Spelling, size_px: int, framed: bool = True) -> pygame.Surface:
        """One square half showing `spelling`, `size_px` on a side (e.g. for a lesson question).

        `framed` gives it a tile's rounded body and edge; without, it is the picture alone on a
        transparent background.
        """
        _check(size_px, "horizontal")
        key = ("half", spelling.key, size_px, framed)
        return self._cached(key, lambda: self._paint_half(spelling, size_px, framed))

    def back_surface(self, size_px: int, orientation: str = "horizontal",
                     highlighted: bool = False) -> pygame.Surface:
        """A face-down tile, same size as `tile_surface` gives."""
        _check(size_px, orientation)
        key = ("back", size_px, orientation, highlighted)
        return self._cached(key, lambda: self._paint_back(size_px, orientation, highlighted))

    def clear_cache(self) -> None:
        self._cache.clear()

    @property
    def cached(self) -> int:
        """How many painted surfaces the cache holds now (at most `cache_size`)."""
        return len(self._cache)

    # -- internals ----------------------------------------------------------------------------
    def _cached(self, key: Hashable, paint) -> pygame.Surface:
        surface = self._cache.get(key)
        if surface is not None:
            self._cache.move_to_end(key)
            return surface
        surface = paint()
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surface = surface.convert_alpha()
        self._cache[key] = surface
        if len(self._cache) > self._cache_size:
            self._cache.popitem(last=False)
        return surface

    def _body(self, canvas: Canvas, w: float, h: float, fill, highlighted: bool) -> None:
        t = self.theme
        short = min(w, h)
        radius = 0.0 if self.print_mode else 0.12 * short
        edge = max(1.0, (0.012 if self.print_mode else 0.03) * short)
        canvas.rect(0, 0, w, h, t.edge, radius=radius)
        inner = max(0.0, radius - edge)
        if self.print_mode:
            canvas.rect(edge, edge, w - 2 * edge, h - 2 * edge, fill, radius=inner)
        else:
            # Depth that reads from the back of a room: the tile's darker thickness shows along
            # its bottom edge and a light rim along its top, as if lit from above.
            depth = max(1.0, 0.06 * short)
            canvas.rect(edge, edge, w - 2 * edge, h - 2 * edge, _shade(fill, 0.72), radius=inner)
            canvas.rect(edge, edge, w - 2 * edge, h - 2 * edge - depth, fill, radius=inner)
            rim = max(1.0, 0.025 * short)
            canvas.line((edge + inner, edge + rim), (w - edge - inner, edge + rim), rim,
                        _shade(fill, 1.25), round_ends=True)
        if highlighted:
            ring = max(2.0, 0.07 * short)
            canvas.rect(edge, edge, w - 2 * edge, h - 2 * edge, t.highlight,
                        radius=max(0.0, radius - edge), border=ring)

    def _paint_tile(self, spellings: tuple[Spelling, Spelling], size: int, orientation: str,
                    highlighted: bool) -> pygame.Surface:
        t = self.theme
        w, h = (2 * size, size) if orientation == "horizontal" else (size, 2 * size)
        # Transparent pixels carry the edge colour so the averaging adds no dark or light fringe.
        canvas = Canvas(w, h, supersampling(size), clear=(*t.edge, 0))
        self._body(canvas, w, h, t.face, highlighted)
        for i, spelling in enumerate(spellings):
            ox, oy = (i * size, 0) if orientation == "horizontal" else (0, i * size)
            box = (ox + INSET * size, oy + INSET * size, (1 - 2 * INSET) * size,
                   (1 - 2 * INSET) * size)
            draw_spelling(canvas, self._fonts, spelling, box, t, self.notes_scale)
        self._divider(canvas, size, orientation)
        if not self.print_mode:
            canvas.circle((w / 2, h / 2), 0.05 * size, t.pin)
        return canvas.result()

    def _divider(self, canvas: Canvas, size: int, orientation: str) -> None:
        """The seam between the halves: two short stubs from the tile's long edges and the pin.

        A line across the middle would read as a barline (horizontal tile) or a staff line
        (vertical tile); the stubs stay clear of the band where staff lines and notes are.
        """
        line_w = max(1.0, 0.025 * size)
        for a, b in ((0.06, 0.2), (0.8, 0.94)):
            if orientation == "horizontal":
                canvas.line((size, a * size), (size, b * size), line_w, self.theme.divider, round_ends=True)
            else:
                canvas.line((a * size, size), (b * size, size), line_w, self.theme.divider, round_ends=True)

    def _paint_half(self, spelling: Spelling, size: int, framed: bool) -> pygame.Surface:
        t = self.theme
        canvas = Canvas(size, size, supersampling(size), clear=(*t.edge, 0) if framed else (*t.ink, 0))
        if framed:
            self._body(canvas, size, size, t.face, False)
        inset = INSET * size
        draw_spelling(canvas, self._fonts, spelling, (inset, inset, size - 2 * inset,
                                                      size - 2 * inset), t, self.notes_scale)
        return canvas.result()

    def _paint_back(self, size: int, orientation: str, highlighted: bool) -> pygame.Surface:
        t = self.theme
        w, h = (2 * size, size) if orientation == "horizontal" else (size, 2 * size)
        canvas = Canvas(w, h, supersampling(size), clear=(*t.edge, 0))
        self._body(canvas, w, h, t.back, highlighted)
        inner = 0.16 * size
        canvas.rect(inner, inner, w - 2 * inner, h - 2 * inner, t.back_detail,
                    radius=0.08 * size, border=max(1.0, 0.03 * size))
        canvas.circle((w / 2, h / 2), 0.12 * size, t.back_detail)
        return canvas.result()
