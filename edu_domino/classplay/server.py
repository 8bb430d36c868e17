"""The class-play web server (aiohttp): the device page, its WebSocket, the tile pictures.

One server serves one class game (`ClassTable`) or one class lesson (`ClassLesson`), and runs
only while that is open: the app starts it on its own thread when the teacher opens class play
and stops it when they leave; `edu-domino serve --headless` runs it in the foreground. It binds
one address (the machine's address on the classroom network, or loopback in tests), keeps
nothing on disk but the lesson answers saved in the pupils' own records, and answers:

    GET  /                  the room page: type the room code, pick a seat or type your name
    POST /api/join          room code (+ seat, or name and PIN) -> a join link
    GET  /join/TOKEN        the device page (404 for a token this game never made)
    GET  /ws/TOKEN          the device's WebSocket (403 for an unknown token)
    GET  /face/KEY.png      the picture of one half (the projector's painter drew it)
    GET  /static/NAME       the page's script and style

The messages are in docs/class-play.md and `messages.py`.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
import time
from collections.abc import Mapping
from importlib import resources

from aiohttp import WSMsgType, web

from edu_domino.classplay.lesson import ClassLesson, JoinRefused
from edu_domino.classplay.messages import BadMessage, parse_action_message
from edu_domino.classplay.page_texts import page_texts
from edu_domino.classplay.table import ClassTable, Control
from edu_domino.classplay.tokens import Attempts, same_code
from edu_domino.i18n import LANGUAGES
from edu_domino.reading import parse_json

TICK = 0.05  # seconds between clock ticks (computer moves, stand-ins, lesson phases)
STATIC_FILES = {"device.js": "text/javascript", "device.css": "text/css", "room.js": "text/javascript"}
NO_STORE = {"Cache-Control": "no-store", "Referrer-Policy": "no-referrer"}
MAX_MESSAGE = 4096  # bytes: no device message needs more


def _static(name: str) -> str:
    return resources.files("edu_domino.classplay").joinpath("static", name).read_text(encoding="utf-8")


def _page(template: str, config: dict) -> str:
    # JSON inside <script>: "<" escaped so no text can close the script element.
    data = json.dumps(config, ensure_ascii=False).replace("<", "\\u003c")
    return _static(template).replace("__CONFIG__", data)


class ClassServer:
    def __init__(self, *, table: ClassTable | None = None, lesson: ClassLesson | None = None,
                 images: Mapping[str, bytes] | None = None, host: str = "127.0.0.1", port: int = 0,
                 lang: str = "en") -> None:
        if (table is None) == (lesson is None):
            raise ValueError("a class server serves one game or one lesson")
        self.table = table
        self.lesson = lesson
        self.images = dict(images or {})
        self.host = host
        self.port = port
        self.lang = lang if lang in LANGUAGES else "en"
        self.attempts = Attempts()
        self.sent: dict[int, int] = {}  # messages sent per seat (tests and the bench read it)
        self._sockets: dict[web.WebSocketResponse, tuple[str, object]] = {}
        self._langs: dict[web.WebSocketResponse, str] = {}  # each page's language (its tiles' words)
        self._runner: web.AppRunner | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._wake: asyncio.Event | None = None
        self._tasks: list[asyncio.Task] = []
        self._thread: threading.Thread | None = None
        self._stopped = threading.Event()

    # -- addresses -----------------------------------------------------------------------------
    @property
    def room_code(self) -> str:
        return self.table.room_code if self.table else self.lesson.room_code  # type: ignore[union-attr]

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/"

    def join_url(self, token: str) -> str:
        return f"{self.url}join/{token}"

    def seat_links(self) -> list[dict]:
        if self.table is None:
            return []
        return [{"seat": s.seat, "name": s.name, "join": self.join_url(s.token)}
                for s in self.table.seats if s.control is Control.DEVICE]

    # -- the aiohttp application -----------------------------------------------------------------
    def build_app(self) -> web.Application:
        app = web.Application(client_max_size=MAX_MESSAGE)
        app.router.add_get("/", self._room_page)
        app.router.add_post("/api/join", self._api_join)
        app.router.add_get("/api/seats", self._api_seats)
        app.router.add_get("/join/{token}", self._device_page)
        app.router.add_get("/ws/{token}", self._socket)
        app.router.add_get("/face/{key}.png", self._face)
        app.router.add_get("/static/{name}", self._static_file)
        return app

    async def start(self) -> None:
        """Listen (in the running event loop) and start the clock and the broadcaster."""
        self._loop = asyncio.get_running_loop()
        self._wake = asyncio.Event()
        self._runner = web.AppRunner(self.build_app(), access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port, reuse_address=True)
        await site.start()
        server = site._server  # noqa: SLF001 - aiohttp keeps the bound socket here
        if self.port == 0 and server is not None and server.sockets:
            self.port = server.sockets[0].getsockname()[1]
        target = self.table or self.lesson
        target.add_listener(self._notify)  # type: ignore[union-attr]
        self._tasks = [asyncio.create_task(self._clock()), asyncio.create_task(self._broadcast())]

    async def stop(self) -> None:
        for task in self._tasks:
            task.cancel()
        for ws in list(self._sockets):
            await ws.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    def _notify(self) -> None:
        """Called from any thread after a change: wake the broadcaster on the server's loop."""
        loop, wake = self._loop, self._wake
        if loop is not None and wake is not None and not loop.is_closed():
            loop.call_soon_threadsafe(wake.set)

    # -- running on a thread of its own (the app) --------------------------------------------------
    def start_in_thread(self, timeout: float = 10.0) -> None:
        """Start listening on a background thread; OSError if the address cannot be bound."""
        started = threading.Event()
        problem: list[BaseException] = []

        def run() -> None:
            loop = asyncio.new_event_loop()
            asyncio.set_event_loop(loop)
            try:
                loop.run_until_complete(self.start())
            except BaseException as exc:  # noqa: BLE001 - handed to the starting thread
                problem.append(exc)
                started.set()
                loop.close()
                return
            started.set()
            try:
                loop.run_until_complete(self._until_stopped())
                loop.run_until_complete(self.stop())
            finally:
                loop.close()

        self._thread = threading.Thread(target=run, name="edu-domino-class-server", daemon=True)
        self._thread.start()
        started.wait(timeout)
        if problem:
            raise problem[0]

    async def _until_stopped(self) -> None:
        while not self._stopped.is_set():
            await asyncio.sleep(0.05)

    def stop_thread(self, timeout: float = 5.0) -> None:
        self._stopped.set()
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None

    # -- background tasks --------------------------------------------------------------------------
    async def _clock(self) -> None:
        before = time.monotonic()
        while True:
            await asyncio.sleep(TICK)
            now = time.monotonic()
            (self.table or self.lesson).tick(now - before)  # type: ignore[union-attr]
            before = now

    async def _broadcast(self) -> None:
        assert self._wake is not None
        while True:
            await self._wake.wait()
            self._wake.clear()
            for ws in list(self._sockets):
                await self._send_state(ws)

    async def _send_state(self, ws: web.WebSocketResponse) -> None:
        kind, who = self._sockets.get(ws, ("", None))
        if kind == "seat":
            message = self.table.seat_state(who, self._langs.get(ws, self.lang))  # type: ignore[union-attr, arg-type]
            self.sent[who] = self.sent.get(who, 0) + 1  # type: ignore[call-overload]
        elif kind == "pupil":
            message = self.lesson.pupil_state(who)  # type: ignore[union-attr, arg-type]
        else:
            return
        await self._send(ws, message)

    async def _send(self, ws: web.WebSocketResponse, message: dict) -> None:
        if ws.closed:
            return
        # A device that went away: its socket is dropped when its reader ends.
        with contextlib.suppress(ConnectionError, RuntimeError):
            await ws.send_str(json.dumps(message, ensure_ascii=False))

    # -- pages ---------------------------------------------------------------------------------------
    def _lang(self, request: web.Request) -> str:
        asked = request.query.get("lang", "")
        return asked if asked in LANGUAGES else self.lang

    async def _room_page(self, request: web.Request) -> web.Response:
        lang = self._lang(request)
        config = {"mode": "game" if self.table else "lesson", "lang": lang, "texts": page_texts(lang)}
        return web.Response(text=_page("room.html", config), content_type="text/html", headers=NO_STORE)

    async def _device_page(self, request: web.Request) -> web.Response:
        token = request.match_info["token"]
        if self._who(token) is None:
            raise web.HTTPNotFound(text="No such seat in this class game. Scan the code on the projector again.")
        lang = self._lang(request)
        config = {"mode": "game" if self.table else "lesson", "lang": lang, "ws": f"/ws/{token}?lang={lang}",
                  "texts": page_texts(lang)}
        return web.Response(text=_page("device.html", config), content_type="text/html", headers=NO_STORE)

    async def _static_file(self, request: web.Request) -> web.Response:
        name = request.match_info["name"]
        if name not in STATIC_FILES:
            raise web.HTTPNotFound()
        return web.Response(text=_static(name), content_type=STATIC_FILES[name])

    async def _face(self, request: web.Request) -> web.Response:
        data = self.images.get(request.match_info["key"])
        if data is None:
            raise web.HTTPNotFound()
        return web.Response(body=data, content_type="image/png",
                            headers={"Cache-Control": "max-age=3600"})

    # -- joining by room code ----------------------------------------------------------------------
    def _check_code(self, request: web.Request, code: str) -> None:
        address = request.remote or "?"
        if self.attempts.blocked(address):
            raise web.HTTPTooManyRequests(text=json.dumps({"error": "too_many"}), content_type="application/json")
        if not same_code(code, self.room_code):
            self.attempts.wrong(address)
            raise web.HTTPForbidden(text=json.dumps({"error": "wrong_code"}), content_type="application/json")

    async def _api_seats(self, request: web.Request) -> web.Response:
        self._check_code(request, request.query.get("code", ""))
        seats = self.table.free_seats() if self.table else []
        return web.json_response({"seats": seats})

    async def _api_join(self, request: web.Request) -> web.Response:
        try:
            body = await request.json()
            if not isinstance(body, dict):
                raise ValueError
        except ValueError:
            raise web.HTTPBadRequest(text=json.dumps({"error": "bad_request"}), content_type="application/json") from None
        self._check_code(request, str(body.get("code", "")))
        if self.table is not None:
            seat = body.get("seat")
            token = self.table.claim_free_seat(seat) if isinstance(seat, int) else None
            if token is None:
                return web.json_response({"error": "no_seat"}, status=409)
            return web.json_response({"join": f"/join/{token}"})
        assert self.lesson is not None
        name, pin = str(body.get("name", "")), body.get("pin")
        loop = asyncio.get_running_loop()
        try:
            token = await loop.run_in_executor(None, self.lesson.join, name, str(pin) if pin else None)
        except JoinRefused as exc:
            status = 403 if exc.code == "pin" else 409 if exc.code == "full" else 400
            return web.json_response({"error": exc.code, "message": str(exc)}, status=status)
        return web.json_response({"join": f"/join/{token}"})

    # -- the WebSocket -------------------------------------------------------------------------------
    def _who(self, token: str) -> tuple[str, object] | None:
        if self.table is not None:
            seat = self.table.seat_for_token(token)
            return None if seat is None else ("seat", seat)
        pupil = self.lesson.pupil_for_token(token) if self.lesson else None
        return None if pupil is None else ("pupil", pupil.token)

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        who = self._who(request.match_info["token"])
        if who is None:
            raise web.HTTPForbidden(text="unknown token")
        ws = web.WebSocketResponse(heartbeat=20.0, max_msg_size=MAX_MESSAGE)
        await ws.prepare(request)
        kind, key = who
        lang = self._lang(request)
        self._sockets[ws] = who
        self._langs[ws] = lang
        self._connect(kind, key, +1)
        try:
            await self._send_state(ws)
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                reply = self._handle(kind, key, msg.data, lang)
                if reply is not None:
                    await self._send(ws, reply)
        finally:
            self._sockets.pop(ws, None)
            self._langs.pop(ws, None)
            self._connect(kind, key, -1)
        return ws

    def _connect(self, kind: str, key: object, delta: int) -> None:
        if kind == "seat":
            assert self.table is not None
            (self.table.connect if delta > 0 else self.table.disconnect)(key)  # type: ignore[arg-type]
        else:
            assert self.lesson is not None
            self.lesson.connect(key, delta)  # type: ignore[arg-type]

    def _handle(self, kind: str, key: object, text: str, lang: str) -> dict | None:
        """One message from a device; the reply for that device alone (state goes to everyone)."""
        try:  # the careful reader: 4 KB of "[" would otherwise raise RecursionError here
            message = parse_json(text, "message")
            if not isinstance(message, dict):
                raise ValueError
        except ValueError:  # ReadError is one
            return {"type": "error", "code": "bad_message"}
        ref = message.get("ref")
        kind_of = message.get("type")
        if kind_of == "ping":
            return {"type": "pong", "ref": ref}
        if kind == "pupil":
            if kind_of != "answer":
                return {"type": "error", "code": "bad_message", "ref": ref}
            ok, why = self.lesson.answer(key, message.get("value"))  # type: ignore[union-attr, arg-type]
            return {"type": "answered", "ref": ref} if ok else {"type": "refused", "code": why, "ref": ref}
        try:
            action = parse_action_message(message)
        except BadMessage as exc:
            return {"type": "error", "code": "bad_message", "detail": str(exc), "ref": ref}
        assert self.table is not None
        result = self.table.act(key, action)  # type: ignore[arg-type]
        if result is None:
            return {"type": "refused", "code": "not_yours", "ref": ref}
        if result.refusal is not None:  # the table game judged it: its reason, in the page's words
            return {"type": "refused", "code": str(result.refusal.reason),
                    "text": result.refusal.say.text(lang), "ref": ref}
        return {"type": "done", "ref": ref}
