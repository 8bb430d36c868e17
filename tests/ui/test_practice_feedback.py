"""Practice after an answer: the choices stay on screen with the right one marked, the right
answer is said in words (never a spelling key) and heard, until the pupil presses Next; keys
then reach only Next and Stop. The oracles: the first two items of seed 3 worked by hand
(a quarter note counts 2; the notes worth 2 are a quarter, or two eighths)."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import press

from edu_domino.ui.shots.practice import stage_practice
from edu_domino.ui.sound import SoundPlayer

WRONG_SUM = {"es": "Casi. La respuesta: 2", "pt": "Quase. A resposta: 2", "en": "Not quite. The answer: 2"}
WORDS_OF_TWO = {"es": ("negra", "corchea + corchea"), "pt": ("semínima", "colcheia + colcheia"),
                "en": ("quarter note", "eighth note + eighth note")}


class Clock:
    now = 100.0

    def __call__(self) -> float:
        return self.now


def drill(make_app, lang):
    app = make_app(size=(800, 600), language=lang)
    clock = Clock()
    app.sound = SoundPlayer("recorder", 1.0, clock=clock)
    app.sound.wait()
    stage_practice(app)
    return app, app.top, clock


def heard(app, clock) -> int:
    app.sound.wait()
    clock.now += 60.0
    app.sound.update(clock.now)
    return len(app.sound.output.notes())


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_a_wrong_sum_keeps_the_choices_names_and_sounds_the_answer(make_app, lang):
    app, scene, clock = drill(make_app, lang)
    assert scene.item.key == "sum:notes:q"
    before = heard(app, clock)
    scene.activate("answer", "0")
    app.records.flush()
    drawn = app.theme.record_texts()
    app.frame()
    assert WRONG_SUM[lang] in drawn
    assert {"0", "1", "2", "4"} <= set(drawn)  # every choice is still there to look back on
    assert heard(app, clock) > before  # the "not quite" cue and the quarter note it was about
    assert scene.options() == [("button", "next"), ("button", "stop")]
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_LEFT)
    assert scene.feedback is not None  # moving between Next and Stop answers nothing
    press(app, pygame.K_RETURN)  # Next
    assert scene.feedback is None and scene.item.key != "sum:notes:q"
    app.sound.close()


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_a_notes_answer_is_said_in_words_not_as_a_key(make_app, lang):
    app, scene, clock = drill(make_app, lang)
    scene.activate("answer", scene.item.expected)
    app.records.flush()
    press(app, pygame.K_RETURN)  # Next: "which notes are worth 2?"
    item = scene.item
    assert item.key == "equiv:numerals:2" and item.kind == "choice"
    wrong = next(c for c in item.choices if not item.check(c))
    scene.activate("answer", wrong)
    app.records.flush()
    drawn = app.theme.record_texts()
    app.frame()
    said = [t for t in drawn if t.startswith(WRONG_SUM[lang][:-2])]
    assert said and said[0].endswith(WORDS_OF_TWO[lang]), said
    assert not any("notes:" in t for t in drawn)
    app.sound.close()
