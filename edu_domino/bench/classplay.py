"""`edu-domino bench classplay [--json]`: from a tap on a device to the tile on the projector.

Four devices (WebSocket clients on loopback, on their own thread) play a clasico game against
the real server; the projector is the real `ClassTableScene` in the app's frame loop at 60
frames a second (headless). For each tile laid, the clock starts when the device sends its move
and stops when the projector has drawn the frame that shows the tile on the line: the latency a
class sees, frame wait included. Also: `echo`, the same tap until the device's own page gets
the new state back. Medians and 95th percentiles over `--taps` plays (draws and passes are not
timed). Timings only: nothing here is a test.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import threading
import time

FPS = 60


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--taps", type=int, default=150, help="plays to time (default 150)")
    parser.add_argument("--seed", type=int, default=7)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


class Tap:
    """The move in flight: what was tapped and when; the projector stamps when it showed it."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.tile: str | None = None
        self.seat = -1  # the device that tapped
        self.echoed = False  # its own page has the new state
        self.sent = 0.0
        self.shown = threading.Event()
        self.landed: list[float] = []
        self.echo: list[float] = []


async def devices(server, table, tap: Tap, taps: int, seed: int, stop: threading.Event) -> None:
    import aiohttp

    rng = random.Random(seed)
    async with aiohttp.ClientSession() as http:
        sockets = [await http.ws_connect(f"{server.url}ws/{s.token}".replace("http://", "ws://"))
                   for s in table.seats]
        latest: list[dict | None] = [None] * len(sockets)

        async def read(i: int, ws) -> None:
            async for msg in ws:
                message = json.loads(msg.data)
                if message.get("type") == "state":
                    latest[i] = message
                    line = {t["id"] for t in message["table"]["line"]}
                    with tap.lock:
                        if tap.tile in line and tap.seat == i and not tap.echoed:
                            tap.echo.append((time.perf_counter() - tap.sent) * 1000)
                            tap.echoed = True

        readers = [asyncio.create_task(read(i, ws)) for i, ws in enumerate(sockets)]
        last_version = -1
        while len(tap.landed) < taps and not stop.is_set():
            await asyncio.sleep(0.002)
            mover = next((i for i, s in enumerate(latest)
                          if s and s["you"]["your_turn"] and s["version"] > last_version), None)
            if mover is None:
                continue
            state = latest[mover]
            assert state is not None  # found above
            last_version = state["version"]
            you = state["you"]
            if not you["plays"]:
                await sockets[mover].send_str(json.dumps({"type": "draw" if you["can_draw"] else "pass"}))
                continue
            play = rng.choice(you["plays"])
            with tap.lock:
                tap.tile, tap.seat, tap.echoed = play["tile"], mover, False
                tap.shown.clear()
                tap.sent = time.perf_counter()
            await sockets[mover].send_str(json.dumps({"type": "play", **play}))
            await asyncio.get_running_loop().run_in_executor(None, tap.shown.wait, 10)
        for ws in sockets:
            await ws.close()
        for reader in readers:
            reader.cancel()


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from edu_domino.classplay import ClassGameSetup, ClassTable, Control
    from edu_domino.engine import get_preset
    from edu_domino.ui.app import App
    from edu_domino.ui.class_session import ClassSession
    from edu_domino.ui.scenes.class_table import ClassTableScene
    from edu_domino.ui.settings import Settings

    rules = get_preset("clasico", target=10_000)  # one long match: every tap counts
    table = ClassTable(ClassGameSetup(rules, ["Ana", "Bruno", "Carla", "Davi"], [Control.DEVICE] * 4,
                                      seed=args.seed, pace=0.0, round_pause=0.2))
    session = ClassSession(table=table, host="127.0.0.1", port=0)
    if not session.start():
        print(f"edu-domino: cannot listen on loopback: {session.problem}")
        return 1
    app = App(size=(1280, 720), settings=Settings(animations=False), sound=False)
    scene = ClassTableScene(app, session)
    app.push(scene)
    tap = Tap()
    stop = threading.Event()
    clients = threading.Thread(target=lambda: asyncio.run(devices(session.server, table, tap, args.taps,
                                                                    args.seed, stop)), daemon=True)
    clients.start()
    clock = pygame.time.Clock()
    deadline = time.monotonic() + 60 + args.taps
    try:
        while clients.is_alive() and time.monotonic() < deadline:
            app.frame([], clock.tick(FPS) / 1000)
            app.show(None)
            with tap.lock:
                if tap.tile is not None and not tap.shown.is_set() \
                        and any(t["id"] == tap.tile for t in scene.state["line"]):
                    tap.landed.append((time.perf_counter() - tap.sent) * 1000)
                    tap.tile = None
                    tap.shown.set()
    finally:
        stop.set()
        clients.join(5)
        app.close()
        session.stop()
    landed, echo = tap.landed, tap.echo
    if not landed:
        print("edu-domino: no tap was timed")
        return 1
    result = {
        "taps": len(landed), "fps": FPS, "transport": "websocket, loopback",
        "tap_to_projector_median_ms": round(statistics.median(landed), 1),
        "tap_to_projector_p95_ms": round(percentile(landed, 0.95), 1),
        "tap_to_device_echo_median_ms": round(statistics.median(echo), 1) if echo else None,
        "tap_to_device_echo_p95_ms": round(percentile(echo, 0.95), 1) if echo else None,
    }
    print_result(result, args.json)
    return 0


def print_result(result: dict, as_json: bool) -> None:
    """One JSON object, or one `name: value` line each."""
    if as_json:
        print(json.dumps(result))
        return
    width = max(len(key) for key in result)
    for key, value in result.items():
        print(f"{key:>{width}}: {value}")
