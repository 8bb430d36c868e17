"""A drill item: one question, regenerated exactly from its stable key.

The record stores only the key (e.g. `sum:notes:q+e`); the question, the choices and the
expected answer are rebuilt from it, so the pupil's history survives changes to how a question
is worded or drawn. Prompts are gettext message ids in English with `{placeholders}`: the UI
translates them (es, pt, en) and fills in `prompt_args`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# skill ids, in the order the progress chart shows them
SUMS = "sums"
SPELLINGS = "spellings"
POWERS = "powers"
LISTENING = "listening"
SKILLS: tuple[str, ...] = (SUMS, SPELLINGS, POWERS, LISTENING)
# what the chart labels each skill with (gettext message ids)
SKILL_TITLES: dict[str, str] = {
    SUMS: "Note sums",
    SPELLINGS: "Same value, other notes",
    POWERS: "Powers of two",
    LISTENING: "Listening",
}

NUMBER = "number"  # the answer is a whole number (typed, or one of `choices`)
CHOICE = "choice"  # the answer is one of `choices`, each a spelling key the UI draws


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

    def normalise(self, answer: str) -> str:
        """The answer as it is recorded: numbers without spaces or leading zeros."""
        text = str(answer).strip()
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
        given = self.normalise(answer)
        return given == self.expected or given in self.also_right
