"""What a half, a tile and a match sound like: the mapping, documented in docs/sound.md.

- A **note-value half** plays its rhythm on one pitch (C5): each note starts where the previous
  one ended, tied notes are held as one sound, a rest is silence as long as its note. Its length
  is its value in eighths, so the rhythm's durations add up to the number.
- A **counted half** (pips, numerals, powers of two and any other kind) plays its value as a step
  of the C major scale above middle C: 0 is C4 (do), 1 is D4, ... 7 is C5 (do again, an octave
  up), 12 is A5. A power 2^k counts k, so it sounds as step k: the bigger the power, the higher
  the note, always within C4..A5 (262 to 880 Hz), where laptop speakers and children's ears are
  comfortable and every step is about as loud.
- A **tile** plays the two spellings drawn on it, the half that meets the line first, one eighth
  apart: `laid_tile_sound` is the one rule the game, lessons, practice and export-midi use.
- A **right match** plays the two halves that met, then a C major chord; a **wrong** one plays the
  two halves, then a soft falling minor third (G4 to E4, "uh-oh"): different, never harsh.
- A **cheer** (a celebration) is a quick rising C major tune, longer for a bigger win: a right
  answer three notes, a won hand four, a finished lesson five, a won match a little fanfare.
- A **listening question** is led in: a rhythm by a bar of four quarter clicks (the pulse), a
  pitch by do, the sound of 0 (the reference to hear it as higher).

>>> from edu_domino.faces import get_face_set
>>> [t.pitch for t in half_sound(get_face_set("powers").spellings(3)[0]).tones]
[65]
>>> [(str(t.start), str(t.length)) for t in half_sound(get_face_set("notes").spellings(5)[2]).tones]
[('0', '1'), ('1', '2'), ('3', '2')]
>>> [t.pitch for t in half_sound(get_face_set("pips").spellings(4)[0]).tones]
[67]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction
from typing import Protocol

from edu_domino.audio.sound import Sound, Tempo, Tone, join, silence

# Pitches (MIDI note numbers; 60 is middle C).
RHYTHM_PITCH = 72  # C5: one clear pitch for every rhythm
SCALE_TONIC = 60  # C4: scale step 0
MAJOR_STEPS = (0, 2, 4, 5, 7, 9, 11)
CLICK_PITCH = 84  # C6: the count-in's clicks, above every rhythm and every step

# Lengths, in eighths.
STEP_LENGTH = Fraction(2)  # a pitched half (scale step or power) lasts a quarter
COUNT_IN_BEATS = 4  # "one, two, three, four": a bar of quarters before a rhythm to listen to
BEAT_LENGTH = Fraction(2)  # a quarter
CLICK_LENGTH = Fraction(1, 2)  # each click is short, so the pulse is felt, not heard as notes
REFERENCE_GAP = Fraction(2)  # a quarter's silence between the reference pitch and the question
HALF_GAP = Fraction(1)  # between the two halves of a tile or a match
CUE_GAP = Fraction(1)  # before the chord or the "uh-oh"
CHORD_LENGTH = Fraction(4)

# Velocities: the first attack of a rhythm is a little stronger (the downbeat).
DOWNBEAT = 90
BEAT = 76
VELOCITY = 80
CHORD = (60, 64, 67, 72)  # C major, doubled octave on top
CHORD_VELOCITY = 70
CLICK_VELOCITY, CLICK_DOWNBEAT = 44, 60  # softer than any half: the pulse stays behind the rhythm
WRONG_CUE = ((67, 2), (64, 3))  # (pitch, eighths): sol then mi, softly
WRONG_VELOCITY = 48


class HalfSpelling(Protocol):
    """What the mapping reads from a spelling (edu_domino.faces.Spelling and its subclasses)."""

    @property
    def face(self) -> str: ...

    @property
    def value(self) -> int: ...


def scale_pitch(value: int) -> int:
    """The pitch of scale step `value` of C major above middle C (0 = C4)."""
    if value < 0:
        raise ValueError(f"a scale step is 0 or more, not {value}")
    octave, step = divmod(value, len(MAJOR_STEPS))
    return SCALE_TONIC + 12 * octave + MAJOR_STEPS[step]


def power_pitch(exponent: int) -> int:
    """The pitch of 2^exponent: it counts `exponent`, so it is scale step `exponent` (2^7 is C5,
    do an octave above 2^0; 2^12 is A5)."""
    if exponent < 0:
        raise ValueError(f"an exponent is 0 or more, not {exponent}")
    return scale_pitch(exponent)


def step_sound(value: int) -> Sound:
    return Sound((Tone(Fraction(0), STEP_LENGTH, scale_pitch(value), VELOCITY),), STEP_LENGTH)


def count_in(beats: int = COUNT_IN_BEATS) -> Sound:
    """A bar of soft quarter-note clicks, the first a little stronger: the pulse to count with."""
    tones = tuple(Tone(BEAT_LENGTH * i, CLICK_LENGTH, CLICK_PITCH,
                       CLICK_DOWNBEAT if i == 0 else CLICK_VELOCITY) for i in range(beats))
    return Sound(tones, BEAT_LENGTH * beats)


def rhythm_sound(durations: Iterable[tuple[Fraction, bool]], pitch: int = RHYTHM_PITCH) -> Sound:
    """Heard durations (eighths, is_rest), ties already merged, played one after another."""
    tones: list[Tone] = []
    at = Fraction(0)
    for duration, rest in durations:
        if duration <= 0:
            continue
        if not rest:
            velocity = DOWNBEAT if not tones else BEAT
            tones.append(Tone(at, Fraction(duration), pitch, velocity))
        at += duration
    return Sound(tuple(tones), at)


def _heard(notes: Sequence) -> list[tuple[Fraction, bool]]:
    """(duration, rest) with each tied note merged into the one it is held into."""
    heard: list[tuple[Fraction, bool]] = []
    held = Fraction(0)
    for note in notes:
        held += note.duration
        if not note.tied:
            heard.append((held, note.rest))
            held = Fraction(0)
    if held:
        heard.append((held, False))  # a tie to nothing still sounds
    return heard


def half_sound(spelling: HalfSpelling) -> Sound:
    """What one half sounds like, as its kind of face says (see the module docstring)."""
    kind = getattr(spelling, "kind", None)
    notes = getattr(spelling, "notes", None)
    if notes is not None or (kind is not None and kind.rhythm):
        return rhythm_sound(_heard(notes or ()))
    return step_sound(spelling.value)  # counted faces: pips, numerals, powers (2^k counts k)


def pair_sound(first: HalfSpelling | Sound, second: HalfSpelling | Sound) -> Sound:
    """Two halves in turn, `HALF_GAP` apart."""
    return _as_sound(first).then(_as_sound(second), HALF_GAP)


def tile_sound(first: HalfSpelling | Sound, second: HalfSpelling | Sound) -> Sound:
    """A tile: its two halves in the order given (the UI passes them as the tile is shown)."""
    return pair_sound(first, second)


def laid_tile_sound(options, seed: int | str, tile: Sequence[int], first: int = 0) -> Sound:
    """What a tile sounds like: exactly the two spellings drawn on it in a game with these face
    options and seed, `tile[first]` (the half that meets the line) first. The one rule the table,
    lessons, practice and export-midi share; `edu_domino.faces.first_heard_half` finds `first`.
    """
    from edu_domino.faces import heard_spellings

    return tile_sound(*heard_spellings(options, seed, tile, first))


def listening_sound(spelling: HalfSpelling) -> Sound:
    """A half as a listening question: a rhythm after a bar of pulse; a pitch after do (the
    sound of 0), so there is something to hear it against."""
    sound = half_sound(spelling)
    if not sound.tones:
        return sound
    if getattr(spelling, "notes", None) is not None:
        return count_in().then(sound)  # the rhythm starts on the next "one"
    return step_sound(0).then(sound, REFERENCE_GAP)


def confirm_chord() -> Sound:
    return Sound(tuple(Tone(Fraction(0), CHORD_LENGTH, p, CHORD_VELOCITY) for p in CHORD), CHORD_LENGTH)


def wrong_cue() -> Sound:
    return join(
        Sound((Tone(Fraction(0), Fraction(length), pitch, WRONG_VELOCITY),), Fraction(length))
        for pitch, length in WRONG_CUE
    )


def match_sound(first: HalfSpelling | Sound, second: HalfSpelling | Sound, right: bool) -> Sound:
    """The two halves that met, then the chord (right) or the gentle falling cue (wrong)."""
    cue = confirm_chord() if right else wrong_cue()
    return pair_sound(first, second).then(cue, CUE_GAP)


def cue_sound(right: bool) -> Sound:
    """The cue alone, for when the halves were heard already."""
    return confirm_chord() if right else wrong_cue()


CHEERS: dict[str, tuple[tuple[int, int], ...]] = {  # occasion -> (pitch, eighths) in order
    "right": ((72, 1), (76, 1), (79, 2)),
    "hand": ((67, 1), (72, 1), (76, 1), (79, 3)),
    "lesson": ((72, 1), (74, 1), (76, 1), (79, 1), (84, 4)),
    "match": ((67, 1), (72, 1), (76, 1), (79, 2), (76, 1), (84, 5)),
}
CHEER_VELOCITY = 72


def cheer_sound(occasion: str) -> Sound:
    """The celebration tune for `occasion` (an unknown one: the right answer's)."""
    return join(Sound((Tone(Fraction(0), Fraction(length), pitch, CHEER_VELOCITY),), Fraction(length))
                for pitch, length in CHEERS.get(occasion, CHEERS["right"]))


class SoundRequest(Protocol):
    """What the game or a lesson asks to hear (edu_domino.play.SoundCue)."""

    @property
    def kind(self) -> str: ...

    @property
    def spellings(self) -> tuple[str, ...]: ...

    @property
    def right(self) -> bool | None: ...

    @property
    def tempo(self) -> int: ...


def request_sound(request: SoundRequest) -> tuple[Sound, Tempo]:
    """The sound and tempo for a request: `half`, `tile`, `sequence`, `listen`, `match` or `cheer`.

    Raises ValueError (SpellingError) for a spelling key that cannot be read.
    """
    from edu_domino.faces import parse_spelling

    if request.kind == "cheer":
        return cheer_sound(getattr(request, "occasion", "")), Tempo(float(request.tempo))
    halves = [half_sound(parse_spelling(key)) for key in request.spellings]
    tempo = Tempo(float(request.tempo))
    if request.kind == "match":
        right = bool(request.right)
        if len(halves) == 2:
            return match_sound(halves[0], halves[1], right), tempo
        return join([*halves, cue_sound(right)], CUE_GAP), tempo
    if request.kind == "sequence":
        return join(halves), tempo  # a rhythm the pupil built: no gaps between its halves
    if request.kind in ("half", "tile"):
        return join(halves, HALF_GAP), tempo
    if request.kind == "listen":
        return join((listening_sound(parse_spelling(k)) for k in request.spellings), HALF_GAP), tempo
    raise ValueError(f"{request.kind!r} is not a sound request; use half, tile, sequence, listen or match")


def _as_sound(half: HalfSpelling | Sound) -> Sound:
    return half if isinstance(half, Sound) else half_sound(half)


__all__ = [
    "HalfSpelling",
    "SoundRequest",
    "confirm_chord",
    "cheer_sound",
    "count_in",
    "cue_sound",
    "half_sound",
    "laid_tile_sound",
    "listening_sound",
    "match_sound",
    "pair_sound",
    "power_pitch",
    "request_sound",
    "rhythm_sound",
    "scale_pitch",
    "silence",
    "step_sound",
    "tile_sound",
    "wrong_cue",
]
