"""`edu-domino run-pack`: scripted answers in, verdicts and score out, bad answers files named."""

from __future__ import annotations

import json
import tomllib

import pytest

from edu_domino.cli import main
from edu_domino.resources import bundled_lessons_dir

BUNDLED = sorted(bundled_lessons_dir().glob("*.toml"))
# The one bundled question without a written answer: seat 0 holds 6-2, 6-5, ... after
# "6-6 L", "6-0 R" (seed 3); worked out by hand from the deal, checked by the engine here.
HAND_ANSWERS = {"chain-from-a-game": None}

QUIZ = '''id = "quiz"
version = 1
languages = ["en"]
faces = "notes"
retries = 1
title = { en = "Quiz" }
instructions = { en = "Answer." }

[[steps]]
kind = "explain"
id = "intro"
text = { en = "Hello." }

[[steps]]
kind = "sum"
id = "dotted"
show = ["q."]

[[steps]]
kind = "sum"
id = "yes-no"
show = ["q", "q"]
target = 4

[[steps]]
kind = "match"
id = "match-two"
half = "q"
choices = ["2-1", "3-0", "2-2"]

[[steps]]
kind = "build"
id = "five"
target = 5
palette = ["e", "q", "h"]
max_parts = 3

[[steps]]
kind = "listen"
id = "hear"
play = "h"
choices = ["q+q", "h", "e+e+q"]

[[steps]]
kind = "chain"
id = "fit"
line = ["1-3", "3-5"]
hand = ["5-2", "6-6"]
'''


def _run(capsys, *args) -> tuple[int, str, str]:
    code = main(["run-pack", *args])
    out, err = capsys.readouterr()
    return code, out, err


def _answers_of(path) -> tuple[dict, int]:
    """The pack's own `answer =` values (the oracle), and its number of questions."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    answers, questions = {}, 0
    for n, step in enumerate(data["steps"]):
        if step["kind"] in ("explain", "game"):
            continue
        questions += 1
        step_id = step.get("id", f"step-{n + 1}")
        answers[step_id] = step["answer"] if "answer" in step else HAND_ANSWERS[step_id]
    return answers, questions


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: p.stem)
def test_every_bundled_pack_scores_full_marks_with_its_own_answers(path, tmp_path, capsys):
    answers, questions = _answers_of(path)
    for step_id, value in answers.items():
        if value is None:  # a chain step from a game: find the tile that fits by trying each
            answers[step_id] = _a_fitting_move(path, step_id, tmp_path, capsys)
    file = tmp_path / "answers.json"
    file.write_text(json.dumps(answers), encoding="utf-8")
    code, out, err = _run(capsys, str(path), "--answers", str(file), "--json")
    assert code == 0, err
    result = json.loads(out)
    assert result["score"] == questions and result["out_of"] == questions
    assert [s["id"] for s in result["steps"]] == list(answers)
    assert all(s["right"] for s in result["steps"])


def _a_fitting_move(path, step_id, tmp_path, capsys) -> str:
    """Try every tile of the double-6 set at each end: exactly the engine's legal moves are right."""
    file = tmp_path / "try.json"
    right = []
    for a in range(7):
        for b in range(a + 1):
            for end in "LR":
                file.write_text(json.dumps({step_id: f"{a}-{b} {end}"}), encoding="utf-8")
                code, out, _ = _run(capsys, str(path), "--answers", str(file), "--json")
                if code == 0 and next(s for s in json.loads(out)["steps"] if s["id"] == step_id)["right"]:
                    right.append(f"{a}-{b} {end}")
    assert right, "no move fits"
    return right[0]


def test_verdicts_of_a_mixed_script_worked_by_hand(tmp_path, capsys):
    pack = tmp_path / "quiz.toml"
    pack.write_text(QUIZ, encoding="utf-8")
    answers = {
        "dotted": 3,  # q. = 2 + 1: right
        "yes-no": False,  # q + q = 4: the answer is yes, so wrong
        "match-two": ["2-1", "2-2"],  # every tile with a half worth 2: right
        "five": ["h", "e"],  # 4 + 1: right
        "hear": "q+q",  # two sounds, not one long one: wrong
        # "fit" is left out: no answer, wrong
    }
    (tmp_path / "a.json").write_text(json.dumps(answers), encoding="utf-8")
    code, out, err = _run(capsys, str(pack), "--answers", str(tmp_path / "a.json"), "--json")
    assert code == 0, err
    result = json.loads(out)
    assert {s["id"]: s["right"] for s in result["steps"]} == {
        "dotted": True, "yes-no": False, "match-two": True, "five": True, "hear": False, "fit": False}
    assert result["score"] == 3 and result["out_of"] == 6
    assert result["missing"] == ["fit"]
    code, out, _ = _run(capsys, str(pack), "--answers", str(tmp_path / "a.json"), "--lang", "en")
    lines = out.splitlines()
    assert lines[0].split(None, 1) == ["dotted", "right at the first try"]
    assert "the right answer is yes" in lines[1]
    assert "no answer; the right answer is 5-2 R" in lines[5]
    assert lines[-1] == "score: 3 of 6"


