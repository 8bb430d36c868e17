"""A second running edu-domino (another process) holding the record: the pupil's answer is not
lost in silence, the message names the file and the likely cause, and saving works again as
soon as the other copy lets go."""

from __future__ import annotations

import threading

import pytest
from record_lock import HeldRecord

from edu_domino.i18n import set_language
from edu_domino.progress import ProgressError, open_record
from edu_domino.progress import record as record_module


@pytest.fixture
def other_copy():
    """Start a process that holds the record's file locked until `release()` is called."""
    started = []

    def hold(path):
        started.append(HeldRecord(path))
        return started[-1].release

    yield hold
    for held in started:
        held.proc.kill()
        held.proc.wait()


def test_an_answer_saved_while_another_copy_holds_the_file(monkeypatch, clock, other_copy):
    monkeypatch.setattr(record_module, "LOCK_WAIT_S", 0.3)
    record = open_record(clock=clock)
    ana = record.create_pupil("Ana")
    record.record_answer(ana, "pow:powers:2^1", "powers", "2", "2", True, 700)
    release = other_copy(record.path)
    with pytest.raises(ProgressError) as info:
        record.record_answer(ana, "pow:powers:2^2", "powers", "4", "4", True, 800)
    message = str(info.value)
    assert str(record.path) in message and "no other edu-domino is using it" in message
    release()
    record.record_answer(ana, "pow:powers:2^2", "powers", "4", "4", True, 800)  # the retry saves
    assert [a.given for a in record.answers(ana)] == ["2", "4"]
    record.close()


@pytest.mark.parametrize(("language", "said"), [("en", "another edu-domino is using"),
                                               ("es", "otro edu-domino"), ("pt", "outro edu-domino")])
def test_opening_a_file_another_copy_holds_says_so_and_keeps_it(monkeypatch, clock, other_copy, language, said):
    """Not mistaken for a damaged file: nothing is renamed aside, no empty record is started."""
    monkeypatch.setattr(record_module, "LOCK_WAIT_S", 0.3)
    first = open_record(clock=clock)
    first.create_pupil("Ana")
    path = first.path
    first.close()
    release = other_copy(path)
    set_language(language)
    try:
        with pytest.raises(ProgressError) as info:
            open_record(path, clock=clock)
        assert str(path) in str(info.value) and said in str(info.value)
    finally:
        set_language(None)
        release()
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]
    with open_record(path, clock=clock) as again:
        assert again.notice is None
        assert [p.name for p in again.pupils()] == ["Ana"]


def _open_at_once(target, clock, openers: int = 3) -> tuple[list[str], list[Exception]]:
    """`openers` threads open the record at `target` at the same moment and add a pupil each."""
    barrier = threading.Barrier(openers)
    names: list[str] = []
    errors: list[Exception] = []

    def open_it() -> None:
        barrier.wait()
        try:
            record = open_record(target, clock=clock)
            names.append(record.create_pupil(f"Pupil {threading.get_ident()}").name)
            record.close()
        except Exception as exc:  # noqa: BLE001 - the assertion shows what it was
            errors.append(exc)

    threads = [threading.Thread(target=open_it) for _ in range(openers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return names, errors


def test_several_openers_starting_the_same_new_record_at_once_all_get_it(tmp_path, clock):
    """The app's record thread and a class server's recorder can start a record that does not
    exist yet at the same moment (in CI this once made a pupil's join fail with "disk I/O
    error"): every opener gets the one record, and no half-made file is left beside it."""
    for attempt in range(20):
        target = tmp_path / f"try{attempt}" / "progress.sqlite3"
        names, errors = _open_at_once(target, clock)
        assert errors == []
        again = open_record(target, clock=clock)
        assert sorted(pupil.name for pupil in again.pupils()) == sorted(names)
        again.close()
        assert sorted(path.name for path in target.parent.iterdir()) == ["progress.sqlite3"]
