"""A teacher renames a pupil, or removes one (after typing the name), from the teacher's page of
a pupil in Practice (no teacher PIN set: it opens at once): by keyboard, through the real scenes
and the record worker."""

import threading

import pygame
import pytest
from ui_helpers import menu_to, press, settle, type_text

from edu_domino.progress import default_path, open_record
from edu_domino.progress.archive import REMOVED_FOLDER
from edu_domino.ui.scenes.name_entry import NameScene
from edu_domino.ui.scenes.practice import PracticeScene, PupilScene, TeacherPupilScene
from edu_domino.ui.scenes.pupils import PinScene


def _erase(app, scene) -> None:
    while scene.text:
        press(app, pygame.K_BACKSPACE)


def _pupils(record_answers: bool = True) -> None:
    """Ana (with practice answers and a lesson) and Bruno (one answer), in the user's record."""
    with open_record() as record:
        ana = record.create_pupil("Ana")
        bruno = record.create_pupil("Bruno")
        if record_answers:
            for i in range(4):
                record.record_answer(ana, f"pow:powers:2^{i}", "powers", str(2 ** i), str(2 ** i), True, 800)
            record.record_lesson(ana, "warmup", 1, 4, 5)
            record.record_answer(bruno, "pow:powers:2^1", "powers", "3", "2", False, 900)


def _open_page(app, name: str) -> TeacherPupilScene:
    app.push(PracticeScene(app))
    settle(app)  # the names, listed by the record worker
    menu_to(app, name)
    assert isinstance(app.top, PupilScene) and app.top.pupil.name == name
    menu_to(app, app.i18n.gettext("For the teacher…"))
    page = app.top
    assert isinstance(page, TeacherPupilScene) and page.pupil.name == name
    return page


def _picker_names(app) -> list[str]:
    picker = app.top
    assert isinstance(picker, PracticeScene)
    return [p.name for p in picker.loaded]


def test_the_teachers_page_offers_rename_and_remove_before_back(make_app):
    _pupils(record_answers=False)
    app = make_app()
    page = _open_page(app, "Ana")
    labels = [i.label() if callable(i.label) else page._(i.label) for i in page.menu.items
              if i.visible is None or i.visible()]
    assert labels[-3:] == ["Rename", "Remove this pupil", "Back"]
    app.frame()  # drawn without trouble


@pytest.mark.parametrize("language, saved", [("en", "Name saved."), ("es", "Nombre guardado.")])
def test_rename_changes_the_heading_and_the_picker(make_app, language, saved):
    _pupils()
    app = make_app(language=language)
    page = _open_page(app, "Ana")
    menu_to(app, app.i18n.gettext("Rename"))
    scene = app.top
    assert isinstance(scene, NameScene) and scene.text == "Ana"  # prefilled with the name
    assert "Ana" in scene.heading
    app.frame()
    _erase(app, scene)
    type_text(app, "Ana María")
    press(app, pygame.K_RETURN)
    assert scene.waiting  # saving on the record worker: a second Enter sends nothing
    settle(app)
    assert app.top is page
    assert page.pupil.name == "Ana María" and page.page.heading_text() == "Ana María"
    assert page.message == saved
    app.frame()
    press(app, pygame.K_ESCAPE)  # back to the pupil's page
    press(app, pygame.K_ESCAPE)  # back to the picker, which lists the pupils again
    settle(app)
    assert _picker_names(app) == ["Ana María", "Bruno"]
    with open_record() as record:
        pupil = record.find_pupil("ana maría")
        assert len(record.answers(pupil)) == 4 and len(record.lesson_results(pupil)) == 1


def test_rename_to_a_taken_name_says_so_and_keeps_the_old_one(make_app):
    _pupils()
    app = make_app(language="es")
    page = _open_page(app, "Ana")
    menu_to(app, app.i18n.gettext("Rename"))
    scene = app.top
    _erase(app, scene)
    type_text(app, "bruno")
    press(app, pygame.K_RETURN)
    settle(app)
    assert app.top is scene and not scene.waiting
    assert "ya hay un alumno llamado 'Bruno'" in scene.message
    app.frame()
    press(app, pygame.K_ESCAPE)
    assert app.top is page and page.pupil.name == "Ana"
    with open_record() as record:
        assert [p.name for p in record.pupils()] == ["Ana", "Bruno"]


def test_a_wrong_confirmation_removes_nothing(make_app):
    _pupils()
    app = make_app()
    page = _open_page(app, "Ana")
    menu_to(app, "Remove this pupil")
    confirm = app.top
    assert isinstance(confirm, NameScene) and confirm.text == ""  # nothing typed for the teacher
    assert confirm.heading == "To remove Ana and all their answers, type the name"
    type_text(app, "Anna")
    press(app, pygame.K_RETURN)
    settle(app)
    assert app.top is confirm and confirm.message == "That is not the name; nothing was removed."
    assert confirm.text == ""  # a second Enter cannot repeat it
    press(app, pygame.K_RETURN)
    type_text(app, "Bruno")  # another pupil's name is not this one's
    press(app, pygame.K_RETURN)
    settle(app)
    assert app.top is confirm and "nothing was removed" in confirm.message
    app.frame()
    press(app, pygame.K_ESCAPE)
    assert app.top is page
    with open_record() as record:
        assert [p.name for p in record.pupils()] == ["Ana", "Bruno"]
        assert len(record.answers(record.find_pupil("Ana"))) == 4
    assert not (default_path().parent / REMOVED_FOLDER).exists()


