"""Pack files and folders, where packs are found, line positions, and the commands' output."""

from __future__ import annotations

import doctest
import shutil
from pathlib import Path

import pytest
from picture_files import tiny_png

import edu_domino.lesson.positions as positions
import edu_domino.lesson.texts as texts
from edu_domino.cli import main
from edu_domino.lesson import ExplainStep, Runner, check_file, find_packs, lesson_dirs, load_pack
from edu_domino.lesson.positions import key_lines, line_of
from edu_domino.resources import bundled_lessons_dir, user_lessons_dir

WARMUP = bundled_lessons_dir() / "01-warmup-pips-numerals.toml"


@pytest.mark.parametrize("module", [positions, texts])
def test_doctests(module):
    result = doctest.testmod(module)
    assert result.attempted and not result.failed


def test_key_lines_follow_tables_arrays_and_inline_tables():
    text = '''id = "x"  # comment with = and [brackets]
title = { es = "a", en = "b" }
notes = """
[[steps]] inside a string
"""
[[steps]]
kind = "sum"
text.es = "t"
[[steps]]
choices = [
  "1-2",   # first
  ["q", "e"],
]
[steps.options]
players = 2
'''
    lines = key_lines(text)
    assert lines[("title", "en")] == 2
    assert lines[("steps", 0)] == 6 and lines[("steps", 0, "text", "es")] == 8
    assert lines[("steps", 1, "choices", 1, 1)] == 12
    assert lines[("steps", 1, "options", "players")] == 15
    assert ("steps", 2) not in lines  # the [[steps]] inside the string is not a table
    assert line_of(lines, ("steps", 1, "choices", 7)) == 10  # falls back to the parent
    assert line_of(lines, ("nowhere",)) == 1


def test_a_pack_folder_with_its_picture(tmp_path):
    folder = tmp_path / "my-pack"
    folder.mkdir()
    (folder / "quarter.png").write_bytes(tiny_png(2, 2))
    (folder / "pack.toml").write_text(WARMUP.read_text(encoding="utf-8").replace(
        'kind = "explain"\nid = "two-halves"', 'kind = "explain"\nid = "two-halves"\nimage = "quarter.png"'),
        encoding="utf-8")
    pack = load_pack(folder)
    step = pack.steps[0]
    assert isinstance(step, ExplainStep) and step.image == (folder / "quarter.png").resolve()
    (folder / "pack.toml").write_text((folder / "pack.toml").read_text().replace("quarter.png", "../x.png"))
    _, problems = check_file(folder)
    assert [str(p).split(": ", 1)[1] for p in problems] == [
        "image '../x.png' is outside the pack's folder; put the picture beside the pack file"]


def test_lessons_lists_bundled_user_and_extra_folders(tmp_path, capsys):
    extra = tmp_path / "class-4b"
    extra.mkdir()
    shutil.copy(WARMUP, extra / "mine.toml")
    (extra / "mine.toml").write_text(WARMUP.read_text(encoding="utf-8").replace(
        'id = "warmup-pips-numerals"', 'id = "class-4b-warmup"'), encoding="utf-8")
    (extra / "broken.toml").write_text("id = 3\n", encoding="utf-8")
    user = user_lessons_dir()
    user.mkdir(parents=True)
    shutil.copy(bundled_lessons_dir() / "05-listening.toml", user / "listening-copy.toml")
    assert main(["lessons", "--lessons", str(extra), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert f"# your lessons folder: {user}" in out and f"# folder: {extra}" in out
    assert "Level 1\n" in out and "(bundled, by edu-domino)" in out
    assert "broken.toml:1:" in out.split("Packs that cannot be used")[1]
    assert main(["lessons", "--lessons", str(extra), "--lang", "es"]) == 0  # titles and messages in Spanish
    spanish = capsys.readouterr().out
    assert "class-4b-warmup" in spanish and "Calentamiento: puntos y números" in spanish
    assert f"# tu carpeta de lecciones: {user}" in spanish
    origins = {(e.origin, e.pack.id if e.pack else None) for e in find_packs(lesson_dirs([extra]))}
    # the user's copy of a bundled pack kept its id: listed, never opened (records would mix)
    assert ("bundled", "listening") in origins and ("user", None) in origins
    assert ("folder", "class-4b-warmup") in origins and ("folder", None) in origins
    assert f"listening-copy.toml:2: the id 'listening' is also used by {bundled_lessons_dir()}" in out


def test_check_pack_reports_duplicate_ids_across_files(tmp_path, capsys):
    shutil.copy(WARMUP, tmp_path / "a.toml")
    shutil.copy(WARMUP, tmp_path / "b.toml")
    assert main(["check-pack", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert f"{tmp_path / 'b.toml'}:2: the id 'warmup-pips-numerals' is also used by" in err  # on the id's line


def test_runner_module_is_pure():
    import subprocess
    import sys

    code = ("import sys, edu_domino.lesson, edu_domino.commands.check_pack, edu_domino.commands.lessons;"
            "from edu_domino.lesson import Runner, load_pack, pack_sounds;"
            "bad = [m for m in sys.modules if m.split('.')[0] in ('pygame', 'mido') or m.startswith('edu_domino.audio')"
            " or m.startswith('edu_domino.ui')];"
            "print(bad); sys.exit(1 if bad else 0)")
    assert subprocess.run([sys.executable, "-c", code], capture_output=True).returncode == 0


def test_same_pack_same_faces_every_time():
    a, b = load_pack(bundled_lessons_dir() / "03-note-values-2.toml"), load_pack(bundled_lessons_dir() / "03-note-values-2.toml")
    assert a.steps == b.steps
    assert Runner(a, "en").current == Runner(b, "en").current


def test_docs_example_loads(tmp_path):
    """The complete example in docs/lesson-packs.md is a valid pack (teachers copy it), with every
    kind of step and a picture (issue 27: it had no tap step and no image)."""
    from edu_domino.lesson.loader import check_file

    doc = (Path(__file__).parents[2] / "docs" / "lesson-packs.md").read_text(encoding="utf-8")
    start = doc.index("```toml\n") + len("```toml\n")
    example = doc[start:doc.index("```", start)]
    (tmp_path / "example.toml").write_text(example, encoding="utf-8")
    (tmp_path / "dot.png").write_bytes(tiny_png(8, 8))
    pack, problems = check_file(tmp_path / "example.toml")
    assert pack is not None and problems == [], [str(p) for p in problems]
    assert {s.kind for s in pack.steps} == {"explain", "match", "sum", "build", "listen", "tap", "chain", "game"}
    assert any(getattr(s, "image", None) for s in pack.steps)
