"""A damaged file, someone else's file or a newer version's: kept aside, reported, never lost."""

import sqlite3

import pytest

from edu_domino.progress import RecordUnusable, open_record
from edu_domino.progress.record import default_path
from edu_domino.progress.schema import SCHEMA_VERSION


def _make_record_with_answers(n=50):
    with open_record() as rec:
        pupil = rec.create_pupil("Ana")
        with rec.transaction():
            for i in range(n):
                rec.record_answer(pupil, "sum:notes:q", "sums", str(i), "2", i % 2 == 0, 500)
    return default_path()


def _kept(path):
    return sorted(p for p in path.parent.iterdir() if p.name.startswith(path.name + "."))


def _check_kept_aside(path, original: bytes, reason: str):
    rec = open_record()
    try:
        kept = _kept(path)
        assert len(kept) == 1 and kept[0].name.startswith(f"progress.sqlite3.{reason}-")
        assert kept[0].read_bytes() == original  # byte for byte what was there
        message = rec.notice
        assert message and str(path) in message and kept[0].name in message
        assert "\n" not in message
        # and a new, working record took its place
        assert rec.pupils() == []
        rec.create_pupil("Bea")
        return message
    finally:
        rec.close()


def test_garbage_file_is_kept_aside_and_reported():
    path = default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"this is not a database at all" * 100)
    original = path.read_bytes()
    message = _check_kept_aside(path, original, "corrupt")
    assert "damaged" in message and "backup" in message


def test_a_record_with_damaged_pages_is_detected():
    path = _make_record_with_answers(2000)
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    # Scribble over the middle of the file (table and index pages), keep the header intact.
    for offset in range(2 * page, len(data) - page, page):
        data[offset : offset + 64] = b"\xff" * 64
    path.write_bytes(bytes(data))
    _check_kept_aside(path, bytes(data), "corrupt")


def test_a_newer_version_is_kept_aside_with_how_to_carry_on():
    path = _make_record_with_answers()
    raw = sqlite3.connect(path)
    raw.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 3}")
    raw.close()
    original = path.read_bytes()
    message = _check_kept_aside(path, original, "newer")
    assert f"record version {SCHEMA_VERSION + 3}" in message
    assert "install the newer edu-domino" in message and "rename" in message


def test_another_programs_sqlite_file_is_not_touched_by_migrations():
    path = default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    raw = sqlite3.connect(path)
    raw.execute("CREATE TABLE photos (id INTEGER PRIMARY KEY, name TEXT)")
    raw.execute("INSERT INTO photos (name) VALUES ('beach')")
    raw.commit()
    raw.close()
    original = path.read_bytes()
    message = _check_kept_aside(path, original, "foreign")
    assert "not an edu-domino progress record" in message


def test_read_only_use_reports_and_leaves_the_file_in_place():
    path = default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x00garbage" * 50)
    with pytest.raises(RecordUnusable) as err:
        open_record(keep_aside=False)
    assert err.value.reason == "corrupt" and str(path) in str(err.value)
    assert path.read_bytes() == b"\x00garbage" * 50 and _kept(path) == []


def test_kept_aside_files_are_never_overwritten():
    path = default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    contents = []
    for i in range(3):  # three damaged files within the same second
        data = f"damaged file number {i}".encode() * 20
        contents.append(data)
        path.write_bytes(data)
        open_record().close()
    kept = _kept(path)
    assert sorted(p.read_bytes() for p in kept) == sorted(contents)


def test_a_journal_left_beside_a_damaged_file_moves_with_it():
    path = default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"junk" * 100)
    journal = path.with_name(path.name + "-journal")
    journal.write_bytes(b"journal bytes")
    open_record().close()
    kept = _kept(path)
    assert [p.name.endswith("-journal") for p in kept].count(True) == 1
    assert next(p for p in kept if p.name.endswith("-journal")).read_bytes() == b"journal bytes"


def test_a_folder_in_place_of_the_file_is_reported_not_moved():
    from edu_domino.progress import ProgressError

    path = default_path()
    path.mkdir(parents=True)
    with pytest.raises(ProgressError) as err:
        open_record()
    assert str(path) in str(err.value) and "cannot use the progress file" in str(err.value)
    assert path.is_dir() and _kept(path) == []
