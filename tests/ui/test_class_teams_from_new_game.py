"""Team hands on several phones, set in the New game screen: teams of 2 to 5 pupils per seat,
the captain or a majority confirms; the join screen shows each member's code in turn, and the
projector says whose turn it is, who proposed and who must confirm (never the proposed tile)."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import drawn_now, press
from ui_helpers import http_status as status

from edu_domino.classplay import ClassGameSetup, ClassTable, Control
from edu_domino.engine import get_preset
from edu_domino.ui.class_session import ClassSession
from edu_domino.ui.scenes.class_join import ClassJoinScene
from edu_domino.ui.scenes.class_table import ClassTableScene
from edu_domino.ui.scenes.setup import SetupScene


def focus_row(scene, label: str) -> None:
    scene.menu.focus = next(i for i in scene.menu.shown() if scene.menu.items[i].label == label)


def visible_labels(scene) -> set[str]:
    return {scene.menu.items[i].label for i in scene.menu.shown()}


def test_new_game_makes_teams_of_three_on_phones_and_the_join_screen_shows_each_members_code_in_turn(make_app):
    app = make_app()
    setup = SetupScene(app)
    app.push(setup)
    assert "Pupils per seat" not in visible_labels(setup)  # only for class play
    focus_row(setup, "Play on")
    press(app, pygame.K_RIGHT)
    assert "Pupils per seat" in visible_labels(setup) and "A team's move" not in visible_labels(setup)
    focus_row(setup, "Pupils per seat")
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)  # one device -> a team of 2 -> a team of 3
    focus_row(setup, "A team's move")
    press(app, pygame.K_RIGHT)  # the captain -> a majority
    setup.start(seed=3)
    join = app.top
    assert isinstance(join, ClassJoinScene) and join.started
    table = join.table
    person_seats = [i for i, kind in enumerate(setup.kinds[:setup.players]) if kind == "human"]
    assert sorted(table.team_hands) == person_seats == [0]
    team = table.team_hands[0]
    assert [m.name for m in team.members] == ["Player 1 (1)", "Player 1 (2)", "Player 1 (3)"]
    assert str(team.rule) == "majority"
    server = join.session.server
    # one code at a time: the first member's, then the next once that phone has joined
    for member in range(3):
        assert join.qr_links() == [server.join_url(team.members[member].token)]
        assert status(join.qr_links()[0]) == 200
        table.connect_member(0, member, +1)
    assert join.qr_links() == []
    table.connect_member(0, 1, -1)  # a member's phone sleeps: their code is not put up for another
    assert join.qr_links() == []
    assert table.seat_for_token(table.seats[0].token) is None  # a team's seat is held by its members' links only
    press(app, pygame.K_ESCAPE)
    assert app.top is setup


def team_table(rule: str) -> ClassSession:
    table = ClassTable(ClassGameSetup(get_preset("clasico"), ["Ana", "Bea", "Caio", "Dani"],
                                      [Control.DEVICE, Control.COMPUTER, Control.DEVICE, Control.COMPUTER],
                                      seed=5, pace=0.0, team_phones={0: ["Ana", "Rui", "Lia"]}, team_rule=rule))
    for member in range(3):
        table.connect_member(0, member, +1)
    table.connect(2)
    return ClassSession(table=table, port=0)


def to_the_team_turn(table) -> None:
    while table.turn != 0:
        if table.seats[table.turn].control is Control.COMPUTER:
            table.tick(0.1)  # the computer seats play on the table's clock
        else:
            table.act(table.turn, table.game.legal(table.turn)[0])


# The oracle: what the projector should say at each moment, by hand, per rule.
SAID = {
    "captain": ("Anyone in the team proposes a move · Ana confirms", "Rui proposed a move · Ana confirms"),
    "majority": ("Anyone in the team proposes a move · the team votes", "Rui proposed a move · 1 of 2 yes votes"),
}


@pytest.mark.parametrize("size", [(1920, 1080), (800, 600)])
@pytest.mark.parametrize("rule", ["captain", "majority"])
def test_the_projector_says_whose_turn_who_proposed_and_who_confirms(make_app, rule, size):
    app = make_app(size=size)
    session = team_table(rule)
    table = session.table
    app.open("class-join", session=session)
    press(app, pygame.K_RETURN)
    scene = app.top
    assert isinstance(scene, ClassTableScene)
    to_the_team_turn(table)
    scene.update(0.0)
    before, after = SAID[rule]
    shown = drawn_now(app, scene)
    assert "Turn: Ana" in shown and before in shown
    move = table.game.legal(0)[0]
    assert table.team_move(0, 1, move).action is None  # Rui proposes; not played yet
    scene.update(0.0)
    shown = drawn_now(app, scene)
    assert after in shown
    # The proposed tile is the team's: neither the projector's words nor the public state hold it
    assert "move" not in str(table.public_state()["seats"][0]["team"])
    tile = str(move.tile)  # e.g. "6-4": a tile in the team's hand, not on the line
    assert not any(tile in text for text in shown if "proposed" in text or "Turn" in text)
    # the text fits the window: nothing cut with an ellipsis
    assert not any(text.endswith("…") for text in shown if "proposed" in text)
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_ESCAPE)


@pytest.mark.parametrize("lang", ["es", "pt"])
def test_the_teams_turn_fits_a_small_projector_in_spanish_and_portuguese(make_app, lang):
    app = make_app(size=(800, 600), language=lang)
    session = team_table("majority")
    table = session.table
    app.open("class-join", session=session)
    press(app, pygame.K_RETURN)
    scene = app.top
    to_the_team_turn(table)
    table.team_move(0, 1, table.game.legal(0)[0])
    scene.update(0.0)
    shown = drawn_now(app, scene)
    said = [text for text in shown if text.startswith("Rui ")]
    assert said and not any(text.endswith("…") for text in said)
    assert "1" in said[-1] and "2" in said[-1]  # one yes of the two needed, in the window's words
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_ESCAPE)
