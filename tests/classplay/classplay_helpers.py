"""Shared by the class-play tests: a real server on loopback, and devices that talk to it over a
real WebSocket (aiohttp's client), keeping every message they get."""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import time
from contextlib import contextmanager

import aiohttp

from edu_domino.classplay.server import ClassServer
from edu_domino.classplay.session import open_game

TILE_TEXT = re.compile(r"\b(\d{1,2})-(\d{1,2})\b")
WAIT = 60.0  # seconds any single wait may take before the test fails (a loaded machine: a passing wait is no slower)


def fast_game(seats: str = "device,device,device,device", seed: int = 11, **kw):
    """A clasico table for tests: computers and round breaks without the classroom's pauses."""
    options = {"pace": 0.0, "round_pause": 0.05, "grace": 30.0, **kw}
    return open_game("clasico", seats=seats, seed=seed, names=["Ana", "Bea", "Caio", "Dani"], **options)


class FakeClock:
    """A clock the test moves on by hand: rate windows, idle times and graces pass at once."""

    def __init__(self, start: float = 1000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@contextmanager
def running(table=None, lesson=None, images=None, **options):
    """A server on loopback for `table` or `lesson` (`options`: ClassServer's, e.g. a clock)."""
    server = ClassServer(table=table, lesson=lesson, images=images or {}, host="127.0.0.1", port=0, **options)
    server.start_in_thread()
    try:
        yield server
    finally:
        server.stop_thread()
        (table or lesson).close()


def ws_url(server: ClassServer, token: str) -> str:
    return f"{server.url}ws/{token}".replace("http://", "ws://")


class Device:
    """One pupil's device: a WebSocket to its seat's link, every message kept in order."""

    def __init__(self, session: aiohttp.ClientSession, url: str) -> None:
        self.session = session
        self.url = url
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        self.messages: list[dict] = []
        self.raw: list[str] = []
        self._reader: asyncio.Task | None = None
        self._arrived = asyncio.Event()

    async def open(self) -> Device:
        self.ws = await self.session.ws_connect(self.url)
        self._reader = asyncio.create_task(self._read())
        return self

    async def _read(self) -> None:
        assert self.ws is not None
        async for msg in self.ws:
            if msg.type == aiohttp.WSMsgType.TEXT:
                self.raw.append(msg.data)
                self.messages.append(json.loads(msg.data))
                self._arrived.set()

    async def send(self, message: dict) -> None:
        assert self.ws is not None
        await self.ws.send_str(json.dumps(message))

    async def wait_for(self, test, timeout: float = WAIT, start: int = 0) -> dict:
        """The first message from index `start` that passes `test`; fails after `timeout` s."""
        deadline = time.monotonic() + timeout
        seen = start
        while True:
            for message in self.messages[seen:]:
                if test(message):
                    return message
            seen = len(self.messages)
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no such message within {timeout} s; last: {self.messages[-1:]}")
            self._arrived.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._arrived.wait(), left)

    async def next_message(self, test, timeout: float = WAIT) -> dict:
        """The first message from now on that passes `test`."""
        return await self.wait_for(test, timeout, start=len(self.messages))

    def last_state(self) -> dict | None:
        states = [m for m in self.messages if m.get("type") == "state"]
        return states[-1] if states else None

    async def closed_by_server(self, timeout: float = WAIT) -> int | None:
        """Wait until the server closes this socket; its close code."""
        assert self.ws is not None and self._reader is not None
        await asyncio.wait_for(asyncio.shield(self._reader), timeout)
        return self.ws.close_code

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
        if self._reader is not None:
            await self._reader


def tiles_mentioned(message: dict) -> set[str]:
    """Every tile a message names anywhere, as "a-b" with the higher half first."""
    found = set()
    for a, b in TILE_TEXT.findall(json.dumps(message)):
        x, y = int(a), int(b)
        found.add(f"{max(x, y)}-{min(x, y)}")
    return found
