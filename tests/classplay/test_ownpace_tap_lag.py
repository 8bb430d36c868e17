"""A device's steady tap lag never changes a verdict on a tap step, so no pupil is asked to
calibrate first: the judge slides the taps to where they fit the notes best and judges the gaps
between them. The oracle is worked out by hand: "q+e+e" at 60 a minute sounds at 0, 1 and 1.5 s."""

from __future__ import annotations

import pytest
from ownpace_helpers import ownpace_server

from edu_domino.progress import open_record

TAP_STEP = 6  # the pack's tap step ("tap-q-e-e"), from 0
LAG_MS = 80.0  # the slow device: every touch stamped 80 ms late

# A pupil's taps as they happened (ms, any origin), and the verdict a teacher would give by hand.
TRIES = [
    ([20_000.0, 21_020.0, 21_480.0], True, ""),  # within the tolerance: right
    ([20_000.0, 20_600.0, 21_500.0], False, "Note 2 came too early"),  # the second note 0.4 s early
    ([20_000.0, 21_000.0, 21_900.0], False, "Note 3 came too late"),  # the third note 0.4 s late
]


def verdict(lesson, token: str, taps: list[float]) -> tuple[bool, str]:
    reply = lesson.act(token, {"type": "answer", "taps": taps})
    assert reply["type"] == "done", reply
    feedback = lesson.pupil_state(token)["feedback"]
    return feedback["right"], feedback["hint"] or ""


@pytest.mark.parametrize(("taps", "right", "hint"), TRIES)
def test_a_device_80_ms_late_is_judged_exactly_as_one_with_no_lag(tmp_path, taps, right, hint):
    record_path = tmp_path / "progress.sqlite"
    with ownpace_server(record_path) as (_server, lesson):
        tokens = {}
        for name, calibration in (("Ana", 0), ("Bea", LAG_MS), ("Caio", None)):
            tokens[name] = token = lesson.join(name)
            lesson.pupil_for_token(token).runner.start_at(TAP_STEP)
            if calibration is not None:  # Caio's device never calibrated
                assert lesson.act(token, {"type": "calibrate", "offset_ms": calibration})["type"] == "done"
        got = {"Ana": verdict(lesson, tokens["Ana"], taps),
               "Bea": verdict(lesson, tokens["Bea"], [t + LAG_MS for t in taps]),
               "Caio": verdict(lesson, tokens["Caio"], [t + LAG_MS for t in taps])}
        lesson.recorder.flush()
    for name, (was_right, said) in got.items():
        assert was_right is right, name
        assert hint in said, (name, said)
    with open_record(record_path) as record:
        given = {r.pupil: r.given for r in record.answers()}
    assert given["Ana"] == given["Bea"] == given["Caio"]  # the same taps in every record


def test_a_lag_that_is_not_steady_is_still_heard_as_a_wrong_rhythm(tmp_path):
    """What the judge cannot cancel, and no calibration could: a lag that changes within the
    rhythm (here 0, then 400 ms on the second note) is a note off its time."""
    with ownpace_server(tmp_path / "progress.sqlite") as (_server, lesson):
        token = lesson.join("Ana")
        lesson.pupil_for_token(token).runner.start_at(TAP_STEP)
        right, said = verdict(lesson, token, [20_000.0, 21_400.0, 21_500.0])
    assert not right and "Note 2 came too late" in said
