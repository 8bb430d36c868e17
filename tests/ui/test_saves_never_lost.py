"""No answer a pupil gave is lost: with the record held by another process (mid-lesson, or while
the app first opens it) every answer and the lesson result arrive once it lets go, and the screen
says "not saved yet" meanwhile; on a full disk or a read-only file the pupil sees, in the app's
language, that the answers were not saved, and every later answer is still tried.

The "other process" is real (tests/record_lock.py). No timing is asserted: the test waits for
what the worker reports, bounded."""

from __future__ import annotations

import time

import pygame
import pytest
from record_lock import HeldRecord
from ui_helpers import answer_right, frames_until, play_whole_lesson, press

from edu_domino.lesson import find_packs, lesson_dirs
from edu_domino.progress import open_record
from edu_domino.progress import record as record_module
from edu_domino.progress.unsaved import side_files
from edu_domino.ui import records as records_module
from edu_domino.ui.app import App
from edu_domino.ui.scenes.lesson_screen import LessonScene
from edu_domino.ui.scenes.practice_drill import DrillScene
from edu_domino.ui.settings import Settings

BUSY = {"en": "Not saved yet", "es": "Aún no se ha guardado", "pt": "Ainda não foi salvo"}


@pytest.fixture(autouse=True)
def _quick_lock_waits(monkeypatch):
    """SQLite gives up on a held lock after 0.2 s (not 5 s) so that the retries happen soon."""
    monkeypatch.setattr(record_module, "LOCK_WAIT_S", 0.2)
    monkeypatch.setattr(records_module, "RETRY_DELAYS", (0.05, 0.1, 0.2))


@pytest.fixture
def apps():
    made: list[App] = []

    def make(language: str = "en", opener=None) -> App:
        app = App(size=(1280, 720), settings=Settings(), language=language, sound=False, record_opener=opener)
        app.unsaved_notice_s = 0
        made.append(app)
        return app

    yield make
    for app in made:
        app.close()


def _pack():
    return next(e.pack for e in find_packs(lesson_dirs()) if e.pack is not None and e.pack.id == "warmup-pips-numerals")


def _saved(scene, pupil_name: str) -> None:
    """Every try of the lesson and its result are in the record, in order (oracle: the runner)."""
    with open_record() as other:
        rows = other.answers(other.find_pupil(pupil_name))
        assert [(r.item, r.given, r.correct, r.source) for r in rows] == [
            (a.item, a.given, a.right, "lesson") for a in scene.runner.answers]
        [lesson] = other.lesson_results()
        assert (lesson.pack_id, lesson.score, lesson.out_of) == (
            "warmup-pips-numerals", scene.runner.score, scene.runner.out_of)


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_record_held_mid_lesson_loses_no_answer_and_says_not_saved_yet(apps, language):
    with open_record() as record:
        ana = record.create_pupil("Ana")
        path = record.path
    app = apps(language)
    scene = LessonScene(app, _pack(), seed=2, pupil=ana)
    app.push(scene)
    answer_right(app, scene)  # the first answers are saved while the file is free
    frames_until(app, lambda: not app.records.busy)
    with HeldRecord(path) as held:
        play_whole_lesson(app, scene)  # the rest, while another process holds the file
        frames_until(app, lambda: app.records.retrying)
        assert BUSY[language] in scene.saving_note()  # and the pupil sees it, in their language
        app.frame()
        time.sleep(2)  # the other process keeps the file a few seconds more ...
        app.frame()
        assert scene.saving and not scene.save_problem  # ... nothing was given up meanwhile
        held.release()
    frames_until(app, lambda: not app.records.busy)
    assert scene.saving == 0 and scene.not_saved == 0 and app.records.retrying is None
    _saved(scene, "Ana")


def test_a_record_held_while_the_app_first_opens_it_is_opened_once_free(apps):
    with open_record() as record:
        ana = record.create_pupil("Ana")
        path = record.path
    app = apps()
    with HeldRecord(path) as held:
        scene = LessonScene(app, _pack(), seed=3, pupil=ana)
        app.push(scene)
        play_whole_lesson(app, scene)  # the worker's first call opens the record: busy
        frames_until(app, lambda: app.records.retrying)
        assert "another edu-domino is using the progress record" in app.records.retrying
        held.release()
    frames_until(app, lambda: not app.records.busy)
    assert app.records.problem is None and scene.not_saved == 0
    _saved(scene, "Ana")


