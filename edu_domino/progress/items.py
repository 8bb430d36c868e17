"""A drill item: one question, regenerated exactly from its stable key.

The record stores only the key (e.g. `sum:notes:q+e`); the question, the choices and the
expected answer are rebuilt from it, so the pupil's history survives changes to how a question
is worded or drawn. Prompts are gettext message ids in English with `{placeholders}`: the UI
translates them (es, pt, en) and fills in `prompt_args`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the judgement lives with the lesson's tap step; imported when a tap is judged
    from edu_domino.lesson.tap import TapVerdict

# skill ids, in the order the progress chart shows them
SUMS = "sums"
SPELLINGS = "spellings"
POWERS = "powers"
LISTENING = "listening"
RHYTHM = "rhythm"  # tapping a written rhythm back (the tap drill; see `TAP` items)
SKILLS: tuple[str, ...] = (SUMS, SPELLINGS, POWERS, LISTENING, RHYTHM)
# what the chart labels each skill with (gettext message ids)
SKILL_TITLES: dict[str, str] = {
    SUMS: "Note sums",
    SPELLINGS: "Same value, other notes",
    POWERS: "Powers of two",
    LISTENING: "Listening",
    RHYTHM: "Rhythm",
}

NUMBER = "number"  # the answer is a whole number (typed, or one of `choices`)
CHOICE = "choice"  # the answer is one of `choices`, each a spelling key the UI draws
TAP = "tap"  # the answer is taps: seconds, written "0.000 1.040 1.470" (see `tap_answer_text`)
PRACTICE_TEMPO = 80  # quarter notes a minute for tap drills, as for packs without a tempo


@dataclass(frozen=True, slots=True)
class DrillItem:
    key: str
    skill: str
    level: int  # 1 (first steps) upwards; new items are introduced in level order
    kind: str  # NUMBER or CHOICE
    prompt: str  # gettext message id, e.g. "How many eighth notes is this worth?"
    expected: str  # the answer recorded as right: a number as text, or a spelling key
    shows: tuple[str, ...] = ()  # spelling keys to draw with the question
    play: str | None = None  # spelling key the UI plays through audio (listening)
    choices: tuple[str, ...] = ()  # buttons to offer; for NUMBER items typing is also fine
    prompt_args: dict[str, str] = field(default_factory=dict)
    # for CHOICE items: other answers that are equally right (e.g. any spelling worth the same)
    also_right: tuple[str, ...] = ()
    tempo: int = PRACTICE_TEMPO  # TAP items: the tempo the rhythm is played and judged at

    def normalise(self, answer: str) -> str:
        """The answer as it is recorded: numbers without spaces or leading zeros; taps as seconds
        from the first tap with each note's error in ms ("0.000 1.040 1.470 s (ms: +0 +40 -30)")."""
        text = str(answer).strip()
        if self.kind == TAP:
            return tap_answer_text(self, read_taps(text))
        if self.kind == NUMBER:
            digits = text.lstrip("+")
            if digits.isascii() and digits.isdigit():
                return str(int(digits))
        return text

    def answer_words(self, lang: str, numbers: bool = False) -> str:
        """The right answer as a pupil reads it: a number, or a spelling named by its face
        ("negra + corchea", "2³"), never its key."""
        if self.kind != CHOICE:
            return self.expected
        from ..faces import half_words, parse_spelling  # faces is pure, imported on use

        return half_words(parse_spelling(self.expected), lang, numbers)

    def check(self, answer: str) -> bool:
        if self.kind == TAP:
            return tap_verdict(self, read_taps(answer)).right
        given = self.normalise(answer)
        return given == self.expected or given in self.also_right


def read_taps(text: str) -> tuple[float, ...]:
    """The tap times at the start of a tap answer ("0.0 1.04 1.47", or a recorded answer with
    its " s (ms: ...)" tail); nothing readable: no taps."""
    out: list[float] = []
    for word in text.replace(",", " ").split():
        try:
            out.append(float(word))
        except ValueError:
            break
    return tuple(t for t in out if t == t and abs(t) < 3600)


def tap_verdict(item: DrillItem, taps: tuple[float, ...]) -> TapVerdict:
    """The judgement of taps against a TAP item's rhythm (`edu_domino.lesson.tap`), at the
    practice tempo, with the default tolerance."""
    from edu_domino.faces import parse_spelling
    from edu_domino.faces.notes import NotesSpelling
    from edu_domino.lesson.tap import judge_taps, written_rhythm

    spelling = parse_spelling(item.expected)
    assert isinstance(spelling, NotesSpelling), item.key  # the drills make TAP items of notes only
    return judge_taps(written_rhythm(spelling, item.tempo), taps)


def right_answer(item: DrillItem) -> str:
    """An answer `item.check` takes as right (tools and tests that answer every item right):
    `expected`, or for a TAP item its written onsets in seconds ("0.000 0.750 1.125")."""
    if item.kind != TAP:
        return item.expected
    from edu_domino.faces import parse_spelling
    from edu_domino.lesson.tap import written_rhythm

    return " ".join(f"{t:.3f}" for t in written_rhythm(parse_spelling(item.expected), item.tempo).onsets)


def tap_answer_text(item: DrillItem, taps: tuple[float, ...]) -> str:
    """Taps as the record keeps them: seconds from the first tap, then each note's error."""
    # the lesson's tap step words a record the same way
    from edu_domino.lesson.tap import taps_record_text

    return taps_record_text(taps, tap_verdict(item, taps)) if taps else ""
