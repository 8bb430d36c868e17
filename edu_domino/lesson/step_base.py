"""What every lesson step shares: the base `Step`, tiles as shown, and reading answers.

A step is plain frozen data (spellings and tiles resolved by the loader) plus the few methods the
runner needs: read an answer, say whether it is right, show and sound the right answer, and give
a hint. Answers may be given the way a UI does (choice indices) or the way a person types them
("3-1", "notes:q+e", "4-3 R", "yes"/"sí"/"sim").
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import ClassVar

from edu_domino.engine import Tile
from edu_domino.faces import Spelling, face_kind, half_words, tile_words
from edu_domino.i18n import _, translate
from edu_domino.lesson import sounds as snd
from edu_domino.lesson.texts import Text
from edu_domino.play import SoundCue
from edu_domino.reading import is_small_number


class UnreadableAnswer(ValueError):
    """An answer that cannot be read at all (it does not use up a try)."""


@dataclass(frozen=True)
class FacedTile:
    """A tile as shown: its two halves' spellings in the order shown (left, right)."""

    halves: tuple[Spelling, Spelling]

    @property
    def values(self) -> tuple[int, int]:
        return self.halves[0].value, self.halves[1].value

    @property
    def tile(self) -> Tile:
        a, b = self.values
        return Tile(a, b) if a >= b else Tile(b, a)

    @property
    def label(self) -> str:
        return f"{self.values[0]}-{self.values[1]}"

    @property
    def keys(self) -> tuple[str, str]:
        return self.halves[0].key, self.halves[1].key

    def words(self, lang: str, numbers: bool = False) -> str:
        """The tile named by its faces ("negra y blanca"; "6-4" for pips), never by a hidden value."""
        return tile_words(self.halves, lang, numbers)


def shown_words(item: Spelling | FacedTile, lang: str, numbers: bool = False) -> str:
    """A half or a tile in words, as its faces show it."""
    if isinstance(item, FacedTile):
        return item.words(lang, numbers)
    return half_words(item, lang, numbers)


Shown = Spelling | FacedTile


def worth(item: Shown, ask: str = "value") -> int:
    """What a half or tile counts. `number` reads a power of two as written (2^3 -> 8)."""
    if isinstance(item, FacedTile):
        return sum(worth(h, ask) for h in item.halves)
    if ask == "number":
        return item.kind.reads_as_number(item.value)
    return item.value


def sound_of(item: Shown, tempo: int) -> SoundCue:
    if isinstance(item, FacedTile):
        return snd.tile(item.keys, tempo)
    return snd.half(item.key, tempo)


def face_hint(face: str, lang: str) -> str:
    """How to count a half of this kind of face, in `lang`."""
    return translate(lang, face_kind(face).hint)


YES_WORDS = {"yes", "y", "si", "sí", "s", "sim", "true", "1"}
NO_WORDS = {"no", "n", "não", "nao", "false", "0"}


def read_int(answer: object) -> int:
    if isinstance(answer, bool):
        raise UnreadableAnswer(_("a yes/no answer where a number was asked"))
    if isinstance(answer, int):
        return answer
    text = str(answer).strip().lstrip("+")
    if is_small_number(text, 9):
        return int(text)
    raise UnreadableAnswer(_("{answer!r} is not a whole number", answer=answer))


def as_list(answer: object) -> list[object]:
    if isinstance(answer, str | int) or answer is None:
        return [] if answer is None or answer == "" else [answer]
    if isinstance(answer, Iterable):
        return list(answer)
    return [answer]


def as_indices(given: object) -> tuple[int, ...]:
    """Choice indices as `read` returned them (a set or a tuple), in their own order."""
    assert isinstance(given, tuple | frozenset | set | list), given
    return tuple(int(i) for i in given)


def as_index(given: object) -> int:
    """One choice index as `read` returned it."""
    assert isinstance(given, int), given
    return given


def skill_of(items: Iterable[Shown]) -> str:
    """The progress skill of a sum: `powers` when powers of two are shown, else `sums`."""
    skills = {h.kind.skill for x in items for h in (x.halves if isinstance(x, FacedTile) else (x,))}
    return "powers" if "powers" in skills else "sums"


@dataclass(frozen=True)
class Step:
    id: str
    prompt: Text = field(default_factory=Text)
    hint: Text = field(default_factory=Text)
    kind: ClassVar[str] = ""
    scored: ClassVar[bool] = True  # counts towards the lesson's score
    skill: ClassVar[str] = "lesson"  # the progress skill an answer is filed under

    def default_prompt(self, lang: str) -> str:
        return ""

    def read(self, answer: object) -> object:
        return answer

    def is_right(self, given: object) -> bool:
        return True

    def expected(self) -> object:
        return None

    def expected_text(self, lang: str) -> str:
        """The right answer in the pack's notation ("4-3 R", "notes:q"): records and check-pack."""
        return ""

    def expected_words(self, lang: str, numbers: bool = False) -> str:
        """The right answer as a pupil reads it: tiles and halves named by their faces in `lang`,
        never a code or a value the faces hide (`numbers`: the teacher's "show numbers")."""
        return self.expected_text(lang)

    def right_words(self, given: object, lang: str, numbers: bool = False) -> str:
        """What "Right!" says about the pupil's own right answer (the right answer, by default)."""
        return self.expected_words(lang, numbers)

    def given_text(self, given: object) -> str:
        """The answer as recorded: language-independent ("yes", "3-1", "q + e")."""
        return str(given)

    def given_words(self, given: object, lang: str) -> str:
        """The answer as a teacher reads it back in `lang` (run-pack): "sí", not "yes"."""
        return self.given_text(given)

    def auto_hint(self, lang: str, given: object, numbers: bool = False) -> str:
        return ""

    def sounds(self, tempo: int) -> tuple[SoundCue, ...]:
        """What the question sounds like (the UI's "hear it again" button)."""
        return ()

    def autoplay(self) -> bool:
        """Whether the question is played as soon as it is shown (listening steps)."""
        return False

    def answer_sounds(self, given: object, tempo: int) -> tuple[SoundCue, ...]:
        """What the pupil's own answer sounds like."""
        return ()

    def reveal_sounds(self, tempo: int) -> tuple[SoundCue, ...]:
        """What the right answer sounds like."""
        return ()


def sound_signature(sp: Spelling) -> tuple:
    """Two halves with the same signature sound the same (a tie sounds as one long note, a rest
    at the end is not heard: `lesson.heard`)."""
    from edu_domino.lesson.heard import heard

    return heard(sp)
