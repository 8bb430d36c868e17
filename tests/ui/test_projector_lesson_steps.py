"""The projector's size rules in a lesson's match, sum, build and listen steps (issue 15), read
from `edu-domino screenshot lesson ... --layout` and held against the PNG: every tile drawn is
recorded ("lesson"), every half drawn alone too (a "half" mark); what the pupil chooses from is
as big as a hand tile (1/9 of the window height on its short side), what the question shows at
least a line tile (1/12), and every notes half has a staff space of at least 1/90. (The chain and
game steps are in test_projector_rules.py.)"""

import json

import pygame
import pytest
from test_projector_rules import HAND, LINE, check_against_png, check_rules, short_side

from edu_domino.cli import main
from edu_domino.lesson import loads_pack
from edu_domino.ui.drawn import layout_document
from edu_domino.ui.scenes.lesson_screen import LessonScene

PACK = '''
id = "sizes"
version = 1
faces = "notes"
title = { es = "Tamaños", pt = "Tamanhos", en = "Sizes" }
instructions = { es = "i", pt = "i", en = "i" }
[[steps]]
kind = "match"
id = "match"
half = "notes:q."
choices = [["notes:q+e", "notes:h"], ["notes:e+e+e", "notes:e"], ["notes:q", "notes:h"], ["notes:h.", "notes:h_e"],
           ["notes:e", "notes:e"], ["notes:q", "notes:q"]]
answer = ["3-4", "3-1"]
[[steps]]
kind = "sum"
id = "sum"
show = [["notes:q.", "notes:h."], "notes:q", "notes:e+e"]
answer = 13
[[steps]]
kind = "build"
id = "build"
target = 5
palette = ["e", "q", "q.", "h"]
max_parts = 3
answer = ["h", "e"]
[[steps]]
kind = "listen"
id = "listen"
play = "h_e"
choices = ["h+e", "h_e", "q.+q"]
answer = "h_e"
'''


def halves(doc: dict) -> list[dict]:
    return [m for m in doc["marks"] if m["what"] == "half"]


def side(mark: dict) -> int:
    return min(mark["rect"][2], mark["rect"][3])


def lesson_shot(tmp_path, step: str, size: str) -> tuple[dict, pygame.Surface]:
    pack = tmp_path / "sizes.toml"
    pack.write_text(PACK, encoding="utf-8")
    png, layout = tmp_path / f"{step}-{size}.png", tmp_path / f"{step}-{size}.json"
    assert main(["screenshot", "lesson", str(png), "--pack", str(pack), "--step", step, "--size", size,
                 "--layout", str(layout)]) == 0
    doc = json.loads(layout.read_text(encoding="utf-8"))
    check_rules(doc)
    image = pygame.image.load(str(png))
    check_against_png(doc, image)
    assert all(s is not None and s >= doc["size"][1] / 90 for m in halves(doc) for s in m["staff_space_px"])
    return doc, image


SIZES = ["1920x1080", "1280x720", "800x600"]


@pytest.mark.parametrize("size", SIZES)
def test_a_match_steps_tiles_to_choose_are_hand_sized(tmp_path, size):
    doc, _image = lesson_shot(tmp_path, "match", size)
    h = doc["size"][1]
    tiles = doc["tiles"]
    assert [t["where"] for t in tiles] == ["lesson"] * 6  # every choice recorded
    # q+e | h = 3-4, e+e+e | e = 3-1, q | h = 2-4, h. | h_e = 6-5, e | e, q | q (shuffled).
    assert sorted(tuple(t["halves"]) for t in tiles) == [(1, 1), (2, 2), (2, 4), (3, 1), (3, 4), (6, 5)]
    assert all(short_side(t) >= HAND * h for t in tiles)
    assert all(s >= h / 90 for t in tiles for s in t["staff_space_px"])  # every half here is notes
    [question] = halves(doc)  # the half the tiles must match
    assert side(question) >= LINE * h


