"""Private peek (hot seat on a projector), as the class sees it: the hand of the person on turn
lies face down (they see how many tiles they hold, nobody sees a face), the prompt to hold Space
stands clear of the key help, and every key the help names does what it says in this mode."""

from __future__ import annotations

import time

import pygame
import pytest
from ui_helpers import press

from edu_domino.engine import Play
from edu_domino.play import Privacy
from edu_domino.ui.demo import seats
from edu_domino.ui.game_setup import GameSetup
from edu_domino.ui.scenes.table import TableScene

# Written out from the screens, not the catalogs.
PROMPT = {"es": "Luis: mantén pulsado Espacio para ver tus fichas",
          "pt": "Luis: segure a tecla Espaço para ver suas pedras",
          "en": "Luis: hold Space to see your tiles"}
HELP = {"es": "Mantén Espacio: ver tus fichas · Tab o flechas: ficha · Intro: jugar, robar o pasar · I/D: extremo · H: ayudas",
        "pt": "Segure Espaço: ver suas pedras · Tab ou setas: pedra · Enter: jogar, comprar ou passar · E/D: ponta · H: dicas",
        "en": "Hold Space: see your tiles · Tab or arrows: tile · Enter: play, draw or pass · L/R: end · H: hints"}
SPACE_DRAWS = {"es": "Espacio: robar o pasar", "pt": "Espaço: comprar ou passar", "en": "Space: draw or pass"}


def _key_up(app, key: int) -> None:
    app.frame([pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)])


def _peek_table(app, seed: int = 1) -> TableScene:
    """Ana and Luis at one screen with two computers, private peek; returns once Luis (the
    second person) is on turn with his tiles face down."""
    table = TableScene(app, GameSetup("clasico", {}, seats(2, 2, computer_name="CPU"), "notes", "single",
                                      seed=seed, privacy=Privacy.PEEK))
    app.push(table)
    game = table.game
    deadline = time.monotonic() + 30
    while not (table.control.waiting_for_peek and game.names[game.turn] == "Luis"):
        assert time.monotonic() < deadline, "Luis never came on turn"
        if table.control.waiting_for_peek:  # Ana plays her first tile that fits, or draws
            press(app, pygame.K_SPACE)
            play = next((a for a in game.legal(game.turn) if isinstance(a, Play)), None)
            if play is not None:
                table.control.focus = table.hand().index(play.tile)
                press(app, pygame.K_l if play.end == "L" else pygame.K_r)
            else:
                press(app, pygame.K_RETURN)
            _key_up(app, pygame.K_SPACE)
        app.frame(dt=0.5)
        time.sleep(0.001)
    table.control.pulse = 0.0
    return table


def _overlaps(a, b) -> bool:
    return pygame.Rect(a).colliderect(pygame.Rect(b))


@pytest.mark.parametrize("size", [(1920, 1080), (800, 600)])
@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_the_hand_lies_face_down_and_the_prompt_stands_clear(make_app, size, lang):
    app = make_app(size=size, language=lang, animations=False)
    table = _peek_table(app)
    drawn = app.theme.record_texts()
    app.frame()
    game = table.game
    held = game.spectator().hand_counts[game.turn]
    marks = table.renderer.drawn_marks()
    backs = [m.rect for m in marks if m.what == "hand_back"]
    assert len(backs) == held >= 1  # as many tiles face down as Luis holds
    assert [t for t in table.renderer.drawn_tiles() if t.where in ("hand", "magnified")] == []  # no face
    assert table.renderer.peek_prompt() == PROMPT[lang]
    assert " ".join(PROMPT[lang].split()) in " ".join(line for line in drawn if line in PROMPT[lang])
    prompt = [m.rect for m in marks if m.what == "peek_prompt"]
    helps = [m.rect for m in marks if m.what == "key_help"]
    assert len(prompt) == 1
    for other in backs + helps + [table.renderer.players.rows[-1].box]:
        assert not _overlaps(prompt[0], other), (prompt[0], other)
    assert pygame.Rect((0, 0), size).contains(prompt[0])
    # The key help names the peek key, never Space as the draw key.
    assert table.renderer.help_text() == HELP[lang]
    assert not any(SPACE_DRAWS[lang] in line for line in drawn)
    assert all(not _overlaps(h, b) for h in helps for b in backs)
    if size == (1920, 1080):  # room for the key help: drawn whole beside the face-down hand
        assert helps
        for part in HELP[lang].split(" · "):
            assert part in " ".join(drawn), part


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_a_small_window_keeps_the_key_help_beside_five_face_down_tiles(make_app, lang):
    """800x600, the screenshot's table (five tiles face down): the key help fits beside them
    without its first part ("Hold Space..."), which the prompt says in bigger letters."""
    from edu_domino.ui.shots import stage

    app = make_app(size=(800, 600), language=lang, animations=False)
    stage(app, "peek")
    drawn = app.theme.record_texts()
    app.frame()
    marks = app.top.renderer.drawn_marks()
    helps = [m.rect for m in marks if m.what == "key_help"]
    backs = [m.rect for m in marks if m.what == "hand_back"]
    prompt = [m.rect for m in marks if m.what == "peek_prompt"]
    assert len(backs) == 5 and len(helps) == 1 and len(prompt) == 1
    assert not any(_overlaps(helps[0], r) for r in backs + prompt)
    for part in HELP[lang].split(" · ")[1:]:
        assert part in " ".join(drawn), part
    assert not any(SPACE_DRAWS[lang] in line for line in drawn)


