"""`edu-domino bench board [--json]`: how long laying out the board takes, and how big its tiles are.

Speed: `layout_line` (ui/layout.py) for lines of 10, 28, 55 and 91 tiles with the order of moves
known, in a 1920x1080 table's line region (the row width already worked out, as after a round's
first move), median over repeats of CPU time (`time.process_time`); and the row width's first
working out for a round (`board.table_rows`, cached for the rest of the round).

Size: seeded random rounds of clasico, sala with double-nine, and doble-doce for six, laid move by
move; per round the smallest tile on the board as a share of the window height (the size rules
ask 1/12, 1/16 in double-twelve), with the median and the worst over the rounds. The region is
taken from the table screen itself, a pupil and computers, at each window size.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

SIZES = ((1920, 1080), (1280, 720), (800, 600))
GAMES: tuple[tuple[str, dict[str, int], int, float], ...] = (("clasico", {}, 4, 1 / 12), ("sala", {"set_max": 9}, 4, 1 / 12), ("doble-doce", {"players": 6}, 6, 1 / 16))


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--rounds", type=int, default=20, help="seeded rounds per rule set and size (default 20)")


def _chain(n: int) -> list[tuple[int, int]]:
    line, v = [], 12
    for i in range(n):
        nxt = (v + 5 * i + 1) % 13
        line.append((v, nxt))
        v = nxt
    return line


def _cpu_ms(call, repeat: int = 7, number: int = 10) -> float:
    times = []
    for _ in range(repeat):
        start = time.process_time()
        for _ in range(number):
            call()
        times.append((time.process_time() - start) / number * 1000)
    return statistics.median(times)


def _line_region(size: tuple[int, int], preset: str, options: dict, players: int):
    """The table screen's own line region for this game at this size (a pupil and computers)."""
    from edu_domino.ui.app import App
    from edu_domino.ui.demo import seats
    from edu_domino.ui.game_setup import GameSetup
    from edu_domino.ui.scenes.table import TableScene
    from edu_domino.ui.settings import Settings

    app = App(size=size, settings=Settings(animations=False), language="en", sound=False)
    try:
        table = TableScene(app, GameSetup(preset, dict(options), seats(1, players - 1), "pips", "single", 1))
        app.push(table)
        return table.geometry().regions.line
    finally:
        app.close()


def _smallest(preset: str, options: dict, players: int, area, seed: int, height: int) -> int:
    from edu_domino.engine import LEFT, Match, Play
    from edu_domino.engine.presets import get_preset
    from edu_domino.ui.layout import layout_line, tiles_a_round_may_lay
    from edu_domino.ui.sizes import SizeRules

    rules = get_preset(preset, **options)
    match = Match(rules, seed=seed)
    rng = random.Random(seed)
    order: list[str] = []
    first, smallest = 0, 10**6
    while not match.round_over:
        legal = match.legal_actions()
        plays = [a for a in legal if isinstance(a, Play)]
        action = rng.choice(plays or legal)
        match.apply(action)
        if isinstance(action, Play):
            if len(match.round.line) > 1:
                order.append(str(action.end))
                first += action.end == LEFT
            sizes = SizeRules(height)
            layout = layout_line(list(match.round.line), first, area, min_short=sizes.line,
                                 expected_tiles=tiles_a_round_may_lay(rules, players), order=tuple(order),
                                 least=sizes.line_least(rules.set_max))
            smallest = min(smallest, layout.short)
    return smallest


def run(args: argparse.Namespace) -> int:
    import os

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    import pygame

    from edu_domino.ui.board import table_rows
    from edu_domino.ui.layout import layout_line, line_max_short

    pygame.init()
    area = _line_region((1920, 1080), "clasico", {}, 4)
    out: dict = {"layout_ms": {}, "sizes": []}
    for n in (10, 28, 55, 91):
        line = _chain(n)
        order = tuple("R" if k % 2 else "L" for k in range(n - 1))
        first = order.count("L")
        out["layout_ms"][str(n)] = round(_cpu_ms(lambda line=line, first=first, order=order, n=n: layout_line(
            line, first, area, expected_tiles=n, order=order)), 3)

    widths = iter(range(30, 10**6))  # a line length not asked before: the width is worked out afresh

    def width_first_time() -> None:
        table_rows(area.width, area.height, line_max_short(area), next(widths), True)

    out["first_layout_of_a_round_ms"] = round(_cpu_ms(width_first_time, repeat=5, number=2), 2)
    for preset, options, players, rule in GAMES:
        for size in SIZES:
            region = _line_region(size, preset, options, players)
            shares = sorted(_smallest(preset, options, players, region, seed, size[1]) / size[1] for seed in range(args.rounds))
            out["sizes"].append({"rules": preset, "options": options, "size": list(size), "region": list(region),
                                 "rule": f"1/{round(1 / rule)}", "median": f"1/{1 / statistics.median(shares):.1f}",
                                 "worst": f"1/{1 / shares[0]:.1f}",
                                 "rounds_meeting_the_rule": sum(s >= rule * 0.999 for s in shares), "rounds": len(shares)})
    if args.json:
        print(json.dumps(out))
    else:
        print("layout_line, CPU ms (median):", out["layout_ms"], "· a round's first:", out["first_layout_of_a_round_ms"])
        for row in out["sizes"]:
            print(f"{row['rules']:11} {row['size'][0]}x{row['size'][1]} region {row['region'][2]}x{row['region'][3]}: "
                  f"smallest tile median {row['median']}, worst {row['worst']} (rule {row['rule']}; "
                  f"{row['rounds_meeting_the_rule']}/{row['rounds']} rounds meet it)")
    return 0
