"""A MIDI output port through mido (python-rtmidi, the `midi` extra, is mido's default backend).

The port is chosen by name (exactly, or by a part of its name, ignoring case) or is the first one
listed. Listing can fail in many ways (python-rtmidi not installed, no ALSA sequencer, no ports):
each becomes an OutputUnavailable with a one-line reason, and the caller falls back.
"""

from __future__ import annotations

import contextlib
import logging

import mido

from edu_domino.audio.outputs.base import Output, OutputUnavailable, quiet_native_stderr

log = logging.getLogger("edu_domino.audio")


def _backend(backend: str | mido.Backend | None) -> mido.Backend:
    if isinstance(backend, mido.Backend):
        return backend
    try:
        return mido.Backend(backend, load=True)
    except ImportError as exc:
        missing = getattr(exc, "name", None) or str(exc)
        if "rtmidi" in missing:
            raise OutputUnavailable(
                "python-rtmidi is not installed; install it with pip install 'edu-domino[midi]'"
            ) from None
        raise OutputUnavailable(f"the MIDI backend could not be loaded ({exc})") from None


def choose_port(names: list[str], wanted: str | None) -> str:
    """The port to open: `wanted` exactly, else the one port whose name contains it (ignoring
    case); with no name, the first port that is not a "Midi Through" port."""
    if not names:
        raise OutputUnavailable("no MIDI output port found; connect a MIDI device or choose the synth")
    if wanted is None or wanted == "":
        # Linux always lists ALSA's "Midi Through" port, which plays nothing by itself.
        real = [n for n in names if "through" not in n.lower()]
        if not real:
            raise OutputUnavailable(f"only {', '.join(map(repr, names))} is listed, which plays nothing "
                                    "by itself; connect a MIDI device or name the port to use")
        return real[0]
    if wanted in names:
        return wanted
    matches = [n for n in names if wanted.lower() in n.lower()]
    if len(matches) == 1:
        return matches[0]
    listed = ", ".join(repr(n) for n in names)
    if not matches:
        raise OutputUnavailable(f"no MIDI port is called {wanted!r}; the ports are {listed}")
    raise OutputUnavailable(f"{wanted!r} matches several MIDI ports ({', '.join(map(repr, matches))}); give more of the name")


class MidiPortOutput(Output):
    name = "midi"

    def __init__(self, port: mido.ports.BaseOutput) -> None:
        super().__init__()
        self.port = port

    @property
    def description(self) -> str:
        return f"MIDI port {self.port.name!r}"

    def _send(self, message: mido.Message, hold: float | None) -> None:
        if self.problem is not None:
            return
        try:
            self.port.send(message)
        except Exception as exc:  # a device unplugged mid-lesson: go quiet, say it once
            self.problem = f"the MIDI port {self.port.name!r} stopped working ({exc}); sound is off"
            log.warning("%s", self.problem)

    def _reset(self) -> None:
        if self.problem is None:
            with contextlib.suppress(Exception):
                self.port.reset()

    def _close(self) -> None:
        with contextlib.suppress(Exception):
            self.port.close()


def open_output(port: str | None = None, backend: str | mido.Backend | None = None,
                **_options: object) -> MidiPortOutput:
    chosen = _backend(backend)
    try:
        with quiet_native_stderr():
            names = list(chosen.get_output_names())
    except Exception as exc:  # OSError from rtmidi without ALSA, and the like
        raise OutputUnavailable(f"the MIDI ports could not be listed ({_one_line(exc)})") from None
    name = choose_port(names, port)
    try:
        with quiet_native_stderr():
            opened = chosen.open_output(name)
    except Exception as exc:
        raise OutputUnavailable(f"the MIDI port {name!r} could not be opened ({_one_line(exc)})") from None
    return MidiPortOutput(opened)


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return text[0] if text else type(exc).__name__
