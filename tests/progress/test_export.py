import csv
import io
from datetime import datetime

from edu_domino.cli import main
from edu_domino.progress import open_record


def _read(path):
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # BOM: spreadsheets then read accents right
    return list(csv.reader(io.StringIO(raw.decode("utf-8-sig"))))


def _fill():
    at = datetime(2026, 3, 2, 9, 30, 5).timestamp()
    with open_record() as rec:
        jose = rec.create_pupil("José")
        eve = rec.create_pupil("=cmd|evil")
        rec.record_answer(jose, "sum:notes:q+e", "sums", "3", "3", True, 1500, at=at)
        rec.record_answer(jose, "equiv:notes:q+e", "spellings", "notes:h", "notes:q.", False, 4200,
                          at=at + 60, challenge=True)
        rec.record_answer(eve, "pow:powers:2^3", "powers", "+8", "8", False, 700, at=at + 120)
        rec.record_lesson(jose, "notes-1", 3, 7, 10, lesson="dots", seconds=95, at=at + 600)


def test_answers_csv_has_one_row_per_answer(tmp_path, capsys):
    _fill()
    out = tmp_path / "class.csv"
    assert main(["export-progress", str(out)]) == 0
    assert "3 rows" in capsys.readouterr().out
    rows = _read(out)
    assert rows[0] == ["pupil", "date", "time", "source", "skill", "item", "answer_given",
                       "expected", "correct", "time_ms", "challenge"]
    assert rows[1] == ["José", "2026-03-02", "09:30:05", "practice", "sums", "sum:notes:q+e", "3",
                       "3", "1", "1500", "0"]
    assert rows[2] == ["José", "2026-03-02", "09:31:05", "practice", "spellings",
                       "equiv:notes:q+e", "notes:h", "notes:q.", "0", "4200", "1"]
    # text a spreadsheet would run as a formula is neutralised
    assert rows[3][0] == "'=cmd|evil" and rows[3][6] == "'+8"
    assert not [p for p in tmp_path.iterdir() if p.name != "class.csv"]  # no temp files left


def test_one_pupil_only_any_case(tmp_path):
    _fill()
    out = tmp_path / "jose.csv"
    assert main(["export-progress", str(out), "--pupil", "JOSÉ"]) == 0
    assert [r[0] for r in _read(out)[1:]] == ["José", "José"]


def test_lessons_and_skills_exports(tmp_path):
    _fill()
    out = tmp_path / "lessons.csv"
    assert main(["export-progress", str(out), "--kind", "lessons"]) == 0
    assert _read(out)[1] == ["José", "2026-03-02", "09:40:05", "notes-1", "3", "dots", "7", "10", "95"]
    assert main(["export-progress", str(out), "--kind", "skills", "--pupil", "josé"]) == 0
    rows = _read(out)
    assert [r[1] for r in rows[1:]] == ["sums", "spellings", "powers", "listening", "rhythm"]
    sums = rows[1]
    assert sums[0] == "José" and sums[7:] == ["1", "1", "100.0"]


def test_unknown_pupil_is_one_line_naming_the_file(tmp_path, capsys):
    _fill()
    out = tmp_path / "x.csv"
    assert main(["export-progress", str(out), "--pupil", "Jose"]) == 1
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and "progress.sqlite3" in err and "did you mean 'José'?" in err
    assert not out.exists()


def test_no_record_yet_and_damaged_record(tmp_path, capsys):
    out = tmp_path / "x.csv"
    assert main(["export-progress", str(out)]) == 1
    assert "no progress record here" in capsys.readouterr().err
    damaged = tmp_path / "copy.sqlite3"
    damaged.write_bytes(b"not sqlite" * 10)
    assert main(["export-progress", str(out), "--record", str(damaged)]) == 1
    err = capsys.readouterr().err
    assert str(damaged) in err and "damaged" in err and "Traceback" not in err
    assert damaged.read_bytes() == b"not sqlite" * 10  # reading never moves or changes it


def test_unwritable_destination_is_reported(tmp_path, capsys):
    _fill()
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert main(["export-progress", str(blocker / "out.csv")]) == 1
    err = capsys.readouterr().err
    assert f"{blocker / 'out.csv'}: cannot be written (a part of the path is a file, not a folder); check the path" in err
    assert "Traceback" not in err
