"""A click-free early stop: fade a note that is already playing by rewriting its own samples.

pygame's `Channel.fadeout` lowers the volume once per mixer buffer (11.6 ms at 512 frames), so a
15 ms fade is one step down and then a hard cut: a click. Instead the synth writes a raised-cosine
ramp into the playing buffer a little ahead of where the mixer is reading, and silence after it;
the voice then plays that silence out and is free again. Pure Python over a writable
`memoryview` of the pygame Sound (signed 16-bit, interleaved channels).
"""

from __future__ import annotations

import math
from array import array
from functools import cache


@cache
def raised_cosine(length: int) -> tuple[float, ...]:
    """Gains falling smoothly from just under 1 to 0 over `length` samples (no corner at either end)."""
    return tuple(0.5 + 0.5 * math.cos(math.pi * (i + 1) / length) for i in range(length))


def fade_out_from(samples: memoryview, start_frame: int, ramp_frames: int, channels: int) -> int:
    """Fade `samples` (a writable 16-bit view) to silence from `start_frame` over `ramp_frames`,
    then silence to the end. Returns the frame where the silence begins (the end if sooner)."""
    raw = samples.cast("B")
    frames = len(raw) // (2 * channels)
    start = max(0, min(start_frame, frames))
    stop = min(frames, start + ramp_frames)
    if stop > start:
        part = array("h", raw[2 * channels * start:2 * channels * stop].tobytes())
        gains = raised_cosine(ramp_frames)
        for i in range(len(part)):
            part[i] = int(part[i] * gains[i // channels])
        raw[2 * channels * start:2 * channels * stop] = part.tobytes()
    raw[2 * channels * stop:] = bytes(len(raw) - 2 * channels * stop)
    return stop