@pytest.mark.parametrize("size", SIZES)
def test_a_sum_steps_tile_and_halves_are_at_least_line_sized(tmp_path, size):
    doc, _image = lesson_shot(tmp_path, "sum", size)
    h = doc["size"][1]
    [tile] = doc["tiles"]
    assert tile["halves"] == [3, 6] and short_side(tile) >= LINE * h
    assert len(halves(doc)) == 2 and all(side(m) >= LINE * h for m in halves(doc))


@pytest.mark.parametrize("size", SIZES)
def test_a_listen_steps_halves_to_choose_are_hand_sized(tmp_path, size):
    doc, _image = lesson_shot(tmp_path, "listen", size)
    h = doc["size"][1]
    assert len(halves(doc)) == 3 and all(side(m) >= HAND * h for m in halves(doc))


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 600)])
def test_a_build_step_shows_the_halves_built_so_far_line_sized_and_its_palette_hand_sized(make_app, size):
    pack, problems = loads_pack(PACK)
    assert pack is not None, [str(p) for p in problems]
    app = make_app(size=size, language="es", animations=False)
    scene = LessonScene(app, pack, seed=1)
    app.push(scene)
    scene.runner.start_at(scene.runner.step_index("build"))
    scene.shown = scene.runner.current
    scene.view.built = [3, 0]  # h, then e
    app.frame()
    doc = layout_document(app.screen.get_size(), scene.drawn_tiles(), scene.drawn_marks())
    check_rules(doc)
    check_against_png(doc, app.screen)
    h = size[1]
    drawn = halves(doc)
    assert len(drawn) == 4 + 2  # the palette's four and the two built
    assert all(s >= h / 90 for m in drawn for s in m["staff_space_px"])
    built = sorted(drawn, key=lambda m: m["rect"][1])[:2]  # built above the palette
    palette = [m for m in drawn if m not in built]
    assert all(side(m) >= LINE * h for m in built) and all(side(m) >= HAND * h for m in palette)


NINE = PACK.replace('''["notes:e", "notes:e"], ["notes:q", "notes:q"]]''', '''["notes:e", "notes:e"], ["notes:q", "notes:q"],
           ["notes:h", "notes:h"], ["notes:h.", "notes:h."], ["notes:e", "notes:q"]]''')


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_a_match_step_with_nine_tiles_keeps_them_hand_sized_and_clear_of_the_feedback(make_app, size):
    """Nine tiles to choose at a hand tile's size take two rows; the question's half gives way
    (down to a line tile) so the second row stays above the feedback, even after a wrong answer."""
    pack, problems = loads_pack(NINE)
    assert pack is not None, [str(p) for p in problems]
    app = make_app(size=size, language="es", animations=False)
    scene = LessonScene(app, pack, seed=1)
    app.push(scene)
    scene.runner.start_at(scene.runner.step_index("match"))
    scene.shown = scene.runner.current
    scene.submit([0])  # wrong: the feedback (and the right answer) under the tiles
    app.frame()
    doc = layout_document(app.screen.get_size(), scene.drawn_tiles(), scene.drawn_marks())
    check_rules(doc)
    check_against_png(doc, app.screen)
    h = size[1]
    tiles = [pygame.Rect(t["rect"]) for t in doc["tiles"]]
    assert len(tiles) == 9 and all(r.h >= HAND * h for r in tiles)
    [question] = [pygame.Rect(m["rect"]) for m in halves(doc)]
    assert question.h >= LINE * h and question.bottom <= min(r.top for r in tiles)
    # The feedback ("Casi...", in the warning colour) starts below the last row of tiles.
    words = pygame.mask.from_threshold(app.screen, app.theme.palette.warning, (8, 8, 8, 255))
    lowest = max(r.bottom for r in tiles)
    feedback = [r for r in words.get_bounding_rects() if r.top > question.bottom]
    assert feedback and min(r.top for r in feedback) > lowest, (feedback, lowest)
