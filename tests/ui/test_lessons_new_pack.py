"""The Lessons screen starts the pack editor on a new pack or on a pack the teacher picks: the
`edit` command, in a process of its own, so the app goes on while the teacher writes in the
browser."""

from __future__ import annotations

import subprocess
import sys

import pygame
from ui_helpers import press

from edu_domino.resources import bundled_lessons_dir


def choose(make_app, monkeypatch, label: str, language: str = "en"):
    """Open the Lessons screen and press Enter on `label`; the scene, and the commands started."""
    started: list[list[str]] = []
    monkeypatch.setattr(subprocess, "Popen", lambda args, **kw: started.append(args))
    app = make_app(language=language)
    scene = app.open("lessons")
    scene.entries  # noqa: B018 - waits for the packs to be listed
    scene.menu.focus = [item.label for item in scene.menu.items].index(label)
    press(app, pygame.K_RETURN)
    return app, scene, started


def test_new_pack_on_the_lessons_screen_starts_the_editor(make_app, monkeypatch):
    _app, scene, started = choose(make_app, monkeypatch, "New pack (in the browser's pack editor)")
    assert started == [[sys.executable, "-m", "edu_domino", "edit", "--lang", "en"]]
    assert scene.message == "The pack editor opens in your browser."


def test_the_editor_opens_in_the_apps_language_not_the_systems(make_app, monkeypatch):
    _app, _scene, started = choose(make_app, monkeypatch, "New pack (in the browser's pack editor)", "pt")
    assert started == [[sys.executable, "-m", "edu_domino", "edit", "--lang", "pt"]]


def pick(app, path):
    """Press Enter on the row of the pack at `path` in the edit list."""
    scene = app.top
    scene.menu.focus = [entry.path for entry in scene.entries].index(path)
    press(app, pygame.K_RETURN)


def test_edit_a_pack_lists_the_apps_own_packs_to_open_in_the_editor(make_app, monkeypatch):
    """The app's packs are listed (to duplicate one as a starting point): no hunting for the
    app's folder in a file browser."""
    app, scene, started = choose(make_app, monkeypatch, "Edit a pack (in the browser's pack editor)…")
    assert app.top is not scene and started == []
    source = bundled_lessons_dir() / "02-note-values-1.toml"
    pick(app, source)
    assert started == [[sys.executable, "-m", "edu_domino", "edit", str(source), "--lang", "en"]]
    assert app.top is scene and scene.message == "The pack editor opens in your browser."


def write_draft():
    """A draft the editor saved with problems (answer 5 where q. is worth 3), in the teacher's folder."""
    from edu_domino.resources import user_lessons_dir

    draft = user_lessons_dir() / "my-draft.toml"
    draft.parent.mkdir(parents=True, exist_ok=True)
    draft.write_text('id = "my-draft"\nversion = 1\n[[steps]]\nkind = "sum"\nshow = ["q."]\nanswer = 5\n',
                     encoding="utf-8")
    return draft


def test_a_draft_with_problems_is_listed_to_edit(make_app, monkeypatch):
    """A draft saved with problems is exactly what the teacher comes back to fix: it is listed
    and opens in the editor, where the Lessons screen would refuse it as a lesson."""
    draft = write_draft()
    app, _scene, started = choose(make_app, monkeypatch, "Edit a pack (in the browser's pack editor)…")
    pick(app, draft)
    assert started == [[sys.executable, "-m", "edu_domino", "edit", str(draft), "--lang", "en"]]


def test_another_pack_file_picked_in_the_file_browser_opens_as_it_is(make_app, monkeypatch):
    draft = write_draft()
    app, scene, started = choose(make_app, monkeypatch, "Edit a pack (in the browser's pack editor)…")
    edit = app.top
    edit.menu.focus = [item.label for item in edit.menu.items].index("Another pack file…")
    press(app, pygame.K_RETURN)
    browser = app.top
    assert browser is not edit and started == []
    browser.focus = [entry.path for entry in browser.entries].index(draft)
    press(app, pygame.K_RETURN)
    assert started == [[sys.executable, "-m", "edu_domino", "edit", str(draft), "--lang", "en"]]
    assert app.top is scene
