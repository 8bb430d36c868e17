"""The `chain` step kind: your turn: play a tile of the hand that fits an open end of the line."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import ClassVar

from edu_domino.engine import (
    LEFT,
    Action,
    Draw,
    Pass,
    Play,
    Tile,
    parse_action,
)
from edu_domino.engine.actions import end_key
from edu_domino.engine.errors import NotationError
from edu_domino.i18n import N_, _
from edu_domino.lesson import sounds as snd
from edu_domino.lesson.checker import Checker
from edu_domino.lesson.kinds.base import (
    Parts,
    Say,
    SoundJson,
    StepKind,
    shown_json,
    text_answer,
)
from edu_domino.lesson.kinds.fields import SHUFFLE, Field
from edu_domino.lesson.play_step_checks import chain_position
from edu_domino.lesson.step_base import (
    FacedTile,
    Shown,
    Step,
    UnreadableAnswer,
    shown_words,
    sound_of,
)
from edu_domino.lesson.texts import say
from edu_domino.play import SoundCue


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


def _chain(raw, path, ck: Checker, common, seed, source) -> Step | None:
    position = chain_position(raw, path, ck, seed, source)
    if position is None:
        return None
    line, hand, legal = position
    step = ChainStep(**common, line=line, hand=hand, legal=legal)
    if "answer" in raw:
        here = (*path, "answer")
        try:
            given = step.read(raw["answer"])
        except ValueError as exc:
            ck.err(here, f"answer: {exc}", _("write a tile and an end like {snippet}", snippet='"5-3 R"'))
            return step
        tile = given.tile if isinstance(given, Play) else given
        if not isinstance(tile, Tile):
            ck.err(here, _("answer {given!r}: a tile fits, so the pupil may not draw or pass", given=raw["answer"]),
                   _("write one of {moves}", moves=step.expected_text("en")))
        elif tile not in {f.tile for f in step.hand}:
            ck.err(here, _("answer {given!r}: {tile} is not in the hand", given=raw["answer"], tile=tile),
                   _("write one of {moves}", moves=step.expected_text("en")))
        elif not step.is_right(given):
            ck.err(here, _("answer {given!r} does not fit: the open ends are worth {left} and {right}",
                           given=raw["answer"], left=step.ends[0], right=step.ends[1]),
                   _("write one of {moves}", moves=step.expected_text("en")))
    return step


class ChainKind(StepKind[ChainStep]):
    name = "chain"
    title = N_("Play a tile that fits")

    def device_message(self, step: ChainStep, right: bool, rng: random.Random) -> dict:
        """A device names the tile and the end, "6-4 L" (a `Play` is a tuple, not a list of halves)."""
        if not right:
            return super().device_message(step, right, rng)
        play = step.expected()
        return {"type": "answer", "value": f"{play.tile} {play.end}"}
    step_type = ChainStep
    fields = (
        Field("line", "tiles", N_("the tiles on the table, left to right, turned so touching halves match")),
        Field("hand", "tiles", N_("the pupil's tiles; at least one must fit the line")),
        Field("preset", "text", N_("or: a game of these rules, shown after the moves so far")),
        Field("options", "options", N_("changes to the rules, such as players = 2")),
        Field("seed", "int", N_("which deal of these rules is played (any number)")),
        Field("deal", "deal", N_("the hands and the boneyard the moves are played from")),
        Field("actions", "moves", N_("the moves already played, such as 6-4 L, draw, pass")),
        Field("replay", "file", N_("or: a saved game, a file beside the pack")),
        Field("moves", "int", N_("the saved game is shown after this many moves"), low=1),
        Field("answer", "move", N_("the right move: a tile and the end it goes on")),
        SHUFFLE,
    )
    choice_list = "hand"
    scripted = True

    def script_answer(self, value: object) -> object:
        return text_answer(value, '"5-2 R"')

    def check(self, raw, path, ck, common, seed, source):
        return _chain(raw, path, ck, common, seed, source)

    def wrong_answer(self, step: ChainStep) -> object:
        return "pass"  # the checker makes sure a tile fits, so passing is wrong

    def worksheet_parts(self, step: ChainStep, say: Say, lang: str) -> Parts:
        return [("note", say(N_("On the table:"))), ("pictures", list(step.line)),
                ("note", say(N_("In your hand:"))), ("pictures", list(step.hand)),
                ("box", say(N_("Tile and end ({left} left, {right} right):"), left=end_key(lang, "L"),
                            right=end_key(lang, "R")))]

    def worksheet_key_pictures(self, step: ChainStep) -> list[Shown]:
        """The tiles in the hand that fit (the words name each one's end)."""
        fitting = {p.tile for p in step.legal}
        return [f for f in step.hand if f.tile in fitting]

    def question(self, step: ChainStep, lang: str) -> dict:
        """A device's form: the line, and the hand to play a tile from (a move: "5-2 R")."""
        return {"answer": "move", "line": [shown_json(t, lang) for t in step.line],
                "hand": [{"value": f.label, "label": f.label, **shown_json(f, lang)} for f in step.hand]}

    def own_pace_question(self, step: ChainStep, lang: str, tempo: int, sound_json: SoundJson) -> dict:
        """The line, and the hand's tiles to tap (then an end): the answer is "6-1 R"."""
        return {"answer": "chain", "line": [shown_json(t, lang) for t in step.line],
                "choices": [{"value": str(t.tile), **shown_json(t, lang)} for t in step.hand]}

    def export_sounds(self, step: ChainStep, tempo: int) -> list[SoundCue]:
        return [sound_of(t, tempo) for t in (*step.line, *step.hand)]


KIND = ChainKind()
