import os

# No screen and no sound card here or in CI: every test runs SDL headless unless it says otherwise.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest


@pytest.fixture(autouse=True)
def _private_user_home(tmp_path_factory, monkeypatch):
    """Each test gets its own data folder: no test reads or writes the real user's files."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("EDU_DOMINO_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def _class_play_on_loopback(monkeypatch):
    """A class-play server started by a test listens on loopback only, never on a network."""
    monkeypatch.setenv("EDU_DOMINO_CLASS_HOST", "127.0.0.1")


@pytest.fixture(autouse=True)
def _english_messages(monkeypatch):
    """Tests read English messages unless they ask for another language: the system locale says
    English, and no language chosen by an earlier test's app lingers."""
    from edu_domino import i18n

    monkeypatch.setenv("LANGUAGE", "en")  # read before LC_ALL, LC_MESSAGES and LANG
    i18n.set_language(None)
    yield
    i18n.set_language(None)
