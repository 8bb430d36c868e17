"""Outputs by name, the fallback chain, and the same messages reaching a MIDI port."""

from __future__ import annotations

import logging
import subprocess
import sys

import audio_fake_midi_backend as fake
import mido
import pytest

from edu_domino.audio import Fallback, Scheduler, UnknownOutput, open_output, sounds
from edu_domino.audio.outputs import midi as midi_output
from edu_domino.audio.outputs.recorder import RecorderOutput
from edu_domino.faces import parse_spelling

BACKEND = "audio_fake_midi_backend"


@pytest.fixture(autouse=True)
def _fresh_fake(monkeypatch):
    monkeypatch.setattr(fake, "PORTS", ["Fake Synth 1", "Keyboard"])
    monkeypatch.setattr(fake, "LIST_ERROR", None)
    monkeypatch.setattr(fake, "SEND_ERROR", None)
    monkeypatch.setattr(fake, "OPENED", {})


@pytest.fixture
def no_synth(monkeypatch):
    """The synth cannot open either (no sound device), so fallbacks end at silence."""
    from edu_domino.audio.outputs import synth

    def unavailable(**_options):
        raise synth.OutputUnavailable("no sound device could be opened (test)")

    monkeypatch.setattr(synth, "open_output", unavailable)


def a_match_sound():
    return sounds.match_sound(parse_spelling("notes:q+e"), parse_spelling("powers:2^3"), True)


def play_through(output, sound) -> None:
    now = [0.0]
    scheduler = Scheduler(output, clock=lambda: now[0])
    end = scheduler.play(sound)
    while not scheduler.idle:
        now[0] += 0.01
        scheduler.update()
    assert now[0] <= end  # the last note_off comes before the sound's end (articulation)


def test_the_same_messages_reach_a_midi_port_as_the_recorder():
    port, notice = open_output("midi", port="keyb", backend=BACKEND)
    assert notice is None and port.name == "midi"
    assert port.description == "MIDI port 'Keyboard'"
    recorder, _ = open_output("recorder")
    for output in (port, recorder):
        play_through(output, a_match_sound())
    sent = fake.OPENED["Keyboard"].received
    assert sent == [r.message for r in recorder.messages]
    assert [m.type for m in sent].count("note_on") == len(a_match_sound().tones)
    port.close()
    assert fake.OPENED["Keyboard"].closed


def test_a_port_by_exact_name_or_the_first_one():
    first, _ = open_output("midi", backend=BACKEND)
    assert first.port.name == "Fake Synth 1"
    exact, _ = open_output("midi", port="Keyboard", backend=BACKEND)
    assert exact.port.name == "Keyboard"


def test_listing_that_raises_falls_back_to_the_synth_and_says_so_once(monkeypatch, caplog):
    monkeypatch.setattr(fake, "LIST_ERROR", OSError("MidiInAlsa::initialize: error creating ALSA sequencer"))
    with caplog.at_level(logging.WARNING, logger="edu_domino.audio"):
        output, notice = open_output("midi", backend=BACKEND, warm=False)
    try:
        assert output.name == "synth"  # SDL's dummy driver in tests: the synth opens
        assert isinstance(notice, Fallback) and (notice.wanted, notice.got) == ("midi", "synth")
        assert "could not be listed" in notice.message and "ALSA" in notice.message
        assert [r.getMessage() for r in caplog.records] == [notice.message]
        play_through(output, a_match_sound())  # and it plays
    finally:
        output.close()


def test_listing_that_raises_and_no_sound_device_end_in_silence(monkeypatch, no_synth):
    monkeypatch.setattr(fake, "LIST_ERROR", OSError("no ALSA"))
    output, notice = open_output("midi", backend=BACKEND)
    assert output.name == "silent"
    assert [name for name, _ in notice.reasons] == ["midi", "synth"]
    play_through(output, a_match_sound())


