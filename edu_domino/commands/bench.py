"""`edu-domino bench WHAT [--json]`: speed and strength measurements (see benchmarks/README.md).

Each measurement lives in `edu_domino.bench.<what>` with `add_arguments(parser)` and
`run(args) -> int`; it is imported only when asked for.
"""

from __future__ import annotations

import argparse
import importlib

HELP = "measure speed or strength: engine, ai, audio, ui, progress, classplay, ownpace, tap, board, school"
WHATS = ("engine", "ai", "audio", "ui", "progress", "classplay", "ownpace", "tap", "board", "school")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="what", metavar="WHAT", required=True)
    for what in WHATS:
        p = sub.add_parser(what, help=f"the {what} benchmark")
        try:
            module = importlib.import_module(f"edu_domino.bench.{what}")
        except ModuleNotFoundError as exc:
            if exc.name == f"edu_domino.bench.{what}":
                p.set_defaults(missing=True)
                continue
            raise
        module.add_arguments(p)


def run(args: argparse.Namespace) -> int:
    if getattr(args, "missing", False):
        from edu_domino.i18n import _

        print(_("the {what} benchmark is not written yet", what=args.what))
        return 1
    return int(importlib.import_module(f"edu_domino.bench.{args.what}").run(args) or 0)
