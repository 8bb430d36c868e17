"""What a pupil's device sends, read by the step's kind (`StepKind.device_answer`), as an own-pace
lesson asks it: a tap step's taps in the page's milliseconds become seconds from the first tap;
anything else a device could send is refused with a code, never trusted. Oracles worked by hand."""

from __future__ import annotations

import pytest

from edu_domino.lesson import loads_pack
from edu_domino.lesson.kinds import kind_of

PACK = '''id = "device"
version = 1
languages = ["en"]
faces = "notes"
tempo = 60
title = { en = "Device" }
instructions = { en = "Answer." }

[[steps]]
kind = "tap"
id = "tap"
play = "q+e+e"

[[steps]]
kind = "sum"
id = "sum"
show = ["q."]
answer = 3
'''


def _steps():
    pack, problems = loads_pack(PACK)
    assert pack is not None, [str(p) for p in problems]
    return {s.id: s for s in pack.steps}


@pytest.mark.parametrize("taps, seconds", [
    ([1000, 2000, 2500], [0.0, 1.0, 1.5]),  # performance.now() ms: seconds from the first tap
    ([2500.4, 1000, 2000], [1.5004, 0.0, 1.0]),  # the page's order kept; the earliest is 0
    ([7.0] * 64, [0.0] * 64),  # as many taps as a step may have (64)
])
def test_a_tap_steps_taps_become_seconds_from_the_first(taps, seconds):
    step = _steps()["tap"]
    assert kind_of(step).device_answer(step, {"type": "answer", "taps": taps}) == (seconds, "")


@pytest.mark.parametrize("taps", [
    None, [], "1000,2000", [1000, "2000"], [True, 1000], [float("nan"), 1000], [1e13, 1000], [7.0] * 65,
])
def test_taps_a_page_should_never_send_are_unreadable(taps):
    step = _steps()["tap"]
    assert kind_of(step).device_answer(step, {"type": "answer", "taps": taps}) == (None, "unreadable")


def test_a_step_answered_with_a_value_reads_it_and_refuses_what_it_cannot_read():
    step = _steps()["sum"]
    kind = kind_of(step)
    assert kind.device_answer(step, {"type": "answer", "value": 3}) == (3, "")
    assert kind.device_answer(step, {"type": "answer", "value": "seven"}) == (None, "unreadable")
    assert kind.device_answer(step, {"type": "answer", "taps": [1000, 2000]}) == (None, "unreadable")


def test_what_a_scripted_device_sends_reads_back_right_or_wrong_for_every_bundled_step():
    """`device_message` (the benchmark's pupils) against `device_answer` (the server's reading):
    a right message is judged right and a wrong one wrong, for each step of the bundled packs a
    device answers (pages and games are not answered by a message)."""
    import random

    from edu_domino.lesson import load_pack
    from edu_domino.resources import bundled_lessons_dir

    rng = random.Random(3)
    kinds_seen = set()
    for path in sorted(bundled_lessons_dir().glob("*.toml")):
        for step in load_pack(path).steps:
            kind = kind_of(step)
            if kind.is_page or kind.is_game:
                continue
            for right in (True, False):
                answer, refused = kind.device_answer(step, kind.device_message(step, right, rng))
                assert refused == "", (path.name, step.id, right)
                assert step.is_right(step.read(answer)) is right, (path.name, step.id, right)
            kinds_seen.add(kind.name)
    assert kinds_seen == {"sum", "match", "build", "listen", "chain", "tap"}
