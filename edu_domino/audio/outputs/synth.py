"""The built-in synthesizer: MIDI notes rendered by `edu_domino.audio.voice` and played through
pygame.mixer, so sound works on any laptop with speakers and no MIDI device.

pygame is imported, and the mixer initialised, only when this output is opened. Each note is one
mixer channel ("voice") playing a pre-rendered buffer: when the sender says how long the note is
held (the scheduler always does), the buffer ends with its own release and only all-notes-off
(a sound stopped) ends it early; for a bare note_on the buffer is long and note_off fades it out.
Fading never clicks: the ramp is written into the voice's own samples (`ramp`).
Rendering happens ahead (`prepare`, and a warm-up thread for the pitches the mapping uses), so
`send()` only slices cached samples and starts a channel.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from array import array
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import mido

from edu_domino.audio.outputs.base import Output, OutputUnavailable, quiet_native_stderr
from edu_domino.audio.outputs.ramp import fade_out_from
from edu_domino.audio.voice import NoteRenderer

log = logging.getLogger("edu_domino.audio")

DEFAULT_FREQUENCY = 44100
DEFAULT_BUFFER = 512  # frames: 11.6 ms at 44.1 kHz
DEFAULT_VOICES = 16
BARE_NOTE_SECONDS = 4.0  # how long a note_on without a known hold may ring before it fades
CACHE_SIZE = 256
EARLY_NOTE_OFF = 0.04  # all-notes-off leaves a held note alone this close to its own end
# An early stop fades the note's own samples this far ahead of the time it has played, past what
# the mixer may already have read (its buffer, twice over, and a margin): then the ramp is heard.
READ_AHEAD_BUFFERS = 3
READ_AHEAD_MARGIN = 0.1  # seconds: room for this thread to be preempted on a busy machine
UNKNOWN_BUFFER = 2048  # frames, when the mixer was opened by someone else

# The mixer is one per process: count the synth outputs using it, so closing one whose open
# initialised it does not pull the mixer from under another.
_shared = {"users": 0, "ours": False}
_shared_lock = threading.Lock()


def mapping_pitches() -> tuple[int, ...]:
    """Every pitch edu_domino.audio.sounds can play (the warm-up renders these first)."""
    from edu_domino.audio import sounds

    pitches = {sounds.RHYTHM_PITCH, sounds.CLICK_PITCH, *sounds.CHORD, *(p for p, _ in sounds.WRONG_CUE)}
    pitches.update(sounds.scale_pitch(v) for v in range(16))  # pips, numerals and powers
    return tuple(sorted(pitches))


class SynthOutput(Output):
    name = "synth"

    def __init__(self, mixer: Any, rate: int, channels: int, buffer: int, voices: int,
                 renderer: NoteRenderer | None = None, clock: Callable[[], float] = time.perf_counter) -> None:
        super().__init__()
        self._mixer = mixer
        # Where the mixer has got to, in seconds: the wall clock for pygame's mixer, which plays
        # in real time; a test's offline mixer passes its own sample clock.
        self.clock = clock
        self._shares_mixer = False  # counted in _shared (opened by open_output)
        self.rate = rate
        self.channels = channels
        self.buffer = buffer
        self.latency = buffer / rate
        self.renderer = renderer or NoteRenderer(rate)
        self._voices = [mixer.Channel(i) for i in range(voices)]
        self._started = [0.0] * voices
        # (channel, pitch) -> (voice index, when it should end by itself or None)
        self._playing: dict[tuple[int, int], tuple[int, float | None]] = {}
        self._silent_from = [0.0] * voices  # a faded voice plays only silence after this time
        # voice index -> (when its held note ends by itself, the sound) after its note_off
        self._ringing: dict[int, tuple[float, Any]] = {}
        self._cache: OrderedDict[tuple[int, int], Any] = OrderedDict()
        self._cache_lock = threading.Lock()
        self._next_voice = 0
        self._release_ms = max(1, round(1000 * self.renderer.timbre.release))
        self._warm: threading.Thread | None = None

    @property
    def description(self) -> str:
        buffer = f"{self.buffer}-frame buffer" if self.buffer else "mixer opened elsewhere"
        return f"built-in synthesizer ({self.rate} Hz, {buffer})"

    # -- rendering ahead -----------------------------------------------------------------
    def warm_up(self, pitches: tuple[int, ...]) -> threading.Thread:
        """Render `pitches` in a background thread (about 30 ms each) so no frame waits for them."""
        def work() -> None:
            for pitch in pitches:
                if self.closed:
                    return
                self.renderer.parts(pitch)

        self._warm = threading.Thread(target=work, name="edu-domino-synth-warm-up", daemon=True)
        self._warm.start()
        return self._warm

    def wait_warm(self, timeout: float | None = None) -> None:
        """Wait until `warm_up` has rendered its pitches (tools that measure playing, not rendering)."""
        if self._warm is not None:
            self._warm.join(timeout)

    def busy_voices(self) -> int:
        """How many voices are sounding now (a faded or stopped note no longer counts)."""
        now = self.clock()
        return sum(1 for index, voice in enumerate(self._voices)
                   if voice.get_busy() and self._silent_from[index] > now)

    def prepare(self, pitch: int, hold: float) -> None:
        self._sound(pitch, hold)

    def _sound(self, pitch: int, hold: float | None) -> Any:
        samples = round((BARE_NOTE_SECONDS if hold is None else hold) * self.rate)
        key = (pitch, samples)
        with self._cache_lock:
            sound = self._cache.get(key)
            if sound is not None:
                self._cache.move_to_end(key)
                return sound
        mono = self.renderer.note(pitch, samples / self.rate)
        sound = self._mixer.Sound(buffer=_interleave(mono, self.channels).tobytes())
        with self._cache_lock:
            self._cache[key] = sound
            while len(self._cache) > CACHE_SIZE:
                self._cache.popitem(last=False)
        return sound

    # -- messages ------------------------------------------------------------------------
    def _send(self, message: mido.Message, hold: float | None) -> None:
        if message.type == "note_on" and message.velocity > 0:
            self._start(message.channel, message.note, message.velocity, hold)
        elif message.type in ("note_on", "note_off"):
            self._stop(message.channel, message.note)
        elif message.type == "control_change" and message.control in (120, 123):
            self._reset()

    def _start(self, channel: int, pitch: int, velocity: int, hold: float | None) -> None:
        # Each voice plays its own copy (a memory copy, microseconds): an early stop rewrites
        # the samples it plays, and the cached original must stay whole for the next note.
        sound = self._sound(pitch, hold).copy()
        index = self._free_voice()
        voice = self._voices[index]
        voice.play(sound)
        voice.set_volume(velocity / 127)  # the attack starts from silence, so this cannot click
        now = self.clock()
        self._started[index] = now
        self._silent_from[index] = float("inf")
        self._ringing.pop(index, None)
        self._playing[(channel, pitch)] = (index, None if hold is None else now + hold)

    def _stop(self, channel: int, pitch: int) -> None:
        playing = self._playing.pop((channel, pitch), None)
        if playing is None:
            return
        index, ends = playing
        if ends is None:
            self._fade(index)  # a bare note rings until its note_off
            return
        # A note sent with its hold ends by itself, release included: its note_off never cuts
        # it (on a busy machine the note_on may have gone late, and the note_off on time). A
        # sound stopped is followed by all-notes-off, which fades what still rings (`_reset`).
        self._ringing[index] = (ends, self._voices[index].get_sound())

    def _fade(self, index: int) -> None:
        """Ramp the voice's own samples down, a little ahead of the mixer (see `ramp`)."""
        voice = self._voices[index]
        sound = voice.get_sound()  # this voice's own copy (see _start)
        if sound is None:
            return
        buffer = self.buffer or UNKNOWN_BUFFER
        ahead = READ_AHEAD_BUFFERS * buffer / self.rate + READ_AHEAD_MARGIN
        now = self.clock()
        start = round((now - self._started[index] + ahead) * self.rate)
        try:
            silent = fade_out_from(memoryview(sound), start, self.renderer.release_samples, self.channels)
        except (TypeError, ValueError, BufferError):  # a mixer without writable samples
            voice.fadeout(self._release_ms)
            return
        quiet = self._started[index] + silent / self.rate + buffer / self.rate
        self._silent_from[index] = quiet
        # Free the voice once it plays only silence (stopping silence cannot click).
        timer = threading.Timer(max(0.0, quiet - now), self._end_silent, (index, sound))
        timer.daemon = True
        timer.start()

    def _end_silent(self, index: int, sound: Any) -> None:
        voice = self._voices[index]
        if not self.closed and voice.get_sound() is sound and self._silent_from[index] <= self.clock():
            voice.stop()

    def _free_voice(self) -> int:
        count = len(self._voices)
        now = self.clock()
        for step in range(count):
            index = (self._next_voice + step) % count
            voice = self._voices[index]
            if not voice.get_busy() or self._silent_from[index] <= now:
                if voice.get_busy():
                    voice.stop()  # a faded voice is playing silence: stopping it cannot click
                self._next_voice = (index + 1) % count
                return index
        oldest = min(range(count), key=self._started.__getitem__)
        self._voices[oldest].stop()  # all voices busy: the oldest note gives way
        return oldest

    def _reset(self) -> None:
        now = self.clock()
        for index, _ends in self._playing.values():
            self._fade(index)
        for index, (ends, sound) in self._ringing.items():
            if now < ends - EARLY_NOTE_OFF and self._voices[index].get_sound() is sound:
                self._fade(index)
        self._playing.clear()
        self._ringing.clear()

    def _close(self) -> None:
        for voice in self._voices:
            voice.stop()
        if not self._shares_mixer:
            return
        with _shared_lock:
            _shared["users"] -= 1
            if _shared["users"] == 0 and _shared["ours"]:
                _shared["ours"] = False
                self._mixer.quit()


