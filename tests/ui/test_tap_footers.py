"""The tap screens' footers list only the keys that work on that screen at that moment, on one
line at 800x600, in es, pt and en; the options H and M change are shown with their states above
the footer and change when pressed. The keys each footer must name are a hand-written table
(what each screen's code answers to), per language."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest
from ui_helpers import tap_rhythm

from edu_domino.faces.notes import parse_notes
from edu_domino.ui.scenes.tap import TapScene
from edu_domino.ui.scenes.tap_calibrate import CalibrateScene
from edu_domino.ui.scenes.tap_drill import TapDrillScene
from edu_domino.ui.shots.tap import StillClock, stage_class_clap

SPACE = {"es": "Espacio", "pt": "Espaço", "en": "Space"}
ENTER = {"es": "Intro", "pt": "Enter", "en": "Enter"}
LEFT_RIGHT = {"es": "Izquierda/Derecha", "pt": "Esquerda/Direita", "en": "Left/Right"}
START, TAP, OPTIONS, CHOOSE = "start", "tap", "options", "choose"
KEYS = {  # what a footer names, by moment
    START: lambda lang: [SPACE[lang], "Esc"],
    TAP: lambda lang: [SPACE[lang], "Esc"],
    OPTIONS: lambda lang: [SPACE[lang], "H", "M", "Esc"],
    CHOOSE: lambda lang: [LEFT_RIGHT[lang], ENTER[lang], "Esc"],
}


def keys_named(footer: str) -> list[str]:
    """The keys a footer names: the part before ":" of each " · " piece."""
    return [piece.split(":")[0].strip() for piece in footer.split(" · ")]


def drawn_footer(app) -> list[str]:
    app.frame()
    return app.theme.footer_shown


def check(app, moment: str, lang: str, extra: tuple[str, ...] = ()) -> None:
    lines = drawn_footer(app)
    assert len(lines) == 1, lines
    assert keys_named(lines[0]) == [*extra, *KEYS[moment](lang)], lines[0]


def a_go(app, scene, clock) -> None:
    tap_rhythm(app, scene.pad, [0.0, 0.6, 1.5])  # judged: the buttons are up


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_the_tap_screen(make_app, lang):
    app = make_app(size=(800, 600), language=lang)
    clock = StillClock(50.0)
    scene = TapScene(app, [parse_notes("q+e+e")], 60, clock=clock, next_label="Next")
    app.push(scene)
    check(app, START, lang)
    scene.pad.session.start(clock.now)
    check(app, TAP, lang)
    scene.pad.retry()
    a_go(app, scene, clock)
    check(app, CHOOSE, lang)


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_the_practice_drill_shows_its_options_and_h_and_m_change_them(make_app, lang):
    app = make_app(size=(800, 600), language=lang)
    item = SimpleNamespace(shows=("notes:q+e+e",), tempo=60, level=1, prompt="Tap the rhythm")
    clock = StillClock(50.0)
    scene = TapDrillScene(app, item, lambda taps: None, lambda: None, clock=clock)
    app.push(scene)
    check(app, OPTIONS, lang)
    on, off = app.i18n.translate("On"), app.i18n.translate("Off")
    assert scene.status()[0].endswith(on)  # level 1: hear it first
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)])
    assert scene.status()[0].endswith(off)
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m", scancode=0)])
    assert scene.status()[1].endswith(off)
    drawn = app.theme.record_texts()
    app.frame()
    assert " · ".join(scene.status()) in drawn  # the states are on the screen


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_clapping_the_line_names_the_tiles_key(make_app, lang):
    app = make_app(size=(800, 600), language=lang)
    stage_class_clap(app)
    scene = app.top
    check(app, OPTIONS, lang, extra=("↑↓",))
    before = scene.status()[0]
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)])
    assert scene.status()[0] != before  # one tile fewer, and the line says so


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_the_tap_timing_screen(make_app, lang):
    app = make_app(size=(800, 600), language=lang)
    clock = StillClock(50.0)
    scene = CalibrateScene(app, clock=clock)
    app.push(scene)
    check(app, START, lang)
    scene.calibration.start(clock.now)
    check(app, TAP, lang)
    clock.now = scene.calibration.clicks()[-1] + 2 * scene.calibration.beat
    app.frame()
    assert scene.calibration.done
    check(app, CHOOSE, lang)
