"""The pupil's views are drawn in the background from the moment a pack is opened: a click on a
step shows a picture already drawn, the very picture `screenshot lesson` draws for that step on
its own; until a view is drawn its box says so, and a step edited while its view is being drawn
never shows the old picture."""

from __future__ import annotations

import base64
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

from editor_page import ROOT, click, editor, settled, type_into, wait_until
from test_editor_views import PACK as VIEWS_PACK

from edu_domino.editor.session import EditSession

# The views test's pack, with a second step that looks different.
PACK = VIEWS_PACK + """
[[steps]]
kind = "sum"
id = "halves"
show = ["h", "h"]
answer = 4
"""

# The PNG a step's <img> shows, as base64 (fetched from the address the page gave it).
IMAGE_BYTES = """
const done = arguments[arguments.length - 1];
const img = document.querySelector(arguments[0] + ' img.view');
fetch(img.src).then((r) => r.arrayBuffer()).then((b) => {
  let s = ''; for (const x of new Uint8Array(b)) s += String.fromCharCode(x); done(btoa(s)); });
"""


def screenshot_alone(session: EditSession, data: dict, step: int, folder: Path) -> bytes:
    """The oracle: `edu-domino screenshot lesson` in a Python of its own, on that step alone."""
    pack, out = folder / f"alone-{step}.toml", folder / f"alone-{step}.png"
    pack.write_text(session.view_text(data, step), encoding="utf-8")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    subprocess.run([sys.executable, "-m", "edu_domino", "screenshot", "lesson", str(out), "--pack", str(pack),
                    "--step", "1", "--size", "800x600", "--lang", session.lang],
                   check=True, capture_output=True, env=env, cwd=ROOT, timeout=300)
    return out.read_bytes()


def _pack(tmp_path: Path) -> Path:
    path = tmp_path / "ready.toml"
    path.write_text(PACK, encoding="utf-8")
    return path


def shown_picture(web, step: int) -> bytes:
    css = f"#step-{step}"
    wait_until(lambda: web.find_elements("css selector", f"{css} img.view"), f"step {step + 1}'s view")
    web.set_script_timeout(180)
    return base64.b64decode(web.execute_async_script(IMAGE_BYTES, css))


def test_opening_a_pack_then_clicking_a_step_shows_the_view_screenshot_lesson_draws(tmp_path):
    session = EditSession(_pack(tmp_path), "en")
    with editor(tmp_path / "ready.toml", session=session) as (web, server):
        # Nothing clicked yet: the server is drawing both steps on its own.
        wait_until(lambda: session.drawing.started == 1 and len(session.drawing.cpu) >= 2, "both views drawn")
        click(web, '#step-1 [data-tool="preview"]')
        second = shown_picture(web, 1)
        click(web, '#step-0 [data-tool="preview"]')
        first = shown_picture(web, 0)
        assert len(session.drawing.cpu) == 2, "a view was drawn again on a click"
        data = web.execute_script("return state.data")
    assert second == screenshot_alone(session, data, 1, tmp_path)
    assert first == screenshot_alone(session, data, 0, tmp_path)
    assert first != second


def test_a_drawing_process_that_died_is_started_again(tmp_path):
    session = EditSession(_pack(tmp_path), "en")
    try:
        data = session.text.data()
        before = session.preview(data, 0)
        os.kill(session.drawing.pid, signal.SIGKILL)
        assert session.preview(data, 0) == before
        assert session.drawing.started == 2
    finally:
        session.close()


class Held:
    """The session's drawer, held on the texts whose step id is in `hold` until released."""

    def __init__(self, session: EditSession, hold: str) -> None:
        self.draw = session.draw_view
        self.hold = hold
        self.release = threading.Event()

    def __call__(self, text: str) -> bytes:
        if f'id = "{self.hold}"' in text:
            assert self.release.wait(120)
        return self.draw(text)


def test_until_a_view_is_drawn_its_box_says_so_and_an_edit_never_shows_the_old_picture(tmp_path):
    session = EditSession(_pack(tmp_path), "en")
    held = Held(session, "renamed")
    session.draw_view = held  # type: ignore[method-assign]
    try:
        with editor(tmp_path / "ready.toml", session=session) as (web, _server):
            click(web, '#step-0 [data-tool="preview"]')
            shown_picture(web, 0)

            # The teacher renames the step; its view now waits on the held drawing.
            type_into(web, '#step-0 .slot[data-field="id"] input', "renamed")
            settled(web)
            box = "#step-0 .view-box"
            wait_until(lambda: web.find_elements("css selector", f"{box} .drawing"), "the drawing box")
            assert web.find_element("css selector", f"{box} .drawing").text == "Drawing the pupil's view…"
            assert web.find_element("css selector", box).get_attribute("aria-busy") == "true"
            assert not web.find_elements("css selector", f"{box} img.view"), "the old picture is still shown"
            assert web.execute_script("return document.body.dataset.views") == "drawing"

            held.release.set()
            after = shown_picture(web, 0)
            assert web.find_element("css selector", box).get_attribute("aria-busy") is None
            data = web.execute_script("return state.data")
            assert data["steps"][0]["id"] == "renamed"
    finally:
        held.release.set()
    assert after == screenshot_alone(session, data, 0, tmp_path)
