"""The projector's size rules in practice (issue 15), read from the layout the practice screen
records for `screenshot --layout`: the notes a question shows are at least a line tile (1/12 of
the window height), the halves to choose from at least a hand tile (1/9), and every notes half
has a staff space of at least 1/90 of the height."""

import pygame
import pytest
from ui_helpers import press

from edu_domino.progress.items import right_answer
from edu_domino.ui.shots.practice import stage_practice


def halves_drawn(scene) -> list:
    return [m for m in scene.drawn_marks() if m.what == "half"]


def walk_to_a_choice_of_halves(app, scene, most: int = 60) -> None:
    """Answer right and go on until the question offers halves to choose from."""
    for _ in range(most):
        item = scene.item
        if item.kind == "choice" and any("notes" in c for c in item.choices):
            return
        if item.kind == "tap":  # a rhythm is tapped on its own screen: leave it, take the next
            press(app, pygame.K_ESCAPE)
            stage_practice(app)
            scene = app.top
            continue
        scene.activate("answer", right_answer(item))
        app.records.flush()
        app.frame()
        press(app, pygame.K_RETURN)  # Next
    raise AssertionError("no choice of halves in the first questions")


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 600)])
def test_practice_halves_meet_the_size_rules(make_app, size):
    app = make_app(size=size, language="es")
    stage_practice(app)
    scene = app.top
    app.frame()
    h = size[1]
    shown = halves_drawn(scene)
    assert shown, "the question's notes are recorded"
    for mark in shown:  # the first question shows a quarter note to count
        assert min(mark.rect.w, mark.rect.h) >= h / 12
        assert all(s is not None and s >= h / 90 for s in mark.staff_space_px)
    walk_to_a_choice_of_halves(app, scene)
    app.frame()
    scene = app.top
    marks = halves_drawn(scene)
    choices = len(scene.item.choices)
    assert len(marks) >= choices + 1  # the question's half and every choice
    for mark in marks[-choices:]:
        assert min(mark.rect.w, mark.rect.h) >= h / 9, mark
    for mark in marks:
        assert all(s is None or s >= h / 90 for s in mark.staff_space_px), mark
        assert pygame.Rect((0, 0), size).contains(mark.rect)