def test_a_practice_answer_waits_for_a_held_record_then_gives_its_feedback(apps):
    with open_record() as record:
        rui = record.create_pupil("Rui")
        path = record.path
    app = apps("pt")
    drill = DrillScene(app, rui, seed=4)
    app.push(drill)
    frames_until(app, lambda: drill.item is not None)
    with HeldRecord(path) as held:
        press(app, pygame.K_RETURN)
        frames_until(app, lambda: app.records.retrying)
        assert drill.saving and drill.feedback is None and not drill.problem
        held.release()
    frames_until(app, lambda: drill.feedback is not None)
    with open_record() as other:
        assert [r.item for r in other.answers()] == [drill.feedback.item.key]


def _full_disk_opener():
    record = open_record()
    (pages,) = record.query("PRAGMA page_count")[0]
    record.query(f"PRAGMA max_page_count = {pages}")
    pupil = record.find_pupil("Ana")
    try:
        for _ in range(100_000):  # fill what room the pages have left
            record.record_answer(pupil, "filler", "sums", "0", "0", True, 1)
    except ValueError:
        pass
    return record


def _read_only_opener():
    record = open_record()
    record.query("PRAGMA query_only = ON")  # what a read-only file gives (chmod does not stop root)
    return record


SAID = {  # oracle: what the teacher's catalogs say for each problem
    ("full", "en"): "the disk is full", ("full", "es"): "el disco está lleno", ("full", "pt"): "o disco está cheio",
    ("read-only", "en"): "read-only", ("read-only", "es"): "solo lectura", ("read-only", "pt"): "somente leitura",
}


@pytest.mark.parametrize("language", ["en", "es", "pt"])
@pytest.mark.parametrize("problem", ["full", "read-only"])
def test_a_full_or_read_only_disk_the_pupil_sees_not_saved_and_every_answer_is_tried(apps, problem, language):
    with open_record() as record:
        ana = record.create_pupil("Ana")
    app = apps(language, _full_disk_opener if problem == "full" else _read_only_opener)
    scene = LessonScene(app, _pack(), seed=2, pupil=ana)
    app.push(scene)
    play_whole_lesson(app, scene)
    frames_until(app, lambda: not app.records.busy)
    tries = len(scene.runner.answers) + 1  # every answer, then the lesson
    with open_record() as other:
        saved = [a for a in other.answers() if a.source == "lesson"] + other.lesson_results()
    # each try was either saved or the pupil was told: none dropped untried, none lost in silence
    assert scene.not_saved + len(saved) == tries and app.records.failures == scene.not_saved
    assert scene.not_saved >= len(scene.runner.answers)  # no new answer fits
    if problem == "read-only":
        assert saved == []
    assert SAID[problem, language] in scene.save_problem and str(record.path) in scene.save_problem
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)  # the summary shows it (drawing it works in every language)


def test_closing_with_answers_that_cannot_be_saved_says_so_in_the_app_language(apps, monkeypatch, capsys):
    monkeypatch.setattr(records_module, "CLOSE_TIMEOUT", 0.5)
    with open_record() as record:
        ana = record.create_pupil("Ana")
        path = record.path
    app = apps("es")
    with HeldRecord(path):
        scene = LessonScene(app, _pack(), seed=2, pupil=ana)
        app.push(scene)
        play_whole_lesson(app, scene)
        queued = app.records.pending
        assert queued == len(scene.runner.answers) + 1
        app.close()  # the other process never lets go while the app closes
        # Looked at while the record is still held: once it is let go, the worker (still trying
        # in the background) may save the answers after all and clear the side file.
        err = capsys.readouterr().err
        # Kept in a side file the next start merges; the lesson result counted apart from the answers.
        [side] = side_files(path)
    assert f"{queued - 1} respuestas y 1 resultados de lección se guardan en {side}" in err
    assert app.records.retrying  # it gave up while the file was still held: never "saved"
