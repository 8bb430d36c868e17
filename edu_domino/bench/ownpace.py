"""`edu-domino bench ownpace [--devices 30] [--minutes 10] [--json]`: a class at its own pace.

Simulated devices (WebSocket clients on loopback, one event loop on their own thread) each join
an own-pace lesson by the room code and a name, then answer whatever step their own runner is
at after a think of 1 to 4 seconds: right mostly, sometimes wrong, taps as a pupil's (a few tens
of milliseconds off), game steps played move by move; a pupil who finishes does the lesson
again. The teacher's live view is open the whole time (a WebSocket like the page's). Measured:
from a device sending an answer to the teacher's view showing it (p50, p95, max), and the
process's memory (RSS, every 10 s: the server, its record and the clients) from the first
minute to the end. The record is a fresh one in a temporary folder. Timings only, not a test.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import random
import statistics
import tempfile
import threading
import time
from pathlib import Path

from edu_domino.bench.classplay import percentile, print_result
from edu_domino.lesson.kinds import kind_of


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--devices", type=int, default=30, help="simulated devices (default 30)")
    parser.add_argument("--minutes", type=float, default=10.0, help="how long they work (default 10)")
    parser.add_argument("--pack", default="note-values-1", help="the pack they do (default note-values-1)")
    parser.add_argument("--seed", type=int, default=7)


def rss_mb() -> float:
    """This process's resident memory in MB (Linux; 0 elsewhere)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def answer_for(step, rng: random.Random) -> dict:
    """What a pupil's device sends for `step`: right four times in five."""
    right = rng.random() < 0.8
    return kind_of(step).device_message(step, right, rng)


class Clocks:
    """Answers in flight: (pupil, tries after it) -> when it was sent; the teacher stamps them."""

    def __init__(self) -> None:
        self.sent: dict[tuple[str, int], float] = {}
        self.latencies: list[float] = []

    def seen(self, live: dict) -> None:
        now = time.perf_counter()
        for row in live["pupils"]:
            for key in [k for k in self.sent if k[0] == row["name"] and k[1] <= row["tries"]]:
                self.latencies.append(now - self.sent.pop(key))


async def pupil(http, server, lesson, name: str, clocks: Clocks, rng: random.Random, until: float) -> None:
    async with http.post(f"{server.url}api/join", json={"code": server.room_code, "name": name}) as reply:
        token = (await reply.json())["join"].rsplit("/", 1)[1]
    own = lesson.pupil_for_token(token)
    async with http.ws_connect(f"{server.url}ws/{token}".replace("http://", "ws://")) as ws:
        latest: dict = {}
        changed = asyncio.Event()

        async def read() -> None:
            async for msg in ws:
                data = json.loads(msg.data)
                if data.get("type") == "own":
                    latest.update(data)
                    changed.set()

        reader = asyncio.create_task(read())
        await ws.send_str(json.dumps({"type": "calibrate", "offset_ms": rng.randint(-30, 60)}))
        while time.monotonic() < until:
            changed.clear()
            step = latest.get("step")
            if latest.get("feedback") and latest["feedback"].get("done"):
                await ws.send_str(json.dumps({"type": "seen"}))
            elif latest.get("lesson", {}).get("finished"):
                await asyncio.sleep(rng.uniform(1, 4))
                await ws.send_str(json.dumps({"type": "again"}))
            elif step and step.get("answer") == "game":
                you = step.get("you", {})
                if step.get("done") or step.get("between_rounds"):
                    await ws.send_str(json.dumps({"type": "continue"}))
                elif you.get("your_turn"):
                    await asyncio.sleep(rng.uniform(0.5, 2))
                    move = {"type": "play", **you["plays"][0]} if you["plays"] else {
                        "type": "draw" if you["can_draw"] else "pass"}
                    await ws.send_str(json.dumps(move))
            elif step and step.get("answer") == "none":
                await asyncio.sleep(rng.uniform(1, 4))
                await ws.send_str(json.dumps({"type": "continue"}))
            elif step:
                await asyncio.sleep(rng.uniform(1, 4))
                message = answer_for(own.runner.current, rng)  # the bench reads the answer off the server
                clocks.sent[(own.name, len(own.runner.answers) + 1)] = time.perf_counter()
                await ws.send_str(json.dumps(message))
            with contextlib.suppress(TimeoutError):  # nothing changed: look again
                await asyncio.wait_for(changed.wait(), 10)
        reader.cancel()


async def teacher(http, server, lesson, clocks: Clocks, until: float) -> int:
    seen = 0
    url = f"{server.url}ws/{lesson.teacher_token}".replace("http://", "ws://")
    async with http.ws_connect(url) as ws:
        while time.monotonic() < until:
            try:
                msg = await asyncio.wait_for(ws.receive(), 1)
            except TimeoutError:
                continue
            data = json.loads(msg.data)
            if data.get("type") == "live":
                clocks.seen(data)
                seen += 1
    return seen


def run(args: argparse.Namespace) -> int:
    import aiohttp

    from edu_domino.classplay.ownpace_server import OwnPaceServer
    from edu_domino.classplay.session import open_ownpace
    from edu_domino.progress import open_record

    folder = Path(tempfile.mkdtemp(prefix="edu-domino-bench-ownpace-"))
    lesson, _keys = open_ownpace(args.pack, "en", opener=lambda: open_record(folder / "progress.sqlite"))
    server = OwnPaceServer(ownpace=lesson, images={}, host="127.0.0.1", port=0)
    server.start_in_thread()
    clocks = Clocks()
    memory: list[tuple[float, float]] = []
    seconds = args.minutes * 60
    start = time.monotonic()
    until = start + seconds
    result: dict = {}

    async def main() -> None:
        async with aiohttp.ClientSession() as http:
            watch = asyncio.create_task(teacher(http, server, lesson, clocks, until + 2))
            rngs = [random.Random(f"{args.seed}:{i}") for i in range(args.devices)]
            devices = [asyncio.create_task(pupil(http, server, lesson, f"Pupil {i + 1:02d}", clocks, rngs[i], until))
                       for i in range(args.devices)]
            while time.monotonic() < until:
                memory.append((time.monotonic() - start, rss_mb()))
                await asyncio.sleep(min(10.0, max(0.1, until - time.monotonic())))
            await asyncio.gather(*devices)
            result["live_messages"] = await watch

    thread = threading.Thread(target=lambda: asyncio.run(main()))
    thread.start()
    thread.join()
    lesson.recorder.flush()
    server.stop_thread()
    record = open_record(folder / "progress.sqlite")
    try:
        answers = len(record.answers())
        lessons = len(record.lesson_results())
    finally:
        record.close()
    lesson.close()
    latencies = clocks.latencies
    after_first_minute = [mb for t, mb in memory if t >= min(60.0, seconds / 2)] or [m for _, m in memory]
    result.update({
        "devices": args.devices, "minutes": args.minutes, "pack": args.pack, "answers_timed": len(latencies),
        "answers_in_record": answers, "lessons_finished": lessons,
        "answer_to_live_p50_ms": round(1000 * statistics.median(latencies), 1) if latencies else None,
        "answer_to_live_p95_ms": round(1000 * percentile(latencies, 0.95), 1) if latencies else None,
        "answer_to_live_max_ms": round(1000 * max(latencies), 1) if latencies else None,
        "rss_mb_first": round(after_first_minute[0], 1), "rss_mb_last": round(after_first_minute[-1], 1),
        "rss_mb_max": round(max(after_first_minute), 1),
    })
    print_result(result, args.json)
    return 0
