"""The scheduler sends each message when the clock reaches it, and never waits in the caller."""

from __future__ import annotations

import threading
import time
from fractions import Fraction

import mido
import pytest
from offline_mixer import BUFFER, VOICES, OfflineMixer

from edu_domino.audio import Scheduler, Sound, Tempo, Tone, open_output, sounds
from edu_domino.audio.outputs.recorder import RecorderOutput
from edu_domino.audio.outputs.synth import SynthOutput
from edu_domino.faces import parse_spelling


class FrozenClock:
    def __init__(self, now: float = 100.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def rhythm(key: str = "notes:e+q+q") -> Sound:
    return sounds.half_sound(parse_spelling(key))


def test_update_sends_exactly_what_is_due():
    clock = FrozenClock()
    out = RecorderOutput(clock=clock)
    scheduler = Scheduler(out, clock=clock, tempo=Tempo(120))
    end = scheduler.play(rhythm())  # e q q: onsets at 0, 0.25, 0.75 s; 1.25 s long
    assert end == pytest.approx(101.25)
    timeline = []
    for step in range(0, 131):
        clock.now = 100.0 + step / 100
        if scheduler.update():
            timeline.append((round(clock.now - 100, 2), [m.message.type for m in out.messages[-2:]]))
    on_times = [round(r.time - 100, 2) for r in out.messages if r.message.type == "note_on"]
    assert on_times == [0.0, 0.25, 0.75]
    off_times = [round(r.time - 100, 4) for r in out.messages if r.message.type == "note_off"]
    assert off_times == [0.19, 0.69, 1.19]  # the first step of the clock at or after each note_off
    assert scheduler.idle and scheduler.next_due() is None


def test_a_frame_that_comes_late_sends_everything_due_in_order():
    clock = FrozenClock()
    out = RecorderOutput(clock=clock)
    scheduler = Scheduler(out, clock=clock)
    scheduler.play(rhythm("notes:e+e+e+e"))
    clock.now += 10  # the app was busy for a long while
    assert scheduler.update() == 8
    types = [r.message.type for r in out.messages]
    assert types == ["note_on", "note_off"] * 4


def test_play_at_a_later_time_and_play_after():
    clock = FrozenClock()
    out = RecorderOutput(clock=clock)
    scheduler = Scheduler(out, clock=clock, tempo=Tempo(120))
    scheduler.play(sounds.step_sound(0), at=105.0)
    assert scheduler.update() == 0 and scheduler.next_due() == 105.0
    start = scheduler.next_due()
    end = scheduler.play_after(sounds.step_sound(2))  # an eighth after the first is over
    assert end == pytest.approx(105.0 + 0.5 + 0.25 + 0.5)
    assert scheduler.play_after(sounds.step_sound(4), gap=0) == pytest.approx(end + 0.5)
    clock.now = 200
    scheduler.update()
    assert [r.message.note for r in out.messages if r.message.type == "note_on"] == [60, 64, 67]
    assert start == 105.0
    scheduler.stop()
    assert scheduler.play_after(sounds.step_sound(0)) == pytest.approx(200.5)  # nothing queued: now


def test_stop_drops_the_queue_and_releases_sounding_notes():
    clock = FrozenClock()
    out = RecorderOutput(clock=clock)
    scheduler = Scheduler(out, clock=clock)
    scheduler.play(sounds.confirm_chord())
    scheduler.update()  # the four notes of the chord start
    scheduler.stop()
    offs = sorted(r.message.note for r in out.messages if r.message.type == "note_off")
    assert offs == [60, 64, 67, 72]
    assert out.messages[-1].message.is_cc(123)  # and all notes off on the channel
    assert scheduler.idle
    clock.now += 10
    assert scheduler.update() == 0


def test_nothing_waits_in_the_ui_loop(monkeypatch):
    """With a clock that never moves and sleeping forbidden, play and update return at once."""
    def no_sleep(_seconds):
        raise AssertionError("the UI loop must never sleep")

    monkeypatch.setattr(time, "sleep", no_sleep)
    clock = FrozenClock()
    out = RecorderOutput(clock=clock)
    scheduler = Scheduler(out, clock=clock)
    finished = threading.Event()

    def frame_loop():
        long_sound = sounds.half_sound(parse_spelling("notes:w.")) # 12 eighths: 3 s
        for _ in range(1000):
            scheduler.play(long_sound)
            scheduler.update()
        finished.set()

    worker = threading.Thread(target=frame_loop, daemon=True)
    worker.start()
    assert finished.wait(timeout=10), "play/update blocked although no time passed"
    assert len(out.messages) == 1000  # only the note_ons are due: nothing waited for the offs


def test_the_synth_renders_when_a_sound_is_queued_not_when_its_notes_are_sent(monkeypatch):
    output, notice = open_output("synth", warm=False)  # SDL's dummy audio driver in tests
    assert notice is None
    try:
        clock = FrozenClock()
        scheduler = Scheduler(output, clock=clock)
        scheduler.play(sounds.match_sound(parse_spelling("notes:q+e"), parse_spelling("pips:3"), True))
        calls = []
        monkeypatch.setattr(output.renderer, "note", lambda *a: calls.append(a))
        for _ in range(100):
            clock.now += 0.05
            scheduler.update()
        assert scheduler.idle and calls == []  # every note came out of the cache
    finally:
        output.close()


def test_the_pump_thread_sends_on_time_between_frames():
    out = RecorderOutput()
    with Scheduler(out) as scheduler:
        scheduler.start()
        start = time.perf_counter() + 0.05
        sound = Sound(tuple(Tone(Fraction(i, 2), Fraction(1, 2), 60 + i) for i in range(6)),
                      Fraction(3))
        end = scheduler.play(sound, at=start, tempo=Tempo(240))  # a note every 62.5 ms
        deadline = time.monotonic() + 5
        while not scheduler.idle and time.monotonic() < deadline:
            threading.Event().wait(0.01)  # the test waits; nobody calls update()
        assert scheduler.idle
    ons = [r for r in out.messages if r.message.type == "note_on"]
    assert [r.message.note for r in ons] == [60, 61, 62, 63, 64, 65]
    for i, r in enumerate(ons):
        assert r.time >= start + i * 0.0625  # never early
    assert end == pytest.approx(start + 0.375)
    kinds = [r.message.type for r in out.messages]
    assert kinds.count("note_off") == 6
    # closing the scheduler stops its thread
    assert not any(t.name == "edu-domino-audio" for t in threading.enumerate())


def test_stop_after_the_pump_and_a_bare_note_off_is_harmless():
    out = RecorderOutput()
    scheduler = Scheduler(out)
    scheduler.start()
    scheduler.close()
    scheduler.close()
    out.send(mido.Message("note_off", note=60))
    assert [r.message.type for r in out.messages] == ["note_off"]


def test_stopping_silences_the_synth_at_once():
    mixer = OfflineMixer()  # mixes on its own sample clock: a busy machine changes nothing
    output = SynthOutput(mixer, mixer.rate, mixer.channels, BUFFER, VOICES, clock=mixer.clock)
    scheduler = Scheduler(output, clock=mixer.clock)
    scheduler.play(sounds.half_sound(parse_spelling("notes:w.")))  # rings for 3 s
    mixer.run_until(0.5, scheduler)
    assert output.busy_voices() == 1
    scheduler.stop()
    mixer.run_until(0.8)  # the fade starts a little ahead of the mixer and lasts 15 ms
    assert output.busy_voices() == 0
    assert not any(mixer.samples[-mixer.rate // 10:])  # silent well before the note's 3 s
