"""Latency calibration: the offset measured from taps along with clicks, and kept in the settings."""

from __future__ import annotations

import json

import pygame
import pytest

from edu_domino.ui.app import App
from edu_domino.ui.scenes.tap_calibrate import CalibrateScene
from edu_domino.ui.shots.tap import StillClock
from edu_domino.ui.tap.calibration import LEAD_BEATS, measured_offset

CLICKS = [i * 0.5 for i in range(8)]


def test_the_offset_is_the_median_delay_of_the_taps_that_answer_a_click():
    taps = [c + d for c, d in zip(CLICKS, (0.03, 0.05, 0.04, 0.02, 0.06, 0.04, 0.04, 0.03), strict=True)]
    stray = [1.25]  # halfway between two clicks: answers neither
    assert measured_offset(CLICKS, taps + stray, beat=0.5) == pytest.approx(0.04)


def test_taps_before_the_clicks_give_a_negative_offset():
    assert measured_offset(CLICKS, [c - 0.02 for c in CLICKS], beat=0.5) == pytest.approx(-0.02)


def test_too_few_answers_give_no_offset():
    assert measured_offset(CLICKS, [0.03, 0.53, 1.03], beat=0.5) is None


@pytest.fixture
def saving_app(tmp_path):
    app = App(size=(1280, 720), settings_path=tmp_path / "settings.json", language="en", sound=False)
    yield app
    app.close()


def key(k: int, stamp: float, up: bool = False) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP if up else pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0,
                              stamp=stamp)


def tap_along(app, scene, clock, delay: float, midi: bool = False) -> None:
    app.frame([key(pygame.K_SPACE, clock.now), key(pygame.K_SPACE, clock.now, up=True)])  # start
    calibration = scene.calibration
    for click in calibration.clicks()[LEAD_BEATS:]:
        clock.now = click + delay
        if midi:
            calibration.tap(click + delay, midi=True)
            app.frame([])
        else:
            app.frame([key(pygame.K_SPACE, click + delay), key(pygame.K_SPACE, click + delay + 0.1, up=True)])
    clock.now = calibration.clicks()[-1] + 2 * calibration.beat
    app.frame([])
    assert calibration.done


def test_keyboard_only_calibration_is_saved_with_the_settings(saving_app, tmp_path):
    app, clock = saving_app, StillClock(20.0)
    scene = CalibrateScene(app, clock=clock)
    app.push(scene)
    tap_along(app, scene, clock, delay=0.045)
    assert scene.calibration.result_ms == 45
    app.frame([key(pygame.K_RETURN, clock.now)])  # "Save" has the focus
    assert app.settings.tap_offset_ms == 45 and app.settings.midi_offset_ms == 0
    saved = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert saved["tap_offset_ms"] == 45


def test_a_midi_keyboard_gets_its_own_offset(saving_app):
    app, clock = saving_app, StillClock(20.0)
    scene = CalibrateScene(app, clock=clock)
    app.push(scene)
    tap_along(app, scene, clock, delay=0.012, midi=True)
    scene.save()
    assert (app.settings.tap_offset_ms, app.settings.midi_offset_ms) == (0, 12)


def test_a_saved_offset_out_of_range_is_not_read_back(tmp_path):
    from edu_domino.ui import settings as settings_mod

    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"tap_offset_ms": 90000, "midi_offset_ms": 25, "volume": 0.5}), encoding="utf-8")
    read, problem = settings_mod.read(path)
    assert problem is None
    assert (read.tap_offset_ms, read.midi_offset_ms, read.volume) == (0, 25, 0.5)


def test_settings_open_the_calibration(make_app):
    from edu_domino.ui.scenes.settings_scene import SettingsScene

    app = make_app()
    settings = SettingsScene(app)
    app.push(settings)
    labels = [item.label for item in settings.menu.items]
    settings.menu.focus = labels.index("Tap timing")
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)])
    assert isinstance(app.top, CalibrateScene)
