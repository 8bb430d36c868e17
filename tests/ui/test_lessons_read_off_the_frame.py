"""The Lessons screen reads and checks the packs on a thread of its own (issue 25: a big pack froze
the screen seconds each time it opened): while a pack is still being checked, frames go on, the
screen says it is reading the packs and Esc works; then the list appears. The check is held at a
gate the test opens, so it surely is still running; no timing is asserted."""

from __future__ import annotations

import threading
import time

import pygame
from ui_helpers import press

from edu_domino.lesson import library
from edu_domino.ui.app import App
from edu_domino.ui.settings import Settings

PACK = '''id = "slow"
version = 1
title = { en = "A slow pack", es = "Un paquete lento", pt = "Um pacote lento" }
instructions = { en = "Count.", es = "Cuenta.", pt = "Conte." }

[[steps]]
kind = "sum"
show = ["pips:3"]
answer = 3
'''


def _texts(app) -> str:
    scene = app.top
    labels = [item.label() if callable(item.label) else item.label for item in scene.menu.items]
    return " ".join([scene.message or "", *labels])


def test_the_packs_are_checked_off_the_frame_thread_and_listed_when_ready(tmp_path, monkeypatch):
    (tmp_path / "slow.toml").write_text(PACK, encoding="utf-8")
    gate, threads = threading.Event(), set()
    check = library.check_file

    def held_check(path, *args):
        threads.add(threading.current_thread())
        assert gate.wait(60), "the test never opened the gate"
        return check(path, *args)

    monkeypatch.setattr(library, "check_file", held_check)
    app = App(size=(800, 600), settings=Settings(), language="es", sound=False, lesson_dirs=[tmp_path])
    try:
        scene = app.open("lessons")
        end = time.monotonic() + 60
        while not threads:  # the bundled packs first, then ours, held at the gate
            assert time.monotonic() < end, "our pack was never checked"
            app.frame()  # the frame loop goes on while the packs are checked
        app.frame()
        assert threading.current_thread() not in threads
        assert not scene.listed and scene.message == "Leyendo los paquetes de lecciones…"
        assert "Un paquete lento" not in _texts(app)
        gate.set()
        end = time.monotonic() + 60
        while not scene.listed:
            assert time.monotonic() < end, "the packs were never listed"
            app.frame()
        assert "Un paquete lento" in _texts(app) and not scene.message
        press(app, pygame.K_ESCAPE)
        assert app.top is not scene
    finally:
        gate.set()
        app.close()


def test_esc_leaves_while_the_packs_are_still_being_read(tmp_path, monkeypatch):
    (tmp_path / "slow.toml").write_text(PACK, encoding="utf-8")
    gate = threading.Event()
    check = library.check_file
    monkeypatch.setattr(library, "check_file", lambda path, *a: (gate.wait(60), check(path, *a))[1])
    app = App(size=(800, 600), settings=Settings(), sound=False, lesson_dirs=[tmp_path])
    try:
        scene = app.open("lessons")
        app.frame()
        press(app, pygame.K_ESCAPE)
        assert app.top is not scene and not scene.listed
    finally:
        gate.set()
        app.close()
