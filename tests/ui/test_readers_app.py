"""The app itself with the files of issue 12: a settings file nested thousands deep or saved with
a byte-order mark, a last-game file with wrong types, a pack with a number of thousands of
digits: the app starts, New game opens, the Lessons screen lists the pack as broken."""

import json
import os

import pygame
import pytest
from ui_helpers import open_new_game, press

from edu_domino.ui.app import App
from edu_domino.ui.scenes.lessons import LessonListScene
from edu_domino.ui.settings import Settings


@pytest.fixture
def home():
    from pathlib import Path
    return Path(os.environ["EDU_DOMINO_HOME"])


def _start(path, **kwargs) -> App:
    return App(size=(1280, 720), settings_path=path, language="en", sound=False, **kwargs)


def test_settings_nested_thousands_deep_are_set_aside_and_the_app_starts_twice(home):
    path = home / "settings.json"
    path.write_text('{"volume": ' + "[" * 100_000 + "]" * 100_000 + "}")
    app = _start(path)
    try:
        assert app.settings == Settings()
        assert str(path) in app.notice and "nest more than 64 deep" in app.notice and "kept as" in app.notice
    finally:
        app.close()
    again = _start(path)
    try:
        assert again.notice is None
    finally:
        again.close()


def test_settings_saved_by_notepad_with_a_bom_are_used(home):
    path = home / "settings.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"palette": "colourblind", "show_legal": False}).encode())
    app = _start(path)
    try:
        assert app.notice is None and app.settings.palette == "colourblind" and not app.settings.show_legal
        assert path.exists()
    finally:
        app.close()


def test_new_game_opens_with_a_preset_written_as_a_list(make_app, home):
    (home / "last-game.json").write_text(json.dumps({"preset": ["clasico"], "players": [2], "faces": {"x": 1}}))
    setup = open_new_game(make_app())
    assert setup.preset == "clasico" and setup.faces == "pips" and not setup.message


def test_the_lessons_screen_lists_a_pack_with_a_huge_number_as_broken(make_app, tmp_path):
    head = 'id = "big"\nversion = 1\ntitle = { en = "Big" }\ninstructions = { en = "i" }\n'
    (tmp_path / "big.toml").write_text(head + f"level = {'9' * 5000}\n")
    app = make_app()
    app.lesson_dirs = [tmp_path]
    scene = LessonListScene(app)
    app.push(scene)
    app.frame()
    broken = [e for e in scene.entries if e.path.name == "big.toml"]
    assert len(broken) == 1 and broken[0].pack is None
    assert "big.toml:5: the number" in str(broken[0].problems[0])
    press(app, pygame.K_ESCAPE)
