"""The tap screen driven by synthetic input events with known times (`event.stamp`, as the app's
timed input stamps them): the count-in, the taps taken, the verdict and the timeline's marks.

Oracle: the issue's hand-worked example. At tempo 60, q+e+e is written at 0, 1 and 1.5 s
after the downbeat; tapped at 0.00, 1.04, 1.47 it is right; at 0.00, 0.70, 1.50 the second
tap is early.
"""

from __future__ import annotations

import pygame
import pytest

from edu_domino.faces.notes import parse_notes
from edu_domino.ui.scenes.tap import TapScene
from edu_domino.ui.shots.tap import StillClock
from edu_domino.ui.tap.session import Phase, TapOptions
from edu_domino.ui.tap.timeline import EARLY, EXTRA, LATE, MISSING, RIGHT

QEE = [parse_notes("q+e+e")]


class SoundLog:
    """Stands for the app's sound: what was queued when, and whether it was stopped."""

    def __init__(self) -> None:
        self.queued: list[tuple[float, object]] = []
        self.stops = 0

    def play_at(self, sound, tempo, at: float) -> None:
        self.queued.append((at, sound))

    def stop(self) -> None:
        self.stops += 1


def key(key: int, stamp: float | None = None, up: bool = False) -> pygame.event.Event:
    fields = {"key": key, "mod": 0, "unicode": "", "scancode": 0}
    if stamp is not None:
        fields["stamp"] = stamp
    return pygame.event.Event(pygame.KEYUP if up else pygame.KEYDOWN, **fields)


def space_tap(stamp: float) -> list[pygame.event.Event]:
    return [key(pygame.K_SPACE, stamp), key(pygame.K_SPACE, stamp + 0.05, up=True)]


@pytest.fixture
def tap_scene(make_app):
    def make(notes=QEE, tempo=60, options=None, **kw):
        app = make_app()
        clock = StillClock(50.0)
        scene = TapScene(app, notes, tempo, options=options or TapOptions(), clock=clock, **kw)
        scene.pad.session.sound = SoundLog()
        app.push(scene)
        return app, scene, clock

    return make


def start(app, scene, clock) -> float:
    """Space starts the count-in; the clock is moved to the downbeat. Returns the downbeat."""
    app.frame(space_tap(clock.now))
    assert scene.pad.phase is Phase.COUNT_IN
    down = scene.pad.session.downbeat
    clock.now = down
    app.frame([])
    assert scene.pad.phase is Phase.TAPPING
    return down


def tap_and_finish(app, scene, clock, offsets: list[float]) -> None:
    down = start(app, scene, clock)
    for offset in offsets:
        clock.now = down + offset + 0.01  # the frame comes a little after the key
        app.frame(space_tap(down + offset))
    clock.now = down + 10.0
    app.frame([])
    assert scene.pad.phase is Phase.DONE


def kinds(scene) -> list[str]:
    return [m.kind for m in sorted(scene.pad.marks(), key=lambda m: m.at)]


def test_taps_are_timed_from_the_event_not_the_frame(tap_scene):
    app, scene, clock = tap_scene()
    down = start(app, scene, clock)
    clock.now = down + 0.5  # one late frame brings three keys that came at different times
    app.frame([*space_tap(down + 0.0), *space_tap(down + 0.2), *space_tap(down + 0.4)])
    assert scene.pad.session.tap_times == [0.0, 0.2, 0.4]


def test_the_issue_example_tapped_within_tolerance_is_right(tap_scene):
    app, scene, clock = tap_scene()
    tap_and_finish(app, scene, clock, [0.0, 1.04, 1.47])
    assert scene.pad.verdict.right
    assert kinds(scene) == [RIGHT, RIGHT, RIGHT]


def test_a_tap_too_early_is_marked_early_and_wrong(tap_scene):
    app, scene, clock = tap_scene()
    tap_and_finish(app, scene, clock, [0.0, 0.70, 1.50])
    assert not scene.pad.verdict.right
    assert kinds(scene) == [RIGHT, EARLY, RIGHT]


def test_a_late_tap_a_missing_one_and_an_extra_one(tap_scene):
    app, scene, clock = tap_scene(notes=[parse_notes("q+q+q+q")])  # written 0, 1, 2, 3
    # a second tap on the first note, the second note 0.3 s late, the third right, no fourth
    tap_and_finish(app, scene, clock, [0.0, 0.1, 1.3, 2.0])
    assert kinds(scene) == [RIGHT, EXTRA, LATE, RIGHT, MISSING]
    assert not scene.pad.verdict.right


def test_a_constant_delay_is_not_held_against_the_pupil(tap_scene):
    app, scene, clock = tap_scene()
    tap_and_finish(app, scene, clock, [0.3, 1.3, 1.8])  # all 0.3 s after where the count said
    assert scene.pad.verdict.right
    assert scene.pad.session.entry_error == pytest.approx(0.3)


