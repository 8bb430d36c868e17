"""A tap step is a question heard (the rhythm first, the metronome): with the silent sound output
it says so and is set aside like a listen question, never timed nor recorded wrong. The tap kind
says it needs sound (`needs_sound`); the lesson screen asks the kind, not the step's name."""

from __future__ import annotations

import pygame
import pytest
from test_lesson_safe_keys import NO_SOUND
from ui_helpers import press

from edu_domino.lesson import loads_pack
from edu_domino.ui.app import App
from edu_domino.ui.scenes.lesson_screen import LessonScene
from edu_domino.ui.settings import Settings

PACK = '''id = "tap-silent"
version = 1
faces = "notes"
tempo = 60
shuffle = false
title = { es = "Toques", pt = "Toques", en = "Taps" }
instructions = { es = "Toca.", pt = "Toque.", en = "Tap." }

[[steps]]
kind = "tap"
id = "tap"
play = "q+e+e"

[[steps]]
kind = "sum"
id = "sum"
show = ["q"]
answer = 2
'''


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_with_no_sound_a_tap_question_is_set_aside(lang):
    pack, problems = loads_pack(PACK)
    assert pack is not None, [str(p) for p in problems]
    app = App(size=(1280, 720), settings=Settings(sound_output="silent"), language=lang)
    try:
        scene = LessonScene(app, pack, seed=1)
        app.push(scene)
        app.frame()
        press(app, pygame.K_RETURN)  # the instructions
        assert scene.shown.id == "tap"
        drawn = app.theme.record_texts()
        app.frame()
        assert any(t.startswith(NO_SOUND[lang]) for t in drawn), list(drawn)
        press(app, pygame.K_RETURN)  # Go on
        assert scene.shown.id == "sum" and scene.runner.answers == []
    finally:
        app.close()
