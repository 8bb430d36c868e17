"""Closing with a practice answer still queued and the record locked past the closing wait (a
third real process holds it): the real app (tests/ui/practice_child.py) keeps the answer in the
side file, as it does a lesson's, and the next start puts it in the record with its schedule.
Before, only lesson answers were described by an entry: the practice answer was lost."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from app_children import next_start
from record_lock import HeldRecord

from edu_domino.progress import open_record
from edu_domino.progress.unsaved import side_files

CHILD = Path(__file__).with_name("practice_child.py")


def test_a_practice_answer_queued_at_closing_is_kept_aside_then_merged_at_the_next_start():
    with open_record() as record:
        rui = record.create_pupil("Rui")
        path = record.path
    child = subprocess.Popen([sys.executable, str(CHILD), str(rui.id), rui.name, "1.0"], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             env={**os.environ, "PYTHONUNBUFFERED": "1", "EDU_DOMINO_LANG": "en"})
    try:
        assert child.stdout.readline().strip() == "ready", child.stderr.read()
        with HeldRecord(path):
            child.stdin.write("go\n")
            child.stdin.flush()
            queued = child.stdout.readline().split()
            assert queued[:1] == ["queued"], child.stderr.read()
            out, err = child.communicate(timeout=180)  # the lock outlives the closing wait
            assert out.strip() == "exit 0"
            [side] = side_files(path)
            assert f"1 answers and 0 lesson results are kept in {side}" in err
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    _, key, given = queued
    with open_record() as other:
        [first] = other.answers(other.find_pupil("Rui"))  # only the answer saved while the file was free
        steps_before = other.steps(other.find_pupil("Rui"))
    assert "1 answers and 0 lesson results that could not be saved last time" in next_start(path)
    with open_record() as other:
        pupil = other.find_pupil("Rui")
        rows = other.answers(pupil)
        assert [(r.item, r.given, r.source) for r in rows] == [(first.item, first.given, "practice"),
                                                                (key, given, "practice")]
        assert other.steps(pupil) == steps_before + 1  # a practice answer: the schedule moved too
        assert key in other.item_states(pupil)
