"""The timed challenge in the app, driven by keys from the pupil's page on a fake clock (moved by
hand, never slept on): the rules and a focused Start; a question whose time runs out closes itself,
saved as wrong with nothing given; a right answer that arrives after the time is up counts as
wrong; a stray Enter just after a time-up does not skip the answer; the score and the best (worked
out here by hand) are said and kept in the record; Esc asks before a challenge is left."""

from __future__ import annotations

import pygame
import pytest
from test_practice_aims import _ana, _to_pupil_page
from ui_helpers import StillClock, menu_to, press, settle

from edu_domino.progress import open_record
from edu_domino.progress.aims import PracticeAims
from edu_domino.progress.challenge import ChallengeScore, best_in, save_result
from edu_domino.ui import teacher
from edu_domino.ui.scenes import practice_challenge
from edu_domino.ui.scenes.confirm import ConfirmScene
from edu_domino.ui.scenes.practice import PupilScene
from edu_domino.ui.scenes.practice_challenge import ChallengeScene, Phase
from edu_domino.ui.scenes.progress import ProgressScene

RULES = {"en": "5 questions. You have 10 seconds for each one. An answer counts when it is right and in time.",
         "es": "5 preguntas. Tienes 10 segundos para cada una. Una respuesta cuenta si está bien y llega a tiempo."}
ROW = {"en": "Timed challenge", "es": "Reto contrarreloj"}
OVER = {"en": ("Challenge over! {r} of 5 right in time.", "Your best: {b} of 5.", "That is your best yet!"),
        "es": ("¡Reto terminado! {r} de 5 bien a tiempo.", "Tu mejor marca: {b} de 5.", "¡Es tu mejor marca hasta ahora!")}


@pytest.fixture
def clock(monkeypatch):
    fake = StillClock(1000.0)
    monkeypatch.setattr(practice_challenge, "CLOCK", fake)
    return fake


def _challenge(make_app, lang="en") -> tuple:
    ana = _ana()
    teacher.save(teacher.TeacherFile().with_aims(None, PracticeAims(topics=("sums", "powers"), length=5)))
    app = make_app(size=(800, 600), language=lang)
    _to_pupil_page(app)
    menu_to(app, ROW[lang])
    settle(app)
    scene = app.top
    assert isinstance(scene, ChallengeScene) and scene.phase is Phase.READY
    return app, scene, ana


def _focus_on(app, scene, right: bool) -> None:
    """Move to a right (or a wrong) answer by keys."""
    values = [v for k, v in scene.options() if k == "answer"]
    target = next(i for i, v in enumerate(values) if scene.item.check(v) == right)
    for _ in range((target - scene.focus) % len(scene.options())):
        press(app, pygame.K_RIGHT)


def _answer(app, scene, right: bool) -> None:
    _focus_on(app, scene, right)
    press(app, pygame.K_RETURN)
    settle(app)


