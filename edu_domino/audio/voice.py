"""The built-in synthesizer's voice, in pure Python: a note's samples as 16-bit mono `array('h')`.

The timbre is a few soft harmonics (1, 2, 3, 4 at falling strength) whose sum crosses zero exactly
twice a period, so a listener (or a test counting zero crossings) hears one clear pitch. The
envelope rises over 6 ms (a raised cosine: no click), falls towards a sustain level, fades gently
while held, and after the note's hold ends a 15 ms raised-cosine release takes it to silence.

Speed without numpy: one exact cycle block per pitch (a whole number of periods in about 2048
samples, so tiling it keeps the phase) is computed with `math.sin`; the first 0.6 s ("head") is
the tiled block shaped by the envelope; after it the fade is stepped block by block, each step at
a block boundary where the wave is at zero, so the steps are inaudible. A note is then slices of
cached arrays joined in C, plus a short release computed sample by sample.

>>> r = NoteRenderer(8000)
>>> len(r.note(69, 0.5)) == int(0.5 * 8000) + r.release_samples
True
>>> r.note(69, 0.5)[0], r.note(69, 0.5)[-1]
(0, 0)
"""

from __future__ import annotations

import math
import operator
import threading
from array import array
from dataclasses import dataclass
from itertools import accumulate, repeat

FULL_SCALE = 32767


@dataclass(frozen=True)
class Timbre:
    harmonics: tuple[tuple[int, float], ...] = ((1, 1.0), (2, 0.3), (3, 0.1), (4, 0.04))
    attack: float = 0.006  # seconds, raised cosine from silence
    decay: float = 0.16  # seconds: time constant of the fall after the attack
    sustain: float = 0.55  # level the fall settles towards
    head: float = 0.6  # seconds rendered sample by sample (attack and fall)
    fade_to: float = 0.5  # while held, the level falls to this share of the sustain ...
    fade_time: float = 3.0  # ... over this many seconds, in steps
    fade_steps: int = 16
    release: float = 0.015  # seconds, raised cosine to silence after the hold
    peak: float = 0.25  # share of full scale at velocity 127 (leaves room for chords)


def frequency(pitch: int) -> float:
    """Equal temperament, A4 (MIDI 69) = 440 Hz."""
    return 440.0 * 2.0 ** ((pitch - 69) / 12)


class NoteRenderer:
    """Renders and caches the parts of each pitch; safe to call from several threads."""

    def __init__(self, rate: int = 44100, timbre: Timbre = Timbre()) -> None:
        if rate < 8000:
            raise ValueError(f"a sample rate of {rate} Hz is too low; use 8000 or more")
        self.rate = rate
        self.timbre = timbre
        self.release_samples = max(1, round(timbre.release * rate))
        self._release_ramp = [
            0.5 + 0.5 * math.cos(math.pi * (i + 1) / self.release_samples)
            for i in range(self.release_samples)
        ]
        self._parts: dict[int, tuple[array, tuple[array, ...], float]] = {}
        self._lock = threading.Lock()

    # -- the cycle block -----------------------------------------------------------------
    def cycle(self, pitch: int) -> tuple[list[float], float]:
        """One block of whole periods (peak 1.0) and the exact frequency it repeats at."""
        period = self.rate / frequency(pitch)
        periods = max(1, round(2048 / period))
        size = max(2, round(periods * period))
        actual = periods * self.rate / size
        w = 2 * math.pi * actual / self.rate
        partials = [(h, a) for h, a in self.timbre.harmonics if h * actual < 0.45 * self.rate]
        block = [sum(a * math.sin(h * w * i) for h, a in partials) for i in range(size)]
        top = max(abs(x) for x in block) or 1.0
        return [x / top for x in block], actual

    def actual_frequency(self, pitch: int) -> float:
        return self.parts(pitch)[2]

    def parts(self, pitch: int) -> tuple[array, tuple[array, ...], float]:
        """(head, fade steps, frequency) for `pitch`, rendered once."""
        cached = self._parts.get(pitch)
        if cached is not None:
            return cached
        made = self._render_parts(pitch)
        with self._lock:
            return self._parts.setdefault(pitch, made)

    def _render_parts(self, pitch: int) -> tuple[array, tuple[array, ...], float]:
        t = self.timbre
        block, actual = self.cycle(pitch)
        size = len(block)
        amp = t.peak * FULL_SCALE
        blocks = max(1, math.ceil(t.head * self.rate / size))
        n = blocks * size
        fall = accumulate(repeat(math.exp(-1 / (t.decay * self.rate)), n - 1), operator.mul,
                          initial=1.0)
        envelope = map(operator.add, repeat(t.sustain * amp),
                       map(operator.mul, repeat((1 - t.sustain) * amp), fall))
        samples = list(map(operator.mul, block * blocks, envelope))
        attack = min(n, max(1, round(t.attack * self.rate)))
        for i in range(attack):
            samples[i] *= 0.5 - 0.5 * math.cos(math.pi * i / attack)
        head = array("h", map(int, samples))
        end_level = t.sustain + (1 - t.sustain) * math.exp(-(n - 1) / (t.decay * self.rate))
        steps = []
        for j in range(1, t.fade_steps + 1):
            level = end_level * t.fade_to ** (j / t.fade_steps) * amp
            steps.append(array("h", map(int, map(operator.mul, block, repeat(level)))))
        return head, tuple(steps), actual

    # -- notes ---------------------------------------------------------------------------
    def body(self, pitch: int, samples: int) -> array:
        """The first `samples` samples of `pitch` held (no release)."""
        head, steps, _ = self.parts(pitch)
        out = array("h", head[:samples])
        if len(out) < samples:
            size = len(steps[0])
            per_step = max(1, round(self.timbre.fade_time * self.rate / size / len(steps)))
            j = 0
            while len(out) < samples:
                out.extend(steps[min(j // per_step, len(steps) - 1)])
                j += 1
            del out[samples:]
        return out

    def note(self, pitch: int, hold: float) -> array:
        """`pitch` held for `hold` seconds, then released: `hold` + 15 ms of samples."""
        held = max(0, round(hold * self.rate))
        out = self.body(pitch, held + self.release_samples)
        ramp = self._release_ramp
        for i in range(self.release_samples):
            out[held + i] = int(out[held + i] * ramp[i])
        return out
