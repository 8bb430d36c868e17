"""A teacher loads a pack from a file they pick: folders and packs, keyboard and mouse; a broken
pack shows its `file:line:` problems on screen, never a traceback."""

import shutil

import pygame
from ui_helpers import click, press, wait_loaded

from edu_domino.lesson import find_packs, lesson_dirs
from edu_domino.resources import user_lessons_dir
from edu_domino.ui.scenes.files import FileBrowserScene, list_folder, start_folder
from edu_domino.ui.scenes.lessons import LessonListScene
from edu_domino.ui.scenes.pupils import PupilPickerScene

BROKEN = """id = "broken"
version = 1
title = { en = "Broken", es = "Roto", pt = "Quebrado" }
level = 1
faces = "pips"
tempo = 100

[[steps]]
kind = "sum"
show = ["pips:3"]
anwser = 3
"""


def _bundled_pack_file():
    entry = next(e for e in find_packs(lesson_dirs()) if e.pack is not None and e.pack.id == "warmup-pips-numerals")
    return entry.path


def _folder(tmp_path):
    """good.toml, broken.toml, garbage.toml, a pack folder and a plain folder with a pack inside."""
    shutil.copy(_bundled_pack_file(), tmp_path / "good.toml")
    (tmp_path / "broken.toml").write_text(BROKEN, encoding="utf-8")
    (tmp_path / "garbage.toml").write_bytes(b"\x00\xff\xfe binary \x80 junk")
    (tmp_path / "notes.txt").write_text("not a pack", encoding="utf-8")
    (tmp_path / ".hidden.toml").write_text("x", encoding="utf-8")
    (tmp_path / "Zeta pack").mkdir()
    shutil.copy(_bundled_pack_file(), tmp_path / "Zeta pack" / "pack.toml")
    (tmp_path / "class 5").mkdir()
    shutil.copy(_bundled_pack_file(), tmp_path / "class 5" / "inner.toml")
    return tmp_path


def _focus_name(app, scene, name: str) -> None:
    names = [e.name for e in scene.entries]
    target = names.index(name)
    for _ in range(len(names)):  # the list stops at its ends: go up or down towards it
        if scene.focus == target:
            return
        press(app, pygame.K_DOWN if scene.focus < target else pygame.K_UP)
    assert scene.focus == target


def _focus_label(app, menu, label: str) -> None:
    target = next(i for i, item in enumerate(menu.items) if item.label == label)
    for _ in range(len(menu.items)):
        if menu.focus == target:
            return
        press(app, pygame.K_DOWN if menu.focus < target else pygame.K_UP)
    assert menu.focus == target


def test_listing_folders_first_then_toml_files(tmp_path):
    rows = list_folder(_folder(tmp_path))
    assert [(e.kind, e.name) for e in rows] == [
        ("up", ".."), ("folder", "class 5"), ("packdir", "Zeta pack"),
        ("pack", "broken.toml"), ("pack", "garbage.toml"), ("pack", "good.toml"),
    ]


def test_starts_in_the_users_lessons_folder_or_home(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    assert start_folder() == tmp_path  # no lessons folder yet
    user_lessons_dir().mkdir(parents=True)
    assert start_folder() == user_lessons_dir()


def test_a_broken_pack_shows_its_problems_and_a_good_one_loads(make_app, tmp_path):
    folder = _folder(tmp_path)
    app = make_app(size=(1920, 1080), language="es")
    loaded = []
    app.push(LessonListScene(app))
    scene = FileBrowserScene(app, loaded.append, folder=folder)
    app.push(scene)
    app.frame()
    _focus_name(app, scene, "broken.toml")
    press(app, pygame.K_RETURN)
    wait_loaded(app, scene)
    assert app.top is scene and loaded == []
    assert scene.problems and all(p.startswith("broken.toml:") for p in scene.problems)
    assert any("broken.toml:11:" in p and "answer" in p for p in scene.problems)  # the line and "did you mean"
    assert all("Traceback" not in p for p in scene.problems)
    app.frame()  # the problems drawn on screen
    _focus_name(app, scene, "garbage.toml")
    press(app, pygame.K_RETURN)
    wait_loaded(app, scene)
    assert app.top is scene and scene.problems and scene.problems[0].startswith("garbage.toml:")
    app.frame()
    _focus_name(app, scene, "good.toml")
    press(app, pygame.K_RETURN)
    wait_loaded(app, scene)
    assert [p.id for p in loaded] == ["warmup-pips-numerals"]
    assert app.top is not scene


def test_folders_open_with_enter_and_backspace_goes_up(make_app, tmp_path):
    folder = _folder(tmp_path)
    app = make_app()
    app.push(LessonListScene(app))
    scene = FileBrowserScene(app, lambda pack: None, folder=folder)
    app.push(scene)
    _focus_name(app, scene, "class 5")
    press(app, pygame.K_RETURN)
    assert scene.folder == folder / "class 5"
    assert [e.name for e in scene.entries] == ["..", "inner.toml"]
    press(app, pygame.K_BACKSPACE)  # up a folder, not out of the browser
    assert app.top is scene and scene.folder == folder
    assert scene.entries[scene.focus].name == "class 5"  # the focus comes back where it was
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, LessonListScene)


