"""The `tap` step of a pack: check-pack, run-pack with tap answers (the issue's own cases), and
the step's messages in the teacher's language. The judgement itself is tested in
test_tap_judgement.py. Onsets are worked by hand: at tempo 60 a quarter is 1 s, an eighth 0.5 s,
and the two halves of a tile follow each other as drawn (issue 27: no longer an eighth apart)."""

from __future__ import annotations

import json

import pytest

from edu_domino import i18n
from edu_domino.cli import main

PACK = '''id = "taps"
version = 1
languages = ["en"]
faces = "notes"
tempo = 60
title = { en = "Taps" }
instructions = { en = "Tap." }

[[steps]]
kind = "tap"
id = "t1"
play = "q+e+e"
answer = [0.0, 1.0, 1.5]

[[steps]]
kind = "tap"
id = "t2"
tile = "4-2"
hear_first = false
metronome = false
tolerance = "gentle"
'''


def _run_pack(tmp_path, capsys, answers: dict) -> dict:
    pack = tmp_path / "taps.toml"
    pack.write_text(PACK, encoding="utf-8")
    file = tmp_path / "answers.json"
    file.write_text(json.dumps(answers), encoding="utf-8")
    code = main(["run-pack", str(pack), "--answers", str(file), "--json"])
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out)


@pytest.mark.parametrize(("taps", "right"), [
    ([2.00, 3.00, 3.50], True),
    ([0.00, 1.04, 1.47], True),
    ([0.00, 0.70, 1.50], False),
    ([0.00, 1.00], False),
    ([0.00, 1.00, 1.50, 1.80], False),
])
def test_run_pack_judges_tap_answers(tmp_path, capsys, taps, right):
    result = _run_pack(tmp_path, capsys, {"t1": taps, "t2": [0.0, 2.0]})
    verdicts = {s["id"]: s["right"] for s in result["steps"]}
    # t2: the tile 4-2 with note faces is a half note (2 s) then, as drawn, a quarter
    assert verdicts == {"t1": right, "t2": True}
    assert result["score"] == (2 if right else 1)


def test_run_pack_names_a_tap_answer_that_is_not_a_list_of_seconds(tmp_path, capsys):
    pack = tmp_path / "taps.toml"
    pack.write_text(PACK, encoding="utf-8")
    file = tmp_path / "answers.json"
    file.write_text(json.dumps({"t1": "0 1 1.5"}), encoding="utf-8")
    assert main(["run-pack", str(pack), "--answers", str(file)]) == 1
    err = capsys.readouterr().err
    assert "t1" in err and "[0.0, 1.0, 1.5]" in err


def _check(tmp_path, capsys, step: str, lang: str = "en") -> tuple[int, str]:
    pack = tmp_path / "one.toml"
    head = PACK.split("[[steps]]")[0]
    pack.write_text(head + "[[steps]]\n" + step, encoding="utf-8")
    i18n.set_language(lang)
    try:
        code = main(["check-pack", "--strict", str(pack)])
    finally:
        i18n.set_language(None)
    return code, capsys.readouterr().err


# a broken tap step, the words its message must hold (written here, not copied from the code)
BROKEN = [
    ('kind = "tap"\nid = "x"\n', "needs one rhythm"),
    ('kind = "tap"\nid = "x"\nplay = "q"\ntile = "2-1"\n', "needs one rhythm"),
    ('kind = "tap"\nid = "x"\nplay = "rq+rh"\n', "all rests"),
    ('kind = "tap"\nid = "x"\nplay = "q+e+e"\ntolerance = "loose"\n', "tolerance"),
    ('kind = "tap"\nid = "x"\nplay = "q+e+e"\nanswer = [0.0, 0.5, 1.5]\n', "not judged right"),
    ('kind = "tap"\nid = "x"\nplay = "q+e+e"\nanswer = "0 1 1.5"\n', "list of seconds"),
    ('kind = "tap"\nid = "x"\nplay = "q+e+e"\nchoices = ["q"]\n', "choices"),
    ('kind = "tap"\nid = "x"\nplay = "q+e+e"\nhear_first = "yes"\n', "hear_first"),
]


@pytest.mark.parametrize(("step", "words"), BROKEN)
def test_check_pack_names_a_broken_tap_step(tmp_path, capsys, step, words):
    code, err = _check(tmp_path, capsys, step)
    assert code == 1
    assert words in err
    assert "Traceback" not in err


def test_a_pips_pack_cannot_tap_its_tiles(tmp_path, capsys):
    pack = tmp_path / "pips.toml"
    pack.write_text(PACK.replace('faces = "notes"', 'faces = "pips"').split("[[steps]]")[0]
                    + '[[steps]]\nkind = "tap"\nid = "x"\ntile = "4-2"\n', encoding="utf-8")
    assert main(["check-pack", "--strict", str(pack)]) == 1
    assert "notes" in capsys.readouterr().err


@pytest.mark.parametrize(("lang", "words"), [
    ("es", "no se juzgan bien"),
    ("pt", "não são julgados certos"),
])
def test_check_pack_speaks_the_teachers_language_for_tap_steps(tmp_path, capsys, lang, words):
    code, err = _check(tmp_path, capsys, 'kind = "tap"\nid = "x"\nplay = "q+e+e"\nanswer = [0.0, 0.5, 1.5]\n', lang)
    assert code == 1
    assert words in err
