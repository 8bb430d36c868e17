"""The table's players panel: every line whole (no "…") at 800x600 and 1920x1080, in es/pt/en,
for two to four players, a team game and the ten players of the game-room rules; who leads
("mano") said in words on its own line, or with ★ and a legend that says it in words."""

from __future__ import annotations

import pygame
import pytest

from edu_domino.play import Privacy
from edu_domino.ui.demo import play_to_mid_round, seats
from edu_domino.ui.game_setup import GameSetup
from edu_domino.ui.scenes.table import TableScene

# Written out by hand, not read from the catalogs.
LEADS = {"es": "mano", "pt": "saiu primeiro", "en": "leads"}
COMPUTER = {"es": "Ordenador", "pt": "Computador", "en": "Computer"}
TEAM = {"es": "Equipo", "pt": "Equipe", "en": "Team"}

GAMES = [  # (preset, rule options, persons, computers, private peek)
    ("clasico", {"players": 2}, 1, 1, False),
    ("clasico", {"players": 3}, 1, 2, False),
    ("clasico", {}, 1, 3, False),
    ("clasico", {}, 2, 2, True),  # the review's screen: two persons sharing the projector
    ("faraes", {}, 1, 3, False),  # pairs
    ("doble-doce", {"players": 6}, 1, 5, False),
    ("sala", {"players": 10, "set_max": 9}, 1, 9, False),  # the most players the rules allow
]


def _table(app, preset, options, persons, computers, peek) -> TableScene:
    names = seats(persons, computers, computer_name=COMPUTER[app.i18n.language])
    table = TableScene(app, GameSetup(preset, options, names, "pips", "single", seed=1,
                                      privacy=Privacy.PEEK if peek else Privacy.COVER))
    app.push(table)
    play_to_mid_round(table.game, 1)
    table.update(0.0)
    table.control.pulse = 0.0
    table.control.message = None
    return table


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
@pytest.mark.parametrize("lang", ["es", "pt", "en"])
@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"{g[0]}-{g[2] + g[3]}{'-peek' if g[4] else ''}")
def test_no_player_line_is_cut(make_app, size, lang, game):
    app = make_app(size=size, language=lang, animations=False)
    table = _table(app, *game)
    drawn = app.theme.record_texts()
    app.frame()
    assert [t for t in drawn if "…" in t] == []
    view = table.game.spectator()
    panel = table.renderer.players
    assert panel is not None and panel.fits
    assert {row.seat for row in panel.rows} == set(range(len(view.names)))
    for name in view.names:  # each name drawn whole, on a line of its own
        assert name in drawn
    side = table.geometry().side_info
    line_h = app.theme.font(app.theme.body_px).get_linesize()
    boxes = [pygame.Rect(row.box) for row in panel.rows]
    for i, box in enumerate(boxes):
        assert side.contains(box), (box, side)
        assert box.collidelist(boxes[i + 1:]) == -1  # no row over another
    assert panel.bottom + line_h <= side.bottom  # the boneyard's line still below the players
    # Who leads: in words, or marked ★ with the legend in words; nobody else.
    for row in panel.rows:
        says = any(LEADS[lang] in line or "★" in line for line in row.lines)
        assert says == (row.seat == view.opener), row.lines
    leader = next(row for row in panel.rows if row.seat == view.opener)
    if not any(LEADS[lang] in line for line in leader.lines):
        assert f"★ {LEADS[lang]}" in drawn
    if view.rules.is_team_game:  # each player's team, in words or by its letter
        for row in panel.rows:
            letter = "AB"[view.rules.side_of(row.seat)]
            assert any(f"{TEAM[lang]} {letter}" in line or f"· {letter}" in line for line in row.lines)


def test_a_roomy_panel_says_leads_on_its_own_line(make_app):
    """At 1920x1080 with four players nothing is squeezed: the tag is a line of its own, in words."""
    for lang in ("es", "pt", "en"):
        app = make_app(size=(1920, 1080), language=lang, animations=False)
        table = _table(app, "clasico", {}, 1, 3, False)
        app.frame()
        view = table.game.spectator()
        leader = next(row for row in table.renderer.players.rows if row.seat == view.opener)
        assert leader.lines[-1] == LEADS[lang]
        assert table.renderer.players.legend == ()


def test_ten_players_at_800x600_keep_the_text_readable(make_app):
    """Ten players in a small window: one line each, the text at least three quarters of the
    body size, the count of tiles of each player drawn."""
    app = make_app(size=(800, 600), language="es", animations=False)
    table = _table(app, "sala", {"players": 10, "set_max": 9}, 1, 9, False)
    drawn = app.theme.record_texts()
    app.frame()
    panel = table.renderer.players
    view = table.game.spectator()
    assert panel.mode == "line" and panel.text_px >= app.theme.body_px * 3 / 4
    for row in panel.rows:
        assert row.lines[1].split()[0] == str(view.hand_counts[row.seat])
        assert row.lines[1] in drawn


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_six_players_without_teams_still_see_everyones_points(make_app, size):
    """Without teams the points are only in the panel: six players keep them (two lines each,
    the text a little smaller) rather than a bigger one-line layout without them."""
    app = make_app(size=size, language="es", animations=False)
    table = _table(app, "doble-doce", {"players": 6}, 1, 5, False)
    app.frame()
    view = table.game.spectator()
    panel = table.renderer.players
    assert panel.text_px >= app.theme.body_px * 3 / 4
    for row in panel.rows:
        score = view.scores[view.rules.side_of(row.seat)]
        assert f"{view.hand_counts[row.seat]} · {score} pts" in row.lines[1], row.lines
