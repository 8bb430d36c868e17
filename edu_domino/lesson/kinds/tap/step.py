"""The `tap` step: the pupil taps back the rhythm written on a half, a tile or a line of tiles.

    [[steps]]
    kind = "tap"
    id = "tap-q-e-e"
    play = "q+e+e"            # or tile = "5-3" (the pack's faces), or line = ["4-2", "2-3"]
    hear_first = true          # play it before the pupil taps (false: read it cold)
    metronome = true           # clicks on the beat while the pupil taps
    tolerance = "fair"         # "gentle", "fair" (default) or "strict": see lesson/tap.py
    rest_between = false       # true: an eighth rest between the halves (and tiles), drawn as one
    answer = [0.0, 1.0, 1.5]   # optional: taps (seconds) the teacher expects to be judged right

The step holds the halves in the order they sound (a tile left half first, a line left to
right), the pack's tempo and the options; judging is `lesson.tap.judge_taps` (shared with the
tap drills of practice and the tap screen). The halves follow
each other as drawn; with `rest_between` an eighth rest comes between them, drawn, played and
judged. The answer is a list of tap times in seconds (any origin: only the gaps count).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from edu_domino.faces import Note, Spelling
from edu_domino.faces.notes import NotesSpelling, parse_notes
from edu_domino.faces.words import notes_words
from edu_domino.i18n import N_, _, translate
from edu_domino.lesson import sounds as snd
from edu_domino.lesson.step_base import FacedTile, Shown, Step, UnreadableAnswer
from edu_domino.lesson.tap import (
    DEFAULT_TOLERANCE_NAME,
    REST_BETWEEN,
    TOLERANCES,
    Rhythm,
    TapVerdict,
    Timing,
    Tolerance,
    halves_as_drawn,
    judge_taps,
    taps_record_text,
    tiles_rhythm,
)
from edu_domino.play import SoundCue

TAP_FORMS = ("play", "tile", "line")
DrawnGroup = tuple[tuple[Spelling, ...], bool]  # halves drawn side by side, and framed as a tile?
TOLERANCE_NAMES = tuple(TOLERANCES)

PROMPT_HEAR = N_("Listen, then tap the rhythm back: one tap for each note, none for a rest.")
PROMPT_READ = N_("Read the rhythm and tap it: one tap for each note, none for a rest.")
HINT_MISSING = N_("Note {n} had no tap. Tap once for every note.")
HINT_EXTRA = N_("There was a tap where no note starts: a rest or a held note stays silent.")
HINT_EARLY = N_("Note {n} came too early: wait for the beat.")
HINT_LATE = N_("Note {n} came too late: count the beats as you tap.")
# run-pack reads taps back to the teacher with these
WORDS_MISSING = N_("note {n} has no tap")
WORDS_EARLY = N_("note {n} is {ms} ms early")
WORDS_LATE = N_("note {n} is {ms} ms late")
WORDS_EXTRA = N_("an extra tap at {at} s, where no note starts")
WORDS_ALL_ON_TIME = N_("every note on time")


def halves_of(shown: tuple[Shown, ...]) -> tuple[Spelling, ...]:
    """Every half in the order it sounds: a tile's left half first, a line left to right."""
    out: list[Spelling] = []
    for item in shown:
        out.extend(item.halves if isinstance(item, FacedTile) else (item,))
    return tuple(out)


