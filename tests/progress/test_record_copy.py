"""`edu-domino record copy`: a laptop's record into the school's server and back gives the same
CSV export byte for byte, and copying again moves nothing."""

from __future__ import annotations

import time

from edu_domino.cli import main
from edu_domino.progress import open_record, pupil_progress
from edu_domino.progress.demo import SimulatedClock, simulate_practice
from edu_domino.progress.record import default_path


def _demo_record(path) -> None:
    clock = SimulatedClock(time.time() - 4 * 86_400)
    with open_record(path, clock=clock.wall) as record:
        simulate_practice(record, clock, "Ana", 200, seed=1, per_day=60)
        simulate_practice(record, clock, "Bruno Ñúñez", 90, seed=2, per_day=60)
        ana = record.find_pupil("Ana")
        record.record_lesson(ana, "warmup", 2, 4, 5, lesson="first", seconds=61)


def _export(target, out, kind="answers") -> bytes:
    assert main(["export-progress", str(out), "--kind", kind, "--record", str(target)]) == 0
    return out.read_bytes()


def test_demo_record_to_the_server_and_back_exports_the_same_bytes(tmp_path, postgres_server, capsys):
    laptop, back = tmp_path / "laptop.sqlite3", tmp_path / "back.sqlite3"
    _demo_record(laptop)
    school = postgres_server.fresh_url()
    assert main(["record", "copy", str(laptop), school]) == 0
    assert "2 new pupils, 290 answers and 1 lesson results copied; 0 were there already" in capsys.readouterr().out
    assert main(["record", "copy", school, str(laptop)]) == 0  # back into the original: nothing new
    assert "0 new pupils, 0 answers and 0 lesson results copied; 291 were there already" in capsys.readouterr().out
    assert main(["record", "copy", school, str(back)]) == 0
    for kind in ("answers", "lessons", "skills"):
        original = _export(laptop, tmp_path / f"a-{kind}.csv", kind)
        assert _export(school, tmp_path / f"s-{kind}.csv", kind) == original
        assert _export(back, tmp_path / f"b-{kind}.csv", kind) == original
    with open_record(back) as record:  # the schedule came along: the pupil's page is the same
        progress = pupil_progress(record, record.find_pupil("Ana"))
    with open_record(laptop) as record:
        assert pupil_progress(record, record.find_pupil("Ana")).skills == progress.skills


def test_a_copy_into_a_record_with_other_pupils_adds_and_merges_by_name(tmp_path, record_target, capsys):
    laptop = tmp_path / "laptop.sqlite3"
    _demo_record(laptop)
    target = str(record_target or default_path())
    with open_record(target) as record:
        record.create_pupil("ana")  # the same pupil, typed in another case on the other computer
        record.create_pupil("Carla")
    assert main(["record", "copy", str(laptop), target]) == 0
    assert "1 new pupils, 290 answers and 1 lesson results copied" in capsys.readouterr().out
    with open_record(target) as record:
        assert [p.name for p in record.pupils()] == ["ana", "Bruno Ñúñez", "Carla"]
        ana = record.find_pupil("Ana")
        assert len(record.answers(ana)) == 200 and record.steps(ana) == 200


def test_copying_from_a_record_that_is_not_there_says_so(tmp_path, capsys):
    assert main(["record", "copy", str(tmp_path / "nothing.sqlite3"), str(tmp_path / "to.sqlite3")]) == 1
    assert "nothing.sqlite3: no progress record here" in capsys.readouterr().err
    assert not (tmp_path / "to.sqlite3").exists()
