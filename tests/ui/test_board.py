"""The board laid like a real table (issue 23): a snake from the opener at the centre, turning at
its rows' ends with a corner, doubles crosswise; every tile touching the half it matches; a tile
once laid never moving except with the whole board (one scale and one shift); nothing hidden.

Checked on a hand-worked board and over whole seeded rounds of four rule sets at three window
sizes, move by move, through the public layout function and the `screenshot --every-move` command.
"""

import json
import random

import pytest
from pygame import Rect

from edu_domino.cli import main
from edu_domino.engine import LEFT, Match, Play
from edu_domino.engine.presets import get_preset
from edu_domino.ui.board import FIRST_PITCH, GAP, Box, lay_board, table_rows
from edu_domino.ui.layout import layout_line, tiles_a_round_may_lay

SIZES = [(1920, 1080), (1280, 720), (800, 600)]
# (preset, options, players): clasico, sala with double-nine, doble-doce with six, musica.
GAMES = [("clasico", {}, 4), ("sala", {"set_max": 9}, 4), ("doble-doce", {"players": 6}, 6), ("musica", {}, 4)]


def close(box: Box, expected: tuple[float, float, float, float]) -> bool:
    return all(abs(a - b) < 1e-9 for a, b in zip((box.x0, box.y0, box.x1, box.y1), expected, strict=True))


def test_a_hand_worked_board_turns_with_a_corner_and_the_next_row_runs_back():
    """Rows 10 units long (a unit is a tile's short side), tiles 0.06 apart. The opener 6-5 lies
    flat at the centre: x -1..1. On its right 5-4 lies at 1.06..3.06. The next would reach 5.12,
    past the row's end (10/2 - 1 - 0.06 = 3.94, a corner's room kept), so 4-3 stands crosswise
    beside it, 3.12..4.12, halfway down to row 1 (whose centre line is 2.12 below): y 0.06..2.06,
    4 on top. Row 1 runs back: 3-2 at 1.06..3.06 (its right end under 5-4's), drawn 2 then 3. On
    the left, 1-6 goes at -3.06..-1.06; the double 1-1 would stand crosswise at -4.12..-3.12, past
    the row's end (-3.94) too, so it is the left arm's corner: the same place, halfway up
    (y -2.06..-0.06)."""
    line = [(1, 1), (1, 6), (6, 5), (5, 4), (4, 3), (3, 2)]
    board = lay_board(line, 2, lambda _row: 10.0)
    tiles = {t.index: t for t in board.tiles}
    assert close(tiles[2].box, (-1, -0.5, 1, 0.5)) and tiles[2].values == (6, 5)
    assert close(tiles[3].box, (1.06, -0.5, 3.06, 0.5)) and tiles[3].values == (5, 4)
    assert close(tiles[4].box, (3.12, 0.06, 4.12, 2.06)) and tiles[4].values == (4, 3) and tiles[4].vertical
    assert close(tiles[5].box, (1.06, 1.62, 3.06, 2.62)) and tiles[5].values == (2, 3)
    assert close(tiles[1].box, (-3.06, -0.5, -1.06, 0.5)) and tiles[1].values == (1, 6)
    assert close(tiles[0].box, (-4.12, -2.06, -3.12, -0.06)) and tiles[0].vertical
    assert pytest.approx(2.12) == FIRST_PITCH and pytest.approx(0.06) == GAP
    # The next right tile would go on row 1, left of 3-2 (which starts at 1.06): -1.0..1.0.
    assert close(board.right_slot, (-1.0, 1.62, 1.0, 2.62))


