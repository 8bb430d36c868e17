"""`edu-domino bench audio [--json]`: are notes sent on time while the table draws at 60 fps?

A table of dominoes (tiles, pips, labels) is drawn on a pygame display (the dummy one when there
is no screen) at 60 frames a second while tile sounds keep playing through the chosen output (the
built-in synth by default). For every MIDI message the scheduler records how late it was sent
against when it was due: `lag_ms` with the pump thread (how the app runs), `frame_only_lag_ms`
with `update()` once a frame and no thread, for comparison. `buffer_latency_ms` is what the
mixer's buffer adds after that (frames / sample rate). Targets: median lag <= 2 ms, max lag <=
one frame (16.7 ms), mixer buffer <= 512 frames.

    SDL_AUDIODRIVER=dummy edu-domino bench audio --json     # on a machine without a sound card
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import time
from typing import Any

TARGET_MEDIAN_MS = 2.0
TARGET_MAX_MS = 1000 / 60
TARGET_BUFFER = 512


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--seconds", type=float, default=6.0, help="seconds to measure in each mode")
    parser.add_argument("--output", default="synth", help="sound output: synth, midi, silent (default synth)")
    parser.add_argument("--buffer", type=int, default=None, help="mixer buffer in frames (default 512)")
    parser.add_argument("--driver", default=None,
                        help="SDL audio driver, e.g. dummy or disk (default: SDL's choice)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--switch-interval", type=float, default=None, metavar="SECONDS",
                        help="sys.setswitchinterval for the run (Python's default is 0.005)")


def _stats(values_ms: list[float]) -> dict[str, float | int]:
    if not values_ms:
        return {"median": 0.0, "p95": 0.0, "max": 0.0, "count": 0}
    ordered = sorted(values_ms)
    return {
        "median": round(statistics.median(ordered), 3),
        "p95": round(ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 3),
        "max": round(ordered[-1], 3),
        "count": len(ordered),
    }


class _Table:
    """Enough drawing to load a frame like the game's table: felt, 28 tiles with pips, labels."""

    def __init__(self, pygame, size: tuple[int, int]) -> None:
        self.pg = pygame
        self.screen = pygame.display.set_mode(size)
        pygame.font.init()
        self.font = pygame.font.Font(None, 28)
        self.tiles = [(a, b) for a in range(7) for b in range(a + 1)]

    def draw(self, frame: int) -> None:
        pg, screen = self.pg, self.screen
        screen.fill((18, 92, 60))
        w, h = screen.get_size()
        for i, (a, b) in enumerate(self.tiles):
            x = 40 + (i % 10) * 120 + (frame % 40)
            y = 80 + (i // 10) * 200
            rect = pg.Rect(x, y, 56, 112)
            pg.draw.rect(screen, (250, 248, 240), rect, border_radius=8)
            pg.draw.rect(screen, (30, 30, 30), rect, width=2, border_radius=8)
            pg.draw.line(screen, (30, 30, 30), (x + 6, y + 56), (x + 50, y + 56), 2)
            for half, value in ((0, a), (1, b)):
                for p in range(value):
                    cx = x + 14 + (p % 3) * 14
                    cy = y + 12 + half * 56 + (p // 3) * 16
                    pg.draw.circle(screen, (20, 20, 20), (cx, cy), 5)
            label = self.font.render(f"{a}-{b}", True, (240, 240, 240))
            screen.blit(label, (x + 8, y + 118))
        status = self.font.render(f"frame {frame}", True, (255, 255, 255))
        screen.blit(status, (w - 160, h - 40))
        pg.display.flip()


def _measure(pygame, table: _Table, scheduler, sounds: list, seconds: float, pump: bool,
             rng: random.Random) -> tuple[list[float], list[float]]:
    scheduler.lags = []
    if pump:
        scheduler.start()
    clock = pygame.time.Clock()
    frame_ms: list[float] = []
    end = time.perf_counter() + seconds
    frame = 0
    while time.perf_counter() < end:
        t0 = time.perf_counter()
        pygame.event.pump()
        scheduler.update()
        if frame % 3 == 0:  # twenty sounds a second, overlapping, starting at odd moments
            scheduler.play(rng.choice(sounds), at=t0 + rng.uniform(0.0, 0.5))
        table.draw(frame)
        frame_ms.append((time.perf_counter() - t0) * 1000)
        clock.tick(60)
        frame += 1
    scheduler.close()
    lags = [lag * 1000 for lag in scheduler.lags]
    scheduler.lags = None
    return lags, frame_ms


def run(args: argparse.Namespace) -> int:
    if args.driver:
        os.environ["SDL_AUDIODRIVER"] = args.driver
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import sys

    import pygame

    if args.switch_interval:
        sys.setswitchinterval(args.switch_interval)

    from edu_domino.audio import Scheduler, open_output, sounds
    from edu_domino.audio.outputs.synth import SynthOutput
    from edu_domino.faces import get_face_set

    pygame.display.init()
    options: dict[str, object] = {}
    if args.buffer:
        options["buffer"] = args.buffer
    output, notice = open_output(args.output, **options)
    wait_warm = getattr(output, "wait_warm", None)  # the synth renders ahead; MIDI ports do not
    if wait_warm is not None:
        wait_warm()  # measure playing, not the first render of each pitch
    rng = random.Random(args.seed)
    faces = [get_face_set(n) for n in ("pips", "notes", "powers")]
    tile_sounds = [sounds.half_sound(s) for f in faces for v in range(7) for s in f.spellings(v)]
    table = _Table(pygame, (1280, 720))
    pump_lags, frame_ms = _measure(pygame, table, Scheduler(output), tile_sounds,
                                   args.seconds, True, rng)
    frame_lags, _ = _measure(pygame, table, Scheduler(output), tile_sounds, args.seconds, False, rng)
    synth = output if isinstance(output, SynthOutput) else None
    result: dict[str, Any] = {
        "lag_ms": _stats(pump_lags),
        "frame_only_lag_ms": _stats(frame_lags),
        "frame_ms": _stats(frame_ms),
        "output": output.name,
        "output_description": output.description,
        "notice": notice.message if notice else None,
        "audio_driver": _driver(pygame) if synth else None,
        "sample_rate": synth.rate if synth else None,
        "mixer_buffer_frames": synth.buffer if synth else None,
        "buffer_latency_ms": round(1000 * output.latency, 3) if synth else None,
    }
    result["ok"] = (
        result["lag_ms"]["median"] <= TARGET_MEDIAN_MS
        and result["lag_ms"]["max"] <= TARGET_MAX_MS
        # the mixer target needs the synth; a MIDI port or silence asked for has no mixer
        and (0 < synth.buffer <= TARGET_BUFFER if synth else args.output != "synth")
    )
    output.close()
    pygame.quit()
    if args.json:
        print(json.dumps(result))
    else:
        lag, only = result["lag_ms"], result["frame_only_lag_ms"]
        print(f"output: {result['output_description']}" + (f" ({result['notice']})" if notice else ""))
        print(f"scheduling lag with the pump: median {lag['median']} ms, p95 {lag['p95']} ms, "
              f"max {lag['max']} ms over {lag['count']} messages")
        print(f"scheduling lag, update once a frame: median {only['median']} ms, max {only['max']} ms")
        print(f"frame work: median {result['frame_ms']['median']} ms, max {result['frame_ms']['max']} ms")
        if synth:
            print(f"mixer buffer: {synth.buffer} frames = {result['buffer_latency_ms']} ms")
        else:
            print("no mixer: the synth did not open (on a machine without a sound card, try --driver dummy)")
        print("targets met" if result["ok"] else "targets NOT met")
    return 0


def _driver(pygame) -> str | None:
    try:
        return pygame.mixer.get_driver()
    except Exception:
        return None
