"""The results as one card per side: each side's tiles left sit in its own card, apart from the
other sides', with the points they make and the words for its score; nothing overlaps, nothing is
cut, at 800x600 in Portuguese (the longest words) and at 1920x1080, for every kind of game.
Oracle: the engine's round result (each side's points left) against the tiles the screen says it
drew, whose halves the test adds up itself; rectangles checked against each other and the window."""

from __future__ import annotations

import pygame
import pytest

from edu_domino.ui.shots import stage

# preset and options, faces: individual and team games of 2 to 6 players, teams of 2 and 3
GAMES = [
    ({"preset": "clasico", "players": 2}, "pips"),
    ({"preset": "clasico", "players": 4, "teams": 2}, "notes"),
    ({"preset": "faraes"}, "pips"),
    ({"preset": "musica", "players": 3}, "powers"),
    ({"preset": "sala", "players": 6, "teams": 3, "set_max": 9}, "notes"),
    ({"preset": "sala", "players": 6, "teams": 2, "set_max": 9}, "powers"),
    ({"preset": "doble-doce", "players": 6}, "powers"),
    ({"preset": "doble-doce", "players": 5}, "notes"),
]


def _results(make_app, size, game, faces, language="pt", seed=1):
    app = make_app(size=size, language=language, animations=False)
    stage(app, "results", faces=faces, seed=seed, game=game)
    drawn = app.theme.record_texts()
    app.frame()
    return app, app.top, drawn


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
@pytest.mark.parametrize(("game", "faces"), GAMES)
def test_each_side_has_its_own_card_and_nothing_overlaps(make_app, size, game, faces):
    app, scene, drawn = _results(make_app, size, game, faces)
    view = scene.view
    result = view.results[-1]
    cards = scene.cards
    assert len(cards) == view.rules.n_sides
    window = pygame.Rect((0, 0), size)
    unit = app.theme.unit
    for i, card in enumerate(cards):
        assert window.contains(card.rect)
        for other in cards[i + 1:]:  # sides visibly apart
            assert not card.rect.inflate(unit, unit).colliderect(other.rect), (card.name, other.name)
    tiles = scene.tiles_beside_points
    for side, card in enumerate(cards):
        # every tile the side holds, in its own card: the class can count them
        assert sum(t.a + t.b for t, _r in tiles[side]) == result.side_pips[side] or \
            view.rules.double_blank_alone, (side, tiles[side])
        held = sorted(t for seat in view.seats if view.side_of[seat] == side for t in view.hands_shown[seat])
        assert sorted(t for t, _r in tiles[side]) == held
        assert all(card.rect.contains(r) for _t, r in tiles[side])
    every_tile = [r for side_tiles in tiles.values() for _t, r in side_tiles]
    texts = scene.text_rects
    things = every_tile + texts + [scene.button]
    for i, a in enumerate(things):
        assert window.contains(a), a
        assert not any(a.colliderect(b) for b in things[i + 1:]), a
    assert [t for t in drawn if "…" in t] == []  # no name or word cut
    assert all(name in drawn for name in (c.name for c in cards))


def test_tiles_stay_as_big_as_a_line_tile_when_there_is_room(make_app):
    """Two players at 1920x1080: the tiles left are drawn at the line's size, 1/12 of the height."""
    _app, scene, _drawn = _results(make_app, (1920, 1080), {"preset": "clasico", "players": 2}, "notes")
    heights = {r.height for tiles in scene.tiles_beside_points.values() for _t, r in tiles}
    assert heights and min(heights) >= 1080 // 12


def test_the_team_penalty_is_said_on_each_other_teams_card(make_app):
    """Game room, three teams of two, a team goes out holding points: each other team's card
    says it adds its own points left plus that team's, and the sum is its score this round."""
    for seed in range(1, 30):
        app, scene, _drawn = _results(make_app, (1920, 1080), {"preset": "sala", "players": 6, "teams": 3,
                                                              "set_max": 9}, "pips", language="en", seed=seed)
        result = scene.view.results[-1]
        winner = result.winner_side
        if result.how == "out" and result.side_pips[winner]:
            break
    else:
        pytest.fail("no seed where the team going out still held points")
    penalty = result.side_pips[winner]
    for side, card in enumerate(scene.cards):
        if side == winner:
            assert card.why.startswith("Adds nothing")
            continue
        own = result.side_pips[side]
        assert f"Adds {own} + {penalty} = {own + penalty}" in card.why
        assert f"Team {'ABC'[winner]}'s {penalty} leftover points" in card.why
        assert result.points[side] == own + penalty


def test_a_total_says_what_it_adds_up(make_app):
    """Round 2 or later: each side's total is last round's total plus this round's points, written
    out as that sum (the numbers from the two rounds' results, read here one by one)."""
    from edu_domino.ui.demo import play_to_round_end

    app = make_app(size=(1920, 1080), language="en", animations=False)
    stage(app, "results", faces="pips", seed=2, game={"preset": "sala", "players": 3})
    table = app.scenes[-2]
    for _round in range(6):
        if app.top.view.match_over:
            break
        app.top.proceed()  # the next round, played to its end
        play_to_round_end(table.game, 2)
        table.update(0.0)
        table.control.round_end_timer = 0.0
        table.update(0.0)
        app.frame()
        view = app.top.view
        before, now = view.results[-2], view.results[-1]
        for side, card in enumerate(app.top.cards):
            if before.totals[side] and now.points[side]:
                sum_words = f"{before.totals[side]} + {now.points[side]} = {before.totals[side] + now.points[side]}"
                assert card.total == f"Total: {sum_words}"
            else:
                assert card.total == f"Total: {now.totals[side]}"
    assert len(app.top.view.results) >= 2
