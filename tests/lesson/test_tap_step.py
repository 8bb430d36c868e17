"""The `tap` lesson step: read from a pack, judged through `edu-domino run-pack --json`, checked by
check-pack; oracles are onsets worked out by hand at the pack's tempo."""

from __future__ import annotations

import json

import pytest

from edu_domino.cli import main
from edu_domino.lesson import loads_pack
from edu_domino.lesson.runner import Runner
from edu_domino.lesson.tap import Timing
from edu_domino.lesson.tap_step import TapStep
from edu_domino.play.feedback import CueKind

TAPS = '''id = "taps"
version = 1
languages = ["en"]
faces = "notes"
tempo = 60
retries = 0
repeat_wrong = 0
title = { en = "Taps" }
instructions = { en = "Tap." }

[[steps]]
kind = "tap"
id = "t1"
play = "q+e+e"

[[steps]]
kind = "tap"
id = "rest"
play = "q+rq+q"
tolerance = "strict"

[[steps]]
kind = "tap"
id = "tile"
tile = ["q", "e+e"]
hear_first = false
metronome = false

[[steps]]
kind = "tap"
id = "line"
line = [["q", "e+e"], ["e+e", "h"]]
'''


@pytest.fixture
def pack_file(tmp_path):
    path = tmp_path / "taps.toml"
    path.write_text(TAPS, encoding="utf-8")
    return path


def run_pack(capsys, tmp_path, pack_file, answers: dict) -> dict:
    file = tmp_path / "a.json"
    file.write_text(json.dumps(answers), encoding="utf-8")
    code = main(["run-pack", str(pack_file), "--answers", str(file), "--json", "--lang", "en"])
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out)


def verdicts(result: dict) -> dict[str, bool]:
    return {s["id"]: s["right"] for s in result["steps"]}


@pytest.mark.parametrize(("taps", "right"), [
    ([2.00, 3.00, 3.50], True),   # exact, starting 2 s late
    ([0.00, 1.04, 1.47], True),   # 40 ms late, 30 ms early: within fair (0.18 s)
    ([0.00, 0.70, 1.50], False),  # 0.30 s early
    ([0.00, 1.00], False),        # a tap missing
    ([0.00, 1.00, 1.50, 1.75], False),  # one extra
])
def test_done_when_cases_through_run_pack(capsys, tmp_path, pack_file, taps, right):
    result = run_pack(capsys, tmp_path, pack_file, {"t1": taps})
    assert verdicts(result)["t1"] is right
    assert result["score"] == (1 if right else 0)
    step = next(s for s in result["steps"] if s["id"] == "t1")
    assert step["expected"] == "0.00, 1.00, 1.50"
    assert step["given"] == ", ".join(f"{t - taps[0]:.2f}" for t in taps)


def test_a_whole_pack_of_tap_answers(capsys, tmp_path, pack_file):
    answers = {
        "t1": [10.0, 11.0, 11.5],
        "rest": [0.0, 2.0],            # quarter, (quarter rest), quarter: 0 and 2 s
        "tile": [0.0, 1.5, 2.0],       # q | e+e: an eighth (0.5 s) between the halves
        # line: q, gap, e e, gap, e e, gap, h -> 0, 1.5, 2.0, 3.0, 3.5, 4.5
        "line": [0.0, 1.5, 2.0, 3.0, 3.5, 4.5],
    }
    result = run_pack(capsys, tmp_path, pack_file, answers)
    assert verdicts(result) == dict.fromkeys(answers, True)
    assert (result["score"], result["out_of"]) == (4, 4)


def test_a_tap_in_a_rest_is_wrong_through_run_pack(capsys, tmp_path, pack_file):
    result = run_pack(capsys, tmp_path, pack_file, {"rest": [0.0, 1.0, 2.0]})
    assert verdicts(result)["rest"] is False


