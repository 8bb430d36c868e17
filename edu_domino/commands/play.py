"""`edu-domino` (or `edu-domino play`): open the game window."""

from __future__ import annotations

import argparse
import sys

from edu_domino.i18n import N_, _

HELP = N_("Open the game window (the default when no command is given).")


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(_("{size!r} is not a size; write it as WIDTHxHEIGHT, e.g. {example}",
                                           size=text, example="1280x720")) from None
    if not (320 <= w <= 16384 and 240 <= h <= 16384):
        raise argparse.ArgumentTypeError(_("{size!r} is out of range; use {smallest} to {largest}", size=text,
                                           smallest="320x240", largest="16384x16384"))
    return w, h


def add_arguments(parser: argparse.ArgumentParser) -> None:
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--fullscreen", action="store_true", default=None, help=N_("full screen at the display's own size"))
    mode.add_argument("--window", dest="fullscreen", action="store_false", help=N_("in a window"))
    parser.add_argument("--size", type=parse_size, metavar=N_("SIZE"), help=N_("window size, e.g. 1280x720"))
    parser.add_argument("--lang", choices=("es", "pt", "en"), help=N_("language (default: the saved setting or the system's)"))
    parser.add_argument("--lessons", action="append", metavar=N_("DIR"), default=[],
                        help=N_("another folder (or pack file's folder) of lesson packs to offer; may be repeated"))
    parser.add_argument("--record", metavar=N_("FILE-or-URL"),
                        help=N_("the pupils' record: a progress file, or a school's server as postgresql://user@host/database "
                             "(default: EDU_DOMINO_RECORD, then the settings, then the file in the user's data folder)"))


def run(args: argparse.Namespace) -> int:
    import os

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if getattr(args, "record", None):
        from edu_domino.progress.school import ENV_VARIABLE

        os.environ[ENV_VARIABLE] = args.record  # the record worker opens what it names
    from pathlib import Path

    import pygame

    from edu_domino.ui.app import App
    from edu_domino.ui.scenes.title import TitleScene

    lesson_dirs = []
    for folder in getattr(args, "lessons", []) or []:
        path = Path(folder)
        if path.is_file():
            path = path.parent
        if not path.is_dir():
            print(_("{folder}: no such folder; give a folder (or a file) of lesson packs", folder=folder),
                  file=sys.stderr)
            return 1
        lesson_dirs.append(path)
    try:
        app = App(size=getattr(args, "size", None), fullscreen=getattr(args, "fullscreen", None),
                  language=getattr(args, "lang", None), lesson_dirs=lesson_dirs)
    except pygame.error as exc:
        print("edu-domino: " + _("cannot open a window ({why}); run it on a desktop, or use {command} without one",
                                 why=exc, command="`edu-domino screenshot`"), file=sys.stderr)
        return 1
    app.push(TitleScene(app))
    return app.run()
