"""Grammar with names (issue 26): a seat's name is never glued after "de" where Spanish and
Portuguese would say "del"/"do" ("Fichas de Jugador 2", "Vez de Jogador 1"); the pass screen and
the table's hand bar say the name after a colon or as the subject. A hot-seat game of two people
with the default names, started from New game and played by keys, in es and pt: every text drawn
is read."""

from __future__ import annotations

import re

import pygame
import pytest
from ui_helpers import open_new_game, press

from edu_domino.ui.game_setup import SeatChoice

WRONG = re.compile(r"\b(de|De) (Jugador|Jogador) \d")
PLAYER = {"es": "Jugador", "pt": "Jogador"}
TILES_OF = {"es": "Fichas: {name}", "pt": "Pedras: {name}"}  # the hand bar, as a teacher writes it


@pytest.mark.parametrize("lang", ["es", "pt"])
def test_default_seat_names_read_naturally(make_app, lang):
    app = make_app(size=(1280, 720), language=lang)
    setup = open_new_game(app)
    setup.kinds[1] = SeatChoice.PERSON  # two people at this screen: the pass screen between turns
    setup.start(seed=3)  # Player 2 opens
    drawn = app.theme.record_texts()
    app.frame()  # the pass screen: who plays now
    press(app, pygame.K_RETURN)  # "I am ready": the table, the hand bar naming whose tiles these are
    table = app.top
    named = [t for t in [*drawn, table.renderer.hand_label()] if PLAYER[lang] in t]
    assert len(named) >= 3, named  # "Now playing", "I am ready" and the hand bar name the seat
    assert not [t for t in named if WRONG.search(t)], named
    assert TILES_OF[lang].format(name=f"{PLAYER[lang]} 2") == table.renderer.hand_label()
