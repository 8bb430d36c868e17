"""`edu-domino gallery`: paint every tile of a set, and A4 sheets to print and cut out.

Writes OUTDIR/tiles/<a-b>.png (one per tile), OUTDIR/sheets/sheet-N.png (A4, 300 dpi, cut lines),
OUTDIR/spellings.txt (which spelling each half shows, as keys a lesson pack can use) and
OUTDIR/chart.png (every spelling of every value: a poster for the classroom wall).
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from edu_domino.commands._errors import fail, reports_user_errors
from edu_domino.i18n import N_, _

HELP = N_("paint every tile of a face set to PNG files, plus printable A4 sheets with cut lines")

FACES = ("pips", "numerals", "notes", "notes-rests", "powers", "mixed")  # = edu_domino.faces.FACE_CHOICES


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("outdir", metavar=N_("OUTDIR"), help=N_("folder to write tiles/ and sheets/ into"))
    parser.add_argument("--faces", choices=FACES, default="pips",
                        help=N_("face set; 'mixed' mixes pips, notes and powers (default: pips)"))
    parser.add_argument("--set", dest="set_size", type=int, choices=(6, 9, 12), default=6,
                        help=N_("double-6, double-9 or double-12 (default: 6)"))
    parser.add_argument("--difficulty", choices=("single", "spellings", "sets"), default=None,
                        help=N_("single: one spelling per value; spellings: mix a set's spellings; "
                        "sets: mix face sets (default: spellings for notes, notes-rests and powers, sets for "
                        "mixed)"))
    parser.add_argument("--seed", type=int, default=1, metavar=N_("SEED"),
                        help=N_("which spelling each half gets, as in a game with this seed (default: 1)"))
    parser.add_argument("--size", type=int, default=160, metavar=N_("SIZE"),
                        help=N_("short side of each tile PNG in pixels, 16 to 2000 (default: 160)"))


@reports_user_errors
def run(args: argparse.Namespace) -> int:
    if not 16 <= args.size <= 2000:
        return fail(_("{option}: choose a size from 16 to 2000 pixels", option=f"--size {args.size}"))
    outdir = Path(args.outdir)
    if outdir.exists() and not outdir.is_dir():
        return fail(_("{folder}: is a file, not a folder; give a folder to write the tiles into", folder=outdir))
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    # Imported here: the command line stays fast and pygame-free for every other command.
    from edu_domino.atomic import write_atomic
    from edu_domino.engine.tiles import full_set
    from edu_domino.faces import face_options
    from edu_domino.ui.painter import PRINT, TilePainter
    from edu_domino.ui.painter.sheets import DPI, a4_sheets, png_bytes, spelling_chart

    try:
        options = face_options(args.faces, args.difficulty)
    except ValueError as exc:
        return fail(f"--difficulty {args.difficulty}: {exc}")
    difficulty = options.difficulty
    tiles = full_set(args.set_size)
    shown = options.shown_spellings(args.set_size)  # one staff space for this set's spellings
    screen = TilePainter(options, args.seed, staff_for=shown)
    paper = TilePainter(options, args.seed, theme=PRINT, print_mode=True, cache_size=8, staff_for=shown)
    try:
        lines = []
        for tile in tiles:
            image = screen.tile_surface(tile, args.size, "horizontal")
            write_atomic(outdir / "tiles" / f"{tile}.png", png_bytes(image))
            first, second = screen.spellings(tile)
            lines.append(f"{tile}\t{first.key}\t{second.key}\n")
        write_atomic(outdir / "spellings.txt", "".join(lines))
        title = f"edu-domino  ·  {args.faces} ({difficulty})  ·  double-{args.set_size}  ·  seed {args.seed}"
        sheets = a4_sheets(paper, tiles, title)
        for number, sheet in enumerate(sheets, start=1):
            write_atomic(outdir / "sheets" / f"sheet-{number}.png", png_bytes(sheet, DPI))
        poster = TilePainter(options, args.seed, theme=PRINT, print_mode=True, cache_size=8)  # every spelling
        chart = spelling_chart(poster, options.pool)
        write_atomic(outdir / "chart.png", png_bytes(chart))
    except OSError as exc:
        from edu_domino.os_reasons import cannot_write

        return fail(cannot_write(outdir, exc))
    print(_("{folder}: {tiles} tiles in {tiles_folder}, {sheets} A4 sheets in {sheets_folder}, {chart}", folder=outdir,
            tiles=len(tiles), tiles_folder="tiles/", sheets=len(sheets), sheets_folder="sheets/", chart="chart.png"))
    return 0
