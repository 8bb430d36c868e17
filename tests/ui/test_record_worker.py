"""The pupil's record is written on a worker thread: the frame loop keeps running while a record
call is slow, calls run in the order they were made, and closing the app waits for them.

A "slow disk" here is a gate the test holds shut: no timing is measured or asserted, the proof
is that frames go on (and the scene answers keys) while the call has not returned.
"""

from __future__ import annotations

import threading
import time

import pygame
import pytest
from ui_helpers import play_whole_lesson, press, settle, type_text

from edu_domino.lesson import find_packs, lesson_dirs
from edu_domino.progress import BadName, open_record
from edu_domino.ui.app import App
from edu_domino.ui.records import RecordWorker
from edu_domino.ui.scenes.lesson_screen import LessonScene
from edu_domino.ui.scenes.lessons import LessonListScene
from edu_domino.ui.scenes.practice import PracticeScene, PupilScene
from edu_domino.ui.scenes.practice_drill import DrillScene
from edu_domino.ui.scenes.pupils import PinScene, PupilPickerScene
from edu_domino.ui.settings import Settings


class GatedRecord:
    """A real record whose `slow` calls wait until the test opens the gate, then still take a
    little while each (so closing the app has a queue to wait for)."""

    def __init__(self, record, gate: threading.Event, slow: tuple[str, ...]) -> None:
        self._record, self._gate, self._slow = record, gate, slow
        self.in_slow_call = threading.Event()  # set once the worker is inside a slow call

    def __getattr__(self, name: str):
        real = getattr(self._record, name)
        if name not in self._slow:
            return real

        def slow(*args, **kwargs):
            self.in_slow_call.set()
            if not self._gate.wait(60):
                raise RuntimeError("the test never opened the gate")
            time.sleep(0.01)
            return real(*args, **kwargs)

        return slow


@pytest.fixture
def gated_app():
    """An app whose record worker opens a GatedRecord; the gate starts shut."""
    made: list[App] = []
    gate = threading.Event()

    def make(slow: tuple[str, ...], language: str = "en") -> tuple[App, list[GatedRecord]]:
        records: list[GatedRecord] = []

        def opener() -> GatedRecord:
            records.append(GatedRecord(open_record(), gate, slow))
            return records[-1]

        app = App(size=(1280, 720), settings=Settings(), language=language, sound=False, record_opener=opener)
        made.append(app)
        return app, records

    yield make, gate
    gate.set()  # never leave a worker waiting
    for app in made:
        app.close()


def _pack(pack_id: str):
    return next(e.pack for e in find_packs(lesson_dirs()) if e.pack is not None and e.pack.id == pack_id)


def _pick(app, label: str) -> None:
    picker = app.top
    assert isinstance(picker, PupilPickerScene)
    labels = [i.label() if callable(i.label) else app.i18n.gettext(i.label) for i in picker.menu.items]
    picker.menu.focus = labels.index(label)
    press(app, pygame.K_RETURN)


def test_lesson_answers_save_off_the_frame_loop_in_order_and_closing_waits(gated_app):
    with open_record() as record:
        record.create_pupil("Ana")
    make, gate = gated_app
    app, records = make(slow=("record_answer", "record_lesson"))
    lessons = LessonListScene(app)
    app.push(lessons)
    lessons.start(_pack("warmup-pips-numerals"), seed=2)
    settle(app)
    _pick(app, "Ana")
    scene = app.top
    assert isinstance(scene, LessonScene)
    frames = app.frames
    presses = play_whole_lesson(app, scene)  # the whole lesson, gate shut
    assert records[0].in_slow_call.wait(30)  # the worker is stuck inside the first save
    for _ in range(30):  # ... and the window goes on drawing frames meanwhile
        app.frame()
    answers = list(scene.runner.answers)
    assert answers and app.frames >= frames + presses + 30
    assert scene.saving == len(answers) + 1 == app.records.pending  # every try, then the lesson
    with open_record() as other:  # nothing is on disk yet: it is all still queued
        assert other.answers() == []
    gate.set()
    app.close()  # waits for the queue before the window goes
    with open_record() as other:
        rows = other.answers(other.find_pupil("Ana"))
        assert [(r.item, r.given, r.correct) for r in rows] == [(a.item, a.given, a.right) for a in answers]
        [lesson] = other.lesson_results()
        assert (lesson.pack_id, lesson.score, lesson.out_of) == ("warmup-pips-numerals", scene.runner.score,
                                                                  scene.runner.out_of)


