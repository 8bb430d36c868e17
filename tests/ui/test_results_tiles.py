"""The results screen: a side's points stay a number, and its tiles left are drawn in its card
beside them, so pupils see what was counted. Oracles: the engine's round result
(the points each side holds) against the tiles the screen says it drew; the halves' values are
summed here, by the test. No bare number on the screen is anything but a score."""

from __future__ import annotations

import re

import pygame
import pytest

from edu_domino.play import SeatKind, SeatSpec
from edu_domino.ui.demo import play_to_mid_round, play_to_round_end
from edu_domino.ui.game_setup import GameSetup
from edu_domino.ui.scenes.results import ResultsScene
from edu_domino.ui.scenes.table import TableScene

FOUR = (SeatSpec("Ana"), SeatSpec("Robi", SeatKind.COMPUTER, "greedy"),
        SeatSpec("Toto", SeatKind.COMPUTER, "greedy"), SeatSpec("Lulu", SeatKind.COMPUTER, "greedy"))


def results(make_app, size, language, faces, teams=0, seed=1, seats=FOUR):
    app = make_app(size=size, language=language, animations=False)
    overrides = {"teams": teams} if teams else {}
    table = TableScene(app, GameSetup("clasico", overrides, seats, faces, "single", seed))
    app.push(table)
    play_to_mid_round(table.game, seed)
    play_to_round_end(table.game, seed)
    table.update(0.0)
    table.control.round_end_timer = 0.0
    table.update(0.0)
    assert isinstance(app.top, ResultsScene)
    drawn = app.theme.record_texts()
    app.frame()
    return app, app.top, drawn


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
@pytest.mark.parametrize("language", ["es", "pt", "en"])
@pytest.mark.parametrize("faces", ["notes", "powers"])
def test_each_sides_tiles_left_are_drawn_beside_its_points(make_app, size, language, faces):
    app, scene, drawn = results(make_app, size, language, faces)
    result = scene.view.results[-1]
    shown = scene.tiles_beside_points
    window = pygame.Rect((0, 0), size)
    for side in range(4):
        tiles = shown.get(side, [])
        assert sum(t.a + t.b for t, _rect in tiles) == result.side_pips[side], (side, tiles)
        rects = [rect for _t, rect in tiles]
        assert all(window.contains(r) for r in rects)
        assert len({r.height for r in rects}) <= 1  # one size in a row
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert any(shown.values()), "no side had a tile left: pick another seed"
    every = [r for tiles in shown.values() for _t, r in tiles]
    assert len({r.height for r in every}) == 1  # and the same size in every row
    # Every number drawn is a score (the points held, the round's points, a total) or the
    # round, the target: never a half's value.
    rules = scene.view.rules
    scores = {str(n) for n in (*result.side_pips, *result.points, *scene.view.scores, result.round_number,
                               rules.match_target)}
    numbers = {n for t in drawn for n in re.findall(r"\d+", t)}
    assert numbers and numbers <= scores


def test_partners_tiles_share_their_sides_row(make_app):
    _app, scene, _drawn = results(make_app, (800, 600), "es", "notes", teams=2, seed=3)
    view = scene.view
    assert len(scene.tiles_beside_points) == 2  # two sides of two
    assert any(len([s for s in view.seats if view.side_of[s] == side and view.hands_shown[s]]) == 2
               for side in range(2)), "no side with both partners holding tiles: pick another seed"
    for side, tiles in scene.tiles_beside_points.items():
        partners = [t for seat in view.seats if view.side_of[seat] == side for t in view.hands_shown[seat]]
        assert sorted(t for t, _r in tiles) == sorted(partners)
        assert sum(t.a + t.b for t, _r in tiles) == view.results[-1].side_pips[side]


def test_pips_too_show_each_sides_tiles_in_its_card(make_app):
    """Pips can be counted on the tiles: they sit in each side's card like any other faces."""
    _app, scene, _drawn = results(make_app, (800, 600), "en", "pips")
    result = scene.view.results[-1]
    for side, tiles in scene.tiles_beside_points.items():
        assert sum(t.a + t.b for t, _r in tiles) == result.side_pips[side]
    assert any(scene.tiles_beside_points.values())


def test_names_stay_whole_beside_the_tiles_at_800x600(make_app):
    """The app's own computer names in Portuguese, the widest headings: no name is cut."""
    seats = (SeatSpec("Ana"), *(SeatSpec(f"Computador {i}", SeatKind.COMPUTER, "greedy") for i in (1, 2, 3)))
    _app, scene, drawn = results(make_app, (800, 600), "pt", "notes", seats=seats)
    assert [t for t in drawn if "…" in t] == []
    assert {"Computador 1", "Computador 2", "Computador 3"} <= set(drawn)
    assert any(scene.tiles_beside_points.values())


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_many_tiles_left_stay_readable(make_app, size):
    """A blocked round of two pairs (seed 17: 15 tiles left, worked out by playing it): laid in
    one line the tiles were 13 px high at 800x600. They wrap in a tidy grid within their side's
    card instead when they must, at least 1/16 of the window high, inside the window, clear of
    each other, each side's inside its own card."""
    _app, scene, _drawn = results(make_app, size, "es", "notes", teams=2, seed=17)
    shown = scene.tiles_beside_points
    assert sum(len(tiles) for tiles in shown.values()) == 15
    window = pygame.Rect((0, 0), size)
    every = [rect for tiles in shown.values() for _t, rect in tiles]
    assert all(window.contains(r) and r.height >= size[1] / 16 for r in every)
    assert not any(a.colliderect(b) for i, a in enumerate(every) for b in every[i + 1:])
    for side, tiles in shown.items():  # sides apart
        assert all(scene.cards[side].rect.contains(r) for _t, r in tiles)
        lines = sorted({r.top for _t, r in tiles})
        per_line = [sum(r.top == top for _t, r in tiles) for top in lines]
        assert per_line == sorted(per_line, reverse=True) and per_line[0] - per_line[-1] <= 1  # a tidy grid
