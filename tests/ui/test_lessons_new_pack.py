"""The Lessons screen starts the pack editor on a new pack: the `edit` command, in a process of its
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
