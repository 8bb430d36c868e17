"""A `Sound`: tones placed in musical time (eighths), turned into timed MIDI messages.

Time inside a sound is counted in eighth notes as exact fractions (the eighth counts 1, as on the
note-value faces), so a rhythm's durations add up to its value exactly. Only `messages()` and the
.mid export turn eighths into seconds or ticks, through a `Tempo`.

>>> s = Sound((Tone(Fraction(0), Fraction(2), 60),), Fraction(2))
>>> [(t, m.type, m.note) for t, m, _ in s.messages(Tempo(120))]
[(0.0, 'note_on', 60), (0.4375, 'note_off', 60)]
>>> s.then(s, gap=1).length
Fraction(5, 1)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import NamedTuple

import mido

CHANNEL = 0  # every sound plays on MIDI channel 1 (0 here)


@dataclass(frozen=True)
class Tempo:
    """Quarter notes per minute; an eighth lasts `30 / quarter_bpm` seconds."""

    quarter_bpm: float = 120.0

    def __post_init__(self) -> None:
        if not 20 <= self.quarter_bpm <= 400:
            raise ValueError(f"tempo {self.quarter_bpm} is out of range; use 20 to 400 quarters a minute")

    @property
    def eighth_seconds(self) -> float:
        return 30.0 / self.quarter_bpm

    def seconds(self, eighths: Fraction | int) -> float:
        return float(eighths) * self.eighth_seconds

    @property
    def midi_tempo(self) -> int:
        """Microseconds per quarter note, as a `set_tempo` meta message wants it."""
        return round(60_000_000 / self.quarter_bpm)


DEFAULT_TEMPO = Tempo(120.0)


# A tone is released this many eighths before its written end (never more than half of it), so
# that a note repeated on the same pitch is heard as two attacks.
ARTICULATION = Fraction(1, 4)


@dataclass(frozen=True, order=True)
class Tone:
    """One note: starts `start` eighths into its sound and is written `length` eighths long.

    It sounds for `sounding` eighths: its length less the articulation gap."""

    start: Fraction
    length: Fraction
    pitch: int
    velocity: int = 80

    def __post_init__(self) -> None:
        if not 0 <= self.pitch <= 127:
            raise ValueError(f"pitch {self.pitch} is outside MIDI's 0..127")
        if not 1 <= self.velocity <= 127:
            raise ValueError(f"velocity {self.velocity} is outside 1..127")
        if self.length <= 0 or self.start < 0:
            raise ValueError(f"a tone needs a start >= 0 and a length > 0, not {self.start}, {self.length}")

    @property
    def end(self) -> Fraction:
        return self.start + self.length

    @property
    def sounding(self) -> Fraction:
        return self.length - min(ARTICULATION, self.length / 2)

    def shifted(self, by: Fraction) -> Tone:
        return Tone(self.start + by, self.length, self.pitch, self.velocity)


class TimedMessage(NamedTuple):
    """A MIDI message `time` seconds after its sound starts. `hold` is set on a note_on: how long
    (seconds) until its note_off, so a synthesizer can shape the release in advance."""

    time: float
    message: mido.Message
    hold: float | None = None


@dataclass(frozen=True)
class Sound:
    """Tones in time, and the sound's `length` in eighths: where the next sound may begin. Every
    tone ends within the length; the length may go on past the last tone (a rest at the end)."""

    tones: tuple[Tone, ...]
    length: Fraction

    def __post_init__(self) -> None:
        object.__setattr__(self, "tones", tuple(sorted(self.tones)))
        if self.length < 0:
            raise ValueError("a sound cannot have a negative length")
        if self.tones and max(t.end for t in self.tones) > self.length:
            raise ValueError(f"a tone ends after the sound's length ({self.length} eighths)")

    @property
    def pitches(self) -> tuple[int, ...]:
        return tuple(t.pitch for t in self.tones)

    def then(self, other: Sound, gap: Fraction | int = 0) -> Sound:
        """This sound, `gap` eighths of silence, then `other`."""
        offset = self.length + Fraction(gap)
        return Sound(self.tones + tuple(t.shifted(offset) for t in other.tones), offset + other.length)

    def seconds(self, tempo: Tempo = DEFAULT_TEMPO) -> float:
        return tempo.seconds(self.length)

    def messages(self, tempo: Tempo = DEFAULT_TEMPO, channel: int = CHANNEL) -> list[TimedMessage]:
        """note_on/note_off pairs in time order; at equal times note_offs come first, so a note
        repeated right after itself is released before it sounds again."""
        events: list[tuple[float, int, TimedMessage]] = []
        for tone in self.tones:
            on = tempo.seconds(tone.start)
            off = tempo.seconds(tone.start + tone.sounding)
            events.append((on, 1, TimedMessage(on, mido.Message(
                "note_on", channel=channel, note=tone.pitch, velocity=tone.velocity), off - on)))
            events.append((off, 0, TimedMessage(off, mido.Message(
                "note_off", channel=channel, note=tone.pitch, velocity=0))))
        events.sort(key=lambda e: (e[0], e[1]))
        return [e[2] for e in events]


def silence(length: Fraction | int) -> Sound:
    return Sound((), Fraction(length))


def join(sounds: Iterable[Sound], gap: Fraction | int = 0) -> Sound:
    """The sounds one after another with `gap` eighths between them."""
    result: Sound | None = None
    for sound in sounds:
        result = sound if result is None else result.then(sound, gap)
    return result if result is not None else silence(0)
