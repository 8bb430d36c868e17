"""Nothing is lost by a stray key: Esc on the title asks before quitting, leaving a match in progress
asks first, menus stop at their ends, and a resize (full screen on or off) keeps the focus on the
row being changed."""

import pygame
import pytest
from ui_helpers import click, menu_to, press

from edu_domino.play import SeatKind, SeatSpec, TableGame
from edu_domino.ui.game_setup import GameSetup
from edu_domino.ui.scenes.confirm import ConfirmScene
from edu_domino.ui.scenes.pause import PauseScene
from edu_domino.ui.scenes.settings_scene import SettingsScene
from edu_domino.ui.scenes.table import TableScene
from edu_domino.ui.scenes.title import TitleScene

QUESTIONS = {
    "en": ("Quit edu-domino?", "Quit", "Stay"),
    "es": ("¿Salir de edu-domino?", "Salir", "Seguir aquí"),
    "pt": ("Sair do edu-domino?", "Sair", "Continuar aqui"),
}


def _title(app) -> TitleScene:
    title = TitleScene(app)
    app.push(title)
    app.frame()
    return title


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_esc_on_the_title_asks_before_quitting_and_esc_again_stays(make_app, lang):
    app = make_app(language=lang)
    title = _title(app)
    press(app, pygame.K_ESCAPE)
    ask = app.top
    assert isinstance(ask, ConfirmScene) and app.running
    assert (ask.question, *ask.labels) == QUESTIONS[lang]
    assert ask.focused_label == QUESTIONS[lang][2]  # "stay" first: Esc + Enter by mistake changes nothing
    press(app, pygame.K_RETURN)
    assert app.top is title and app.running
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_ESCAPE)  # Esc again: no
    assert app.top is title and app.running


def test_quitting_from_the_question_by_keyboard_and_by_mouse(make_app):
    app = make_app()
    _title(app)
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_LEFT)
    assert app.top.focused_label == "Quit"
    press(app, pygame.K_RETURN)
    assert not app.running

    app = make_app()
    title = _title(app)
    press(app, pygame.K_ESCAPE)
    yes, no = app.top.button_rects()
    click(app, no.center)
    assert app.top is title and app.running
    press(app, pygame.K_ESCAPE)
    yes, no = app.top.button_rects()
    click(app, yes.center)
    assert not app.running


def _scored_table(app) -> TableScene:
    """A table whose first hand has been played out (so both sides may have points) and the
    second begun: a match in progress."""
    seats = (SeatSpec("Ana"), SeatSpec("Luís", SeatKind.COMPUTER, "greedy"))
    setup = GameSetup("clasico", {"players": 2, "teams": 0}, seats, seed=11)
    game = setup.start()
    for _ in range(200):
        if game.round_over:
            break
        if game.to_move(0):
            game.apply(0, game.legal(0)[0])
        else:
            game.computer_move()
    assert game.round_over and not game.over
    game.next_round()
    table = TableScene(app, setup, game=game)
    app.push(table)
    app.frame()
    return table


def test_leaving_a_match_in_progress_asks_and_shows_the_score(make_app):
    app = make_app(animations=False)
    _title(app)
    table = _scored_table(app)
    scores = table.game.spectator().scores
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    menu_to(app, "Leave the game")
    ask = app.top
    assert isinstance(ask, ConfirmScene)
    assert ask.question == "Leave this game?"
    assert f"Ana: {scores[0]}, Luís: {scores[1]}" in ask.detail
    assert ask.labels == ("Leave", "Keep playing")
    press(app, pygame.K_ESCAPE)  # no: back to the menu, the match still there
    assert isinstance(app.top, PauseScene) and table in app.scenes
    menu_to(app, "Leave the game")
    press(app, pygame.K_RETURN)  # Enter on the focused "Keep playing"
    assert table in app.scenes
    menu_to(app, "Leave the game")
    press(app, pygame.K_LEFT)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, TitleScene) and table not in app.scenes


