"""The class-play web server (aiohttp): the device page, its WebSocket, the tile pictures.

One server serves one class game (`ClassTable`) or one class lesson (`ClassLesson`), and runs
only while that is open: the app starts it on its own thread when the teacher opens class play
and stops it when they leave; `edu-domino serve --headless` runs it in the foreground. It binds
one address (the machine's address on the classroom network, or loopback in tests), keeps
nothing on disk but the lesson answers saved in the pupils' own records, and answers:

    GET  /                  the room page: type the room code, pick a seat or type your name
    POST /api/join          room code (+ seat, or name and PIN) -> a join link
    POST /api/rejoin        a link the device remembers -> back to it, or why not (rejoin.py)
    GET  /join/TOKEN        the device page (404 for a token this game never made)
    GET  /ws/TOKEN          the device's WebSocket (403 for an unknown token)
    GET  /face/KEY.png      the picture of one half (the projector's painter drew it)
    GET  /static/NAME       the page's script and style

The messages are in docs/class-play.md and `messages.py`. Every socket has a message rate
and a quiet time (`connections.py`); wrong room codes and PINs are limited (`tokens.py`).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
import time
from collections.abc import Callable, Mapping
from importlib import resources

from aiohttp import WSMsgType, web

from edu_domino.classplay.connections import Connection, Limits
from edu_domino.classplay.lesson import ClassLesson, JoinRefused
from edu_domino.classplay.messages import BadMessage, parse_action_message, ref_of
from edu_domino.classplay.page_texts import page_texts
from edu_domino.classplay.rejoin import api_rejoin
from edu_domino.classplay.self_names import MAX_NAME, Renames
from edu_domino.classplay.table import ClassTable, Control
from edu_domino.classplay.tokens import (
    MAX_WRONG_PINS,
    MAX_WRONG_PINS_PER_ADDRESS,
    WRONG_PIN_WINDOW,
    Attempts,
    pupil_key,
    same_code,
)
from edu_domino.i18n import LANGUAGES
from edu_domino.reading import parse_json

TICK = 0.05  # seconds between clock ticks (computer moves, stand-ins, lesson phases)
STATIC_FILES = {"device.js": "text/javascript", "device.css": "text/css", "room.js": "text/javascript",
                "ownpace.js": "text/javascript", "teacher.js": "text/javascript", "sound.js": "text/javascript",
                "page.js": "text/javascript"}
NO_STORE = {"Cache-Control": "no-store", "Referrer-Policy": "no-referrer"}
MAX_MESSAGE = 4096  # bytes: no device message needs more
# HTTP status of each reason a lesson join is refused (the rest: 400)
JOIN_REFUSED_STATUS = {"pin": 403, "full": 409, "taken": 409}
# WebSocket close codes (4000-4999: the application's own)
WS_GONE = 4000  # nothing heard for the idle time
WS_TOO_FAST = 4001  # kept sending faster than the rate after being told
WS_MOVED = 4002  # the teacher gave this pupil's place to another device


def _static(name: str) -> str:
    return resources.files("edu_domino.classplay").joinpath("static", name).read_text(encoding="utf-8")


def page_html(template: str, config: dict) -> str:
    # JSON inside <script>: "<" escaped so no text can close the script element.
    data = json.dumps(config, ensure_ascii=False).replace("<", "\\u003c")
    # <html lang>: a screen reader speaks the page in its language (config["lang"] is a known one).
    return _static(template).replace("__LANG__", config["lang"]).replace("__CONFIG__", data)


def _refusal(status: type[web.HTTPException], code: str) -> web.HTTPException:
    return status(text=json.dumps({"error": code}), content_type="application/json")


Who = int | str | tuple[int, int]  # a device: its seat, a team member (seat, member) or a pupil's token

class ClassServer:
    def __init__(self, *, table: ClassTable | None = None, lesson: ClassLesson | None = None,
                 images: Mapping[str, bytes] | None = None, host: str = "127.0.0.1", port: int = 0,
                 lang: str = "en", any_port_if_taken: bool = False, limits: Limits | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        """`any_port_if_taken`: when `port` is in use, listen on any free one (`port` then says
        which). `limits` and `clock`: each socket's message rate and quiet time, and the
        windows of wrong codes and PINs (tests hand in a clock they move on)."""
        if (table is None) == (lesson is None):
            raise ValueError("a class server serves one game or one lesson")
        self.table = table
        self.lesson = lesson
        self.images = dict(images or {})
        self.host = host
        self.port = port
        self.lang = lang if lang in LANGUAGES else "en"
        self.any_port_if_taken = any_port_if_taken
        self.limits = limits or Limits()
        self.clock = clock
        self.attempts = Attempts(clock=clock)  # wrong room codes and PINs, per address
        self.pin_attempts = Attempts(MAX_WRONG_PINS, WRONG_PIN_WINDOW, clock)  # wrong PINs, per pupil
        self.pin_addresses = Attempts(MAX_WRONG_PINS_PER_ADDRESS, WRONG_PIN_WINDOW, clock)
        self.renames = Renames(clock)  # names pupils give themselves, per seat or member
        self.watch_rounds = 0  # how often the quiet sockets were looked for (tests wait on it)
        self._connections: dict[web.WebSocketResponse, Connection] = {}
        self.sent: dict[int, int] = {}  # messages sent per seat (tests and the bench read it)
        self._sockets: dict[web.WebSocketResponse, tuple[str, Who]] = {}  # ("seat", n), ("member", (n, m)), ("pupil", token)
        self._langs: dict[web.WebSocketResponse, str] = {}  # each page's language (its tiles' words)
        self._sent_versions: dict[web.WebSocketResponse, int] = {}  # own pace: the state each page has
        self._runner: web.AppRunner | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._wake: asyncio.Event | None = None
        self._tasks: list[asyncio.Task] = []
        self._thread: threading.Thread | None = None
        self._stopped = threading.Event()

    # -- addresses -----------------------------------------------------------------------------
    @property
    def served(self) -> ClassTable | ClassLesson:
        """The game or the lesson this server serves (exactly one is given)."""
        served = self.table or self.lesson
        assert served is not None
        return served

    @property
    def room_code(self) -> str:
        return self.served.room_code

    @property
    def mode(self) -> str:
        """The pages' mode: "game", "lesson" (the class follows the projector) or "ownpace"."""
        return "game" if self.table else getattr(self.lesson, "mode", "lesson")

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
                for s in self.table.seats if s.control is Control.DEVICE and s.seat not in self.table.team_hands]

    # -- the aiohttp application -----------------------------------------------------------------
    def build_app(self) -> web.Application:
        app = web.Application(client_max_size=MAX_MESSAGE)
        app.router.add_get("/", self._room_page)
        app.router.add_post("/api/join", self._api_join)
        app.router.add_get("/api/seats", self._api_seats)
        app.router.add_post("/api/rejoin", self._api_rejoin)
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
        try:
            site = await self._listen(self.port)
        except OSError:
            if not (self.any_port_if_taken and self.port):
                await self._runner.cleanup()
                raise
            site = await self._listen(0)  # the port is taken (or refused): any free one
        server = site._server  # noqa: SLF001 - aiohttp keeps the bound socket here
        if isinstance(server, asyncio.Server) and server.sockets:
            self.port = server.sockets[0].getsockname()[1]
        self.served.add_listener(self._notify)
        self._tasks = [asyncio.create_task(self._clock()), asyncio.create_task(self._broadcast()),
                       asyncio.create_task(self._watch())]

    async def _listen(self, port: int) -> web.TCPSite:
        assert self._runner is not None
        site = web.TCPSite(self._runner, self.host, port, reuse_address=True)
        await site.start()
        return site

    async def stop(self) -> None:
        for task in self._tasks:
            task.cancel()
        for ws in list(self._sockets):
            await ws.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    def quiet_times(self) -> list[float]:
        """Seconds since each open socket was last heard from (a message, a pong)."""
        return sorted(c.quiet_for() for c in list(self._connections.values()))

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
            self.served.tick(now - before)
            before = now

    async def _broadcast(self) -> None:
        assert self._wake is not None
        while True:
            await self._wake.wait()
            self._wake.clear()
            for ws in list(self._sockets):
                await self._send_news(ws)

    async def _send_news(self, ws: web.WebSocketResponse) -> None:
        """After a change: the state this socket should see now (own pace sends only what changed)."""
        await self._send_state(ws)

    async def _watch(self) -> None:
        """Ping a socket that has gone quiet; close one quiet for the whole idle time (a device
        switched off mid-game never says goodbye)."""
        while True:
            await asyncio.sleep(TICK)
            for ws, connection in list(self._connections.items()):
                if connection.gone():
                    await ws.close(code=WS_GONE, message=b"idle")
                elif connection.wants_ping():
                    connection.pinged = True
                    with contextlib.suppress(ConnectionError, RuntimeError):
                        await ws.ping()
            self.watch_rounds += 1

    async def _send_state(self, ws: web.WebSocketResponse) -> None:
        kind, who = self._sockets.get(ws, ("", ""))
        if kind == "pupil" and self.lesson.pupil_for_token(who) is None:  # type: ignore[union-attr, arg-type]
            await ws.close(code=WS_MOVED, message=b"another device holds this place now")
            return
        if kind in ("seat", "member"):
            seat, member = (who, None) if kind == "seat" else who  # type: ignore[misc, str-unpack]
            message = self.table.seat_state(seat, self._langs.get(ws, self.lang), member)  # type: ignore[union-attr, arg-type]
            self.sent[seat] = self.sent.get(seat, 0) + 1  # type: ignore[index, arg-type]
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
        config = {"mode": self.mode, "lang": lang, "texts": page_texts(lang)}
        return web.Response(text=page_html("room.html", config), content_type="text/html", headers=NO_STORE)

    async def _device_page(self, request: web.Request) -> web.Response:
        token = request.match_info["token"]
        if self._who(token) is None:
            raise web.HTTPNotFound(text="No such seat in this class game. Scan the code on the projector again.")
        lang = self._lang(request)
        config = {"mode": self.mode, "lang": lang, "ws": f"/ws/{token}?lang={lang}",
                  "texts": page_texts(lang), "max_name": MAX_NAME}
        return web.Response(text=page_html("device.html", config), content_type="text/html", headers=NO_STORE)

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
            raise _refusal(web.HTTPTooManyRequests, "too_many")
        if not same_code(code, self.room_code):
            self.attempts.wrong(address)
            raise _refusal(web.HTTPForbidden, "wrong_code")

    async def _api_seats(self, request: web.Request) -> web.Response:
        self._check_code(request, request.query.get("code", ""))
        seats = self.table.free_seats() if self.table else []
        return web.json_response({"seats": seats})

    async def _api_rejoin(self, request: web.Request) -> web.Response:
        return await api_rejoin(self, request)

    async def _api_join(self, request: web.Request) -> web.Response:
        try:
            body = await request.json()
            if not isinstance(body, dict):
                raise ValueError
        except ValueError:
            raise _refusal(web.HTTPBadRequest, "bad_request") from None
        self._check_code(request, str(body.get("code", "")))
        if self.table is not None:
            token = self.table.claim_free_place(body.get("seat"), body.get("member"))
            if token is None:
                return web.json_response({"error": "no_seat"}, status=409)
            return web.json_response({"join": f"/join/{token}"})
        assert self.lesson is not None
        name, pin = str(body.get("name", "")), body.get("pin")
        address, pupil = request.remote or "?", pupil_key(name)
        # PINs guessed at from this address, or this pupil's PIN from anywhere: wait a while.
        if self.pin_addresses.blocked(address) or self.pin_attempts.blocked(pupil):
            raise _refusal(web.HTTPTooManyRequests, "too_many")
        loop = asyncio.get_running_loop()
        try:
            token = await loop.run_in_executor(None, self.lesson.join, name, str(pin) if pin else None)
        except JoinRefused as exc:
            if exc.code == "pin":
                self.pin_addresses.wrong(address)
                self.pin_attempts.wrong(pupil)
            status = JOIN_REFUSED_STATUS.get(exc.code, 400)
            return web.json_response({"error": exc.code, "message": str(exc)}, status=status)
        return web.json_response({"join": f"/join/{token}"})

    # -- the WebSocket -------------------------------------------------------------------------------
    def _who(self, token: str) -> tuple[str, Who] | None:
        if self.table is not None:
            seat = self.table.seat_for_token(token)
            if seat is None:  # a team member's phone: the team's seat, as that member
                member = self.table.member_for_token(token)
                return None if member is None else ("member", member)
            return ("seat", seat)
        pupil = self.lesson.pupil_for_token(token) if self.lesson else None
        return None if pupil is None else ("pupil", pupil.token)

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        who = self._who(request.match_info["token"])
        if who is None:
            raise web.HTTPForbidden(text="unknown token")
        # Pings and pongs are ours (autoping off): a pong is how a quiet device says it is there.
        ws = web.WebSocketResponse(autoping=False, max_msg_size=MAX_MESSAGE)
        await ws.prepare(request)
        kind, key = who
        lang = self._lang(request)
        connection = Connection(self.limits, self.clock)
        self._sockets[ws] = who
        self._langs[ws] = lang
        self._connections[ws] = connection
        self._connect(kind, key, +1)
        try:
            await self._send_state(ws)
            async for msg in ws:
                connection.heard()
                reply = await self._receive(ws, msg, connection, kind, key, lang)
                if reply is not None:
                    await self._send(ws, reply)
                if connection.flooding:
                    await ws.close(code=WS_TOO_FAST, message=b"too many messages")
        finally:
            self._sockets.pop(ws, None)
            self._langs.pop(ws, None)
            self._sent_versions.pop(ws, None)
            self._connections.pop(ws, None)
            self._connect(kind, key, -1)
        return ws

    async def _receive(self, ws: web.WebSocketResponse, msg, connection: Connection, kind: str, key: Who,
                       lang: str) -> dict | None:
        """One frame from a device: the reply for that device alone, if any."""
        if msg.type == WSMsgType.PING:
            await ws.pong(msg.data)
            return None
        if msg.type == WSMsgType.PONG:
            return None
        if msg.type == WSMsgType.BINARY:
            return {"type": "error", "code": "binary", "detail": "send JSON text messages, not binary ones"}
        if msg.type != WSMsgType.TEXT:
            return None
        if not connection.take():  # too fast: not judged, so the other seats are not held up
            return {"type": "error", "code": "too_fast", "detail": "wait a moment between messages",
                    **ref_of(msg.data)}
        return self._handle(kind, key, msg.data, lang)

    def _connect(self, kind: str, key: Who, delta: int) -> None:
        if kind == "seat":
            assert self.table is not None
            (self.table.connect if delta > 0 else self.table.disconnect)(key)  # type: ignore[arg-type]
        elif kind == "member":
            assert self.table is not None
            self.table.connect_member(*key, delta)  # type: ignore[misc, call-arg]
        else:
            assert self.lesson is not None and isinstance(key, str)
            self.lesson.connect(key, delta)

    def _handle(self, kind: str, key: Who, text: str, lang: str) -> dict | None:
        """One message from a device; the reply for that device alone (state goes to everyone)."""
        try:  # the careful reader: 4 KB of "[" would otherwise raise RecursionError here
            message = parse_json(text, "message")
            if not isinstance(message, dict):
                raise ValueError
        except ValueError:  # ReadError is one; valid JSON refused still gets its ref back
            return {"type": "error", "code": "bad_message", **ref_of(text)}
        ref = message.get("ref")
        kind_of = message.get("type")
        if kind_of == "ping":
            return {"type": "pong", "ref": ref}
        if kind == "pupil":
            if kind_of != "answer":
                return {"type": "error", "code": "bad_message", "ref": ref}
            assert self.lesson is not None and isinstance(key, str)
            ok, why = self.lesson.answer(key, message.get("value"))
            return {"type": "answered", "ref": ref} if ok else {"type": "refused", "code": why, "ref": ref}
        assert self.table is not None
        if kind_of == "name":  # the pupil names themselves (self_names.py)
            seat, member = (key, None) if kind == "seat" else key  # type: ignore[misc, str-unpack]
            return self.renames.reply(self.table, seat, member, message)  # type: ignore[arg-type]
        if kind == "member" and kind_of == "vote":  # a team member's yes or no to the proposal
            result = self.table.team_vote(*key, message.get("yes") is True)  # type: ignore[misc, call-arg]
        else:
            try:
                action = parse_action_message(message)
            except BadMessage as exc:
                return {"type": "error", "code": "bad_message", "detail": str(exc), "ref": ref}
            if kind == "member":
                result = self.table.team_move(*key, action)  # type: ignore[misc, call-arg]
            else:
                result = self.table.act(key, action)  # type: ignore[arg-type]
        if result is not None and result.refusal is None and result.action is None:
            return {"type": "proposed", "ref": ref}  # the team decides (team_hand.py)
        if result is None:
            return {"type": "refused", "code": "not_yours", "ref": ref}
        if result.refusal is not None:  # the table game judged it: its reason, in the page's words
            return {"type": "refused", "code": str(result.refusal.reason),
                    "text": result.refusal.say.text(lang), "ref": ref}
        return {"type": "done", "ref": ref}
