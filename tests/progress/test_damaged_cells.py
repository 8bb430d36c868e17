"""A damaged record (schema, cell, empty file, a `day` that is not a day): detected, kept aside,
reported in one line, and everything still readable is shown and exported."""

from __future__ import annotations

import csv
import sqlite3

import pytest

from edu_domino.cli import main
from edu_domino.progress import RecordUnusable, open_record, pupil_progress
from edu_domino.progress.export import read
from edu_domino.progress.record import default_path


@pytest.fixture
def backend() -> str:
    """Only a file: a server's typed columns cannot hold a damaged cell."""
    return "sqlite"

# What each pupil answered (the oracle): one answer each, in this order, all correct.
GIVEN = {"Ana": ["ana-0", "ana-1", "ana-2", "ana-3"], "Bruno": ["bruno-0", "bruno-1", "bruno-2"]}


def _make_record():
    with open_record() as record:
        pupils = {name: record.create_pupil(name) for name in GIVEN}
        for name, answers in GIVEN.items():
            for given in answers:
                record.record_answer(pupils[name], "pow:powers:2^1", "powers", given, "2", True, 500)
        record.record_lesson(pupils["Ana"], "warmup", 2, 3, 5, seconds=40)
    return default_path()


def _kept(path):
    return sorted(p for p in path.parent.iterdir() if p.name.startswith(path.name + "."))


def _flip(path, marker: bytes, offset: int = 1) -> bytes:
    data = bytearray(path.read_bytes())
    at = data.index(marker) + offset
    data[at] = 0xFF
    path.write_bytes(bytes(data))
    return bytes(data)


def _export(path, out, capsys, *extra) -> tuple[int, list[list[str]], str]:
    code = main(["export-progress", str(out), "--record", str(path), *extra])
    err = capsys.readouterr().err
    rows = []
    if out.exists():
        with open(out, encoding="utf-8-sig", newline="") as handle:
            rows = list(csv.reader(handle))
    return code, rows, err


def test_invalid_utf8_in_one_answer_exports_every_other_answer_and_names_it(tmp_path, capsys):
    path = _make_record()
    damaged = _flip(path, b"ana-2")
    out = tmp_path / "all.csv"
    code, rows, err = _export(path, out, capsys)
    assert code == 0 and "Traceback" not in err
    want = [g for answers in GIVEN.values() for g in answers if g != "ana-2"]
    assert [r[6] for r in rows[1:]] == want  # every readable answer, of every pupil
    assert str(path) in err and "1 rows could not be read" in err
    assert "answer 3 (Ana): damaged given" in err
    assert "backup copy" in err and "a new one started" not in err  # the old, wrong advice is gone
    assert path.read_bytes() == damaged  # reading never changes the file
    # one pupil's export, and the other pupil's (nothing of theirs is missing, nothing said)
    code, rows, err = _export(path, out, capsys, "--pupil", "Bruno")
    assert code == 0 and [r[6] for r in rows[1:]] == GIVEN["Bruno"] and err == ""


def test_the_app_keeps_a_copy_of_a_record_with_a_damaged_cell_and_mends_it():
    path = _make_record()
    damaged = _flip(path, b"ana-2")
    with open_record() as record:
        [kept] = _kept(path)
        assert kept.read_bytes() == damaged and kept.name.startswith("progress.sqlite3.damaged-")
        notice = record.notice
        assert notice and str(path) in notice and kept.name in notice and "\n" not in notice
        assert f"export-progress OUT.csv --record {kept.name}" in notice
        skipped = []
        given = [a.given for a in record.answers(skipped=skipped)]
        assert skipped == [] and given[2] == "a\ufffda-2"  # the readable letters are kept
        assert given[:2] + given[3:] == [g for a in GIVEN.values() for g in a if g != "ana-2"]
    with open_record() as again:  # mended: not kept aside a second time
        assert again.notice is None and len(_kept(path)) == 1


def test_a_flipped_byte_in_the_schema_text_is_kept_aside_not_a_decode_error(tmp_path, capsys):
    path = _make_record()
    damaged = _flip(path, b"CREATE TABLE answers", 8)
    with open_record() as record:
        [kept] = _kept(path)
        assert kept.read_bytes() == damaged and kept.name.startswith("progress.sqlite3.corrupt-")
        assert record.notice and str(path) in record.notice and "damaged" in record.notice
        assert record.pupils() == []  # a new record, working
        record.create_pupil("Carla")
    # what the kept file still holds is exported: the lesson results (their table is intact)
    code, rows, err = _export(kept, tmp_path / "l.csv", capsys, "--kind", "lessons")
    assert code == 0 and [(r[0], r[3], r[6]) for r in rows[1:]] == [("Ana", "warmup", "3")]
    assert str(kept) in err and "Traceback" not in err
    # ... and the answers table, whose schema line is gone, is named as unreadable
    code, rows, err = _export(kept, tmp_path / "a.csv", capsys)
    assert code == 0 and rows[1:] == [] and "every answer (the table cannot be read)" in err


def test_a_damaged_index_definition_still_exports_every_answer(tmp_path, capsys):
    path = _make_record()
    _flip(path, b"CREATE INDEX answers_by", 8)
    code, rows, err = _export(path, tmp_path / "a.csv", capsys)
    assert code == 0 and [r[6] for r in rows[1:]] == [g for a in GIVEN.values() for g in a]
    assert "damaged" in err and str(path) in err  # the file is still reported as damaged


def test_a_zero_byte_file_is_kept_aside_not_taken_for_a_new_record():
    path = default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"")
    with pytest.raises(RecordUnusable) as info:
        open_record(keep_aside=False)
    assert "empty (0 bytes)" in str(info.value) and path.read_bytes() == b""
    with open_record() as record:
        [kept] = _kept(path)
        assert kept.read_bytes() == b"" and record.notice and "empty (0 bytes)" in record.notice
        assert kept.name in record.notice


def test_a_genuinely_new_record_says_nothing_and_leaves_no_temporary_file():
    path = default_path()
    with open_record() as record:
        assert record.notice is None and record.pupils() == []
    assert sorted(p.name for p in path.parent.iterdir()) == ["progress.sqlite3"]
    with open_record() as record:  # and opening it again is not "empty" or damaged
        assert record.notice is None


@pytest.mark.parametrize("bad_day", ["'not a day'", "99999999999", "-5", "x'ff'"])
def test_a_damaged_day_is_left_out_of_the_progress_page_and_counted(record, clock, bad_day):
    ana = record.create_pupil("Ana")
    for i in range(5):
        record.record_answer(ana, "pow:powers:2^1", "powers", "2", "2", i != 4, 500)
        clock.advance(86400)  # one answer a day
    raw = sqlite3.connect(record.path)
    raw.execute(f"UPDATE answers SET day = {bad_day} WHERE id = 2")
    raw.commit()
    raw.close()
    progress = pupil_progress(record, ana)  # before: TypeError / OverflowError, page gone
    assert progress.unreadable == 1
    assert [(d.answered, d.correct) for d in progress.days] == [(1, 1), (1, 1), (1, 1), (1, 0)]
    assert (progress.answered, progress.correct) == (4, 3)
    # the export still has it: its date comes from `at`, which is intact
    _header, rows, skipped = read(record, "answers")
    assert len(rows) == 5 and skipped == []
