"""New game: the difficulty in plain words, with one line saying what pupils do, and with note or
power faces the default is the one where pupils add (issue 26). Oracle: the catalogs' words."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import press

NAME = {"es": "Mismo valor, dibujado distinto", "pt": "Mesmo valor, desenhado diferente",
        "en": "Same value, drawn differently"}
NOTE = {"es": "Un mismo valor se dibuja de varias maneras: los alumnos suman para ver qué mitades encajan.",
        "pt": "Um mesmo valor é desenhado de várias maneiras: os alunos somam para ver quais metades combinam.",
        "en": "One value is drawn in different ways: pupils add up to see which halves join."}


def _focus(app, label):
    for key in (pygame.K_DOWN, pygame.K_UP):  # the menu stops at its ends
        for _ in range(25):
            if app.top.menu.focused_item().label == label:
                return
            press(app, key)
    raise AssertionError(label)


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_note_faces_default_to_adding_said_in_plain_words(make_app, lang):
    app = make_app(language=lang)
    app.open("setup")
    app.frame()
    setup = app.top
    _focus(app, "Faces")
    while setup.faces != "notes":
        press(app, pygame.K_RIGHT)
    _focus(app, "Difficulty")
    drawn = app.theme.record_texts()
    app.frame()
    assert NAME[lang] in drawn and any(NOTE[lang].startswith(t) for t in drawn if len(t) > 10), list(drawn)
    press(app, pygame.K_RIGHT)  # the teacher's own choice ...
    chosen = setup.difficulty
    assert chosen != "spellings"
    _focus(app, "Faces")
    press(app, pygame.K_RIGHT)  # ... stays when the faces change
    assert setup.difficulty == chosen
