"""Shared by the pack editor's browser tests: the editor's server on loopback and a real chromium
(the class-play tests' harness), and what a teacher does on the page, by clicks and keys."""

from __future__ import annotations

import os
import sys
import time
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "classplay"))
import browsers  # noqa: E402
from browsers import close_browser, open_browser  # noqa: E402

from edu_domino.editor.server import EditorServer  # noqa: E402
from edu_domino.editor.session import EditSession  # noqa: E402

WAIT = 60.0  # seconds one step may take on a busy machine before the test fails
ROOT = Path(__file__).resolve().parents[2]


def wait_until(test, what: str, timeout: float = WAIT):
    return browsers.wait_until(test, what, timeout)


@contextmanager
def editor(path: Path, lang: str = "en", size: tuple[int, int] = (1280, 800), session: EditSession | None = None):
    """The editor on `path` (or on `session`), opened in a headless chromium; yields (browser, server)."""
    server = EditorServer(session or EditSession(path, lang))
    server.start_in_thread()
    web = open_browser(size)
    try:
        if size[0] < 500:  # narrower than a headless window goes: the phone's own viewport
            viewport(web, size)
        web.get(server.url)
        wait_until(lambda: web.execute_script("return document.body.dataset.ready") == "1", "the editor page")
        yield web, server
    finally:
        close_browser(web)
        server.stop()


def viewport(web, size: tuple[int, int]) -> None:
    """The page's viewport at exactly `size` (a headless window's own is smaller than the window),
    laid out as a phone's below 600 px."""
    web.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": size[0] < 600})


def settled(web) -> None:
    """Wait until the checker has answered the last change."""
    wait_until(lambda: web.execute_script("return document.body.dataset.checked") == "1", "the checker")


# Opens the folded parts (<details>) around an element by clicking their summaries, as a teacher does.
UNFOLD = """
const found = document.querySelector(arguments[0]);
for (let d = found && found.closest('details:not([open])'); d; d = d.parentElement.closest('details:not([open])')) {
  d.querySelector(':scope > summary').click();
}
"""


def click(web, css: str) -> None:
    from selenium.common.exceptions import StaleElementReferenceException

    for _ in range(50):
        try:
            web.execute_script(UNFOLD, css)
            element = web.find_element("css selector", css)
            web.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
            element.click()
            return
        except StaleElementReferenceException:
            time.sleep(0.05)
    raise AssertionError(f"{css} kept being redrawn")


def type_into(web, css: str, text: str) -> None:
    from selenium.webdriver.common.keys import Keys

    element = web.find_element("css selector", css)
    web.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.send_keys(Keys.CONTROL, "a")  # what was there is typed over, as a teacher would
    element.send_keys(text, Keys.TAB)  # Tab: the field's change is taken, as a teacher leaving it


def axe_file() -> Path:
    """axe-core, fetched by scripts/ensure_axe.sh (.ci/run runs it; so does this, the first time)."""
    import subprocess

    given = os.environ.get("EDU_DOMINO_AXE")
    path = Path(given) if given else ROOT / ".cache" / "axe" / "axe.min.js"
    if not path.is_file():
        subprocess.run(["bash", str(ROOT / "scripts" / "ensure_axe.sh")], check=False, capture_output=True, timeout=300)
    assert path.is_file(), f"axe-core is missing at {path}: run scripts/ensure_axe.sh (.ci/run does)"
    return path


def axe_violations(web) -> list[dict]:
    """axe-core's serious and critical violations on the page as it is now."""
    web.execute_script(axe_file().read_text(encoding="utf-8"))
    web.set_script_timeout(120)
    result = web.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then((r) => done(r.violations))"
        ".catch((e) => done([{id: 'axe-error', impact: 'critical', description: String(e), nodes: []}]));")
    return [v for v in result if v.get("impact") in ("serious", "critical")]
