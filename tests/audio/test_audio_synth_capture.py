"""The built-in synth really sounds, and sounds right: we listen to its mix by numbers.

Every check but one runs the synth and the scheduler on an offline mixer's sample clock
(`offline_mixer.py`): what is judged is the buffers the synth rendered, started where a mixer
would start them, so a loaded machine cannot move a note. For every sound: it is where it should
be, each note is there with the right pitch (within 0.5%, a twelfth of a semitone), and the sound
lasts as long as its tones plus the release. One check plays a note through pygame's real mixer
(SDL's disk driver captures it, in its own process): a single note, judged by its own samples.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import mido
import pytest
from audio_analysis import attacks, frequency, read_capture, segments
from offline_mixer import BUFFER, RATE, VOICES, OfflineMixer

from edu_domino.audio import Scheduler, Tempo, sounds
from edu_domino.audio.outputs.synth import SynthOutput
from edu_domino.audio.voice import frequency as pitch_frequency
from edu_domino.faces import get_face_set, parse_spelling

CHILD = Path(__file__).with_name("audio_capture_child.py")
ROOT = Path(__file__).resolve().parents[2]
PITCH_TOLERANCE = 0.005
# A note starts on the mixer's next buffer, so the onsets inside a sound may move by up to one
# buffer; each note's own length is one rendered buffer and exact.
ONSET_SLACK = BUFFER / RATE
NOTE_SLACK = 0.002
GAP = 0.3  # seconds of silence between two sounds (the analysis splits sounds at 0.1 s)


def synth_on(mixer: OfflineMixer) -> SynthOutput:
    return SynthOutput(mixer, mixer.rate, mixer.channels, BUFFER, VOICES, clock=mixer.clock)


def render(tempo_bpm: float, keys: list[str]):
    """The first channel of the mix of `keys` played one after another, and what was played
    (per sound: its tones in seconds from its start), as the capture child writes it."""
    mixer = OfflineMixer()
    output = synth_on(mixer)
    tempo = Tempo(tempo_bpm)
    scheduler = Scheduler(output, clock=mixer.clock, tempo=tempo)
    played, at = [], 0.1
    for key in keys:
        sound = sounds.half_sound(parse_spelling(key))
        played.append({"key": key, "tones": [[tempo.seconds(t.start), tempo.seconds(t.sounding), t.pitch]
                                             for t in sound.tones]})
        at = scheduler.play(sound, at=at) + GAP
    mixer.run_until(at, scheduler)
    info = {"rate": mixer.rate, "release": output.renderer.timbre.release, "played": played}
    return mixer.samples, info


def check_sounds(samples, info) -> list[str]:
    """Compare the capture with what was played; return one line per problem."""
    rate, release = info["rate"], info["release"]
    audible = [p for p in info["played"] if p["tones"]]
    found = segments(samples, min_gap=int(0.1 * rate))
    problems: list[str] = []
    if len(found) != len(audible):
        return [f"{len(found)} sounds heard, {len(audible)} played"]
    for (first, end), played in zip(found, audible, strict=True):
        key, tones = played["key"], played["tones"]
        notes = attacks(samples, first, end, min_gap=int(0.002 * rate))
        if len(notes) != len(tones):
            problems.append(f"{key}: {len(notes)} notes heard, {len(tones)} played")
            continue
        expected = tones[-1][0] + tones[-1][1] + release
        heard = (end - first) / rate
        slack = NOTE_SLACK + (ONSET_SLACK if len(tones) > 1 else 0.0)
        if abs(heard - expected) > slack:
            problems.append(f"{key}: lasts {heard:.4f} s, expected {expected:.4f} s")
        for (a, b), (_start, sounding, pitch) in zip(notes, tones, strict=True):
            want = pitch_frequency(pitch)
            got = frequency(samples, a, b, rate)
            if abs(got / want - 1) > PITCH_TOLERANCE:
                problems.append(f"{key}: pitch {got:.2f} Hz, expected {want:.2f} Hz")
            note_length = (b - a) / rate
            if abs(note_length - (sounding + release)) > NOTE_SLACK:
                problems.append(f"{key}: a note lasts {note_length:.4f} s, expected {sounding + release:.4f} s")
    return problems


def test_a_held_note_has_its_pitch_and_length_through_the_real_mixer(tmp_path):
    """numerals 5 is scale step 5 above middle C: A4, 440 Hz, played through pygame's mixer."""
    raw, info_path = tmp_path / "capture.raw", tmp_path / "played.json"
    env = dict(os.environ, SDL_AUDIODRIVER="disk", SDL_DISKAUDIOFILE=str(raw),
               PYTHONPATH=str(ROOT), PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, str(CHILD), str(info_path), "120", "numerals:5"], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    info = json.loads(info_path.read_text())
    samples = read_capture(raw, info["channels"])
    assert check_sounds(samples, info) == []
    (first, end), = segments(samples, int(0.1 * info["rate"]))
    assert frequency(samples, first, end, info["rate"]) == pytest.approx(440.0, rel=0.001)
    # a quarter at 120 bpm: sounds 0.5 s less the articulation (1/4 eighth), then the release
    assert (end - first) / info["rate"] == pytest.approx(0.5 - 0.0625 + 0.015, abs=0.002)
    assert max(abs(x) for x in samples[first:end]) > 3000  # loud enough to hear


