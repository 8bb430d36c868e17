"""`edu-domino record copy FROM TO`: move a record into a school's server (and back).

FROM and TO are each a progress file or a `postgresql://user@host/database` URL. Idempotent:
what TO already holds (the same answer ids) is not copied again; the counts say what moved.
"""

from __future__ import annotations

import argparse
import sys

from edu_domino.i18n import N_, _

HELP = N_("Copy a progress record into another (a laptop's file into the school's server, and back).")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", metavar=N_("ACTION"), required=True)
    copy = sub.add_parser("copy", help=N_("copy every pupil, answer and lesson result from FROM into TO"))
    copy.add_argument("source", metavar=N_("FROM"), help=N_("a progress file or a postgresql:// URL"))
    copy.add_argument("target", metavar=N_("TO"), help=N_("a progress file or a postgresql:// URL (made if new)"))


def run(args: argparse.Namespace) -> int:
    from edu_domino.progress import ProgressError, open_record
    from edu_domino.progress.copying import copy_record

    try:
        with open_record(args.source, keep_aside=False, create=False) as source, \
                open_record(args.target) as target:
            copied = copy_record(source, target)
            shown = target.path
    except ProgressError as exc:
        print(f"edu-domino record copy: {exc}", file=sys.stderr)
        return 1
    print(_("{file}: {pupils} new pupils, {answers} answers and {lessons} lesson results copied; {already} were "
            "there already", file=shown, pupils=copied.pupils, answers=copied.answers, lessons=copied.lessons,
            already=copied.already))
    return 0