@pytest.mark.parametrize("language, said, typed", [
    ("en", "Ana was removed. A copy of their answers and lesson results was kept in", "  aNA "),
    ("es", "Se ha quitado a Ana. Se guardó una copia de sus respuestas y resultados de lecciones en", "ana"),
    ("pt", "Os dados de Ana foram removidos. Uma cópia das suas respostas e resultados de lições foi guardada em", "ANA"),
])
def test_typing_the_name_removes_the_pupil_and_says_where_the_copy_is(make_app, language, said, typed):
    _pupils()
    app = make_app(language=language)
    _open_page(app, "Ana")
    menu_to(app, app.i18n.gettext("Remove this pupil"))
    confirm = app.top
    assert isinstance(confirm, NameScene)
    type_text(app, typed)  # any case, spaces around: still the name
    press(app, pygame.K_RETURN)
    assert confirm.waiting
    settle(app)
    picker = app.top
    assert isinstance(picker, PracticeScene)  # back at the picker: the page of a removed pupil is gone
    assert not any(isinstance(s, (PupilScene, TeacherPupilScene, NameScene)) for s in app.scenes)
    assert _picker_names(app) == ["Bruno"]
    assert picker.message.startswith(said)
    folder = default_path().parent / REMOVED_FOLDER
    [answers_copy] = [p for p in folder.iterdir() if not p.name.endswith("-lessons.csv")]
    assert str(folder) in picker.message and answers_copy.name in picker.message
    labels = [i.label() if callable(i.label) else picker._(i.label) for i in picker.menu.items]
    assert "Ana" not in labels and "Bruno" in labels
    app.frame()  # the message is drawn (wrapped) without trouble
    with open_record() as record:
        assert [p.name for p in record.pupils()] == ["Bruno"]
        assert {a.pupil for a in record.answers()} == {"Bruno"}
        assert record.lesson_results() == []
    assert len(answers_copy.read_text(encoding="utf-8-sig").splitlines()) == 1 + 4


def test_a_pupil_with_a_pin_can_be_renamed_and_removed_after_the_pin(make_app):
    with open_record() as record:
        record.create_pupil("Ana", pin="2468")
    app = make_app()
    app.push(PracticeScene(app))
    settle(app)
    menu_to(app, "Ana · PIN")
    assert isinstance(app.top, PinScene)
    type_text(app, "2468")
    press(app, pygame.K_RETURN)
    settle(app)
    assert isinstance(app.top, PupilScene)
    menu_to(app, "For the teacher…")
    page = app.top
    menu_to(app, "Rename")
    _erase(app, app.top)
    type_text(app, "Ana Lucía")
    press(app, pygame.K_RETURN)
    settle(app)
    assert app.top is page and page.pupil.name == "Ana Lucía" and page.pupil.has_pin
    menu_to(app, "Remove this pupil")
    type_text(app, "ana lucía")
    press(app, pygame.K_RETURN)
    settle(app)
    assert isinstance(app.top, PracticeScene) and _picker_names(app) == []
    with open_record() as record:
        assert record.pupils() == []


def test_a_record_that_refuses_the_copy_removes_nothing_and_says_why(make_app):
    _pupils()
    folder = default_path().parent / REMOVED_FOLDER
    folder.write_text("a file where the folder should be")
    app = make_app()
    _open_page(app, "Ana")
    menu_to(app, "Remove this pupil")
    confirm = app.top
    type_text(app, "Ana")
    press(app, pygame.K_RETURN)
    settle(app)
    assert app.top is confirm and not confirm.waiting
    assert str(folder) in confirm.message and "nothing was removed" in confirm.message
    app.frame()
    with open_record() as record:
        assert [p.name for p in record.pupils()] == ["Ana", "Bruno"]


def test_leaving_while_the_removal_is_saved_still_leaves_the_picker_right(make_app):
    _pupils()
    app = make_app()
    page = _open_page(app, "Ana")
    menu_to(app, "Remove this pupil")
    gate = threading.Event()
    app.records.submit(lambda record: gate.wait(10))  # the disk is slow today
    type_text(app, "Ana")
    press(app, pygame.K_RETURN)
    press(app, pygame.K_ESCAPE)  # back to the page while the worker is still busy
    assert app.top is page
    gate.set()
    settle(app)
    assert isinstance(app.top, PracticeScene)
    assert _picker_names(app) == ["Bruno"] and "Ana was removed" in app.top.message