def test_held_notes_have_their_pitch_and_length():
    samples, info = render(120, ["numerals:5", "powers:2^0", "notes:h_e"])
    assert check_sounds(samples, info) == []
    first, end = segments(samples, int(0.1 * RATE))[0]
    assert frequency(samples, first, end, RATE) == pytest.approx(440.0, rel=0.001)
    assert (end - first) / RATE == pytest.approx(0.5 - 0.0625 + 0.015, abs=0.002)


@pytest.mark.parametrize("part", ["short", "long", "counted"])
def test_every_face_sound_is_heard(part):
    """Every spelling of the note values 0..6 (the double-six set), and every power and scale
    step up to 12."""
    notes = get_face_set("notes")
    keys = {
        "short": [s.key for v in range(5) for s in notes.spellings(v)],
        "long": [s.key for v in (5, 6) for s in notes.spellings(v)],
        "counted": [get_face_set("powers").spellings(k)[0].key for k in range(13)]
                   + [get_face_set("pips").spellings(v)[0].key for v in range(13)],
    }[part]
    # 200 quarters a minute: the silence between two notes of a rhythm (a quarter of an eighth,
    # 37.5 ms, less the 15 ms release) is still there to hear
    samples, info = render(200, keys)
    assert check_sounds(samples, info) == []


def test_stopping_a_note_midway_fades_it_without_a_click():
    """stop() mid-note: the wave must fade over a few milliseconds, never jump to zero."""
    mixer = OfflineMixer()
    output = synth_on(mixer)
    scheduler = Scheduler(output, clock=mixer.clock, tempo=Tempo(120))
    scheduler.play(sounds.half_sound(parse_spelling("notes:w.")), at=0.1)  # 3 s: stopped long before
    mixer.run_until(0.8, scheduler)
    assert output.busy_voices() == 1
    scheduler.stop()
    mixer.run_until(1.2, scheduler)
    assert output.busy_voices() == 0  # the voice plays only silence now
    samples, rate = mixer.samples, mixer.rate
    (first, end), = segments(samples, int(0.1 * rate))
    heard = (end - first) / rate
    assert 0.6 < heard < 1.0  # stopped (a 3 s note), within a few buffers of the call
    # The loudest sample-to-sample step in the last 20 ms is no bigger than the wave's own steps
    # while it sounds: a hard cut would jump by up to the whole amplitude.
    steady = max(abs(samples[i] - samples[i - 1]) for i in range(first + int(0.3 * rate),
                                                                   first + int(0.5 * rate)))
    tail = max(abs(samples[i] - samples[i - 1]) for i in range(end - int(0.02 * rate), end + 1))
    assert tail <= 1.05 * steady
    # ... and the level falls smoothly, period by period (C5, about 84 samples): over at least
    # 8 ms from nine tenths to a tenth, never by more than a quarter of the full level at once
    period = round(rate / pitch_frequency(72))
    peaks = [max(abs(x) for x in samples[i:i + period]) for i in range(end - 60 * period, end, period)]
    full = peaks[0]
    assert min(peaks[:20]) > 0.9 * full  # steady before the stop
    falling = [p for p in peaks if 0.1 * full < p < 0.9 * full]
    assert len(falling) * period / rate >= 0.008, peaks
    assert max(a - b for a, b in zip(peaks, peaks[1:], strict=False)) < 0.25 * full, peaks


def test_a_bare_note_off_fades_the_note_out():
    """A note_on without a hold rings (up to 4 s) until its note_off, which fades it."""
    mixer = OfflineMixer()
    output = synth_on(mixer)
    output.send(mido.Message("note_on", note=69, velocity=100))
    mixer.run_until(0.5)
    assert output.busy_voices() == 1
    output.send(mido.Message("note_off", note=69))
    mixer.run_until(1.0)
    assert output.busy_voices() == 0
    (first, end), = segments(mixer.samples, int(0.1 * RATE))
    assert 0.5 < (end - first) / RATE < 0.7  # faded within the synth's read-ahead, not at 4 s
    assert frequency(mixer.samples, first, end, RATE) == pytest.approx(440.0, rel=0.001)


def test_powers_sound_in_a_comfortable_register_at_even_loudness():
    """2^0 .. 2^12 measured on the mix: 260 to 900 Hz, each as loud as the others."""
    keys = [f"powers:2^{k}" for k in range(13)]
    samples, info = render(120, keys)
    rate = info["rate"]
    found = segments(samples, int(0.1 * rate))
    assert len(found) == 13
    pitches, levels = [], []
    for first, end in found:
        middle = (first + end) // 2  # the steady part, clear of attack and release
        part = samples[middle - int(0.05 * rate):middle + int(0.05 * rate)]
        pitches.append(frequency(samples, first, end, rate))
        levels.append((sum(x * x for x in part) / len(part)) ** 0.5)
    assert min(pitches) > 255 and max(pitches) < 900, pitches
    assert pitches == sorted(pitches)
    assert max(levels) / min(levels) < 1.2, levels  # within 1.6 dB
