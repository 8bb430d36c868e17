"""End to end in a real X window under Xvfb: the app starts, a game begins and is played by
keys sent through SDL's event queue, and the window's pixels show the table."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from edu_domino.ui.theme import STANDARD

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


@pytest.fixture
def xvfb():
    exe = shutil.which("Xvfb")
    assert exe, "Xvfb is needed for the end-to-end window test: apt-get install -y xvfb (.ci/run does)"
    read, write = os.pipe()
    proc = subprocess.Popen([exe, "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    assert number, "Xvfb did not start"
    yield f":{number}"
    proc.terminate()
    proc.wait(timeout=10)


@pytest.mark.xvfb
def test_a_game_in_a_real_window(xvfb, tmp_path):
    env = dict(os.environ)
    env.update(DISPLAY=xvfb, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy",
               EDU_DOMINO_HOME=str(tmp_path / "home"),
               PYTHONPATH=os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")]))
    shot = tmp_path / "window.png"
    done = subprocess.run([sys.executable, str(HERE / "window_child.py"), str(shot)], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["driver"] == "x11"
    assert report["size"] == [1024, 768]
    assert report["top"] == "TableScene"
    assert report["actions"] >= 3 and report["line"] >= 2
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1024, 768)
    # The window shows the table: felt green, the dark bars, and ivory tiles on the line.
    colors = {}
    for x in range(0, 1024, 8):
        for y in range(0, 768, 8):
            c = tuple(image.get_at((x, y)))[:3]
            colors[c] = colors.get(c, 0) + 1
    total = sum(colors.values())
    table = STANDARD
    assert colors.get(table.background, 0) / total > 0.2
    assert colors.get(table.panel, 0) / total > 0.1
    assert colors.get(STANDARD.tile_face, 0) > 20
