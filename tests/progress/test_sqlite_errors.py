"""Every sqlite3 error on the record reaches the pupil as the app's own error: one translated line
naming the file and the fix, never SQLite's English text and never a traceback."""

from __future__ import annotations

import sqlite3

import pytest

from edu_domino.i18n import set_language
from edu_domino.progress import RecordAccessError, open_record, remove_pupil

# language -> (full disk, read-only): the words a teacher reads (oracle: the catalogs' wording)
SAID = {
    "en": ("the disk is full", "read-only"),
    "es": ("el disco está lleno", "solo lectura"),
    "pt": ("o disco está cheio", "somente leitura"),
}
SQLITE_TEXT = ("database or disk is full", "attempt to write a readonly database")

WRITES = {
    "record_answer": lambda r, p: r.record_answer(p, "pow:powers:2^1", "powers", "2", "2", True, 500),
    "record_lesson": lambda r, p: r.record_lesson(p, "warmup", 2, 3, 5),
    "create_pupil": lambda r, p: r.create_pupil("Zoe" * 5),
    "set_pin": lambda r, p: r.set_pin(p, "1234"),
    "touch": lambda r, p: r.touch(p),
    "rename_pupil": lambda r, p: r.rename_pupil(p, "Ana Maria"),
    "remove_pupil": lambda r, p: remove_pupil(r, p),
}


@pytest.fixture
def backend() -> str:
    """Only a file: these are SQLite's own result codes (a server's errors: test_school_offline.py)."""
    return "sqlite"


def _fill_the_disk(record, pupil) -> None:
    """No page left to grow into, and no room left in the pages for another answer: SQLite
    answers SQLITE_FULL, as on a full disk."""
    (pages,) = record.query("PRAGMA page_count")[0]
    record.query(f"PRAGMA max_page_count = {pages}")
    for _ in range(100_000):
        try:
            WRITES["record_answer"](record, pupil)
        except RecordAccessError as full:
            assert full.kind == "full"
            return
    raise AssertionError("the page limit never filled")


def _make_read_only(record, pupil) -> None:
    """Writes refused with SQLITE_READONLY, as on a read-only file (chmod does not stop root)."""
    record.query("PRAGMA query_only = ON")


@pytest.fixture
def busy_record(record):
    pupil = record.create_pupil("Ana")
    record.create_pupil("Bea")  # answers after Ana is gone (remove_pupil) are Bea's
    with record.transaction():  # enough rows that every write needs a new page
        for i in range(300):
            record.record_answer(pupil, f"pow:powers:2^{i % 4}", "powers", "x" * 200, "2", True, 500)
    return record, pupil


@pytest.mark.parametrize("language", sorted(SAID))
@pytest.mark.parametrize("write", sorted(WRITES))
@pytest.mark.parametrize("problem", ["full", "read-only"])
def test_a_failed_write_is_one_translated_line_naming_the_file(busy_record, write, language, problem):
    record, pupil = busy_record
    (_fill_the_disk if problem == "full" else _make_read_only)(record, pupil)
    set_language(language)
    errors = []
    try:
        WRITES[write](record, pupil)  # an update in place may still fit on a full disk ...
    except RecordAccessError as error:
        errors.append(error)
    if not (write == "remove_pupil" and not errors):  # a removal frees room for answers
        with pytest.raises(RecordAccessError) as info:
            WRITES["record_answer"](record, record.find_pupil("Bea"))  # ... a new answer never does
        errors.append(info.value)
    if problem == "read-only":
        assert len(errors) == 2  # nothing is written to a read-only file
    for error in errors:
        message = str(error)
        assert error.kind == problem and not error.retryable, (message, repr(error.__cause__))
        assert str(record.path) in message and "\n" not in message
        assert SAID[language][0 if problem == "full" else 1] in message
        assert not any(text in message for text in SQLITE_TEXT)  # SQLite's English never reaches the pupil
        assert isinstance(error.__cause__, sqlite3.Error)


def test_the_record_works_again_once_space_is_freed(busy_record):
    record, pupil = busy_record
    _fill_the_disk(record, pupil)
    saved = len(record.answers(pupil))
    with pytest.raises(RecordAccessError):
        WRITES["record_answer"](record, pupil)
    assert len(record.answers(pupil)) == saved  # the failed one left nothing half-written
    record.query("PRAGMA max_page_count = 1000000")
    WRITES["record_answer"](record, pupil)
    assert len(record.answers(pupil)) == saved + 1


def test_a_record_folder_that_cannot_be_created_in_is_reported_translated(tmp_path, monkeypatch):
    folder = tmp_path / "class"
    folder.mkdir()

    def refuse(*args, **kwargs):
        raise sqlite3.OperationalError("unable to open database file")

    monkeypatch.setattr(sqlite3, "connect", refuse)  # as SQLite answers in a folder it may not write
    set_language("es")
    with pytest.raises(RecordAccessError) as info:
        open_record(folder / "progress.sqlite3")
    assert info.value.kind == "other" and str(folder / "progress.sqlite3") in str(info.value)
    assert "no se pudo preparar" in str(info.value)
