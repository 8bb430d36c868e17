"""`edu-domino bench school [--json]`: 10 headless pupils write 10,000 answers at once to one
PostgreSQL server (a throwaway one started for the run) while it is restarted twice; then every
acknowledged answer is counted in the record (see `school_load.py`)."""

from __future__ import annotations

import argparse
import json
from dataclasses import asdict


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--processes", type=int, default=10, help="pupils writing at once")
    parser.add_argument("--answers", type=int, default=1000, help="answers by each pupil")
    parser.add_argument("--restarts", type=int, default=2, help="server restarts during the run")


def run(args: argparse.Namespace) -> int:
    from edu_domino.bench.pg_server import PostgresServer
    from edu_domino.bench.school_load import run_load

    server = PostgresServer()
    try:
        result = run_load(server.url(), server.restart, processes=args.processes, answers=args.answers,
                          restarts=args.restarts)
    finally:
        server.close()
    figures = {**asdict(result), "seconds": round(result.seconds, 1), "answers_per_s": round(result.answers_per_s, 1),
               "restarts": args.restarts, "processes": args.processes}
    if args.json:
        print(json.dumps(figures))
    else:
        for key, value in figures.items():
            print(f"{key:>16}: {value}")
    ok = result.missing == 0 and result.doubled == 0 and result.in_record_once == result.acknowledged
    return 0 if ok else 1
