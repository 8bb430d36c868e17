"""Sound requests: what the runner wants heard. The UI hands them to `edu_domino.audio`.

The lesson package never imports audio (it stays pure and testable); it only says what to play:
- `half`: one half, `spellings == (key,)` (notes play their rhythm, powers their pitch, ...);
- `tile`: both halves of a tile, in order;
- `sequence`: several halves one after another (a rhythm the pupil built);
- `listen`: one half as a listening question, led in by a pulse (a rhythm) or by a reference
  pitch (do, the sound of 0), so the pupil has something to hear it against;
- `match`: the short cue for halves meeting (`right=True`) or not fitting (`right=False`).
"""

from __future__ import annotations

from edu_domino.play.feedback import CueKind, SoundCue

HALF = CueKind.HALF
TILE = CueKind.TILE
SEQUENCE = CueKind.SEQUENCE
MATCH = CueKind.MATCH
LISTEN = CueKind.LISTEN
KINDS = tuple(CueKind)


def half(key: str, tempo: int) -> SoundCue:
    return SoundCue(HALF, (key,), tempo=tempo)


def tile(keys: tuple[str, str], tempo: int) -> SoundCue:
    return SoundCue(TILE, tuple(keys), tempo=tempo)


def sequence(keys: tuple[str, ...], tempo: int) -> SoundCue:
    return SoundCue(SEQUENCE, tuple(keys), tempo=tempo)


def listen(key: str, tempo: int) -> SoundCue:
    return SoundCue(LISTEN, (key,), tempo=tempo)


def cue(right: bool, tempo: int) -> SoundCue:
    return SoundCue(MATCH, (), right=right, tempo=tempo)