def test_leaving_before_a_tile_is_laid_does_not_ask(make_app):
    app = make_app(animations=False)
    _title(app)
    seats = (SeatSpec("Ana"), SeatSpec("Luís", SeatKind.COMPUTER, "greedy"))
    setup = GameSetup("clasico", {"players": 2, "teams": 0}, seats, seed=3)
    game = TableGame(setup.rules(), seats, seed=3)
    app.push(TableScene(app, setup, game=game))
    app.frame()
    press(app, pygame.K_ESCAPE)
    assert game.spectator().line == () and game.spectator().round_number == 1  # nothing played yet
    menu_to(app, "Leave the game")
    assert isinstance(app.top, TitleScene)


def test_leaving_in_spanish_is_asked_in_spanish(make_app):
    app = make_app(language="es", animations=False)
    _title(app)
    _scored_table(app)
    press(app, pygame.K_ESCAPE)
    menu_to(app, "Salir de la partida")
    ask = app.top
    assert ask.question == "¿Salir de esta partida?"
    assert ask.labels == ("Salir", "Seguir jugando")
    assert ask.detail.startswith("Así va el marcador: Ana: ")


def test_menus_stop_at_their_ends(make_app):
    app = make_app()
    title = _title(app)
    labels = [title._(item.label) for item in title.menu.items]
    press(app, pygame.K_UP)
    assert labels[title.menu.focus] == "New game"  # not wrapped onto "Quit"
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert labels[title.menu.focus] == "New game"
    for _ in range(len(labels) + 2):
        press(app, pygame.K_DOWN)
    assert labels[title.menu.focus] == "Quit"
    press(app, pygame.K_TAB)
    assert labels[title.menu.focus] == "Quit"  # Tab does not wrap back to the top either


def _row_center(scene, label: str) -> tuple[int, int]:
    """The centre of the menu row showing `label`, as last drawn."""
    scene.app.frame()
    index = next(i for i, item in enumerate(scene.menu.items) if scene._(item.label) == label)
    return scene.menu.row_rects()[index].center


def test_toggling_full_screen_keeps_the_focus_on_the_row_being_changed(make_app):
    app = make_app(size=(1280, 720))
    settings = SettingsScene(app)
    app.push(settings)
    app.frame()
    language_row = _row_center(settings, "Language")
    settings.menu.focus = 0
    # The mouse pointer rests on "Language"; the teacher moves to "Full screen" by keyboard.
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=language_row, rel=(1, 1), buttons=(0, 0, 0))])
    press(app, pygame.K_DOWN)
    assert settings._(settings.menu.focused_item().label) == "Full screen"
    press(app, pygame.K_RIGHT)  # full screen on: the window changes size, rows move
    assert app.settings.fullscreen
    # SDL reports the unmoved pointer again after the change, over some other row.
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=_row_center(settings, "Projector (large text)"),
                                  rel=(0, 0), buttons=(0, 0, 0))])
    assert settings._(settings.menu.focused_item().label) == "Full screen"
    press(app, pygame.K_LEFT)  # and off again, by the same row
    assert not app.settings.fullscreen
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=language_row, rel=(0, 0), buttons=(0, 0, 0))])
    assert settings._(settings.menu.focused_item().label) == "Full screen"
    # The same position reported again is still no move.
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=language_row, rel=(0, 0), buttons=(0, 0, 0))])
    assert settings._(settings.menu.focused_item().label) == "Full screen"
    # A real move of the pointer does move the focus.
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(language_row[0] + 3, language_row[1]), rel=(3, 0),
                                  buttons=(0, 0, 0))])
    assert settings._(settings.menu.focused_item().label) == "Language"


def test_the_file_list_stops_at_its_ends(make_app, tmp_path):
    from edu_domino.ui.scenes.files import FileBrowserScene

    for name in ("a.toml", "b.toml", "c.toml"):
        (tmp_path / name).write_text("", encoding="utf-8")
    app = make_app()
    files = FileBrowserScene(app, on_pack=lambda pack: None, folder=tmp_path)
    app.push(files)
    app.frame()
    names = [e.name for e in files.entries]
    while files.focus > 0:
        press(app, pygame.K_UP)
    press(app, pygame.K_UP)
    assert files.focus == 0
    for _ in range(len(names) + 2):
        press(app, pygame.K_DOWN)
    assert names[files.focus] == "c.toml"
