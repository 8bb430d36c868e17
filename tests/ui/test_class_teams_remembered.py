"""A teacher's class set-up with teams on phones comes back next time, pre-filled, and the team
members can be named in New game: the join screen, the projector and the phones then say
"Ana", "Rui", "Lia" instead of "Player 1 (1)", the way `serve --team-phones` names them."""

from __future__ import annotations

import json

import pygame
import pytest
from test_class_teams_from_new_game import to_the_team_turn
from ui_helpers import drawn_now, open_new_game, press, type_text

from edu_domino.cli import main
from edu_domino.ui import last_game
from edu_domino.ui.scenes.class_join import ClassJoinScene
from edu_domino.ui.scenes.class_table import ClassTableScene
from edu_domino.ui.scenes.name_entry import NameScene


def row_text(scene, index: int) -> str:
    item = scene.menu.items[index]
    return item.label() if callable(item.label) else item.label


def go_to(app, scene, label: str) -> None:
    """Move the focus with the arrow keys, as a teacher does, to the row whose text is `label`."""
    for _ in range(40):
        press(app, pygame.K_UP)
    for _ in range(40):
        if row_text(scene, scene.menu.focus) == label:
            return
        press(app, pygame.K_DOWN)
    raise AssertionError(f"no row {label!r} in {[row_text(scene, i) for i in scene.menu.shown()]}")


def value_of(scene, label: str) -> str:
    index = next(i for i in scene.menu.shown() if row_text(scene, i) == label)
    value = scene.menu.items[index].value
    assert value is not None
    return value()


def set_up_teams_of_three(app, setup, majority: bool = True) -> None:
    """Play on: class play; Pupils per seat: a team of 3; A team's move: a majority (or the captain)."""
    go_to(app, setup, "Play on")
    press(app, pygame.K_RIGHT)
    go_to(app, setup, "Pupils per seat")
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    if majority:
        go_to(app, setup, "A team's move")
        press(app, pygame.K_RIGHT)


def type_team(app, setup, seat_label: str, names: str) -> NameScene:
    """Enter on a team's row, erase what is there, type `names`, Enter; the name entry is returned
    (it is still on top when the names were refused)."""
    go_to(app, setup, seat_label)
    press(app, pygame.K_RETURN)
    entry = app.top
    assert isinstance(entry, NameScene)
    for _ in range(len(entry.text)):
        press(app, pygame.K_BACKSPACE)
    type_text(app, names)
    press(app, pygame.K_RETURN)
    return entry


def start(app, setup) -> ClassJoinScene:
    go_to(app, setup, "Start")
    press(app, pygame.K_RETURN)
    join = app.top
    assert isinstance(join, ClassJoinScene) and join.started
    return join


def team_of_seat_0(join) -> list[str]:
    return [member.name for member in join.table.team_hands[0].members]


def test_named_team_members_reach_the_join_screen_the_projector_and_the_phones(make_app):
    app = make_app()
    setup = open_new_game(app)
    set_up_teams_of_three(app, setup)
    assert value_of(setup, "Player 1's team") == "Enter: type their names"
    entry = type_team(app, setup, "Player 1's team", "Ana,  Rui ,Lia")
    assert app.top is setup and entry is not setup
    assert value_of(setup, "Player 1's team") == "Ana, Rui, Lia"
    join = start(app, setup)
    table = join.table
    assert team_of_seat_0(join) == ["Ana", "Rui", "Lia"]
    # The join screen calls the next member to scan by name; the phones and the projector get the names
    assert join._team_status(table.team_hands[0]) == "0 of 3 in · next: Ana"  # noqa: SLF001
    table.connect_member(0, 0, +1)
    assert join._team_status(table.team_hands[0]) == "1 of 3 in · next: Rui"  # noqa: SLF001
    phone = table.seat_state(0, "en", member=1)["you"]["team"]
    assert [m["name"] for m in phone["members"]] == ["Ana", "Rui", "Lia"] and phone["you"] == 1
    assert table.public_state()["seats"][0]["team"]["members"] == ["Ana", "Rui", "Lia"]
    # At the table, the projector says who proposed, by the name typed in New game
    table.connect_member(0, 1, +1)
    table.connect_member(0, 2, +1)
    press(app, pygame.K_RETURN)
    scene = app.top
    assert isinstance(scene, ClassTableScene)
    to_the_team_turn(table)
    table.team_move(0, 1, table.game.legal(0)[0])
    scene.update(0.0)
    assert "Rui proposed a move · 1 of 2 yes votes" in drawn_now(app, scene)
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_ESCAPE)


