"""Class play on the projector: started from New game, the join screen's QR codes and seat
controls, the table with a keyboard seat, the class lesson's phases; the server listens only
while class play is open."""

from __future__ import annotations

import time
import urllib.error
import urllib.request

import pygame
from ui_helpers import press

from edu_domino.classplay import (
    ClassGameSetup,
    ClassLesson,
    ClassRecorder,
    ClassTable,
    Control,
    Phase,
)
from edu_domino.engine import Play, get_preset
from edu_domino.lesson import load_pack
from edu_domino.progress import open_record
from edu_domino.resources import bundled_lessons_dir
from edu_domino.ui.class_session import ClassSession
from edu_domino.ui.scenes.class_join import ClassJoinScene
from edu_domino.ui.scenes.class_lesson import ClassLessonScene
from edu_domino.ui.scenes.class_table import ClassTableScene
from edu_domino.ui.scenes.setup import SetupScene


def reachable(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=5) as reply:
            return reply.status == 200
    except (urllib.error.URLError, ConnectionError):
        return False


def test_new_game_on_pupils_devices_opens_the_join_screen_and_esc_stops_the_server(make_app):
    app = make_app()
    setup = SetupScene(app)
    app.push(setup)
    item = next(i for i, it in enumerate(setup.menu.items) if it.label == "Play on")
    setup.menu.focus = item
    press(app, pygame.K_RIGHT)
    assert setup.class_play
    setup.start(seed=3)
    join = app.top
    assert isinstance(join, ClassJoinScene) and join.started
    url = join.session.server.url
    assert url.startswith("http://127.0.0.1:")
    assert reachable(url)
    # the person's seat has a QR code (its own join link); the computers have none
    assert len(join.qr_links()) == 1 and reachable(join.qr_links()[0])
    app.frame()
    press(app, pygame.K_ESCAPE)
    assert app.top is setup
    assert not reachable(url)


def make_session(controls, seed=5) -> ClassSession:
    rules = get_preset("clasico")
    table = ClassTable(ClassGameSetup(rules, ["Ana", "Bea", "Caio", "Dani"], controls, seed=seed, pace=0.0,
                                      round_pause=0.1))
    return ClassSession(table=table, port=0)


def test_the_join_screen_takes_a_joined_seats_code_down_and_the_teacher_changes_who_plays(make_app):
    app = make_app()
    session = make_session([Control.DEVICE] * 4)
    join = ClassJoinScene(app, session)
    app.push(join)
    links = join.qr_links()
    assert len(links) == 4
    session.table.connect(0)
    app.frame()
    assert join.qr_links() == links[1:]  # Ana's code is taken down once her device holds the seat
    press(app, pygame.K_RIGHT)  # Bea, the next seat along
    press(app, pygame.K_DOWN)  # device -> computer
    assert session.table.seats[1].control is Control.COMPUTER
    press(app, pygame.K_DOWN)  # computer -> projector keyboard
    assert session.table.seats[1].control is Control.KEYBOARD
    assert join.qr_links() == links[2:]
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, ClassTableScene)
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_ESCAPE)
    assert session.server is None


def test_a_seat_handed_to_the_projector_keyboard_is_played_with_keys(make_app):
    app = make_app()
    session = make_session([Control.KEYBOARD, Control.COMPUTER, Control.COMPUTER, Control.COMPUTER], seed=2)
    join = ClassJoinScene(app, session)
    app.push(join)
    press(app, pygame.K_RETURN)
    scene = app.top
    table = session.table
    played = 0
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not table.over and played < 3:
        app.frame()
        time.sleep(0.005)  # a frame's worth of waiting: the server's clock moves the computers
        view = scene.keyboard
        if view is None:
            continue
        assert view.seat == 0 and scene.hand() == view.hand
        plays = [a for a in view.legal if isinstance(a, Play)]
        before = len(view.hand)
        if plays:
            target = view.hand.index(plays[0].tile)
            while scene.tile_focus % len(view.hand) != target:
                press(app, pygame.K_RIGHT)
            press(app, pygame.K_l if plays[0].end == "L" else pygame.K_r)
            assert scene.message == ""
            if table.public_state()["hand_counts"][0] == before - 1:
                played += 1
        else:
            press(app, pygame.K_SPACE)
    assert played >= 3
    # a device seat's hand is never on the projector: only the keyboard seat's, on its turn
    table.set_control(0, Control.DEVICE)
    app.frame()
    assert scene.keyboard is None and scene.hand() == ()
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_ESCAPE)


