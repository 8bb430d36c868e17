"""`edu-domino bench tap [--json]`: how close a tap's time is to the moment its key came.

The tap screen runs headless (SDL's dummy video driver) in the app's own frame loop, at 60
frames a second, drawing every frame. Once the count-in is over, a second thread posts key
presses (Space down and up) into SDL's queue at known times, with random gaps of 15 to 60 ms so
they fall anywhere within a frame; the true time of a key is `time.perf_counter()` just before it
is posted. Each tap's time is what the tap screen recorded (`TapSession.taps[i].stamp`), so the
error is the whole path the app controls: SDL's queue, the app's between-frames polling
(edu_domino.ui.timed_input), the frame that is drawing when the key comes. What the operating
system and the keyboard add before SDL sees a key is not in it (the latency calibration screen
measures the whole chain, ears included).

Also printed, for comparison: `frame_timed_error_ms`, the error had each tap been timed at the
start of the frame that handled it (what a game loop usually does).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import tempfile
import threading
import time

SIZE = (1280, 720)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--taps", type=int, default=240, help="key presses posted (default 240, at least 200)")
    parser.add_argument("--seed", type=int, default=7, help="the random gaps between keys")
    parser.add_argument("--size", default="1280x720", help="the window, WIDTHxHEIGHT (default 1280x720)")


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def _summary(errors_s: list[float]) -> dict:
    ms = [e * 1000 for e in errors_s]
    return {"median": round(statistics.median(ms), 2), "p95": round(_percentile(ms, 0.95), 2),
            "max": round(max(ms), 2)}


def _post_keys(count: int, seed: int, ready: threading.Event, truths: list[float], done: threading.Event) -> None:
    import pygame

    rng = random.Random(seed)
    ready.wait(30)
    for _ in range(count):
        # Slept, never spun: a spinning thread would hold the interpreter and hand it to the
        # frame loop right at the key, flattering the figure.
        time.sleep(rng.uniform(0.015, 0.060))
        truths.append(time.perf_counter())
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=44))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=44))
    done.set()


def measure(count: int, seed: int, size: tuple[int, int] = SIZE) -> dict:
    from edu_domino.faces.notes import parse_notes
    from edu_domino.ui.app import App
    from edu_domino.ui.intents import key_event
    from edu_domino.ui.scenes.tap import TapScene
    from edu_domino.ui.settings import Settings
    from edu_domino.ui.tap.session import Phase, TapOptions

    app = App(size=size, settings=Settings(sound_output="silent", animations=False), language="en", sound=True)
    try:
        # Long enough that the taps never run out: bars of eighths at 120, 15 s of them.
        bars = [parse_notes("+".join(["e"] * 8))] * 15
        scene = TapScene(app, bars, 120, options=TapOptions(metronome=False))
        app.push(scene)
        app.frame([key_event(0)])  # a first frame, as the app draws one before any key
        scene.pad.session.start()
        ready, done = threading.Event(), threading.Event()
        truths: list[float] = []
        poster = threading.Thread(target=_post_keys, args=(count, seed, ready, truths, done), daemon=True)
        poster.start()
        frame_starts: list[float] = []
        drawn: list[float] = []
        settle_until = None
        while True:
            events, dt = app.input.next_frame(fine=scene.timed_input)
            frame_starts.append(app.input.clock())
            t0 = time.perf_counter()
            app.show(app.frame(events, min(dt, 0.1)))
            drawn.append(time.perf_counter() - t0)
            if scene.pad.phase is Phase.TAPPING:
                ready.set()
            if done.is_set() and settle_until is None:
                settle_until = time.perf_counter() + 0.1
            if settle_until is not None and time.perf_counter() >= settle_until:
                break
        poster.join(5)
        taps = [t.stamp for t in scene.pad.session.taps]
    finally:
        app.close()
    if len(taps) != len(truths):
        raise RuntimeError(f"{len(truths)} keys posted but {len(taps)} taps recorded")
    errors = [tap - truth for tap, truth in zip(taps, truths, strict=True)]
    framed = [next(f for f in frame_starts if f >= truth) - truth for truth in truths]
    return {"taps": len(taps), "timing_error_ms": _summary(errors), "frame_timed_error_ms": _summary(framed),
            "frame_work_ms": _summary(drawn), "size": f"{size[0]}x{size[1]}", "fps": 60,
            "renderer": "software (SDL dummy video driver)"}


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    with tempfile.TemporaryDirectory() as home:
        os.environ.setdefault("EDU_DOMINO_HOME", home)
        from edu_domino.commands.play import parse_size

        result = measure(max(200, args.taps), args.seed, parse_size(args.size))
    if args.json:
        print(json.dumps(result))
    else:
        e, f = result["timing_error_ms"], result["frame_timed_error_ms"]
        print(f"{result['taps']} taps: error median {e['median']} ms, p95 {e['p95']} ms, max {e['max']} ms "
              f"(timed by the frame instead: median {f['median']} ms, p95 {f['p95']} ms)")
    return 0