def test_the_class_set_up_is_offered_again_after_a_restart_and_can_still_be_changed(make_app):
    app = make_app()
    setup = open_new_game(app)
    set_up_teams_of_three(app, setup)
    type_team(app, setup, "Player 1's team", "Ana, Rui, Lia")
    go_to(app, setup, "Player 3")
    press(app, pygame.K_LEFT)
    press(app, pygame.K_LEFT)  # Computer (medium) -> (easy) -> Person: a second team
    type_team(app, setup, "Player 3's team", "Bea")
    start(app, setup)
    press(app, pygame.K_ESCAPE)
    app.close()

    app = make_app()  # the next lesson: the app started again
    again = open_new_game(app)
    assert value_of(again, "Play on") == "Class play: each person on their own device"
    assert value_of(again, "Pupils per seat") == "A team of 3, a phone each"
    assert value_of(again, "A team's move") == "A majority confirms"
    assert value_of(again, "Player 1's team") == "Ana, Rui, Lia"
    assert value_of(again, "Player 3's team") == "Bea +2"  # two more, not named
    assert not again.message
    # The teacher changes one thing: teams of two this time. The typed names stay, the first two play.
    go_to(app, again, "Pupils per seat")
    press(app, pygame.K_LEFT)
    assert value_of(again, "Player 1's team") == "Ana, Rui"
    join = start(app, again)
    assert team_of_seat_0(join) == ["Ana", "Rui"]
    assert [m.name for m in join.table.team_hands[2].members] == ["Bea", "Player 3 (2)"]
    assert str(join.table.team_hands[0].rule) == "majority"
    press(app, pygame.K_ESCAPE)


# What a teacher might type for a team of three, and what the screen must say (by hand).
TYPED = [
    ("Ana, ana", "Two pupils are called"),
    ("Ana, Rui, Lia, Bea", "A team of 3: type at most 3 names"),
    ("Ana, Maximiliano Bartolomeu", "is too long: at most 20 letters"),
    (" , ,", "Type at least one letter."),
]


@pytest.mark.parametrize(("typed", "said"), TYPED)
def test_names_that_cannot_make_a_team_are_refused_with_one_clear_message(make_app, typed, said):
    app = make_app()
    setup = open_new_game(app)
    set_up_teams_of_three(app, setup)
    entry = type_team(app, setup, "Player 1's team", typed)
    assert app.top is entry and said in entry.message
    press(app, pygame.K_ESCAPE)
    assert value_of(setup, "Player 1's team") == "Enter: type their names"  # nothing kept


def test_unnamed_members_are_called_after_the_seat_and_the_captain_is_the_first_named(make_app):
    app = make_app()
    setup = open_new_game(app)
    set_up_teams_of_three(app, setup, majority=False)
    go_to(app, setup, "Player 1's team")
    press(app, pygame.K_RETURN)
    assert "The first one confirms the team's moves." in app.top.hint  # the captain rule, said while typing
    press(app, pygame.K_ESCAPE)
    type_team(app, setup, "Player 1's team", "Lia")
    join = start(app, setup)
    assert team_of_seat_0(join) == ["Lia", "Player 1 (2)", "Player 1 (3)"]
    assert join.table.public_state()["seats"][0]["team"]["confirms"] == "Lia"
    press(app, pygame.K_ESCAPE)


def test_the_team_rows_show_only_for_people_in_class_play_with_teams(make_app):
    app = make_app()
    setup = open_new_game(app)
    labels = lambda: {row_text(setup, i) for i in setup.menu.shown()}  # noqa: E731
    assert "Player 1's team" not in labels()
    go_to(app, setup, "Play on")
    press(app, pygame.K_RIGHT)
    assert "Player 1's team" not in labels()  # one device per seat: nobody to name
    go_to(app, setup, "Pupils per seat")
    press(app, pygame.K_RIGHT)
    assert "Player 1's team" in labels() and "Player 2's team" not in labels()  # seat 2 is a computer


def write_last_game(choices: dict) -> None:
    path = last_game.default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(choices), encoding="utf-8")