@dataclass(frozen=True)
class TapStep(Step):
    show: tuple[Shown, ...] = ()  # what is drawn: one half (`play`), one tile, or a line of tiles
    tempo: int = 80  # the pack's, in quarter notes a minute
    hear_first: bool = True
    metronome: bool = True
    tolerance: str = DEFAULT_TOLERANCE_NAME  # a name in `lesson.tap.TOLERANCES`
    rest_between: bool = False  # an eighth rest between the halves (and the tiles), drawn as one
    kind: ClassVar[str] = "tap"
    skill: ClassVar[str] = "rhythm"

    @property
    def notes(self) -> tuple[Note, ...]:
        """The written notes, one half after another (a tie never joins two halves)."""
        out: list[Note] = []
        for half in halves_of(self.show):
            if isinstance(half, NotesSpelling):
                out.extend(half.notes)
        return tuple(out)

    @property
    def drawn_halves(self) -> list[NotesSpelling]:
        """The halves that carry notes, in the order they sound, with the eighth rests between
        them that the pack asked for (`rest_between`): what the tap screen draws and plays."""
        notes = [h for h in halves_of(self.show) if isinstance(h, NotesSpelling)]
        return halves_as_drawn(notes, self.rest_between)

    @property
    def drawn_groups(self) -> list[DrawnGroup]:
        """What paper draws, in the order it sounds: each tile framed round its halves (a half
        alone framed too) and, with `rest_between`, the eighth rest inside a tile between its
        halves and, unframed, between two tiles: the rhythm `rhythm` judges."""
        rest = parse_notes(REST_BETWEEN)
        groups: list[DrawnGroup] = []
        for i, item in enumerate(self.show):
            halves: tuple[Spelling, ...] = item.halves if isinstance(item, FacedTile) else (item,)
            if self.rest_between:
                if i:
                    groups.append(((rest,), False))
                halves = tuple(h for j, half in enumerate(halves) for h in ((rest, half) if j else (half,)))
            groups.append((halves, True))
        return groups

    @property
    def judged_within(self) -> Tolerance:
        """How far off a tap may be and still be on time (`tolerance` by its name)."""
        return TOLERANCES[self.tolerance]

    @property
    def rhythm(self) -> Rhythm:
        """As drawn: the halves one after another (an eighth rest between them with
        `rest_between`)."""
        return tiles_rhythm(halves_of(self.show), self.tempo, self.rest_between)

    def keys(self) -> tuple[str, ...]:
        return tuple(h.key for h in halves_of(self.show))

    def default_prompt(self, lang: str) -> str:
        return translate(lang, PROMPT_HEAR if self.hear_first else PROMPT_READ)

    def read(self, answer: object) -> tuple[float, ...]:
        try:
            return taps_in_order(taps_from_text(answer))
        except ValueError as exc:
            raise UnreadableAnswer(str(exc)) from None

    def verdict(self, given: object) -> TapVerdict:
        """The judgement of taps (as `read` returned them): each onset early, late or on time."""
        assert isinstance(given, tuple), given
        return judge_taps(self.rhythm, given, self.judged_within)

    def is_right(self, given: object) -> bool:
        return self.verdict(given).right

    def expected(self) -> tuple[float, ...]:
        return self.rhythm.onsets

    def expected_text(self, lang: str) -> str:
        """The rhythm as a pack writes it: "q+e+e", or "h | q" for a tile (half by half; "h | re |
        q" with `rest_between`)."""
        return " | ".join(h.body for h in self._halves_as_drawn())

    def expected_words(self, lang: str, numbers: bool = False) -> str:
        return " | ".join(notes_words(h.notes, lang) for h in self._halves_as_drawn() if isinstance(h, NotesSpelling))

    def _halves_as_drawn(self) -> list[Spelling]:
        return [h for halves, _framed in self.drawn_groups for h in halves]

    @property
    def pictures(self) -> tuple[Shown, ...]:
        """What a screen or a device draws to tap: the tiles as written, or with `rest_between`
        every half and the rests between them (what is drawn is what is judged)."""
        return tuple(self._halves_as_drawn()) if self.rest_between else self.show

    def given_text(self, given: object) -> str:
        """The taps as the record keeps them: seconds from the first tap, and each note's error."""
        taps = tuple(given) if isinstance(given, tuple) else ()
        return taps_record_text(taps, self.verdict(taps)) if taps else ""

    def given_words(self, given: object, lang: str) -> str:
        """The taps as a teacher reads them back (run-pack): each note off time, missing or
        extra named, in `lang`."""
        taps = tuple(given) if isinstance(given, tuple) else ()
        return taps_words(taps, self.verdict(taps), lang) if taps else ""

    def auto_hint(self, lang: str, given: object, numbers: bool = False) -> str:
        return tap_hint(self.verdict(given), lang)

    def sounds(self, tempo: int) -> tuple[SoundCue, ...]:
        # The halves as drawn, run together (a sequence), the rest between them a half of its
        # own: the very rhythm `rhythm` times. (A tile cue would add the game's eighth gap.)
        return (snd.sequence(tuple(h.key for h in self.drawn_halves), tempo),)

    def autoplay(self) -> bool:
        return self.hear_first

    def reveal_sounds(self, tempo: int) -> tuple[SoundCue, ...]:
        return self.sounds(tempo)


