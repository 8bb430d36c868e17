"""The table's players strip (issue 23): every card whole (no "…") at 800x600, 1280x720 and
1920x1080, in es/pt/en, for two to four players, pairs, six in three teams and the ten players of
the game-room rules; names shortened sensibly ("Comp. 6"), never cut; tile counts as numbers at
text size; who laid the first tile marked ★ with a legend in words; teams named in words."""

from __future__ import annotations

import pygame
import pytest

from edu_domino.play import Privacy
from edu_domino.ui.demo import play_to_mid_round, seats
from edu_domino.ui.game_setup import GameSetup
from edu_domino.ui.scenes.table import TableScene

# Written out by hand, not read from the catalogs.
LEADS = {"es": "★ puso la primera ficha", "pt": "★ jogou a primeira pedra", "en": "★ laid the first tile"}
COMPUTER = {"es": "Ordenador", "pt": "Computador", "en": "Computer"}
TEAM = {"es": "Equipo", "pt": "Equipe", "en": "Team"}

GAMES = [  # (preset, rule options, persons, computers, private peek)
    ("clasico", {"players": 2}, 1, 1, False),
    ("clasico", {"players": 3}, 1, 2, False),
    ("clasico", {}, 1, 3, False),
    ("clasico", {}, 2, 2, True),  # the review's screen: two persons sharing the projector
    ("faraes", {}, 1, 3, False),  # pairs
    ("doble-doce", {"players": 6}, 1, 5, False),
    ("sala", {"players": 6, "teams": 3, "set_max": 9}, 1, 5, False),  # three teams
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


def _short_forms(name: str) -> set[str]:
    """The ways a name may be written when the strip is tight, worked by hand: as typed; the later
    words to their initials ("Maria E."); a long first word to four letters ("Comp. 6")."""
    words = name.split()
    rest = [w if w.isdigit() or len(w) <= 2 else f"{w[0]}." for w in words[1:]]
    first = words[0][:4] + "." if len(words[0]) > 5 else words[0]
    return {name, " ".join([words[0], *rest]), " ".join([first, *rest])}


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
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
    strip = table.geometry().regions.top
    font = app.theme.font(panel.text_px)
    boxes = [pygame.Rect(row.box) for row in panel.rows]
    for row, box in zip(panel.rows, boxes, strict=True):
        assert strip.contains(box), (box, strip)
        assert box.collidelist([b for b in boxes if b is not box]) == -1  # no card over another
        # The name whole, or shortened as a person would write it (never "Computador…").
        name = row.lines[0].replace(" ★", "").replace(" ✕", "")
        assert name in _short_forms(view.names[row.seat]), (name, view.names[row.seat])
        assert name in " ".join(drawn)
        # Each text inside its card, clear of the turn's frame (its width and a gap more).
        frame = max(3, app.theme.unit // 2)
        inner = box.inflate(-2 * (frame + 1), -2 * (frame + 1))
        count = row.count + row.lines[1]
        if row.one_line:  # the name, then the count and points after it, on one line
            assert font.size(row.lines[0])[0] + font.size(count)[0] <= inner.width
            assert panel.line_h <= inner.height
        else:
            assert max(font.size(row.lines[0])[0], font.size(count)[0]) <= inner.width
            assert 2 * panel.line_h <= inner.height
    assert len({row.lines[0] for row in panel.rows}) == len(view.names)  # no two players read alike
    # Who leads: marked ★ beside the name, nobody else; the legend says it in words.
    for row in panel.rows:
        assert ("★" in row.lines[0]) == (row.seat == view.opener), row.lines
    assert LEADS[lang] in drawn
    if view.rules.is_team_game:  # each team named in words over its players, in one frame
        for frame_rect, caption in panel.groups:
            side = "ABCDE".index(caption.split(" · ")[0][-1])
            assert caption.startswith(f"{TEAM[lang]} {'ABCDE'[side]}")
            members = [row for row in panel.rows if frame_rect.contains(row.box)]
            assert {view.rules.side_of(row.seat) for row in members} == {side}
        assert sum(len([r for r in panel.rows if f.contains(r.box)]) for f, _c in panel.groups) == len(view.names)


def test_tile_counts_are_numbers_at_text_size(make_app):
    """Each player's tiles in hand drawn as a number as big as the names (not a small icon)."""
    for size in ((800, 600), (1920, 1080)):
        app = make_app(size=size, language="pt", animations=False)
        table = _table(app, "clasico", {}, 1, 3, False)
        app.frame()
        view = table.game.spectator()
        panel = table.renderer.players
        assert panel.text_px >= app.theme.body_px * 3 / 4
        texts = table.renderer.texts.static
        for row in panel.rows:
            count = f"{view.hand_counts[row.seat]} · {view.scores[row.seat]} pts"
            [spot] = [rect for text, rect in texts if text == count and row.box.contains(rect)]
            assert spot.height >= app.theme.font(panel.text_px).get_height() >= app.theme.body_px * 3 / 4


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_six_players_in_three_teams_at_800x600(make_app, lang):
    """The issue's case: six players in three teams in a small window: one row of cards (the
    line keeps its room), every name whole or shortened sensibly, the teams in words."""
    app = make_app(size=(800, 600), language=lang, animations=False)
    table = _table(app, "sala", {"players": 6, "teams": 3, "set_max": 9}, 1, 5, False)
    drawn = app.theme.record_texts()
    app.frame()
    panel = table.renderer.players
    assert panel.fits and len({row.box.top for row in panel.rows}) == 1
    assert [c.split(" · ")[0] for _f, c in panel.groups] == [f"{TEAM[lang]} {x}" for x in "ABC"]
    assert f"{COMPUTER[lang][:4]}. 5" in " ".join(drawn) or f"{COMPUTER[lang]} 5" in " ".join(drawn)
    assert table.geometry().regions.line.height >= 600 / 3  # the strip leaves the line a third of the height


def test_ten_players_at_800x600_keep_the_text_readable(make_app):
    """Ten players in a small window: every card whole, the text at least three quarters of the
    body size, the count of tiles of each player drawn."""
    app = make_app(size=(800, 600), language="es", animations=False)
    table = _table(app, "sala", {"players": 10, "set_max": 9}, 1, 9, False)
    drawn = app.theme.record_texts()
    app.frame()
    panel = table.renderer.players
    view = table.game.spectator()
    assert panel.fits and panel.text_px >= app.theme.body_px * 3 / 4
    for row in panel.rows:
        assert f"{view.hand_counts[row.seat]} · {view.scores[row.seat]} pts" in drawn


def test_short_names_are_shortened_alike_and_stay_apart():
    from edu_domino.ui.table.players import short_names

    names = ["Computador 6", "Maria Eduarda", "Ana", "Jo"]
    assert short_names(names, 0) == names
    assert short_names(names, 1) == ["Computador 6", "Maria E.", "Ana", "Jo"]
    assert short_names(names, 2) == ["Comp. 6", "Maria E.", "Ana", "Jo"]


def test_four_players_at_1080p_take_one_line_each_so_the_board_gets_it(make_app):
    """At 1920x1080 four players' cards fit on one line each ("Ana ▯ 5 · 0 pts"): the strip is
    the title's line and one line of cards, so the line's region gets the second line."""
    for lang in ("es", "pt", "en"):
        app = make_app(size=(1920, 1080), language=lang, animations=False)
        table = _table(app, "clasico", {}, 1, 3, False)
        app.frame()
        panel = table.renderer.players
        assert all(card.one_line for card in panel.rows)
        assert panel.height <= 2 * panel.line_h  # one line and the frames' padding
        assert table.geometry().regions.top.height <= 2 * panel.line_h + panel.height  # the title's line, the cards
    # Six players in three teams at 800x600 cannot: two lines a card there.
    app = make_app(size=(800, 600), language="pt", animations=False)
    table = _table(app, "sala", {"players": 6, "teams": 3, "set_max": 9}, 1, 5, False)
    app.frame()
    assert not any(card.one_line for card in table.renderer.players.rows)


@pytest.mark.parametrize("lang", ["es", "pt"])
def test_six_players_at_800x600_take_two_rows_of_one_line_cards(make_app, lang):
    """Six players of double-twelve at 800x600 do not fit one row: two rows of one-line cards
    ("Comp. 5 ▯ 7 · 0 pts", text at least 0.85 of the body size) are lower than two rows of
    two-line cards, so the line gets the difference; every name whole or shortened sensibly."""
    app = make_app(size=(800, 600), language=lang, animations=False)
    table = _table(app, "doble-doce", {"players": 6}, 1, 5, False)
    app.frame()
    panel = table.renderer.players
    assert panel.fits and all(card.one_line for card in panel.rows)
    assert len({card.box.top for card in panel.rows}) == 2 and panel.text_px >= app.theme.body_px * 0.85
    two_line_rows = 2 * (2 * panel.line_h + 2 * panel.pad)
    assert panel.height < two_line_rows
