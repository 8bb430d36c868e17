"""Names pupils give themselves on their phones, on the projector: New game says which names the
teacher gave (those stay), the join screen lists a team's members by the names they chose, and
the table's strip and turn line say a pupil's own name, its score never cut off by a long one."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import drawn_now, press

from edu_domino.classplay.self_names import NameRefused
from edu_domino.ui.scenes.class_join import ClassJoinScene
from edu_domino.ui.scenes.class_table import ClassTableScene
from edu_domino.ui.scenes.setup import SetupScene

LONG = "Wanderléia Conceição"  # 20 letters: the longest a pupil may type


def class_game_from_new_game(app, team_size: int = 1, members: list[str] | None = None) -> ClassJoinScene:
    """Two persons' seats: the teacher typed "Ana" for the first, nothing for the second."""
    setup = SetupScene(app)
    app.push(setup)
    setup.class_play = True
    setup.kinds[1] = "human"
    setup.names[0] = "Ana"
    setup.team_size = team_size
    setup.members[0] = list(members or [])
    setup.start(seed=3)
    join = app.top
    assert isinstance(join, ClassJoinScene) and join.started
    return join


@pytest.mark.parametrize("size", [(1920, 1080), (800, 600)])
def test_a_pupils_own_long_name_is_on_the_strip_and_the_turn_line_with_the_score_whole(make_app, size):
    app = make_app(size=size)
    join = class_game_from_new_game(app)
    table = join.table
    with pytest.raises(NameRefused) as refused:  # the teacher's name stays
        table.rename(0, None, "Queen")
    assert refused.value.code == "name_fixed" and table.seats[0].name == "Ana"
    table.connect(1)
    assert table.rename(1, None, f"  {LONG} ") == (LONG, True)
    assert LONG in drawn_now(app, join)  # under its seat on the join screen (cut only if it must be)
    press(app, pygame.K_RETURN)
    scene = app.top
    assert isinstance(scene, ClassTableScene)
    scene.update(0.0)
    assert scene.state["names"][1] == LONG and scene.state["seats"][1]["name"] == LONG
    texts = drawn_now(app, scene)
    strip = [t for t in texts if t.endswith(" · 0") and t[0] in "W"]
    assert len(strip) == 1, texts  # the name (cut with "…" where the strip is narrow) and the score whole
    assert LONG.startswith(strip[0].removesuffix(" · 0").removesuffix("…"))
    while table.turn != 1 or not table.game.playing:  # on to the pupil's turn
        table.tick(5.0)
        scene.update(0.0)
    assert any(t.startswith("Turn: W") for t in drawn_now(app, scene))


def test_the_join_screen_lists_a_teams_members_by_the_names_they_chose(make_app):
    app = make_app(size=(800, 600))
    join = class_game_from_new_game(app, team_size=3, members=["Lia"])
    table = join.table
    team = table.team_hands[0]
    assert [(m.name, m.given) for m in team.members] == [("Lia", True), ("Ana (2)", False), ("Ana (3)", False)]
    table.connect_member(0, 0, +1)
    texts = drawn_now(app, join)
    assert "1 of 3 in" in texts  # the next code is for a pupil who names themselves: no "next: Ana (2)"
    assert "Lia" in texts
    table.connect_member(0, 1, +1)
    table.rename(0, 1, "Rui")
    texts = drawn_now(app, join)
    assert "Rui" in texts and "Ana (2)" not in texts
    assert join.team_here(team) == ["Lia", "Rui"]


def test_delete_on_the_join_screen_undoes_a_pupils_chosen_name_and_a_second_press_lets_them_rename(make_app):
    app = make_app(size=(800, 600), language="es")
    join = class_game_from_new_game(app)
    table = join.table
    table.connect(1)
    table.rename(1, None, "Rude Word")
    press(app, pygame.K_RIGHT)  # the pupil's seat
    assert "Supr: deshacer los nombres elegidos en Rude Word" in drawn_now(app, join)
    press(app, pygame.K_DELETE)
    assert table.seats[1].name == "Jugador 2" and table.naming(1, None)["fixed"] is True
    assert "Jugador 2: vuelven los nombres dados, bloqueados (Supr: desbloquear)" in drawn_now(app, join)
    press(app, pygame.K_DELETE)  # a stray press is undone by the next one
    assert table.naming(1, None) == {"name": "Jugador 2", "fixed": False, "own": False}
    assert table.rename(1, None, "Bea") == ("Bea", True)
    press(app, pygame.K_LEFT)  # the teacher's Ana
    press(app, pygame.K_DELETE)
    assert table.seats[0].name == "Ana"
    assert "Ana: los nombres puestos en Nueva partida se quedan" in drawn_now(app, join)
