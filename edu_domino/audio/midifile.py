"""Sounds to a standard MIDI file (type 0, one track), e.g. every tile of a replay in turn.

Times come from the sounds' exact eighths: a quarter is 960 ticks, so an eighth is 480 and every
note value the faces use (down to a double-dotted sixteenth) lands on a whole tick.

What notation software reads back is what is written on the tiles:
- notes last their **written** length (legato, the default), so a quarter imports as a quarter;
  `articulation="detached"` releases each note a little early instead, as the live sound does;
- the whole file is in **one meter, 4/4**, the meter the app counts in (four quarter clicks) and
  keeps its metronome in. Tiles are 1 to 25 eighths long, so no meter fits them all as bars: a
  bar per tile gave a game 25 time signatures, a third of them compound (6/8, 9/8, 12/8) though
  nothing in them is. Instead each sound **starts on a bar line**, a **marker** with its text
  (`6-4`) there, and rests fill its last bar (at least `gap` eighths of rest before the next);
  so a lesson's count-in, a bar of four clicks before a rhythm to listen to, has its own bar;
- a General MIDI **program** (instrument) is chosen at the start (default 0, acoustic grand piano).

>>> from edu_domino.audio.sounds import step_sound
>>> f = midi_file([step_sound(0), step_sound(2)])  # two quarters, each at the start of a 4/4 bar
>>> [(m.type, m.note, m.time) for m in f.tracks[0] if m.type.startswith("note")]
[('note_on', 60, 0), ('note_off', 60, 960), ('note_on', 64, 2880), ('note_off', 64, 960)]
"""

from __future__ import annotations

import io
import os
import unicodedata
from collections.abc import Sequence
from fractions import Fraction

import mido

from edu_domino.atomic import write_atomic
from edu_domino.audio.sound import CHANNEL, DEFAULT_TEMPO, Sound, Tempo, Tone

TICKS_PER_QUARTER = 960
TICKS_PER_EIGHTH = TICKS_PER_QUARTER // 2
SOUND_GAP = Fraction(2)  # eighths of silence at least between consecutive sounds (a quarter rest)
METER = (4, 4)  # the one time signature of every file: the app's count-in and metronome
BAR = Fraction(8)  # eighths in a bar of METER
PROGRAM = 0  # General MIDI acoustic grand piano: every synthesizer has one


# Typographic characters Latin-1 lacks, written the way a keyboard would.
_PLAIN = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201c": '"', "\u201d": '"',
                        "\u201e": '"', "\u2013": "-", "\u2014": "-", "\u2212": "-", "\u2026": "...",
                        "\u2022": "*"})


def latin1_name(text: str) -> str:
    """`text` in the Latin-1 a MIDI track name is written in (mido refuses anything else): kept
    where Latin-1 has it, typographic quotes and dashes made plain, other characters reduced to
    their compatibility form (superscript 0 -> 0) or written as "?"; control characters dropped.

    >>> latin1_name("Pupil’s song – 2⁰ ♪ 日本 é")
    "Pupil's song - 20 ? ?? é"
    """
    out = []
    for ch in text.translate(_PLAIN):
        if unicodedata.category(ch).startswith("C"):
            continue
        if ord(ch) < 0x100:
            out.append(ch)
            continue
        plain = "".join(c for c in unicodedata.normalize("NFKD", ch)
                        if ord(c) < 0x100 and not unicodedata.combining(c))
        out.append(plain or "?")
    return "".join(out)


def ticks(eighths: Fraction) -> int:
    return round(eighths * TICKS_PER_EIGHTH)


ARTICULATIONS = ("legato", "detached")


def bars_for(sound: Sound, gap: Fraction) -> Fraction:
    """The eighths a sound takes in the file: whole bars, enough for it and `gap` of rest after."""
    return max(1, -(-(sound.length + gap) // BAR)) * BAR


def midi_file(sounds: Sequence[Sound], tempo: Tempo | Sequence[Tempo] = DEFAULT_TEMPO,
              gap: Fraction = SOUND_GAP, title: str | None = None,
              markers: Sequence[str] | None = None, articulation: str = "legato",
              program: int = PROGRAM) -> mido.MidiFile:
    """One track in 4/4 with `sounds` in order, each starting on a bar line, at least `gap`
    eighths of rest after each.

    `tempo` is one tempo for all, or one per sound (a tempo change is written where it changes).
    `markers`, one text per sound, are written as marker meta events where each sound starts.
    """
    tempos = [tempo] * len(sounds) if isinstance(tempo, Tempo) else list(tempo)
    if len(tempos) != len(sounds):
        raise ValueError(f"{len(tempos)} tempos for {len(sounds)} sounds")
    if markers is not None and len(markers) != len(sounds):
        raise ValueError(f"{len(markers)} markers for {len(sounds)} sounds")
    if articulation not in ARTICULATIONS:
        raise ValueError(f"{articulation!r} is not an articulation; choose {' or '.join(ARTICULATIONS)}")
    if not 0 <= program <= 127:
        raise ValueError(f"program {program} is outside General MIDI's 0..127 (1..128 as printed)")
    track = mido.MidiTrack()
    if title:
        track.append(mido.MetaMessage("track_name", name=latin1_name(title), time=0))
    track.append(mido.Message("program_change", channel=CHANNEL, program=program, time=0))
    numerator, denominator = METER
    # order at one tick: bar and tempo (0), note_off (1), note_on (2)
    events: list[tuple[int, int, mido.Message | mido.MetaMessage]] = [(0, 0, mido.MetaMessage(
        "time_signature", numerator=numerator, denominator=denominator,
        clocks_per_click=24 * 4 // denominator, notated_32nd_notes_per_beat=8))]
    at, current = Fraction(0), None
    placed: list[Tone] = []
    for i, (sound, this_tempo) in enumerate(zip(sounds, tempos, strict=True)):
        if this_tempo != current:
            events.append((ticks(at), 0, mido.MetaMessage("set_tempo", tempo=this_tempo.midi_tempo)))
            current = this_tempo
        if markers is not None:
            events.append((ticks(at), 0, mido.MetaMessage("marker", text=latin1_name(markers[i]))))
        placed.extend(tone.shifted(at) for tone in sound.tones)
        at += bars_for(sound, gap)
    if not sounds:
        events.append((0, 0, mido.MetaMessage("set_tempo", tempo=DEFAULT_TEMPO.midi_tempo)))
    for tone in placed:
        held = tone.length if articulation == "legato" else tone.sounding
        on, off = ticks(tone.start), ticks(tone.start + held)
        events.append((on, 2, mido.Message("note_on", channel=CHANNEL, note=tone.pitch,
                                           velocity=tone.velocity)))
        events.append((off, 1, mido.Message("note_off", channel=CHANNEL, note=tone.pitch,
                                            velocity=0)))
    events.sort(key=lambda e: (e[0], e[1]))
    now = 0
    for at_tick, _order, message in events:
        track.append(message.copy(time=at_tick - now))
        now = at_tick
    end = max(now, ticks(at))
    track.append(mido.MetaMessage("end_of_track", time=end - now))
    result = mido.MidiFile(type=0, ticks_per_beat=TICKS_PER_QUARTER)
    result.tracks.append(track)
    return result


def midi_bytes(midi: mido.MidiFile) -> bytes:
    buffer = io.BytesIO()
    midi.save(file=buffer)
    return buffer.getvalue()


def write_midi(path: str | os.PathLike[str], midi: mido.MidiFile) -> None:
    """Write atomically: an interrupted export never leaves half a file."""
    write_atomic(path, midi_bytes(midi))