def _interleave(mono: array, channels: int) -> array:
    if channels == 1:
        return mono
    out = array("h", bytes(2 * channels * len(mono)))
    for c in range(channels):
        out[c::channels] = mono
    return out


def open_output(frequency: int = DEFAULT_FREQUENCY, buffer: int = DEFAULT_BUFFER,
                voices: int = DEFAULT_VOICES, warm: bool = True, **_options: object) -> SynthOutput:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        import pygame.mixer as mixer
    except ImportError as exc:
        raise OutputUnavailable(f"pygame's mixer is not available ({exc})") from None
    owns = mixer.get_init() is None
    if owns:
        try:
            with quiet_native_stderr():
                mixer.init(frequency=frequency, size=-16, channels=2, buffer=buffer, allowedchanges=0)
        except Exception as exc:  # pygame.error: no audio device, driver missing, ...
            raise OutputUnavailable(f"no sound device could be opened ({exc})") from None
    else:
        buffer = 0  # opened by someone else: its buffer size is not known here
    rate, size, channels = mixer.get_init() or (0, 0, 0)
    if size != -16:
        raise OutputUnavailable(f"the mixer was opened with sample format {size}; the synth needs -16")
    if mixer.get_num_channels() < voices:
        mixer.set_num_channels(voices)
    mixer.set_reserved(voices)
    with _shared_lock:
        _shared["users"] += 1
        _shared["ours"] = _shared["ours"] or owns
    output = SynthOutput(mixer, rate, channels, buffer, voices)
    output._shares_mixer = True
    if warm:
        output.warm_up(mapping_pitches())
    return output
