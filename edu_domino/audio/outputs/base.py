"""The one interface every sound output implements (a MIDI port, the synth, silence, a recorder).

As with mido's ports, the public `send()` checks and locks and subclasses override `_send()`.
"""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Iterator

import mido


class OutputUnavailable(Exception):
    """This output cannot be opened here; the message says why in one line (no port, no device)."""


class Output:
    """Where MIDI messages go. `send()` never blocks for the length of a note.

    `hold`, given with a note_on by the scheduler, is how long (seconds) until that note's
    note_off: the synth uses it to render the release into the note; ports ignore it.
    `problem` is set (once) when an output that was working stops, e.g. a cable pulled out:
    from then on it drops messages instead of raising.
    """

    name = "output"
    latency = 0.0  # seconds of buffering between send() and sound, when known

    def __init__(self) -> None:
        self._lock = threading.RLock()
        self.closed = False
        self.problem: str | None = None

    @property
    def description(self) -> str:
        return self.name

    def send(self, message: mido.Message, hold: float | None = None) -> None:
        if not isinstance(message, mido.Message):
            raise TypeError(f"an output sends mido.Message objects, not {type(message).__name__}")
        with self._lock:
            if self.closed:
                return  # a late message after close: nothing to play it on
            self._send(message, hold)

    def prepare(self, pitch: int, hold: float) -> None:
        """Get ready to play `pitch` for `hold` seconds soon (the synth renders it ahead)."""

    def reset(self) -> None:
        """Silence every sounding note at once."""
        with self._lock:
            if not self.closed:
                self._reset()

    def close(self) -> None:
        with self._lock:
            if self.closed:
                return
            try:
                self._reset()
            finally:
                self.closed = True
                self._close()

    def _send(self, message: mido.Message, hold: float | None) -> None:
        raise NotImplementedError

    def _reset(self) -> None:
        pass

    def _close(self) -> None:
        pass

    def __enter__(self) -> Output:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        state = "closed" if self.closed else "open"
        return f"<{type(self).__name__} {self.description!r} {state}>"


@contextlib.contextmanager
def quiet_native_stderr() -> Iterator[None]:
    """While opening a device, keep C libraries (ALSA) from printing on file descriptor 2: the
    one-line reason of an OutputUnavailable says it better. Python's own stderr is untouched."""
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    try:
        with open(os.devnull, "wb") as devnull:
            os.dup2(devnull.fileno(), 2)
            yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
