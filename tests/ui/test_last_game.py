"""The new-game screen offers the choices of the last game started, from a file that survives
restarts; a damaged or half-wrong file falls back choice by choice, never a traceback."""

import json

import pygame
import pytest
from ui_helpers import open_new_game, press

from edu_domino.ui import last_game
from edu_domino.ui.scenes.table import TableScene


def _to_start(app, setup) -> None:
    for _ in range(len(setup.menu.shown())):
        if setup.menu.focused_item().label == "Start":
            break
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)


def test_the_last_game_started_is_offered_again_after_a_restart(make_app):
    app = make_app(animations=False)
    setup = open_new_game(app)
    press(app, pygame.K_DOWN)  # Rules
    press(app, pygame.K_UP)
    while setup.preset != "musica":
        press(app, pygame.K_RIGHT)
    setup.teams = 2
    setup.kinds[1] = "hard"
    setup.names[0] = "Ana"
    setup.faces = "notes"
    setup.difficulty = "spellings"
    setup.target = 30
    _to_start(app, setup)
    assert isinstance(app.top, TableScene)
    app.close()

    again = open_new_game(make_app(animations=False))  # a new run of the app
    assert (again.preset, again.players, again.teams, again.target) == ("musica", 4, 2, 30)
    assert again.kinds[:4] == ["human", "hard", "medium", "medium"]
    assert again.names[0] == "Ana" and again.faces == "notes" and again.difficulty == "spellings"
    assert again.rules().teams == 2 and again.rules().match_target == 30
    assert not again.message


def test_no_file_gives_the_usual_new_game(make_app):
    setup = open_new_game(make_app())
    assert (setup.preset, setup.faces, setup.difficulty, setup.target) == ("clasico", "pips", "single", None)
    assert not last_game.default_path().exists()


@pytest.mark.parametrize(("language", "said"), [("en", "damaged"), ("es", "dañado"), ("pt", "danificado")])
def test_a_damaged_file_is_kept_aside_and_said_once(make_app, language, said):
    path = last_game.default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ not json")
    setup = open_new_game(make_app(language=language))
    assert setup.preset == "clasico"
    assert str(path) in setup.message and said in setup.message
    assert not path.exists()
    assert [p.read_text() for p in path.parent.glob("last-game.json.bad-*")] == ["{ not json"]


def test_wrong_choices_fall_back_one_by_one(make_app):
    path = last_game.default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({
        "preset": "musica", "set_max": 6, "players": 9, "teams": 0, "target": None,  # 9: too many
        "kinds": ["human"] * 10, "names": [None] * 10, "faces": "hieroglyphs", "difficulty": "sets",
    }))
    setup = open_new_game(make_app())
    assert setup.preset == "musica" and setup.players == 4  # the preset's own table
    assert setup.kinds == ["human"] * 10
    assert setup.faces == "pips"  # unknown faces: the default
    assert setup.difficulty == "sets"
    assert not setup.message


def test_a_file_from_elsewhere_with_an_unknown_preset_keeps_the_rest(tmp_path):
    path = tmp_path / "last-game.json"
    path.write_text(json.dumps({"preset": "poker", "faces": "powers", "kinds": ["robot"] * 10}), encoding="utf-8")
    assert last_game.load(path) == ({"faces": "powers"}, None)