def test_the_class_lesson_screen_moves_through_its_phases_with_enter(make_app, tmp_path):
    app = make_app()
    pack = load_pack(bundled_lessons_dir() / "01-warmup-pips-numerals.toml")
    lesson = ClassLesson(pack, "en", ClassRecorder(lambda: open_record(tmp_path / "p.sqlite3")))
    session = ClassSession(lesson=lesson, port=0)
    scene = ClassLessonScene(app, session)
    app.push(scene)
    url = session.server.url
    assert reachable(url)
    token = lesson.join("Ana")
    app.frame()
    phases = []
    for _ in range(5):
        press(app, pygame.K_RETURN)
        phases.append(lesson.phase)
    # explain: shown then done; the first question: asked, chart, answer
    assert phases == [Phase.QUESTION, Phase.ANSWER, Phase.QUESTION, Phase.CHART, Phase.ANSWER]
    assert lesson.answer(token, "3") == (False, "closed")
    press(app, pygame.K_ESCAPE)  # asks first, "Keep going" chosen: a stray Enter ends nothing
    press(app, pygame.K_RETURN)
    assert reachable(url) and lesson.phase is Phase.ANSWER
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_LEFT)  # "End the lesson"
    press(app, pygame.K_RETURN)
    assert not reachable(url)
    session.stop()  # closing twice (the app closing after the screen did) is harmless


def test_a_lesson_for_the_whole_class_on_their_devices_starts_from_the_lessons_screen(make_app):
    app = make_app()
    lessons = app.open("lessons")
    lessons.start(load_pack(bundled_lessons_dir() / "01-warmup-pips-numerals.toml"))
    picker = app.top
    row = next(i for i, item in enumerate(picker.menu.items) if item.label == "Whole class, each on their own device")
    picker.menu.focus = row
    press(app, pygame.K_RETURN)
    scene = app.top
    assert isinstance(scene, ClassLessonScene) and scene.started
    url = scene.session.server.url
    assert reachable(url) and url.startswith("http://127.0.0.1:")
    press(app, pygame.K_ESCAPE)
    assert app.top is lessons
    assert not reachable(url)


def test_a_tile_laid_from_a_device_slides_onto_the_projector(make_app):
    app = make_app(animations=True)
    session = make_session([Control.DEVICE] * 4, seed=7)
    app.open("class-join", session=session)
    press(app, pygame.K_RETURN)
    scene = app.top
    table = session.table
    opener = table.turn
    assert table.act(opener, table.game.legal(opener)[0]).ok  # as the opener's device would
    app.frame()
    assert scene.slide > 0 and [t["id"] for t in scene.state["line"]] == ["6-6"]
    for _ in range(40):  # 40 frames of 1/60 s: longer than the slide
        app.frame()
    assert scene.slide == 0
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_ESCAPE)


def test_a_class_lesson_chart_draws_a_notes_tile_by_its_faces_not_its_values(make_app, tmp_path):
    """The projector's chart of a match question with notes: each bar's tile is drawn, its label
    never printed as "4-2" (the oracle: no drawn string looks like a tile's values)."""
    import re

    from edu_domino.lesson import loads_pack

    pack, problems = loads_pack('''
id = "c"
version = 1
faces = "notes"
title = { es = "T", pt = "T", en = "T" }
instructions = { es = "i", pt = "i", en = "i" }
[[steps]]
kind = "match"
id = "m"
half = "notes:q"
choices = [["notes:h", "notes:e"], ["notes:q", "notes:h."]]
''')
    assert pack is not None, [str(p) for p in problems]
    app = make_app()
    lesson = ClassLesson(pack, "es", ClassRecorder(lambda: open_record(tmp_path / "p.sqlite3")))
    session = ClassSession(lesson=lesson, port=0)
    scene = ClassLessonScene(app, session)
    app.push(scene)
    token = lesson.join("Ana")
    press(app, pygame.K_RETURN)  # the question
    assert lesson.answer(token, [1])[0]
    drawn = app.theme.record_texts()
    press(app, pygame.K_RETURN)  # the chart
    press(app, pygame.K_RETURN)  # the answer
    bars = lesson.public_state()["chart"]
    assert sorted(tuple(b["faces"]) for b in bars) == [("notes:h", "notes:e"), ("notes:q", "notes:h.")]
    assert not [t for t in drawn if re.search(r"\d+-\d+", t)], drawn
    assert any("negra" in t for t in drawn)  # the right answer, named by its notes
    press(app, pygame.K_ESCAPE)
    session.stop()
