"""What a half, a tile and a match sound like: the mapping, documented in docs/sound.md.

- A **note-value half** plays its rhythm on one pitch (C5): each note starts where the previous
  one ended, tied notes are held as one sound, a rest is silence. Its length is its value in
  eighths, so the rhythm's durations add up to the number.
- A **power half** 2^k plays one pitch k octaves above C2 (65.4 Hz): every step up doubles the
  frequency, as every step up doubles the number. MIDI and the ear run out of octaves, so from
  2^7 on the top pitch (C8, 2^6) is struck once more for each further doubling.
- A **pip or numeral half** (and any other kind) plays its value as a step of the C major scale
  above middle C: 0 is C4 (do), 1 is D4, ... 7 is C5, 12 is A5.
- A **tile** plays its two halves in turn, one eighth apart.
- A **right match** plays the two halves that met, then a C major chord; a **wrong** one plays the
  two halves, then a soft falling minor third (G4 to E4, "uh-oh"): different, never harsh.

>>> from edu_domino.faces import get_face_set
>>> [t.pitch for t in half_sound(get_face_set("powers").spellings(3)[0]).tones]
[72]
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
from edu_domino.engine.actions import LEFT

# Pitches (MIDI note numbers; 60 is middle C).
RHYTHM_PITCH = 72  # C5: one clear pitch for every rhythm
POWER_BASE = 36  # C2: the pitch of 2^0
POWER_TOP_OCTAVES = 6  # 2^6 = C8, the highest key of a piano
SCALE_TONIC = 60  # C4: scale step 0
MAJOR_STEPS = (0, 2, 4, 5, 7, 9, 11)

# Lengths, in eighths.
STEP_LENGTH = Fraction(2)  # a pitched half (scale step or power) lasts a quarter
STRIKE_LENGTH = Fraction(1, 2)  # each extra strike of the top pitch for 2^7 and above
HALF_GAP = Fraction(1)  # between the two halves of a tile or a match
CUE_GAP = Fraction(1)  # before the chord or the "uh-oh"
CHORD_LENGTH = Fraction(4)

# Velocities: the first attack of a rhythm is a little stronger (the downbeat).
DOWNBEAT = 90
BEAT = 76
VELOCITY = 80
CHORD = (60, 64, 67, 72)  # C major, doubled octave on top
CHORD_VELOCITY = 70
WRONG_CUE = ((67, 2), (64, 3))  # (pitch, eighths): sol then mi, softly
WRONG_VELOCITY = 48


class HalfSpelling(Protocol):
    """What the mapping reads from a spelling (edu_domino.faces.Spelling and its subclasses)."""

    face: str
    value: int


def scale_pitch(value: int) -> int:
    """The pitch of scale step `value` of C major above middle C (0 = C4)."""
    if value < 0:
        raise ValueError(f"a scale step is 0 or more, not {value}")
    octave, step = divmod(value, len(MAJOR_STEPS))
    return SCALE_TONIC + 12 * octave + MAJOR_STEPS[step]


def power_pitch(exponent: int) -> int:
    """The pitch of 2^exponent: `exponent` octaves above C2, up to the top octave."""
    if exponent < 0:
        raise ValueError(f"an exponent is 0 or more, not {exponent}")
    return POWER_BASE + 12 * min(exponent, POWER_TOP_OCTAVES)


def step_sound(value: int) -> Sound:
    return Sound((Tone(Fraction(0), STEP_LENGTH, scale_pitch(value), VELOCITY),), STEP_LENGTH)


def power_sound(exponent: int) -> Sound:
    """2^k as one pitch k octaves up; beyond the top octave, one more strike per doubling."""
    pitch = power_pitch(exponent)
    extra = max(0, exponent - POWER_TOP_OCTAVES)
    tones = [Tone(STRIKE_LENGTH * i, STRIKE_LENGTH, pitch, VELOCITY) for i in range(extra)]
    start = STRIKE_LENGTH * extra
    tones.append(Tone(start, STEP_LENGTH, pitch, VELOCITY))
    return Sound(tuple(tones), start + STEP_LENGTH)


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
    """What one half sounds like, by the kind of its face (see the module docstring)."""
    notes = getattr(spelling, "notes", None)
    if spelling.face == "notes" or notes is not None:
        return rhythm_sound(_heard(notes or ()))
    if spelling.face == "powers":
        return power_sound(getattr(spelling, "exponent", spelling.value))
    return step_sound(spelling.value)


def pair_sound(first: HalfSpelling | Sound, second: HalfSpelling | Sound) -> Sound:
    """Two halves in turn, `HALF_GAP` apart."""
    return _as_sound(first).then(_as_sound(second), HALF_GAP)


def tile_sound(first: HalfSpelling | Sound, second: HalfSpelling | Sound) -> Sound:
    """A tile: its two halves in the order given (the UI passes them as the tile is shown)."""
    return pair_sound(first, second)


def plain_tile_sound(tile: Sequence[int], face_set: str = "pips") -> Sound:
    """A tile (a, b) in one face set's plain spellings, `a` first."""
    from edu_domino.faces import get_face_set

    faces = get_face_set(face_set)
    return pair_sound(faces.spellings(tile[0])[0], faces.spellings(tile[1])[0])


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


def halves_as_played(plays: Iterable[tuple[Sequence[int], str] | None]) -> list[tuple[int, int]]:
    """For each (tile, end) played, its halves in the order they are heard: the half that meets
    the line first, then the new open end, so the line sounds as a chain (6-4 then 4-2 is heard
    6 4, 4 2). `None` marks a new round: the next tile starts a new line, high half first (so
    does a tile that fits neither end).

    >>> halves_as_played([((6, 6), "L"), ((6, 4), "R"), ((6, 2), "L"), None, ((4, 1), "L")])
    [(6, 6), (6, 4), (6, 2), (4, 1)]
    """
    order: list[tuple[int, int]] = []
    ends: list[int] | None = None
    for play in plays:
        if play is None:
            ends = None
            continue
        (a, b), end = play[0][:2], play[1]
        side = 0 if end == LEFT else 1
        if ends is None or ends[side] not in (a, b):
            ends = [a, b]
            order.append((a, b))
            continue
        meets = ends[side]
        other = b if a == meets else a
        ends[side] = other
        order.append((meets, other))
    return order


class SoundRequest(Protocol):
    """What the lesson runner asks to hear (edu_domino.lesson.sounds.Sound)."""

    kind: str
    spellings: tuple[str, ...]
    right: bool | None
    tempo: int


def request_sound(request: SoundRequest) -> tuple[Sound, Tempo]:
    """The sound and tempo for a lesson's request: `half`, `tile`, `sequence` or `match`.

    Raises ValueError (SpellingError) for a spelling key that cannot be read.
    """
    from edu_domino.faces import parse_spelling

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
    raise ValueError(f"{request.kind!r} is not a sound request; use half, tile, sequence or match")


def _as_sound(half: HalfSpelling | Sound) -> Sound:
    return half if isinstance(half, Sound) else half_sound(half)


__all__ = [
    "HalfSpelling",
    "SoundRequest",
    "confirm_chord",
    "cue_sound",
    "half_sound",
    "halves_as_played",
    "match_sound",
    "pair_sound",
    "plain_tile_sound",
    "power_pitch",
    "power_sound",
    "request_sound",
    "rhythm_sound",
    "scale_pitch",
    "silence",
    "step_sound",
    "tile_sound",
    "wrong_cue",
]
