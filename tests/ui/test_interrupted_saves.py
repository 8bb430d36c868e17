"""Ctrl+C (SIGINT), closing the terminal (SIGHUP) and SIGTERM with answers still queued: a real
child edu-domino (tests/ui/record_child.py: the real App, RecordWorker and frame loop) stops like
a closed window and saves every queued answer and the lesson result before it exits.

The record is held by a third real process while the signal arrives, so the answers are surely
still queued then; it lets go only once the child has begun closing. Before, SIGINT raised
KeyboardInterrupt out of the loop and SIGHUP/SIGTERM killed the process: all of them were lost."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from record_lock import HeldRecord

from edu_domino.progress import open_record

CHILD = Path(__file__).with_name("record_child.py")
ANSWERS = 12


@pytest.mark.parametrize("signame", ["SIGINT", "SIGHUP", "SIGTERM"])
def test_a_stop_signal_saves_every_queued_answer_first(signame):
    signum = getattr(signal, signame)
    with open_record() as record:
        ana = record.create_pupil("Ana")
        path = record.path
    with HeldRecord(path) as held:
        child = subprocess.Popen(
            [sys.executable, str(CHILD), str(ana.id), ana.name, str(ANSWERS)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        try:
            assert child.stdout.readline().strip() == "ready"
            child.send_signal(signum)  # answers queued, the file held: nothing saved yet
            assert child.stdout.readline().strip() == "leaving"  # it closes, not dies
            held.release()  # now the queue can be written
            out, err = child.communicate(timeout=120)
        finally:
            if child.poll() is None:
                child.kill()
                child.wait()
    assert child.returncode == 0, err
    assert out.strip() == f"exit {128 + signum}"
    assert "Traceback" not in err and "could not be saved" not in err
    with open_record() as other:
        rows = other.answers(other.find_pupil("Ana"))
        assert [r.given for r in rows] == [f"given-{n}" for n in range(ANSWERS)]  # all, in order
        [lesson] = other.lesson_results()
        assert (lesson.pack_id, lesson.score, lesson.out_of) == ("warmup", ANSWERS, ANSWERS)
