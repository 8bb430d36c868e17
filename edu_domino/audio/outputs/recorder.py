"""A recorder: keeps every message with the clock time it was sent (for tests and benchmarks)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import NamedTuple

import mido

from edu_domino.audio.outputs.base import Output


class Recorded(NamedTuple):
    time: float
    message: mido.Message
    hold: float | None


class RecorderOutput(Output):
    name = "recorder"

    def __init__(self, clock: Callable[[], float] = time.perf_counter) -> None:
        super().__init__()
        self.clock = clock
        self.messages: list[Recorded] = []

    def _send(self, message: mido.Message, hold: float | None) -> None:
        self.messages.append(Recorded(self.clock(), message, hold))

    def notes(self) -> list[tuple[float, int, int]]:
        """(time, pitch, velocity) of every note_on with a velocity, in order."""
        return [(r.time, r.message.note, r.message.velocity) for r in self.messages
                if r.message.type == "note_on" and r.message.velocity > 0]


def open_output(clock: Callable[[], float] = time.perf_counter, **_options: object) -> RecorderOutput:
    return RecorderOutput(clock=clock)
