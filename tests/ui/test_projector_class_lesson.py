"""The projector in a whole-class lesson by the size rules (issue 15): the question's tile or half
and the chart's answers drawn as faces are at least a line tile (1/12 of the window height), and
every notes half has a staff space of 1/90; each is recorded for `screenshot --layout` and held
against the picture."""

import pygame
import pytest
from test_projector_rules import LINE, STAFF, check_against_png, check_rules, short_side
from ui_helpers import press

from edu_domino.classplay import ClassLesson, ClassRecorder
from edu_domino.lesson import loads_pack
from edu_domino.progress import open_record
from edu_domino.ui.class_session import ClassSession
from edu_domino.ui.drawn import layout_document
from edu_domino.ui.scenes.class_lesson import ClassLessonScene

PACK = '''
id = "c"
version = 1
faces = "notes"
title = { es = "T", pt = "T", en = "T" }
instructions = { es = "i", pt = "i", en = "i" }
[[steps]]
kind = "match"
id = "m"
half = "notes:q"
choices = [["notes:h", "notes:e"], ["notes:q", "notes:h."], ["notes:e+e", "notes:q."], ["notes:e", "notes:e"]]
[[steps]]
kind = "listen"
id = "l"
play = "q."
choices = ["q.", "q+e", "h"]
answer = "q."
'''


def chart_of(make_app, tmp_path, size, step: int, answers: list) -> tuple[dict, pygame.Surface]:
    pack, problems = loads_pack(PACK)
    assert pack is not None, [str(p) for p in problems]
    app = make_app(size=size, language="es")
    lesson = ClassLesson(pack, "es", ClassRecorder(lambda: open_record(tmp_path / "p.sqlite3")))
    session = ClassSession(lesson=lesson, port=0)
    scene = ClassLessonScene(app, session)
    app.push(scene)
    tokens = [lesson.join(name) for name in ("Ana", "Bruno", "Carla")]
    press(app, pygame.K_RETURN)  # the first question
    for _ in range(step):
        press(app, pygame.K_RETURN)  # its chart
        press(app, pygame.K_RETURN)  # its answer
        press(app, pygame.K_RETURN)  # the next question
    for token, given in zip(tokens, answers, strict=True):
        assert lesson.answer(token, given)[0]
    press(app, pygame.K_RETURN)  # the chart
    app.frame()
    doc = layout_document(app.screen.get_size(), scene.drawn_tiles(), scene.drawn_marks())
    session.stop()
    return doc, app.screen


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 600)])
def test_a_match_chart_draws_its_tiles_line_sized_with_readable_notes(make_app, tmp_path, size):
    doc, screen = chart_of(make_app, tmp_path, size, 0, [[1], [1], [0, 1]])
    check_rules(doc)
    check_against_png(doc, screen)
    h = size[1]
    tiles = doc["tiles"]
    assert len(tiles) == 4  # a bar per choice, each labelled with its tile
    assert all(short_side(t) >= LINE * h for t in tiles)
    assert all(s >= STAFF * h for t in tiles for s in t["staff_space_px"])
    [question] = [m for m in doc["marks"] if m["what"] == "half"]
    assert min(question["rect"][2:]) >= LINE * h and question["staff_space_px"][0] >= STAFF * h


@pytest.mark.parametrize("size", [(1920, 1080), (800, 600)])
def test_a_listen_chart_draws_its_halves_line_sized(make_app, tmp_path, size):
    doc, screen = chart_of(make_app, tmp_path, size, 1, ["q.", "q+e", "q."])
    check_rules(doc)
    check_against_png(doc, screen)
    halves = [m for m in doc["marks"] if m["what"] == "half"]
    assert len(halves) == 3  # the three choices' bars (a listen step shows no picture)
    assert all(min(m["rect"][2:]) >= LINE * size[1] for m in halves)
    assert all(s >= STAFF * size[1] for m in halves for s in m["staff_space_px"])
