"""Many app instances writing to one school server that restarts: nothing acknowledged is lost or
doubled.

`run_load` starts `processes` headless pupils (`python -m edu_domino.bench.school_load URL NAME N`),
each saving N answers through the app's own record worker (`ui/records.py`: it tries a save
again while the server cannot be reached, with the same answer id). A pupil prints an answer's id
only once the worker says it is saved: those lines are the load's own log. Meanwhile the server
is restarted (a crash-like stop, then a start) `restarts` times, spread over the run. The check
then counts, with one query, how many times each logged id is in the record.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial


@dataclass
class LoadResult:
    acknowledged: int  # answers the pupils were told were saved (the log)
    in_record_once: int  # of those, how many the record holds exactly once
    missing: int
    doubled: int
    total_rows: int  # every answer row of the load's pupils
    seconds: float

    @property
    def answers_per_s(self) -> float:
        return self.acknowledged / self.seconds if self.seconds else 0.0


def run_load(url: str, restart: Callable[[], None], *, processes: int = 10, answers: int = 1000,
             restarts: int = 2, timeout_s: float = 1800) -> LoadResult:
    children = [
        subprocess.Popen([sys.executable, "-m", "edu_domino.bench.school_load", url, f"Pupil {k}", str(answers)],
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                         env={**os.environ, "PYTHONUNBUFFERED": "1"})
        for k in range(processes)
    ]
    log: list[str] = []
    lock = threading.Lock()

    def read(child: subprocess.Popen) -> None:
        assert child.stdout is not None
        for line in child.stdout:
            with lock:
                log.append(line.strip())

    readers = [threading.Thread(target=read, args=(c,), daemon=True) for c in children]
    start = time.perf_counter()
    for reader in readers:
        reader.start()
    goal = processes * answers
    for n in range(1, restarts + 1):  # restart when 1/3 and 2/3 of the answers are acknowledged
        while len(log) < goal * n // (restarts + 1) and any(c.poll() is None for c in children):
            time.sleep(0.02)
        restart()
    for child in children:
        child.wait(timeout=timeout_s)
    for reader in readers:
        reader.join()
    seconds = time.perf_counter() - start
    return _check(url, log, processes, seconds)


def _check(url: str, log: list[str], processes: int, seconds: float) -> LoadResult:
    import psycopg

    with psycopg.connect(url) as conn:
        counts: dict[str, int] = dict(conn.execute("SELECT uid, count(*) FROM answers WHERE uid = ANY(%s) GROUP BY uid",
                                   (log,)).fetchall())
        row = conn.execute(
            "SELECT count(*) FROM answers a JOIN pupils p ON p.id = a.pupil_id WHERE p.name LIKE 'Pupil %%'"
        ).fetchone()
        total = row[0] if row else 0
    once = sum(1 for uid in log if counts.get(uid) == 1)
    return LoadResult(acknowledged=len(log), in_record_once=once, missing=sum(1 for uid in log if uid not in counts),
                      doubled=sum(1 for uid in log if counts.get(uid, 0) > 1), total_rows=int(total),
                      seconds=seconds)


def _acknowledged(uid: str, _state: object) -> None:
    """An answer the record took: its id on the writer's log (the test counts from it)."""
    print(uid, flush=True)


def _own_pupil(name: str, record):
    """This writer's pupil: made once, found again if an earlier try was made but not answered."""
    found = [p for p in record.pupils() if p.name == name]
    return found[0] if found else record.create_pupil(name)


def _pupil(url: str, name: str, answers: int) -> None:
    """One headless pupil: saves `answers` answers through the app's record worker."""
    from edu_domino.progress import open_record
    from edu_domino.progress.unsaved import answer_entry
    from edu_domino.ui.records import RecordWorker

    worker = RecordWorker(opener=partial(open_record, url))
    made: list = []
    while not made:  # the server may be restarting as this pupil starts (a slow, loaded machine): try again
        worker.submit(partial(_own_pupil, name), made.append, lambda _problem: None)
        while not worker.flush(timeout=5):
            pass
        if not made:
            time.sleep(0.2)
    pupil = made[0]
    for n in range(answers):
        value = 2 ** (n % 8)
        entry = answer_entry(pupil, f"pow:powers:2^{n % 8}", "powers", str(value), str(value), n % 5 != 0, 800,
                             source="practice")
        worker.submit_entry(entry, partial(_acknowledged, entry["uid"]))
        worker.poll()
    while not worker.flush(timeout=5):
        pass
    worker.close()


if __name__ == "__main__":
    _pupil(sys.argv[1], sys.argv[2], int(sys.argv[3]))
