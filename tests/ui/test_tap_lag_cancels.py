"""On the laptop too, a steady delay between a key and its stamp changes no verdict: the judge
slides the taps to where they fit best. So the tap timing a teacher saves (Settings > Tap timing)
changes nothing for keys alone; the screen says so. The oracle is worked out by hand: "q+e+e" at
60 a minute sounds at 0, 1 and 1.5 s after the downbeat."""

from __future__ import annotations

import pytest
from test_tap_screen import QEE, SoundLog, kinds, space_tap, start

from edu_domino.ui.scenes.tap import TapScene
from edu_domino.ui.scenes.tap_calibrate import CalibrateScene
from edu_domino.ui.shots.tap import StillClock
from edu_domino.ui.tap.timeline import EARLY, LATE, RIGHT

LAG = 0.08  # a keyboard whose keys come 80 ms late

TRIES = [  # when the pupil tapped (seconds after the downbeat), and the marks a teacher gives by hand
    ([0.0, 1.02, 1.48], True, [RIGHT, RIGHT, RIGHT]),
    ([0.0, 0.6, 1.5], False, [RIGHT, EARLY, RIGHT]),
    ([0.0, 1.0, 1.9], False, [RIGHT, RIGHT, LATE]),
]


def judged(make_app, offset_ms: int, lag: float, taps: list[float]) -> tuple[bool, list[str]]:
    app = make_app(tap_offset_ms=offset_ms)
    clock = StillClock(50.0)
    scene = TapScene(app, QEE, 60, clock=clock)
    scene.pad.session.sound = SoundLog()
    app.push(scene)
    down = start(app, scene, clock)
    for at in taps:
        clock.now = down + at + lag + 0.01
        app.frame(space_tap(down + at + lag))
    clock.now = down + 10.0
    app.frame([])
    return scene.pad.verdict.right, kinds(scene)


@pytest.mark.parametrize(("taps", "right", "marks"), TRIES)
def test_a_keyboard_80_ms_late_is_judged_as_one_on_time_calibrated_or_not(make_app, taps, right, marks):
    on_time = judged(make_app, 0, 0.0, taps)
    calibrated = judged(make_app, round(LAG * 1000), LAG, taps)
    never_calibrated = judged(make_app, 0, LAG, taps)
    assert on_time == calibrated == never_calibrated == (right, marks)


def test_the_tap_timing_screen_says_it_changes_no_verdict(make_app):
    app = make_app(size=(800, 600))
    scene = CalibrateScene(app)
    app.push(scene)
    texts = scene.theme.record_texts()
    scene.draw(app.screen)
    said = " ".join(texts)
    assert "judged by the time between the taps" in said and "never counts against" in said
    assert "MIDI keyboard and the computer's keys" in said
