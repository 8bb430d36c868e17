"""The built-in synth really sounds: SDL's disk driver captures the mix, and we listen by numbers.

Each capture runs in its own process (the audio driver is chosen when the mixer starts). For
every sound: it is where it should be, each note is there with the right pitch (within 0.5%, a
twelfth of a semitone), and the sound lasts as long as its tones plus the release.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from audio_analysis import attacks, frequency, read_capture, segments

from edu_domino.audio.voice import frequency as pitch_frequency
from edu_domino.faces import get_face_set

CHILD = Path(__file__).with_name("audio_capture_child.py")
ROOT = Path(__file__).resolve().parents[2]
PITCH_TOLERANCE = 0.005
# A note starts on the mixer's next 10 ms callback, and the scheduler may be a few ms late on a
# busy machine, so the onsets inside a sound may move by this much; each note's own length is
# one rendered buffer and exact.
ONSET_JITTER = 0.025
NOTE_SLACK = 0.002


class Capture:
    """A child process playing `keys` through the synth into a raw file (started at once)."""

    def __init__(self, folder: Path, tempo: float, keys: list[str]) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self.raw, self.info_path = folder / "capture.raw", folder / "played.json"
        env = dict(os.environ, SDL_AUDIODRIVER="disk", SDL_DISKAUDIOFILE=str(self.raw),
                   PYTHONPATH=str(ROOT), PYGAME_HIDE_SUPPORT_PROMPT="1")
        self.process = subprocess.Popen(
            [sys.executable, str(CHILD), str(self.info_path), str(tempo), *keys],
            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)

    def result(self):
        _out, err = self.process.communicate(timeout=120)
        assert self.process.returncode == 0, err
        info = json.loads(self.info_path.read_text())
        return read_capture(self.raw, info["channels"]), info


def capture(folder: Path, tempo: float, keys: list[str]):
    return Capture(folder, tempo, keys).result()


# The capture runs in real time: on a busy machine (two test runs at once on two cores) a mixer
# callback can come so late that two notes run together in the file. Such a capture is taken
# again, at most TRIES times, one at a time; a real fault shows in every one.
TRIES = 3


def clean_capture(folder: Path, tempo: float, keys: list[str], first: Capture | None = None):
    """A capture of `keys` whose sounds all check out (`first`: one already under way), or the
    last try's samples, info and problems."""
    for attempt in range(TRIES):
        run = first if attempt == 0 and first is not None else Capture(folder / f"try{attempt}", tempo, keys)
        samples, info = run.result()
        problems = check_sounds(samples, info)
        if not problems:
            break
    return samples, info, problems


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
        slack = NOTE_SLACK + (ONSET_JITTER if len(tones) > 1 else 0.0)
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


def test_a_held_note_has_its_pitch_and_length(tmp_path):
    # numerals 5 is scale step 5 above middle C: A4, 440 Hz
    samples, info, problems = clean_capture(tmp_path, 120, ["numerals:5", "powers:2^0", "notes:h_e"])
    assert problems == []
    first, end = segments(samples, int(0.1 * info["rate"]))[0]
    assert frequency(samples, first, end, info["rate"]) == pytest.approx(440.0, rel=0.001)
    # a quarter at 120 bpm: sounds 0.5 s less the articulation (1/4 eighth), then the release
    assert (end - first) / info["rate"] == pytest.approx(0.5 - 0.0625 + 0.015, abs=0.002)
    assert max(abs(x) for x in samples[first:end]) > 3000  # loud enough to hear


def test_every_face_sound_is_heard(tmp_path):
    """Every spelling of the note values 0..6 (the double-six set), and every power and scale
    step up to 12; three captures run side by side (each mostly waits) to save time."""
    notes = get_face_set("notes")
    short = [s.key for v in range(5) for s in notes.spellings(v)]
    long = [s.key for v in (5, 6) for s in notes.spellings(v)]
    counted = [get_face_set("powers").spellings(k)[0].key for k in range(13)]
    counted += [get_face_set("pips").spellings(v)[0].key for v in range(13)]
    # 200 quarters a minute: the silence between two notes of a rhythm (a quarter of an eighth,
    # 37.5 ms, less the 15 ms release) stays clear of the onset jitter
    sets = (("short", short), ("long", long), ("counted", counted))
    runs = [Capture(tmp_path / name, 200, keys) for name, keys in sets]
    for run, (name, keys) in zip(runs, sets, strict=True):
        _samples, _info, problems = clean_capture(tmp_path / name, 200, keys, first=run)
        assert problems == []


def test_stopping_a_note_midway_fades_it_without_a_click(tmp_path):
    """stop() mid-note: the captured wave must fade over a few milliseconds, never jump to zero."""
    raw, info_path = tmp_path / "capture.raw", tmp_path / "info.json"
    env = dict(os.environ, SDL_AUDIODRIVER="disk", SDL_DISKAUDIOFILE=str(raw),
               PYTHONPATH=str(ROOT), PYGAME_HIDE_SUPPORT_PROMPT="1")
    child = Path(__file__).with_name("audio_stop_child.py")
    done = subprocess.run([sys.executable, str(child), str(info_path), "0.7"], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    info = json.loads(info_path.read_text())
    samples, rate = read_capture(raw, info["channels"]), info["rate"]
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


def test_powers_sound_in_a_comfortable_register_at_even_loudness(tmp_path):
    """2^0 .. 2^12 measured on the captured mix: 260 to 900 Hz, each as loud as the others."""
    keys = [f"powers:2^{k}" for k in range(13)]
    samples, info = capture(tmp_path, 120, keys)
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