def test_a_slow_pin_check_never_freezes_the_window(gated_app):
    with open_record() as record:
        record.create_pupil("Ana", pin="2468")
    make, gate = gated_app
    app, records = make(slow=("check_pin",), language="es")
    lessons = LessonListScene(app)
    app.push(lessons)
    lessons.start(_pack("warmup-pips-numerals"), seed=1)
    settle(app)
    _pick(app, "Ana · PIN")
    pin = app.top
    assert isinstance(pin, PinScene)
    type_text(app, "2468")
    press(app, pygame.K_RETURN)
    assert records[0].in_slow_call.wait(30)
    for _ in range(30):
        app.frame()
    assert app.top is pin and pin.waiting == "Comprobando…"
    press(app, pygame.K_RETURN)  # Enter again while checking: not a second check
    type_text(app, "9")  # nor more digits
    assert app.records.pending == 1 and pin.text == "2468"
    gate.set()
    settle(app)
    assert isinstance(app.top, LessonScene) and app.top.pupil.name == "Ana"


def test_a_slow_practice_answer_shows_saving_then_its_feedback(gated_app):
    with open_record() as record:
        pupil = record.create_pupil("Rui")
    make, gate = gated_app
    app, records = make(slow=("record_answer",))
    app.push(PracticeScene(app))
    app.push(PupilScene(app, pupil))
    drill = DrillScene(app, pupil, seed=4)
    app.push(drill)
    settle(app)
    assert drill.item is not None
    press(app, pygame.K_RETURN)  # the first choice
    assert records[0].in_slow_call.wait(30)
    for _ in range(30):
        app.frame()
    assert drill.saving and drill.feedback is None
    press(app, pygame.K_RETURN)  # a second Enter does not answer twice
    assert app.records.pending == 1
    gate.set()
    settle(app)
    assert not drill.saving and drill.feedback is not None
    with open_record() as other:
        assert [r.item for r in other.answers()] == [drill.feedback.item.key]


class _FakeRecord:
    notice = "kept aside"

    def __init__(self) -> None:
        self.done: list[int] = []
        self.closed = False
        self.thread: str | None = None

    def close(self) -> None:
        self.closed = True


def test_the_worker_runs_calls_in_order_and_reports_failures_on_the_frame_thread():
    fake = _FakeRecord()
    worker = RecordWorker(lambda: fake)
    results: list[int] = []
    problems: list[str] = []

    def save(n: int):
        def work(record: _FakeRecord) -> int:
            record.thread = threading.current_thread().name
            if n == 3:
                raise BadName("there is already a pupil named 'Ana'")
            record.done.append(n)
            return n
        return work

    for n in range(50):
        worker.submit(save(n), results.append, problems.append)
    assert worker.flush()
    assert results == [n for n in range(50) if n != 3] and fake.done == results  # in order, none lost
    assert problems == ["there is already a pupil named 'Ana'"]  # one failure, the rest went on
    assert worker.take_notice() == "kept aside" and worker.take_notice() is None
    assert fake.thread == "edu-domino-record" and not worker.busy
    assert worker.close() and fake.closed


def test_a_record_that_cannot_be_opened_fails_every_call_with_the_reason():
    def opener():
        raise BadName("cannot open it")  # any ProgressError

    worker = RecordWorker(opener)
    problems: list[str] = []
    worker.submit(lambda record: record.pupils(), None, problems.append)
    worker.submit(lambda record: record.pupils(), None, problems.append)
    assert worker.flush()
    assert problems == ["cannot open it"] * 2 and worker.problem == "cannot open it"
    assert worker.close()


def test_closing_is_bounded_when_the_disk_hangs():
    gate = threading.Event()
    worker = RecordWorker(_FakeRecord)
    worker.submit(lambda record: gate.wait(60))
    assert worker.close(timeout=0.05) is False  # gives up instead of hanging the exit
    gate.set()
