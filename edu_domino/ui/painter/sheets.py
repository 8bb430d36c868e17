"""Printable A4 sheets: tiles at real size (25 x 50 mm) in a grid, with dashed cut lines.

Tiles touch, so one straight cut separates two rows: a teacher with a paper trimmer cuts along
each dashed line from edge to edge. The PNG carries its 300 dpi so it prints at true size.
"""

from __future__ import annotations

import io
import struct
import zlib
from collections.abc import Sequence

import pygame

from edu_domino.faces import FaceSet, PowerSpelling, Spelling
from edu_domino.i18n import _
from edu_domino.ui.painter.canvas import Fonts
from edu_domino.ui.painter.tiles import TilePainter

DPI = 300
MM = DPI / 25.4
A4_PX = (round(210 * MM), round(297 * MM))  # 2480 x 3508
TILE_SHORT_PX = round(25 * MM)
MARGIN_PX = round(12 * MM)
HEADER_PX = round(10 * MM)
CUT = (120, 120, 120)


def grid_shape() -> tuple[int, int]:
    """(columns, rows) of upright tiles that fit on one sheet."""
    width, height = A4_PX
    cols = (width - 2 * MARGIN_PX) // TILE_SHORT_PX
    rows = (height - 2 * MARGIN_PX - HEADER_PX) // (2 * TILE_SHORT_PX)
    return cols, rows


def _dashed(surface: pygame.Surface, a: tuple[int, int], b: tuple[int, int]) -> None:
    dash, gap = round(3 * MM), round(2 * MM)
    horizontal = a[1] == b[1]
    length = (b[0] - a[0]) if horizontal else (b[1] - a[1])
    pos = 0
    while pos < length:
        end = min(pos + dash, length)
        if horizontal:
            pygame.draw.line(surface, CUT, (a[0] + pos, a[1]), (a[0] + end, a[1]), 3)
        else:
            pygame.draw.line(surface, CUT, (a[0], a[1] + pos), (a[0], a[1] + end), 3)
        pos = end + gap


def a4_sheets(painter: TilePainter, tiles: Sequence[Sequence[int]], title: str) -> list[pygame.Surface]:
    """Every tile, upright, on as many A4 pages as needed, each page titled and numbered."""
    cols, rows = grid_shape()
    per_page = cols * rows
    pages = [tiles[i:i + per_page] for i in range(0, len(tiles), per_page)] or [[]]
    fonts = Fonts(painter.theme.font_path())
    font = fonts.get(round(3.2 * MM))
    out = []
    for number, page in enumerate(pages, start=1):
        sheet = pygame.Surface(A4_PX)
        sheet.fill((255, 255, 255))
        label = font.render(f"{title}  ·  sheet {number}/{len(pages)}  ·  cut along the dashed lines",
                            True, (60, 60, 60))
        room = A4_PX[0] - 2 * MARGIN_PX
        if label.get_width() > room:
            label = pygame.transform.smoothscale_by(label, room / label.get_width())
        sheet.blit(label, (MARGIN_PX, MARGIN_PX))
        used_rows = (len(page) + cols - 1) // cols
        grid_w = cols * TILE_SHORT_PX
        left = (A4_PX[0] - grid_w) // 2
        top = MARGIN_PX + HEADER_PX
        for i, tile in enumerate(page):
            x = left + (i % cols) * TILE_SHORT_PX
            y = top + (i // cols) * 2 * TILE_SHORT_PX
            sheet.blit(painter.tile_surface(tile, TILE_SHORT_PX, "vertical"), (x, y))
        # Cut lines run past the grid into the margins so they can be lined up on a trimmer.
        reach = round(6 * MM)
        bottom = top + used_rows * 2 * TILE_SHORT_PX
        for r in range(used_rows + 1):
            y = top + r * 2 * TILE_SHORT_PX
            _dashed(sheet, (left - reach, y), (left + grid_w + reach, y))
        for c in range(cols + 1):
            x = left + c * TILE_SHORT_PX
            _dashed(sheet, (x, top - reach), (x, bottom + reach))
        out.append(sheet)
    return out


def png_bytes(surface: pygame.Surface, dpi: int | None = None) -> bytes:
    """The surface as PNG; with `dpi`, a pHYs chunk so printers use the true size."""
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "image.png")
    data = buffer.getvalue()
    if dpi is None:
        return data
    per_metre = round(dpi / 0.0254)
    body = b"pHYs" + struct.pack(">IIB", per_metre, per_metre, 1)
    chunk = struct.pack(">I", 9) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
    ihdr_end = 8 + 4 + 4 + 13 + 4  # signature, then the IHDR chunk (length, type, data, crc)
    rest = _without_chunk(data[ihdr_end:], b"pHYs")
    return data[:ihdr_end] + chunk + rest


def _without_chunk(chunks: bytes, kind: bytes) -> bytes:
    out, pos = [], 0
    while pos < len(chunks):
        (length,) = struct.unpack(">I", chunks[pos:pos + 4])
        end = pos + 12 + length
        if chunks[pos + 4:pos + 8] != kind:
            out.append(chunks[pos:end])
        pos = end
    return b"".join(out)


SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


def chart_caption(spelling: Spelling) -> str:
    """What a chart prints under a half whose picture is not the number it counts: a power.

    "2³ = 8" under 2³ and "counts 3" under 8, so no row reads "3 = 8" or "0 = 1"."""
    if not isinstance(spelling, PowerSpelling):
        return ""
    if spelling.style == "number":
        return _("counts {n}", n=spelling.value)
    return f"2{str(spelling.exponent).translate(SUPERSCRIPT)} = {spelling.number}"


def spelling_chart(painter: TilePainter, face_sets: Sequence[FaceSet], size_px: int = 120) -> pygame.Surface:
    """A poster: one row per value, "3 ↔" then every spelling of each face set, one column group
    per set; a power carries a caption ("2³ = 8", "counts 3"): a power's picture is not its value."""
    top = min(fs.max_value for fs in face_sets)
    widths = [max(len(fs.spellings(v)) for v in range(top + 1)) for fs in face_sets]
    gap = max(4, size_px // 12)
    fonts = Fonts(painter.theme.font_path())
    font = fonts.get(round(size_px * 0.45))
    small = fonts.get(round(size_px * 0.17))
    captioned = any(chart_caption(s) for fs in face_sets for v in range(top + 1) for s in fs.spellings(v))
    caption_h = small.get_linesize() if captioned else 0
    label_w = font.size(f"{top} ↔")[0] + 2 * gap
    cells = sum(widths)
    width = label_w + cells * (size_px + gap) + (len(face_sets) - 1) * 2 * gap + gap
    row_h = size_px + caption_h + gap
    height = (top + 1) * row_h + gap
    chart = pygame.Surface((width, height))
    chart.fill((255, 255, 255))
    for v in range(top + 1):
        y = gap + v * row_h
        label = font.render(f"{v} ↔", True, painter.theme.ink)
        chart.blit(label, (label_w - label.get_width() - gap, y + (size_px - label.get_height()) // 2))
        x = label_w
        for fs, columns in zip(face_sets, widths, strict=True):
            for i, spelling in enumerate(fs.spellings(v)):
                cell_x = x + i * (size_px + gap)
                chart.blit(painter.half_surface(spelling, size_px), (cell_x, y))
                caption = chart_caption(spelling)
                if caption:
                    text = small.render(caption, True, painter.theme.ink)
                    chart.blit(text, (cell_x + (size_px - text.get_width()) // 2, y + size_px))
            x += columns * (size_px + gap) + 2 * gap
    return chart
