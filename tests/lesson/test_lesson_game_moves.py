"""A game step's pupil moves have one path, `Runner.submit` (the lesson screen's and an own-pace
device's alike): the runner plays the move on its game and judges it; a refused move changes
nothing, says why and says whether the tiles that fit are worth showing; once the game is over
only "continue" (None) ends the step and records its one try. Oracles: the engine's reasons as
worded in the catalog (English), and the game's own legal moves."""

from __future__ import annotations

import pytest
from test_lesson_runner import pack

from edu_domino.engine import DRAW, Play
from edu_domino.lesson import Runner

GAME = '[[steps]]\nkind = "game"\nid = "hand"\nrules = "musica"\noptions = { players = 2 }\nopponents = ["greedy"]\nplay = "PLAY"\nseed = 4\n'


def _to_pupils_turn(runner: Runner) -> None:
    game = runner.game
    assert game is not None
    while not game.to_move(0):
        assert not game.done
        game.computer_move()


def test_a_refused_move_says_why_and_whether_to_show_the_tiles_that_fit():
    r = Runner(pack(GAME.replace("PLAY", "round")), "en")
    game = r.game
    assert game is not None
    seen = set()
    for _ in range(200):  # until the pupil has met a tile that fits nowhere and a pass refused
        if game.done or {"misfit", "must_play"} <= seen:
            break
        _to_pupils_turn(r)
        view = game.match.view(0)
        legal = game.legal(0)
        misfit = [t for t in view.hand if view.ends and not (t.has(view.ends[0]) or t.has(view.ends[1]))]
        if misfit and "misfit" not in seen:
            line = list(view.line)
            fb = r.submit(f"{misfit[0]} R")
            assert (fb.right, fb.done, fb.show_fits) == (False, False, True)
            assert fb.hint.startswith("The open ends show ") and fb.hint.endswith("is worth the same."), fb.hint
            assert list(game.match.view(0).line) == line and r.answers == []  # nothing changed
            seen.add("misfit")
        if any(isinstance(a, Play) for a in legal) and "must_play" not in seen:
            fb = r.submit("pass")
            assert (fb.right, fb.show_fits) == (False, True) and fb.hint == "You have a tile that fits: play it."
            seen.add("must_play")
        fb = r.submit(legal[0])
        assert fb.right and not fb.show_fits and fb.hint == ""
    assert {"misfit", "must_play"} <= seen
    not_mine = next(t for t in game.match.ts.tiles if t not in game.match.view(0).hand)
    if not game.done:
        _to_pupils_turn(r)
        fb = r.submit(f"{not_mine} L")
        assert fb.hint == "That tile is not in your hand." and not fb.show_fits  # nothing to lift


@pytest.mark.parametrize("play, over", [("round", "The round is over."), ("match", "The game is over.")])
def test_once_the_game_is_over_a_stray_move_is_refused_and_only_continue_ends_the_step(play, over):
    r = Runner(pack(GAME.replace("PLAY", play)), "en")
    game = r.game
    assert game is not None
    for _ in range(5000):
        if game.done:
            break
        if game.between_rounds:
            assert r.submit(None).right  # "continue" deals the next round
        elif game.to_move(0):
            r.submit(game.legal(0)[0])
        else:
            game.computer_move()
    assert game.done
    for stray in ("pass", DRAW, "6-6 L"):
        fb = r.submit(stray)
        assert (fb.right, fb.done, fb.hint) == (False, False, over)
        assert r.current is not None and r.current.id == "hand" and r.answers == []
    fb = r.submit(None)
    assert fb.done and r.finished
    (record,) = r.answers
    assert (record.skill, record.kind, record.given) == ("game", "game", str(game.outcome(0)))
