"""The class-play server for an own-pace lesson: each pupil's page, and the teacher's live view.

The same server as class play (pages, room code, PIN limits, message rates, idle sockets), with:

    GET  /teacher/TOKEN     the teacher's live view (the link is printed for the teacher only)
    GET  /ws/TOKEN          a pupil's socket, or the teacher's with the teacher's token

A pupil's socket is sent that pupil's own state whenever it changed (not the whole class's
changes: thirty pupils at their own pace would otherwise wake every page at every tap); the
teacher's socket gets the class grid (`live`) after every change, and a pupil's answers when it
asks `{"type": "answers", "key": ...}`.
"""

from __future__ import annotations

from aiohttp import web

from edu_domino.classplay.messages import BadMessage
from edu_domino.classplay.ownpace import OwnPaceLesson
from edu_domino.classplay.page_texts import page_texts
from edu_domino.classplay.practice import OwnPacePractice
from edu_domino.classplay.server import NO_STORE, WS_MOVED, ClassServer, Who, page_html
from edu_domino.reading import parse_json


class OwnPaceServer(ClassServer):
    def __init__(self, *, ownpace: OwnPaceLesson | OwnPacePractice, **options) -> None:
        super().__init__(lesson=ownpace, **options)  # type: ignore[arg-type]  # it joins and connects alike
        self.ownpace = ownpace

    def teacher_url(self) -> str:
        return f"{self.url}teacher/{self.ownpace.teacher_token}"

    def build_app(self) -> web.Application:
        app = super().build_app()
        app.router.add_get("/teacher/{token}", self._teacher_page)
        return app

    async def _teacher_page(self, request: web.Request) -> web.Response:
        if not self.ownpace.is_teacher(request.match_info["token"]):
            raise web.HTTPNotFound(text="No such page.")
        lang = self._lang(request)
        config = {"mode": "teacher", "lang": lang, "ws": f"/ws/{self.ownpace.teacher_token}?lang={lang}",
                  "texts": page_texts(lang)}
        return web.Response(text=page_html("teacher.html", config), content_type="text/html", headers=NO_STORE)

    def _who(self, token: str) -> tuple[str, Who] | None:
        if self.ownpace.is_teacher(token):
            return "teacher", ""
        return super()._who(token)

    def _connect(self, kind: str, key: Who, delta: int) -> None:
        if kind != "teacher":
            super()._connect(kind, key, delta)

    async def _send_news(self, ws: web.WebSocketResponse) -> None:
        await self._send_state(ws, only_if_changed=True)

    async def _send_state(self, ws: web.WebSocketResponse, only_if_changed: bool = False) -> None:
        kind, who = self._sockets.get(ws, ("", None))
        if kind == "teacher":
            await self._send(ws, self.ownpace.live_state())
            return
        pupil = self.ownpace.pupil_for_token(who) if kind == "pupil" else None  # type: ignore[arg-type]
        if pupil is None:
            await ws.close(code=WS_MOVED, message=b"another device holds this place now")
            return
        if only_if_changed and self._sent_versions.get(ws) == pupil.version:
            return
        self._sent_versions[ws] = pupil.version
        await self._send(ws, self.ownpace.pupil_state(pupil.token, self._langs.get(ws, self.lang)))

    def _handle(self, kind: str, key: object, text: str, lang: str) -> dict | None:
        try:
            message = parse_json(text, "message")
            if not isinstance(message, dict):
                raise BadMessage
        except (ValueError, BadMessage):
            return {"type": "error", "code": "bad_message"}
        ref = message.get("ref")
        if message.get("type") == "ping":
            return {"type": "pong", "ref": ref}
        if kind == "teacher":
            if message.get("type") == "answers":
                return {**self.ownpace.answers_of(str(message.get("key", "")), lang), "ref": ref}
            return {"type": "error", "code": "bad_message", "ref": ref}
        return {**self.ownpace.act(key, message), "ref": ref}  # type: ignore[arg-type]
