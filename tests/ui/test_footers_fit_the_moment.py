"""Footers and buttons offer only what works at that moment: once a hand is over the table's key
help says Enter (the scores) and Esc, not "Enter: play · Space: draw or pass"; a tap try with no
taps offers no "Hear my taps". Through the real scenes, es/pt/en."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import press, settle, tap_rhythm

from edu_domino.play import SeatKind, SeatSpec
from edu_domino.progress import open_record
from edu_domino.progress.aims import PracticeAims
from edu_domino.ui import teacher
from edu_domino.ui.demo import play_to_round_end
from edu_domino.ui.game_setup import GameSetup
from edu_domino.ui.scenes.practice_drill import DrillScene

ROUND_OVER = {"es": "Intro: ver los puntos · Esc: menú", "pt": "Enter: ver os pontos · Esc: menu",
              "en": "Enter: see the scores · Esc: menu"}
HEAR_MINE = {"es": "Oír mis toques", "pt": "Ouvir meus toques", "en": "Hear my taps"}


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_a_finished_hand_lists_only_enter_and_esc(make_app, lang):
    app = make_app(size=(1280, 720), language=lang)
    seats = (SeatSpec("Ana"), SeatSpec("CPU", SeatKind.COMPUTER, "greedy"))
    table = app.open("table", setup=GameSetup("clasico", {"players": 2, "teams": 0}, seats, seed=4))
    play_to_round_end(table.game, 4)
    drawn = app.theme.record_texts()
    app.frame()
    assert table.renderer.help_text() == ROUND_OVER[lang]
    assert not any("Space" in t or "Espaço" in t or "Espacio" in t for t in drawn)
    press(app, pygame.K_RETURN)  # Enter does what it says: the scores
    app.frame()
    assert app.top is not table
    table.game.close()


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_a_tap_try_with_no_taps_does_not_offer_to_hear_them(make_app, lang):
    with open_record() as record:
        ana = record.create_pupil("Ana")
    teacher.save(teacher.TeacherFile().with_aims(None, PracticeAims(topics=("rhythm",))))
    app = make_app(size=(800, 600), language=lang)
    app.push(DrillScene(app, ana))
    settle(app)
    pad = app.top.pad
    tap_rhythm(app, pad, [])  # Space to start, then not a single tap
    settle(app)
    labels = [app.i18n.translate(label) for label, _ in pad.button_specs()]
    assert HEAR_MINE[lang] not in labels and labels, labels