def test_a_chain_answer_at_either_end_and_a_build_with_too_many_parts(tmp_path, capsys):
    pack = tmp_path / "quiz.toml"
    pack.write_text(QUIZ, encoding="utf-8")
    (tmp_path / "a.json").write_text(json.dumps({"fit": "5-2 L", "five": ["e", "e", "e", "q"]}), encoding="utf-8")
    code, out, _ = _run(capsys, str(pack), "--answers", str(tmp_path / "a.json"), "--json")
    verdicts = {s["id"]: s["right"] for s in json.loads(out)["steps"]}
    assert code == 0 and verdicts["fit"] is False and verdicts["five"] is False  # 5 fits only at R; 4 parts > 3


@pytest.mark.parametrize(("lang", "line"), [
    ("es", "incorrecta (no); la respuesta correcta es sí"),
    ("pt", "errada (não); a resposta certa é sim"),
    ("en", "wrong (no); the right answer is yes"),
])
def test_a_wrong_yes_no_answer_is_read_back_in_the_teachers_language(tmp_path, capsys, monkeypatch, lang, line):
    monkeypatch.setenv("LANGUAGE", lang)
    pack = tmp_path / "quiz.toml"
    pack.write_text(QUIZ, encoding="utf-8")
    (tmp_path / "a.json").write_text(json.dumps({"yes-no": False}), encoding="utf-8")
    code, out, _ = _run(capsys, str(pack), "--answers", str(tmp_path / "a.json"))
    assert code == 0
    assert out.splitlines()[1].split(None, 1) == ["yes-no", line]


@pytest.mark.parametrize(("content", "lang", "expected"), [
    ('{"dotted": 3,}', "en", "a.json:1: not valid JSON"),
    ('[3, 4]', "en", "the answers must be one JSON object"),
    ('{"doted": 3}', "en", "'doted' is not a step of the pack quiz; did you mean 'dotted'?"),
    ('{"intro": 1}', "en", "'intro' asks nothing (a step of kind explain); remove it from the answers"),
    ('{"dotted": "three"}', "en", "the answer to 'dotted' must be a number like 6"),
    ('{"dotted": -1.5}', "en", "the answer to 'dotted' must be a number like 6"),
    ('{"hear": "w"}', "en", "the answer to 'hear' cannot be read: 'w' is not one of the choices"),
    ('{"match-two": 2}', "en", "the answer to 'match-two' must be a list of tiles like"),
    ('{"match-two": ["9-9"]}', "en", "the answer to 'match-two' cannot be read: 9-9 is not one of the choices"),
    ('{"doted": 3}', "es", "'doted' no es un paso del paquete quiz; ¿querías decir 'dotted'?"),
    ('{"dotted": 3,}', "pt", "a.json:1: não é JSON válido"),
])
def test_bad_answers_files_get_one_clean_message(tmp_path, capsys, monkeypatch, content, lang, expected):
    monkeypatch.setenv("LANGUAGE", lang)
    pack = tmp_path / "quiz.toml"
    pack.write_text(QUIZ, encoding="utf-8")
    (tmp_path / "a.json").write_text(content, encoding="utf-8")
    code, out, err = _run(capsys, str(pack), "--answers", str(tmp_path / "a.json"))
    assert code == 1 and out == ""
    assert expected in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1


def test_a_missing_answers_file_and_a_broken_pack(tmp_path, capsys):
    pack = tmp_path / "quiz.toml"
    pack.write_text(QUIZ, encoding="utf-8")
    code, _, err = _run(capsys, str(pack), "--answers", str(tmp_path / "nope.json"))
    assert code == 1 and "nope.json: no such file" in err
    pack.write_text(QUIZ.replace('show = ["q."]', 'show = ["z"]'), encoding="utf-8")
    (tmp_path / "a.json").write_text("{}", encoding="utf-8")
    code, _, err = _run(capsys, str(pack), "--answers", str(tmp_path / "a.json"))
    assert code == 1 and "quiz.toml:" in err