def test_a_whole_challenge_with_a_time_up_and_a_late_answer(make_app, clock):
    app, scene, ana = _challenge(make_app)
    assert scene.lines() == [RULES["en"]]  # no best yet
    assert scene.options()[scene.focus] == ("button", "start")
    press(app, pygame.K_RETURN)  # Start
    assert scene.phase is Phase.ON and scene.counter() == "Challenge: question 1 of 5"
    assert scene.countdown_words() == ("10", "seconds left")
    expected = []
    # 1: right after 3 s
    clock.now += 3
    assert scene.countdown_words() == ("7", "seconds left")
    _answer(app, scene, right=True)
    assert scene.feedback.correct
    expected.append((True, True, 3000))
    press(app, pygame.K_RETURN)  # Next
    # 2: no answer; 10.5 s on, the next frame closes it
    item = scene.item
    clock.now += 9.5
    assert scene.countdown_words() == ("1", "second left")
    clock.now += 1
    settle(app)
    settle(app)
    fb = scene.feedback
    assert (fb.given, fb.correct, fb.timed_out) == ("", False, True)
    assert scene.answer_text() == f"Time is up! The answer is {item.expected}."
    assert scene.countdown_words() == ("", "Time is up!")
    expected.append((False, True, 10000))
    press(app, pygame.K_RETURN)  # an Enter meant for the answer, a moment late: no skipping on
    assert scene.feedback is fb and scene.counter() == "Challenge: question 2 of 5"
    clock.now += 1
    press(app, pygame.K_RETURN)  # now Next
    assert scene.feedback is None and scene.counter() == "Challenge: question 3 of 5"
    # 3: the right answer chosen, Enter pressed 10.5 s after the question came: too late
    item = scene.item
    clock.now += 1
    _focus_on(app, scene, right=True)
    clock.now += 9.5
    press(app, pygame.K_RETURN)  # the key reaches the scene before it notices the time
    settle(app)
    fb = scene.feedback
    assert (fb.given, fb.correct, fb.timed_out) == (item.expected, False, True)
    assert scene.answer_text() == f"Your answer came after the time was up. The answer: {item.expected}"
    expected.append((False, True, 10500))
    press(app, pygame.K_RETURN)
    # 4: wrong after 1 s; 5: right after 9.5 s
    clock.now += 1
    _answer(app, scene, right=False)
    expected.append((False, True, 1000))
    press(app, pygame.K_RETURN)
    clock.now += 9.5
    _answer(app, scene, right=True)
    expected.append((True, True, 9500))
    assert scene.counter() == "Challenge: question 5 of 5"
    press(app, pygame.K_RETURN)  # on to the score
    settle(app)
    assert scene.phase is Phase.OVER
    assert scene.lines() == ["Challenge over! 2 of 5 right in time.", "Your best: 2 of 5."]
    with open_record() as record:
        rows = record.answers(ana)
        assert [(r.correct, r.challenge, r.ms) for r in rows] == expected
        assert rows[1].given == ""
        assert best_in(record, ana) == ChallengeScore(2, 5)
    press(app, pygame.K_ESCAPE)  # the score: leaving is safe
    assert isinstance(app.top, PupilScene)
    menu_to(app, "My progress")
    settle(app)
    assert isinstance(app.top, ProgressScene) and app.top.lesson_lines() == ["Timed challenge: best 2 of 5"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_best_is_shown_and_kept(make_app, clock, lang):
    with open_record() as record:  # another pupil's challenge is not Ana's best
        save_result(record, record.create_pupil("Bea"), ChallengeScore(5, 5))
    app, scene, ana = _challenge(make_app, lang)
    with open_record() as record:  # an earlier challenge of Ana's: 4 of 5
        save_result(record, ana, ChallengeScore(4, 5))
    app.pop()
    menu_to(app, ROW[lang])
    settle(app)
    scene = app.top
    result, best, new = OVER[lang]
    assert scene.lines() == [RULES[lang], best.format(b=4)]
    press(app, pygame.K_RETURN)  # Start
    for n in range(5):  # one right of five
        clock.now += 2
        _answer(app, scene, right=n == 0)
        press(app, pygame.K_RETURN)
    settle(app)
    assert scene.lines() == [result.format(r=1), best.format(b=4)]
    assert scene.options()[scene.focus] == ("button", "again")
    press(app, pygame.K_RETURN)  # Try the challenge again: its rules, with the best still 4 of 5
    settle(app)
    again = app.top
    assert isinstance(again, ChallengeScene) and again is not scene and again.phase is Phase.READY
    assert again.lines() == [RULES[lang], best.format(b=4)]
    press(app, pygame.K_RETURN)
    for _ in range(5):
        clock.now += 2
        _answer(app, again, right=True)
        press(app, pygame.K_RETURN)
    settle(app)
    assert again.lines() == [result.format(r=5), best.format(b=5), new]
    with open_record() as record:
        assert best_in(record, ana) == ChallengeScore(5, 5)


def test_esc_asks_and_a_stray_key_changes_nothing(make_app, clock):
    app, scene, ana = _challenge(make_app)
    press(app, pygame.K_ESCAPE)  # on the rules page: back, nothing started
    assert isinstance(app.top, PupilScene)
    menu_to(app, "Timed challenge")
    settle(app)
    scene = app.top
    press(app, pygame.K_RETURN)
    item = scene.item
    clock.now += 2
    for key in (pygame.K_a, pygame.K_SPACE, pygame.K_x):
        press(app, key)
    assert scene.item is item and scene.feedback is None and not scene.saving
    press(app, pygame.K_ESCAPE)
    confirm = app.top
    assert isinstance(confirm, ConfirmScene) and confirm.question == "Stop the challenge?"
    assert confirm.focused_label == "Go on with the challenge"
    press(app, pygame.K_RETURN)  # a stray Enter keeps going
    assert app.top is scene and scene.item is item and scene.feedback is None
    press(app, pygame.K_ESCAPE)
    clock.now += 9  # the time runs out while the question is asked
    press(app, pygame.K_ESCAPE)  # Esc on the question: no, go on
    settle(app)
    assert app.top is scene and scene.feedback.timed_out and scene.feedback.given == ""
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_LEFT)  # "Stop"
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, PupilScene)
    with open_record() as record:
        assert [(r.given, r.correct, r.challenge) for r in record.answers(ana)] == [("", False, True)]
        assert best_in(record, ana) is None  # a challenge left unfinished is no score


def test_only_rhythms_to_tap_says_why_there_is_no_challenge(make_app, clock):
    _ana()
    teacher.save(teacher.TeacherFile().with_aims(None, PracticeAims(topics=("rhythm",), length=5)))
    app = make_app(size=(800, 600), language="en")
    _to_pupil_page(app)
    menu_to(app, "Timed challenge")
    settle(app)
    scene = app.top
    assert scene.lines() == ["The timed challenge has no questions in your teacher's topics: tapping a rhythm is "
                             "not timed."]
    assert scene.options() == [("button", "back")]
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, PupilScene)