def test_a_held_key_repeating_is_one_tap_and_a_touch_is_not_counted_twice(tap_scene):
    app, scene, clock = tap_scene()
    down = start(app, scene, clock)
    app.frame([key(pygame.K_SPACE, down), key(pygame.K_SPACE, down + 0.3), key(pygame.K_SPACE, down + 0.6)])
    app.frame([key(pygame.K_SPACE, down + 0.7, up=True)])
    assert scene.pad.session.tap_times == [0.0]
    touch = pygame.event.Event(pygame.FINGERDOWN, x=0.5, y=0.5, touch_id=0, finger_id=0, stamp=down + 1.0)
    copy = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 360), button=1, touch=True, stamp=down + 1.0)
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 360), button=1, touch=False, stamp=down + 1.5)
    app.frame([touch, copy, click])
    assert scene.pad.session.tap_times == [0.0, 1.0, 1.5]
    assert [str(t.source) for t in scene.pad.session.taps] == ["key", "touch", "mouse"]


def test_the_count_in_is_one_bar_of_clicks_heard_and_seen(tap_scene):
    app, scene, clock = tap_scene(tempo=120, options=TapOptions(metronome=True))
    app.frame(space_tap(clock.now))
    session, log = scene.pad.session, scene.pad.session.sound
    # Two sounds: the bar of count-in clicks at its start, the metronome from the downbeat.
    (count_at, count_in), (metro_at, metro) = log.queued
    assert count_at == session.count_in_at and metro_at == session.downbeat
    assert len(count_in.tones) == 4 and session.downbeat - session.count_in_at == pytest.approx(2.0)
    assert len(metro.tones) == 2  # q+e+e lasts two beats (quarters)
    seen = []
    for beat in range(4):
        clock.now = session.count_in_at + beat * 0.5 + 0.25
        app.frame([])
        seen.append(session.count_beat())
    assert seen == [0, 1, 2, 3]


def test_read_cold_without_metronome_queues_only_the_count_in(tap_scene):
    app, scene, clock = tap_scene(options=TapOptions(metronome=False))
    app.frame(space_tap(clock.now))
    assert len(scene.pad.session.sound.queued) == 1


def test_hear_it_first_plays_the_rhythm_before_the_count_in(tap_scene):
    app, scene, clock = tap_scene(options=TapOptions(hear_first=True, metronome=False))
    app.frame(space_tap(clock.now))
    session = scene.pad.session
    assert scene.pad.phase is Phase.LISTEN
    starts = [at for at, _sound in session.sound.queued]
    # clicks, then the rhythm a bar later, then the count-in after the rhythm's bar
    assert starts == [session.started, session.started + 4.0, session.count_in_at]
    assert session.count_in_at == pytest.approx(session.started + 8.0)
    clock.now = session.started + 2.0
    app.frame(space_tap(clock.now))  # tapping along while listening is not a tap
    assert session.taps == []


def test_escape_during_the_count_in_starts_over_in_silence(tap_scene):
    app, scene, clock = tap_scene()
    app.frame(space_tap(clock.now))
    app.frame([key(pygame.K_ESCAPE, clock.now)])
    assert scene.pad.phase is Phase.READY
    assert scene.pad.session.sound.stops == 1
    assert app.top is scene  # Esc stopped the count-in; it did not leave the screen


def test_after_the_verdict_the_buttons_work_from_the_keyboard(tap_scene):
    pressed = []
    app, scene, clock = tap_scene(next_label="Next", on_next=lambda: pressed.append("next"))
    tap_and_finish(app, scene, clock, [0.0, 1.0, 1.5])
    assert scene.pad.button_labels() == ["Hear my taps", "Hear the rhythm", "Try again", "Next"]
    log = scene.pad.session.sound
    before = len(log.queued)
    app.frame([key(pygame.K_RETURN, clock.now)])  # "Hear my taps" has the focus
    assert len(log.queued) == before + 1 and len(log.queued[-1][1].tones) == 3
    app.frame([key(pygame.K_RETURN, clock.now, up=True), key(pygame.K_RIGHT, clock.now), key(pygame.K_RIGHT, clock.now),
               key(pygame.K_RIGHT, clock.now), key(pygame.K_RETURN, clock.now)])
    assert pressed == ["next"]
    app.frame([key(pygame.K_RETURN, clock.now, up=True), key(pygame.K_LEFT, clock.now), key(pygame.K_RETURN, clock.now)])
    assert scene.pad.phase is Phase.READY  # "Try again"


