"""Hot seat on a projector, through the app: the setup screen says plainly what hidden hands need,
private peek shows a hand only while Space is held, and the pass screen comes only after the
laid tile has been seen where it landed."""

import pygame
from ui_helpers import open_new_game, press

from edu_domino.engine import Play
from edu_domino.play import Privacy
from edu_domino.play.hotseat import LOOK_SECONDS
from edu_domino.ui.game_setup import SeatChoice
from edu_domino.ui.scenes.pass_screen import PassScene
from edu_domino.ui.scenes.table import TableScene


def _key_up(app, key: int) -> None:
    app.frame([pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)])


def _two_people(app, privacy: Privacy):
    setup = open_new_game(app)
    setup.players = 2
    setup.kinds[1] = SeatChoice.PERSON
    hands = next(i for i, item in enumerate(setup.menu.items) if item.label == "Hands")
    assert hands in setup.menu.shown()  # two people at this screen: the choice is offered
    while setup.menu.focus != hands:
        press(app, pygame.K_DOWN)
    while setup.privacy is not privacy:
        press(app, pygame.K_RIGHT)
    setup.seed = 1
    return setup


def test_the_setup_screen_says_hidden_hands_need_the_others_to_look_away(make_app):
    app = make_app(language="en")
    setup = open_new_game(app)
    setup.players, setup.kinds[1] = 2, SeatChoice.MEDIUM
    assert setup.privacy_note() == "" and not setup.hidden_hands()  # one person: nothing to hide
    setup.kinds[1] = SeatChoice.PERSON
    note = setup.privacy_note()
    assert "look away" in note and "Class play" in note and "Private peek" in note
    setup.privacy = Privacy.PEEK
    assert "holds Space" in setup.privacy_note() and "Class play" in setup.privacy_note()
    setup.class_play = True  # each on their own device: no hidden hands on this screen
    assert setup.privacy_note() == ""
    app.frame()


def test_the_note_in_spanish_and_portuguese(make_app):
    for lang, words in (("es", ("dejar de mirar", "Juego en clase")), ("pt", ("desviar o olhar", "Jogo em sala"))):
        app = make_app(language=lang)
        setup = open_new_game(app)
        setup.players, setup.kinds[1] = 2, SeatChoice.PERSON
        assert all(w in setup.privacy_note() for w in words)


def test_private_peek_shows_the_hand_only_while_space_is_held(make_app):
    app = make_app(animations=False, show_legal=False)
    setup = _two_people(app, Privacy.PEEK)
    setup.start(seed=1)
    table = app.top
    assert isinstance(table, TableScene)
    app.frame()
    assert not isinstance(app.top, PassScene)  # no pass screen in this mode
    game = table.game
    first = game.turn
    assert table.viewer() is None and table.hand() == ()
    app.frame()
    assert len(table.geometry().hand_rects) == 7  # face down: seven tiles, no face drawn
    assert not [t for t in table.renderer.drawn_tiles() if t.where in ("hand", "magnified")]
    assert game.names[first] in table.renderer.peek_prompt()
    press(app, pygame.K_SPACE)
    assert table.viewer() == first and len(table.geometry().hand_rects) == len(table.hand()) == 7
    press(app, pygame.K_SPACE)  # the key repeating while held: still shown
    assert table.viewer() == first
    _key_up(app, pygame.K_SPACE)
    assert table.viewer() is None and table.hand() == ()
    press(app, pygame.K_l)  # without looking nothing is played
    assert game.spectator().line == ()
    # Hold Space, lay a tile, keep holding: the next person's tiles do not show.
    press(app, pygame.K_SPACE)
    play = next(a for a in game.legal(first) if isinstance(a, Play))
    table.focus = table.hand().index(play.tile)
    press(app, pygame.K_l)
    assert len(game.spectator().line) == 1 and game.turn != first
    press(app, pygame.K_SPACE)  # still held (a repeat)
    assert table.viewer() is None
    _key_up(app, pygame.K_SPACE)
    press(app, pygame.K_SPACE)  # the next person presses it themselves
    assert table.viewer() == game.turn != first


def test_leaving_the_window_ends_a_peek(make_app):
    app = make_app(animations=False)
    setup = _two_people(app, Privacy.PEEK)
    setup.start(seed=1)
    table = app.top
    press(app, pygame.K_SPACE)
    assert table.viewer() is not None
    app.frame([pygame.event.Event(pygame.WINDOWFOCUSLOST)])
    assert table.viewer() is None


def test_peek_mode_draws_and_passes_with_enter(make_app):
    app = make_app(animations=False)
    setup = _two_people(app, Privacy.PEEK)
    setup.start(seed=1)
    table = app.top
    game = table.game
    for _ in range(60):  # play on until someone must draw
        press(app, pygame.K_SPACE)
        seat = game.turn
        if table.control.button_label():
            break
        play = next(a for a in game.legal(seat) if isinstance(a, Play))
        table.focus = table.hand().index(play.tile)
        press(app, pygame.K_r if play.end == "R" else pygame.K_l)
        _key_up(app, pygame.K_SPACE)
    label = table.control.button_label()
    assert label in ("Draw (Enter)", "Pass (Enter)")
    before = game.spectator().boneyard_count, game.turn
    press(app, pygame.K_RETURN)
    assert (game.spectator().boneyard_count, game.turn) != before


def test_the_pass_screen_comes_after_the_tile_has_been_seen(make_app):
    app = make_app(animations=True, show_legal=False)
    setup = _two_people(app, Privacy.COVER)
    setup.start(seed=1)
    app.frame()
    assert isinstance(app.top, PassScene)  # before the first tile: at once
    press(app, pygame.K_RETURN)
    table = app.top
    game = table.game
    seat = game.turn
    play = next(a for a in game.legal(seat) if isinstance(a, Play))
    table.focus = table.hand().index(play.tile)
    press(app, pygame.K_l)
    assert game.spectator().line  # laid
    # The table stays up, tiles covered, while the tile slides in and stays in view.
    seen = 0.0
    while seen < LOOK_SECONDS * 0.9:
        app.frame(dt=0.1)
        seen += 0.1
        assert app.top is table and table.viewer() is None
    for _ in range(5):
        app.frame(dt=0.1)
    assert isinstance(app.top, PassScene) and app.top.name == game.names[game.turn]


def _first_tile_focused(app):
    """A two-person game with the pass screen, handed to the first player, a tile that fits
    focused; returns the table, the game and that play."""
    setup = _two_people(app, Privacy.COVER)
    setup.start(seed=1)
    app.frame()
    press(app, pygame.K_RETURN)  # "I am ready"
    table = app.top
    game = table.game
    play = next(a for a in game.legal(game.turn) if isinstance(a, Play))
    table.focus = table.hand().index(play.tile)
    return table, game, play


def test_enter_skips_the_look_at_the_laid_tile(make_app):
    app = make_app(animations=True, show_legal=False)
    table, _game, _play = _first_tile_focused(app)
    press(app, pygame.K_l)
    assert app.top is table
    press(app, pygame.K_RETURN)
    app.frame()
    assert isinstance(app.top, PassScene)


def test_spanish_and_portuguese_letters_choose_the_left_end(make_app):
    for lang, key in (("es", pygame.K_i), ("pt", pygame.K_e)):
        app = make_app(language=lang, animations=False)
        _table, game, _play = _first_tile_focused(app)
        press(app, key)
        assert len(game.spectator().line) == 1, lang
