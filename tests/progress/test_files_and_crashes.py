"""Files the record and the writers meet (issue 25): an index SQLite can rebuild is rebuilt, not
the whole record set aside; a record that cannot be created (the disk refuses to grow the file)
is said as a disk error with no temporary file left; the writers refuse a device, a pipe or a
link at the output path and leave it as it was."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys

import pytest

from edu_domino.cli import main
from edu_domino.progress import open_record


def _swap_index_roots(path) -> None:
    """Two indexes of two tables point at each other's pages: every row is intact, every index
    entry disagrees with its rows (what a torn write of index pages leaves)."""
    conn = sqlite3.connect(str(path), isolation_level=None)
    roots = dict(conn.execute("SELECT name, rootpage FROM sqlite_schema WHERE name IN "
                              "('answers_by_pupil_day', 'lesson_results_by_pupil')").fetchall())
    conn.execute("PRAGMA writable_schema = ON")
    conn.execute("UPDATE sqlite_schema SET rootpage = ? WHERE name = 'answers_by_pupil_day'",
                 (roots["lesson_results_by_pupil"],))
    conn.execute("UPDATE sqlite_schema SET rootpage = ? WHERE name = 'lesson_results_by_pupil'",
                 (roots["answers_by_pupil_day"],))
    conn.close()


def test_a_damaged_index_is_rebuilt_and_every_pupil_and_answer_stays():
    with open_record() as record:
        names = ["Ana", "Bruno", "Carla", "Davi", "Eva"]
        for name in names:
            pupil = record.create_pupil(name)
            for n in range(80):
                record.record_answer(pupil, f"item-{n % 7}", "sum", str(n), str(n), n % 3 > 0, 400, source="lesson")
            record.record_lesson(pupil, "warmup", 1, 7, 8)
        path = record.path
    _swap_index_roots(path)
    check = sqlite3.connect(str(path))
    assert check.execute("PRAGMA integrity_check").fetchall() != [("ok",)]  # really damaged
    check.close()
    with open_record() as record:
        assert "rebuilt" in record.notice
        assert [p.name for p in record.pupils()] == names  # none vanished
        assert len(record.answers()) == 400 and len(record.lesson_results()) == 5
        assert record.query("PRAGMA integrity_check") == [("ok",)]
    kept = [p for p in path.parent.iterdir() if ".damaged-" in p.name]
    assert len(kept) == 1  # the file as it was, kept aside beside the mended one
    assert not [p for p in path.parent.iterdir() if ".corrupt-" in p.name]  # not set aside whole


def test_a_record_that_cannot_grow_is_a_disk_error_and_leaves_no_temporary_file(tmp_path):
    # The file size limit makes every write past 2 KB fail, as a full disk does.
    code = ("import resource, signal\n"
            "signal.signal(signal.SIGXFSZ, signal.SIG_IGN)\n"
            "resource.setrlimit(resource.RLIMIT_FSIZE, (2048, 2048))\n"
            "from edu_domino.progress import open_record\n"
            "open_record()\n")
    home = tmp_path / "home"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env={**os.environ, "EDU_DOMINO_HOME": str(home)})
    assert done.returncode == 1
    last = done.stderr.strip().splitlines()[-1]
    assert "cannot start the progress record: the disk reported an error" in last
    assert "no transaction is active" not in done.stderr
    assert list(home.iterdir()) == []  # no half-made record, no temporary file


@pytest.mark.parametrize("kind", ["fifo", "symlink", "device"])
def test_export_progress_refuses_what_is_not_an_ordinary_file(tmp_path, capsys, kind):
    with open_record() as record:
        record.create_pupil("Ana")
    out = tmp_path / "out.csv"
    target = tmp_path / "precious.txt"
    target.write_text("keep me")
    if kind == "fifo":
        os.mkfifo(out)
    elif kind == "symlink":
        out.symlink_to(target)
    else:
        out = tmp_path / "null-link"
        os.symlink("/dev/null", out)  # a link to a device: refused as a link, /dev/null untouched
    assert main(["export-progress", str(out)]) == 1
    err = capsys.readouterr().err
    assert f"{out}: there is a" in err and "not an ordinary file" in err and "Traceback" not in err
    assert target.read_text() == "keep me"
    assert out.is_symlink() or os.path.exists(out)  # still there, as it was
    if kind == "fifo":
        import stat

        assert stat.S_ISFIFO(os.lstat(out).st_mode)
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_a_device_node_at_the_output_path_is_refused(tmp_path, capsys):
    with open_record() as record:
        record.create_pupil("Ana")
    assert main(["export-progress", "/dev/null"]) == 1
    assert "/dev/null: there is a device at this path" in capsys.readouterr().err
    assert os.path.exists("/dev/null") and not os.path.isfile("/dev/null")
