"""A class lesson's saves wait while another edu-domino holds the record and go through once it
lets go: no pupil's answer is lost (the class recorder runs on the app's record worker, with its
retrying)."""

from __future__ import annotations

import threading

from record_lock import HeldRecord

from edu_domino.classplay import ClassLesson, ClassRecorder, Phase
from edu_domino.lesson import loads_pack
from edu_domino.progress import open_record
from edu_domino.progress import record as record_module
from edu_domino.ui import records as records_module

PACK = '''
id = "class-busy"
version = 1
faces = "pips"
title = { es = "Ocupado", pt = "Ocupado", en = "Busy" }
instructions = { es = "Suma.", pt = "Some.", en = "Add up." }

[[steps]]
kind = "sum"
id = "five-two"
show = ["5-2"]
choices = [6, 7, 8]
answer = 7
'''


class WatchedRecord:
    """A real record that says when a save found the file held (`turned_away`)."""

    def __init__(self, record, turned_away: threading.Event) -> None:
        self._record, self._turned_away = record, turned_away

    def __getattr__(self, name: str):
        return getattr(self._record, name)

    def record_answer(self, *args, **kwargs):
        try:
            return self._record.record_answer(*args, **kwargs)
        except Exception as exc:
            if getattr(exc, "retryable", False):
                self._turned_away.set()
            raise


def test_answers_given_while_the_record_is_held_are_saved_once_it_is_free(tmp_path, monkeypatch):
    monkeypatch.setattr(record_module, "LOCK_WAIT_S", 0.2)  # SQLite gives up on the lock soon...
    monkeypatch.setattr(records_module, "RETRY_DELAYS", (0.05, 0.1, 0.2))  # ...and the worker tries again
    path = tmp_path / "progress.sqlite3"
    pack, problems = loads_pack(PACK)
    assert pack is not None, [str(p) for p in problems]
    turned_away = threading.Event()
    recorder = ClassRecorder(lambda: WatchedRecord(open_record(path), turned_away))
    lesson = ClassLesson(pack, "en", recorder)
    tokens = {name: lesson.join(name) for name in ("Ana", "Bea", "Caio")}  # the record is free
    assert lesson.advance() is Phase.QUESTION
    given = {"Ana": "7", "Bea": "6", "Caio": "7"}
    with HeldRecord(path):  # another edu-domino holds the file while the class answers
        for name, value in given.items():
            assert lesson.answer(tokens[name], value) == (True, "")
        assert turned_away.wait(60)  # a save found the file held (and is to be tried again)
    lesson.close()  # waits for the queued saves, which go through now
    assert recorder.problems == []
    record = open_record(path)
    try:
        saved = {p.name: [(r.item, r.given, r.correct) for r in record.answers(p)] for p in record.pupils()}
    finally:
        record.close()
    assert saved == {name: [("lesson:class-busy:five-two", value, value == "7")] for name, value in given.items()}
