"""What one device's WebSocket may cost the server: a message rate and a quiet time.

A device taps a few times a second at most. A connection that sends faster is answered
`too_fast` without its message being judged (judging takes the table's lock, which every seat
shares: one flooding device must not slow the others), and one that keeps flooding is closed. A
connection that sends nothing, not even the pong a browser sends by itself to the server's
ping, for `idle` seconds is gone (a phone switched off mid-game leaves such a half-open
connection): it is closed.

The clock is handed in, so tests move time on instead of waiting for it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Limits:
    rate: float = 10.0  # messages per second a device may keep sending
    burst: float = 30.0  # messages it may send at once (a bucket of that many, refilled at `rate`)
    flood: int = 300  # messages refused for speed in a row before the connection is closed
    idle: float = 60.0  # seconds with nothing received before the connection is closed (a ping at half)


class Connection:
    """One WebSocket's bucket of messages and the time it was last heard from."""

    def __init__(self, limits: Limits, clock: Callable[[], float]) -> None:
        self.limits = limits
        self._clock = clock
        self._tokens = limits.burst
        self._filled_at = clock()
        self.heard_at = clock()
        self.pinged = False  # a ping was sent since the device was last heard from
        self.too_fast = 0  # messages refused for speed since the last one taken

    def heard(self) -> None:
        """Anything arrived (a message, a pong): the device is there."""
        self.heard_at = self._clock()
        self.pinged = False

    def take(self) -> bool:
        """Whether the message just received may be handled (False: too fast)."""
        now = self._clock()
        self._tokens = min(self.limits.burst, self._tokens + (now - self._filled_at) * self.limits.rate)
        self._filled_at = now
        if self._tokens >= 1:
            self._tokens -= 1
            self.too_fast = 0
            return True
        self.too_fast += 1
        return False

    @property
    def flooding(self) -> bool:
        return self.too_fast >= self.limits.flood

    def quiet_for(self) -> float:
        return self._clock() - self.heard_at

    def wants_ping(self) -> bool:
        return not self.pinged and self.quiet_for() >= self.limits.idle / 2

    def gone(self) -> bool:
        return self.quiet_for() >= self.limits.idle
