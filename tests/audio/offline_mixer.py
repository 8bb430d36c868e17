"""A stand-in for pygame.mixer that mixes only when told: its clock is the count of frames mixed.

The synth (`SynthOutput(mixer, ..., clock=mixer.clock)`) and the scheduler run on that sample
clock, so a test hears exactly what the synth rendered and when the mixer would have started each
note, however busy the machine is. Like SDL's mixer, a note sent between two buffers starts on the
next one, and a voice plays its own samples (a fade is written into them) until they end.
"""

from __future__ import annotations

from array import array

RATE = 44100
BUFFER = 441  # frames: 10 ms
VOICES = 16


class OfflineSound(bytearray):
    """A voice's samples: signed 16-bit, interleaved, writable (the synth fades in place)."""

    def copy(self) -> OfflineSound:
        return OfflineSound(self)


class OfflineChannel:
    def __init__(self) -> None:
        self.sound: OfflineSound | None = None
        self.position = 0  # frames already mixed
        self.volume = 1.0

    def play(self, sound: OfflineSound) -> None:
        self.sound, self.position = sound, 0

    def set_volume(self, volume: float) -> None:
        self.volume = volume

    def get_busy(self) -> bool:
        return self.sound is not None

    def get_sound(self) -> OfflineSound | None:
        return self.sound

    def stop(self) -> None:
        self.sound = None

    def fadeout(self, _ms: int) -> None:
        self.sound = None


class OfflineMixer:
    """`samples`: the first channel of everything mixed so far (what SDL's disk driver writes)."""

    def __init__(self, rate: int = RATE, channels: int = 2, voices: int = VOICES) -> None:
        self.rate, self.channels = rate, channels
        self.frames = 0
        self.samples = array("h")
        self._voices = [OfflineChannel() for _ in range(voices)]

    def Sound(self, buffer: bytes) -> OfflineSound:  # noqa: N802 - pygame.mixer's name
        return OfflineSound(buffer)

    def Channel(self, index: int) -> OfflineChannel:  # noqa: N802 - pygame.mixer's name
        return self._voices[index]

    def clock(self) -> float:
        """Seconds mixed so far."""
        return self.frames / self.rate

    def mix(self, frames: int = BUFFER) -> None:
        total = [0] * frames
        step = self.channels
        for voice in self._voices:
            if voice.sound is None:
                continue
            with memoryview(voice.sound) as raw, raw.cast("h") as view:
                part = view[voice.position * step:(voice.position + frames) * step:step].tolist()
                ended = (voice.position + frames) * step >= len(view)
            for i, x in enumerate(part):
                total[i] += int(x * voice.volume)
            voice.position += frames
            if ended:
                voice.sound = None
        self.samples.extend(max(-32768, min(32767, x)) for x in total)
        self.frames += frames

    def run_until(self, seconds: float, scheduler=None) -> None:
        """Mix buffer after buffer up to `seconds` on the sample clock, sending what the
        scheduler has due before each buffer (as its pump would, between two mixer callbacks)."""
        while self.clock() < seconds:
            if scheduler is not None:
                scheduler.update()
            self.mix()
