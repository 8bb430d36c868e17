"""Taps from a MIDI keyboard: any key pressed on any input port is one tap.

Every input port mido lists (python-rtmidi, the `midi` extra) is opened with a callback, which
runs on rtmidi's own thread the moment a message arrives: that is where a note-on is stamped,
on the same clock as the app's keys and clicks (`time.perf_counter`), so a tap is timed from
the key, not from the next frame. The frame loop only takes the stamped taps (`take()`).

Opening ports can be slow or fail (no ALSA sequencer, python-rtmidi missing, no keyboard): it
happens on a worker thread, and any failure becomes `problem` (why, in English, for the log);
the screen then says once, in its own words and language, that taps come from the keyboard. Taps from the keyboard, the mouse and touch keep working regardless.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
from collections import deque
from collections.abc import Callable
from typing import Any

from edu_domino.audio.outputs.base import quiet_native_stderr

log = logging.getLogger("edu_domino.audio")


def _default_backend() -> Any:
    import mido

    return mido.Backend(None, load=True)


class MidiTapInput:
    """Stamped note-ons from every MIDI input port. `backend` is anything with mido's
    `get_input_names()` and `open_input(name, callback=...)` (tests pass their own)."""

    def __init__(self, clock: Callable[[], float] = time.perf_counter, backend: Any = None) -> None:
        self.clock = clock
        self._backend = backend
        self._taps: deque[tuple[float, int]] = deque()  # (stamp, note); appended on rtmidi's thread
        self._ports: list[Any] = []
        self._lock = threading.Lock()
        self._closed = False
        self.problem: str | None = None  # why no MIDI input can be used (English, for the log)
        self.port_names: tuple[str, ...] = ()
        self._opener: threading.Thread | None = None

    def start(self) -> None:
        """Open the ports on a worker thread (returns at once)."""
        if self._opener is None:
            self._opener = threading.Thread(target=self.open_ports, name="edu-domino-midi-in", daemon=True)
            self._opener.start()

    def wait_open(self, timeout: float = 5.0) -> None:
        """Until the ports are open or refused (tests and tools only)."""
        if self._opener is not None:
            self._opener.join(timeout)

    def open_ports(self) -> None:
        """List and open every input port (not ALSA's "Midi Through"); note why if none."""
        try:
            backend = self._backend if self._backend is not None else _default_backend()
            with quiet_native_stderr():
                names = [n for n in backend.get_input_names() if "through" not in n.lower()]
        except Exception as exc:  # OSError/rtmidi's SystemError without ALSA; ImportError without rtmidi
            self.problem = f"MIDI input ports cannot be listed ({exc})"
            log.info("%s", self.problem)
            return
        opened = []
        for name in names:
            try:
                with quiet_native_stderr():
                    opened.append(backend.open_input(name, callback=self.on_message))
            except Exception as exc:
                log.info("MIDI input %r could not be opened: %s", name, exc)
        with self._lock:
            if self._closed:
                self._close_all(opened)
                return
            self._ports = opened
        self.port_names = tuple(getattr(p, "name", "?") for p in opened)
        if not opened:
            self.problem = "no MIDI keyboard is connected"

    def on_message(self, message: Any) -> None:
        """rtmidi's callback: a note-on with a velocity is a tap, stamped now."""
        stamp = self.clock()
        if getattr(message, "type", "") == "note_on" and getattr(message, "velocity", 0) > 0:
            self._taps.append((stamp, int(message.note)))

    def take(self) -> list[tuple[float, int]]:
        """The taps since the last call, oldest first: (stamp, MIDI note)."""
        taken = []
        while self._taps:
            taken.append(self._taps.popleft())
        return taken

    @staticmethod
    def _close_all(ports: list[Any]) -> None:
        for port in ports:
            with contextlib.suppress(Exception):
                port.close()

    def close(self) -> None:
        with self._lock:
            self._closed = True
            ports, self._ports = self._ports, []
        self._close_all(ports)
