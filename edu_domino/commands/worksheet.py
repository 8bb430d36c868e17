"""`edu-domino worksheet PACK OUT.pdf [--lang es|pt|en]`: a lesson pack as a printable worksheet.

A4 pages: every question drawn with its tiles and notes and room to write, then the answer key
on the last page (see edu_domino/ui/worksheet.py). The language is `--lang`, else the system's
when the pack is written in it, else the pack's first language. A long pack takes seconds (a
pack holds at most 200 steps: docs/lesson-packs.md), so what is being drawn is said on stderr.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from edu_domino.commands._errors import fail, reports_user_errors
from edu_domino.i18n import N_

PROGRESS_EVERY = 25  # steps between two lines saying how far the drawing is

HELP = N_("print a lesson pack: an A4 worksheet (PDF) with every question drawn, room to write and an answer key")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("pack", metavar=N_("PACK"), help=N_("a pack .toml file or pack folder"))
    parser.add_argument("out", metavar=N_("OUT.pdf"), help=N_("the PDF file to write"))
    parser.add_argument("--lang", choices=("es", "pt", "en"), default=None,
                        help=N_("the worksheet's language (default: yours, if the pack is written in it)"))


def worksheet_language(pack_languages: tuple[str, ...], asked: str | None, system: str) -> str:
    if asked:
        return asked
    return system if system in pack_languages else pack_languages[0]


@reports_user_errors
def run(args: argparse.Namespace) -> int:
    from edu_domino.i18n import _, current_language
    from edu_domino.lesson import check_file

    pack, problems = check_file(args.pack)
    if pack is None:
        for p in problems:
            if not p.warning:
                print(p, file=sys.stderr)
        return 1
    lang = worksheet_language(pack.languages, args.lang, current_language())
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from edu_domino.atomic import write_atomic
    from edu_domino.ui.theme import font_path
    from edu_domino.ui.worksheet import worksheet_pdf

    pygame.display.init()  # no window: the painter only needs surfaces and fonts
    pygame.font.init()
    total = len(pack.steps)
    print(_("{file}: drawing {n} steps…", file=args.pack, n=total), file=sys.stderr, flush=True)

    def drawn(done: int, total: int) -> None:
        if done % PROGRESS_EVERY == 0 and done < total:
            print(_("{done} of {total} steps drawn", done=done, total=total), file=sys.stderr, flush=True)

    try:
        data, pages, key_page = worksheet_pdf(pack, lang, Path(font_path()), drawn)
    finally:
        pygame.quit()
    out = Path(args.out)
    try:
        write_atomic(out, data)
    except OSError as exc:
        from edu_domino.os_reasons import cannot_write

        return fail(cannot_write(out, exc))
    if key_page == pages:
        print(_("{file}: {pages} pages (the last one is the answer key)", file=out, pages=pages))
    else:
        print(_("{file}: {pages} pages (the answer key from page {first})", file=out, pages=pages, first=key_page))
    return 0
