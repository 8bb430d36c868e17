"""A process killed (SIGKILL) while saving answers leaves a readable record missing nothing
that was already committed: at most the answer in flight is lost."""

import os
import signal
import subprocess
import sys
import textwrap

import pytest

from edu_domino.progress import open_record

WRITER = textwrap.dedent(
    """
    import sys
    from edu_domino.progress import PracticeSession, open_record
    from edu_domino.progress.items import right_answer

    record = open_record(sys.argv[1])
    pupil = record.create_pupil("Kim")
    session = PracticeSession(record, pupil, seed=7)
    n = 0
    while True:
        item = session.next_item()
        session.answer(right_answer(item) if n % 3 else "wrong")
        n += 1
        print(n, flush=True)  # printed only after the answer is committed
    """
)


@pytest.mark.parametrize("kill_after", [1, 37, 150])
def test_killed_while_writing_loses_nothing_committed(tmp_path, kill_after, record_target):
    path = record_target or tmp_path / "progress.sqlite3"  # a file, or a school's server
    child = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(path)], stdout=subprocess.PIPE, text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    committed = 0
    try:
        assert child.stdout is not None
        for line in child.stdout:
            committed = int(line)
            if committed >= kill_after:
                break
        # Kill while it is in the middle of more answers, without letting it clean up.
        os.kill(child.pid, signal.SIGKILL)
    finally:
        child.kill()
        child.wait(timeout=30)
    assert child.returncode == -signal.SIGKILL
    assert committed >= kill_after

    with open_record(path) as record:
        assert record.notice is None  # readable: not kept aside as damaged
        if not record.on_server:
            assert record.query("PRAGMA integrity_check") == [("ok",)]
        kim = record.find_pupil("Kim")
        answers = record.answers(kim)
        assert len(answers) >= committed  # nothing already committed is lost
        # the schedule and the answers moved together: no half-written answer
        assert record.steps(kim) == len(answers)
        assert sum(s.seen for s in record.item_states(kim).values()) == len(answers)
        assert [a.correct for a in answers] == [n % 3 != 0 for n in range(len(answers))]
        # and the pupil carries on where they were
        record.record_answer(kim, "sum:notes:q", "sums", "2", "2", True, 100)
        assert len(record.answers(kim)) == len(answers) + 1
