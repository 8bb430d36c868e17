"""Lessons keep the pupil's results; pupils pick (or create) their name first, with a PIN when
they have one; a pupil sets a PIN in practice. All by keyboard, through the real scenes."""

import pygame
import pytest
from ui_helpers import answer_right, menu_to, press, settle, type_text

from edu_domino.progress import open_record
from edu_domino.ui.scenes.lesson_screen import LessonScene
from edu_domino.ui.scenes.lessons import LessonListScene
from edu_domino.ui.scenes.name_entry import NameScene
from edu_domino.ui.scenes.practice import PracticeScene, PupilScene
from edu_domino.ui.scenes.pupils import MASK, PinScene, PupilPickerScene


def _open_pack(app, pack_id: str) -> None:
    """From the lesson list, open the pack with this id (the picker comes up)."""
    lessons = app.top
    assert isinstance(lessons, LessonListScene)
    index = next(i for i, e in enumerate(lessons.entries) if e.pack is not None and e.pack.id == pack_id)
    while lessons.menu.focus != index:
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, PupilPickerScene)
    settle(app)  # the names, listed by the record worker


def _finish(app, scene: LessonScene) -> None:
    for _ in range(400):
        if scene.runner.finished and not scene.waiting:
            return
        if scene.waiting:
            press(app, pygame.K_RETURN)
        else:
            answer_right(app, scene)
    raise AssertionError("the lesson did not finish")


@pytest.mark.parametrize("language", ["es", "pt", "en"])
def test_a_finished_lesson_is_in_the_pupils_record(make_app, language):
    app = make_app(language=language)
    app.push(LessonListScene(app))
    _open_pack(app, "warmup-pips-numerals")
    menu_to(app, app.i18n.gettext("New pupil"))
    assert isinstance(app.top, NameScene)
    type_text(app, "Lía")
    press(app, pygame.K_RETURN)
    settle(app)  # the new pupil, saved by the record worker
    scene = app.top
    assert isinstance(scene, LessonScene) and scene.pupil.name == "Lía"
    app.frame()
    _finish(app, scene)
    app.frame()  # the summary, which says where the results went
    answers = list(scene.runner.answers)
    result = scene.runner.result()
    assert result.score == result.out_of > 0
    press(app, pygame.K_RETURN)  # back to the lessons: the picker is gone from the stack
    assert isinstance(app.top, LessonListScene)
    settle(app)
    record = open_record()
    try:
        pupil = record.find_pupil("Lía")
        rows = record.answers(pupil)
        assert len(rows) == len(answers) > 0
        assert {r.source for r in rows} == {"lesson"}
        assert {r.item for r in rows} == {a.item for a in answers}
        assert all(r.item.startswith("lesson:warmup-pips-numerals:") for r in rows)
        assert all(r.correct for r in rows)
        [lesson] = record.lesson_results(pupil)
        assert (lesson.pack_id, str(lesson.pack_version)) == ("warmup-pips-numerals", "1")
        assert (lesson.score, lesson.out_of) == (result.score, result.out_of)
    finally:
        record.close()


def test_wrong_tries_are_recorded_as_they_happen(make_app):
    record = open_record()
    record.create_pupil("Rui")
    record.close()
    app = make_app(language="pt")
    app.push(LessonListScene(app))
    _open_pack(app, "mixed-review")
    menu_to(app, "Rui")
    scene = app.top
    assert isinstance(scene, LessonScene)
    assert scene.shown.id == "instructions"  # the pack's instructions come first
    answer_right(app, scene)  # Continue
    step = scene.shown
    wrong = next(c for c in scene.build_choices() if c.kind == "pick" and c.value != step.expected())
    while scene.build_choices()[scene.focus].value != wrong.value:
        press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)
    assert scene.feedback is not None and not scene.feedback.right
    press(app, pygame.K_ESCAPE)  # the pupil leaves in the middle: the try is already queued
    settle(app)
    record = open_record()
    try:
        rows = record.answers(record.find_pupil("Rui"))
        assert len(rows) == 1 and not rows[0].correct and rows[0].source == "lesson"
        assert record.lesson_results() == []  # not finished: no lesson result
    finally:
        record.close()