def test_with_the_order_known_the_rows_next_to_the_opener_come_closer_and_a_later_double_gives_way():
    """The same rows of 10 units, the order of moves known: row 1 is 1.62 below row 0 (not 2.12).
    Worked by hand: the opener 6-6 stands crosswise (x -0.5..0.5, y -1..1); on the right 6-5 at
    0.56..2.56, then 5-5 crosswise at 2.62..3.62 (it fits: 3.62 <= 3.94); then 5-4 would reach
    5.68, so it is the corner at 3.68..4.68, y -0.19..1.81 (halfway to 1.62). Row 1 runs back:
    4-3 at 1.62..3.62, y 1.12..2.12; then 3-3 would stand crosswise at 0.56..1.56, y 0.62..2.62:
    clear of everything laid before (6-5 ends at y 0.5), so it stands."""
    line = [(6, 6), (6, 5), (5, 5), (5, 4), (4, 3), (3, 3)]
    board = lay_board(line, 0, lambda _row: 10.0, order=["R"] * 5)
    tiles = {t.index: t for t in board.tiles}
    assert close(tiles[2].box, (2.62, -1, 3.62, 1)) and tiles[2].vertical
    assert close(tiles[3].box, (3.68, -0.19, 4.68, 1.81)) and tiles[3].vertical
    assert close(tiles[4].box, (1.62, 1.12, 3.62, 2.12)) and tiles[4].values == (3, 4)
    assert close(tiles[5].box, (0.56, 0.62, 1.56, 2.62)) and tiles[5].vertical
    # A later double that would touch one laid before lies lengthwise. Rows of 8 units (row 0
    # ends at 2.94): 6-6 crosswise at the centre; 6-2 at 0.56..2.56; 2-2 is the corner (2.62..3.62,
    # y -0.19..1.81); row 1 runs back: 2-1 at 0.56..2.56, y 1.12..2.12; 1-1 crosswise would stand
    # at -0.5..0.5, y 0.62..2.62, into the opener (y -1..1): it lies along the row, -1.5..0.5.
    line = [(6, 6), (6, 2), (2, 2), (2, 1), (1, 1)]
    tiles = {t.index: t for t in lay_board(line, 0, lambda _row: 8.0, order=["R"] * 4).tiles}
    assert close(tiles[2].box, (2.62, -0.19, 3.62, 1.81)) and tiles[2].vertical
    assert close(tiles[3].box, (0.56, 1.12, 2.56, 2.12))
    assert close(tiles[4].box, (-1.5, 1.12, 0.5, 2.12)) and not tiles[4].vertical
    # Not knowing the order, rows keep apart enough that the double stands (row 1 at 2.12).
    tiles = {t.index: t for t in lay_board(line, 0, lambda _row: 8.0).tiles}
    assert close(tiles[4].box, (-0.5, 1.12, 0.5, 3.12)) and tiles[4].vertical


def test_with_doubles_along_the_line_every_tile_lies_flat_and_rows_come_one_tile_apart():
    """Doubles along the line (a round that needs the room): rows 14 units long, order known.
    Worked by hand: the opener 4-4 lies flat at the centre, x -1..1, y -0.5..0.5; 4-5 at
    1.06..3.06; the double 5-5 flat too, 3.12..5.12 (the row ends at 14/2 - 1 - 0.06 = 5.94);
    5-2 would reach 7.18: the corner, 5.18..6.18, halfway down to row 1 whose centre line is
    1.12 below (one tile and two gaps): y 0.56 - 1 .. 0.56 + 1. Row 1 runs back: 2-3 at
    3.12..5.12, y 0.62..1.62, drawn 3 then 2."""
    line = [(4, 4), (4, 5), (5, 5), (5, 2), (2, 3)]
    board = lay_board(line, 0, lambda _row: 14.0, order=["R"] * 4, doubles_across=False)
    tiles = {t.index: t for t in board.tiles}
    assert close(tiles[0].box, (-1, -0.5, 1, 0.5)) and not tiles[0].vertical
    assert close(tiles[1].box, (1.06, -0.5, 3.06, 0.5))
    assert close(tiles[2].box, (3.12, -0.5, 5.12, 0.5)) and not tiles[2].vertical
    assert close(tiles[3].box, (5.18, -0.44, 6.18, 1.56)) and tiles[3].vertical and tiles[3].values == (5, 2)
    assert close(tiles[4].box, (3.12, 0.62, 5.12, 1.62)) and tiles[4].values == (3, 2)


def test_a_round_lays_doubles_along_only_where_crosswise_ones_would_shrink_its_tiles_below_the_rule():
    """The table's line region at 1920x1080 (1896 x 513 px), tiles of at most 128 px, the rule
    90 px (1/12): a short round (12 tiles) keeps doubles crosswise; a long one (44 tiles, a
    double-nine drawing game) lays them along the line. Either way the lengths stay fixed for the
    round (the same answer asked again) and say how small the round's tiles may get."""
    short_round = table_rows(1896, 513, 128, 12, True, least=90)
    long_round = table_rows(1896, 513, 128, 44, True, least=90)
    assert short_round.doubles_across and short_round.smallest >= 90
    assert not long_round.doubles_across
    assert table_rows(1896, 513, 128, 44, True, least=90) == long_round
    # Along the line, the long round's tiles are bigger than crosswise doubles would leave them.
    assert long_round.smallest > table_rows(1896, 513, 128, 44, True, least=0).smallest


