"""Frames of a whole round at the table, as the app runs them (part of `edu-domino bench ui`).

The headline table frames (bench/ui.py) are measured once every picture is painted. In a real
round pictures are new all the time: each laid tile, every tile on the line when the line grows
past the size that fits and its tiles shrink, the magnified picture of each tile the pupil
steps to. Here one pupil and three computer players (greedy, on the game's worker thread) play
a double-twelve round with note faces at 1920x1080 (computers at the settings' quickest pace),
at 60 frames a second as the app's loop does: each frame is drawn and put on screen, then the
rest of its 1/60 s is the app's spare time (`App.idle`: the table paints ahead what it will
likely need, ui/table/ahead.py), then the loop sleeps until the next frame is due. The pupil
moves the mouse over their hand every frame, steps the selection every few frames and plays a
legal tile (seeded random) a moment after their turn comes. Reported: wall and CPU time of every frame after the first (the screen
opening), and how many tile pictures were painted inside frames and in the spare time.
"""

from __future__ import annotations

import random
import time
from functools import partial

from edu_domino.bench.frame_clock import FrameClock, show_frame

SETUP = ("doble-doce", {"players": 4}, "notes", "single")
THINK_FRAMES = 12  # the pupil plays this many frames after their turn came
STEP_EVERY = 3  # and steps the selection (Tab) every this many frames meanwhile
PACE = 0.6  # seconds between computer moves: the quickest pace of the settings


def measure_round(size: tuple[int, int] = (1920, 1080), seed: int = 3, max_frames: int = 1200) -> dict:
    import pygame

    from edu_domino.engine import Play
    from edu_domino.ui.app import FPS, IDLE_MARGIN_S, App
    from edu_domino.ui.demo import seats
    from edu_domino.ui.game_setup import GameSetup
    from edu_domino.ui.intents import key_event
    from edu_domino.ui.scenes.table import TableScene
    from edu_domino.ui.settings import Settings

    preset, overrides, faces, difficulty = SETUP
    app = App(size=size, settings=Settings(animations=True, ai_pace=PACE), language="es", sound=False)
    try:
        table = TableScene(app, GameSetup(preset, overrides, seats(1, 3), faces, difficulty, seed))
        app.push(table)
        rng = random.Random(seed)
        clock = FrameClock(probe=False)
        painted_in_frames = painted_ahead = 0
        opening_ms = 0.0
        waited = 0
        for frame in range(max_frames):
            if table.game.round_over:
                break
            events = []
            rects = table.geometry().hand_rects
            if rects:
                events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=rects[frame % len(rects)].center,
                                                 rel=(1, 1), buttons=(0, 0, 0)))
            if table.my_turn():
                waited += 1
                if waited >= THINK_FRAMES:
                    legal = table.legal()
                    plays = [a for a in legal if isinstance(a, Play)]
                    seat = table.viewer()
                    assert seat is not None  # my_turn()
                    table.game.apply(seat, rng.choice(plays or list(legal)))
                    waited = 0
                elif waited % STEP_EVERY == 0:
                    events.append(key_event(pygame.K_TAB))
            started = time.perf_counter()
            before = table.renderer.art().cached
            clock.time_frame(partial(show_frame, app, events, 1 / FPS))
            if frame == 0:  # the screen opening: every picture is new
                opening_ms = clock.wall.pop()
                clock.cpu.pop()
            else:
                painted_in_frames += table.renderer.art().cached - before
            before = table.renderer.art().cached
            app.idle(started + 1 / FPS - IDLE_MARGIN_S)
            painted_ahead += table.renderer.art().cached - before
            time.sleep(max(0.0, started + 1 / FPS - time.perf_counter()))
        figures = clock.summary()
        return {**figures, "longest": round(max(clock.wall), 3), "cpu_longest": round(max(clock.cpu), 3),
                "frames": len(clock.wall), "opening_ms": round(opening_ms, 3),
                "line_tiles": len(table.game.spectator().line),
                "painted_in_frames": painted_in_frames, "painted_ahead": painted_ahead}
    finally:
        app.close()
