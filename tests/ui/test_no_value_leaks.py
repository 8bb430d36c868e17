"""With note or power faces the table never prints a half's value: end markers show the open half
as drawn, messages name tiles by their faces, hints (H) do not add numbers, and the results speak
in scores. A teacher's "show numbers" puts the values back.

Every string the screen draws is collected through the theme's public hook (`record_texts`).
The oracle is a regex over digits, after a hand-made table of the numbers a screen may show
(round, target, scores, tile counts) and the written power 2ⁿ (the picture, not the value) are
taken out: any digit left over would be a value the faces hide.
"""

from __future__ import annotations

import re
import time

import pygame
import pytest
from ui_helpers import press

from edu_domino.play import SeatKind, SeatSpec
from edu_domino.ui.game_setup import GameSetup
from edu_domino.ui.intents import END_KEYS
from edu_domino.ui.scenes.results import ResultsScene
from edu_domino.ui.scenes.table import TableScene

# Names without digits, so every digit on the screen is a number the game prints.
SEATS = (SeatSpec("Ana"), SeatSpec("Robi", SeatKind.COMPUTER, "greedy"),
         SeatSpec("Toto", SeatKind.COMPUTER, "greedy"), SeatSpec("Lulu", SeatKind.COMPUTER, "greedy"))

# The numbers a table may show, in es/pt/en: the round, the target, a player's tile count and
# score, the boneyard or the tiles set aside. Written by hand from the screens, not the catalogs.
ALLOWED = [
    r"\b(Round|Mano|Mão|Rodada) \d+",
    r"\b(to|a|até) \d+ (points|puntos|pontos)",
    r"\b(Fin de la mano|Fim da mão) \d+",
    r"^\d+ · \d+ (pts|points|puntos|pontos)( · \D+)?$",  # tiles in hand · score (· leads, · out)
    r"\b(Boneyard|Set aside|Pozo|Apartadas|Monte|Separadas|Dorme): \d+",
    r"^\d+ (tiles|fichas|pedras)$",  # the folded middle of a long line: how many tiles it hides
]
POWER_AS_DRAWN = r"2[⁰¹²³⁴⁵⁶⁷⁸⁹]+"


def leaks(texts: list[str]) -> list[str]:
    """The strings with a digit left once the allowed numbers and written powers are taken out."""
    out = []
    for text in set(texts):
        rest = text
        for pattern in (*ALLOWED, POWER_AS_DRAWN):
            rest = re.sub(pattern, "", rest)
        if re.search(r"\d", rest):
            out.append(text)
    return sorted(out)


def play_a_round_trying_wrong_moves(app, table: TableScene) -> tuple[list[str], list[str]]:
    """A pupil who, on each turn, tries every tile on both ends (the misfits make messages) with
    the hints on, until the round's results show. Returns (table texts, results texts)."""
    table_texts = app.theme.record_texts()
    press(app, pygame.K_h)  # hints on or off, no number may appear
    if not table.control.hints:
        press(app, pygame.K_h)
    deadline = time.monotonic() + 90
    while not isinstance(app.top, ResultsScene):
        assert time.monotonic() < deadline, "the round did not finish"
        if table.my_turn():
            for i in range(len(table.hand())):
                table.focus = i
                for key in (pygame.K_RETURN, pygame.K_l, pygame.K_r):
                    press(app, key)
                    if not table.my_turn():
                        break
                if not table.my_turn():
                    break
            if table.my_turn():
                press(app, pygame.K_SPACE)
        else:
            app.frame(dt=0.7)
            time.sleep(0.001)
    results_texts = app.theme.record_texts()
    app.frame()
    # The frame that opened the results drew them into the table's list: take them out.
    return [t for t in table_texts if t not in set(results_texts)], results_texts


def with_wrapped_pairs(texts: list[str]) -> list[str]:
    """The texts drawn, and each two drawn one after the other joined: a message wrapped over two
    lines (the bar's column beside the hand, in a round whose line is short of room) read whole."""
    return [*texts, *map(" ".join, zip(texts, texts[1:], strict=False))]