def halves(placed) -> list[tuple[int, Rect]]:
    """A drawn tile's two halves: (value, rectangle), in screen order."""
    r = placed.rect
    if placed.vertical:
        return [(placed.values[0], Rect(r.x, r.y, r.w, r.h // 2)), (placed.values[1], Rect(r.x, r.centery, r.w, r.h - r.h // 2))]
    return [(placed.values[0], Rect(r.x, r.y, r.w // 2, r.h)), (placed.values[1], Rect(r.centerx, r.y, r.w - r.w // 2, r.h))]


def touching(a: Rect, b: Rect, slack: int) -> bool:
    """Side by side, `slack` pixels apart at most, sharing part of an edge."""
    grown = a.inflate(2 * slack, 2 * slack)
    if not grown.colliderect(b):
        return False
    shared_x = min(a.right, b.right) - max(a.left, b.left)
    shared_y = min(a.bottom, b.bottom) - max(a.top, b.top)
    return shared_x > 0 or shared_y > 0


def rounds(preset: str, options: dict, players: int, count: int):
    """Seeded random rounds: after each tile laid, (line, opener index, the end, the ends of the
    tiles after the opener in the order laid)."""
    for seed in range(count):
        rules = get_preset(preset, **options)
        match = Match(rules, seed=seed)
        rng = random.Random(seed)
        moves, first = [], 0
        while not match.round_over:
            legal = match.legal_actions()
            plays = [a for a in legal if isinstance(a, Play)]
            action = rng.choice(plays or legal)
            match.apply(action)
            if isinstance(action, Play):
                first += 1 if moves and action.end == LEFT else 0
                order = (*moves[-1][3], str(action.end)) if moves else ()
                moves.append((list(match.round.line), first, action.end, order))
        yield tiles_a_round_may_lay(rules, players), moves


def line_area(size: tuple[int, int]) -> Rect:
    """A line region of the table's shape: the whole width, between the top strip and the hand."""
    w, h = size
    return Rect(8, h // 14, w - 16, h - h // 14 - int(h * 0.33))


@pytest.mark.parametrize("ordered", [True, False], ids=["order-known", "order-unknown"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("preset", "options", "players"), GAMES)
def test_whole_rounds_grow_like_a_table_and_never_jump(preset, options, players, size, ordered):
    """As the table lays it (the order of moves known, the size rule's 1/12 asked: long rounds
    lay doubles along the line) and as a screen without the order does (doubles crosswise)."""
    area = line_area(size)
    least = size[1] // 12 if ordered else None
    for expected, moves in rounds(preset, options, players, 6):
        before: dict[int, Rect] | None = None
        for line, first, end, order in moves:
            layout = layout_line(line, first, area, expected_tiles=expected, order=order if ordered else None,
                                 least=least)
            tiles = sorted(layout.tiles, key=lambda p: p.index)
            assert [p.index for p in tiles] == list(range(len(line)))  # every tile shown: nothing folded
            rects = [p.rect for p in tiles]
            assert all(area.contains(r) for r in rects + list(layout.slots.values()))
            assert not [(a, b) for i, a in enumerate(rects) for b in rects[:i] if a.colliderect(b)]
            slack = max(2, round(layout.short * GAP) + 2)
            for p, q in zip(tiles, tiles[1:], strict=False):
                # The matching halves: p's right-hand value and q's left-hand value in the line.
                value = line[p.index][1]
                assert line[q.index][0] == value
                assert any(touching(hp, hq, slack) for vp, hp in halves(p) if vp == value
                           for vq, hq in halves(q) if vq == value), (p, q)
            # The tiles laid before move only with the whole board: one scale and one shift.
            now = {p.index - (1 if end == LEFT else 0): p.rect for p in tiles}  # keyed by the old index
            if before:
                check_one_movement(before, now)
            before = {p.index: p.rect for p in tiles}


def check_one_movement(before: dict[int, Rect], now: dict[int, Rect]) -> None:
    """Every tile of `before` is in `now` at the place one scale k and shift (dx, dy) give: worked
    out from the two tiles farthest apart, then held for all within 2 px."""
    keys = sorted(before)
    a, b = min(keys, key=lambda k: before[k].x), max(keys, key=lambda k: before[k].right)
    width_before = before[b].right - before[a].left
    k = (now[b].right - now[a].left) / width_before if width_before > 0 else now[a].w / before[a].w
    top = min(keys, key=lambda key: before[key].y)
    dx = now[a].left - before[a].left * k
    dy = now[top].top - before[top].top * k
    for key in keys:
        old, new = before[key], now[key]
        assert abs(old.left * k + dx - new.left) <= 2 and abs(old.top * k + dy - new.top) <= 2, (key, old, new, k)
        assert abs(old.w * k - new.w) <= 2 and abs(old.h * k - new.h) <= 2


@pytest.mark.parametrize("size", SIZES)
def test_the_board_is_as_big_as_the_area_allows(size):
    """Zooming out only as needed: with one pixel more per tile, the board (its tiles and the two
    open ends) would no longer fit, unless the tiles are already at their biggest (a quarter of
    the area's height, or a seventh of its width)."""
    area = line_area(size)
    cap = max(6, min(area.height // 4, area.width // 7))
    for expected, moves in rounds("clasico", {}, 4, 3):
        for line, first, _end, order in moves:
            layout = layout_line(line, first, area, expected_tiles=expected, order=order)
            s = layout.short
            every = [p.rect for p in layout.tiles] + list(layout.slots.values())
            box = every[0].unionall(every[1:])
            grown_w, grown_h = box.w * (s + 1) / s, box.h * (s + 1) / s
            assert s == cap or grown_w > area.w - 2 or grown_h > area.h - 2, (s, box, area)


def test_every_move_writes_a_picture_and_a_layout_after_each_action(tmp_path):
    traces = tmp_path / "traces.jsonl"
    assert main(["simulate", "--preset", "clasico", "--games", "1", "--seed", "3", "--traces", str(traces)]) == 0
    replay = json.loads(traces.read_text(encoding="utf-8").splitlines()[0])
    out = tmp_path / "moves"
    assert main(["screenshot", "table", str(out), "--replay", str(traces), "--every-move", "--size", "800x600",
                 "--faces", "notes", "--lang", "pt"]) == 0
    docs = sorted(out.glob("*.json"))
    assert [p.stem for p in docs] == [f"{n:03d}" for n in range(len(docs))]
    assert sorted(out.glob("*.png"))[-1].stem == docs[-1].stem
    # Round 1's actions: all of them up to the round's end (a match's later rounds come after).
    played = []
    before: dict[str, Rect] = {}
    for number, path in enumerate(docs):
        doc = json.loads(path.read_text(encoding="utf-8"))
        assert doc["size"] == [800, 600] and doc["round"] == 1
        action = doc["action"]
        assert action == (None if number == 0 else replay["actions"][number - 1])
        if action and action != "pass" and not action.startswith("draw"):
            played.append(action.split()[0])
        laid = sorted(t["tile"] for t in doc["tiles"] if t["where"] == "line")
        assert laid == sorted(played), number  # each tile laid so far, as the replay writes it
        line = Rect(doc["regions"]["line"])
        for t in doc["tiles"]:
            if t["where"] == "line":
                assert line.contains(Rect(t["rect"]))
        # As the class sees it, the tiles laid before move only with the whole board.
        now = {t["tile"]: Rect(t["rect"]) for t in doc["tiles"] if t["where"] == "line"}
        if len(before) >= 2:
            check_one_movement(before, now)
        before = now
        for mark in doc["marks"]:  # no message over a laid tile
            if mark["what"] == "message":
                assert not any(Rect(mark["rect"]).colliderect(Rect(t["rect"])) for t in doc["tiles"] if t["where"] == "line")
    assert len(played) >= 10


def test_every_move_says_what_is_wrong_without_a_traceback(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert main(["screenshot", "table", str(tmp_path / "out"), "--replay", str(bad), "--every-move"]) == 1
    err = capsys.readouterr().err
    assert str(bad) in err and "Traceback" not in err
    traces = tmp_path / "t.jsonl"
    assert main(["simulate", "--preset", "clasico", "--games", "1", "--traces", str(traces)]) == 0
    assert main(["screenshot", "table", str(tmp_path / "out"), "--replay", str(traces), "--every-move",
                 "--round", "99"]) == 1
    assert "round 99" in capsys.readouterr().err
