"""Settings that change what pupils get are the teacher's wherever they are reached (issue 26):
New game's "Show numbers" row (kept for every game and lesson), and in Settings the sound output
(Silent leaves listening out) and the tap timing (how taps are judged). Once a teacher PIN is set
each asks for it; a pupil's guess changes nothing; the teacher's PIN lets the change through,
and the screen then changes freely until it is left. With no PIN ever set they stay open.
Driven by keys, in es, pt and en.
"""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import open_new_game, press, type_text

from edu_domino.ui import teacher
from edu_domino.ui.scenes.pupils import PinScene

TEACHER_PIN = "4321"
NOT_THE_PIN = {"es": "Ese no es el PIN del profesor. Esto es solo para el profesor.",
               "pt": "Esse não é o PIN do professor. Isto é só para o professor.",
               "en": "That is not the teacher PIN. This is for the teacher."}


def _to_show_numbers(app):
    setup = open_new_game(app)
    while setup.menu.focused_item().label != "Faces":
        press(app, pygame.K_DOWN)
    while setup.faces != "notes":  # notes hide their value: the row means something
        press(app, pygame.K_RIGHT)
    while setup.menu.focused_item().label != "Show numbers":
        press(app, pygame.K_DOWN)
    return setup


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_new_games_show_numbers_row_asks_the_teacher_pin(make_app, lang):
    teacher.save(teacher.TeacherFile().with_pin(TEACHER_PIN))
    app = make_app(size=(800, 600), language=lang)
    setup = _to_show_numbers(app)
    before = app.settings.show_numbers
    press(app, pygame.K_RIGHT)  # a pupil tries to turn it on
    assert isinstance(app.top, PinScene) and app.settings.show_numbers == before
    type_text(app, "1234")
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, PinScene) and app.top.message == NOT_THE_PIN[lang]
    press(app, pygame.K_ESCAPE)  # gives up: back on New game, nothing changed
    assert app.top is setup and app.settings.show_numbers == before
    press(app, pygame.K_RETURN)  # Enter on the row asks too
    assert isinstance(app.top, PinScene)
    type_text(app, TEACHER_PIN)
    press(app, pygame.K_RETURN)
    assert app.top is setup and app.settings.show_numbers is (not before)
    press(app, pygame.K_LEFT)  # unlocked for the rest of this visit: no second PIN
    assert app.top is setup and app.settings.show_numbers == before


def test_with_no_teacher_pin_the_row_changes_at_once(make_app):
    app = make_app(size=(800, 600))
    setup = _to_show_numbers(app)
    before = app.settings.show_numbers
    press(app, pygame.K_RIGHT)
    assert app.top is setup and app.settings.show_numbers is (not before)


@pytest.mark.parametrize("row", ["Sound", "Tap timing"])
def test_the_sound_output_and_tap_timing_ask_the_teacher_pin(make_app, row):
    teacher.save(teacher.TeacherFile().with_pin(TEACHER_PIN))
    app = make_app(size=(800, 600))
    app.open("settings")
    settings = app.top
    before = app.settings.sound_output
    while settings.menu.focused_item().label != row:
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN if row == "Tap timing" else pygame.K_RIGHT)
    assert isinstance(app.top, PinScene) and app.settings.sound_output == before
    type_text(app, "1234")
    press(app, pygame.K_RETURN)
    press(app, pygame.K_ESCAPE)
    assert app.top is settings and app.settings.sound_output == before
    press(app, pygame.K_RETURN if row == "Tap timing" else pygame.K_RIGHT)
    type_text(app, TEACHER_PIN)
    press(app, pygame.K_RETURN)
    if row == "Sound":
        assert app.top is settings and app.settings.sound_output != before
    else:
        assert type(app.top).__name__ == "CalibrateScene"
