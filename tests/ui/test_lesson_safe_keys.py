"""Lessons a teacher can leave running (issue 26), driven by keys as a pupil presses them, headless,
in es, pt and en:
- Esc asks "Leave this lesson?" with "Keep going" chosen: a stray Enter after it changes nothing;
- a lesson left, or the app closed, goes on for that pupil at the same step, the answers kept;
- with the silent sound output a listen question says so, is set aside, comes back at the end, and
  is never recorded as wrong;
- no text on a lesson screen uses bracket notation, after right and wrong answers alike.

Oracles: the words of the catalogs, written out below; the step ids of the hand-written pack in
test_lesson_answer_shown.py (match, sum, listen, build, chain, in that order: shuffle = false).
"""

from __future__ import annotations

import pygame
import pytest
from test_lesson_answer_shown import PACK, next_step, wrong_try
from ui_helpers import answer_right, press

from edu_domino.lesson import loads_pack
from edu_domino.ui.app import App
from edu_domino.ui.scenes.confirm import ConfirmScene
from edu_domino.ui.scenes.lesson_screen import LessonScene
from edu_domino.ui.settings import Settings

LEAVE = {"es": ("¿Salir de esta lección?", "Seguir con la lección"),
         "pt": ("Sair desta lição?", "Continuar a lição"),
         "en": ("Leave this lesson?", "Keep going")}
NO_SOUND = {"es": "Este ordenador no tiene sonido", "pt": "Este computador está sem som",
            "en": "There is no sound on this computer"}
STILL_NONE = {"es": "Sigue sin haber sonido", "pt": "Continua sem som", "en": "There is still no sound"}


def _pack():
    pack, problems = loads_pack(PACK)
    assert pack is not None, [str(p) for p in problems]
    return pack


def _pupil(name="Ana"):
    from edu_domino.progress import open_record

    with open_record() as record:
        return record.create_pupil(name)


def _open(app, pack, pupil):
    scene = LessonScene(app, pack, seed=1, pupil=pupil)
    app.push(scene)
    app.frame()
    return scene


def _texts(app) -> list[str]:
    """Every text drawn at the next frame."""
    drawn = app.theme.record_texts()
    app.frame()
    return list(drawn)


def _to_step(app, scene, step_id):
    for _ in range(30):
        if scene.shown is not None and scene.shown.id == step_id and not scene.waiting:
            return
        if scene.waiting:
            next_step(app, scene)
        else:
            answer_right(app, scene)
    raise AssertionError(f"never reached {step_id}")


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_esc_asks_keep_going_is_chosen_and_leaving_goes_on_at_the_same_step(make_app, lang):
    app, pack, pupil = make_app(language=lang), _pack(), _pupil()
    scene = _open(app, pack, pupil)
    _to_step(app, scene, "listen")  # match and sum answered right on the way
    answers, score = len(scene.runner.answers), scene.runner.score
    assert (answers, score) == (2, 2)
    press(app, pygame.K_ESCAPE)
    question = app.top
    assert isinstance(question, ConfirmScene)
    assert (question.question, question.focused_label) == LEAVE[lang]
    press(app, pygame.K_RETURN)  # the stray Enter: still in the lesson, at the same step
    assert app.top is scene and scene.shown.id == "listen"
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_LEFT)  # "Leave"
    press(app, pygame.K_RETURN)
    assert scene not in app.scenes
    again = _open(app, pack, pupil)  # the same pupil, another time
    assert again.resumed and again.shown.id == "listen"
    assert len(again.runner.answers) == answers and again.runner.score == score
    answer_right(app, again)
    assert len(again.runner.answers) == answers + 1  # this answer, and only it, to save
    other = _open(app, pack, _pupil("Rui"))  # another pupil starts at the beginning
    assert not other.resumed and other.runner.answers == []


def test_closing_the_app_keeps_the_place():
    pack, pupil = _pack(), _pupil()
    app = App(size=(1280, 720), settings=Settings(), language="pt", sound=False)
    scene = _open(app, pack, pupil)
    _to_step(app, scene, "build")
    app.close()  # the window closed in the middle of the lesson
    app = App(size=(1280, 720), settings=Settings(), language="pt", sound=False)
    try:
        scene = _open(app, pack, pupil)
        assert scene.shown.id == "build" and scene.runner.score == 3
    finally:
        app.close()


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_with_no_sound_a_listen_question_is_set_aside_and_never_recorded_wrong(lang):
    app = App(size=(1280, 720), settings=Settings(sound_output="silent"), language=lang)
    try:
        scene = _open(app, _pack(), _pupil())
        _to_step(app, scene, "listen")
        drawn = _texts(app)
        assert any(t.startswith(NO_SOUND[lang]) for t in drawn), drawn
        press(app, pygame.K_RETURN)  # Go on
        assert scene.shown.id == "build"
        for _ in range(30):  # the rest of the lesson, right; then the listen question again
            if scene.shown is not None and scene.shown.id == "listen" and not scene.waiting:
                break
            if scene.waiting:
                next_step(app, scene)
            else:
                answer_right(app, scene)
        assert scene.shown.id == "listen"
        drawn = _texts(app)
        assert any(t.startswith(STILL_NONE[lang]) for t in drawn), drawn
        press(app, pygame.K_RETURN)
        assert scene.runner.finished
        assert not any(a.skill == "listening" for a in scene.runner.answers)  # never recorded at all
        assert (scene.runner.score, scene.runner.out_of) == (4, 4)  # left out of the score too
    finally:
        app.close()


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_no_lesson_text_uses_bracket_notation(make_app, lang):
    app = make_app(language=lang)
    scene = _open(app, _pack(), None)
    press(app, pygame.K_RETURN)  # the instructions
    seen = []
    for kind in ["match", "sum", "listen", "build", "chain"]:
        assert scene.shown.id == kind
        wrong_try(app, scene, kind, lang)
        seen += _texts(app)  # "Not quite." and the hint
        if kind in ("match", "build"):
            wrong_try(app, scene, "again", lang)
        else:
            press(app, pygame.K_RETURN)
        seen += _texts(app)  # the right answer in words
        next_step(app, scene)
        if scene.shown is not None and scene.shown.id == kind:  # a question that comes back: right now
            answer_right(app, scene)
            seen += _texts(app)
    assert len(seen) > 20
    assert [t for t in seen if any(c in t for c in "[|]")] == []
