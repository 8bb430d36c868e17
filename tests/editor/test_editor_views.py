"""The pupil's view beside a step, in a real chromium: once the teacher opens it, it stays open
and is drawn again after each change to the step, so what the pupil will see follows the form."""

from __future__ import annotations

import pytest
from editor_page import click, editor, settled, wait_until

from edu_domino.editor.session import EditError, EditSession

PACK = """\
id = "views"
version = 1
level = 1
faces = "notes"
languages = ["en"]

[title]
en = "Views"
[instructions]
en = "Look."

[[steps]]
kind = "sum"
id = "dots"
show = ["q."]
answer = 3
"""

# The PNG an <img> shows, as base64 (the page fetches its own blob URL).
IMAGE_BYTES = """
const done = arguments[arguments.length - 1];
const img = document.querySelector('#step-0 img.view');
fetch(img.src).then((r) => r.arrayBuffer()).then((b) => {
  let s = ''; for (const x of new Uint8Array(b)) s += String.fromCharCode(x); done(btoa(s)); });
"""
# What `screenshot lesson` draws for the page's current pack, asked of the server directly.
PREVIEW_NOW = """
const done = arguments[arguments.length - 1];
fetch('/api/preview', {method: 'POST', headers: {'Content-Type': 'application/json'},
  body: JSON.stringify({data: arguments[0], step: 0})}).then((r) => r.arrayBuffer()).then((b) => {
  let s = ''; for (const x of new Uint8Array(b)) s += String.fromCharCode(x); done(btoa(s)); });
"""


def drawn_image(web) -> str:
    wait_until(lambda: web.execute_script("return document.body.dataset.views") == "drawn"
               and web.find_elements("css selector", "#step-0 img.view"), "the pupil's view")
    web.set_script_timeout(180)
    return web.execute_async_script(IMAGE_BYTES)


def test_an_open_pupils_view_is_drawn_again_after_the_step_changes(tmp_path):
    pack = tmp_path / "views.toml"
    pack.write_text(PACK, encoding="utf-8")
    with editor(pack) as (web, _server):
        click(web, '#step-0 [data-tool="preview"]')
        before = drawn_image(web)
        assert web.find_element("css selector", '#step-0 [data-tool="preview"]').is_displayed() is False

        # The teacher swaps the dotted quarter for a half note, by clicks.
        click(web, '#step-0 .slot[data-field="show"] .item button')
        settled(web)
        click(web, '#step-0 .slot[data-field="show"] [data-note="h"]')
        click(web, '#step-0 .slot[data-field="show"] [data-tool="done"]')
        settled(web)
        after = wait_until(lambda: (image := drawn_image(web)) != before and image, "the view drawn again")

        data = web.execute_script("return state.data")
        assert data["steps"][0]["show"] == ["h"]
        assert after == web.execute_async_script(PREVIEW_NOW, data)


def _session(tmp_path):
    pack = tmp_path / "views.toml"
    pack.write_text(PACK, encoding="utf-8")
    session = EditSession(pack, "en")
    return session, session.text.data()


def test_a_wrong_answer_does_not_hide_the_pupils_view(tmp_path):
    """The pupil never sees the answer: the view of a step whose answer is still wrong is the
    view of the same step answered right (the checker names the answer at its field)."""
    session, data = _session(tmp_path)
    right = session.preview(data, 0)
    data["steps"][0]["answer"] = 5
    assert right.startswith(b"\x89PNG") and session.preview(data, 0) == right


def test_a_step_that_cannot_be_drawn_says_why_without_the_scratch_files_name(tmp_path):
    session, data = _session(tmp_path)
    del data["steps"][0]["show"]
    with pytest.raises(EditError) as said:
        session.preview(data, 0)
    message = str(said.value)
    assert "`show` is missing" in message
    assert ".edit-" not in message and ".toml" not in message, message