def test_the_mouse_opens_folders_and_loads_a_pack_folder(make_app, tmp_path):
    folder = _folder(tmp_path)
    app = make_app(size=(1280, 720))
    loaded = []
    app.push(LessonListScene(app))
    scene = FileBrowserScene(app, loaded.append, folder=folder / "class 5")
    app.push(scene)
    app.frame()
    up_row = next(rect for i, rect in scene.rows if scene.entries[i].kind == "up")
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=up_row.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert scene.entries[scene.focus].kind == "up"  # hover moves the focus
    click(app, up_row.center)
    assert scene.folder == folder
    app.frame()
    row = next(rect for i, rect in scene.rows if scene.entries[i].name == "Zeta pack")
    click(app, row.center)
    wait_loaded(app, scene)
    assert [p.id for p in loaded] == ["warmup-pips-numerals"]


def test_from_the_lesson_list_a_picked_pack_asks_who_then_runs(make_app, tmp_path):
    folder = _folder(tmp_path)
    app = make_app(language="pt")
    lessons = LessonListScene(app)
    app.push(lessons)
    label = app.i18n.gettext("Open a pack file…")
    _focus_label(app, lessons.menu, "Open a pack file…")
    assert label != "Open a pack file…"  # translated
    press(app, pygame.K_RETURN)
    scene = app.top
    assert isinstance(scene, FileBrowserScene)
    scene.open_folder(folder)
    _focus_name(app, scene, "good.toml")
    press(app, pygame.K_RETURN)
    wait_loaded(app, scene)
    # good.toml is a copy of a bundled pack that kept its id: refused, records would mix
    assert app.top is lessons and "good.toml:2:" in lessons.message
    assert "também é usado por" in lessons.message and "dê a esta cópia um id próprio" in lessons.message
    good = folder / "good.toml"
    good.write_text(good.read_text(encoding="utf-8").replace('id = "warmup-pips-numerals"', 'id = "my-warmup"', 1),
                    encoding="utf-8")
    press(app, pygame.K_DOWN)
    _focus_label(app, lessons.menu, "Open a pack file…")
    press(app, pygame.K_RETURN)
    scene = app.top
    scene.open_folder(folder)
    _focus_name(app, scene, "good.toml")
    press(app, pygame.K_RETURN)
    wait_loaded(app, scene)
    assert isinstance(app.top, PupilPickerScene)
    assert app.scenes[-2] is lessons


def test_an_unreadable_folder_is_said_not_crashed(make_app, tmp_path):
    app = make_app()
    scene = FileBrowserScene(app, lambda pack: None, folder=tmp_path)
    app.push(scene)
    assert not scene.open_folder(tmp_path / "missing")
    assert scene.folder == tmp_path and scene.message
    app.frame()


def test_the_mouse_wheel_scrolls_a_long_folder(make_app, tmp_path):
    for i in range(40):
        (tmp_path / f"pack-{i:02}.toml").write_text("x", encoding="utf-8")
    app = make_app(size=(800, 600))
    scene = FileBrowserScene(app, lambda pack: None, folder=tmp_path)
    app.push(scene)
    app.frame()
    shown = [i for i, _ in scene.rows]
    assert shown[0] == 0 and len(shown) < 41
    app.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False)])  # towards the user
    assert scene.first == 3
    assert [i for i, _ in scene.rows][0] == 3
    app.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=10, flipped=False)])
    assert scene.first == 0
    for _ in range(45):  # the keyboard scrolls too: the focus always stays on screen
        press(app, pygame.K_DOWN)
    assert scene.focus in [i for i, _ in scene.rows]