def test_whole_class_records_nothing(make_app):
    app = make_app(language="es")
    app.push(LessonListScene(app))
    _open_pack(app, "warmup-pips-numerals")
    menu_to(app, app.i18n.gettext("Whole class (no record)"))
    scene = app.top
    assert isinstance(scene, LessonScene) and scene.pupil is None
    _finish(app, scene)
    settle(app)
    record = open_record()
    try:
        assert record.pupils() == [] and record.answers() == [] and record.lesson_results() == []
    finally:
        record.close()


def test_a_pupil_with_a_pin_must_type_it(make_app):
    record = open_record()
    record.create_pupil("Ana", pin="2468")
    record.close()
    app = make_app(language="es")
    app.push(LessonListScene(app))
    _open_pack(app, "warmup-pips-numerals")
    picker = app.top
    labels = [i.label() if callable(i.label) else i.label for i in picker.menu.items]
    assert "Ana · PIN" in labels
    menu_to(app, "Ana · PIN")
    pin = app.top
    assert isinstance(pin, PinScene)
    type_text(app, "1357")
    assert pin.shown_text() == MASK * 4 and "1" not in pin.shown_text()  # masked
    app.frame()  # drawn masked, without trouble
    press(app, pygame.K_RETURN)
    settle(app)  # checked on the record worker
    assert app.top is pin and pin.message and pin.text == ""  # wrong: asked again
    type_text(app, "24a68")  # a letter is refused
    assert pin.text == "2468"
    press(app, pygame.K_BACKSPACE)
    assert pin.text == "246"
    type_text(app, "8")
    press(app, pygame.K_RETURN)
    settle(app)
    assert isinstance(app.top, LessonScene) and app.top.pupil.name == "Ana"


def test_esc_on_the_pin_goes_back_to_the_names(make_app):
    record = open_record()
    record.create_pupil("Ana", pin="2468")
    record.close()
    app = make_app()
    app.push(PracticeScene(app))
    settle(app)
    menu_to(app, "Ana · PIN")
    assert isinstance(app.top, PinScene)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PracticeScene)


def test_a_pupil_sets_a_pin_in_practice_and_is_asked_for_it(make_app):
    app = make_app(language="pt")
    app.push(PracticeScene(app))
    settle(app)
    menu_to(app, app.i18n.gettext("New pupil"))
    type_text(app, "Bea")
    press(app, pygame.K_RETURN)
    settle(app)
    assert isinstance(app.top, PupilScene)
    menu_to(app, app.i18n.gettext("Set a PIN"))
    first = app.top
    assert isinstance(first, PinScene)
    type_text(app, "12")
    press(app, pygame.K_RETURN)
    assert app.top is first and "4" in first.message  # too short: says how long a PIN is
    type_text(app, "4321")
    press(app, pygame.K_RETURN)
    second = app.top
    assert isinstance(second, PinScene) and second is not first
    type_text(app, "4322")
    press(app, pygame.K_RETURN)
    assert app.top is second and second.message  # not the same twice
    type_text(app, "4321")
    press(app, pygame.K_RETURN)
    settle(app)  # saved by the record worker
    pupil_scene = app.top
    assert isinstance(pupil_scene, PupilScene) and pupil_scene.pupil.has_pin
    assert pupil_scene.message
    app.frame()
    record = open_record()
    try:
        bea = record.find_pupil("Bea")
        assert bea.has_pin and record.check_pin(bea, "4321") and not record.check_pin(bea, "1234")
    finally:
        record.close()
    press(app, pygame.K_ESCAPE)  # back to the names: Bea now has a PIN to type
    assert isinstance(app.top, PracticeScene)
    settle(app)
    menu_to(app, "Bea · PIN")
    assert isinstance(app.top, PinScene)
    type_text(app, "4321")
    press(app, pygame.K_RETURN)
    settle(app)
    assert isinstance(app.top, PupilScene)
    menu_to(app, app.i18n.gettext("Remove the PIN"))
    settle(app)
    assert not app.top.pupil.has_pin
