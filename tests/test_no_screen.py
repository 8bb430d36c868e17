"""With no screen the app says so in one line and stops, instead of running where nobody sees it."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from edu_domino.screen import missing_screen, opens_window

ROOT = Path(__file__).resolve().parents[1]
NO_SCREEN = ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")


def _without_screen(tmp_path, **extra):
    env = {k: v for k, v in os.environ.items() if k not in NO_SCREEN}
    return {**env, "PYTHONPATH": str(ROOT), "EDU_DOMINO_HOME": str(tmp_path), "LANGUAGE": "en", **extra}


# (environment, platform, a screen to open a window on?)
SCREENS = [
    ({}, "linux", False),
    ({"DISPLAY": ""}, "linux", False),  # set but empty: still nothing to draw on
    ({"DISPLAY": ":0"}, "linux", True),
    ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", True),
    ({"SDL_VIDEODRIVER": "dummy"}, "linux", True),  # tests and screenshots draw off screen
    ({"SDL_VIDEODRIVER": "kmsdrm"}, "linux", True),  # a driver named on purpose
    ({}, "freebsd14", False),
    ({}, "win32", True),
    ({}, "darwin", True),
]


@pytest.mark.parametrize(("env", "platform", "has_screen"), SCREENS)
def test_a_screen_is_found_where_there_is_one(env, platform, has_screen):
    assert (missing_screen(env, platform) is None) == has_screen


# (arguments after `edu-domino`, does it open the window?)
COMMANDS = [
    ([], True),
    (["--window", "--size", "800x600"], True),
    (["play", "--fullscreen"], True),
    (["serve"], True),
    (["serve", "--headless"], False),
    (["presets"], False),
    (["screenshot", "title", "t.png"], False),
    (["play", "--help"], False),
    (["--help"], False),
]


@pytest.mark.parametrize(("argv", "opens"), COMMANDS)
def test_only_the_window_needs_a_screen(argv, opens):
    assert opens_window(argv) == opens


def _one_line_about_the_screen(done):
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert "needs a screen" in lines[0] and "desktop" in lines[0] and "--window" in lines[0]
    assert "Traceback" not in done.stderr and "XDG_RUNTIME_DIR" not in done.stderr
    assert done.returncode == 1


def test_dev_py_run_without_a_screen_says_so_and_stops(tmp_path):
    done = subprocess.run([sys.executable, str(ROOT / "dev.py"), "run"], capture_output=True, text=True,
                          env=_without_screen(tmp_path), timeout=120)
    _one_line_about_the_screen(done)


def test_edu_domino_without_a_screen_says_so_in_the_language_asked(tmp_path):
    done = subprocess.run([sys.executable, "-m", "edu_domino"], capture_output=True, text=True,
                          env=_without_screen(tmp_path), timeout=120)
    _one_line_about_the_screen(done)
    spanish = subprocess.run([sys.executable, "-m", "edu_domino", "--window"], capture_output=True, text=True,
                             env=_without_screen(tmp_path, LANGUAGE="es"), timeout=120)
    assert spanish.returncode == 1 and "pantalla" in spanish.stderr


def test_other_commands_work_without_a_screen(tmp_path):
    done = subprocess.run([sys.executable, "-m", "edu_domino", "presets"], capture_output=True, text=True,
                          env=_without_screen(tmp_path), timeout=120)
    assert done.returncode == 0 and "clasico" in done.stdout


def test_the_examples_in_the_module_hold():
    import doctest

    import edu_domino.screen

    result = doctest.testmod(edu_domino.screen)
    assert result.attempted >= 5 and result.failed == 0
