"""A lesson's place (lesson/place.py): saved as JSON, read back, the runner goes on at the same
question with the same answers and score; a place for another version of the pack is refused.
A question set aside (no sound) is recorded nowhere, comes back once at the end, then is left out.

Oracles by hand, for the pack below (shuffle = false: the steps in the file's order): three sums
of pips, 2 + 1 = 3, 4 + 4 = 8 and 5 + 1 = 6.
"""

from __future__ import annotations

import json

import pytest

from edu_domino.lesson import Runner, loads_pack

PACK = """
id = "place"
version = {version}
title = {{ en = "Place" }}
instructions = {{ en = "Add." }}
faces = "pips"
shuffle = false
retries = 0
repeat_wrong = 1

[[steps]]
kind = "sum"
id = "three"
show = ["pips:2", "pips:1"]

[[steps]]
kind = "sum"
id = "eight"
show = ["pips:4", "pips:4"]

[[steps]]
kind = "sum"
id = "six"
show = ["pips:5", "pips:1"]
"""


def _pack(version=1):
    pack, problems = loads_pack(PACK.format(version=version))
    assert pack is not None, [str(p) for p in problems]
    return pack


def test_a_place_read_back_goes_on_at_the_same_question_with_its_answers():
    runner = Runner(_pack(), seed=7)
    assert runner.submit(3).right
    assert not runner.submit(7).right  # 4 + 4 is 8: wrong, out of tries; it comes back later
    place = json.loads(json.dumps(runner.place()))  # as the file keeps it
    again = Runner(_pack(), seed=99)
    again.resume(place)
    assert again.current.id == "six" and again.score == 1 and again.out_of == 3
    assert [(a.given, a.right) for a in again.answers] == [("3", True), ("7", False)]
    assert again.progress == (3, 3, 1)  # step 3 of 3, one question to try again
    assert again.submit(6).right
    assert again.current.id == "eight" and again.progress == (0, 3, 0)  # trying again
    assert again.submit(8).right and again.finished and again.score == 2


@pytest.mark.parametrize("change", [{"pack_version": "2"}, {"steps": 9}, {"pos": 42}, {"score": 5},
                                    {"answers": [{"item": "x"}]}, {"queue": [[9, 1, 0, False]]}])
def test_a_place_that_does_not_fit_the_pack_is_refused(change):
    runner = Runner(_pack(), seed=7)
    runner.submit(3)
    place = {**runner.place(), **change}
    with pytest.raises(ValueError):
        Runner(_pack(), seed=7).resume(place)


def test_a_question_set_aside_comes_back_once_then_is_left_out_unrecorded():
    runner = Runner(_pack(), seed=7)
    assert runner.set_aside() is True  # "three" waits for the end
    assert runner.current.id == "eight" and runner.answers == []
    runner.submit(8)
    runner.submit(6)
    assert runner.current.id == "three"
    assert runner.set_aside() is False  # still no sound: left out
    assert runner.finished and runner.answers[0].item.endswith("eight") and len(runner.answers) == 2
    assert (runner.score, runner.out_of) == (2, 2)
