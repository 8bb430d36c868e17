"""The teacher's class screens, driven by keys through the scenes (headless), on the laptop's file
and on a real PostgreSQL server: make a class, add a new pupil and one already in the record,
rename a pupil and the class, add a teacher and see their classes, take a pupil out (a stray
Delete or Enter changes nothing: the question's focus starts on "No"), the class's progress
table and its CSV export. The oracle is the record read back by the test and the test's own
table of who should be where."""

from __future__ import annotations

import csv

import pygame
import pytest
from ui_helpers import menu_to, press, settle, type_text

from edu_domino.progress import open_record
from edu_domino.progress.classes import class_names, class_pupils


@pytest.fixture(scope="module")
def postgres_server():
    from edu_domino.bench.pg_server import PostgresServer

    server = PostgresServer()
    yield server
    server.close()


@pytest.fixture(params=["sqlite", "postgresql"])
def target(request, monkeypatch):
    """Where the record lives (None: the laptop's file), the app opening it too."""
    if request.param == "sqlite":
        return None
    url = request.getfixturevalue("postgres_server").fresh_url()
    monkeypatch.setenv("EDU_DOMINO_RECORD", url)
    return url


def go(app, label: str) -> None:
    """Enter on the top menu's row `label` (from its first row)."""
    for _ in range(len(app.top.menu.items)):
        press(app, pygame.K_UP)
    menu_to(app, label)
    settle(app)


def typed(app, text: str) -> None:
    type_text(app, text)
    press(app, pygame.K_RETURN)
    settle(app)
    settle(app)


def in_record(target, class_name: str) -> list[str]:
    with open_record(target) as record:
        return [p.name for p in class_pupils(record, class_name)]


def test_a_teacher_manages_a_class_with_the_keys(make_app, target):
    with open_record(target) as record:
        bruno = record.create_pupil("Bruno")
        for n in range(2):
            record.record_answer(bruno, "pow:powers:2^1", "powers", "2", "2", True, 900, at=1_700_000_000 + n)
    app = make_app(size=(800, 600))
    app.open("practice")
    settle(app)
    go(app, "Classes (for the teacher)")  # no teacher PIN set: straight in
    assert app.top.heading_text() == "Classes"
    go(app, "New class…")
    typed(app, "4B")
    assert app.top.message == "Class 4B made."
    go(app, "New class…")
    typed(app, "4b")  # the same name in another case: refused, said on the name screen
    assert "there is already a class named 4b" in app.top.message
    press(app, pygame.K_ESCAPE)
    go(app, "4B")
    page = app.top
    go(app, "Add a pupil…")
    go(app, "A new pupil…")
    typed(app, "Ana")
    assert app.top is page and page.message == "Ana is in 4B now."
    go(app, "Add a pupil…")
    go(app, "Bruno")
    assert in_record(target, "4B") == ["Ana", "Bruno"]

    go(app, "Ana")
    press(app, pygame.K_DELETE)  # a stray key on a pupil's page: nothing
    go(app, "Take Ana out of 4B…")
    assert app.top.focused_label == "Keep"
    press(app, pygame.K_RETURN)  # Enter at once: kept
    settle(app)
    assert in_record(target, "4B") == ["Ana", "Bruno"]
    go(app, "Take Ana out of 4B…")
    press(app, pygame.K_LEFT)
    press(app, pygame.K_RETURN)
    settle(app)
    assert app.top is page and page.message == "Ana is no longer in 4B."
    assert in_record(target, "4B") == ["Bruno"]
    with open_record(target) as record:
        assert [p.name for p in record.pupils()] == ["Ana", "Bruno"]  # still in the record

    go(app, "Bruno")
    go(app, "Rename")
    for _ in range(len("Bruno")):
        press(app, pygame.K_BACKSPACE)
    typed(app, "Bruno M.")
    press(app, pygame.K_ESCAPE)
    settle(app)
    go(app, "Rename the class")
    for _ in range(2):
        press(app, pygame.K_BACKSPACE)
    typed(app, "4C")
    assert page.heading_text() == "Class 4C"
    go(app, "Add a teacher")
    typed(app, "Marta")
    assert page.teachers == ["Marta"] and [p.name for p in page.pupils] == ["Bruno M."]
    with open_record(target) as record:
        assert class_names(record) == ["4C"] and class_names(record, teacher="marta") == ["4C"]

    go(app, "The class's progress")
    assert [row.pupil.name for row in app.top.rows] == ["Bruno M."]
    assert app.top.rows[0].answered == 2
    press(app, pygame.K_ESCAPE)
    go(app, "Save the class's answers as a CSV file")
    assert page.message.startswith("2 answers saved in ")
    out = page.message.removeprefix("2 answers saved in ")
    with open(out, encoding="utf-8-sig", newline="") as f:
        lines = list(csv.reader(f))
    assert [line[0] for line in lines[1:]] == ["Bruno M.", "Bruno M."]

    press(app, pygame.K_ESCAPE)
    settle(app)
    assert app.top.heading_text() == "Classes" and app.top.menu.items[0].label() == "4C"
    go(app, "Teachers and their classes")
    teachers = app.top.menu.items[0]
    assert (teachers.label(), teachers.value()) == ("Marta", "4C")
    press(app, pygame.K_RETURN)
    settle(app)
    assert app.top.heading_text() == "Marta's classes"
    assert [i.label() for i in app.top.menu.items if callable(i.label)] == ["4C"]


def test_the_class_screens_are_behind_the_teacher_lock(make_app):
    from edu_domino.ui import teacher
    from edu_domino.ui.scenes.classes import ClassesScene
    from edu_domino.ui.scenes.pupils import PinScene

    teacher.save(teacher.TeacherFile().with_pin("1357"))
    app = make_app()
    app.open("practice")
    settle(app)
    go(app, "Classes (for the teacher)")
    assert isinstance(app.top, PinScene)  # the PIN is asked
    typed(app, "2468")
    assert isinstance(app.top, PinScene) and app.top.message == "That is not the teacher PIN. This is for the teacher."
    for _ in range(4):
        press(app, pygame.K_BACKSPACE)
    typed(app, "1357")
    assert isinstance(app.top, ClassesScene)
