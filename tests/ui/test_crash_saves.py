"""An error nobody foresaw inside the lesson screen, with a pupil's answers still queued (the
record is held locked by a third real process, so none can have been saved yet): the real app
(tests/ui/crash_child.py) saves every queued answer and the lesson result before it ends, says
what happened and where the log is, and exits 1. When the record stays locked past the closing
wait, the answers are kept in a side file, counted apart from the lesson result, and the next
start puts them all in the record. Before, the crash left the loop before closing: all were lost."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from app_children import next_start
from record_lock import HeldRecord

from edu_domino.progress import open_record
from edu_domino.progress.unsaved import side_files

CHILD = Path(__file__).with_name("crash_child.py")


def _start(pupil, close_timeout: float) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, str(CHILD), str(pupil.id), pupil.name, str(close_timeout)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONUNBUFFERED": "1", "EDU_DOMINO_LANG": "en"})


def _finish(child: subprocess.Popen) -> tuple[str, str]:
    try:
        return child.communicate(timeout=180)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()


def _answered(child: subprocess.Popen) -> int:
    line = child.stdout.readline().strip()
    assert line.startswith("answered "), line + child.stderr.read()
    return int(line.split()[1])


def test_a_crash_in_a_lesson_saves_every_queued_answer_then_says_where_the_log_is(tmp_path):
    with open_record() as record:
        ana = record.create_pupil("Ana")
        path = record.path
    with HeldRecord(path) as held:
        child = _start(ana, close_timeout=120)
        answered = _answered(child)
        assert child.stdout.readline().strip() == "leaving"  # the crash closes the app, it does not kill it
        held.release()
        out, err = _finish(child)
    assert out.strip() == "exit 1"
    assert "injected failure in the lesson screen" in err
    assert "Every answer given so far was saved first" in err
    log = Path(re.search(r"The details are in (\S+\.log)", err).group(1))
    assert "RuntimeError: injected failure" in log.read_text(encoding="utf-8")
    with open_record() as other:
        rows = other.answers(other.find_pupil("Ana"))
        assert len(rows) == answered > 0
        assert all(r.correct for r in rows)  # each the expected answer, as the child gave them
        [lesson] = other.lesson_results()
        assert lesson.pack_id == "warmup-pips-numerals" and lesson.score == lesson.out_of


def test_a_record_locked_past_the_wait_keeps_the_answers_aside_and_the_next_start_merges_them():
    with open_record() as record:
        ana = record.create_pupil("Ana")
        path = record.path
    with HeldRecord(path):
        child = _start(ana, close_timeout=1.0)
        answered = _answered(child)
        out, err = _finish(child)  # the lock is still held: nothing could be saved
        assert out.strip().endswith("exit 1")
        [side] = side_files(path)
        # The answers and the lesson result counted apart (not "N + 1 answers").
        assert f"{answered} answers and 1 lesson results are kept in {side}" in err
        assert "Every answer given so far was saved first" not in err
    with open_record() as other:
        assert other.answers() == []  # nothing went in while the lock was held
    assert "now in the record" in next_start(path)
    with open_record() as other:
        assert len(other.answers(other.find_pupil("Ana"))) == answered
        [lesson] = other.lesson_results()
        assert lesson.score == lesson.out_of
