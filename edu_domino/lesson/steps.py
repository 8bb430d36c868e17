"""The step kinds of a lesson pack, already checked and resolved, each able to check an answer.

A step is plain frozen data (spellings and tiles resolved by the loader) plus the few methods the
runner needs: read an answer, say whether it is right, show and sound the right answer, and give
a hint. Answers may be given the way a UI does (choice indices) or the way a person types them
("3-1", "notes:q+e", "4-3 R", "yes"/"sí"/"sim"). What all steps share is in `step_base`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar

from edu_domino.engine import (
    LEFT,
    Action,
    Draw,
    Pass,
    Play,
    RuleSet,
    Tile,
    parse_action,
    parse_tile,
)
from edu_domino.engine.errors import NotationError
from edu_domino.faces import Spelling, parse_spelling
from edu_domino.faces.words import one_note_lasting
from edu_domino.i18n import _
from edu_domino.lesson import sounds as snd
from edu_domino.lesson.step_base import (
    NO_WORDS,
    YES_WORDS,
    FacedTile,
    Shown,
    Step,
    UnreadableAnswer,
    as_index,
    as_indices,
    as_list,
    face_hint,
    read_int,
    shown_words,
    skill_of,
    sound_of,
    sound_signature,
    worth,
)
from edu_domino.lesson.tap_step import TapStep
from edu_domino.lesson.texts import Text, say
from edu_domino.play import SoundCue

__all__ = [
    "BuildStep", "ChainStep", "ExplainStep", "FacedTile", "GameStep", "ListenStep", "MatchStep",
    "STEP_TYPES", "Shown", "Step", "SumStep", "TapStep", "UnreadableAnswer", "face_hint", "sound_of",
    "sound_signature", "worth",
]


@dataclass(frozen=True)
class ExplainStep(Step):
    text: Text = field(default_factory=Text)
    tiles: tuple[FacedTile, ...] = ()
    show: tuple[Spelling, ...] = ()
    image: Path | None = None
    kind: ClassVar[str] = "explain"
    scored: ClassVar[bool] = False

    def sounds(self, tempo: int) -> tuple[SoundCue, ...]:
        shown: tuple[Shown, ...] = (*self.show, *self.tiles)
        return tuple(sound_of(x, tempo) for x in shown)


@dataclass(frozen=True)
class MatchStep(Step):
    half: Spelling | None = None
    choices: tuple[FacedTile, ...] = ()
    kind: ClassVar[str] = "match"
    skill: ClassVar[str] = "spellings"

    @property
    def matching(self) -> frozenset[int]:
        assert self.half is not None
        return frozenset(i for i, c in enumerate(self.choices) if self.half.value in c.values)

    def default_prompt(self, lang: str) -> str:
        return say("prompt.match", lang)

    def read(self, answer: object) -> frozenset[int]:
        picked: set[int] = set()
        for item in as_list(answer):
            if isinstance(item, int) and not isinstance(item, bool):
                if not 0 <= item < len(self.choices):
                    raise UnreadableAnswer(_("there is no choice {n}", n=item))
                picked.add(item)
                continue
            try:
                tile = parse_tile(str(item))
            except NotationError:
                raise UnreadableAnswer(_("{value!r} is not a tile", value=item)) from None
            found = {i for i, c in enumerate(self.choices) if c.tile == tile}
            if not found:
                raise UnreadableAnswer(_("{answer} is not one of the choices", answer=item))
            picked |= found
        return frozenset(picked)

    def is_right(self, given: object) -> bool:
        return given == self.matching

    def expected(self) -> tuple[int, ...]:
        return tuple(sorted(self.matching))

    def expected_text(self, lang: str) -> str:
        return ", ".join(self.choices[i].label for i in sorted(self.matching))

    def expected_words(self, lang: str, numbers: bool = False) -> str:
        return "; ".join(self.choices[i].words(lang, numbers) for i in sorted(self.matching))

    def given_text(self, given: object) -> str:
        return ", ".join(self.choices[i].label for i in sorted(as_indices(given)))

    def auto_hint(self, lang: str, given: object, numbers: bool = False) -> str:
        assert self.half is not None
        if self.half.kind.shows_value:
            return say("hint.match", lang, value=self.half.value)
        # Notes or powers: the half by its face, so the hint does not give the value away.
        return say("hint.match.faces", lang, half=shown_words(self.half, lang, numbers))

    def sounds(self, tempo: int) -> tuple[SoundCue, ...]:
        assert self.half is not None
        return (snd.half(self.half.key, tempo),)

    def answer_sounds(self, given: object, tempo: int) -> tuple[SoundCue, ...]:
        return tuple(snd.tile(self.choices[i].keys, tempo) for i in sorted(as_indices(given)))

    def reveal_sounds(self, tempo: int) -> tuple[SoundCue, ...]:
        return tuple(snd.tile(self.choices[i].keys, tempo) for i in sorted(self.matching))


@dataclass(frozen=True)
class SumStep(Step):
    show: tuple[Shown, ...] = ()
    ask: str = "value"  # "value" (what it counts in play) or "number" (a power read as written)
    target: int | None = None  # set: a yes/no question "do these add up to target?"
    choices: tuple[int, ...] = ()  # numbers offered (value questions)
    kind: ClassVar[str] = "sum"

    @property
    def skill(self) -> str:  # type: ignore[override]
        return skill_of(self.show)

    @property
    def total(self) -> int:
        return sum(worth(x, self.ask) for x in self.show)

    @property
    def yes_no(self) -> bool:
        return self.target is not None

    def default_prompt(self, lang: str) -> str:
        if self.yes_no:
            return say("prompt.sum.yesno", lang, target=self.target)
        # The prompt agrees in number with what is shown: "this note", "these notes".
        many = ".many" if self._shows_several() else ""
        if self.ask == "number":
            return say("prompt.sum.number" + many, lang)
        if all(isinstance(x, Spelling) and x.kind.rhythm for x in self.show):
            return say("prompt.sum.notes" + many, lang)
        return say("prompt.sum.value" + many, lang)

    def _shows_several(self) -> bool:
        """More than one thing to add up: several halves, a tile, or a half of several notes."""
        if len(self.show) != 1:
            return len(self.show) > 1
        (item,) = self.show
        return isinstance(item, FacedTile) or len(getattr(item, "notes", ())) > 1

    def read(self, answer: object) -> object:
        if not self.yes_no:
            return read_int(answer)
        if isinstance(answer, bool):
            return answer
        text = str(answer).strip().lower()
        if text in YES_WORDS:
            return True
        if text in NO_WORDS:
            return False
        raise UnreadableAnswer(_("{answer!r} is not yes or no", answer=answer))

    def expected(self) -> object:
        return self.total == self.target if self.yes_no else self.total

    def is_right(self, given: object) -> bool:
        return given == self.expected()

    def expected_text(self, lang: str) -> str:
        if self.yes_no:
            return say("yes" if self.expected() else "no", lang)
        return str(self.total)

    def given_text(self, given: object) -> str:
        if isinstance(given, bool):
            return "yes" if given else "no"
        return str(given)

    def given_words(self, given: object, lang: str) -> str:
        if isinstance(given, bool):
            return say("yes" if given else "no", lang)
        return self.given_text(given)

    def auto_hint(self, lang: str, given: object, numbers: bool = False) -> str:
        faces = {x.halves[0].face if isinstance(x, FacedTile) else x.face for x in self.show}
        parts = [face_hint(f, lang) for f in sorted(faces)]
        if self.ask == "number":
            parts = [say("hint.face.powers_number", lang)]
        return " ".join(p for p in parts if p)

    def sounds(self, tempo: int) -> tuple[SoundCue, ...]:
        return tuple(sound_of(x, tempo) for x in self.show)

    def reveal_sounds(self, tempo: int) -> tuple[SoundCue, ...]:
        return self.sounds(tempo)


@dataclass(frozen=True)
class BuildStep(Step):
    target: int = 0
    palette: tuple[Spelling, ...] = ()
    max_parts: int = 6
    ask: str = "value"
    solution: tuple[int, ...] = ()  # palette indices of one right answer (fewest parts)
    kind: ClassVar[str] = "build"

    @property
    def skill(self) -> str:  # type: ignore[override]
        return skill_of(self.palette)

    def default_prompt(self, lang: str) -> str:
        if self.palette and all(p.kind.rhythm for p in self.palette):
            return say("prompt.build.notes", lang, target=self.target)
        return say("prompt.build", lang, target=self.target)

    def read(self, answer: object) -> tuple[int, ...]:
        picked: list[int] = []
        for item in as_list(answer):
            if isinstance(item, int) and not isinstance(item, bool):
                if not 0 <= item < len(self.palette):
                    raise UnreadableAnswer(_("there is no choice {n}", n=item))
                picked.append(item)
                continue
            text = str(item).strip()
            index = self._find(text)
            if index is None:
                raise UnreadableAnswer(_("{answer!r} is not one of the choices", answer=text))
            picked.append(index)
        return tuple(picked)

    def _find(self, text: str) -> int | None:
        for i, p in enumerate(self.palette):
            if text in (p.key, p.body):
                return i
        try:
            wanted = parse_spelling(text) if ":" in text else None
        except ValueError:
            return None
        for i, p in enumerate(self.palette):
            if wanted is not None and wanted.key == p.key:
                return i
        return None

    def total_of(self, given: tuple[int, ...]) -> int:
        return sum(worth(self.palette[i], self.ask) for i in given)

    def is_right(self, given: object) -> bool:
        picked = as_indices(given)
        return 0 < len(picked) <= self.max_parts and self.total_of(picked) == self.target

    def expected(self) -> tuple[int, ...]:
        return self.solution

    def expected_text(self, lang: str) -> str:
        return " + ".join(self.palette[i].body for i in self.solution)

    def expected_words(self, lang: str, numbers: bool = False) -> str:
        return " + ".join(shown_words(self.palette[i], lang, numbers) for i in self.solution)

    def right_words(self, given: object, lang: str, numbers: bool = False) -> str:
        """The pupil's own notes or halves, said with what they make: never another answer's."""
        picked = " + ".join(shown_words(self.palette[i], lang, numbers) for i in as_indices(given))
        if self.ask == "value" and any(self.palette[i].kind.rhythm for i in as_indices(given)):
            note = one_note_lasting(self.target, lang)  # "as long as one half note", where one does
            if note and len(as_indices(given)) > 1:
                return say("right.build.one_note", lang, given=picked, note=note)
            return say("right.build.notes", lang, given=picked, target=self.target)
        return say("right.build", lang, given=picked, target=self.target)

    def given_text(self, given: object) -> str:
        return " + ".join(self.palette[i].body for i in as_indices(given))

    def auto_hint(self, lang: str, given: object, numbers: bool = False) -> str:
        got = self.total_of(as_indices(given))
        faces = sorted({p.face for p in self.palette})
        rule = " ".join(face_hint(f, lang) for f in faces)
        if len(as_indices(given)) > self.max_parts:
            return say("hint.build.too_many", lang, most=self.max_parts) + " " + rule
        return (say("hint.build", lang, got=got, target=self.target) + " " + rule).strip()

    def answer_sounds(self, given: object, tempo: int) -> tuple[SoundCue, ...]:
        keys = tuple(self.palette[i].key for i in as_indices(given))
        return (snd.sequence(keys, tempo),) if keys else ()

    def reveal_sounds(self, tempo: int) -> tuple[SoundCue, ...]:
        return (snd.sequence(tuple(self.palette[i].key for i in self.solution), tempo),)


@dataclass(frozen=True)
class ListenStep(Step):
    play: Spelling | None = None
    choices: tuple[Spelling, ...] = ()
    kind: ClassVar[str] = "listen"
    skill: ClassVar[str] = "listening"

    @property
    def right_choices(self) -> frozenset[int]:
        assert self.play is not None
        want = sound_signature(self.play)
        return frozenset(i for i, c in enumerate(self.choices) if sound_signature(c) == want)

    def default_prompt(self, lang: str) -> str:
        return say("prompt.listen", lang)

    def read(self, answer: object) -> int:
        items = as_list(answer)
        if len(items) != 1:
            raise UnreadableAnswer(_("choose one"))
        item = items[0]
        if isinstance(item, int) and not isinstance(item, bool):
            if not 0 <= item < len(self.choices):
                raise UnreadableAnswer(_("there is no choice {n}", n=item))
            return item
        text = str(item).strip()
        for i, c in enumerate(self.choices):
            if text in (c.key, c.body):
                return i
        try:
            key = parse_spelling(text).key
        except ValueError:
            raise UnreadableAnswer(_("{answer!r} is not one of the choices", answer=text)) from None
        for i, c in enumerate(self.choices):
            if c.key == key:
                return i
        raise UnreadableAnswer(_("{answer!r} is not one of the choices", answer=text))

    def is_right(self, given: object) -> bool:
        return given in self.right_choices

    def expected(self) -> int:
        return min(self.right_choices)

    def expected_text(self, lang: str) -> str:
        return self.choices[self.expected()].key

    def expected_words(self, lang: str, numbers: bool = False) -> str:
        return shown_words(self.choices[self.expected()], lang, numbers)

    def given_text(self, given: object) -> str:
        return self.choices[as_index(given)].key

    def auto_hint(self, lang: str, given: object, numbers: bool = False) -> str:
        assert self.play is not None
        if self.play.kind.rhythm:
            def count(half) -> int:
                return sum(not rest for _, rest in half.sounds())
            if len({count(c) for c in self.choices}) == 1:  # counting tells them apart no more
                return say("hint.listen.length", lang)
            return say("hint.listen", lang, count=count(self.play))
        return say("hint.listen.pitch", lang)

    def sounds(self, tempo: int) -> tuple[SoundCue, ...]:
        assert self.play is not None
        return (snd.listen(self.play.key, tempo),)  # led in by a pulse or a reference pitch

    def autoplay(self) -> bool:
        return True

    def answer_sounds(self, given: object, tempo: int) -> tuple[SoundCue, ...]:
        return (snd.half(self.choices[as_index(given)].key, tempo),)

    def reveal_sounds(self, tempo: int) -> tuple[SoundCue, ...]:
        return self.sounds(tempo)


@dataclass(frozen=True)
class ChainStep(Step):
    line: tuple[FacedTile, ...] = ()  # oriented, left to right
    hand: tuple[FacedTile, ...] = ()
    legal: tuple[Play, ...] = ()  # every right answer, as the engine lists them
    kind: ClassVar[str] = "chain"
    skill: ClassVar[str] = "spellings"

    @property
    def ends(self) -> tuple[int, int]:
        return self.line[0].values[0], self.line[-1].values[1]

    def default_prompt(self, lang: str) -> str:
        return say("prompt.chain", lang)

    def read(self, answer: object) -> Action | Tile:
        if isinstance(answer, Play | Tile | Draw | Pass):
            return answer
        try:
            return parse_action(str(answer))  # draw and pass are read, and wrong: a tile fits
        except NotationError as exc:
            raise UnreadableAnswer(str(exc)) from None

    def is_right(self, given: object) -> bool:
        if isinstance(given, Tile):
            return any(p.tile == given for p in self.legal)
        return isinstance(given, Play) and given in self.legal

    def expected(self) -> Play:
        return self.legal[0]

    def expected_text(self, lang: str) -> str:
        ends: dict[Tile, list[str]] = {}
        for p in self.legal:
            ends.setdefault(p.tile, []).append(p.end)
        # "4-3 R" when only one end takes the tile; just "6-0" when either does
        return ", ".join(f"{t} {e[0]}" if len(e) == 1 else str(t) for t, e in ends.items())

    def expected_words(self, lang: str, numbers: bool = False) -> str:
        """"[negra | blanca] en el extremo derecho": the tile by its faces, the end in words."""
        ends: dict[Tile, list[str]] = {}
        for p in self.legal:
            ends.setdefault(p.tile, []).append(p.end)
        shown = {f.tile: f for f in self.hand}
        out = []
        for tile, where in ends.items():
            words = shown[tile].words(lang, numbers) if tile in shown else str(tile)
            if len(where) == 1:
                words = say("answer.chain.left" if where[0] == LEFT else "answer.chain.right", lang, tile=words)
            out.append(words)
        return ", ".join(out)

    def auto_hint(self, lang: str, given: object, numbers: bool = False) -> str:
        tile = given.tile if isinstance(given, Play) else given
        if isinstance(tile, Tile) and tile not in {f.tile for f in self.hand}:
            return say("hint.not_in_hand", lang)
        if not isinstance(tile, Tile):  # drew or passed while holding a tile that fits
            return say("hint.must_play", lang)
        left = shown_words(self.line[0].halves[0], lang, numbers)
        right = shown_words(self.line[-1].halves[1], lang, numbers)
        return say("hint.chain", lang, left=left, right=right)

    def answer_sounds(self, given: object, tempo: int) -> tuple[SoundCue, ...]:
        tile = given.tile if isinstance(given, Play) else given
        for f in self.hand:
            if f.tile == tile:
                return (snd.tile(f.keys, tempo),)
        return ()

    def reveal_sounds(self, tempo: int) -> tuple[SoundCue, ...]:
        return self.answer_sounds(self.legal[0], tempo)


@dataclass(frozen=True)
class GameStep(Step):
    rules: RuleSet | None = None
    faces: str = "pips"
    difficulty: str = "single"
    opponents: tuple[str, ...] = ("random",)
    play: str = "round"  # "round": one hand; "match": to the rules' target
    seed: int | None = None
    spellings: frozenset[str] | None = None  # the pack's `spellings` (by key); None: all
    kind: ClassVar[str] = "game"
    scored: ClassVar[bool] = False

    def default_prompt(self, lang: str) -> str:
        return say("prompt.game", lang)


STEP_TYPES: dict[str, type[Step]] = {
    cls.kind: cls
    for cls in (ExplainStep, MatchStep, SumStep, BuildStep, ListenStep, ChainStep, TapStep, GameStep)
}
