"""A lesson's verdict is never shown before its answer is on disk: while the save is queued the
panel says "Saving your answer…" (no "Right!", no marks, no cheer, the score without it); once the
record has it, the verdict appears. When the record is busy (another real process holds it), the
verdict is shown with "Not saved yet…", which turns into "Saved." once the answer went in.

Through the app headless with its real record worker; the first record is a real one whose saves
wait at a gate the test opens (so the save is surely still queued), the second is held by a real
process (tests/record_lock.py). No timing is asserted."""

from __future__ import annotations

import threading

import pygame
import pytest
from record_lock import HeldRecord
from ui_helpers import frames_until, press

from edu_domino.lesson import ExplainStep, find_packs, lesson_dirs
from edu_domino.progress import open_record
from edu_domino.progress import record as record_module
from edu_domino.ui import records as records_module
from edu_domino.ui.app import App
from edu_domino.ui.scenes.lesson_screen import LessonScene
from edu_domino.ui.settings import Settings


class GatedRecord:
    """The real record, whose answers wait for `gate` before they are saved."""

    def __init__(self, gate: threading.Event) -> None:
        self.real, self.gate = open_record(), gate
        self.notice = None

    def record_answer(self, *args, **kwargs):
        assert self.gate.wait(60), "the test never opened the gate"
        return self.real.record_answer(*args, **kwargs)

    def __getattr__(self, name):
        return getattr(self.real, name)


@pytest.fixture(autouse=True)
def _quick_lock_waits(monkeypatch):
    monkeypatch.setattr(record_module, "LOCK_WAIT_S", 0.2)
    monkeypatch.setattr(records_module, "RETRY_DELAYS", (0.05, 0.1, 0.2))


def _lesson(opener=None):
    with open_record() as record:
        ana = record.create_pupil("Ana")
        path = record.path
    app = App(size=(1280, 720), settings=Settings(), language="en", sound=False, record_opener=opener)
    app.unsaved_notice_s = 0
    pack = next(e.pack for e in find_packs(lesson_dirs()) if e.pack and e.pack.id == "warmup-pips-numerals")
    scene = LessonScene(app, pack, seed=2, pupil=ana)
    app.push(scene)
    while isinstance(scene.runner.current, ExplainStep):
        scene.submit(None)
        if scene.waiting:
            press(app, pygame.K_RETURN)  # Continue
    scene.shown = scene.runner.current
    return app, scene, path


def _panel(scene) -> str:
    return " ".join(scene.panel.lines(1280)[0])


def _answer_right(app, scene) -> None:
    app.frame()  # the worker has saved what came before
    frames_until(app, lambda: not scene.saving)
    scene.submit(scene.shown.expected())
    assert scene.feedback.right


def test_the_verdict_waits_for_its_save(monkeypatch):
    gate = threading.Event()
    app, scene, _ = _lesson(lambda: GatedRecord(gate))
    try:
        cheers = []
        monkeypatch.setattr(app, "celebrate", lambda occasion, **_: cheers.append(occasion))
        _answer_right(app, scene)
        for _ in range(5):
            app.frame()  # frames go on: the window is not frozen
        assert scene.saving == 1 and app.records.retrying is None
        assert _panel(scene) == "Saving your answer…"
        assert "Right!" not in _panel(scene) and cheers == []
        assert not [m for m in scene.marks if m.what.endswith("_answer")]  # no right/wrong marks yet
        gate.set()
        frames_until(app, lambda: not scene.saving)
        app.frame()
        assert _panel(scene).startswith("Right!") and "Saved" not in _panel(scene)
        assert cheers == ["right"]
        assert [m for m in scene.marks if m.what == "right_answer"]
        with open_record() as other:
            assert [a.given for a in other.answers()] == [a.given for a in scene.runner.answers]
    finally:
        gate.set()
        app.close()


def test_a_busy_record_shows_the_verdict_as_not_saved_yet_then_saved(monkeypatch):
    app, scene, path = _lesson()
    try:
        cheers = []
        monkeypatch.setattr(app, "celebrate", lambda occasion, **_: cheers.append(occasion))
        with HeldRecord(path) as held:
            _answer_right(app, scene)
            frames_until(app, lambda: app.records.retrying is not None)
            app.frame()
            shown = _panel(scene)
            assert shown.startswith("Right!") and "Not saved yet" in shown
            assert cheers == []  # no cheer for what is not in the record yet
            held.release()
        frames_until(app, lambda: not scene.saving)
        app.frame()
        shown = _panel(scene)
        assert shown.startswith("Right!") and "Saved." in shown and "Not saved yet" not in shown
        assert cheers == ["right"]
        press(app, pygame.K_RETURN)  # Continue: the next question, with no leftover note
        assert scene.feedback is None
    finally:
        app.close()
