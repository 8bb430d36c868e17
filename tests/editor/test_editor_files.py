"""The editor's file side, through its server's API: every bundled pack opens and saves back byte
for byte when unchanged; one field edited keeps the teacher's comments; a broken pack is saved
only as a draft; a dropped picture lands beside the pack; Duplicate gives a new id."""

from __future__ import annotations

import asyncio
import copy
import shutil
from pathlib import Path

import aiohttp
import pytest

from edu_domino.editor.server import EditorServer
from edu_domino.editor.session import EditSession

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
BUNDLED = sorted(LESSONS.glob("*.toml"))

COMMENTED = """\
# Ms. Rivera's pack: keep these notes!
id = "commented"   # never change it
version = 1
level = 3
faces = "notes"

[title]
en = "Dots"        # the title
[instructions]
en = "Add the dots."

# the first question
[[steps]]
kind = "sum"
id = "how-much"
show = ["q."]      # a dotted quarter
answer = 3

[[steps]]
kind = "sum"
id = "two"
show = ["q"]
answer = 2         # easy one
"""


def call(server: EditorServer, method: str, path: str, **kw):
    async def go():
        async with aiohttp.ClientSession() as http, http.request(method, server.url.rstrip("/") + path, **kw) as r:
            return r.status, await (r.json() if r.content_type == "application/json" else r.read())
    return asyncio.run(go())


@pytest.fixture
def serve():
    servers = []

    def start(path: Path) -> EditorServer:
        server = EditorServer(EditSession(path, "en"))
        server.start_in_thread()
        servers.append(server)
        return server

    yield start
    for s in servers:
        s.stop()


def test_there_are_bundled_packs_to_round_trip():
    assert len(BUNDLED) >= 8


@pytest.mark.parametrize("source", BUNDLED, ids=lambda p: p.name)
def test_a_bundled_pack_saved_unchanged_is_byte_identical(source, tmp_path, serve):
    pack = tmp_path / source.name
    shutil.copy(source, pack)
    server = serve(pack)
    status, opened = call(server, "GET", "/api/pack")
    assert status == 200 and opened["problems"] == []
    pack.write_bytes(b"")  # so the save below must write the whole text again
    status, saved = call(server, "POST", "/api/save", json={"data": opened["data"]})
    assert status == 200 and saved["saved"], saved
    assert pack.read_bytes() == source.read_bytes()


def open_commented(tmp_path, serve):
    """The commented pack in a running editor: its file, the server, and the data the page gets."""
    pack = tmp_path / "commented.toml"
    pack.write_text(COMMENTED, encoding="utf-8")
    server = serve(pack)
    _, opened = call(server, "GET", "/api/pack")
    return pack, server, copy.deepcopy(opened["data"])


def test_one_field_edited_keeps_every_comment(tmp_path, serve):
    pack, server, data = open_commented(tmp_path, serve)
    data["steps"][1]["show"] = ["h"]
    data["steps"][1]["answer"] = 4
    status, saved = call(server, "POST", "/api/save", json={"data": data})
    assert status == 200 and saved["saved"], saved
    # Only the two edited lines differ: the expected text is the original with them rewritten.
    expected = COMMENTED.replace('show = ["q"]\nanswer = 2         # easy one', 'show = ["h"]\nanswer = 4         # easy one')
    assert pack.read_text(encoding="utf-8") == expected


def test_a_broken_pack_is_not_saved_unless_as_a_draft(tmp_path, serve):
    pack, server, data = open_commented(tmp_path, serve)
    data["steps"][0]["answer"] = 5  # q. is worth 3
    _, refused = call(server, "POST", "/api/save", json={"data": data})
    assert refused["saved"] is False
    assert pack.read_text(encoding="utf-8") == COMMENTED
    (problem,) = [p for p in refused["problems"] if not p["warning"]]
    assert problem["path"] == ["steps", 0, "answer"]
    assert problem["apply"] == {"value": 3}  # the fix, as a button: write answer = 3
    _, draft = call(server, "POST", "/api/save", json={"data": data, "draft": True})
    assert draft["saved"] is True
    assert "answer = 5" in pack.read_text(encoding="utf-8")


def test_a_dropped_picture_is_copied_beside_the_pack(tmp_path, serve):
    from picture_files import tiny_png  # the lesson tests' own small valid PNG

    pack = tmp_path / "packs" / "pics.toml"
    pack.parent.mkdir()
    pack.write_text(COMMENTED, encoding="utf-8")
    server = serve(pack)
    picture = tiny_png(8, 8)
    status, answer = call(server, "POST", "/api/picture?name=My%20quarter!.png", data=picture)
    assert status == 200 and answer["name"] == "My-quarter.png"
    assert (pack.parent / "My-quarter.png").read_bytes() == picture
    status, answer = call(server, "POST", "/api/picture?name=notes.txt", data=b"hello")
    assert status == 400 and "PNG or JPEG" in answer["error"]


def test_duplicate_gives_a_bundled_pack_a_new_id(tmp_path, serve, _private_user_home):
    server = serve(BUNDLED[0])
    _, opened = call(server, "GET", "/api/pack")
    assert opened["bundled"] is True
    status, copied = call(server, "POST", "/api/duplicate", json={"data": opened["data"], "id": "my-warmup"})
    assert status == 200
    path = Path(copied["file"])
    assert path.name == "my-warmup.toml" and path.is_relative_to(_private_user_home)
    # Saving stays refused while the pack is the app's own copy; the copy saves.
    before = BUNDLED[0].read_bytes()
    _, fresh = call(serve(BUNDLED[0]), "GET", "/api/pack")
    status, refused = call(serve(BUNDLED[0]), "POST", "/api/save", json={"data": fresh["data"], "draft": True})
    assert status == 400 and "duplicate it" in refused["error"]
    assert BUNDLED[0].read_bytes() == before
    original = BUNDLED[0].read_text(encoding="utf-8")
    old_id = opened["data"]["id"]
    assert path.read_text(encoding="utf-8") == original.replace(f'id = "{old_id}"', 'id = "my-warmup"', 1)


def test_a_value_toml_cannot_write_is_refused_with_a_message(tmp_path, serve):
    pack, server, data = open_commented(tmp_path, serve)
    data["steps"][0]["show"] = [None]
    for path in ("/api/check", "/api/save"):
        status, answer = call(server, "POST", path, json={"data": data})
        assert status == 400 and "cannot be written in a pack file" in answer["error"]
    assert pack.read_text(encoding="utf-8") == COMMENTED


# A checker's fix and the value its button writes at the problem's key (None: no button), by hand.
FIXES = [
    (("steps", 0, "answer"), "write answer = 3", 3),
    (("steps", 0, "answer"), 'escribe answer = ["3-1"]', ["3-1"]),
    (("steps", 4, "tolerance"), 'escreva tolerance = "fair" (um destes: gentle, fair, strict)', "fair"),
    (("steps", 0, "show"), 'add show = ["...", "..."]', None),  # a placeholder to fill in, not a value
    (("steps", 6, "answer"), "write one of these: 5-3 R", None),  # prose: no key = value
    (("steps", 0), "write answer = 3", None),  # about the whole step, not a key
]


@pytest.mark.parametrize(("path", "fix", "value"), FIXES)
def test_a_fix_becomes_a_button_only_when_it_writes_a_value(path, fix, value):
    from edu_domino.editor.session import fix_value
    from edu_domino.lesson.pack import Problem

    applied = fix_value(Problem("p.toml", 1, "what", fix, path=path))
    assert applied == (None if value is None else {"value": value})
