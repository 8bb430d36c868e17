"""New game offers every set the rules are played with, and where they allow one only, says why.

Oracle: the table below, written from docs/rules.md (seed 002 names double-six, -nine and -twelve;
seeds 000 and 001 deal the whole double-six set; seed 003 is the double-twelve game; seed 004's
draw game is offered with the three sets), walked through the screen with the arrow keys."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import press

from edu_domino.ui.scenes.setup import SetupScene

SETS = {"clasico": [6], "faraes": [6], "sala": [6, 9, 12], "doble-doce": [12], "musica": [6, 9, 12]}
# the words that say why, in each language (a part of the sentence, written by hand)
WHY = {
    "en": {"clasico": "double-six set", "faraes": "whole double-six set", "doble-doce": "double-twelve game"},
    "es": {"clasico": "doble seis", "faraes": "todo el doble seis", "doble-doce": "doble doce"},
    "pt": {"clasico": "duplo seis", "faraes": "duplo seis inteiro", "doble-doce": "duplo doze"},
}
OTHER_RULES = {"en": "Game room", "es": "Sala", "pt": "Sala"}


def _setup_on_set_row(make_app, preset, language="en", size=(1280, 720)):
    app = make_app(size=size, language=language)
    scene = SetupScene(app, preset=preset)
    app.push(scene)
    scene.menu.focus = next(i for i, item in enumerate(scene.menu.items) if item.label == "Set")
    return app, scene


@pytest.mark.parametrize("preset", list(SETS))
def test_the_set_row_offers_the_sets_the_rules_allow(make_app, preset):
    app, scene = _setup_on_set_row(make_app, preset)
    seen = []
    for _ in range(4):
        seen.append(scene.rules().set_max)
        press(app, pygame.K_RIGHT)
    assert sorted(set(seen)) == SETS[preset]
    for set_max in SETS[preset]:  # each one makes a game that can be dealt and played
        scene.set_max = set_max
        scene._clamp_players()
        game = scene.game_setup(seed=1).start()
        assert game.spectator().rules.set_max == set_max


@pytest.mark.parametrize("language", ["en", "es", "pt"])
@pytest.mark.parametrize("preset", list(SETS))
def test_one_set_only_is_said_and_why(make_app, preset, language):
    app, scene = _setup_on_set_row(make_app, preset, language, size=(800, 600))
    drawn = app.theme.record_texts()
    app.frame()
    note = " ".join(drawn)
    if len(SETS[preset]) > 1:
        assert scene.set_note() == ""
        return
    assert WHY[language][preset] in scene.set_note()
    assert OTHER_RULES[language] in scene.set_note()  # and where to go for another set
    for word in scene.set_note().split():  # drawn whole on the screen, line by line
        assert word in note
    press(app, pygame.K_DOWN)  # another row: the note goes
    assert scene.set_note() == ""


def test_a_remembered_set_the_rules_do_not_use_falls_back(make_app):
    app = make_app()
    scene = SetupScene(app, remembered={"preset": "clasico", "set_max": 9, "players": 4, "teams": 0,
                                        "target": None})
    assert scene.rules().set_max == 6
