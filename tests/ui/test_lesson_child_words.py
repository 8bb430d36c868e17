"""Feedback in a child's words (issue 26), driven by keys headless in es, pt and en: a right build
is praised with the pupil's own notes and what they make, never another answer's notes; a listen
hint does not ask to count the sounds when every choice is one sound.

Oracle by hand: a quarter note counts 2 eighths, so quarter + quarter makes 4, as long as one half
note (issue 26: "Right! Two quarter notes last as long as a half note."): the pupil's own notes
are named first, the half note only as what they last as long as. The listen step
plays a half note; its choices, half, quarter and eighth, are each one sound.
"""

from __future__ import annotations

import re

import pygame
import pytest
from ui_helpers import focus_choice, press

from edu_domino.lesson import loads_pack
from edu_domino.ui.scenes.lesson_screen import LessonScene

PACK = '''
id = "words"
version = 1
faces = "notes"
retries = 1
repeat_wrong = 0
shuffle = false
title = { es = "Palabras", pt = "Palavras", en = "Words" }
instructions = { es = "i", pt = "i", en = "i" }
[[steps]]
kind = "build"
id = "build"
target = 4
palette = ["e", "q", "h"]
max_parts = 4
[[steps]]
kind = "listen"
id = "listen"
play = "h"
choices = ["h", "q", "e"]
'''

PRAISE = {"es": "¡Bien! Negra + negra: juntas duran lo mismo que una blanca.",
          "pt": "Semínima + semínima: juntas duram o mesmo que uma mínima.",
          "en": "Right! Quarter note + quarter note: together they last as long as one half note."}
LENGTH_HINT = {"es": "Escucha otra vez: ¿el sonido es corto o largo?", "pt": "Ouça de novo: o som é curto ou longo?",
               "en": "Listen again: is the sound short or long?"}
HALF_NOTE = {"es": "blanca", "pt": "mínima", "en": "half note"}


def _texts(app) -> str:
    drawn = app.theme.record_texts()
    app.frame()
    return " ".join(drawn)


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_a_right_build_is_praised_with_the_pupils_own_notes(make_app, lang):
    pack, problems = loads_pack(PACK)
    assert pack is not None, [str(p) for p in problems]
    app = make_app(language=lang)
    scene = LessonScene(app, pack, seed=1)
    app.push(scene)
    app.frame()
    press(app, pygame.K_RETURN)  # the instructions
    assert scene.shown.id == "build"
    press(app, pygame.K_RIGHT)  # the quarter note (eighth, quarter, half)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)  # twice
    focus_choice(app, scene, lambda c: c.kind == "button" and c.label == scene._("Check"))
    press(app, pygame.K_RETURN)
    said = _texts(app)
    assert scene.feedback is not None and scene.feedback.right
    assert PRAISE[lang] in said, said
    built = scene.feedback.expected_text.split(":")[0]  # what the pupil built: never another answer's note
    assert not re.search(rf"\b{HALF_NOTE[lang]}\b", built), built
    press(app, pygame.K_RETURN)  # Continue
    assert scene.shown.id == "listen"
    press(app, pygame.K_RIGHT)  # the quarter note: wrong
    press(app, pygame.K_RETURN)
    said = _texts(app)
    assert scene.feedback is not None and not scene.feedback.right
    assert LENGTH_HINT[lang] in said, said


LABELS = {"es": ["corchea", "vale 1", "negra", "vale 2", "blanca", "vale 4"],
          "pt": ["colcheia", "vale 1", "semínima", "vale 2", "mínima", "vale 4"],
          "en": ["eighth note", "counts 1", "quarter note", "counts 2", "half note", "counts 4"]}


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_the_note_values_page_labels_each_note_with_its_name_and_value(make_app, lang):
    from edu_domino.lesson import find_packs, lesson_dirs

    pack = next(e.pack for e in find_packs(lesson_dirs()) if e.pack is not None and e.pack.id == "note-values-1")
    app = make_app(size=(800, 600), language=lang)
    scene = LessonScene(app, pack, seed=1)
    app.push(scene)
    app.frame()
    for page in ("instructions", "eighth-quarter-half"):  # the first page is no longer text alone
        assert scene.shown.id == page
        drawn = app.theme.record_texts()
        app.frame()
        assert " ".join(LABELS[lang]) in " ".join(drawn), list(drawn)  # a long name may wrap under its note
        press(app, pygame.K_RETURN)  # Continue is chosen
