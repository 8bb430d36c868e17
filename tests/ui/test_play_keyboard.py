"""A whole hot-seat match by keyboard alone, from the title screen to the match result."""

import pygame
import pytest
from ui_helpers import choose_action, keys_for, open_new_game, press

from edu_domino.ui.scenes.pass_screen import PassScene
from edu_domino.ui.scenes.results import ResultsScene
from edu_domino.ui.scenes.setup import SetupScene
from edu_domino.ui.scenes.table import TableScene
from edu_domino.ui.scenes.title import TitleScene


def _setup_two_humans(app) -> SetupScene:
    setup = open_new_game(app)
    press(app, pygame.K_DOWN)  # Set: the classic rules' one set
    press(app, pygame.K_DOWN)  # Players
    while setup.players != 2:
        press(app, pygame.K_RIGHT)
    press(app, pygame.K_DOWN)  # Teams row is hidden with two players: Player 1
    press(app, pygame.K_DOWN)  # Player 2
    while setup.kinds[1] != "human":
        press(app, pygame.K_LEFT)
    press(app, pygame.K_RETURN)  # type their name
    app.frame([pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in "Luís"])
    press(app, pygame.K_RETURN)
    assert app.top is setup and setup.names[1] == "Luís"
    for _ in range(len(setup.menu.shown())):
        if setup.menu.focused_item().label == "Start":
            break
        press(app, pygame.K_DOWN)
    return setup


def test_hot_seat_match_by_keyboard_alone(make_app):
    app = make_app(size=(1280, 720), language="en", animations=False, show_legal=False)
    setup = _setup_two_humans(app)
    setup.target = 60  # a short match: a few hands
    setup.seed = 4
    press(app, pygame.K_RETURN)  # Start
    tables = [s for s in app.scenes if isinstance(s, TableScene)]
    assert len(tables) == 1
    table = tables[0]
    assert isinstance(app.top, PassScene)  # the first player's tiles wait behind the cover too
    match = table.game.match
    covers = 0
    names_seen: set[str] = set()
    moves = 0
    previous_viewer = None
    for _ in range(5000):
        if not app.running or (match.over and isinstance(app.top, TitleScene)):
            break
        top = app.top
        if isinstance(top, PassScene):
            covers += 1
            names_seen.add(top.name)
            # The cover hides the whole table: the screen is the cover's colour at the hand's place.
            hand_area = table.geometry().regions.hand
            assert app.screen.get_at(hand_area.center)[:3] == app.theme.palette.panel
            press(app, pygame.K_RETURN)
            continue
        if isinstance(top, ResultsScene):
            press(app, pygame.K_RETURN)
            continue
        assert top is table
        if not table.my_turn():
            app.frame(dt=0.5)  # the pause at the end of a hand
            continue
        viewer = table.viewer()
        # A hand is shown only to the player on turn, and only after the cover.
        assert viewer == match.turn
        if previous_viewer is not None and viewer != previous_viewer:
            assert covers > 0
        previous_viewer = viewer
        action = choose_action(match.legal_actions())
        before = len(match.actions[-1])
        for key in keys_for(table, action):
            press(app, key)
        assert len(match.actions[-1]) == before + 1 or match.round_over, table.message
        moves += 1
    assert match.over, "the match did not finish"
    assert isinstance(app.top, TitleScene)
    assert len(match.results) >= 2  # several hands, each started again after the results
    assert moves > 10
    assert covers >= moves // 2  # every change of player went through the cover
    assert names_seen == {"Player 1", "Luís"}


def test_enter_asks_for_the_end_when_a_tile_fits_both(make_app):
    from edu_domino.engine import Play
    from edu_domino.ui.demo import play_to_mid_round, seats
    from edu_domino.ui.game_setup import GameSetup

    app = make_app(animations=False)
    for seed in range(1, 60):
        table = TableScene(app, GameSetup("clasico", {}, seats(1, 3), "pips", "single", seed))
        app.push(table)
        play_to_mid_round(table.game, seed, min_line=2)
        table.update(0)
        legal = table.game.match.legal_actions()
        tiles = [a.tile for a in legal if isinstance(a, Play)]
        both = [t for t in set(tiles) if tiles.count(t) == 2]
        ends = table.game.match.round.ends
        if both and ends[0] != ends[1]:
            break
        app.pop()
    else:
        raise AssertionError("no position with a tile fitting both ends")
    tile = both[0]
    table.focus = table.hand().index(tile)
    press(app, pygame.K_RETURN)
    assert table.choosing_end
    press(app, pygame.K_RIGHT)
    assert table.end_choice == "R"
    before = len(table.game.match.round.line)
    press(app, pygame.K_RETURN)
    assert len(table.game.match.round.line) == before + 1
    assert table.game.match.actions[-1][-1] == Play(tile, "R")


def test_a_wrong_end_says_why_and_changes_nothing(make_app):
    from edu_domino.engine import Play
    from edu_domino.ui.demo import play_to_mid_round, seats
    from edu_domino.ui.game_setup import GameSetup

    app = make_app(language="es", animations=False)
    for seed in range(1, 80):
        table = TableScene(app, GameSetup("clasico", {}, seats(1, 3), "pips", "single", seed))
        app.push(table)
        play_to_mid_round(table.game, seed, min_line=2)
        table.update(0)
        legal = [a for a in table.game.match.legal_actions() if isinstance(a, Play)]
        only_right = [a.tile for a in legal if a.end == "R" and Play(a.tile, "L") not in legal]
        if only_right:
            break
        app.pop()
    else:
        raise AssertionError("no position with a tile fitting only the right end")
    table.focus = table.hand().index(only_right[0])
    before = len(table.game.match.round.line)
    press(app, pygame.K_l)
    assert len(table.game.match.round.line) == before
    assert "no encaja en el extremo izquierdo" in table.message
    press(app, pygame.K_d)  # seed 002: D is the right end
    assert len(table.game.match.round.line) == before + 1


PRESET_MATCHES = {
    "clasico": {"players": 3, "target": 20},
    "faraes": {"target_teams": 2},
    "sala": {"players": 3, "target": 25},
    "doble-doce": {"players": 3, "target": 40},
    "musica": {"players": 2, "teams": 0, "target": 20},
}


@pytest.mark.parametrize("preset", sorted(PRESET_MATCHES))
def test_every_preset_to_the_end_by_keyboard_against_the_computer(make_app, preset):
    import time

    from edu_domino.ui.demo import seats
    from edu_domino.ui.game_setup import GameSetup

    overrides = PRESET_MATCHES[preset]
    players = overrides.get("players", 4)
    app = make_app(animations=False, ai_pace=0.6)
    table = TableScene(app, GameSetup(preset, overrides, seats(1, players - 1), "powers", "single", seed=11))
    app.push(table)
    match = table.game.match
    deadline = time.monotonic() + 120
    while not (match.over and not any(isinstance(s, TableScene) for s in app.scenes)):
        assert time.monotonic() < deadline, "the match did not finish"
        top = app.top
        if isinstance(top, ResultsScene):
            press(app, pygame.K_RETURN)
        elif isinstance(top, TitleScene) or not app.scenes:
            break
        elif table.my_turn():
            for key in keys_for(table, choose_action(match.legal_actions())):
                press(app, key)
        else:
            app.frame(dt=0.7)
            time.sleep(0.001)
    assert match.over
    assert table.game.ai_errors == 0