# Hand-edited or old files: each bad class choice falls back to New game's own default.
BAD = [
    {"class_play": "yes"},
    {"team_size": 7},
    {"team_size": True},
    {"team_size": 1.0},
    {"team_rule": "vote"},
    {"members": [["Ana", "ana"]] + [[]] * 9},  # the same pupil twice
    {"members": [["A", "B", "C", "D", "E", "F"]] + [[]] * 9},  # six in a team
    {"members": [["Ana"]]},  # not one list per seat
    {"members": [[None]] + [[]] * 9},
    {"members": ["Ana, Rui"] + [[]] * 9},
    {"members": [["x" * 21]] + [[]] * 9},
]


@pytest.mark.parametrize("bad", BAD)
def test_a_bad_class_choice_in_the_file_gives_its_default_and_keeps_the_rest(make_app, bad):
    good = {"class_play": True, "team_size": 4, "team_rule": "majority",
            "members": [["Ana", "Rui"]] + [[]] * 9}
    write_last_game({**good, **bad})
    setup = open_new_game(make_app())
    defaults = {"class_play": False, "team_size": 1, "team_rule": "captain", "members": [[]] * 10}
    got = {"class_play": setup.class_play, "team_size": setup.team_size, "team_rule": str(setup.team_rule),
           "members": setup.members}
    (key,) = bad
    assert got == {**good, key: defaults[key]}
    assert not setup.message


def test_a_file_from_before_class_teams_gives_the_usual_class_choices(make_app):
    write_last_game({"preset": "clasico", "faces": "numerals"})  # written by an older version
    setup = open_new_game(make_app())
    assert setup.faces == "numerals"
    assert (setup.class_play, setup.team_size, str(setup.team_rule)) == (False, 1, "captain")
    assert setup.members == [[]] * 10 and not setup.message


def test_a_damaged_file_says_so_once_and_starts_from_the_usual_class_choices(make_app):
    path = last_game.default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"class_play": true, "team_size": 3,', encoding="utf-8")  # cut off mid-save by hand
    setup = open_new_game(make_app(language="es"))
    assert (setup.class_play, setup.team_size) == (False, 1)
    assert str(path) in setup.message and "dañado" in setup.message
    assert "Traceback" not in setup.message


def test_serve_team_phones_refuses_one_name_twice_in_a_team(capsys):
    assert main(["serve", "--headless", "--port", "0", "--seats", "device,greedy,greedy,greedy",
                 "--team-phones", "0:Ana+ana"]) != 0
    err = capsys.readouterr().err
    assert "two members of a team are called" in err and "Traceback" not in err


@pytest.mark.parametrize("lang", ["en", "es"])
def test_five_long_names_stay_inside_the_box_on_a_small_projector(make_app, lang):
    app = make_app(size=(800, 600), language=lang)
    setup = open_new_game(app)
    setup.class_play, setup.team_size = True, 5
    go_to(app, setup, "Equipo de Jugador 1" if lang == "es" else "Player 1's team")
    press(app, pygame.K_RETURN)
    entry = app.top
    typed = ", ".join(f"{first} Bartolomeu Sá" for first in ("Ana", "Rui", "Lia", "Bea", "Caio"))
    type_text(app, typed)
    assert entry.text == typed  # nothing typed is lost, however long
    texts = entry.theme.record_texts()
    entry.draw(app.screen)
    box_text = next(text for text in texts if text.endswith("_"))
    # the end of what is typed shows, where the cursor is, and fits the 800 px window with room to spare
    assert box_text.startswith("…") and box_text.endswith("Caio Bartolomeu Sá_")
    assert entry.theme.font(entry.theme.px(1.3)).size(box_text)[0] < 800 - 2 * entry.theme.margin
    footer = "Escribe los nombres" if lang == "es" else "Type the names"
    assert any(text.startswith(footer) for text in texts)


def test_a_typed_name_like_an_unnamed_members_still_gives_a_team_of_different_names(make_app):
    app = make_app()
    setup = open_new_game(app)
    set_up_teams_of_three(app, setup)
    type_team(app, setup, "Player 1's team", "Rui, Player 1 (3)")
    join = start(app, setup)  # "Player 1 (3)" twice would be two pupils the projector cannot tell apart
    assert team_of_seat_0(join) == ["Rui", "Player 1 (3)", "Player 1 (4)"]
    press(app, pygame.K_ESCAPE)
