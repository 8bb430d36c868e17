"""A copy of a pack that keeps its id never blocks the original (the pack holding the pupils'
history): the copy, or the newer file, is the one refused, and the message says to change the
copy's id. The oracle is each case's story: which file the teacher made first."""

from __future__ import annotations

import os
import shutil

from edu_domino.cli import main
from edu_domino.lesson.library import find_packs
from edu_domino.resources import bundled_lessons_dir

ORIGINAL = bundled_lessons_dir() / "02-note-values-1.toml"
LONG_AGO = 1_600_000_000  # September 2020: when the teacher wrote the original


def _write(path, when: int) -> None:
    shutil.copy(ORIGINAL, path)
    os.utime(path, (when, when))


def test_a_copy_named_before_the_original_does_not_take_its_place(tmp_path, capsys):
    _write(tmp_path / "notas.toml", LONG_AGO)
    _write(tmp_path / "copia de notas.toml", LONG_AGO + 86_400)  # sorts first: "c" < "n"
    entries = {e.path.name: e for e in find_packs([("user", tmp_path)])}
    assert entries["notas.toml"].pack is not None
    copy = entries["copia de notas.toml"]
    assert copy.pack is None
    assert "give this copy its own id" in str(copy.problems[-1])
    assert main(["check-pack", str(tmp_path), "--lang", "es"]) == 1
    captured = capsys.readouterr()
    assert f"ok {tmp_path / 'notas.toml'}" in captured.out
    assert (f"{tmp_path / 'copia de notas.toml'}:2: el id 'note-values-1' también lo usa {tmp_path / 'notas.toml'}, "
            "el paquete que se conserva (las respuestas del alumnado se guardan con su id); "
            'da a esta copia un id propio, por ejemplo id = "note-values-1-2"') in captured.err


def test_without_copy_in_its_name_the_newer_file_is_refused(tmp_path, capsys):
    _write(tmp_path / "z-first.toml", LONG_AGO)
    _write(tmp_path / "a-second.toml", LONG_AGO + 3600)
    entries = {e.path.name: e for e in find_packs([("folder", tmp_path)])}
    assert entries["z-first.toml"].pack is not None and entries["a-second.toml"].pack is None
    assert main(["check-pack", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert f"{tmp_path / 'a-second.toml'}:2: the id 'note-values-1' is also used by {tmp_path / 'z-first.toml'}" in err
