"""One go at tapping a rhythm back: hear it (or not), a bar of count-in, the taps, the verdict.

No drawing here (`ui.tap.pad` draws a session). Every time is on one clock (`clock`, by default
`time.perf_counter`: the one the sound scheduler, the timed input and the MIDI thread use), so a
tap stamped when its key came compares directly with the click it followed. The clicks are
queued ahead through the app's sound (`play_at`), never waited for: the frame loop only calls
`update()`, which moves the phase on when the clock says so.

Times, for a start at `t0` (a little after the key that started it, so the first click is
queued ahead of time), a bar of `beats` beats lasting `bar` seconds:
- hear it first: the rhythm after a bar of clicks (t0 .. t0 + bar + the rhythm in whole bars);
- the count-in: one bar of clicks, shown as big numbers lighting up;
- the taps: from the downbeat (the "one" after the count-in); a tap in the last half beat of the
  count-in counts too (an eager first note); the taps end one beat after the rhythm's length,
  measured from the first tap (or from the downbeat if none came).
The verdict is `edu_domino.lesson.tap.judge_taps`, relative to the offset that fits all the
taps best, so a constant delay (or one late first tap) never counts against the notes on time.
The source offsets (latency calibration) only move each tap by its device's measured delay: they
matter when MIDI and keys are mixed in one rhythm, and for `entry_error` (how far the first tap
was from the downbeat), which no screen shows and nothing judges.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction
from typing import Any, Protocol

from edu_domino.audio.sound import Sound, Tempo, Tone, join
from edu_domino.audio.sounds import count_in, half_sound
from edu_domino.faces import NotesSpelling
from edu_domino.ui.tap.controls import Source

LEAD_S = 0.12  # the first click sounds this long after the start key: time to queue it
EARLY_SHARE = 0.5  # of a beat: taps this early before the downbeat still count
TAIL_BEATS = 1.0  # the taps end this many beats after the rhythm's length


class Phase(StrEnum):
    READY = "ready"  # the rhythm is shown; a tap (or Enter) starts
    LISTEN = "listen"  # hear it first: a bar of clicks, then the rhythm played
    COUNT_IN = "count_in"  # one bar of clicks, "1 2 3 4"
    TAPPING = "tapping"
    DONE = "done"


class TimedSound(Protocol):
    """The app's sound, as the session uses it (`ui.sound.SoundPlayer`)."""

    def play_at(self, sound: Sound, tempo: Tempo, at: float) -> None: ...

    def stop(self) -> None: ...


@dataclass(frozen=True)
class TapOptions:
    hear_first: bool = False  # hear the rhythm before the count-in, or read it cold
    metronome: bool = True  # clicks on the beat while the pupil taps
    beats: int = 4  # beats in the count-in bar
    tolerance: Any = None  # a `lesson.tap.Tolerance` (TOLERANCES[name]); None: the default ("fair")


@dataclass(frozen=True)
class Tap:
    at: float  # on the session's clock, the source's offset taken off
    source: Source
    stamp: float  # as stamped when it came


def written_sound(halves: Sequence[NotesSpelling], gap: Fraction | int = 0) -> Sound:
    """The rhythm as the app plays it: the halves one after another, `gap` eighths apart (the
    tap screen passes 0: a rest between a tile's halves comes as a half of its own)."""
    return join([half_sound(h) for h in halves], Fraction(gap))


def tapped_sound(offsets: Sequence[float], tempo: Tempo, hold: float) -> Sound:
    """Taps (seconds from the first) as notes on the rhythm pitch, each held up to the next tap
    (at most `hold` seconds), so the pupil hears their own rhythm back."""
    from edu_domino.audio.sounds import RHYTHM_PITCH

    if not offsets:
        return Sound((), Fraction(0))
    eighth = tempo.eighth_seconds

    def eighths(seconds: float) -> Fraction:
        return Fraction(round(seconds / eighth * 48), 48)

    starts = [eighths(t - offsets[0]) for t in offsets]
    tones = []
    for i, start in enumerate(starts):
        end = starts[i + 1] if i + 1 < len(starts) else start + eighths(hold)
        length = max(Fraction(1, 8), min(end - start, eighths(hold)))
        tones.append(Tone(start, length, RHYTHM_PITCH, 90 if i == 0 else 76))
    return Sound(tuple(tones), max(t.end for t in tones))


