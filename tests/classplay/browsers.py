"""Real browsers for the class-play tests and screenshots: Debian's chromium driven by Selenium
through chromium-driver (both installed by .ci/run), headless, each with its own profile."""

from __future__ import annotations

import shutil
import tempfile
import time

CHROMIUM = ("chromium", "chromium-browser", "google-chrome")
DRIVER = ("chromedriver", "chromium-driver")
PHONE = (412, 915)  # a common phone's CSS pixels


def find(names: tuple[str, ...]) -> str | None:
    for name in names:
        path = shutil.which(name)
        if path:
            return path
    return None


def chromium_paths() -> tuple[str, str]:
    browser, driver = find(CHROMIUM), find(DRIVER)
    assert browser and driver, (
        "the class-play browser test needs Debian's chromium and chromium-driver: "
        "apt-get install -y chromium chromium-driver (.ci/run does)")
    return browser, driver


def open_browser(size: tuple[int, int] = PHONE):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    browser, driver = chromium_paths()
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    profile = tempfile.mkdtemp(prefix="edu-domino-chromium-")
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--no-first-run", "--disable-extensions", "--disable-background-networking",
                f"--window-size={size[0]},{size[1]}", f"--user-data-dir={profile}"):
        options.add_argument(arg)
    web = webdriver.Chrome(service=Service(executable_path=driver), options=options)
    web.set_page_load_timeout(30)
    web.edu_profile = profile  # removed by close_browser
    return web


def close_browser(web) -> None:
    try:
        web.quit()
    finally:
        shutil.rmtree(getattr(web, "edu_profile", ""), ignore_errors=True)


def wait_until(test, what: str, timeout: float):
    """The first true value `test()` gives within `timeout` seconds; fails the test naming `what`."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = test()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def axe_script() -> str:
    """axe-core's script, fetched once by scripts/ensure_axe.sh (npm's client; .ci/run runs it
    too) into .cache/axe, or the file EDU_DOMINO_AXE names."""
    import os
    import subprocess
    from pathlib import Path

    given = os.environ.get("EDU_DOMINO_AXE")
    root = Path(__file__).resolve().parents[2]
    path = Path(given) if given else root / ".cache" / "axe" / "axe.min.js"
    if not path.is_file():
        subprocess.run(["bash", str(root / "scripts" / "ensure_axe.sh")], check=True, capture_output=True, timeout=300)
    assert path.is_file(), f"axe-core is missing at {path}: run scripts/ensure_axe.sh"
    return path.read_text(encoding="utf-8")


def serious_violations(web) -> list[str]:
    """axe-core's serious and critical violations on the page as it is now, one line each
    (the rule, and the first elements it names)."""
    web.execute_script(axe_script())
    web.set_script_timeout(120)
    found = web.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then((r) => done(r.violations))"
        ".catch((e) => done([{id: 'axe-error', impact: 'critical', help: String(e), nodes: []}]));")
    return [f"{v['id']} ({v['impact']}): {v.get('help', '')} at {[n['target'] for n in v['nodes'][:3]]}"
            for v in found if v.get("impact") in ("serious", "critical")]
