"""Settings' "Pupils' record" row: behind the teacher's lock, the teacher types the school
server's address (saved for the next start, shown without its password); leaving only
postgresql:// goes back to this computer; an address that is not one says what to type.
Driven by keys."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import press, type_text

from edu_domino.ui import teacher
from edu_domino.ui.scenes.pupils import PinScene
from edu_domino.ui.school_setting import AddressScene

TEACHER_PIN = "4321"
URL = "postgresql://edudomino:s3cret@server.escola.lan/edudomino"
THIS_COMPUTER = {"es": "Este ordenador", "pt": "Este computador", "en": "This computer"}


def _to_the_row(app):
    app.open("settings")
    scene = app.top
    while scene.menu.focused_item().label != "Pupils' record":
        press(app, pygame.K_DOWN)
    return scene


def _erase(app) -> None:
    for _ in range(len(app.top.text)):
        press(app, pygame.K_BACKSPACE)


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_the_teacher_sets_the_school_server_and_goes_back_to_this_computer(make_app, lang):
    teacher.save(teacher.TeacherFile().with_pin(TEACHER_PIN))
    app = make_app(size=(800, 600), language=lang)
    scene = _to_the_row(app)
    assert scene.menu.focused_item().value() == THIS_COMPUTER[lang]
    press(app, pygame.K_RETURN)  # a pupil cannot get there
    assert isinstance(app.top, PinScene)
    type_text(app, TEACHER_PIN)
    press(app, pygame.K_RETURN)
    entry = app.top
    assert isinstance(entry, AddressScene) and entry.text == "postgresql://"
    _erase(app)
    type_text(app, URL)
    assert "s3cret" not in entry.shown_text()  # the password never shows on the projector
    press(app, pygame.K_RETURN)
    assert app.top is scene
    assert app.settings.school_record == URL  # kept (saved with the settings) for the next start
    assert scene.menu.focused_item().value() == "server.escola.lan"
    press(app, pygame.K_RETURN)  # unlocked for this visit; the box starts from the address
    assert isinstance(app.top, AddressScene) and app.top.text == URL
    _erase(app)
    type_text(app, "postgresql://")
    press(app, pygame.K_RETURN)
    assert app.top is scene and app.settings.school_record is None


def test_an_address_that_is_not_one_says_what_to_type(make_app):
    app = make_app(size=(800, 600))
    _to_the_row(app)
    press(app, pygame.K_RETURN)  # no teacher PIN set: open at once
    _erase(app)
    type_text(app, "server.escola.lan")
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, AddressScene)
    assert app.top.message.startswith("Type the server's address as postgresql://user@server/database")
    assert app.settings.school_record is None
