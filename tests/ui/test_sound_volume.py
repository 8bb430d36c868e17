"""The settings' volume reaches what is heard: note-on velocities are scaled before sending."""

import pytest

from edu_domino.lesson.sounds import tile as tile_request
from edu_domino.ui.sound import SoundPlayer, scaled_velocity


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _notes_at(volume: float) -> list[tuple[int, int]]:
    """(pitch, velocity) of every note-on the recorder got for one tile at this volume."""
    clock = FakeClock()
    sound = SoundPlayer("recorder", volume, clock=clock)
    try:
        sound.wait()
        recorder = sound.output
        assert recorder is not None and recorder.name == "recorder"
        sound.play([tile_request(("notes:h.", "notes:h"), 120)])
        sound.wait()
        clock.now += 60.0  # long after the tile's sound is over: everything is due
        sound.update(clock.now)
        assert any(r.message.type == "note_off" or r.message.velocity == 0 for r in recorder.messages)
        return [(pitch, velocity) for _t, pitch, velocity in recorder.notes()]
    finally:
        sound.close()


def test_volume_scales_every_note_on_velocity():
    full = _notes_at(1.0)
    half = _notes_at(0.5)
    assert full, "a tile sounds at full volume"
    assert [p for p, _ in half] == [p for p, _ in full]
    assert [v for _, v in half] == [scaled_velocity(v, 0.5) for _, v in full]
    assert all(h < f for (_, h), (_, f) in zip(half, full, strict=True))


def test_zero_volume_is_silent():
    assert _notes_at(0.0) == []


def test_changing_the_volume_applies_to_the_open_output():
    clock = FakeClock()
    sound = SoundPlayer("recorder", 1.0, clock=clock)
    try:
        sound.wait()
        recorder = sound.output
        sound.configure("recorder", 0.25)
        assert sound.output is recorder  # same output, not reopened
        sound.play([tile_request(("pips:3", "pips:1"), 120)])
        sound.wait()
        clock.now += 60.0
        sound.update(clock.now)
        velocities = [v for _t, _p, v in recorder.notes()]
        assert velocities and max(velocities) <= round(127 * 0.25)
    finally:
        sound.close()


@pytest.mark.parametrize(("velocity", "volume", "expected"), [(80, 1.0, 80), (80, 0.5, 40), (80, 0.0, 0), (1, 0.1, 1), (127, 2.0, 127)])
def test_scaled_velocity(velocity, volume, expected):
    assert scaled_velocity(velocity, volume) == expected


def test_the_settings_volume_reaches_the_sound_layer(make_app):
    app = make_app()
    from edu_domino.ui.sound import SoundPlayer as UISound

    app.sound = UISound("recorder", app.settings.volume, clock=FakeClock())
    try:
        app.apply_settings(app.settings.with_(volume=0.3))
        assert app.sound.volume == 0.3
        app.sound.wait()
        assert app.sound.output_volume == 0.3
    finally:
        app.sound.close()
        app.sound = None


def _lesson_pitches(requests) -> list[int]:
    clock = FakeClock()
    sound = SoundPlayer("recorder", 1.0, clock=clock)
    try:
        sound.wait()
        sound.play(requests)
        sound.wait()
        clock.now += 60.0
        sound.update(clock.now)
        return [pitch for _t, pitch, _v in sound.output.notes()]
    finally:
        sound.close()


def test_a_lesson_match_plays_both_halves_then_the_cue():
    from edu_domino.audio.sounds import confirm_chord, half_sound
    from edu_domino.faces import parse_spelling
    from edu_domino.play import SoundCue as Request

    halves = ("notes:q+e", "pips:3")
    right = _lesson_pitches([Request("match", halves, right=True, tempo=90)])
    wrong = _lesson_pitches([Request("match", halves, right=False, tempo=90)])
    half_pitches = [t.pitch for key in halves for t in half_sound(parse_spelling(key)).tones]
    assert right[: len(half_pitches)] == half_pitches  # both halves, in order, before the cue
    assert wrong[: len(half_pitches)] == half_pitches
    chord = sorted(t.pitch for t in confirm_chord().tones)
    assert sorted(right[len(half_pitches):]) == chord  # a right match ends on the chord
    assert right[len(half_pitches):] != wrong[len(half_pitches):]  # a wrong one sounds different
