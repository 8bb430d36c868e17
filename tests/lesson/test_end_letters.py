"""A chain answer names its end with any language's letters or words: L/R, I/D (izquierda/derecha),
E/D (esquerda/direita), G (gauche) as before. The table below is the oracle: on the line 1-3, 3-5
only the right end (5) takes 5-2."""

from __future__ import annotations

import json

import pytest

from edu_domino.cli import main
from edu_domino.lesson import check_file

PACK = '''id = "ends"
version = 1
faces = "notes"
title = { es = "Extremos", pt = "Pontas", en = "Ends" }
instructions = { es = "Juega.", pt = "Jogue.", en = "Play." }

[[steps]]
kind = "chain"
id = "your-turn"
line = ["1-3", "3-5"]
hand = ["5-2", "6-6"]
answer = "5-2 {end}"
'''

RIGHT_END = ["R", "D", "d", "DERECHA", "derecha", "direita", "right"]
LEFT_END = ["L", "G", "I", "i", "E", "e", "izquierda", "esquerda", "left"]


@pytest.mark.parametrize("end", RIGHT_END + LEFT_END)
def test_every_language_s_end_letter_is_read(tmp_path, end):
    path = tmp_path / "ends.toml"
    path.write_text(PACK.replace("{end}", "R"), encoding="utf-8")
    pack, problems = check_file(path)
    assert pack is not None, problems
    step = pack.steps[0]
    assert step.is_right(step.read(f"5-2 {end}")) is (end in RIGHT_END)


@pytest.mark.parametrize(("end", "ok"), [("D", True), ("derecha", True), ("I", False), ("E", False)])
def test_a_pack_answer_may_use_its_language_s_letters(tmp_path, capsys, end, ok):
    path = tmp_path / "ends.toml"
    path.write_text(PACK.replace("{end}", end), encoding="utf-8")
    assert main(["check-pack", str(path)]) == (0 if ok else 1)
    err = capsys.readouterr().err
    assert ("does not fit" in err) is (not ok), err


def test_run_pack_reads_a_spanish_answer(tmp_path, capsys):
    path, answers = tmp_path / "ends.toml", tmp_path / "answers.json"
    path.write_text(PACK.replace("{end}", "D"), encoding="utf-8")
    answers.write_text(json.dumps({"your-turn": "5-2 D"}), encoding="utf-8")
    assert main(["run-pack", str(path), "--answers", str(answers), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["score"] == 1
    answers.write_text(json.dumps({"your-turn": "5-2 I"}), encoding="utf-8")
    assert main(["run-pack", str(path), "--answers", str(answers), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["score"] == 0