def test_every_key_the_peek_help_names_does_what_it_says(make_app):
    """In Spanish: "Mantén Espacio: ver tus fichas · Tab o flechas: ficha · Intro: jugar, robar o
    pasar · I/D: extremo · H: ayudas"."""
    app = make_app(size=(1280, 720), language="es", animations=False, show_legal=False)
    table = _peek_table(app)
    game, control = table.game, table.control
    luis = game.turn
    assert table.renderer.help_text() == HELP["es"]
    # Space held: the tiles face up (and Space never draws here).
    boneyard = game.spectator().boneyard_count
    press(app, pygame.K_SPACE)
    assert table.viewer() == luis and len(table.hand()) == game.spectator().hand_counts[luis]
    assert game.spectator().boneyard_count == boneyard and game.turn == luis
    # Tab or arrows: the tile.
    before = control.focus
    press(app, pygame.K_TAB)
    assert control.focus == (before + 1) % len(table.hand())
    press(app, pygame.K_RIGHT)
    assert control.focus == (before + 2) % len(table.hand())
    press(app, pygame.K_LEFT)
    assert control.focus == (before + 1) % len(table.hand())
    # H: the hints on and off.
    hints = control.hints
    press(app, pygame.K_h)
    assert control.hints is not hints
    press(app, pygame.K_h)
    # I/D: the end; Intro: play (or draw or pass when nothing fits).
    plays = [a for a in game.legal(luis) if isinstance(a, Play)]
    line = len(game.spectator().line)
    if plays:
        control.focus = table.hand().index(plays[0].tile)
        press(app, pygame.K_i if plays[0].end == "L" else pygame.K_d)
        assert len(game.spectator().line) == line + 1 and game.turn != luis
    else:
        press(app, pygame.K_RETURN)
        assert game.spectator().boneyard_count < boneyard or game.turn != luis
    assert table.viewer() is None  # the hand turned face down the moment the tile was laid


def test_enter_draws_in_peek_while_space_is_held(make_app):
    """"Intro: jugar, robar o pasar": with nothing that fits, Enter draws."""
    app = make_app(size=(1280, 720), language="es", animations=False)
    table = _peek_table(app)
    game = table.game
    for _ in range(80):  # play on (both persons) until the one on turn has to draw
        press(app, pygame.K_SPACE)
        seat = game.turn
        if table.control.button_label():
            break
        play = next(a for a in game.legal(seat) if isinstance(a, Play))
        table.control.focus = table.hand().index(play.tile)
        press(app, pygame.K_d if play.end == "R" else pygame.K_i)
        _key_up(app, pygame.K_SPACE)
        for _ in range(40):
            if table.control.waiting_for_peek or game.round_over:
                break
            app.frame(dt=0.5)
            time.sleep(0.001)
    assert table.control.button_label() in ("Draw (Enter)", "Pass (Enter)")
    before = game.spectator().boneyard_count, game.turn, len(table.hand())
    press(app, pygame.K_SPACE)  # a repeat of the held key: nothing
    assert (game.spectator().boneyard_count, game.turn, len(table.hand())) == before
    press(app, pygame.K_RETURN)
    assert (game.spectator().boneyard_count, game.turn, len(table.hand())) != before
