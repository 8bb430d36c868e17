"""The Lessons screen starts the pack editor on a new pack or on a pack the teacher picks: the `edit` command, in a process of its
own, so the app goes on while the teacher writes in the browser."""

from __future__ import annotations

import subprocess

import pygame
from ui_helpers import press


def test_new_pack_on_the_lessons_screen_starts_the_editor(make_app, monkeypatch):
    started = []

    class Recorded:
        def __init__(self, args, **kw) -> None:
            started.append(args)

    monkeypatch.setattr(subprocess, "Popen", Recorded)
    app = make_app()
    scene = app.open("lessons")
    scene.entries  # noqa: B018 - waits for the packs to be listed
    labels = [item.label for item in scene.menu.items]
    scene.menu.focus = labels.index("New pack (in the browser's pack editor)")
    press(app, pygame.K_RETURN)
    assert len(started) == 1 and started[0][-3:] == ["-m", "edu_domino", "edit"]
    assert scene.message == "The pack editor opens in your browser."


def test_edit_a_pack_on_the_lessons_screen_opens_the_editor_on_the_picked_file(make_app, monkeypatch):
    from edu_domino.lesson import load_pack
    from edu_domino.resources import bundled_lessons_dir

    started = []
    monkeypatch.setattr(subprocess, "Popen", lambda args, **kw: started.append(args))
    app = make_app()
    scene = app.open("lessons")
    scene.entries  # noqa: B018 - waits for the packs to be listed
    labels = [item.label for item in scene.menu.items]
    scene.menu.focus = labels.index("Edit a pack (in the browser's pack editor)…")
    press(app, pygame.K_RETURN)
    picker = app.top
    assert picker is not scene  # the file browser, to pick the pack
    source = bundled_lessons_dir() / "02-note-values-1.toml"
    picker.on_pack(load_pack(source))
    assert started == [[started[0][0], "-m", "edu_domino", "edit", str(source)]]