@dataclass
class TapSession:
    """A rhythm to tap back: `halves` (notes spellings) played `gap` eighths apart, and
    `rhythm`, `lesson.tap.written_rhythm(halves, tempo, gap)`: onsets from the first sound,
    which comes `lead` seconds after the downbeat (a written rest before it)."""

    halves: tuple[NotesSpelling, ...]
    gap: Fraction
    tempo: int
    rhythm: Any
    options: TapOptions = TapOptions()
    clock: Callable[[], float] = time.perf_counter
    sound: TimedSound | None = None
    offsets: Mapping[str, float] = field(default_factory=dict)  # seconds late, by source
    phase: Phase = Phase.READY
    taps: list[Tap] = field(default_factory=list)
    verdict: Any = None
    started: float | None = None  # clock time the first click sounds (listening or count-in)
    count_in_at: float | None = None  # clock time of the count-in's first click
    downbeat: float | None = None  # clock time the rhythm starts (where written time 0 falls)

    # -- times ----------------------------------------------------------------------------------
    @property
    def beat(self) -> float:
        return float(self.rhythm.beat)

    @property
    def bar(self) -> float:
        return self.beat * self.options.beats

    @property
    def length(self) -> float:
        return float(self.rhythm.length)

    @property
    def onsets(self) -> tuple[float, ...]:
        return tuple(float(t) for t in self.rhythm.onsets)

    @property
    def lead(self) -> float:
        return float(getattr(self.rhythm, "lead", 0.0))

    @property
    def sound_tempo(self) -> Tempo:
        return Tempo(float(self.tempo))

    def listen_bars(self) -> int:
        return max(1, math.ceil((self.lead + self.length) / self.bar - 1e-9))

    def taps_end(self) -> float | None:
        """When taking taps stops: a beat after the rhythm's length, counted from the first tap."""
        if self.downbeat is None:
            return None
        # A pupil who starts late still has the whole rhythm to tap: the end follows the first tap.
        anchor = self.taps[0].at if self.taps else self.downbeat + self.lead
        return max(anchor, self.downbeat) + self.length + TAIL_BEATS * self.beat

    def count_beat(self, now: float | None = None) -> int | None:
        """Which count-in beat is sounding (0 for "one"), or None outside the count-in."""
        now = self.clock() if now is None else now
        if self.count_in_at is None or not self.count_in_at <= now < self.count_in_at + self.bar:
            return None
        return min(self.options.beats - 1, int((now - self.count_in_at) / self.beat))

    def position(self, now: float | None = None) -> float | None:
        """Seconds from the first sound now (for a moving cursor; negative in a leading rest),
        or None outside the rhythm."""
        now = self.clock() if now is None else now
        if self.phase is Phase.LISTEN and self.started is not None:
            heard_from = self.started + self.bar
            return now - heard_from - self.lead if heard_from <= now <= heard_from + self.lead + self.length else None
        if self.phase is Phase.TAPPING and self.downbeat is not None and now >= self.downbeat:
            return now - self.downbeat - self.lead
        return None

    # -- what happens -----------------------------------------------------------------------------
    def start(self, now: float | None = None) -> None:
        """Begin: listen first (option) and count in. A second start while running does nothing."""
        if self.phase not in (Phase.READY, Phase.DONE):
            return
        t0 = (self.clock() if now is None else now) + LEAD_S
        self.taps, self.verdict = [], None
        self.started = t0
        clicks = count_in(self.options.beats)
        if self.options.hear_first:
            self.phase = Phase.LISTEN
            self._play(clicks, t0)
            self._play(written_sound(self.halves, self.gap), t0 + self.bar)
            self.count_in_at = t0 + self.bar * (1 + self.listen_bars())
        else:
            self.phase = Phase.COUNT_IN
            self.count_in_at = t0
        self.downbeat = self.count_in_at + self.bar
        self._play(clicks, self.count_in_at)
        if self.options.metronome:
            beats = max(1, math.ceil((self.lead + self.length) / self.beat - 1e-9))
            self._play(count_in(beats), self.downbeat)

    def _play(self, sound: Sound, at: float) -> None:
        if self.sound is not None:
            self.sound.play_at(sound, self.sound_tempo, at)

    def accepts_taps(self, now: float) -> bool:
        """Judged by the tap's own time, not the phase (a tap can be stamped a moment before the
        frame that moves the phase on)."""
        if self.phase in (Phase.READY, Phase.DONE) or self.downbeat is None:
            return False
        return now >= self.downbeat - EARLY_SHARE * self.beat

    def tap(self, stamp: float, source: Source = Source.KEY) -> bool:
        """A tap stamped `stamp` on the clock; True if it was taken (not during listening or the
        early count-in, not after the end)."""
        at = stamp - float(self.offsets.get(str(source), 0.0))
        if not self.accepts_taps(at):
            return False
        end = self.taps_end()
        if end is not None and at > end:
            return False
        self.taps.append(Tap(at, source, stamp))
        self.taps.sort(key=lambda t: t.at)  # a MIDI tap can arrive after a later key's frame
        return True

    def update(self, now: float | None = None) -> bool:
        """Move the phase on by the clock; True when the taps just ended (the verdict is ready)."""
        now = self.clock() if now is None else now
        if self.phase is Phase.LISTEN and self.count_in_at is not None and now >= self.count_in_at:
            self.phase = Phase.COUNT_IN
        if self.phase is Phase.COUNT_IN and self.downbeat is not None and now >= self.downbeat:
            self.phase = Phase.TAPPING
        end = self.taps_end()
        if self.phase is Phase.TAPPING and end is not None and now >= end:
            self.finish()
            return True
        return False

    def finish(self) -> None:
        """Stop taking taps and judge them."""
        from edu_domino.lesson.tap import judge_taps

        assert self.downbeat is not None
        relative = [t.at - self.downbeat for t in self.taps]
        if self.options.tolerance is None:
            self.verdict = judge_taps(self.rhythm, relative)
        else:
            self.verdict = judge_taps(self.rhythm, relative, self.options.tolerance)
        self.phase = Phase.DONE

    def cancel(self) -> None:
        """Back to the start, silently (Esc during the count-in or the taps)."""
        if self.sound is not None:
            self.sound.stop()
        self.phase, self.taps, self.verdict = Phase.READY, [], None
        self.started = self.count_in_at = self.downbeat = None

    # -- after ---------------------------------------------------------------------------------
    @property
    def tap_times(self) -> list[float]:
        """The taps in seconds from the downbeat (what a lesson step takes as its answer)."""
        base = self.downbeat or 0.0
        return [round(t.at - base, 4) for t in self.taps]

    @property
    def entry_error(self) -> float | None:
        """How far (seconds, + late) the first tap was from where the count-in said to start."""
        if not self.taps or self.downbeat is None or not self.onsets:
            return None
        return self.taps[0].at - (self.downbeat + self.lead)

    def play_written(self, now: float | None = None) -> None:
        self._play(written_sound(self.halves, self.gap), (self.clock() if now is None else now) + LEAD_S)

    def play_tapped(self, now: float | None = None) -> None:
        offsets = [t.at for t in self.taps]
        self._play(tapped_sound(offsets, self.sound_tempo, self.beat), (self.clock() if now is None else now) + LEAD_S)