def test_the_result_is_drawn_with_buttons_that_a_click_presses(tap_scene):
    app, scene, clock = tap_scene()
    tap_and_finish(app, scene, clock, [0.0, 0.7, 1.5])
    app.draw()
    again = next(b for b in scene.pad.buttons if b.label == "Try again")
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=again.rect.center, button=1)])
    assert scene.pad.phase is Phase.READY


def test_the_done_callback_gets_the_judged_pad(tap_scene):
    got = []
    app, scene, clock = tap_scene(on_done=lambda pad: got.append((pad.verdict.right, pad.session.tap_times)))
    tap_and_finish(app, scene, clock, [0.0, 1.0, 1.5])
    assert got == [(True, [0.0, 1.0, 1.5])]


def test_a_calibrated_offset_moves_the_taps_of_its_device(make_app):
    app = make_app(tap_offset_ms=0, midi_offset_ms=40)
    clock = StillClock(10.0)
    scene = TapScene(app, QEE, 60, clock=clock)
    app.push(scene)
    session = scene.pad.session
    session.start()
    clock.now = session.downbeat
    app.frame([])
    session.tap(session.downbeat + 0.54, "midi")
    assert session.tap_times == [0.5]


def test_a_rhythm_that_starts_with_a_rest_is_tapped_after_the_rest(tap_scene):
    app, scene, clock = tap_scene(notes=[parse_notes("rq+q+q")])  # sounds at 1 and 2 s after the downbeat
    tap_and_finish(app, scene, clock, [1.0, 2.0])
    assert scene.pad.verdict.right and kinds(scene) == [RIGHT, RIGHT]
    assert scene.pad.session.entry_error == pytest.approx(0.0)


def test_a_tile_is_its_two_halves_as_drawn(tap_scene):
    # Updated for issue 27 (an eighth of silence the notation never showed was expected between
    # the halves): q | q+q at 60 sounds at 0, 1 and 2 s
    app, scene, clock = tap_scene(notes=[parse_notes("q"), parse_notes("q+q")])
    tap_and_finish(app, scene, clock, [0.0, 1.0, 2.0])
    assert scene.pad.verdict.right
    assert scene.pad.session.onsets == (0.0, 1.0, 2.0)


def test_a_rest_between_the_halves_is_a_half_of_its_own(tap_scene):
    # with the pack's rest_between: q | (eighth rest) | q+q at 60 sounds at 0, 1.5 and 2.5 s
    from edu_domino.lesson.tap import halves_as_drawn

    halves = halves_as_drawn([parse_notes("q"), parse_notes("q+q")], rest_between=True)
    app, scene, clock = tap_scene(notes=halves)
    tap_and_finish(app, scene, clock, [0.0, 1.5, 2.5])
    assert scene.pad.verdict.right
    assert scene.pad.session.onsets == (0.0, 1.5, 2.5)


def test_a_drill_item_records_the_first_go_only(make_app):
    from types import SimpleNamespace

    from edu_domino.ui.scenes.tap_drill import TapDrillScene

    app = make_app()
    answers, nexts = [], []
    item = SimpleNamespace(shows=("notes:q+e+e",), tempo=60, level=3, prompt="Tap the rhythm")
    clock = StillClock(50.0)
    scene = TapDrillScene(app, item, answers.append, lambda: nexts.append(1), clock=clock)
    app.push(scene)
    assert not scene.pad.session.options.hear_first  # level 3: read it
    tap_and_finish(app, scene, clock, [0.0, 1.0, 1.5])
    assert answers == ["0.000 1.000 1.500"]
    scene.pad.retry()
    tap_and_finish(app, scene, clock, [0.0, 0.7, 1.5])
    assert answers == ["0.000 1.000 1.500"] and not scene.pad.verdict.right
    app.frame([key(pygame.K_LEFT, clock.now)])  # from "Hear my taps" round to "Next"
    app.frame([key(pygame.K_RETURN, clock.now)])
    assert nexts == [1]


def test_a_tap_stamped_on_the_downbeat_counts_before_the_frame_moves_the_phase(tap_scene):
    app, scene, clock = tap_scene(options=TapOptions(hear_first=True, metronome=False))
    app.frame(space_tap(clock.now))
    session = scene.pad.session
    assert scene.pad.phase is Phase.LISTEN
    clock.now = session.downbeat  # the key comes with the downbeat, in the same frame
    app.frame(space_tap(session.downbeat))
    assert session.tap_times == [0.0]


def test_a_try_with_no_taps_offers_nothing_of_the_pupils_to_hear(tap_scene):
    app, scene, clock = tap_scene(next_label="Next", on_next=lambda: None)
    tap_and_finish(app, scene, clock, [])  # the count-in, then not one tap
    assert scene.pad.button_labels() == ["Hear the rhythm", "Try again", "Next"]
