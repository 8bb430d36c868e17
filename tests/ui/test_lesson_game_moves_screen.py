"""A lesson's game step on the lesson screen, by keys: every move goes to the runner (one path
with an own-pace device's), so a stray Space once the round is over is refused in words and
leaves the step on screen; only Continue ends it, and its one try is recorded then. Oracles:
the catalog's words for "the round is over", written out; the step's id in the pack below."""

from __future__ import annotations

import time

import pygame
import pytest
from ui_helpers import focus_choice, press

from edu_domino.engine import Play
from edu_domino.lesson import loads_pack
from edu_domino.ui.scenes.lesson_screen import LessonScene

PACK = '''id = "one-round"
version = 1
faces = "pips"
title = { es = "Juego", pt = "Jogo", en = "Game" }
instructions = { es = "i", pt = "i", en = "i" }
[[steps]]
kind = "game"
id = "hand"
rules = "musica"
options = { players = 2 }
opponents = ["random"]
play = "round"
seed = 4
'''
ROUND_OVER = {"es": "La mano terminó.", "pt": "A rodada terminou.", "en": "The round is over."}


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_a_stray_space_after_the_round_is_refused_and_continue_ends_the_step(make_app, lang):
    pack, problems = loads_pack(PACK)
    assert pack is not None, [str(p) for p in problems]
    app = make_app(size=(1280, 720), language=lang)
    scene = LessonScene(app, pack, seed=1)
    app.push(scene)
    app.frame()
    press(app, pygame.K_RETURN)  # the instructions page
    game = scene.runner.game
    for _ in range(20000):  # the pupil lays the first legal tile by L/R, else Space
        if game.done:
            break
        if not game.to_move(0):
            app.frame(dt=1.0)
            if game.thinking and not game.answer_ready:
                time.sleep(0.001)  # the opponent thinks on its own thread; let it answer
            continue
        plays = [a for a in game.legal(0) if isinstance(a, Play)]
        if plays:
            focus_choice(app, scene, lambda c, t=plays[0].tile: c.kind == "tile" and c.value == t)
            press(app, pygame.K_l if plays[0].end == "L" else pygame.K_r)
        else:
            press(app, pygame.K_SPACE)
    assert game.done
    press(app, pygame.K_SPACE)  # a stray key on the finished round
    assert scene.message == ROUND_OVER[lang]
    assert scene.shown.id == "hand" and not scene.runner.finished and scene.runner.answers == []
    focus_choice(app, scene, lambda c: c.kind == "button")
    press(app, pygame.K_RETURN)  # Continue
    assert scene.runner.finished
    (record,) = scene.runner.answers
    assert (record.kind, record.given) == ("game", str(game.outcome(0)))
