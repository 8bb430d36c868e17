"""Listening by numbers, in pure Python: find the sounds in captured samples, their pitch and length."""

from __future__ import annotations

from array import array
from pathlib import Path


def read_capture(path: Path, channels: int) -> array:
    """The first channel of a raw signed 16-bit capture (what SDL's disk audio driver writes)."""
    samples = array("h")
    samples.frombytes(path.read_bytes())
    return samples[0::channels]


def segments(samples: array, min_gap: int) -> list[tuple[int, int]]:
    """(first, last + 1) of each stretch of sound separated by at least `min_gap` zero samples."""
    found: list[tuple[int, int]] = []
    start = last = None
    for i, x in enumerate(samples):
        if x:
            if start is None:
                start = i
            elif i - last > min_gap:
                found.append((start, last + 1))
                start = i
            last = i
    if start is not None:
        found.append((start, last + 1))
    return found


def attacks(samples: array, first: int, end: int, min_gap: int) -> list[tuple[int, int]]:
    """The notes inside one segment: split where at least `min_gap` samples are exactly zero."""
    return [(first + a, first + b) for a, b in segments(samples[first:end], min_gap)]


def frequency(samples: array, first: int, end: int, rate: int) -> float:
    """Pitch from zero crossings (the synth's waveform crosses zero exactly twice a period),
    interpolated between samples; zeros themselves are skipped."""
    crossings: list[float] = []
    prev_i, prev = None, 0
    for i in range(first, end):
        x = samples[i]
        if x == 0:
            continue
        if prev_i is not None and (x > 0) != (prev > 0):
            crossings.append(prev_i + prev / (prev - x) * (i - prev_i))
        prev_i, prev = i, x
    if len(crossings) < 3:
        raise ValueError("too few zero crossings to tell a pitch")
    periods = (len(crossings) - 1) / 2
    return periods * rate / (crossings[-1] - crossings[0])
