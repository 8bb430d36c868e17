"""Changing Rules in New game keeps the teams where the new rules allow them; where they cannot
(rules without teams), the screen says what became of them. Keys through the real scene, es/pt/en."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import press

from edu_domino.ui.scenes.setup import SetupScene

TWO_PAIRS = {"es": "Dos parejas", "pt": "Duas duplas", "en": "Two pairs"}
ALONE = {"es": "Cada uno por su cuenta", "pt": "Cada um por si", "en": "Each for themselves"}


def _go_to(app, scene, label: str) -> None:
    """Up or down, key by key, to the row named `label` (as a person would)."""
    labels = [i.label for i in scene.menu.items]
    while scene.menu.focused_item().label != label:
        here = labels.index(scene.menu.focused_item().label)
        press(app, pygame.K_DOWN if labels.index(label) > here else pygame.K_UP)


def _value(scene, label: str) -> str:
    item = next(i for i in scene.menu.items if i.label == label)
    return item.value()


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_two_pairs_stay_two_pairs_from_rules_to_rules(make_app, lang):
    app = make_app(language=lang)
    scene = SetupScene(app)  # "clasico": 4 players, each for themselves
    app.push(scene)
    assert _value(scene, "Teams") == ALONE[lang]
    _go_to(app, scene, "Teams")
    press(app, pygame.K_RIGHT)
    assert _value(scene, "Teams") == TWO_PAIRS[lang]
    _go_to(app, scene, "Rules")
    press(app, pygame.K_RIGHT)  # "faraes": pairs are its own
    assert (scene.preset, scene.teams) == ("faraes", 2)
    press(app, pygame.K_RIGHT)  # "sala": pairs allowed, kept
    assert (scene.preset, scene.teams, scene.players) == ("sala", 2, 4)
    assert _value(scene, "Teams") == TWO_PAIRS[lang] and not scene.message
    press(app, pygame.K_RIGHT)  # "doble-doce": no teams in these rules
    assert (scene.preset, scene.teams) == ("doble-doce", 0)
    assert ALONE[lang] in scene.message
    app.frame()
