"""The tap screen frozen at a moment, for `edu-domino screenshot
tap-count|tap-taps|tap-feedback|tap-calibrate|tap-class`: a clock that only moves when told, and
taps placed by hand (one right, one early, one late, one missing, one extra), so the picture
shows every kind of mark."""

from __future__ import annotations

from edu_domino.faces.notes import parse_notes

EXAMPLE = "q+e+e+q+rq"  # a quarter, two eighths, a quarter and a quarter rest
TEMPO = 80


class StillClock:
    """A clock that reads `now` until moved (tests and screenshots)."""

    def __init__(self, now: float = 100.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def stage_tap(app, which: str) -> None:
    """Push a tap screen showing the count-in ("tap-count"), taps coming ("tap-taps") or the
    judged timelines ("tap-feedback")."""
    from edu_domino.ui.scenes.tap import TapScene

    if which == "tap-calibrate":
        stage_calibration(app)
        return
    if which == "tap-class":
        stage_class_clap(app)
        return
    clock = StillClock()
    scene = TapScene(app, [parse_notes(EXAMPLE)], TEMPO, clock=clock, next_label="Next")
    app.push(scene)
    session = scene.pad.session
    session.start()
    assert session.count_in_at is not None and session.downbeat is not None
    beat = session.beat
    if which == "tap-count":
        clock.now = session.count_in_at + 1.5 * beat  # "2" sounding
        scene.update(0.0)
        return
    down = session.downbeat
    # Written onsets at 0, 1, 1.5 and 2 beats, then a quarter rest. Tapped: the first right, the
    # second early, the third late, none for the fourth (missing), one in the rest (extra).
    taps = (0.0, 0.78, 1.72, 3.4)
    for at in taps[:3]:
        clock.now = down + at * beat
        session.tap(clock.now)
    clock.now = down + 1.9 * beat
    scene.update(0.0)
    if which == "tap-taps":
        return
    session.tap(down + taps[3] * beat)
    clock.now = down + session.length + 2 * beat
    scene.update(0.0)


def stage_calibration(app) -> None:
    """The calibration screen just after a go: twelve taps about 40 ms after their clicks."""
    from edu_domino.ui.scenes.tap_calibrate import CalibrateScene
    from edu_domino.ui.tap.calibration import LEAD_BEATS, TAP_BEATS

    clock = StillClock()
    scene = CalibrateScene(app, clock=clock)
    app.push(scene)
    calibration = scene.calibration
    calibration.start()
    for i, click in enumerate(calibration.clicks()[LEAD_BEATS:]):
        calibration.tap(click + 0.04 + (0.01 if i % 3 == 0 else -0.005))
    clock.now = calibration.clicks()[-1] + calibration.beat * 1.5
    scene.update(0.0)
    assert calibration.done and TAP_BEATS


def stage_class_clap(app, seed: int = 1) -> None:
    """A note-faces game half way through, and the class about to clap the end of its line."""
    from edu_domino.ui.demo import play_to_mid_round, seats
    from edu_domino.ui.game_setup import GameSetup
    from edu_domino.ui.scenes.table import TableScene
    from edu_domino.ui.scenes.tap_class import ClapLineScene
    from edu_domino.ui.tap.line import line_halves

    setup = GameSetup("clasico", {}, seats(1, 3, computer_name=app.i18n.gettext("Computer")), "notes", "single", seed)
    table = TableScene(app, setup)
    app.push(table)
    play_to_mid_round(table.game, seed)
    table.update(0.0)
    app.push(ClapLineScene(app, line_halves(table.game), table.game.tempo, clock=StillClock()))
