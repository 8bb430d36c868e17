"""Lessons and practice through the UI, by keyboard: a pack answered right end to end, a wrong
answer with its feedback, a pupil created by typing and a few drills recorded."""

import pygame
import pytest
from ui_helpers import answer_right as _answer_right
from ui_helpers import focus_choice as _focus
from ui_helpers import press, settle

from edu_domino.lesson import SumStep, find_packs, lesson_dirs
from edu_domino.ui.scenes.lesson_screen import LessonScene
from edu_domino.ui.scenes.lessons import LessonListScene


def _packs():
    return [e.pack for e in find_packs(lesson_dirs()) if e.pack is not None]


@pytest.mark.parametrize("language", ["es", "pt", "en"])
def test_every_bundled_pack_answered_right_by_keyboard(make_app, language):
    packs = _packs()
    assert len(packs) >= 6
    app = make_app(language=language)
    app.push(LessonListScene(app))
    for pack in packs:
        scene = LessonScene(app, pack, seed=5)
        app.push(scene)
        app.frame()
        for _ in range(400):
            if scene.runner.finished and not scene.waiting:
                break
            if scene.waiting:
                press(app, pygame.K_RETURN)  # Continue after the feedback
                continue
            _answer_right(app, scene)
        assert scene.runner.finished
        assert scene.runner.score == scene.runner.out_of, pack.id
        press(app, pygame.K_RETURN)  # Back to the lessons
        assert isinstance(app.top, LessonListScene)


def test_a_wrong_answer_gets_a_hint_and_the_answer(make_app):
    pack = next(p for p in _packs() if any(isinstance(s, SumStep) and s.choices and not s.yes_no for s in p.steps))
    app = make_app(language="es")
    scene = LessonScene(app, pack, seed=1)
    app.push(scene)
    while not (isinstance(scene.shown, SumStep) and scene.shown.choices and not scene.shown.yes_no):
        _answer_right(app, scene)
        if scene.waiting:
            press(app, pygame.K_RETURN)
    step = scene.shown
    wrong = next(n for n in step.choices if n != step.expected())
    for _ in range(1 + pack.retries):
        _focus(app, scene, lambda c: c.value == wrong)
        press(app, pygame.K_RETURN)
        assert scene.feedback is not None and not scene.feedback.right
        assert scene.feedback.hint
    assert scene.waiting and scene.feedback.expected_text
    app.frame()
    assert scene.runner.score == 0 or scene.runner.position[1] > len(pack.steps)  # it comes back


def test_practice_pupil_by_typing_and_drills(make_app):
    from edu_domino.progress import open_record
    from edu_domino.ui.scenes.name_entry import NameScene
    from edu_domino.ui.scenes.practice import PracticeScene, PupilScene
    from edu_domino.ui.scenes.practice_drill import DrillScene
    from edu_domino.ui.scenes.progress import ProgressScene

    app = make_app(language="pt")
    app.push(PracticeScene(app))
    settle(app)  # the names come from the record worker
    labels = [i.label for i in app.top.menu.items]
    assert "New pupil" in labels
    while app.top.menu.focused_item().label != "New pupil":
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, NameScene)
    app.frame([pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in "João X"])
    press(app, pygame.K_BACKSPACE)
    press(app, pygame.K_BACKSPACE)
    assert app.top.text == "João"
    press(app, pygame.K_RETURN)
    settle(app)  # saved by the record worker
    assert isinstance(app.top, PupilScene)
    press(app, pygame.K_RETURN)  # Practise
    drill = app.top
    assert isinstance(drill, DrillScene)
    settle(app)  # the pupil's schedule, read by the record worker
    for _ in range(6):
        item = drill.item
        if item.kind == "tap":  # a rhythm item: tapped on its own screen, then Next
            from ui_helpers import tap_rhythm

            tap_rhythm(app, app.top.pad, app.top.pad.session.onsets)
            settle(app)
            assert drill.feedback.correct
            press(app, pygame.K_LEFT)  # from "Hear my taps" round to "Next"
            press(app, pygame.K_RETURN)
            settle(app)
            continue
        values = [v for k, v in drill.options() if k == "answer"]
        target = next(i for i, v in enumerate(values) if v == item.expected or v in item.also_right)
        for _ in range((target - drill.focus) % len(drill.options())):
            press(app, pygame.K_RIGHT)
        press(app, pygame.K_RETURN)
        settle(app)
        assert drill.feedback.correct
        press(app, pygame.K_RETURN)  # Next
    press(app, pygame.K_ESCAPE)  # stop: the summary of the six answers
    assert (app.top.summary.answered, app.top.summary.correct) == (6, 6)
    while app.top.menu.focused_item().label != "Done":
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)  # Done
    assert isinstance(app.top, PupilScene)
    while app.top.menu.focused_item().label != "My progress":  # past "Timed challenge"
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)  # My progress
    assert isinstance(app.top, ProgressScene)
    settle(app)
    assert app.top.progress.answered == 6
    app.frame()
    press(app, pygame.K_ESCAPE)  # back to the pupil
    press(app, pygame.K_ESCAPE)  # back to the pupils
    assert isinstance(app.top, PracticeScene)
    while app.top.menu.focused_item().label != "The class (for the teacher)":
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    from edu_domino.ui.scenes.progress_pages import ClassScene

    assert isinstance(app.top, ClassScene)
    settle(app)
    assert [r.pupil.name for r in app.top.rows] == ["João"] and app.top.rows[0].answered == 6
    app.frame()
    record = open_record()
    try:
        assert record.find_pupil("João").name == "João"
        assert len(record.answers()) == 6
    finally:
        record.close()


def test_the_progress_chart_and_class_view_show_the_record(make_app):
    from edu_domino.ui.scenes.progress import ProgressScene
    from edu_domino.ui.scenes.progress_pages import ClassScene
    from edu_domino.ui.shots.practice import stage_progress

    app = make_app(size=(1920, 1080), language="es")
    stage_progress(app)
    progress = app.top
    assert isinstance(progress, ProgressScene)
    assert progress.progress is not None and not progress.problem
    assert len(progress.progress.days) >= 10  # weeks of practice, one point a day
    app.draw()  # the chart, its 0-100 % scale and its day labels draw without error
    app.pop()
    app.pop()
    stage_progress(app, class_view=True)
    view = app.top
    assert isinstance(view, ClassScene)
    assert [row.pupil.name for row in view.rows] == ["Ana", "Bruno", "Carla"]
    assert [row.answered for row in view.rows] == [760, 300, 180]
    app.draw()