def test_no_port_at_all_and_a_port_that_is_not_there(monkeypatch, no_synth):
    monkeypatch.setattr(fake, "PORTS", [])
    _, notice = open_output("midi", backend=BACKEND)
    assert "no MIDI output port found" in notice.message
    monkeypatch.setattr(fake, "PORTS", ["Fake Synth 1", "Fake Synth 2"])
    _, notice = open_output("midi", port="Piano", backend=BACKEND)
    assert "no MIDI port is called 'Piano'" in notice.message and "'Fake Synth 2'" in notice.message
    _, notice = open_output("midi", port="fake", backend=BACKEND)
    assert "matches several MIDI ports" in notice.message


def test_the_real_default_backend_never_raises(no_synth):
    # Here (no ALSA sequencer) listing raises; on a desk with a keyboard it opens the port.
    output, notice = open_output("midi")
    assert output.name in ("midi", "silent")
    assert (notice is None) == (output.name == "midi")
    output.close()


def test_a_missing_backend_module_is_one_clear_reason(no_synth):
    _, notice = open_output("midi", backend="no_such_midi_backend_module")
    assert notice.reasons[0][0] == "midi" and "could not be loaded" in notice.reasons[0][1]


def test_a_port_that_stops_goes_quiet_and_says_so_once(monkeypatch, caplog):
    port, _ = open_output("midi", backend=BACKEND)
    monkeypatch.setattr(fake, "SEND_ERROR", OSError("device unplugged"))
    with caplog.at_level(logging.WARNING, logger="edu_domino.audio"):
        play_through(port, a_match_sound())
    assert port.problem is not None and "device unplugged" in port.problem
    assert len(caplog.records) == 1


def test_an_unknown_output_name_is_a_clear_error():
    with pytest.raises(UnknownOutput, match="'synt' is not a sound output; did you mean 'synth'"):
        open_output("synt")


def test_silent_and_recorder_open_directly():
    silent, notice = open_output("silent")
    assert silent.name == "silent" and notice is None
    silent.send(mido.Message("note_on", note=60))
    recorder, _ = open_output("recorder", clock=lambda: 1.5)
    recorder.send(mido.Message("note_on", note=60), hold=0.5)
    assert recorder.notes() == [(1.5, 60, 64)] and recorder.messages[0].hold == 0.5
    recorder.close()
    recorder.send(mido.Message("note_on", note=62))  # after close: dropped, no error
    assert len(recorder.messages) == 1
    with pytest.raises(TypeError):
        RecorderOutput().send("note_on 60")


def test_choose_port_rules():
    assert midi_output.choose_port(["A", "B"], None) == "A"
    assert midi_output.choose_port(["Yamaha P-45", "Midi Through"], "yamaha") == "Yamaha P-45"
    assert midi_output.choose_port(["Midi Through:Midi Through Port-0 14:0", "P-45"], None) == "P-45"
    assert midi_output.choose_port(["Midi Through Port-0"], "through") == "Midi Through Port-0"
    with pytest.raises(midi_output.OutputUnavailable, match="plays nothing by itself"):
        midi_output.choose_port(["Midi Through Port-0"], None)


def test_importing_audio_loads_neither_pygame_nor_a_midi_backend():
    code = ("import sys, edu_domino.audio, edu_domino.audio.sounds, edu_domino.audio.midifile; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'rtmidi')))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_no_sound_device_for_the_synth_means_silence_and_a_reason(monkeypatch):
    import pygame
    import pygame.mixer

    def no_device(*_args, **_kwargs):
        raise pygame.error("ALSA: Couldn't open audio device: No such file or directory")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    output, notice = open_output("synth")
    assert output.name == "silent"
    assert notice.reasons == (("synth", "no sound device could be opened "
                               "(ALSA: Couldn't open audio device: No such file or directory)"),)


def test_the_synth_plays_bare_midi_and_ignores_what_it_has_no_use_for():
    # (the fade a note_off starts is heard in test_audio_synth_capture, on the sample clock)
    output, _ = open_output("synth", warm=False)
    try:
        output.send(mido.Message("note_on", note=69, velocity=100))  # no hold: rings up to 4 s
        assert output.busy_voices() == 1
        output.send(mido.Message("program_change", program=5))  # ignored, no error
        assert output.busy_voices() == 1
    finally:
        output.close()
