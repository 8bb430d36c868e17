"""Messages from the pure packages reach the screen in the UI's language: a lesson pack's
problems in the file browser, and the pupils' record's errors and notices."""

from __future__ import annotations

import pygame
from test_file_browser import BROKEN
from ui_helpers import press, settle, type_text, wait_loaded

from edu_domino.progress import default_path, open_record
from edu_domino.ui.scenes.files import FileBrowserScene
from edu_domino.ui.scenes.lessons import LessonListScene
from edu_domino.ui.scenes.name_entry import NameScene
from edu_domino.ui.scenes.practice import PracticeScene


def _to(app, label: str) -> None:
    menu = app.top.menu
    labels = [i.label() if callable(i.label) else app.i18n.gettext(i.label) for i in menu.items]
    menu.focus = labels.index(label)
    press(app, pygame.K_RETURN)


def test_the_file_browser_shows_a_broken_packs_problems_in_spanish(make_app, tmp_path):
    (tmp_path / "roto.toml").write_text(BROKEN, encoding="utf-8")
    app = make_app(language="es")
    app.push(LessonListScene(app))
    scene = FileBrowserScene(app, lambda pack: None, folder=tmp_path)
    app.push(scene)
    scene.focus = [e.name for e in scene.entries].index("roto.toml")
    press(app, pygame.K_RETURN)
    wait_loaded(app, scene)
    assert scene.message == "Este paquete no se puede usar. Qué hay que corregir:"
    assert scene.problems == [
        'roto.toml:1: falta `instructions`; añade instructions = { es = "...", pt = "...", en = "..." }',
        "roto.toml:11: clave desconocida `anwser` en un paso sum; ¿querías decir 'answer'?",
    ]
    app.frame()  # drawn, in Spanish, without trouble


def test_switching_language_changes_the_next_check(make_app, tmp_path):
    (tmp_path / "roto.toml").write_text(BROKEN, encoding="utf-8")
    app = make_app(language="es")
    app.apply_settings(app.settings.with_(language="pt"))
    scene = FileBrowserScene(app, lambda pack: None, folder=tmp_path)
    app.push(scene)
    scene.focus = [e.name for e in scene.entries].index("roto.toml")
    press(app, pygame.K_RETURN)
    wait_loaded(app, scene)
    assert "você quis dizer 'answer'?" in scene.problems[1] and "falta `instructions`" in scene.problems[0]


def test_a_taken_pupil_name_is_said_in_spanish(make_app):
    with open_record() as record:
        record.create_pupil("Ana")
    app = make_app(language="es")
    app.push(PracticeScene(app))
    settle(app)
    _to(app, "Alumno nuevo")
    name_scene = app.top
    assert isinstance(name_scene, NameScene)
    type_text(app, "ANA")
    press(app, pygame.K_RETURN)
    assert name_scene.waiting == "Guardando…"
    settle(app)
    assert app.top is name_scene and not name_scene.waiting
    assert name_scene.message == "ya hay un alumno llamado 'Ana'; elige ese nombre o añade una inicial"


def test_a_damaged_record_kept_aside_is_said_in_portuguese(make_app):
    path = default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"this is not a database at all" * 10)
    app = make_app(language="pt")
    app.push(PracticeScene(app))
    settle(app)
    message = app.top.message
    assert message.startswith(f"{path}: o registro de progresso está danificado (não é um arquivo SQLite); "
                              "foi guardado à parte como progress.sqlite3.corrupt-")
    assert "e um registro novo foi iniciado; para recuperá-lo, feche o edu-domino" in message
    assert [p.name for p in path.parent.iterdir() if p.name.startswith("progress.sqlite3.corrupt-")]
