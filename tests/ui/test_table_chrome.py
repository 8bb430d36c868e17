"""Everything round the line of play (issue 23): the board gets the screen. The line's region is
at least 70% of the window's width on the table and on the class-play projector; over a whole
round played headless (a pupil and three computers) no message, magnified tile or text of the
players' strip or the hand's bar ever covers a laid tile or an open end's slot, and no text is
cut or drawn over another."""

from __future__ import annotations

import time

import pygame
import pytest
from ui_helpers import choose_action, keys_for, press

from edu_domino.engine import Play
from edu_domino.ui.demo import play_to_mid_round, seats
from edu_domino.ui.game_setup import GameSetup
from edu_domino.ui.scenes.results import ResultsScene
from edu_domino.ui.scenes.table import TableScene

SIZES = [(1920, 1080), (1280, 720), (800, 600)]
WIDE_ENOUGH = 0.7  # the share of the window's width for the line


@pytest.mark.parametrize("size", SIZES)
def test_the_line_spans_most_of_the_width(make_app, size):
    app = make_app(size=size, language="pt", animations=False)
    for preset, options, people in (("clasico", {}, (1, 3)), ("sala", {"players": 6, "teams": 3, "set_max": 9}, (1, 5))):
        table = TableScene(app, GameSetup(preset, options, seats(*people), "notes", "single", seed=3))
        app.push(table)
        play_to_mid_round(table.game, 3)
        app.frame()
        line = table.geometry().regions.line
        assert line.width >= WIDE_ENOUGH * size[0], (preset, line)
        assert line.height >= size[1] / 3, (preset, line)  # and a third of the height at least
        app.pop()


def _check_frame(table: TableScene, where: str) -> int:
    """What this frame drew round the line keeps off the line's tiles and slots; returns how many
    messages it showed."""
    geom = table.geometry()
    renderer = table.renderer
    line_things = [p.rect for p in geom.line.tiles]
    if not table.game.round_over:
        line_things += list(geom.line.slots.values())
    texts = renderer.texts.all()
    for text, rect in texts:
        assert "…" not in text, (where, text)
        assert rect.collidelist(line_things) == -1, (where, text, rect)
        assert not rect.colliderect(geom.regions.line), (where, text, rect)  # only in the strip or the bar
    rects = [rect for _t, rect in texts]
    assert not [(a, b) for i, a in enumerate(rects) for b in rects[:i] if a.colliderect(b)], where
    for tile in renderer.drawn_tiles():
        if tile.where == "magnified":
            assert pygame.Rect(tile.rect).collidelist(line_things) == -1, (where, tile)
            assert pygame.Rect(tile.rect).collidelist(geom.hand_rects) == -1, (where, tile)
    message = table.control.message is not None
    if message:  # the message is in the bar, whole
        said = table.renderer.message_text()
        assert said.replace(" ", "") in "".join(t for t, r in renderer.texts.dynamic if geom.regions.bar.contains(r)).replace(" ", "")
    return int(message)


@pytest.mark.parametrize(("size", "lang", "faces"), [((800, 600), "pt", "notes"), ((1920, 1080), "es", "pips")])
def test_a_whole_round_keeps_messages_and_the_magnified_tile_off_the_line(make_app, size, lang, faces):
    app = make_app(size=size, language=lang, animations=False, ai_pace=0.6)
    table = TableScene(app, GameSetup("clasico", {}, seats(1, 3), faces, "single", seed=7))
    app.push(table)
    app.frame()
    frames = messages = magnified = 0
    versions = set()
    deadline = time.monotonic() + 120  # a stuck round fails, rather than hangs (no timing is measured)

    def look() -> None:
        nonlocal frames, messages, magnified
        if app.top is table:
            frames += 1
            versions.add(table.game.version)
            messages += _check_frame(table, f"frame {frames}")
            magnified += any(t.where == "magnified" for t in table.renderer.drawn_tiles())

    while not isinstance(app.top, ResultsScene):
        assert time.monotonic() < deadline, "the round did not finish"
        if app.top is table and table.my_turn():
            for key in keys_for(table, choose_action(table.legal())):
                press(app, key)
                look()
        else:
            app.frame(dt=0.7)
            look()
            time.sleep(0.001)  # let the computer's thread answer
    assert len(versions) > 10 and magnified > 0  # the round was seen move by move, with its magnified tile
    assert messages > 0  # draws and passes were said in the bar


