"""`edu-domino screenshot lesson OUT.png --pack PATH --step N|ID`: any step of any pack, headless,
with an explain step's picture drawn; the pack's instructions come before its first step."""

from __future__ import annotations

import pygame
import pytest

from edu_domino.cli import main
from edu_domino.lesson import ExplainStep, Runner, load_pack
from edu_domino.resources import bundled_lessons_dir

MAGENTA = (255, 0, 255)  # a colour nothing else on screen uses

PACK = '''id = "con-dibujo"
version = 1
languages = ["es"]
faces = "notes"
author = "Profa. Lucía Martín"
title = { es = "Con dibujo" }
instructions = { es = "Mira el dibujo y responde." }

[[steps]]
kind = "explain"
id = "dibujo"
image = "dibujo.png"
text = { es = "Una negra vale 2." }

[[steps]]
kind = "sum"
id = "negra"
show = ["q"]
answer = 2
'''


@pytest.fixture
def pack_folder(tmp_path):
    folder = tmp_path / "con-dibujo"
    folder.mkdir()
    picture = pygame.Surface((300, 200))
    picture.fill(MAGENTA)
    pygame.image.save(picture, str(folder / "dibujo.png"))
    (folder / "pack.toml").write_text(PACK, encoding="utf-8")
    return folder


def _magenta_pixels(path) -> int:
    image = pygame.image.load(str(path))
    w, h = image.get_size()
    return sum(1 for x in range(0, w, 4) for y in range(0, h, 4) if tuple(image.get_at((x, y)))[:3] == MAGENTA)


@pytest.mark.parametrize("step", ["1", "dibujo"])
def test_an_explain_step_of_a_teachers_pack_renders_with_its_picture(pack_folder, tmp_path, step):
    out = tmp_path / "shot.png"
    assert main(["screenshot", "lesson", str(out), "--pack", str(pack_folder), "--step", step,
                 "--size", "800x600", "--lang", "es"]) == 0
    # The 300x200 picture is scaled into the step's space: a large patch of it is on screen.
    assert _magenta_pixels(out) > 300


def test_the_other_steps_render_without_the_picture(pack_folder, tmp_path):
    for step in ("0", "2", "negra"):
        out = tmp_path / f"{step}.png"
        assert main(["screenshot", "lesson", str(out), "--pack", str(pack_folder), "--step", step,
                     "--size", "800x600"]) == 0
        assert _magenta_pixels(out) == 0


def test_a_step_that_is_not_there_and_a_broken_pack_are_one_line(pack_folder, tmp_path, capsys):
    assert main(["screenshot", "lesson", str(tmp_path / "x.png"), "--pack", str(pack_folder), "--step", "7"]) == 1
    err = capsys.readouterr().err
    assert "the pack has no step '7'; give a number from 1 to 2 or one of dibujo, negra" in err
    (pack_folder / "pack.toml").write_text(PACK.replace('show = ["q"]', 'show = ["negra"]'), encoding="utf-8")
    assert main(["screenshot", "lesson", str(tmp_path / "x.png"), "--pack", str(pack_folder)]) == 1
    assert "pack.toml:18: 'negra' is a note name" in capsys.readouterr().err
    assert main(["screenshot", "title", str(tmp_path / "x.png"), "--step", "1"]) == 2


def test_the_instructions_come_first_in_the_app(pack_folder):
    pack = load_pack(pack_folder)
    runner = Runner(pack, "es", intro=True)
    first = runner.current
    assert isinstance(first, ExplainStep) and first.text.get("es") == "Mira el dibujo y responde."
    assert runner.out_of == 1  # the page is not a question
    assert [runner.step_index(s) for s in ("0", "1", "2", "dibujo", "negra")] == [0, 1, 2, 1, 2]
    runner.submit(None)
    assert runner.current.id == "dibujo"
    assert Runner(pack, "es").current.id == "dibujo"  # without intro (tests, run-pack): the first step


@pytest.mark.parametrize("path", sorted(bundled_lessons_dir().glob("*.toml")), ids=lambda p: p.stem)
def test_steps_of_every_bundled_pack_render(path, tmp_path):
    pack = load_pack(path)
    kinds = {}  # the first step of each kind, the instructions page and the last step
    for n, step in enumerate(pack.steps, start=1):
        kinds.setdefault(step.kind, n)
    for n in sorted({0, len(pack.steps), *kinds.values()}):
        out = tmp_path / f"{n}.png"
        assert main(["screenshot", "lesson", str(out), "--pack", str(path), "--step", str(n), "--size", "800x600"]) == 0


def test_the_list_shows_levels_and_the_focused_packs_author_and_languages(make_app, pack_folder):
    from edu_domino.ui.scenes.lessons import LessonListScene

    app = make_app(language="pt")
    app.lesson_dirs = [pack_folder.parent]
    scene = LessonListScene(app)
    app.push(scene)
    labels = [scene.entry_label(e) for e in scene.entries]
    assert labels[0] == "Nível 1 · Aquecimento: pontos e números"
    assert "Nível 1 · Con dibujo" in labels  # a Spanish-only pack keeps its Spanish title
    scene.menu.focus = labels.index("Nível 1 · Con dibujo")
    assert scene.details() == "de Profa. Lucía Martín · só em espanhol"
    app.frame()


@pytest.mark.parametrize("size", ["800x600", "1920x1080"])
def test_halves_tiles_and_a_picture_in_one_row_fit_the_window(pack_folder, tmp_path, size):
    """Two halves, a tile and a wide picture: the row shrinks to fit, so the picture is whole on
    screen (magenta inside, none touching the window's side edges) and no tile is cut at the left."""
    toml = pack_folder / "pack.toml"
    toml.write_text(PACK.replace('image = "dibujo.png"', 'image = "dibujo.png"\nshow = ["q", "e+e"]\ntiles = ["2-1"]'),
                    encoding="utf-8")
    out = tmp_path / "row.png"
    assert main(["screenshot", "lesson", str(out), "--pack", str(pack_folder), "--step", "dibujo",
                 "--size", size, "--lang", "es"]) == 0
    image = pygame.image.load(str(out))
    w, h = image.get_size()

    def magenta(x: int, y: int) -> bool:  # scaled smoothly: within a few levels of magenta
        r, g, b = tuple(image.get_at((x, y)))[:3]
        return r > 240 and g < 20 and b > 240

    assert sum(magenta(x, y) for x in range(0, w, 4) for y in range(0, h, 4)) > 300
    for x in (0, 1, w - 2, w - 1):  # the picture never runs off either side
        assert not any(magenta(x, y) for y in range(h))
    background = tuple(image.get_at((0, h // 2)))[:3]
    assert all(tuple(image.get_at((0, y)))[:3] == background for y in range(h // 5, h // 2))  # no tile cut at the left
