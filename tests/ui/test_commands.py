"""The commands: screenshot (every scene, bad input), play without a display, bench ui."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from ui_helpers import press

from edu_domino.cli import main
from edu_domino.ui.scene_names import SCENES

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("scene", SCENES)
def test_screenshot_every_scene(tmp_path, scene, capsys):
    out = tmp_path / f"{scene}.png"
    assert main(["screenshot", scene, str(out), "--size", "800x600", "--lang", "pt", "--faces", "notes"]) == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == (800, 600)
    # Not a blank frame: many colours (text, tiles, panels).
    colours = {tuple(image.get_at((x, y))) for x in range(0, 800, 10) for y in range(0, 600, 10)}
    assert len(colours) > 5


def test_screenshot_leaves_the_users_folder_alone(tmp_path, _private_user_home):
    main(["screenshot", "practice", str(tmp_path / "p.png"), "--size", "800x600"])
    assert os.environ["EDU_DOMINO_HOME"] == str(_private_user_home)
    assert not any(_private_user_home.iterdir())


def test_screenshot_bad_input_is_one_line_not_a_traceback(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    bad_size = subprocess.run([sys.executable, "-m", "edu_domino", "screenshot", "title", str(tmp_path / "x.png"),
                               "--size", "huge"], capture_output=True, text=True, env=env, cwd=tmp_path)
    assert bad_size.returncode == 2 and "WIDTHxHEIGHT" in bad_size.stderr and "Traceback" not in bad_size.stderr
    (tmp_path / "no").write_text("a file where a folder should be")
    nowhere = subprocess.run([sys.executable, "-m", "edu_domino", "screenshot", "title", str(tmp_path / "no" / "x.png")],
                             capture_output=True, text=True, env=env, cwd=tmp_path)
    # Named with its path and the reason, in the screenshot's language (Spanish by default).
    assert nowhere.returncode == 1 and "Traceback" not in nowhere.stderr
    assert f"{tmp_path / 'no' / 'x.png'}: no se puede escribir (una parte de la ruta es un archivo" in nowhere.stderr


def test_play_without_a_display_says_so(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="no-such-driver", EDU_DOMINO_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "edu_domino"], capture_output=True, text=True, env=env,
                          timeout=60)
    assert done.returncode == 1
    assert "cannot open a window" in done.stderr and "Traceback" not in done.stderr


def test_bench_ui_prints_the_figures(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT), EDU_DOMINO_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "edu_domino", "bench", "ui", "--json", "--frames", "20"],
                          capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    for size in ("1920x1080", "3840x2160"):
        assert {"median", "p99", "idle"} <= set(report["frame_ms"][size])
        assert {"median", "p99"} <= set(report["frame_ms"][size]["idle"])
        assert report["frame_ms"][size]["line_tiles"] >= 40  # a full double-twelve table
        # The machine's part is reported beside the frames: CPU time, stalls, the probe.
        assert {"cpu_median", "cpu_p99", "stalled_frames", "probe", "load_average"} <= set(report["frame_ms"][size])
        assert {"work_ms", "median", "p99"} <= set(report["frame_ms"][size]["probe"])
    assert {"median", "p99", "cpu_p99", "longest", "painted_in_frames", "painted_ahead"} <= set(report["table_round"])
    assert report["table_round"]["painted_ahead"] > 0  # the app's spare time was used
    assert {"1920x1080 median", "1920x1080 p99", "3840x2160 median"} == set(report["budgets"])
    assert all({"wall_met", "cpu_met"} <= set(v) for v in report["budgets"].values())
    assert report["first_frame_s"] > 0


def test_play_with_a_missing_lessons_folder_says_so(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT), EDU_DOMINO_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "edu_domino", "play", "--lessons", str(tmp_path / "nope")],
                          capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 1 and "no such folder" in done.stderr and "Traceback" not in done.stderr


def test_lesson_list_includes_a_teachers_folder(tmp_path, make_app):
    from edu_domino.resources import bundled_lessons_dir
    from edu_domino.ui.scenes.lessons import LessonListScene

    folder = tmp_path / "mine"
    folder.mkdir()
    source = sorted(bundled_lessons_dir().glob("*.toml"))[0]
    text = source.read_text(encoding="utf-8")
    (folder / "copy.toml").write_text(text, encoding="utf-8")
    (folder / "broken.toml").write_text("this is not toml = = =", encoding="utf-8")
    app = make_app()
    app.lesson_dirs = [folder]
    scene = LessonListScene(app)
    origins = {e.origin for e in scene.entries}
    assert "folder" in origins
    broken = [e for e in scene.entries if e.pack is None]
    assert broken
    app.push(scene)
    index = scene.entries.index(broken[0])
    scene.menu.focus = index
    press(app, pygame.K_RETURN)
    assert app.top is scene and "broken.toml" in (scene.message or "")


def test_the_benchmarks_headline_frames_all_draw_something(make_app):
    """The headline figure is honest: every measured frame changes what is on screen."""
    from edu_domino.bench.ui import MOVE_EVERY, busy_frames, full_table

    app = make_app(size=(1280, 720), language="es", animations=True)
    table = full_table(app)
    app.frame()
    drawn: list = []
    busy_frames(app, table, MOVE_EVERY * 2, drawn)
    assert len(drawn) == MOVE_EVERY * 2
    assert all(changed is None or changed for changed in drawn)  # never an empty frame
    assert sum(changed is None for changed in drawn) >= 2  # the moves redraw everything
    moving = [c for c in drawn if c is not None]
    assert all(any(r.colliderect(table.geometry().regions.hand) for r in c) for c in moving)
    # The laid tile really slides (a key would skip it): frames after a move redraw its place.
    last = table.game.spectator().last_played
    landed = table.geometry().line.tiles[0 if last.end == "L" else -1].rect
    sliding = [c for c in drawn[1:MOVE_EVERY] if c is not None and any(r.contains(landed) for r in c)]
    assert len(sliding) >= MOVE_EVERY // 4