def taps_words(taps: tuple[float, ...], verdict: TapVerdict, lang: str) -> str:
    """"0.000 1.000 1.500 1.900 s: an extra tap at 1.900 s": the taps from the first, then what
    was wrong with them, note by note (numbered from 1), or that every note was on time."""
    start = min(taps)
    said = verdict_phrases(verdict, lang, start)
    times = " ".join(f"{t - start:.3f}" for t in sorted(taps))
    return f"{times} s: " + ("; ".join(said) if said else translate(lang, WORDS_ALL_ON_TIME))


def verdict_phrases(verdict: TapVerdict, lang: str, start: float) -> list[str]:
    """What was wrong with the taps, in a teacher's words, one phrase per note early, late or
    missing and per extra tap (its time counted from `start`, the first tap)."""
    said: list[str] = []
    for n, onset in enumerate(verdict.onsets, start=1):
        ms = round(abs(onset.error or 0.0) * 1000)
        if onset.timing is Timing.MISSING:
            said.append(translate(lang, WORDS_MISSING, n=n))
        elif onset.timing is Timing.EARLY:
            said.append(translate(lang, WORDS_EARLY, n=n, ms=ms))
        elif onset.timing is Timing.LATE:
            said.append(translate(lang, WORDS_LATE, n=n, ms=ms))
    for extra in verdict.extra:
        said.append(translate(lang, WORDS_EXTRA, at=f"{extra + verdict.origin - start:.3f}"))
    return said


def taps_snippet(step: TapStep) -> str:
    """The taps that are exactly right, as a pack's `answer` or an answers file writes them:
    "[0, 1.5]" (seconds from the first note)."""
    return "[" + ", ".join(f"{t:g}" for t in step.rhythm.onsets) + "]"


def taps_from_text(value: object) -> tuple[float, ...]:
    """Tap times as a pack's `answer` or an answers file writes them: a list of seconds
    (`[0.0, 1.0, 1.5]`). Raises ValueError saying what is wrong."""
    if isinstance(value, str | bytes) or not isinstance(value, list | tuple):
        raise ValueError(_("a tap answer is a list of seconds like {example}", example="[0.0, 1.0, 1.5]"))
    out: list[float] = []
    for item in value:
        if isinstance(item, bool) or not isinstance(item, int | float) or item != item or abs(item) > 3600:
            raise ValueError(_("a tap answer is a list of seconds like {example}", example="[0.0, 1.0, 1.5]"))
        out.append(float(item))
    return tuple(out)


def taps_in_order(taps: tuple[float, ...]) -> tuple[float, ...]:
    """The taps as given, if each comes after the one before; else ValueError naming the first
    out of order, and the list in order (a reversed list, a typo in one time)."""
    for i in range(1, len(taps)):
        if taps[i] <= taps[i - 1]:
            in_order = "[" + ", ".join(f"{t:g}" for t in sorted(taps)) + "]"
            raise ValueError(_("the taps go from the first to the last, and {later:g} comes after {earlier:g}",
                               later=taps[i], earlier=taps[i - 1]) + "; "
                             + _("write them in order, like {snippet}", snippet=in_order))
    return taps


def tap_hint(verdict: TapVerdict, lang: str) -> str:
    """What to fix first, in a child's words: the first missing, extra, early or late note."""
    for n, onset in enumerate(verdict.onsets, start=1):
        if onset.timing is Timing.MISSING:
            return translate(lang, HINT_MISSING, n=n)
    if verdict.extra:
        return translate(lang, HINT_EXTRA)
    for n, onset in enumerate(verdict.onsets, start=1):
        if onset.timing is Timing.EARLY:
            return translate(lang, HINT_EARLY, n=n)
        if onset.timing is Timing.LATE:
            return translate(lang, HINT_LATE, n=n)
    return ""
