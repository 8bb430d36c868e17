"""`edu-domino lessons [--lessons DIR]`: list the lesson packs found (bundled, the user's, DIR).

Packs are grouped by level, in the order the app lists them (an explicit `order`, then the id);
packs that cannot be used (problems, or an id another pack already has) come last, each with
its first problem. Messages and titles follow `--lang` (default: the app's saved setting, else the system's).
"""

from __future__ import annotations

import argparse

from edu_domino.commands._errors import reports_user_errors
from edu_domino.i18n import N_

HELP = N_("list the lesson packs: bundled, in your lessons folder, and in any --lessons DIR")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--lessons", action="append", default=[], metavar=N_("DIR"),
                        help=N_("also look in this folder (may be given more than once)"))
    parser.add_argument("--lang", default=None, choices=("es", "pt", "en"),
                        help=N_("language of the titles (default: the saved setting or the system's)"))


@reports_user_errors
def run(args: argparse.Namespace) -> int:
    from edu_domino.i18n import _, current_language
    from edu_domino.lesson.library import find_packs, languages_note, lesson_dirs

    lang = args.lang or current_language()
    dirs = lesson_dirs(args.lessons)
    origins = {"bundled": _("bundled"), "user": _("your lessons folder"), "folder": _("folder")}
    for origin, folder in dirs:
        state = " " + _("(not there yet)") if folder.is_dir() is False else ""
        print(f"# {origins[origin]}: {folder}{state}")
    entries = find_packs(dirs)
    if not entries:
        print(_("no lesson packs found"))
        return 0
    level: int | str | None = None  # the level whose heading is printed ("broken": the unusable packs)
    for e in entries:
        if e.pack is None:
            if level != "broken":
                level = "broken"
                print(_("Packs that cannot be used (run edu-domino check-pack):"))
            first = next((p for p in e.problems if not p.warning), None)
            print(f"  {first}")
            continue
        p = e.pack
        if p.level != level:
            level = p.level
            print(_("Level {n}", n=p.level))
        extras = [origins[e.origin]]
        if p.author:
            extras.append(_("by {author}", author=p.author))
        note = languages_note(p.languages)
        if note:
            extras.append(note)
        steps = _("{n} steps", n=len(p.steps)) if len(p.steps) != 1 else _("1 step")
        print(f"  {p.id:24} v{p.version:5} {p.faces:9} {steps:10} {p.title.get(lang)}  ({', '.join(extras)})")
    return 0
