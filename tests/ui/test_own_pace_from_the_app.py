"""A lesson each pupil does at their own pace, started from the app (Lessons > a pack > who):
the server listens while the projector's screen is open, pupils join with the room code, the
teacher's live view opens in this computer's browser, Esc stops it (behind the teacher lock
once pupils are in), and a server that cannot start is one clear message."""

from __future__ import annotations

import json
import urllib.request

import pygame
from ui_helpers import http_status as get
from ui_helpers import press, type_text

from edu_domino.lesson import load_pack
from edu_domino.resources import bundled_lessons_dir
from edu_domino.ui import teacher
from edu_domino.ui.scenes.confirm import ConfirmScene
from edu_domino.ui.scenes.own_pace import OwnPaceScene
from edu_domino.ui.scenes.pupils import PinScene

ROW = "Each pupil at their own pace, on their own device"
TEACHER_PIN = "4321"


def join(url: str, code: str, name: str) -> str:
    """As a pupil's device joins: the room code and a name, to the room page's API."""
    body = json.dumps({"code": code, "name": name}).encode()
    request = urllib.request.Request(f"{url}api/join", body, {"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=15) as reply:
        return json.load(reply)["join"]


def drawn(app, scene) -> list[str]:
    """Every string the screen draws now."""
    texts = scene.theme.record_texts()
    scene.relayout()
    scene.draw(app.screen)
    return texts


def open_from_the_lessons_screen(app) -> OwnPaceScene:
    lessons = app.open("lessons")
    lessons.start(load_pack(bundled_lessons_dir() / "01-warmup-pips-numerals.toml"))
    picker = app.top
    picker.menu.focus = next(i for i, item in enumerate(picker.menu.items) if item.label == ROW)
    press(app, pygame.K_RETURN)
    scene = app.top
    assert isinstance(scene, OwnPaceScene)
    return scene


def test_own_pace_starts_from_a_pack_serves_pupils_and_esc_stops_it(make_app):
    app = make_app()
    scene = open_from_the_lessons_screen(app)
    assert scene.started
    server = scene.session.server
    url, code = server.url, server.room_code
    assert url.startswith("http://127.0.0.1:") and get(url) == 200
    # The projector shows the way in and how many are in; the live view is the teacher's page.
    assert get(scene.live_view_url()) == 200 and get(f"{url}teacher/not-the-token") == 404
    assert scene.counts() == {"joined": 0, "finished": 0, "stuck": 0}
    link = join(url, code, "Ana")
    join(url, code, "Bruno")
    assert get(f"{url}{link.lstrip('/')}") == 200
    assert scene.counts() == {"joined": 2, "finished": 0, "stuck": 0}
    app.frame()
    shown = drawn(app, scene)
    assert code in shown and "2 joined" in shown
    assert not any("teacher/" in text for text in shown)  # the live view's address is not for the class
    # Enter: the live view in this computer's browser
    opened: list[str] = []
    scene.open_browser = lambda address: opened.append(address) or True
    press(app, pygame.K_RETURN)
    assert opened == [scene.live_view_url()]
    # Esc asks first ("Keep going" chosen), then stops the lesson on every device
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, ConfirmScene)
    press(app, pygame.K_RETURN)  # a stray Enter keeps it going
    assert app.top is scene and get(url) == 200
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_LEFT)
    press(app, pygame.K_RETURN)
    assert scene not in app.scenes
    assert get(url) == 0


def test_with_no_browser_the_teacher_is_told_the_live_view_address(make_app):
    app = make_app(size=(800, 600))
    scene = open_from_the_lessons_screen(app)
    scene.open_browser = lambda address: False
    press(app, pygame.K_RETURN)
    assert scene.live_view_url() in scene.note
    press(app, pygame.K_ESCAPE)  # nobody joined: it stops at once
    assert scene not in app.scenes


def test_stopping_a_lesson_pupils_are_in_is_the_teachers_once_a_pin_is_set(make_app):
    teacher.save(teacher.TeacherFile().with_pin(TEACHER_PIN))
    app = make_app(size=(800, 600))
    scene = open_from_the_lessons_screen(app)
    url = scene.session.server.url
    join(url, scene.session.server.room_code, "Ana")
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_LEFT)  # "Stop the lesson"
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, PinScene)
    type_text(app, "0000")
    press(app, pygame.K_RETURN)
    press(app, pygame.K_ESCAPE)
    assert app.top is scene and get(url) == 200  # a pupil cannot stop it
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_LEFT)
    press(app, pygame.K_RETURN)
    type_text(app, TEACHER_PIN)
    press(app, pygame.K_RETURN)
    assert scene not in app.scenes and get(url) == 0


def test_an_address_that_cannot_be_used_is_one_message_not_a_traceback(make_app, monkeypatch):
    monkeypatch.setenv("EDU_DOMINO_CLASS_HOST", "192.0.2.1")  # TEST-NET-1: never this machine's
    app = make_app(size=(800, 600))
    scene = open_from_the_lessons_screen(app)
    assert not scene.started and "192.0.2.1" in scene.session.problem
    app.frame()
    shown = " ".join(drawn(app, scene))
    assert "cannot start" in shown and "192.0.2.1" in shown
    press(app, pygame.K_ESCAPE)
    assert scene not in app.scenes


def test_a_taken_port_gives_way_to_a_free_one(make_app):
    import socket

    from edu_domino.ui.class_session import ClassSession

    app = make_app()
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        scene = open_from_the_lessons_screen(app)
        session = ClassSession(lesson=scene.lesson, images=scene.session.images, port=port)
        app.pop()  # the first screen's own server stops; this one asks for the busy port
        assert session.start() and session.server.port != port and get(session.server.url) == 200
        session.stop()


def test_a_machine_on_no_network_says_the_devices_cannot_reach_it(make_app, monkeypatch):
    import edu_domino.classplay as classplay

    monkeypatch.delenv("EDU_DOMINO_CLASS_HOST")
    monkeypatch.setattr(classplay, "lan_address", lambda: "127.0.0.1")  # what it finds with no network
    app = make_app(size=(800, 600))
    scene = open_from_the_lessons_screen(app)
    assert scene.started and scene.session.no_network
    app.frame()
    shown = " ".join(drawn(app, scene))
    assert "on no network" in shown
    press(app, pygame.K_ESCAPE)
