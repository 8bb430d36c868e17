"""A tap step's rhythm on paper: large, on a line of its own, read left to right like a line of
music, each tile framed round its two halves as on the table (a tile's halves split by a line).

A 16 mm half holds a quarter note well but squeezes `q+e+e` into a speck a child cannot clap
from; here every note is drawn at one staff space, as large as the line's height allows, and the
strip is as wide as its notes need (shrunk only to fit the page's width).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from edu_domino.faces import NotesSpelling, Spelling
from edu_domino.ui.painter.canvas import Canvas
from edu_domino.ui.painter.notation import NotesScale, draw_notes
from edu_domino.ui.painter.theme import PRINT

PAD = 1.6  # staff spaces of room on each side of a half's notes
GAP = 3.0  # staff spaces between two tiles


@dataclass(frozen=True)
class Strip:
    png: bytes
    width_px: int
    height_px: int


def rhythm_strip(groups: Sequence[tuple[tuple[Spelling, ...], bool]], max_width_px: int, height_px: int) -> Strip:
    """A rhythm drawn on one strip: `groups` of halves in the order they sound, each framed (a
    tile, or a half alone) or not (a rest between two tiles: the tap step's `drawn_groups`)."""
    from edu_domino.ui.painter.sheets import png_bytes

    halves = [h for group, _framed in groups for h in group]
    common = NotesScale.of(halves)  # one staff line height for every half
    widths = [NotesScale.of((h,)).width if isinstance(h, NotesSpelling) and h.notes else 1.0 for h in halves]
    sp = min(height_px / 5.2, height_px * 0.92 / (common.above + common.below))
    needed = sum(w / 0.94 + 2 * PAD for w in widths) + GAP * (len(groups) - 1)
    sp = min(sp, max_width_px / needed)
    width_px = max(1, round(needed * sp))
    canvas = Canvas(width_px, height_px, 2, clear=(*PRINT.face, 255))
    edge = max(1.5, 0.12 * sp)
    x, at = 0.0, 0
    for group, framed in groups:
        left = x
        for i, half in enumerate(group):
            box_w = (widths[at] / 0.94 + 2 * PAD) * sp
            if i:  # the line between a tile's halves
                canvas.line((x, 0.12 * height_px), (x, 0.88 * height_px), edge * 0.7, PRINT.divider)
            if isinstance(half, NotesSpelling):
                scale = NotesScale(widths[at], common.above, common.below)
                draw_notes(canvas, half, (x + PAD * sp * 0.5, 0, box_w - PAD * sp, height_px),
                           PRINT.ink, PRINT.staff, PRINT.face, scale)
            x += box_w
            at += 1
        if framed:
            canvas.rect(left, 0, x - left, height_px, PRINT.edge, border=edge)
        x += GAP * sp
    return Strip(png_bytes(canvas.result()), width_px, height_px)
