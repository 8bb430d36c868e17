"""`edu-domino check-pack PATH...`: check lesson packs (files or folders) and say what is wrong.

Exit 0 with one summary line per valid pack; otherwise exit 1 and every problem as
`file:line: what is wrong; how to fix it`. Warnings (e.g. a language missing) are printed too and
fail the check only with --strict. Messages follow `--lang es|pt|en` (added to every command by
edu_domino/cli.py), else the system locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from edu_domino.commands._errors import reports_user_errors
from edu_domino.i18n import N_

HELP = N_("check lesson packs (files or folders) and say exactly what is wrong and where")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="+", metavar=N_("PATH"), help=N_("a pack .toml file, a pack folder, or a folder of packs"))
    parser.add_argument("--strict", action="store_true", help=N_("treat warnings (e.g. a missing language) as problems"))


@reports_user_errors
def run(args: argparse.Namespace) -> int:
    from edu_domino.i18n import _
    from edu_domino.lesson.library import kept_paths, same_id_problem
    from edu_domino.lesson.loader import check_file, pack_paths

    failed = False
    checked = []
    for given in args.paths:
        root = Path(given)
        if not root.exists():
            print(f"{given}:1: " + _("no such file or folder; check the path"), file=sys.stderr)
            failed = True
            continue
        paths = pack_paths(root)
        if not paths:
            print(f"{given}:1: " + _("no lesson packs in this folder; put .toml packs (or pack folders) in it"),
                  file=sys.stderr)
            failed = True
        checked += [(path, *check_file(path)) for path in paths]
    # Two packs with one id: the original is kept, the copy is refused (lesson/library.py).
    kept = kept_paths([(0, path, pack) for path, pack, problems in checked if not (args.strict and problems)])
    for path, pack, problems in checked:
        for p in problems:
            print(p, file=sys.stderr)
        if pack is None or (args.strict and problems):
            failed = True
            continue
        if kept[pack.id] != path:
            print(same_id_problem(path, pack, kept[pack.id]), file=sys.stderr)
            failed = True
            continue
        warned = ""
        if problems:
            warned = " " + (_("(1 warning)") if len(problems) == 1 else _("({n} warnings)", n=len(problems)))
        print(f"ok {path}: {pack.summary()}{warned}")
    return 1 if failed else 0
