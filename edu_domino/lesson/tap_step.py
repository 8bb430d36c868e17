"""The `tap` step: tap back the rhythm written on a half, a tile or a line of tiles.

The answer is the pupil's taps in seconds (any origin: the tap screen's clock, or a list in a
run-pack answers file); `edu_domino.lesson.tap` judges them against the rhythm the shown halves
sound, at the pack's tempo. The tap screen draws `verdict(given)` as two timelines.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import ClassVar

from edu_domino.faces import Spelling
from edu_domino.i18n import _
from edu_domino.lesson import sounds as snd
from edu_domino.lesson.step_base import FacedTile, Step, UnreadableAnswer, shown_words
from edu_domino.lesson.tap import (
    DEFAULT_TOLERANCE_NAME,
    TILE_HALF_GAP,
    TOLERANCES,
    Rhythm,
    TapVerdict,
    Timing,
    judge_taps,
    written_rhythm,
)
from edu_domino.lesson.texts import say
from edu_domino.play import SoundCue

MAX_TAPS = 400  # far more than any tile or line has notes; a longer list is not a pupil's taps
SOURCES = ("play", "tile", "line")  # where a tap step's rhythm is written (exactly one of them)


def seconds_text(times: Iterable[float]) -> str:
    """Times as an answers file writes them: `0.00, 1.04, 1.47`."""
    return ", ".join(f"{t:.2f}" for t in times)


def read_taps(answer: object) -> tuple[float, ...]:
    """Taps from a list of numbers (or text like "0, 1, 1.5"); UnreadableAnswer otherwise."""
    if isinstance(answer, str):
        parts = [p for p in answer.replace(",", " ").split() if p]
        try:
            answer = [float(p) for p in parts]
        except ValueError:
            raise UnreadableAnswer(_("{answer!r} is not a list of times in seconds", answer=answer)) from None
    if answer is None:
        return ()
    if not isinstance(answer, list | tuple):
        raise UnreadableAnswer(_("{answer!r} is not a list of times in seconds", answer=answer))
    if len(answer) > MAX_TAPS:
        raise UnreadableAnswer(_("{count} taps are far too many; a rhythm has at most {most}",
                                 count=len(answer), most=MAX_TAPS))
    taps: list[float] = []
    for item in answer:
        if isinstance(item, bool) or not isinstance(item, int | float) or not math.isfinite(item):
            raise UnreadableAnswer(_("{value!r} is not a time in seconds", value=item))
        taps.append(float(item))
    return tuple(sorted(taps))


@dataclass(frozen=True)
class TapStep(Step):
    """`halves`: what is tapped, in order; `gap`: eighths of silence between halves (none for a
    `play` rhythm, the tile's gap for a tile or a line, as the tile sounds); `tiles`: the tile or
    the line to draw (empty for `play`). `tempo` is the pack's, in quarter notes a minute."""

    halves: tuple[Spelling, ...] = ()
    tiles: tuple[FacedTile, ...] = ()
    gap: int = 0
    tempo: int = 80
    hear_first: bool = True  # played to the pupil before they tap (False: read it cold)
    metronome: bool = True  # the beat clicks on while the pupil taps
    tolerance: str = DEFAULT_TOLERANCE_NAME  # a name in `TOLERANCES`
    kind: ClassVar[str] = "tap"
    skill: ClassVar[str] = "rhythm"

    @property
    def rhythm(self) -> Rhythm:
        return written_rhythm(self.halves, self.tempo, gap=Fraction(self.gap))

    def verdict(self, given: object) -> TapVerdict:
        """The judgement of taps as `read` returned them (each onset early, late, on time or missing)."""
        return judge_taps(self.rhythm, read_taps(given), TOLERANCES[self.tolerance])

    def default_prompt(self, lang: str) -> str:
        return say("prompt.tap.hear" if self.hear_first else "prompt.tap", lang)

    def read(self, answer: object) -> tuple[float, ...]:
        return read_taps(answer)

    def is_right(self, given: object) -> bool:
        return self.verdict(given).right

    def expected(self) -> tuple[float, ...]:
        return self.rhythm.onsets

    def expected_text(self, lang: str) -> str:
        return seconds_text(self.rhythm.onsets)

    def expected_words(self, lang: str, numbers: bool = False) -> str:
        shown = self.tiles or self.halves
        return ", ".join(shown_words(x, lang, numbers) for x in shown)

    def given_text(self, given: object) -> str:
        taps = read_taps(given)
        return seconds_text(t - taps[0] for t in taps)  # as judged: from the first tap

    def auto_hint(self, lang: str, given: object, numbers: bool = False) -> str:
        verdict = self.verdict(given)
        notes, taps = len(verdict.onsets), len(read_taps(given))
        if verdict.extra and self._has_rest():
            return say("hint.tap.rest", lang)
        if taps != notes:
            return say("hint.tap.count", lang, notes=notes, taps=taps)
        for number, judged in enumerate(verdict.onsets, start=1):
            if judged.timing is Timing.EARLY:
                return say("hint.tap.early", lang, n=number)
            if judged.timing is Timing.LATE:
                return say("hint.tap.late", lang, n=number)
            if judged.timing is Timing.MISSING:  # as many taps as notes, one of them astray
                return say("hint.tap.missing", lang, n=number)
        return ""

    def _has_rest(self) -> bool:
        heard: list[tuple[Fraction, bool]] = [s for h in self.halves for s in getattr(h, "sounds", tuple)()]
        return any(rest for _duration, rest in heard)

    def sounds(self, tempo: int) -> tuple[SoundCue, ...]:
        keys = tuple(h.key for h in self.halves)
        if self.gap:  # a tile or a line: every half an eighth apart, as tiles sound
            return (SoundCue(snd.TILE, keys, tempo=self.tempo),)
        if len(keys) == 1:
            return (snd.half(keys[0], self.tempo),)
        return (snd.sequence(keys, self.tempo),)

    def autoplay(self) -> bool:
        return self.hear_first

    def reveal_sounds(self, tempo: int) -> tuple[SoundCue, ...]:
        return self.sounds(tempo)


def tap_halves(tiles: Iterable[FacedTile]) -> tuple[Spelling, ...]:
    """The halves of tiles in the order they are heard: left to right, as drawn."""
    return tuple(h for t in tiles for h in t.halves)


TILE_GAP = int(TILE_HALF_GAP)  # the `gap` of a tile or line step
