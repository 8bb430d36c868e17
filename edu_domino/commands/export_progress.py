"""`edu-domino export-progress OUT.csv [--pupil NAME]`: the pupils' record for a spreadsheet."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from edu_domino.i18n import N_, _

HELP = N_("Write the pupils' progress (every answer, lesson results or skills) to a CSV file.")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("out", metavar=N_("OUT.csv"), help=N_("the CSV file to write (replaced if it exists)"))
    parser.add_argument("--pupil", metavar=N_("NAME"), help=N_("only this pupil (default: every pupil)"))
    parser.add_argument("--class", dest="class_name", metavar=N_("NAME"), help=N_("only the pupils of this class"))
    parser.add_argument(
        "--kind", choices=("answers", "lessons", "skills"), default="answers",
        help=N_("one row per answer (default), per finished lesson, or per pupil and skill"),
    )
    parser.add_argument(
        "--record", metavar=N_("FILE-or-URL"),
        help=N_("the progress file, or a school's server as postgresql://user@host/database, to read "
             "(default: EDU_DOMINO_RECORD, else progress.sqlite3 in the user's data folder)"),
    )


def run(args: argparse.Namespace) -> int:
    # Imported here so that `edu-domino --help` does not load SQLite and the face sets.
    from edu_domino.atomic import write_atomic
    from edu_domino.progress import ProgressError, open_record
    from edu_domino.progress.export import read, skipped_message, to_csv

    out = Path(args.out)
    warnings: list[str] = []
    try:
        # Only reads: a damaged or newer file is reported and left exactly where it is. A damaged
        # one is still read, as far as it can be: every readable row is exported.
        with open_record(args.record, keep_aside=False, create=False, damaged_ok=True) as record:
            if record.damaged and record.notice:
                warnings.append(record.notice)
            pupil = record.find_pupil(args.pupil) if args.pupil else None
            among = None
            if args.class_name:
                from edu_domino.progress.classes import class_pupils

                among = class_pupils(record, args.class_name)
            header, lines, skipped = read(record, args.kind, pupil, among=among)
            text = to_csv(header, lines)
            if skipped:
                warnings.append(skipped_message(record, out, skipped))
    except ProgressError as exc:
        print(f"edu-domino export-progress: {exc}", file=sys.stderr)
        return 1
    try:
        write_atomic(out, text)
    except OSError as exc:
        from edu_domino.os_reasons import cannot_write

        print(cannot_write(out, exc), file=sys.stderr)
        return 1
    for warning in warnings:  # the file was written: what it lacks is said, the exit is still 0
        print(f"edu-domino export-progress: {warning}", file=sys.stderr)
    who = _("pupil {name}", name=pupil.name) if pupil else _("every pupil")
    print(_("{file}: {n} rows ({kind}, {who})", file=out, n=len(lines), kind=args.kind, who=who))
    return 0
