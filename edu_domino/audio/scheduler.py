"""Send a sound's messages on time without ever waiting in the UI loop.

`Scheduler.play(sound)` only queues the messages, stamped against the scheduler's clock, and
returns at once with the time the sound will be over. Each frame the app calls `update()`, which
sends whatever has come due and returns: so a note is at most one frame late. For finer timing,
`start()` runs a small pump thread that wakes exactly when the next message is due (it sleeps,
the UI loop never does); both paths share one lock, so each message is sent once, in order.

>>> from edu_domino.audio.outputs.recorder import RecorderOutput
>>> from edu_domino.audio.sounds import step_sound
>>> now = [10.0]
>>> out = RecorderOutput(clock=lambda: now[0])
>>> s = Scheduler(out, clock=lambda: now[0])
>>> s.play(step_sound(0))  # the time it will be over
10.5
>>> s.update(), [m.message.type for m in out.messages]
(1, ['note_on'])
>>> now[0] = 10.5; s.update(), s.idle
(1, True)
"""

from __future__ import annotations

import heapq
import itertools
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Protocol

import mido

from edu_domino.audio.sound import DEFAULT_TEMPO, Sound, Tempo

Clock = Callable[[], float]
PUMP_IDLE_WAIT = 0.25  # the pump thread rechecks at least this often (seconds)


class Sink(Protocol):
    """What the scheduler sends to: an `Output`, or something standing in front of one (the
    app's volume control)."""

    def send(self, message: mido.Message, hold: float | None = None) -> None: ...

    def prepare(self, pitch: int, hold: float) -> None: ...


@dataclass(order=True)
class _Entry:
    due: float
    seq: int
    message: mido.Message = field(compare=False)
    hold: float | None = field(compare=False, default=None)


class Scheduler:
    """A queue of timed MIDI messages for one output, driven by a clock (seconds, monotonic).

    `lags`, when a list, receives how late (seconds) each message was sent: the benchmark uses it.
    """

    def __init__(self, output: Sink, clock: Clock = time.perf_counter,
                 tempo: Tempo = DEFAULT_TEMPO) -> None:
        self.output = output
        self.clock = clock
        self.tempo = tempo
        self.lags: list[float] | None = None
        self._queue: list[_Entry] = []
        self._seq = itertools.count()
        self._lock = threading.Lock()
        self._wake = threading.Condition(self._lock)
        self._sounding: dict[tuple[int, int], int] = {}
        self._until = float("-inf")  # when the last sound queued is over
        self._pump: threading.Thread | None = None
        self._closing = False

    # -- queueing ------------------------------------------------------------------------
    def play(self, sound: Sound, at: float | None = None, tempo: Tempo | None = None) -> float:
        """Queue `sound` to start at clock time `at` (default: now); return when it ends."""
        tempo = tempo or self.tempo
        start = self.clock() if at is None else at
        timed = sound.messages(tempo)
        for item in timed:
            if item.hold is not None:
                self.output.prepare(item.message.note, item.hold)  # render ahead, off the beat
        end = start + sound.seconds(tempo)
        with self._wake:
            for item in timed:
                heapq.heappush(self._queue, _Entry(start + item.time, next(self._seq),
                                                   item.message, item.hold))
            self._until = max(self._until, end)
            self._wake.notify()
        return end

    def play_after(self, sound: Sound, tempo: Tempo | None = None,
                   gap: Fraction | int = 1) -> float:
        """Queue `sound` to start `gap` eighths (at its tempo) after the sounds already queued
        are over, or now if nothing is playing; return when it ends."""
        tempo = tempo or self.tempo
        now = self.clock()
        with self._lock:
            until = self._until
        start = now if until <= now else until + tempo.seconds(gap)
        return self.play(sound, at=start, tempo=tempo)

    # -- sending -------------------------------------------------------------------------
    def update(self, now: float | None = None) -> int:
        """Send every message due by `now` (default: the clock); return how many were sent."""
        with self._lock:
            return self._dispatch(self.clock() if now is None else now)

    def _dispatch(self, now: float) -> int:
        sent = 0
        queue = self._queue
        while queue and queue[0].due <= now:
            entry = heapq.heappop(queue)
            self._track(entry.message)
            self.output.send(entry.message, hold=entry.hold)
            if self.lags is not None:
                self.lags.append(self.clock() - entry.due)
            sent += 1
        return sent

    def _track(self, message: mido.Message) -> None:
        if message.type not in ("note_on", "note_off"):
            return
        key = (message.channel, message.note)
        if message.type == "note_on" and message.velocity > 0:
            self._sounding[key] = self._sounding.get(key, 0) + 1
        elif self._sounding.get(key, 0) > 1:
            self._sounding[key] -= 1
        else:
            self._sounding.pop(key, None)

    # -- state ---------------------------------------------------------------------------
    @property
    def idle(self) -> bool:
        """Nothing left to send."""
        with self._lock:
            return not self._queue

    def next_due(self) -> float | None:
        with self._lock:
            return self._queue[0].due if self._queue else None

    def stop(self) -> None:
        """Drop everything queued and release the notes that are sounding (e.g. on a scene change)."""
        with self._lock:
            self._queue.clear()
            self._until = float("-inf")
            channels = sorted({channel for channel, _note in self._sounding})
            for (channel, note), _count in sorted(self._sounding.items()):
                self.output.send(mido.Message("note_off", channel=channel, note=note, velocity=0))
            for channel in channels:  # all notes off: also ends notes that ring by themselves
                self.output.send(mido.Message("control_change", channel=channel, control=123, value=0))
            self._sounding.clear()

    # -- the optional pump thread --------------------------------------------------------
    def start(self) -> None:
        """Run the pump thread, which sends each message when it comes due, between frames."""
        if self._pump is not None:
            return
        self._closing = False
        self._pump = threading.Thread(target=self._run_pump, name="edu-domino-audio", daemon=True)
        self._pump.start()

    def _run_pump(self) -> None:
        with self._wake:
            while not self._closing:
                now = self.clock()
                self._dispatch(now)
                wait = self._queue[0].due - self.clock() if self._queue else PUMP_IDLE_WAIT
                if wait > 0:
                    self._wake.wait(min(wait, PUMP_IDLE_WAIT))

    def close(self) -> None:
        """Stop the pump, release sounding notes; the output stays open (its owner closes it)."""
        pump = self._pump
        if pump is not None:
            with self._wake:
                self._closing = True
                self._wake.notify()
            pump.join(timeout=1.0)
            self._pump = None
        self.stop()

    def __enter__(self) -> Scheduler:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
