"""MIDI keyboard taps: stamped on the callback's thread, note-ons only; no ports is said once."""

from __future__ import annotations

import mido

from edu_domino.audio.midi_in import MidiTapInput


class Port:
    def __init__(self, name: str, callback) -> None:
        self.name, self.callback, self.closed = name, callback, False

    def close(self) -> None:
        self.closed = True


class Backend:
    def __init__(self, names, fail: Exception | None = None) -> None:
        self.names, self.fail, self.ports = names, fail, []

    def get_input_names(self):
        if self.fail is not None:
            raise self.fail
        return self.names

    def open_input(self, name, callback=None):
        port = Port(name, callback)
        self.ports.append(port)
        return port


def test_a_keyboard_press_is_a_tap_stamped_when_the_message_came():
    now = [5.0]
    backend = Backend(["Midi Through:0", "Piano:0"])
    taps = MidiTapInput(clock=lambda: now[0], backend=backend)
    taps.start()
    taps.wait_open()
    assert taps.port_names == ("Piano:0",) and taps.problem is None  # "Midi Through" plays nothing
    callback = backend.ports[0].callback
    callback(mido.Message("note_on", note=60, velocity=80))
    now[0] = 5.25
    callback(mido.Message("note_off", note=60))
    callback(mido.Message("note_on", note=62, velocity=0))  # a note-off in disguise
    callback(mido.Message("note_on", note=64, velocity=30))
    assert taps.take() == [(5.0, 60), (5.25, 64)]
    assert taps.take() == []
    taps.close()
    assert backend.ports[0].closed


def test_no_midi_system_is_a_message_not_a_crash():
    taps = MidiTapInput(backend=Backend([], fail=OSError("ALSA: cannot open /dev/snd/seq")))
    taps.open_ports()
    assert "ALSA" in taps.problem
    assert taps.take() == []


def test_no_keyboard_connected_says_so_too():
    taps = MidiTapInput(backend=Backend(["Midi Through:0"]))
    taps.open_ports()
    assert taps.problem == "no MIDI keyboard is connected"
