"""The class-play projector by the projector's size rules (issue 15), read from what the scene
says it drew (`edu-domino screenshot class-table ... --layout`) and held against the PNG: line
tiles at least 1/12 of the window height (a long line folds its middle and says how many tiles
it hides), the keyboard seat's hand 1/9 and its focused tile magnified to 1/4, every notes half
a staff space of 1/90."""

import random

import pygame
import pytest
from test_projector_rules import HAND, check_against_png, check_rules, screenshot, short_side

from edu_domino.classplay import ClassGameSetup, ClassTable, Control
from edu_domino.engine import get_preset
from edu_domino.faces import FaceOptions
from edu_domino.ui.class_session import ClassSession
from edu_domino.ui.drawn import layout_document
from edu_domino.ui.intents import Intent
from edu_domino.ui.scenes.class_table import ClassTableScene


@pytest.mark.parametrize("size", ["1920x1080", "1280x720", "800x600"])
def test_the_class_table_with_note_faces_meets_the_size_rules(tmp_path, size):
    doc, image = screenshot(tmp_path, "class-table", size)
    line = [t for t in doc["tiles"] if t["where"] == "line"]
    assert len(line) >= 8 and all(t["where"] == "line" for t in doc["tiles"])  # no hand leaks out
    assert any(s is not None for t in line for s in t["staff_space_px"])  # notes were drawn
    check_rules(doc)
    check_against_png(doc, image)
    # Both open ends are marked with their half as drawn, at the staff space of the line.
    assert [m["what"] for m in doc["marks"]].count("end_half") == 2


@pytest.mark.parametrize("faces", ["pips", "powers"])
def test_other_faces_meet_the_tile_sizes_on_the_class_table_too(tmp_path, faces):
    doc, image = screenshot(tmp_path, "class-table", "1280x720", faces)
    check_rules(doc)
    check_against_png(doc, image)


def long_class_table(keyboard_seat: int | None = None, min_line: int = 22) -> ClassTable:
    """A double-nine class game played by devices (random moves) until its line is long; then, with
    `keyboard_seat`, the seat on turn handed to the projector's keyboard."""
    rules = get_preset("clasico").with_options(set_max=9, hand_size=10)
    table = ClassTable(ClassGameSetup(rules, ["Ana", "Bea", "Caio", "Dani"], [Control.DEVICE] * 4,
                                      faces=FaceOptions("notes", "spellings"), seed=3, pace=0.0))
    rng = random.Random(3)
    for _ in range(400):
        game = table.game
        if game.round_over:
            game.next_round()
        elif len(game.spectator().line) >= min_line and game.legal(game.turn):
            break
        else:
            table.act(game.turn, rng.choice(game.legal(game.turn)))
    if keyboard_seat is not None:
        table.set_control(table.game.turn, Control.KEYBOARD)
    return table


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 600)])
def test_a_long_line_on_the_projector_shows_every_tile_and_the_keyboard_hand(make_app, size):
    table = long_class_table(keyboard_seat=0)
    app = make_app(size=size, language="es", animations=False)
    scene = ClassTableScene(app, ClassSession(table=table, port=0))
    app.push(scene)
    scene.update(0.0)
    app.frame()
    doc = layout_document(app.screen.get_size(), scene.drawn_tiles(), scene.drawn_marks())
    check_rules(doc)
    check_against_png(doc, app.screen)
    line = table.game.spectator().line
    drawn = [t for t in doc["tiles"] if t["where"] == "line"]
    # Every tile of the line is drawn (nothing folded away), in the line's order.
    assert len(line) >= 22 and len(drawn) == len(line)
    for tile, pair in zip(drawn, list(line), strict=True):
        assert sorted(tile["halves"]) == sorted(pair)
    # The seat the teacher handed to the keyboard: its hand, by the hand rule, in one row.
    hand = [t for t in doc["tiles"] if t["where"] == "hand"]
    assert len(hand) == len(table.game.seat_view(table.game.turn).hand) >= 1
    assert min(short_side(t) for t in hand) >= HAND * size[1]
    assert len({t["rect"][1] for t in hand}) == 1
    # The line's region keeps over 70% of the width, with the keyboard's hand too.
    line_region = scene.geometry(app.screen, app.size[1]).regions.line
    assert line_region.width >= 0.7 * size[0]
    # The last move's marks stay in the line's region, off the hand's strip under it.
    for mark in [m for m in doc["marks"] if m["what"] == "last_move"]:
        assert line_region.contains(pygame.Rect(mark["rect"])), (mark, line_region)
    # Its focused tile magnified (check_rules holds it to 1/6..1/4, clear of the line's marks),
    # following the focus; never over a tile of the line (check_rules: no two tiles overlap). At
    # 800x600 a long line leaves no such room, nor does the strip beside the hand: none then.
    loupes = [t for t in doc["tiles"] if t["where"] == "magnified"]
    if size == (800, 600):
        assert loupes == []
        return
    [loupe] = loupes
    assert loupe["halves"] == hand[0]["halves"]
    if len(hand) > 1:
        scene.on_intent(Intent.RIGHT)
        app.frame()
        assert [t.halves for t in scene.drawn_tiles() if t.where == "magnified"] == [tuple(hand[1]["halves"])]


def test_the_projector_shows_no_hand_when_no_seat_is_at_its_keyboard(make_app):
    table = long_class_table()
    app = make_app(size=(1280, 720), language="en", animations=False)
    scene = ClassTableScene(app, ClassSession(table=table, port=0))
    app.push(scene)
    app.frame()
    assert {t.where for t in scene.drawn_tiles()} == {"line"}
    assert pygame.Rect(0, 0, 1280, 720).contains(pygame.Rect(scene.drawn_tiles()[0].rect))


def test_each_seats_tile_count_reads_well_for_one_tile_too(make_app):
    """ "Fichas: 1", never "1 fichas": the count is said the same way for any number."""
    table = long_class_table()
    app = make_app(size=(1280, 720), language="es", animations=False)
    scene = ClassTableScene(app, ClassSession(table=table, port=0))
    app.push(scene)
    drawn = app.theme.record_texts()
    app.frame()
    counts = [f"Fichas: {n}" for n in table.public_state()["hand_counts"]]
    assert all(c in drawn for c in counts), (counts, drawn)
    assert not [t for t in drawn if t.endswith(" fichas") and t.split()[0] == "1"]
