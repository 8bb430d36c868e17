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
