"""The app started while the school's server is already away (a real PostgreSQL, stopped before
the app starts; headless app): the pupil list comes from this computer's copy with a line saying
the server cannot be reached, a PIN is checked against the copied hash (never the PIN itself), a
pupil practises, 'My progress' says it needs the server instead of waiting; the server back, the
answers reach it exactly once (the test's own log of what was answered is the oracle)."""

from __future__ import annotations

import hashlib
import json

import pytest
from test_practice_offline import NOT_SAVED, _answer
from ui_helpers import frames_until

from edu_domino.progress import open_record
from edu_domino.progress.aims import PracticeAims
from edu_domino.progress.pupil_copy import copy_path
from edu_domino.progress.unsaved import side_files
from edu_domino.ui import teacher
from edu_domino.ui.scenes.practice import PracticeScene, PupilScene
from edu_domino.ui.scenes.progress import ProgressScene

AWAY = {"en": "The school's server cannot be reached", "es": "No se puede conectar con el servidor del centro"}
NEEDS = {"en": "This needs the school's server", "es": "Esto necesita el servidor del centro"}


def _picker(app) -> PracticeScene:
    picker = PracticeScene(app)
    app.push(picker)
    frames_until(app, lambda: picker.loaded is not None)
    return picker


def _type_pin(app, pin: str) -> None:
    from edu_domino.ui.intents import Intent

    scene = app.top
    scene.on_text(pin)
    scene.on_intent(Intent.CONFIRM)
    frames_until(app, lambda: app.top is not scene or not scene.waiting)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_pupil_practises_in_an_app_started_while_the_school_server_is_away(
        postgres_server, make_app, monkeypatch, lang):
    url = postgres_server.fresh_url()
    with open_record(url) as record:
        ana = record.create_pupil("Ana")
        record.set_pin(ana, "2468")
        record.create_pupil("Bea")
        local = record.local
    monkeypatch.setenv("EDU_DOMINO_RECORD", url)
    teacher.save(teacher.TeacherFile().with_aims(None, PracticeAims(topics=("sums", "spellings"))))
    first = make_app(size=(800, 600), language=lang)  # the server up: the list is read, and copied here
    assert [p.name for p in _picker(first).loaded] == ["Ana", "Bea"]
    first.close()
    copied = {row["name"]: row["pin"] for row in json.loads(copy_path(local).read_text(encoding="utf-8"))}
    algorithm, iterations, salt, digest = copied["Ana"].split("$")  # the PIN's hash, never the PIN
    assert copied["Bea"] is None and algorithm == "pbkdf2_sha256"
    assert hashlib.pbkdf2_hmac("sha256", b"2468", bytes.fromhex(salt), int(iterations)).hex() == digest

    postgres_server.stop()
    log: list[str] = []
    try:
        app = make_app(size=(800, 600), language=lang)
        picker = _picker(app)
        assert [p.name for p in picker.loaded] == ["Ana", "Bea"]
        assert AWAY[lang] in picker.message
        drawn = app.theme.record_texts()
        app.frame()
        assert any(AWAY[lang] in t for t in drawn), drawn
        [shown_ana] = [p for p in picker.loaded if p.name == "Ana"]
        picker.choose(shown_ana)
        _type_pin(app, "1357")  # a wrong PIN is still refused
        assert app.top.heading and not isinstance(app.top, PupilScene)
        _type_pin(app, "2468")
        assert isinstance(app.top, PupilScene)
        app.push(ProgressScene(app, shown_ana))  # 'My progress' says why, rather than wait
        frames_until(app, lambda: app.top.problem != "")
        assert NEEDS[lang] in app.top.problem
        app.pop()
        app.open("drill", pupil=shown_ana, seed=5)
        drill = app.top
        frames_until(app, lambda: drill.item is not None or drill.problem != "")
        assert drill.session is not None and drill.session.offline, drill.problem
        for _ in range(5):
            _answer(app, drill, log)
            assert drill.item is not None and NOT_SAVED[lang] in drill.not_saved_line()
        [outbox] = side_files(local)
        assert len(outbox.read_text(encoding="utf-8").splitlines()) == 5
    finally:
        postgres_server.start()
    frames_until(app, lambda: side_files(local) == [] and app.records.retrying is None)
    frames_until(app, lambda: drill.not_saved_line() == "")
    picker = _picker(app)  # the reads go to the server again
    assert picker.message is None or AWAY[lang] not in picker.message
    with open_record(url) as record:
        assert [r.item for r in record.answers(ana)] == log  # each answer once, in the order given
        assert record.query("SELECT count(*), count(DISTINCT uid) FROM answers") == [(len(log), len(log))]
        assert record.steps(ana) == len(log)
