"""Latency calibration: tap along with steady clicks; how late the taps come is the offset.

What it measures is the whole chain from the app queueing a click to the app stamping the tap
that answers it: the sound output's delay (a synthesizer's buffer, a MIDI device), the pupil's
own habit of tapping a little after (or before) what they hear, and the input device's delay
(a USB keyboard, a MIDI keyboard). It is stored per kind of input (`tap_offset_ms` for the
keyboard, mouse and touch, `midi_offset_ms` for a MIDI keyboard) and taken off each tap of that
kind. The verdict on a rhythm is relative to the best fit of all taps, so a constant delay never
counts against a pupil anyway (tests/ui/test_tap_lag_cancels.py); the offset matters only when
taps from two kinds of input (a MIDI keyboard and the computer's keys) make one rhythm, and the
calibration screen says so.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from edu_domino.audio.sound import Tempo
from edu_domino.audio.sounds import count_in
from edu_domino.ui.settings import MAX_TAP_OFFSET_MS

if TYPE_CHECKING:
    from edu_domino.ui.sound import SoundPlayer

TEMPO = 90  # a comfortable pulse to tap along with
LEAD_BEATS = 4  # clicks to listen to before tapping along
TAP_BEATS = 12  # clicks to tap along with
NEAR_SHARE = 0.4  # of a beat: a tap further than this from every click is not an answer to one
MIN_TAPS = 6  # answers needed for a measure


def measured_offset(clicks: Sequence[float], taps: Sequence[float], beat: float) -> float | None:
    """Seconds the taps come after the clicks they answer (the median, so a stray tap does not
    move it), or None with fewer than `MIN_TAPS` taps near a click."""
    if not clicks:
        return None
    answers = []
    for tap in taps:
        nearest = min(clicks, key=lambda c: abs(tap - c))
        if abs(tap - nearest) <= NEAR_SHARE * beat:
            answers.append(tap - nearest)
    if len(answers) < MIN_TAPS:
        return None
    return statistics.median(answers)


def as_setting(offset: float) -> int:
    """An offset in whole milliseconds, within what the settings keep."""
    return max(-MAX_TAP_OFFSET_MS, min(MAX_TAP_OFFSET_MS, round(offset * 1000)))


@dataclass
class Calibration:
    """One go: `start()` queues LEAD_BEATS + TAP_BEATS clicks; `tap(stamp, midi)` while they
    sound; `update()` ends it a beat after the last click. `result_ms` is then the offset for
    the kind of input used most (`midi` says which), or None if too few taps answered."""

    clock: Callable[[], float] = time.perf_counter
    sound: SoundPlayer | None = None  # the app's, or None
    started: float | None = None
    taps: list[tuple[float, bool]] = field(default_factory=list)  # (stamp, from MIDI)
    done: bool = False
    result_ms: int | None = None
    midi: bool = False

    @property
    def beat(self) -> float:
        return 60.0 / TEMPO

    def clicks(self) -> list[float]:
        if self.started is None:
            return []
        return [self.started + i * self.beat for i in range(LEAD_BEATS + TAP_BEATS)]

    @property
    def running(self) -> bool:
        return self.started is not None and not self.done

    def start(self, now: float | None = None) -> None:
        self.started = (self.clock() if now is None else now) + 0.3
        self.taps, self.done, self.result_ms = [], False, None
        if self.sound is not None:
            self.sound.play_at(count_in(LEAD_BEATS + TAP_BEATS), Tempo(TEMPO), self.started)

    def beat_now(self, now: float | None = None) -> int | None:
        """Which click is sounding (0 = the first), or None."""
        now = self.clock() if now is None else now
        if not self.running or self.started is None or now < self.started:
            return None
        index = int((now - self.started) / self.beat)
        return index if index < LEAD_BEATS + TAP_BEATS else None

    def tap(self, stamp: float, midi: bool = False) -> None:
        if self.running:
            self.taps.append((stamp, midi))

    def update(self, now: float | None = None) -> bool:
        """True when the clicks just ended and the result is in."""
        now = self.clock() if now is None else now
        clicks = self.clicks()
        if not self.running or now < clicks[-1] + self.beat:
            return False
        self.done = True
        self.midi = sum(1 for _t, m in self.taps if m) * 2 > len(self.taps)
        answering = clicks[LEAD_BEATS - 1:]  # a tap on the last lead click counts too
        stamps = [t for t, m in self.taps if m == self.midi]
        offset = measured_offset(answering, stamps, self.beat)
        self.result_ms = None if offset is None else as_setting(offset)
        return True

    def cancel(self) -> None:
        if self.sound is not None:
            self.sound.stop()
        self.started, self.taps, self.done, self.result_ms = None, [], False, None