@pytest.mark.parametrize(("answer", "message"), [
    ('"0 1 1.5"', "the answer to 't1' must be a list of tap times in seconds like [0.0, 1.0, 1.5]"),
    ('[0, "one", 1.5]', "the answer to 't1' must be a list of tap times in seconds"),
    ('[0, true]', "the answer to 't1' must be a list of tap times in seconds"),
])
def test_unreadable_tap_answers_are_named(capsys, tmp_path, pack_file, answer, message):
    file = tmp_path / "a.json"
    file.write_text('{"t1": ' + answer + '}', encoding="utf-8")
    code = main(["run-pack", str(pack_file), "--answers", str(file), "--lang", "en"])
    err = capsys.readouterr().err
    assert code == 1 and message in err and "Traceback" not in err


def _pack():
    pack, problems = loads_pack(TAPS)
    assert pack is not None, problems
    return pack


def test_the_step_carries_its_options_and_the_packs_tempo():
    steps = {s.id: s for s in _pack().steps}
    t1, tile = steps["t1"], steps["tile"]
    assert isinstance(t1, TapStep) and isinstance(tile, TapStep)
    assert (t1.tempo, t1.hear_first, t1.metronome, t1.tolerance) == (60, True, True, "fair")
    assert (tile.hear_first, tile.metronome) == (False, False)
    assert steps["rest"].tolerance == "strict"
    assert t1.autoplay() and not tile.autoplay()
    assert t1.rhythm.onsets == pytest.approx((0.0, 1.0, 1.5))
    assert [t.label for t in steps["line"].tiles] == ["2-2", "2-4"]


def test_the_step_sounds_as_its_tile_sounds():
    steps = {s.id: s for s in _pack().steps}
    (cue,) = steps["tile"].sounds(60)
    assert (cue.kind, cue.spellings, cue.tempo) == (CueKind.TILE, ("notes:q", "notes:e+e"), 60)
    (cue,) = steps["t1"].sounds(60)
    assert (cue.kind, cue.spellings) == (CueKind.HALF, ("notes:q+e+e",))


def test_the_verdict_for_the_screen_and_the_hints():
    step = {s.id: s for s in _pack().steps}["t1"]
    verdict = step.verdict(step.read([5.0, 5.7, 6.5]))
    assert [j.timing for j in verdict.onsets] == [Timing.ON_TIME, Timing.EARLY, Timing.ON_TIME]
    assert step.auto_hint("en", (5.0, 5.7, 6.5)) == "Note 2 came too early: wait a little longer before you tap it."
    assert step.auto_hint("en", (0.0, 1.3, 1.5)) == "Note 2 came too late: tap it a little sooner."
    assert step.auto_hint("en", (0.0, 1.0)) == "This rhythm has 3 notes, so tap 3 times; you tapped 2."
    rest = {s.id: s for s in _pack().steps}["rest"]
    assert rest.auto_hint("en", (0.0, 1.0, 2.0)) == "A tap fell in a rest: a rest is a silence, so do not tap there."
    assert step.auto_hint("es", (0.0, 1.0)) == "Este ritmo tiene 3 notas, así que toca 3 veces; tocaste 2."


def test_the_runner_records_a_tap_answer_under_the_rhythm_skill():
    pack = _pack()
    runner = Runner(pack, "en", seed=0, clock=lambda: 0.0)
    feedback = runner.submit([3.0, 4.02, 4.5])
    assert feedback.right and feedback.given == "0.00, 1.02, 1.50"
    record = runner.answers[-1]
    assert (record.skill, record.kind, record.expected) == ("rhythm", "tap", "0.00, 1.00, 1.50")


def test_check_pack_names_a_tap_problem_in_spanish_and_portuguese(tmp_path, capsys, monkeypatch):
    path = tmp_path / "p.toml"
    path.write_text(TAPS.replace('play = "q+e+e"', 'play = "q+e+e"\nanswer = [0.0, 1.0, 1.5, 1.9]'), encoding="utf-8")
    said = {}
    for language in ("es", "pt", "en"):
        monkeypatch.setenv("LANGUAGE", language)
        assert main(["check-pack", str(path)]) == 1
        said[language] = capsys.readouterr().err
    assert f"{path}:15: answer has 4 taps, but the rhythm has 3 notes" in said["en"]
    assert f"{path}:15: answer tiene 4 toques, pero el ritmo tiene 3 notas" in said["es"]
    assert f"{path}:15: answer tem 4 toques, mas o ritmo tem 3 notas" in said["pt"]
