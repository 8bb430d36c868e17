"""A match against the computer, played with the mouse alone; dragging a tile to an end."""

import time

import pytest
from ui_helpers import choose_action, click, drag

from edu_domino.engine import Play
from edu_domino.ui.demo import play_to_mid_round, seats
from edu_domino.ui.game_setup import GameSetup
from edu_domino.ui.scenes.results import ResultsScene
from edu_domino.ui.scenes.table import TableScene
from edu_domino.ui.scenes.title import TitleScene


def _mouse_move(app, table, action) -> None:
    geom = table.geometry()
    if not isinstance(action, Play):
        click(app, geom.button.center)
        return
    index = table.hand().index(action.tile)
    click(app, geom.hand_rects[index].center)
    if table.choosing_end:
        click(app, table.geometry().line.slots[action.end].center)


@pytest.mark.parametrize("preset", ["musica", "doble-doce"])
def test_match_against_the_computer_by_mouse(make_app, preset):
    app = make_app(size=(1280, 720), animations=False, ai_pace=0.6)
    app.push(TitleScene(app))
    overrides = {"players": 2, "target": 30}
    table = TableScene(app, GameSetup(preset, overrides, seats(1, 1), "pips", "single", seed=3))
    app.push(table)
    match = table.game.match
    human_moves = 0
    computer_moves = 0
    deadline = time.monotonic() + 120
    while not match.over or not isinstance(app.top, TitleScene):
        assert time.monotonic() < deadline, "the match did not finish"
        top = app.top
        if isinstance(top, ResultsScene):
            click(app, top.button.center)
            continue
        if isinstance(top, TitleScene):
            break
        if table.my_turn():
            before = sum(len(a) for a in match.actions)
            _mouse_move(app, table, choose_action(match.legal_actions()))
            assert sum(len(a) for a in match.actions) == before + 1, table.message
            human_moves += 1
        else:
            before = sum(len(a) for a in match.actions)
            app.frame(dt=0.7)  # past the pace: the computer moves as soon as its answer is in
            if sum(len(a) for a in match.actions) > before:
                computer_moves += 1
            else:
                time.sleep(0.002)
    assert match.over
    assert human_moves > 3 and computer_moves > 3
    assert table.game.ai_errors == 0


def test_drag_a_tile_onto_an_end(make_app):
    app = make_app(animations=False)
    table = TableScene(app, GameSetup("clasico", {}, seats(1, 3), "pips", "single", seed=2))
    app.push(table)
    play_to_mid_round(table.game, 2, min_line=3)
    app.frame()
    action = next(a for a in table.game.match.legal_actions() if isinstance(a, Play))
    geom = table.geometry()
    start = geom.hand_rects[table.hand().index(action.tile)].center
    before = len(table.game.match.round.line)
    drag(app, start, geom.line.slots[action.end].center)
    assert len(table.game.match.round.line) == before + 1
    assert table.game.match.actions[-1][-1] == action


def test_a_drop_outside_the_ends_plays_nothing(make_app):
    app = make_app(animations=False)
    table = TableScene(app, GameSetup("clasico", {}, seats(1, 3), "pips", "single", seed=2))
    app.push(table)
    play_to_mid_round(table.game, 2, min_line=3)
    app.frame()
    geom = table.geometry()
    before = len(table.game.match.round.line)
    drag(app, geom.hand_rects[0].center, geom.regions.top.center)  # dropped on the players' strip
    assert len(table.game.match.round.line) == before


def test_the_computer_thinks_off_the_frame_loop(make_app, monkeypatch):
    """A slow AI never stalls a frame; its move lands after it answers and the pace has passed.

    The computer answers only after the frame loop has run 30 frames while it was thinking: were a
    frame to wait for it, the loop could never get there (no timing measured)."""
    import threading

    import edu_domino.play.table as game

    frames_while_thinking = threading.Semaphore(0)

    class Slow:
        def choose(self, view, legal, rng):
            for _ in range(30):
                assert frames_while_thinking.acquire(timeout=10), "the frame loop stopped while the AI thought"
            return legal[0]

    monkeypatch.setattr(game, "computer_player", lambda level: Slow())
    app = make_app(animations=False, ai_pace=0.6)
    table = TableScene(app, GameSetup("clasico", {"players": 2}, seats(0, 2), "pips", "single", seed=1))
    app.push(table)
    match = table.game.match
    frames = 0
    start = time.monotonic()
    while not match.actions[-1] and time.monotonic() - start < 20:
        app.frame(dt=1 / 60)
        frames += 1
        if table.game.thinking:
            frames_while_thinking.release()
    assert match.actions[-1], "the computer never moved"
    assert frames >= 36  # 30 frames while it thought, and the pace (0.6 s of 1/60 s frames) after