# A tile named in words: its two halves joined by the language's "and" (faces/words.py), no brackets.
TILE_JOIN = {"es": " y ", "pt": " e ", "en": " and "}


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
@pytest.mark.parametrize(("faces", "difficulty"), [("notes", "spellings"), ("powers", "single")])
def test_no_value_is_printed_with_hidden_value_faces(make_app, lang, faces, difficulty):
    app = make_app(size=(1280, 720), language=lang, animations=False, ai_pace=0.6)
    table = TableScene(app, GameSetup("clasico", {}, SEATS, faces, difficulty, seed=5))
    app.push(table)
    table_texts, results_texts = play_a_round_trying_wrong_moves(app, table)
    messages = [t for t in with_wrapped_pairs(table_texts) if TILE_JOIN[lang] in t]  # "negra y blanca no encaja ahora."
    assert messages, "the pupil's misfits made no message naming a tile"
    assert leaks(table_texts) == []
    # The results: every number is a score (a side's points left, its points this round, a total,
    # the sums that make them), the round or the target; never the value of one half.
    result = app.top.view.results[-1]
    scores = {*result.side_pips, *result.points, *result.totals, result.round_number,
              app.top.view.rules.match_target}
    numbers = {int(n) for text in results_texts for n in re.findall(r"\d+", text)}
    assert numbers and numbers <= scores, (numbers - scores, results_texts)


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_show_numbers_puts_the_values_back(make_app, lang):
    """The oracle catches a value when there is one: with the teacher's option on, the end
    markers and the messages carry the numbers."""
    app = make_app(size=(1280, 720), language=lang, animations=False, ai_pace=0.6, show_numbers=True)
    table = TableScene(app, GameSetup("clasico", {}, SEATS, "notes", "spellings", seed=5))
    app.push(table)
    table_texts, _ = play_a_round_trying_wrong_moves(app, table)
    found = leaks(table_texts)
    left, right = END_KEYS[lang]  # the end markers show the language's own end keys (I/D, E/D)
    assert any(re.fullmatch(rf"[{left}{right}] · \d+", t) for t in found), found  # an end marker
    assert any(TILE_JOIN[lang] in t and re.search(r"\(\d+\)", t) for t in with_wrapped_pairs(found)), found  # a message


def test_mixed_faces_end_markers_carry_no_number(make_app):
    app = make_app(size=(1280, 720), language="es", animations=False)
    table = TableScene(app, GameSetup("clasico", {}, SEATS, "pips", "sets", seed=5))
    app.push(table)
    from edu_domino.ui.demo import play_to_mid_round

    play_to_mid_round(table.game, 5, min_line=3)
    drawn = app.theme.record_texts()
    table.update(0)
    app.frame()
    left, right = END_KEYS["es"]  # I and D: izquierda, derecha
    assert left in drawn and right in drawn
    assert not any(re.fullmatch(rf"[{left}{right}] · \d+", t) for t in drawn)


@pytest.mark.parametrize(("lang", "always"), [("es", "Siempre"), ("pt", "Sempre"), ("en", "Always")])
def test_the_setup_row_turns_show_numbers_on_and_it_is_kept(tmp_path, lang, always):
    import json

    from ui_helpers import open_new_game

    from edu_domino.ui.app import App

    path = tmp_path / "settings.json"
    app = App(size=(1280, 720), settings_path=path, language=lang, sound=False)
    try:
        setup = open_new_game(app)
        while setup.menu.focused_item().label != "Faces":
            press(app, pygame.K_DOWN)
        while setup.faces != "notes":
            press(app, pygame.K_RIGHT)
        while setup.menu.focused_item().label != "Show numbers":
            press(app, pygame.K_DOWN)
        row = setup.menu.focused_item()
        assert row.value() == setup._("Off")  # off by default for notes
        press(app, pygame.K_RIGHT)
        assert app.settings.show_numbers and row.value() == setup._("On")
        assert json.loads(path.read_text())["show_numbers"] is True  # kept with the settings
        setup.faces = "pips"  # pips show their numbers whatever the option says
        assert row.value().startswith(always)
        press(app, pygame.K_RIGHT)
        assert app.settings.show_numbers
    finally:
        app.close()
