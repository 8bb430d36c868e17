"""Tapping a rhythm back: the judgement with scripted onsets, the `tap` step of a pack, and
`run-pack` with tap answers. Every expected onset below is worked out by hand from note values
(a quarter is one beat, an eighth half a beat; at tempo 60 a beat is one second)."""

from __future__ import annotations

import doctest
import json

import pytest

from edu_domino import i18n
from edu_domino.cli import main
from edu_domino.faces import parse_spelling
from edu_domino.lesson import tap
from edu_domino.lesson.tap import Timing, Tolerance, judge_taps, tolerance_seconds, written_rhythm


def rhythm(body: str, tempo: float = 60):
    return written_rhythm(parse_spelling(f"notes:{body}"), tempo)


# body, tempo, onsets (s), length (s): by hand
RHYTHMS = [
    ("q+e+e", 60, (0.0, 1.0, 1.5), 2.0),
    ("q+e+e", 120, (0.0, 0.5, 0.75), 1.0),
    ("h", 60, (0.0,), 2.0),
    ("q.+e", 60, (0.0, 1.5), 2.0),  # a dotted quarter lasts a beat and a half
    ("q_e+e", 60, (0.0, 1.5), 2.0),  # the tie holds the quarter into the eighth: one onset
    ("q+rq+q", 60, (0.0, 2.0), 3.0),  # the rest takes a beat and makes no onset
    ("rq+q+q", 60, (0.0, 1.0), 2.0),  # a leading rest: the rhythm starts at its first note
    ("s+s+e", 60, (0.0, 0.25, 0.5), 1.0),
]


@pytest.mark.parametrize(("body", "tempo", "onsets", "length"), RHYTHMS)
def test_written_onsets_and_length(body, tempo, onsets, length):
    r = rhythm(body, tempo)
    assert r.onsets == pytest.approx(onsets)
    assert r.length == pytest.approx(length)
    assert r.beat == pytest.approx(60 / tempo)


# The issue's own cases, then one per kind of slip: body, taps, right?, timings, extra taps.
CASES = [
    ("q+e+e", [2.00, 3.00, 3.50], True, ["on_time"] * 3, 0),  # a constant 2 s offset is fine
    ("q+e+e", [0.00, 1.04, 1.47], True, ["on_time"] * 3, 0),  # 40 ms late, 30 ms early: fair
    ("q+e+e", [0.00, 0.70, 1.50], False, ["on_time", "early", "on_time"], 0),  # 300 ms early
    ("q+e+e", [0.00, 1.00], False, ["on_time", "on_time", "missing"], 0),
    ("q+e+e", [0.00, 1.00, 1.50, 1.75], False, ["on_time"] * 3, 1),  # one tap too many
    ("q+e+e", [5.00, 6.00, 6.50], True, ["on_time"] * 3, 0),
    ("q+e+e", [0.00, 1.30, 1.50], False, ["on_time", "late", "on_time"], 0),  # 300 ms late
    ("q+e+e", [0.00, 1.00, 1.62], True, ["on_time"] * 3, 0),  # 120 ms late: within fair's 150 ms
    ("q+e+e", [0.00, 1.00, 1.68], False, ["on_time", "on_time", "late"], 0),  # 180 ms late
    ("q+rq+q", [0.0, 1.0, 2.0], False, ["on_time", "on_time"], 1),  # a tap in the rest
    ("q+rq+q", [0.0, 2.0], True, ["on_time", "on_time"], 0),  # the rest left silent
    ("q_e+e", [0.0, 1.0, 1.5], False, ["on_time", "on_time"], 1),  # a tap on the tied note
    ("q+e+e", [0.0, 0.5, 1.5], False, ["on_time", "early", "on_time"], 0),  # half way: the free note
    ("q.+e", [0.0, 1.5], True, ["on_time", "on_time"], 0),
    ("q.+e", [0.0, 1.0], False, ["on_time", "early"], 0),  # the dot not held: 500 ms early
    ("h", [], False, ["missing"], 0),
]


@pytest.mark.parametrize(("body", "taps", "right", "timings", "extra"), CASES)
def test_judging_scripted_taps(body, taps, right, timings, extra):
    verdict = judge_taps(rhythm(body), taps)
    assert verdict.right is right
    assert [o.timing.value for o in verdict.onsets] == timings
    assert len(verdict.extra) == extra


def test_errors_are_measured_from_the_first_tap_and_signed():
    verdict = judge_taps(rhythm("q+e+e"), [10.0, 11.04, 11.47])
    assert [o.error for o in verdict.onsets] == pytest.approx([0.0, 0.04, -0.03])
    assert verdict.errors_ms == (0, 40, -30)
    assert [o.tapped for o in verdict.onsets] == pytest.approx([0.0, 1.04, 1.47])


def test_the_tolerance_is_a_share_of_the_beat_between_a_floor_and_a_cap():
    # fair: 15 % of a beat, at least 70 ms, at most 150 ms
    assert tolerance_seconds(Tolerance.FAIR, 1.0) == pytest.approx(0.15)
    assert tolerance_seconds(Tolerance.FAIR, 0.6) == pytest.approx(0.09)
    assert tolerance_seconds(Tolerance.FAIR, 0.25) == pytest.approx(0.07)
    assert tolerance_seconds(Tolerance.GENTLE, 1.0) == pytest.approx(0.22)
    assert tolerance_seconds(Tolerance.STRICT, 1.0) == pytest.approx(0.10)
    assert tolerance_seconds(0.05, 1.0) == pytest.approx(0.05)  # seconds given as is


def test_a_tolerance_never_reaches_half_way_to_the_next_note():
    # sixteenths at tempo 60 are 250 ms apart: a tap 130 ms late would be nearer the next note
    verdict = judge_taps(rhythm("s+s+e"), [0.0, 0.38, 0.5], Tolerance.GENTLE)
    assert verdict.onsets[1].tolerance == pytest.approx(0.125)
    assert verdict.onsets[1].timing is Timing.LATE
    assert not verdict.right


def test_gentle_accepts_what_strict_refuses():
    taps = [0.0, 1.12, 1.5]
    assert judge_taps(rhythm("q+e+e"), taps, Tolerance.GENTLE).right
    assert not judge_taps(rhythm("q+e+e"), taps, Tolerance.STRICT).right


def test_the_module_examples_hold():
    assert doctest.testmod(tap).failed == 0


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
    # t2: the tile 4-2 with note faces is a half note then a quarter: onsets 0 and 2 s
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
