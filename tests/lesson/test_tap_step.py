"""The `tap` lesson step beyond tests/lesson/test_tap.py: rests, a line and the options through
`edu-domino run-pack --json`, and the sound the pupil hears against the rhythm that is judged.
Oracles are onsets worked out by hand at tempo 60 (a quarter 1 s, an eighth 0.5 s; the halves of
a tile straight after each other as drawn, or an eighth rest between them with `rest_between`).
Updated for issue 27: a tile and a line were judged with an eighth of silence the notation never
showed."""

from __future__ import annotations

import json

import pytest

from edu_domino.cli import main
from edu_domino.lesson import loads_pack
from edu_domino.lesson.kinds.tap import TapStep
from edu_domino.lesson.runner import Runner

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

[[steps]]
kind = "tap"
id = "tile-apart"
tile = ["q", "e+e"]
rest_between = true

[[steps]]
kind = "tap"
id = "line-apart"
line = [["q", "e+e"], ["e+e", "h"]]
rest_between = true
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


def test_a_whole_pack_of_tap_answers(capsys, tmp_path, pack_file):
    answers = {
        "t1": [10.0, 11.0, 11.5],
        "rest": [0.0, 2.0],            # quarter, (quarter rest), quarter: 0 and 2 s
        "tile": [0.0, 1.0, 1.5],       # q | e+e as drawn
        "line": [0.0, 1.0, 1.5, 2.0, 2.5, 3.0],  # q e e | e e h
        "tile-apart": [0.0, 1.5, 2.0],  # q, an eighth rest (0.5 s), e+e
        # line with rests: q, rest, e e, rest, e e, rest, h -> 0, 1.5, 2.0, 3.0, 3.5, 4.5
        "line-apart": [0.0, 1.5, 2.0, 3.0, 3.5, 4.5],
    }
    result = run_pack(capsys, tmp_path, pack_file, answers)
    assert verdicts(result) == dict.fromkeys(answers, True)
    assert (result["score"], result["out_of"]) == (6, 6)


def test_a_tile_tapped_with_a_rest_the_notation_does_not_show_is_wrong(capsys, tmp_path, pack_file):
    # q | e+e tapped with an eighth's silence between the halves: the e+e come 0.5 s late
    result = run_pack(capsys, tmp_path, pack_file, {"tile": [0.0, 1.5, 2.0], "tile-apart": [0.0, 1.0, 1.5]})
    judged = verdicts(result)
    assert (judged["tile"], judged["tile-apart"]) == (False, False)


def test_a_tap_in_a_rest_is_wrong_through_run_pack(capsys, tmp_path, pack_file):
    result = run_pack(capsys, tmp_path, pack_file, {"rest": [0.0, 1.0, 2.0]})
    assert verdicts(result)["rest"] is False


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


@pytest.mark.parametrize(("step_id", "onsets"), [
    ("t1", (0.0, 1.0, 1.5)),
    ("rest", (0.0, 2.0)),
    ("tile", (0.0, 1.0, 1.5)),
    ("line", (0.0, 1.0, 1.5, 2.0, 2.5, 3.0)),
    ("tile-apart", (0.0, 1.5, 2.0)),
    ("line-apart", (0.0, 1.5, 2.0, 3.0, 3.5, 4.5)),
])
def test_the_pupil_hears_exactly_the_rhythm_that_is_judged(step_id, onsets):
    """The step's sound, made by the audio package as the app plays it: its notes start where
    the judged onsets are (worked by hand above), so a tile or a line is heard as drawn."""
    from edu_domino.audio.sounds import request_sound

    step = {s.id: s for s in _pack().steps}[step_id]
    (cue,) = step.sounds(60)
    sound, tempo = request_sound(cue)
    starts = sorted({round(m.time, 6) for m in sound.messages(tempo) if m.message.type == "note_on"})
    assert starts == pytest.approx(onsets)
    assert step.rhythm.onsets == pytest.approx(onsets)


def test_the_runner_records_a_tap_answer_under_the_rhythm_skill():
    pack = _pack()
    runner = Runner(pack, "en", seed=0, clock=lambda: 0.0)
    feedback = runner.submit([3.0, 4.04, 4.5])
    assert feedback.right
    record = runner.answers[-1]
    assert (record.skill, record.kind, record.right) == ("rhythm", "tap", True)
    assert "+40" in record.given  # each note's error (ms) is kept in the record
