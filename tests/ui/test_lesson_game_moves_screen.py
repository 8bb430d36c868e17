"""A lesson's game step on the lesson screen, by keys: every move goes to the runner (one path
with an own-pace device's), so a stray Space once the round is over is refused in words and
leaves the step on screen; only Continue ends it, and its one try is recorded then. Oracles:
the catalog's words for "the round is over", written out; the step's id in the pack of
test_lesson_answer_shown.py (one round of musica, two players, seed 4)."""

from __future__ import annotations

import pygame
import pytest
from test_lesson_answer_shown import GAME
from ui_helpers import focus_choice, play_game_by_keys, press

from edu_domino.lesson import loads_pack
from edu_domino.ui.scenes.lesson_screen import LessonScene

ROUND_OVER = {"es": "La mano terminó.", "pt": "A rodada terminou.", "en": "The round is over."}


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_a_stray_space_after_the_round_is_refused_and_continue_ends_the_step(make_app, lang):
    pack, problems = loads_pack(GAME)  # one round (a game step's default)
    assert pack is not None, [str(p) for p in problems]
    app = make_app(size=(1280, 720), language=lang)
    scene = LessonScene(app, pack, seed=1)
    app.push(scene)
    app.frame()
    press(app, pygame.K_RETURN)  # the instructions page
    game = scene.runner.game
    play_game_by_keys(app, scene)
    press(app, pygame.K_SPACE)  # a stray key on the finished round
    assert scene.message == ROUND_OVER[lang]
    assert scene.shown.id == "hand" and not scene.runner.finished and scene.runner.answers == []
    focus_choice(app, scene, lambda c: c.kind == "button")
    press(app, pygame.K_RETURN)  # Continue
    assert scene.runner.finished
    (record,) = scene.runner.answers
    assert (record.kind, record.given) == ("game", str(game.outcome(0)))
