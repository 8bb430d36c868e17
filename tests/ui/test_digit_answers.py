"""Digit keys choose in number questions, as the lesson's footer says ("a number: choose · Enter:
answer"): typing 7 chooses 7 and Enter answers it, once; typing 3 then 2 chooses 32; a count-up
question takes the typed number and Enter checks it. In practice a digit still answers."""

import dataclasses

import pygame
import pytest
from ui_helpers import answer_right, press, settle

from edu_domino.lesson import SumStep, find_packs, lesson_dirs, loads_pack
from edu_domino.ui.digits import PAUSE_S
from edu_domino.ui.scenes.lesson_screen import LessonScene

DIGIT = {str(n): getattr(pygame, f"K_{n}") for n in range(10)}

COUNT_UP = """id = "count-up"
version = 1
title = { en = "Count up", es = "Contar", pt = "Contar" }
instructions = { en = "Add them up.", es = "Suma.", pt = "Some." }
level = 1
faces = "pips"
tempo = 100

[[steps]]
kind = "sum"
show = ["pips:6", "pips:6"]
"""


def _to_sum_step(app, scene, want) -> SumStep:
    for _ in range(100):
        step = scene.shown
        if isinstance(step, SumStep) and not step.yes_no and want(step) and not scene.waiting:
            return step
        if scene.waiting or step is None:  # feedback to leave, or the instructions page
            press(app, pygame.K_RETURN)
        else:
            answer_right(app, scene)
    raise AssertionError("no such step")


def _pack(pack_id):
    return next(e.pack for e in find_packs(lesson_dirs()) if e.pack is not None and e.pack.id == pack_id)


@pytest.mark.parametrize("language", ["es", "pt", "en"])
def test_a_digit_chooses_and_enter_answers_once(make_app, language):
    app = make_app(language=language)
    scene = LessonScene(app, _pack("warmup-pips-numerals"), seed=1)
    app.push(scene)
    app.frame()
    step = _to_sum_step(app, scene, lambda s: s.expected() == 7)
    assert step.choices == (5, 7, 8, 9)  # the right one at a seeded place: the second
    answers = len(scene.runner.answers)
    press(app, DIGIT["7"])
    assert scene.feedback is None and scene.build_choices()[scene.focus].value == 7  # chosen, not answered
    press(app, pygame.K_RETURN)
    assert scene.feedback is not None and scene.feedback.right and scene.waiting
    assert len(scene.runner.answers) == answers + 1  # answered once
    assert scene.shown is step  # the feedback is on screen, about this question
    press(app, pygame.K_RETURN)  # the next Enter leaves the feedback, and answers nothing
    assert not scene.waiting and scene.shown is not step and scene.feedback is None
    assert len(scene.runner.answers) == answers + 1


def test_two_digits_choose_a_two_digit_choice(make_app):
    app = make_app()
    scene = LessonScene(app, _pack("powers-of-two"), seed=1)
    app.push(scene)
    app.frame()
    step = _to_sum_step(app, scene, lambda s: s.expected() == 32)  # choices 32, 33, 34, 64
    press(app, DIGIT["3"])  # 31, 32 and 33 start with 3: wait for the next digit
    press(app, DIGIT["2"])
    assert scene.feedback is None and scene.build_choices()[scene.focus].value == 32
    press(app, pygame.K_RETURN)
    assert scene.feedback is not None and scene.feedback.right
    assert step.expected() == 32


def test_a_pause_starts_a_new_number_and_a_wrong_digit_is_a_wrong_answer(make_app):
    app = make_app()
    scene = LessonScene(app, _pack("warmup-pips-numerals"), seed=1)
    app.push(scene)
    app.frame()
    step = _to_sum_step(app, scene, lambda s: s.expected() == 7)
    assert step.choices == (5, 7, 8, 9)  # a number line, the right one at a seeded place
    focus = scene.focus
    press(app, DIGIT["6"])  # no choice 6: nothing happens
    assert scene.feedback is None and scene.focus == focus
    app.frame(dt=PAUSE_S + 0.1)
    press(app, DIGIT["8"])
    press(app, pygame.K_RETURN)  # a wrong answer, said as such
    assert scene.feedback is not None and not scene.feedback.right


def test_a_count_up_question_takes_the_typed_number_then_enter(make_app):
    pack, problems = loads_pack(COUNT_UP)
    assert pack is not None, problems
    # No choices: the pupil counts up to the sum (the loader offers choices to every pack step,
    # so the count-up is made here, as a custom step would come).
    pack = dataclasses.replace(pack, steps=tuple(dataclasses.replace(s, choices=()) for s in pack.steps))
    app = make_app()
    scene = LessonScene(app, pack, seed=1)
    app.push(scene)
    app.frame()
    _to_sum_step(app, scene, lambda s: not s.choices)
    press(app, DIGIT["1"])
    press(app, DIGIT["2"])
    assert scene.view.number == 12
    press(app, pygame.K_RETURN)  # Enter checks 12 (not one more on the counter)
    assert scene.feedback is not None and scene.feedback.right


def test_a_digit_answers_a_number_drill_in_practice(make_app):
    from edu_domino.ui.scenes.practice_drill import DrillScene

    app = make_app()
    app.open("practice")
    settle(app)
    labels = [i.label for i in app.top.menu.items]
    while app.top.menu.focused_item().label != "New pupil":
        press(app, pygame.K_DOWN)
    assert "New pupil" in labels
    press(app, pygame.K_RETURN)
    app.frame([pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in "Noa"])
    press(app, pygame.K_RETURN)
    settle(app)
    press(app, pygame.K_RETURN)  # Practise
    drill = app.top
    assert isinstance(drill, DrillScene)
    settle(app)
    answered = 0
    for _ in range(12):
        if drill.session.finished:
            break  # the sitting's ten questions are done: the summary is up
        item = drill.item
        if item.kind == "tap":  # a rhythm item: tapped on its own screen (not a number question)
            from ui_helpers import tap_rhythm

            tap_rhythm(app, app.top.pad, app.top.pad.session.onsets)
            settle(app)
            press(app, pygame.K_LEFT)  # from "Hear my taps" round to "Next"
            press(app, pygame.K_RETURN)
            settle(app)
            continue
        if item.choices and all(c.isdigit() for c in item.choices) and item.expected.isdigit():
            for ch in item.expected:
                press(app, DIGIT[ch])
            settle(app)
            assert drill.feedback is not None and drill.feedback.correct, (item.expected, item.choices)
            answered += 1
        else:  # a drill answered by spelling: by keyboard as before
            values = [v for k, v in drill.options() if k == "answer"]
            drill.focus = next(i for i, v in enumerate(values) if v == item.expected or v in item.also_right)
            press(app, pygame.K_RETURN)
            settle(app)
        press(app, pygame.K_RETURN)  # Next
        app.frame(dt=PAUSE_S + 0.1)
    assert answered >= 1
