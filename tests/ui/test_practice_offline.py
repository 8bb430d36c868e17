"""A school's server stopped in the middle of a pupil's practice (a real PostgreSQL, headless app):
the practice screen keeps offering questions, each answer counted once it is on this computer's
disk, and says "not saved to the school yet"; a new sitting started meanwhile goes on from this
computer's copy of the schedule. The server restarted, every answer is in the record exactly once
(the test's own log of what was answered is the oracle), and the side file is gone.

Lessons go on the same way (their verdict is shown with "not saved yet" while the server is away,
tests/ui/test_saves_never_lost.py for a busy file); here a lesson's answers given while the server
is down reach it once too."""

from __future__ import annotations

from collections import Counter

import pytest
from ui_helpers import frames_until

from edu_domino.progress import open_record
from edu_domino.progress.aims import PracticeAims
from edu_domino.progress.unsaved import side_files
from edu_domino.ui import teacher
from edu_domino.ui.scenes.practice import PracticeScene, PupilScene

NOT_SAVED = {"en": "Not saved to the school yet", "es": "Aún no se ha guardado en el centro"}


def _practice(app, pupil, first: bool = True):
    if first:
        app.push(PracticeScene(app))
        app.push(PupilScene(app, pupil))
    app.open("drill", pupil=pupil, seed=5)
    drill = app.top
    frames_until(app, lambda: drill.item is not None)
    return drill


def _answer(app, drill, log: list) -> None:
    """Answer the question on screen rightly, wait until it counts, then go to the next one."""
    item = drill.item
    drill.activate("answer", item.expected)
    frames_until(app, lambda: drill.feedback is not None)
    log.append(item.key)
    drill.activate("button", "next")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_practice_goes_on_while_the_school_server_is_away_and_every_answer_reaches_it_once(
        postgres_server, make_app, monkeypatch, lang):
    url = postgres_server.fresh_url()
    with open_record(url) as record:
        ana = record.create_pupil("Ana")
        local = record.local
    monkeypatch.setenv("EDU_DOMINO_RECORD", url)
    teacher.save(teacher.TeacherFile().with_aims(None, PracticeAims(topics=("sums", "spellings"))))
    app = make_app(size=(800, 600), language=lang)
    drill = _practice(app, ana)
    log: list[str] = []
    for _ in range(3):
        _answer(app, drill, log)
    frames_until(app, lambda: not app.records.busy)
    postgres_server.stop()
    try:
        for _ in range(6):  # the server is away: the questions keep coming
            _answer(app, drill, log)
            assert drill.item is not None and drill.feedback is None
            assert NOT_SAVED[lang] in drill.not_saved_line()
            drawn = app.theme.record_texts()
            app.frame()
            assert any(NOT_SAVED[lang] in t for t in drawn), drawn  # drawn on the screen
        [outbox] = side_files(local)  # the six answers, on this computer's disk
        assert len(outbox.read_text(encoding="utf-8").splitlines()) == 6
        # another sitting, started while the server is away: from this computer's copy
        app.pop()
        drill = _practice(app, ana, first=False)
        assert drill.session.offline
        for key, times in Counter(log).items():  # all right: each item one box up per answer
            assert drill.session.box_of(key) == times, key
        for _ in range(2):
            _answer(app, drill, log)
    finally:
        postgres_server.start()
    frames_until(app, lambda: not app.records.busy and app.records.retrying is None)
    assert drill.not_saved_line() == ""
    assert side_files(local) == []
    with open_record(url) as record:
        rows = record.answers(ana)
        assert [r.item for r in rows] == log  # each answer once, in the order given
        assert record.query("SELECT count(*), count(DISTINCT uid) FROM answers") == [(len(log), len(log))]
        assert record.steps(ana) == len(log)
        states = record.item_states(ana)
    for key, times in Counter(log).items():
        assert states[key].seen == times and states[key].box == times


def test_a_lesson_goes_on_while_the_school_server_is_away(postgres_server, make_app, monkeypatch):
    from edu_domino.progress.unsaved import answer_entry

    url = postgres_server.fresh_url()
    with open_record(url) as record:
        rui = record.create_pupil("Rui")
    monkeypatch.setenv("EDU_DOMINO_RECORD", url)
    app = make_app()
    app.records.submit(lambda record: record.find_pupil("Rui"))  # the lesson's pupil, read while it is up
    frames_until(app, lambda: not app.records.busy)
    kept: list[str] = []
    done: list[str] = []
    entries = [answer_entry(rui, "sum:notes:q", "sums", "2", "2", True, 800, source="lesson") for _ in range(3)]
    postgres_server.stop()
    try:
        for entry in entries:
            app.records.submit_entry(entry, lambda _r, u=entry["uid"]: done.append(u),
                                     kept=lambda u=entry["uid"]: kept.append(u))
        frames_until(app, lambda: len(kept) == 3)  # on this computer's disk: the lesson goes on
        assert done == [] and app.records.offline
    finally:
        postgres_server.start()
    frames_until(app, lambda: len(done) == 3)
    assert done == [e["uid"] for e in entries]
    with open_record(url) as record:
        assert sorted(u for (u,) in record.query("SELECT uid FROM answers")) == sorted(done)
