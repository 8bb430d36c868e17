"""`edu-domino bench progress [--json]`: how fast the progress screen opens on a big record.

A simulated pupil practises `--answers` items (10,000 by default) through the real
`PracticeSession`, spread over many days, with `--classmates` other pupils beside them. Then a
fresh process (so nothing is cached) opens the record and computes everything the progress
screen and the class view show; `open_ms` is the median over `--repeat` such processes.
Also measured: one durable answer (its own transaction, fsync'd) and answers per second saved
that way, and the file's size.

`--backend postgresql` copies the same record into a PostgreSQL server (a throwaway one started
for the run, or `--url`) and measures it the same way, in the same run, printed beside the file;
its default record holds 100,000 answers (10,000 + 30 classmates x 3,000).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

_PROBE = """
import sys, time
t0 = time.perf_counter()
from edu_domino.progress import class_view, open_record, pupil_progress
t1 = time.perf_counter()
record = open_record(sys.argv[1], keep_aside=False, create=False)
pupil = record.find_pupil("Pupil 0")
pupil_progress(record, pupil)
t2 = time.perf_counter()
class_view(record)
t3 = time.perf_counter()
record.close()
print((t1 - t0) * 1000, (t2 - t1) * 1000, (t3 - t1) * 1000)
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--answers", type=int, default=10_000, help="answers by the measured pupil")
    parser.add_argument("--classmates", type=int, default=29,
                        help="other pupils in the class view (300 answers each)")
    parser.add_argument("--repeat", type=int, default=5, help="fresh processes to time")
    parser.add_argument("--keep", metavar="FILE", help="also copy the generated record here")
    parser.add_argument("--classmate-answers", type=int, default=None,
                        help="answers by each classmate (default 300; 3,000 with --backend postgresql)")
    parser.add_argument("--backend", choices=("sqlite", "postgresql"), default="sqlite",
                        help="postgresql: the same record copied into a PostgreSQL server (one started for the "
                             "run, or --url), measured beside the file in the same run; 100,000 answers by default")
    parser.add_argument("--url", help="with --backend postgresql: an empty database to use instead of a "
                                      "throwaway server")


def run(args: argparse.Namespace) -> int:
    from edu_domino.progress import open_record
    from edu_domino.progress.demo import SimulatedClock, simulate_practice

    server = args.backend == "postgresql"
    if args.classmate_answers is None:
        args.classmate_answers = 3000 if server else 300
        if server and args.classmates == 29:
            args.classmates = 30  # 10,000 + 30 x 3,000 = 100,000 answers
    with tempfile.TemporaryDirectory(prefix="edu-domino-bench-") as folder:
        path = Path(folder) / "progress.sqlite3"
        days = args.answers // 80 + 1
        start = time.time() - days * 86_400
        t0 = time.perf_counter()
        clock = SimulatedClock(start)
        with open_record(path, clock=clock.wall) as record:
            simulate_practice(record, clock, "Pupil 0", args.answers, 0)
            for k in range(args.classmates):
                simulate_practice(record, clock, f"Pupil {k + 1}", args.classmate_answers, k + 1)
        generate_s = time.perf_counter() - t0
        if args.keep:
            Path(args.keep).write_bytes(path.read_bytes())
        on_server = _on_a_server(path, args) if server else None  # copied before the file's own timed answers
        result = _measure(str(path), args)
        result.update(file_bytes=path.stat().st_size, bytes_per_answer=round(path.stat().st_size / result["answers"], 1),
                      generate_s=round(generate_s, 1))
        if on_server is not None:
            result = {"sqlite": result, "postgresql": on_server}
    if args.json:
        print(json.dumps(result))
    elif server:
        print(f"{'':>24}  {'sqlite':>12}  {'postgresql':>12}")
        for key in result["postgresql"]:
            print(f"{key:>24}: {result['sqlite'].get(key, ''):>12}  {result['postgresql'][key]:>12}")
    else:
        for key, value in result.items():
            print(f"{key:>24}: {value}")
        print("target: open_ms < 200")
    return 0


WRITES = 200  # durable answers timed one by one, as the app saves them


def _measure(target: str, args: argparse.Namespace) -> dict:
    """Answers per second saved one by one (each its own durable transaction), then the pupil's
    page and the class view timed in fresh processes."""
    from edu_domino.progress import PracticeSession, open_record

    writes = []
    with open_record(target) as record:
        session = PracticeSession(record, record.find_pupil("Pupil 0"), seed=99)
        for _ in range(WRITES):
            item = session.next_item()
            t = time.perf_counter()
            session.answer(item.expected)
            writes.append(time.perf_counter() - t)
    probes = []
    for _ in range(max(1, args.repeat)):
        out = subprocess.run([sys.executable, "-c", _PROBE, target], check=True,
                             capture_output=True, text=True).stdout.split()
        probes.append([float(x) for x in out])
    return {
        "answers": args.answers + args.classmate_answers * args.classmates + len(writes),
        "pupil_answers": args.answers + len(writes),
        "pupils": args.classmates + 1,
        "open_ms": round(statistics.median(p[1] for p in probes), 1),
        "open_and_class_view_ms": round(statistics.median(p[2] for p in probes), 1),
        "class_view_ms": round(statistics.median(p[2] - p[1] for p in probes), 1),
        "import_ms": round(statistics.median(p[0] for p in probes), 1),
        "answer_write_ms": round(statistics.median(writes) * 1000, 2),
        "answers_per_s": round(len(writes) / sum(writes), 1),
    }


def _on_a_server(path: Path, args: argparse.Namespace) -> dict:
    """The same record copied into PostgreSQL (`record copy`), measured the same way."""
    from edu_domino.progress import open_record
    from edu_domino.progress.copying import copy_record

    server = None
    url = args.url
    if url is None:
        from edu_domino.bench.pg_server import PostgresServer

        server = PostgresServer()
        url = server.url()
    try:
        t0 = time.perf_counter()
        with open_record(path, keep_aside=False, create=False) as source, open_record(url) as target:
            copy_record(source, target)
        copy_s = time.perf_counter() - t0
        result = _measure(url, args)
        result["copy_s"] = round(copy_s, 1)
        return result
    finally:
        if server is not None:
            server.close()
