"""`edu-domino lessons [--lessons DIR]`: list the lesson packs found (bundled, the user's, DIR)."""

from __future__ import annotations

import argparse

from edu_domino.commands._errors import reports_user_errors

HELP = "list the lesson packs: bundled, in your lessons folder, and in any --lessons DIR"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--lessons", action="append", default=[], metavar="DIR",
                        help="also look in this folder (may be given more than once)")
    parser.add_argument("--lang", default="en", choices=("es", "pt", "en"), help="language of the titles")


@reports_user_errors
def run(args: argparse.Namespace) -> int:
    from edu_domino.lesson.library import find_packs, lesson_dirs

    dirs = lesson_dirs(args.lessons)
    for origin, folder in dirs:
        state = "" if folder.is_dir() else " (not there yet)"
        print(f"# {origin}: {folder}{state}")
    entries = find_packs(dirs)
    if not entries:
        print("no lesson packs found")
        return 0
    for e in entries:
        if e.pack is None:
            first = next((p for p in e.problems if not p.warning), None)
            print(f"BROKEN  {e.origin:8} {e.path}  ({first}; run edu-domino check-pack)")
            continue
        p = e.pack
        print(f"level {p.level}  {e.origin:8} {p.id:24} v{p.version:5} {p.faces:9} "
              f"{len(p.steps):3} steps  {p.title.get(args.lang)}")
    return 0
