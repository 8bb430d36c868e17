"""A mido backend module for tests: in-process output ports, and ways to fail like real ones.

mido loads it by name (`mido.Backend("audio_fake_midi_backend")`), exactly as it loads rtmidi.
Tests set `PORTS` (the names listed), `LIST_ERROR` (raised by the listing, as rtmidi raises
OSError without an ALSA sequencer) and `SEND_ERROR` (raised by send, a cable pulled out).
"""

from __future__ import annotations

import mido
import mido.ports

PORTS: list[str] = ["Fake Synth 1", "Keyboard"]
LIST_ERROR: Exception | None = None
SEND_ERROR: Exception | None = None
OPENED: dict[str, Output] = {}


def get_devices(**_kwargs):
    if LIST_ERROR is not None:
        raise LIST_ERROR
    return [{"name": n, "is_input": False, "is_output": True} for n in PORTS]


class Output(mido.ports.BaseOutput):
    def __init__(self, name=None, **kwargs):
        if name not in PORTS:
            raise OSError(f"unknown port {name!r}")
        self.received: list[mido.Message] = []
        super().__init__(name, **kwargs)
        OPENED[name] = self

    def _send(self, message):
        if SEND_ERROR is not None:
            raise SEND_ERROR
        self.received.append(message)
