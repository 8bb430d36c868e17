"""`edu-domino bench ui [--json]`: frame time of a full double-twelve table, and time to first frame.

Software rendering (SDL's dummy video driver, no GPU). The table is the last position before the
round ends of the random double-twelve game whose line grows longest, six players, hints on.
Each measured frame is the app's whole frame (events -> update -> draw -> put on screen).

The headline `median` and `p99` are frames that do real work: in every one the mouse moves over
the hand; every 20th frame is a move (the table layer and layout are rebuilt, as after a tile is
laid) and the laid tile then slides into place for 10 frames (a key would skip the slide, as it
does for a pupil); in the other 10 frames the selection steps along the hand (Tab) as well.
Each frame is timed by wall clock (the headline, what the budgets are for) and by its thread's
CPU time (the work), with a fixed probe beside it that shows the machine's stalls
(`edu_domino/bench/frame_clock.py`); `budgets` says which budget is met by which. `idle` is the old figure: the mouse moving over the felt with a focus step every
15 frames, where most frames draw nothing thanks to dirty rectangles. Also reported:
`full_blit_ms`, a frame that blits the whole cached layer (after a menu closes), and
`rebuild_ms`, the frame right after a move alone.
`table_round`: the frames of a whole round as the app runs them, new pictures and all
(`edu_domino/bench/table_round.py`).
`lesson_game_expert`: the longest frame of a lesson game against expert opponents, who think on
the game's worker thread, beside the experts' decision time alone (what a frame cost when they
thought on the frame thread); see `edu_domino/bench/lesson_frames.py`.
First frame: a fresh Python process, from before it starts until the title screen is drawn.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from functools import partial

from edu_domino.bench.frame_clock import FrameClock, load_average, show_frame

SIZES = ((1920, 1080), (3840, 2160))
BUDGETS_MS = {"1920x1080": {"median": 4.0, "p99": 8.0}, "3840x2160": {"median": 12.0}}  # benchmarks/README.md


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--frames", type=int, default=300, help="frames measured per size (default 300)")


def _human_turn_position(setup, tries: int = 16) -> tuple[int, int]:
    """(seed, actions): the random game whose line grows longest, up to its last position with
    the pupil (seat 0) on turn, so the measured frames show their hand and nothing moves."""
    import random

    from edu_domino.engine import Match, Play

    best = (0, 0, -1)
    for seed in range(tries):
        match = Match(setup.rules(), seed=seed, names=[s.name for s in setup.seats])
        rng = random.Random(seed)
        count, mine, mine_line = 0, 0, 0
        while not match.round_over:
            if match.turn == 0:
                mine, mine_line = count, len(match.round.line)
            legal = match.legal_actions()
            plays = [a for a in legal if isinstance(a, Play)]
            match.apply(rng.choice(plays or legal))
            count += 1
        if mine_line > best[2]:
            best = (seed, mine, mine_line)
    return best[0], best[1]


def full_table(app):
    """A six-player double-12 table, many tiles down, with the person at the screen to move."""
    from edu_domino.ui.demo import replay_random, seats
    from edu_domino.ui.game_setup import GameSetup
    from edu_domino.ui.scenes.table import TableScene

    probe = GameSetup("doble-doce", {"players": 6}, seats(1, 5), "pips", "single", 0)
    seed, actions = _human_turn_position(probe)
    setup = GameSetup("doble-doce", {"players": 6}, seats(1, 5), "pips", "single", seed)
    table = TableScene(app, setup)
    app.push(table)
    replay_random(table.game, seed, actions)
    table.update(0.0)
    assert table.my_turn()
    return table


MOVE_EVERY = 20  # frames: one move (layer rebuilt, a new slide) in every 20 busy frames
SLIDE_FRAMES = MOVE_EVERY // 2  # the laid tile slides in over the first half of the cycle


def busy_frames(app, table, frames: int, drawn: list | None = None, clock: FrameClock | None = None,
                start: int = 0) -> list[float]:
    """Frames where something visible changes every time (see the module's docstring); returns
    their wall times in ms. `drawn`, when given, gets what each frame drew (None: all of it; else
    the changed rects); `clock`, when given, times each frame (wall, CPU, probe); `start`: the
    number of the first frame in the cycle (to go on from an earlier call).

    A key skips the slide (as it does for a pupil), so while the tile slides the mouse alone moves
    over the hand; once it has landed, Tab steps the selection too."""
    import pygame

    from edu_domino.ui.intents import key_event
    from edu_domino.ui.table.controller import PULSE

    clock = clock or FrameClock(probe=False)
    first = len(clock.wall)
    for i in range(start, start + frames):
        if i % MOVE_EVERY == 0:
            table.renderer.invalidate()  # as after a move: the table layer and layout are redrawn
            table.control.pulse = PULSE  # and the tile just laid slides in
        rects = table.geometry().hand_rects
        target = rects[i % len(rects)].center if rects else (0, 0)
        events = [pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(1, 1), buttons=(0, 0, 0))]
        if i % MOVE_EVERY >= SLIDE_FRAMES:
            events.append(key_event(pygame.K_TAB))
        changed: list = []

        def frame(events=events, changed=changed) -> None:
            changed.append(app.frame(events, PULSE / (SLIDE_FRAMES + 0.5)))  # landed after SLIDE_FRAMES
            app.show(changed[0])

        clock.time_frame(frame)
        if drawn is not None:
            drawn.append(changed[0])
    return clock.wall[first:]


def _idle_frames(app, frames: int, clock: FrameClock) -> None:
    import pygame

    from edu_domino.ui.intents import key_event

    w, h = app.size
    for i in range(frames):
        events = [pygame.event.Event(pygame.MOUSEMOTION, pos=(i * 7 % w, (h // 2 + i * 3) % (h // 3)),
                                     rel=(1, 1), buttons=(0, 0, 0))]
        if i % 15 == 0:
            events.append(key_event(pygame.K_TAB))
        clock.time_frame(partial(show_frame, app, events, 1 / 60))


def measure_size(size: tuple[int, int], frames: int) -> dict:
    from edu_domino.ui.app import App
    from edu_domino.ui.settings import Settings

    app = App(size=size, settings=Settings(animations=True), language="es", sound=False)
    try:
        table = full_table(app)
        for _ in range(20):  # warm the caches (tile pictures, text)
            app.show(app.frame())
        busy_frames(app, table, MOVE_EVERY)  # and the pictures of a slide and a rebuild
        load_before = load_average()
        busy = FrameClock()
        busy_frames(app, table, frames, clock=busy)
        table.control.pulse = 0.0
        idle = FrameClock(probe=False)
        _idle_frames(app, frames, idle)
        full = FrameClock(probe=False)
        for _ in range(15):
            table.renderer.show_all()  # as after a menu closed: the whole cached layer is blitted
            full.time_frame(lambda: app.show(app.frame([], 1 / 60)))
        rebuilds = FrameClock(probe=False)
        for _ in range(15):
            table.renderer.invalidate()  # as after a move: the table layer is drawn again
            rebuilds.time_frame(lambda: app.show(app.frame([], 1 / 60)))
        idle_figures = idle.summary()
        return {
            **busy.summary(),
            "idle": {"median": idle_figures["median"], "p99": idle_figures["p99"]},
            "full_blit_ms": round(statistics.median(full.wall), 3),
            "rebuild_ms": round(statistics.median(rebuilds.wall), 3),
            "rebuild_cpu_ms": round(statistics.median(rebuilds.cpu), 3),
            "line_tiles": len(table.game.spectator().line),
            "hand_tiles": len(table.hand()),
            "frames": frames,
            "load_average": [load_before, load_average()],
        }
    finally:
        app.close()


def verdicts(frame_ms: dict) -> dict:
    """Each budget, met or not, by the wall time (what a pupil sees) and by the CPU time (the
    frame's own work): a budget met by the work but missed by the wall time was missed by the
    machine's stalls (see the probe)."""
    out = {}
    for size, limits in BUDGETS_MS.items():
        m = frame_ms.get(size)
        if m is None:
            continue
        for stat, limit in limits.items():
            out[f"{size} {stat}"] = {"budget": limit, "wall": m[stat], "wall_met": m[stat] <= limit,
                                     "cpu": m[f"cpu_{stat}"], "cpu_met": m[f"cpu_{stat}"] <= limit}
    return out


def _first_frame_child() -> None:
    from edu_domino.ui.app import App
    from edu_domino.ui.scenes.title import TitleScene

    app = App(size=(1920, 1080), sound=False)
    app.push(TitleScene(app))
    app.frame()
    import pygame

    pygame.display.flip()
    print("first-frame", flush=True)
    app.close()


def first_frame_seconds() -> float:
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    with tempfile.TemporaryDirectory() as home:
        env["EDU_DOMINO_HOME"] = home
        code = "from edu_domino.bench.ui import _first_frame_child; _first_frame_child()"
        best: float | None = None
        for _ in range(3):  # the best of three: the first run also pays for a cold disk cache
            t0 = time.perf_counter()
            proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, env=env, text=True)
            line = proc.stdout.readline() if proc.stdout else ""
            elapsed = time.perf_counter() - t0
            proc.wait(timeout=30)
            if "first-frame" not in line:
                raise RuntimeError("the app did not draw its first frame")
            best = elapsed if best is None else min(best, elapsed)
        assert best is not None
        return round(best, 3)


def run(args: argparse.Namespace) -> int:
    # Before pygame is first imported: no banner on stdout (it would spoil --json), no window.
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    frames = max(20, getattr(args, "frames", 300))
    result: dict = {"frame_ms": {}, "renderer": "software (SDL dummy video driver)"}
    with tempfile.TemporaryDirectory() as home:
        os.environ.setdefault("EDU_DOMINO_HOME", home)
        for size in SIZES:
            result["frame_ms"][f"{size[0]}x{size[1]}"] = measure_size(size, frames)
        from edu_domino.bench.lesson_frames import measure_lesson_game
        from edu_domino.bench.table_round import measure_round

        result["table_round"] = measure_round(max_frames=max(600, 4 * frames))

        result["lesson_game_expert"] = measure_lesson_game(max(frames, 600))
    result["first_frame_s"] = first_frame_seconds()
    result["budgets"] = verdicts(result["frame_ms"])
    if getattr(args, "json", False):
        print(json.dumps(result))
    else:
        for name, m in result["frame_ms"].items():
            print(f"{name}: median {m['median']} ms, p99 {m['p99']} ms (something moves every frame); "
                  f"idle median {m['idle']['median']} ms, p99 {m['idle']['p99']} ms; "
                  f"whole layer {m['full_blit_ms']} ms, after a move {m['rebuild_ms']} ms "
                  f"({m['line_tiles']} tiles on the line)")
            probe = m["probe"]
            print(f"  the frames' own work (CPU time): median {m['cpu_median']} ms, p99 {m['cpu_p99']} ms; "
                  f"{m['stalled_frames']} of {m['frames']} frames waited over 1 ms for a core; a fixed "
                  f"{probe['work_ms']} ms of work run beside them took median {probe['median']} ms, "
                  f"p99 {probe['p99']} ms (load average {m['load_average'][0]} -> {m['load_average'][1]})")
        for name, v in result["budgets"].items():
            verdict = "met" if v["wall_met"] else ("missed by the machine's stalls (the work meets it)"
                                                   if v["cpu_met"] else "MISSED")
            print(f"budget {name} <= {v['budget']} ms: {verdict} (wall {v['wall']} ms, CPU {v['cpu']} ms)")
        r = result["table_round"]
        print(f"a round at the table (1920x1080, note faces, 60 frames a second, {r['frames']} frames): "
              f"median {r['median']} ms, p99 {r['p99']} ms, longest {r['longest']} ms; CPU p99 {r['cpu_p99']} ms, "
              f"longest {r['cpu_longest']} ms; tile pictures painted in frames {r['painted_in_frames']}, "
              f"in spare time {r['painted_ahead']}; the screen opening {r['opening_ms']} ms")
        g = result["lesson_game_expert"]
        print(f"lesson game against experts (1280x720): longest frame {g['longest']} ms, median {g['median']} ms "
              f"over {g['frames']} frames and {g['computer_moves']} computer moves; an expert's decision alone "
              f"takes {g['expert_move_ms']['median']} ms (longest {g['expert_move_ms']['longest']} ms)")
        print(f"first frame: {result['first_frame_s']} s")
    return 0
