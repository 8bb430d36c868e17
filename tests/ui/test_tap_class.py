"""Class mode: the line of play as a rhythm to clap together, opened from the game's menu."""

from __future__ import annotations

import pygame
import pytest

from edu_domino.faces import get_face_set
from edu_domino.faces.notes import parse_notes
from edu_domino.ui.demo import play_to_mid_round, seats
from edu_domino.ui.game_setup import GameSetup
from edu_domino.ui.scenes.table import TableScene
from edu_domino.ui.scenes.tap_class import ClapLineScene
from edu_domino.ui.shots.tap import StillClock
from edu_domino.ui.tap.line import line_rhythm
from edu_domino.ui.tap.session import Phase


def notes_half(body: str):
    return parse_notes(body)


def tokens(halves) -> list[str]:
    return [n.token for half in halves for n in half.notes]


LINE = [(notes_half("q"), notes_half("e+e")), (notes_half("e+e"), notes_half("h")), (notes_half("h"), notes_half("q.+e"))]


def test_the_line_reads_left_to_right_half_by_half():
    assert tokens(line_rhythm(LINE)) == ["q", "e", "e", "e", "e", "h", "h", "q.", "e"]
    assert tokens(line_rhythm(LINE, tiles=1)) == ["h", "q.", "e"]  # the last tile


def test_halves_that_are_not_rhythms_add_nothing():
    pips = get_face_set("pips").spellings(3)[0]
    assert tokens(line_rhythm([(pips, notes_half("q+q"))])) == ["q", "q"]
    assert line_rhythm([(pips, pips)]) == []


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0, stamp=100.0)  # StillClock reads 100


def table(app, faces: str) -> TableScene:
    setup = GameSetup("clasico", {}, seats(1, 3), faces, "single", 3)
    scene = TableScene(app, setup)
    app.push(scene)
    play_to_mid_round(scene.game, 3)
    scene.update(0.0)
    return scene


def test_the_game_menu_offers_clapping_the_line_with_note_faces_only(make_app):
    app = make_app()
    table(app, "pips")
    app.frame([key(pygame.K_ESCAPE)])
    assert "Clap the line together" not in [i.label for i in app.top.menu.items if i.visible is None or i.visible()]
    app.pop()
    table(app, "notes")
    app.frame([key(pygame.K_ESCAPE)])
    menu = app.top.menu
    shown = [i for i in menu.items if i.visible is None or i.visible()]
    menu.focus = menu.items.index(next(i for i in shown if i.label == "Clap the line together"))
    app.frame([key(pygame.K_RETURN)])
    assert isinstance(app.top, ClapLineScene)
    assert app.top.pad.session.options.hear_first  # the class hears it first


def test_the_teacher_chooses_how_many_tiles_and_the_options_before_starting(make_app):
    app = make_app()
    line = LINE
    scene = ClapLineScene(app, line, 80, clock=StillClock())
    app.push(scene)
    assert scene.tiles == 3 and tokens(scene.pad.halves) == tokens(line_rhythm(line))
    app.frame([key(pygame.K_DOWN), key(pygame.K_DOWN)])
    assert scene.tiles == 1 and tokens(scene.pad.halves) == ["h", "q.", "e"]
    app.frame([key(pygame.K_m), key(pygame.K_h)])
    options = scene.pad.session.options
    assert (options.metronome, options.hear_first) == (False, False)
    app.frame([key(pygame.K_SPACE)])
    assert scene.pad.phase is Phase.COUNT_IN
    app.frame([key(pygame.K_UP)])  # counting in: the tiles stay as they are
    assert scene.tiles == 1


def test_the_class_play_projector_claps_its_line_with_c(make_app):
    from edu_domino.classplay import ClassGameSetup, ClassTable, Control
    from edu_domino.engine import get_preset
    from edu_domino.faces import FaceOptions
    from edu_domino.ui.class_session import ClassSession
    from edu_domino.ui.scenes.class_table import ClassTableScene

    app = make_app()
    table = ClassTable(ClassGameSetup(get_preset("clasico"), ["Ana", "Bea", "Caio", "Dani"], [Control.COMPUTER] * 4,
                                      faces=FaceOptions("notes", "single"), seed=4, pace=0.0))
    for _ in range(3):
        table.game.computer_move()
    scene = ClassTableScene(app, ClassSession(table=table, port=0))
    app.push(scene)
    app.frame([key(pygame.K_c)])
    assert isinstance(app.top, ClapLineScene)
    expected = [(table.game.spelling(p, 0), table.game.spelling(p, 1)) for p in table.game.spectator().line]
    assert tokens(app.top.pad.halves) == tokens(line_rhythm(expected, 3))


TAP_PACK = """
id = "claps"
version = 1
faces = "notes"
tempo = 60
title = { es = "T", pt = "T", en = "T" }
instructions = { es = "i", pt = "i", en = "i" }
[[steps]]
kind = "tap"
id = "line"
line = [["q", "e+e"], ["h", "q.+e"]]
answer = [0.0, 1.0, 1.5, 2.0, 4.0, 5.5]
"""


def test_the_class_claps_a_line_as_a_lesson_step_claps_the_same_tiles(make_app):
    """One rule for tiles' halves: as drawn, straight after each other, on the projector's
    "clap the line together" as in a lesson's tap step. (Updated for issue 27: both left an eighth
    of silence between halves that the notation never showed.)"""
    from edu_domino.lesson import loads_pack
    from edu_domino.ui.scenes.lesson_screen import LessonScene

    line = [(notes_half("q"), notes_half("e+e")), (notes_half("h"), notes_half("q.+e"))]
    app = make_app()
    scene = ClapLineScene(app, line, 60, clock=StillClock())
    app.push(scene)
    # Worked by hand, in eighths: q 0-2, e 2, e 3 (to 4), h 4-8, q. 8, e 11.
    # At 60 quarters a minute an eighth is half a second.
    expected = (0.0, 1.0, 1.5, 2.0, 4.0, 5.5)
    assert scene.pad.session.onsets == pytest.approx(expected)
    app.frame([key(pygame.K_DOWN)])  # one tile fewer: h | q.+e, straight after each other
    assert scene.pad.session.onsets == pytest.approx((0.0, 2.0, 3.5))
    pack, problems = loads_pack(TAP_PACK)
    assert pack is not None, [str(p) for p in problems]
    lesson = LessonScene(app, pack, seed=1)
    app.push(lesson)
    lesson.submit(None)  # the instructions page
    lesson.shown = lesson.runner.current
    assert lesson.view.pad.session.onsets == pytest.approx(expected)
