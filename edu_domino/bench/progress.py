"""`edu-domino bench progress [--json]`: how fast the progress screen opens on a big record.

A simulated pupil practises `--answers` items (10,000 by default) through the real
`PracticeSession`, spread over many days, with `--classmates` other pupils beside them. Then a
fresh process (so nothing is cached) opens the record and computes everything the progress
screen and the class view show; `open_ms` is the median over `--repeat` such processes.
Also measured: one durable answer (its own transaction, fsync'd), and the file's size.
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


def run(args: argparse.Namespace) -> int:
    from edu_domino.progress import PracticeSession, open_record
    from edu_domino.progress.demo import SimulatedClock, simulate_practice

    with tempfile.TemporaryDirectory(prefix="edu-domino-bench-") as folder:
        path = Path(folder) / "progress.sqlite3"
        days = args.answers // 80 + 1
        start = time.time() - days * 86_400
        t0 = time.perf_counter()
        clock = SimulatedClock(start)
        with open_record(path, clock=clock.wall) as record:
            simulate_practice(record, clock, "Pupil 0", args.answers, 0)
            for k in range(args.classmates):
                simulate_practice(record, clock, f"Pupil {k + 1}", 300, k + 1)
        generate_s = time.perf_counter() - t0

        # One answer as the app saves it: its own transaction, synchronous=FULL.
        writes = []
        with open_record(path) as record:
            session = PracticeSession(record, record.find_pupil("Pupil 0"), seed=99)
            for _ in range(30):
                item = session.next_item()
                t = time.perf_counter()
                session.answer(item.expected)
                writes.append((time.perf_counter() - t) * 1000)

        probes = []
        for _ in range(max(1, args.repeat)):
            out = subprocess.run([sys.executable, "-c", _PROBE, str(path)], check=True,
                                 capture_output=True, text=True).stdout.split()
            probes.append([float(x) for x in out])
        total = args.answers + 300 * args.classmates + len(writes)
        result = {
            "answers": total,
            "pupil_answers": args.answers + len(writes),
            "pupils": args.classmates + 1,
            "open_ms": round(statistics.median(p[1] for p in probes), 1),
            "open_and_class_view_ms": round(statistics.median(p[2] for p in probes), 1),
            "import_ms": round(statistics.median(p[0] for p in probes), 1),
            "answer_write_ms": round(statistics.median(writes), 2),
            "file_bytes": path.stat().st_size,
            "bytes_per_answer": round(path.stat().st_size / total, 1),
            "generate_s": round(generate_s, 1),
        }
        if args.keep:
            Path(args.keep).write_bytes(path.read_bytes())
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:>24}: {value}")
        print("target: open_ms < 200")
    return 0
