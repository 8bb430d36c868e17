"""The class-play join screen at 800x600 with four device seats still waiting (how every class
game starts): each seat's name and status stay inside its own column (the status ran into the
next seats' and off both sides). Oracle: the columns' borders, worked out here from the window
and the theme's unit, cross only the background."""

from __future__ import annotations

import pytest

from edu_domino.classplay import ClassGameSetup, ClassTable, Control
from edu_domino.engine import get_preset
from edu_domino.ui.class_session import ClassSession

WAITING = {"es": "Esperando a que se una", "pt": "Esperando alguém entrar", "en": "Waiting to join"}


@pytest.mark.parametrize("lang", sorted(WAITING))
def test_four_waiting_seats_keep_to_their_columns(make_app, lang):
    app = make_app(size=(800, 600), language=lang)
    table = ClassTable(ClassGameSetup(get_preset("clasico"), ["Ana", "Bruno", "Carla", "Davi"],
                                      [Control.DEVICE] * 4, seed=5, pace=0.0))
    session = ClassSession(table=table, port=0)
    drawn = app.theme.record_texts()
    app.open("class-join", session=session)
    app.frame()
    said = " ".join(drawn)
    assert all(word in said for word in WAITING[lang].split())  # the status is there, maybe on two lines
    w, h = app.screen.get_size()
    unit = app.theme.unit
    column = (w - 4 * unit) // 4  # four seats side by side across the window less its margins
    background = tuple(app.theme.palette.background)[:3]
    for k in range(1, 4):
        x = 2 * unit + k * column
        crossing = [y for y in range(h * 3 // 10, h * 17 // 20) if tuple(app.screen.get_at((x, y)))[:3] != background]
        assert not crossing, (k, crossing[:5])
    session.stop()


def test_the_seats_side_by_side_are_walked_with_left_and_right_and_stop_at_the_ends(make_app):
    import pygame
    from ui_helpers import press

    app = make_app(size=(1280, 720))
    table = ClassTable(ClassGameSetup(get_preset("clasico"), ["Ana", "Bruno", "Carla", "Davi"],
                                      [Control.DEVICE] * 4, seed=5, pace=0.0))
    session = ClassSession(table=table, port=0)
    join = app.open("class-join", session=session)
    press(app, pygame.K_LEFT)
    assert join.focus == 0  # the first seat: Left stays there, it does not wrap to the last
    for _ in range(5):
        press(app, pygame.K_RIGHT)
    assert join.focus == 3  # the last seat: Right stays there
    press(app, pygame.K_DOWN)  # who plays Davi's seat: the next choice after a device
    assert table.seats[3].control is Control.COMPUTER
    assert [s.control for s in table.seats[:3]] == [Control.DEVICE] * 3
    press(app, pygame.K_UP)
    assert table.seats[3].control is Control.DEVICE
    session.stop()