@pytest.mark.parametrize(("size", "lang", "faces"), [(size, "en", "pips") for size in SIZES]
                         + [((800, 600), "pt", "notes"), ((800, 600), "es", "powers")])
def test_a_pupil_refused_a_tile_reads_why_in_the_bar(make_app, size, lang, faces):
    """At 800x600 the bar is a column beside the hand (below): the refusal, naming the open ends
    by their faces in words, is read there whole."""
    app = make_app(size=size, language=lang, animations=False, show_legal=False)
    table = TableScene(app, GameSetup("clasico", {}, seats(1, 3), faces, "single", seed=2))
    app.push(table)
    play_to_mid_round(table.game, 2)
    table.update(0.0)
    app.frame()
    playable = {a.tile for a in table.legal() if isinstance(a, Play)}
    misfit = next((i for i, t in enumerate(table.hand()) if t not in playable), None)
    assert misfit is not None  # seed 2's hand holds a tile that does not fit
    table.focus = misfit
    press(app, pygame.K_RETURN)
    assert table.control.message is not None
    assert _check_frame(table, "refused") == 1


@pytest.mark.parametrize("lang", ["es", "pt"])
def test_a_line_short_of_room_gets_the_bars_row(make_app, lang):
    """1920x1080, double-nine for four: the line is short of room, so the hand's bar stands as a
    column at the left of the hand's strip, as tall as the strip, the label over the draw/pass
    button, and the line's region reaches down to the strip (no row of text between them). At
    800x600 the dealt hand beside the column would leave the magnified tile no room (notes are
    read there from the back), so the bar keeps its row; and at 1920x1080, double-six for two,
    the line has room: the bar keeps its row over the hand."""
    app = make_app(size=(1920, 1080), language=lang, animations=False)
    table = TableScene(app, GameSetup("sala", {"set_max": 9}, seats(1, 3), "pips", "single", seed=3))
    app.push(table)
    play_to_mid_round(table.game, 3)
    app.frame()
    geom = table.geometry()
    r = geom.regions
    assert r.bar.left == 0 and r.bar.right == r.hand.left and r.hand.right == 1920
    assert (r.bar.top, r.bar.bottom) == (r.hand.top, r.hand.bottom) and r.hand.bottom == 1080
    assert 0 <= r.hand.top - r.line.bottom < app.theme.body_px
    assert r.bar.contains(geom.label) and r.bar.contains(geom.button) and geom.label.bottom <= geom.button.top
    assert all(r.hand.contains(x) for x in geom.hand_rects)
    assert geom.hand_short >= 1080 / 12  # the hand keeps the line's size at least
    assert geom.loupe is not None and r.hand.contains(geom.loupe)  # the magnified tile in the hand's strip
    _check_frame(table, "beside")
    app.pop()
    app.resize((800, 600))
    table = TableScene(app, GameSetup("clasico", {}, seats(1, 3), "pips", "single", seed=3))
    app.push(table)
    play_to_mid_round(table.game, 3)
    app.frame()
    geom = table.geometry()
    r = geom.regions
    assert r.bar.width == 800 and r.bar.bottom == r.hand.top
    assert geom.loupe is not None and r.hand.contains(geom.loupe)
    app.pop()
    app.resize((1920, 1080))
    table = TableScene(app, GameSetup("clasico", {"players": 2}, seats(1, 1), "pips", "single", seed=3))
    app.push(table)
    app.frame()
    r = table.geometry().regions
    assert r.bar.width == 1920 and r.bar.bottom == r.hand.top and r.line.bottom < r.bar.top
