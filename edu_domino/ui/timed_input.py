"""Input events stamped with the time they reached the app, not the time of the frame.

pygame-ce (2.5) does not pass on SDL's event timestamp, and SDL's own stamp is taken when the
queue is pumped anyway: once a frame. So the app takes events off SDL's queue itself and stamps
each one (`event.stamp`, seconds on `clock`, `time.perf_counter` by default) the moment it is
taken. Between frames a scene that times taps (`Scene.timed_input`) has the queue polled about
every millisecond instead of sleeping through the rest of the frame, so a tap is stamped within
about a millisecond of reaching the app even at 60 frames a second; the frame's own drawing is
the only time the queue waits. Every other scene keeps the plain frame-capped wait.

One clock for everything that times a tap: the sound scheduler (count-in clicks) and the MIDI
input thread use `time.perf_counter` too, so a click, a key and a MIDI note compare directly.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

Clock = Callable[[], float]
POLL_S = 0.001  # how often the queue is read between frames while taps are timed


def stamp_of(event: pygame.event.Event, default: float) -> float:
    """When `event` reached the app (its `stamp`), or `default` for an event nobody stamped
    (one a test or the screenshot tool built without a time)."""
    stamp = getattr(event, "stamp", None)
    return float(stamp) if isinstance(stamp, (int, float)) else default


class TimedInput:
    """Waits for the next frame and gathers the events that came meanwhile, each stamped."""

    def __init__(self, fps: int, clock: Clock = time.perf_counter, poll: float = POLL_S) -> None:
        self.fps = fps
        self.clock = clock
        self.poll = poll
        self._last: float | None = None
        self._coarse = pygame.time.Clock()

    def _take(self, into: list[pygame.event.Event]) -> None:
        events = pygame.event.get()
        if not events:
            return
        now = self.clock()
        for event in events:
            if getattr(event, "stamp", None) is None:
                event.stamp = now
            into.append(event)

    def next_frame(self, fine: bool) -> tuple[list[pygame.event.Event], float]:
        """The events since the last frame and the seconds since it (dt). `fine`: poll the queue
        every `poll` seconds until the frame is due, instead of sleeping until then."""
        events: list[pygame.event.Event] = []
        if not fine:
            dt = self._coarse.tick(self.fps) / 1000
            self._take(events)
            self._last = self.clock()
            return events, dt
        now = self.clock()
        last = now if self._last is None else self._last
        due = last + 1 / self.fps
        while True:
            self._take(events)
            now = self.clock()
            if now >= due:
                break
            time.sleep(min(self.poll, due - now))
        self._coarse.tick()  # keeps the coarse clock's idea of the last frame current
        self._last = now
        return events, now - last
