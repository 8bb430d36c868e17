"""The synth's voice, rendered offline: exact pitch, exact length, and no clicks."""

from __future__ import annotations

import math

import pytest
from audio_analysis import frequency as measured_frequency

from edu_domino.audio.voice import NoteRenderer, frequency

RATE = 44100


@pytest.fixture(scope="module")
def renderer():
    return NoteRenderer(RATE)


def test_the_wave_crosses_zero_twice_a_period_at_every_pitch(renderer):
    for pitch in (36, 48, 60, 69, 81, 96, 108):
        block, actual = renderer.cycle(pitch)
        signs = [x > 0 for x in block if x != 0]
        crossings = sum(a != b for a, b in zip(signs, signs[1:], strict=False))
        periods = round(actual * len(block) / RATE)
        assert crossings in (2 * periods - 1, 2 * periods)  # the block's wrap-around is the last one
        assert actual == pytest.approx(frequency(pitch), rel=3e-4)  # under half a cent off


@pytest.mark.parametrize("pitch", [36, 60, 69, 108])
@pytest.mark.parametrize("hold", [0.05, 0.4375, 2.0, 4.5])
def test_a_note_has_its_length_pitch_and_no_clicks(renderer, pitch, hold):
    note = renderer.note(pitch, hold)
    assert len(note) == round(hold * RATE) + renderer.release_samples
    assert note[0] == 0 and note[-1] == 0
    assert measured_frequency(note, 0, len(note), RATE) == pytest.approx(frequency(pitch), rel=2e-3)
    # no click: no step between samples is bigger than the steepest slope of the wave itself
    block, _ = renderer.cycle(pitch)
    peak = renderer.timbre.peak * 32767
    steepest = max(abs(b - a) for a, b in zip(block, block[1:] + block[:1], strict=True)) * peak
    biggest = max(abs(b - a) for a, b in zip(note, note[1:], strict=False))
    assert biggest <= steepest * 1.02 + 2


def test_the_attack_rises_and_the_release_falls_smoothly(renderer):
    note = renderer.note(69, 0.5)
    attack = round(renderer.timbre.attack * RATE)
    window = 100  # a period of A4 is 100 samples
    first = max(abs(x) for x in note[:window])
    settled = max(abs(x) for x in note[attack + window:attack + 2 * window])
    tail = max(abs(x) for x in note[-window // 2:])
    assert first < settled / 2 and tail < settled / 10
    assert settled > 0.2 * 32767 * 0.9


def test_top_notes_leave_out_harmonics_above_the_band(renderer):
    low, _ = renderer.cycle(60)
    high, _ = renderer.cycle(127)  # 12.5 kHz: only the fundamental fits under 0.45 x 44.1 kHz
    assert measured_frequency(high * 4, 0, 4 * len(high), RATE) == pytest.approx(frequency(127), rel=2e-3)
    # a pure sine of peak 1 moves at most 2 sin(pi f / rate) from one sample to the next;
    # with its harmonics the same block would move further
    step = max(abs(b - a) for a, b in zip(high, high[1:], strict=False))
    assert step == pytest.approx(2 * math.sin(math.pi * frequency(127) / RATE), rel=0.03)
    low_step = max(abs(b - a) for a, b in zip(low, low[1:], strict=False))
    assert low_step > 1.2 * 2 * math.sin(math.pi * frequency(60) / RATE)  # C4 keeps its harmonics
