"""Timing frames on a shared machine, honestly: the work apart from the machine's stalls.

Each frame gets three figures:
- `wall`: what a pupil would wait (`time.perf_counter`), the figure the budgets are for;
- `cpu`: the time the frame's own thread spent on a core (`time.thread_time`): the frame's work,
  whatever else the machine runs. Wall minus CPU is time the thread waited for a core (or for
  the disk): the operating system's doing, not the frame's;
- a probe: a fixed piece of pure-Python work (about half a millisecond) timed right after the
  frame. It does the same every time, so any spread in its wall time is the machine: a probe
  that sometimes takes 5 ms shows the scheduler stalling the process, and a frame measured next
  to it stalls the same way.
"""

from __future__ import annotations

import os
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

PROBE_LOOPS = 20_000  # about 0.5 ms of pure Python on the project's machine
STALL_MS = 1.0  # a frame whose wall time exceeds its CPU time by more than this was stalled


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


def probe_work() -> int:
    """The same pure-Python work every time (a sum); the result keeps it from being skipped."""
    total = 0
    for i in range(PROBE_LOOPS):
        total += i
    return total


def load_average() -> float | None:
    """The machine's 1-minute load average (None where the system does not tell)."""
    try:
        return round(os.getloadavg()[0], 2)
    except (OSError, AttributeError):
        return None


@dataclass
class FrameClock:
    """Times frames (`time_frame`) and the probe after each; `summary` gives the figures."""

    probe: bool = True
    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    probe_wall: list[float] = field(default_factory=list)
    probe_cpu: list[float] = field(default_factory=list)

    def time_frame(self, frame: Callable[[], object]) -> None:
        t0, c0 = time.perf_counter(), time.thread_time()
        frame()
        self.wall.append((time.perf_counter() - t0) * 1000)
        self.cpu.append((time.thread_time() - c0) * 1000)
        if self.probe:
            t0, c0 = time.perf_counter(), time.thread_time()
            probe_work()
            self.probe_wall.append((time.perf_counter() - t0) * 1000)
            self.probe_cpu.append((time.thread_time() - c0) * 1000)

    def summary(self) -> dict[str, Any]:
        """`median`/`p99` of the wall time (the headline), the same of the CPU time, how many
        frames were stalled (wall over CPU by more than STALL_MS) and the probe's figures."""
        out: dict[str, Any] = {"median": round(statistics.median(self.wall), 3), "p99": round(percentile(self.wall, 0.99), 3),
               "cpu_median": round(statistics.median(self.cpu), 3), "cpu_p99": round(percentile(self.cpu, 0.99), 3),
               "stalled_frames": sum(w - c > STALL_MS for w, c in zip(self.wall, self.cpu, strict=True))}
        if self.probe_wall:
            out["probe"] = {"work_ms": round(statistics.median(self.probe_cpu), 3),
                            "median": round(statistics.median(self.probe_wall), 3),
                            "p99": round(percentile(self.probe_wall, 0.99), 3),
                            "max": round(max(self.probe_wall), 3)}
        return out


def show_frame(app: Any, events: list, dt: float) -> None:
    """One app frame, put on screen: what each measured frame does."""
    app.show(app.frame(events, dt))
