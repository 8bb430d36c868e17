"""The editor server's questions about the pupil views, over HTTP as the page asks them: every
step gets a key, its picture is served only once drawn, under an address that names its content,
and a step that cannot be written says why without being drawn. The drawer is a stand-in that
writes the text it was given, so what is served can be checked against what was asked."""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request

import pytest

from edu_domino.editor.server import EditorServer
from edu_domino.editor.session import EditSession

PACK = 'id = "api"\nversion = 1\nlevel = 1\n\n[[steps]]\nkind = "sum"\nid = "one"\nshow = ["q"]\nanswer = 1\n'


def _ask(url: str, path: str, body: object | None = None) -> tuple[int, bytes, dict]:
    data = None if body is None else json.dumps(body).encode("utf-8")
    request = urllib.request.Request(url + path.lstrip("/"), data=data, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, response.read(), dict(response.headers)
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read(), dict(exc.headers)


@pytest.fixture
def served(tmp_path):
    path = tmp_path / "api.toml"
    path.write_text(PACK, encoding="utf-8")
    session = EditSession(path, "en")
    drawn: list[str] = []

    def stand_in(text: str) -> bytes:
        drawn.append(text)
        return b"PNG of " + text.encode("utf-8")

    session.draw_view = stand_in  # type: ignore[method-assign]
    server = EditorServer(session)
    server.start_in_thread()
    yield server.url, session, drawn
    server.stop()


def _until_ready(url: str, key: str) -> None:
    for _ in range(600):
        status, body, _headers = _ask(url, "/api/view-states", {"keys": [key]})
        assert status == 200
        if json.loads(body)["states"][key]["state"] != "drawing":
            return
        time.sleep(0.05)
    raise AssertionError("the view was never drawn")


def test_each_step_gets_a_key_and_its_picture_once_drawn(served):
    url, session, drawn = served
    data = session.text.data()
    data["steps"].append({"kind": "sum", "id": "two", "show": ["h"], "answer": 2})
    status, body, _headers = _ask(url, "/api/views", {"data": data, "open": [1]})
    assert status == 200
    views = json.loads(body)["views"]
    assert len(views) == 2 and views[0]["key"] != views[1]["key"]
    for view in views:
        _until_ready(url, view["key"])
    status, png, headers = _ask(url, f"/view/{views[1]['key']}.png")
    assert status == 200 and headers["Content-Type"] == "image/png"
    assert "immutable" in headers["Cache-Control"]
    text = png.decode("utf-8").removeprefix("PNG of ")
    assert 'id = "two"' in text and 'id = "one"' not in text and "answer" not in text  # that step alone, no answer
    assert sorted(drawn) == sorted(set(drawn)) and len(drawn) == 2  # each step drawn once


def test_a_view_not_drawn_is_not_served_and_bad_questions_are_refused(served):
    url, _session, _drawn = served
    assert _ask(url, "/view/0123456789abcdef0123456789abcdef.png")[0] == 404
    assert _ask(url, "/api/view-states", {"keys": "abc"})[0] == 400
    assert _ask(url, "/api/views", {"data": {}, "open": ["1"]})[0] == 400


def test_a_step_that_cannot_be_written_says_why_and_is_not_drawn(served):
    url, session, drawn = served
    data = session.text.data()
    data["steps"][0]["show"] = [None]  # JSON null: TOML has no way to write it
    status, body, _headers = _ask(url, "/api/views", {"data": data, "open": []})
    [view] = json.loads(body)["views"]
    assert status == 200 and view["key"] is None and view["state"] == "error"
    assert view["error"].startswith("this cannot be written in a pack file")
    assert drawn == []  # nothing was queued: the one step has no text to draw
