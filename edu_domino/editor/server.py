"""The pack editor's web server (aiohttp), on the loopback address only: one teacher, one pack.

    GET  /                    the editor page (its words and forms in the config it carries)
    GET  /static/NAME         the page's script and style
    GET  /face/KEY.png        one half's picture, drawn by the app's painter
    GET  /api/pack            the pack as plain data, its problems, its file
    POST /api/check           {data} -> {problems}: check-pack's messages, each with its key
    POST /api/save            {data, draft} -> {saved, problems}; a broken pack only as a draft
    POST /api/duplicate       {data, id} -> the copy's file (a bundled pack's starting point)
    POST /api/try             {data, step, answer} -> run-pack's verdict for that step
    POST /api/taps            {data, step, taps} -> the rhythm's onsets and each tap judged
    POST /api/views           {data, open} -> {views: [{key, state, error}]}: every step's pupil
                              view queued to be drawn in the background (views.py), never waited for
    POST /api/view-states     {keys} -> {states: {key: {state, error}}}: asked again until drawn
    GET  /view/KEY.png        a view drawn (KEY: made from what it shows, so it never goes stale)
    POST /api/preview         {data, step} -> PNG: the step as `screenshot lesson` draws it, waited for
    POST /api/worksheet       {data} -> PDF: the pack as `worksheet` prints it
    POST /api/picture?name=N  the picture's bytes -> {name}: copied beside the pack
    GET  /picture/NAME        a picture beside the pack, shown in its step's form
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

from aiohttp import web

from edu_domino.editor.forms import schema
from edu_domino.editor.page_texts import page_texts
from edu_domino.editor.pictures import NotAHalf, half_png
from edu_domino.editor.session import RENDER_TIMEOUT, EditError, EditSession, problem_json
from edu_domino.editor.views import FAILED, PupilViews
from edu_domino.i18n import _
from edu_domino.lesson.checker import ID_PATTERN

HOST = "127.0.0.1"  # never the classroom network: the editor writes files
STATIC_FILES = {"editor.js": "text/javascript", "editor.css": "text/css"}
NO_STORE = {"Cache-Control": "no-store"}
KEPT = {"Cache-Control": "private, max-age=86400, immutable"}  # a view's address names its content
MAX_BODY = 9 * 1024 * 1024  # a picture of at most 8 MB, with room


def _static(name: str) -> str:
    return resources.files("edu_domino.editor").joinpath("static", name).read_text(encoding="utf-8")


def page(session: EditSession) -> str:
    config = {"lang": session.lang, "texts": page_texts(session.lang), "schema": schema(session.lang)}
    data = json.dumps(config, ensure_ascii=False).replace("<", "\\u003c")
    return _static("editor.html").replace("__LANG__", session.lang).replace("__CONFIG__", data)


def _bad(message: str) -> web.HTTPException:
    return web.HTTPBadRequest(text=json.dumps({"error": message}), content_type="application/json")


async def _body(request: web.Request) -> dict[str, Any]:
    try:
        body = await request.json()
    except (ValueError, UnicodeDecodeError):
        raise _bad("not JSON") from None
    if not isinstance(body, dict) or not isinstance(body.get("data", {}), dict):
        raise _bad("expected {data: {...}}")
    return body


def _step(body: dict) -> int:
    step = body.get("step")
    if not isinstance(step, int) or isinstance(step, bool):
        raise _bad("step must be a number")
    return step


def _indices(body: dict, name: str) -> list[int]:
    given = body.get(name) or []
    if not isinstance(given, list) or not all(isinstance(i, int) and not isinstance(i, bool) for i in given):
        raise _bad(f"{name} must be a list of step numbers")
    return given


def want_views(session: EditSession, views: PupilViews, data: dict, first: list[int]) -> list[dict]:
    """Every step's pupil view queued to be drawn (views.py), and how each stands now; a step
    that cannot be written yet (a value TOML has no way to write) says why instead."""
    steps = data.get("steps")
    texts: list[str | EditError] = []
    for i in range(len(steps) if isinstance(steps, list) else 0):
        try:
            texts.append(session.view_text(data, i))
        except EditError as exc:
            texts.append(exc)
    places = [i for i, text in enumerate(texts) if isinstance(text, str)]  # step -> place among the drawn
    keys = iter(views.want([t for t in texts if isinstance(t, str)], [places.index(i) for i in first if i in places]))
    answer = []
    for text in texts:
        if isinstance(text, EditError):
            answer.append({"key": None, "state": FAILED, "error": str(text)})
        else:
            key = next(keys)
            answer.append({"key": key, **_state(views, key)})
    return answer


def _state(views: PupilViews, key: str) -> dict:
    return dict(zip(("state", "error"), views.state(key), strict=True))


def make_app(session: EditSession) -> web.Application:
    app = web.Application(client_max_size=MAX_BODY)
    routes = web.RouteTableDef()
    views = PupilViews(session.draw_view)

    async def closing(_app: web.Application) -> None:
        views.close()
        session.close()

    app.on_cleanup.append(closing)

    @routes.get("/")
    async def index(request: web.Request) -> web.Response:
        return web.Response(text=page(session), content_type="text/html", headers=NO_STORE)

    @routes.get("/static/{name}")
    async def static(request: web.Request) -> web.Response:
        name = request.match_info["name"]
        if name not in STATIC_FILES:
            raise web.HTTPNotFound()
        return web.Response(text=_static(name), content_type=STATIC_FILES[name], headers=NO_STORE)

    @routes.get("/face/{key}.png")
    async def face(request: web.Request) -> web.Response:
        try:
            return web.Response(body=half_png(request.match_info["key"]), content_type="image/png")
        except NotAHalf:
            raise web.HTTPNotFound() from None

    @routes.get("/api/pack")
    async def pack(request: web.Request) -> web.Response:
        data = session.text.data()
        problems = session.check(data)
        # The views are drawn from the moment the pack is opened, before the teacher asks.
        await _off_loop(want_views, session, views, data, [])
        return web.json_response({"data": data, "problems": [problem_json(p) for p in problems],
                                  "file": str(session.path), "bundled": session.bundled})

    @routes.post("/api/check")
    async def check(request: web.Request) -> web.Response:
        body = await _body(request)
        try:
            problems = session.check(body["data"])
        except EditError as exc:
            raise _bad(str(exc)) from None
        return web.json_response({"problems": [problem_json(p) for p in problems]})

    @routes.post("/api/save")
    async def save(request: web.Request) -> web.Response:
        body = await _body(request)
        before = session.saved_text
        try:
            problems = session.save(body["data"], draft=bool(body.get("draft")))
        except (EditError, OSError) as exc:
            raise _bad(str(exc)) from None
        return web.json_response({"saved": session.saved_text != before or not any(not p.warning for p in problems),
                                  "file": str(session.path), "problems": [problem_json(p) for p in problems]})

    @routes.post("/api/duplicate")
    async def duplicate(request: web.Request) -> web.Response:
        body = await _body(request)
        new_id = body.get("id")
        if not isinstance(new_id, str) or not ID_PATTERN.match(new_id):
            raise _bad("id")
        try:
            path = session.duplicate(body["data"], new_id)
        except (EditError, OSError) as exc:
            raise _bad(str(exc)) from None
        return web.json_response({"file": str(path), "bundled": False})

    @routes.post("/api/try")
    async def try_it(request: web.Request) -> web.Response:
        body = await _body(request)
        try:
            return web.json_response(session.try_step(body["data"], _step(body), body.get("answer")))
        except EditError as exc:
            raise _bad(str(exc)) from None

    @routes.post("/api/taps")
    async def taps(request: web.Request) -> web.Response:
        body = await _body(request)
        given = body.get("taps") or []
        if not isinstance(given, list) or not all(isinstance(t, int | float) for t in given):
            raise _bad("taps")
        try:
            return web.json_response(session.tap_timeline(body["data"], _step(body), [float(t) for t in given]))
        except EditError as exc:
            raise _bad(str(exc)) from None

    @routes.post("/api/views")
    async def every_view(request: web.Request) -> web.Response:
        body = await _body(request)
        first = _indices(body, "open")
        return web.json_response({"views": await _off_loop(want_views, session, views, body["data"], first)})

    @routes.post("/api/view-states")
    async def view_states(request: web.Request) -> web.Response:
        keys = (await _body(request)).get("keys")
        if not isinstance(keys, list) or not all(isinstance(k, str) for k in keys):
            raise _bad("keys must be a list of view keys")
        return web.json_response({"states": {key: _state(views, key) for key in keys}})

    @routes.get("/view/{key}.png")
    async def view_picture(request: web.Request) -> web.Response:
        png = views.picture(request.match_info["key"])
        if png is None:
            raise web.HTTPNotFound()
        return web.Response(body=png, content_type="image/png", headers=KEPT)

    @routes.post("/api/preview")
    async def preview(request: web.Request) -> web.Response:
        body = await _body(request)
        try:
            text = session.view_text(body["data"], _step(body))
        except EditError as exc:
            raise _bad(str(exc)) from None
        drawn = await _off_loop(views.now, text, RENDER_TIMEOUT)
        if drawn.png is None:
            raise _bad(drawn.error or _("the step cannot be drawn yet"))
        return web.Response(body=drawn.png, content_type="image/png", headers=NO_STORE)

    @routes.post("/api/worksheet")
    async def worksheet(request: web.Request) -> web.Response:
        body = await _body(request)
        try:
            pdf = await _off_loop(session.worksheet, body["data"])
        except EditError as exc:
            raise _bad(str(exc)) from None
        return web.Response(body=pdf, content_type="application/pdf", headers=NO_STORE)

    @routes.post("/api/picture")
    async def picture(request: web.Request) -> web.Response:
        content = await request.read()
        try:
            name = session.add_picture(request.query.get("name", "picture.png"), content)
        except (EditError, OSError) as exc:
            raise _bad(str(exc)) from None
        return web.json_response({"name": name})

    @routes.get("/picture/{name}")
    async def pack_picture(request: web.Request) -> web.FileResponse:
        path = session.picture_path(request.match_info["name"])
        if path is None:
            raise web.HTTPNotFound()
        return web.FileResponse(path, headers=NO_STORE)

    app.add_routes(routes)
    return app


async def _off_loop(fn, *args):
    import asyncio

    return await asyncio.get_running_loop().run_in_executor(None, fn, *args)


class EditorServer:
    """The editor's server on a thread of its own (the command waits on it; tests drive it)."""

    def __init__(self, session: EditSession, port: int = 0) -> None:
        self.session = session
        self.port = port
        self._loop: Any = None
        self._runner: web.AppRunner | None = None
        self._thread: Any = None

    @property
    def url(self) -> str:
        return f"http://{HOST}:{self.port}/"

    def start_in_thread(self, timeout: float = 30.0) -> None:
        import asyncio
        import threading

        started = threading.Event()
        failed: list[BaseException] = []

        async def begin() -> None:
            self._runner = web.AppRunner(make_app(self.session), access_log=None, handle_signals=False)
            await self._runner.setup()
            site = web.TCPSite(self._runner, HOST, self.port)
            await site.start()
            server = site._server
            assert server is not None
            self.port = server.sockets[0].getsockname()[1]  # type: ignore[union-attr, attr-defined]

        def run() -> None:
            self._loop = asyncio.new_event_loop()
            try:
                self._loop.run_until_complete(begin())
            except BaseException as exc:  # noqa: BLE001 - handed to the starting thread
                failed.append(exc)
                started.set()
                return
            started.set()
            self._loop.run_forever()
            self._loop.run_until_complete(self._runner.cleanup())  # type: ignore[union-attr]
            self._loop.close()

        self._thread = threading.Thread(target=run, name="pack-editor", daemon=True)
        self._thread.start()
        started.wait(timeout)
        if failed:
            raise failed[0]

    def stop(self) -> None:
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._loop.stop)
        if self._thread is not None:
            self._thread.join(30)

    def wait(self) -> None:
        if self._thread is not None:
            self._thread.join()
