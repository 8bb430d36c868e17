"""The `match` step kind: which tiles match this half? The pupil picks every tile with a half worth the same."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from edu_domino.engine import (
    Tile,
    parse_tile,
)
from edu_domino.engine.errors import NotationError
from edu_domino.faces import Spelling
from edu_domino.i18n import N_, _
from edu_domino.lesson import sounds as snd
from edu_domino.lesson.checker import Checker, type_name
from edu_domino.lesson.kinds.base import (
    Parts,
    Say,
    ScriptError,
    StepKind,
    places_from_left,
    shown_json,
)
from edu_domino.lesson.kinds.fields import SHUFFLE, Field
from edu_domino.lesson.positions import Path as KeyPath
from edu_domino.lesson.rest_words import rests_meant_as_zero, without_rests
from edu_domino.lesson.step_base import (
    FacedTile,
    Shown,
    Step,
    UnreadableAnswer,
    as_indices,
    as_list,
    shown_words,
)
from edu_domino.lesson.texts import say
from edu_domino.play import SoundCue


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


def _match(raw, path, ck: Checker, common, seed, source) -> Step | None:
    value = ck.get(raw, path, "half", str, required=True, example=f'half = "{ck.example_half()}"')
    half = ck.half(value, (*path, "half"), in_set=True) if value is not None else None
    raw_choices = ck.items(raw, path, "choices", True, least=2)
    choices = [ck.tile(v, (*path, "choices", i), seed) for i, v in enumerate(raw_choices)]
    if half is None or None in choices or len(choices) < 2:
        return None
    step = MatchStep(**common, half=half, choices=tuple(choices))  # type: ignore[arg-type]
    seen: dict[Tile, int] = {}
    for i, c in enumerate(step.choices):
        if c.tile in seen:
            ck.err((*path, "choices", i), _("{tile} is offered twice", tile=c.label), _("offer each tile once"))
        seen[c.tile] = i
    if not step.matching:
        what = _("no choice has a half worth {value} (the value of {half}), so no pupil could answer",
                 value=half.value, half=value)
        if any(without_rests([half]) in c.values for c in step.choices):  # the rest was meant as 0
            what = rests_meant_as_zero(what, [half], without_rests([half]))
        ck.err((*path, "choices"), what, _("add a tile with a {value}", value=half.value))
    elif len(step.matching) == len(step.choices):
        ck.warn((*path, "choices"), _("every choice matches {half}", half=value),
                _("add a tile that does not, so the pupil has to look"))
    if "answer" in raw:
        _check_match_answer(raw["answer"], step, path, ck, str(value))
    return step


def _check_match_answer(answer: object, step: MatchStep, path: KeyPath, ck: Checker, half: str) -> None:
    here = (*path, "answer")
    if isinstance(answer, str):
        answer = [answer]
    if not isinstance(answer, list):
        ck.err(here, _("`{key}` must be a list of tiles, not {got}", key="answer", got=type_name(answer)),
               _("write {snippet}", snippet='answer = ["3-1", "3-0"]'))
        return
    try:
        given = step.read(answer)
    except ValueError as exc:
        ck.err(here, f"answer: {exc}", _("list tiles from {key}", key="`choices`"))
        return
    if not step.matching:
        return  # no choice matches: said on `choices`, and no answer could be right
    if given != step.matching:
        assert step.half is not None  # a match step is built with its half
        right = step.expected_text("en")
        what = _("answer lists {given}, but the tiles that match {half} (worth {value}) are {right}",
                 given=step.given_text(given) or _("nothing"), half=half, value=step.half.value, right=right)
        meant = {without_rests([step.half])}
        if given and all(meant & set(step.choices[i].values) for i in given):
            what = rests_meant_as_zero(what, [step.half], without_rests([step.half]))
        ck.err(here, what, _("write {snippet}", snippet="answer = [" + ", ".join(f'"{x}"' for x in right.split(", ")) + "]"))


class MatchKind(StepKind[MatchStep]):
    name = "match"
    title = N_("Which tiles match?")
    step_type = MatchStep
    fields = (
        Field("half", "half", N_("the half whose value the pupil looks for"), required=True),
        Field("choices", "tiles", N_("the tiles offered, each once; at least one has a half worth the same"),
              required=True, low=2),
        Field("answer", "tiles", N_("every tile offered with a half worth the same")),
        SHUFFLE,
    )
    in_class = True
    choice_list = "choices"

    scripted = True

    def script_answer(self, value: object) -> object:
        if isinstance(value, str):
            return [value]
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            return value
        raise ScriptError(_("a list of tiles like {example}", example='["3-1", "3-4"]'))

    def check(self, raw, path, ck, common, seed, source):
        return _match(raw, path, ck, common, seed, source)

    def device_pictures(self, step: MatchStep) -> tuple[Shown, ...]:
        return (*((step.half,) if step.half else ()), *step.choices)

    def worksheet_parts(self, step: MatchStep, say: Say, lang: str) -> Parts:
        return [("pictures", [step.half]), ("note", say(N_("Tick every tile that matches:"))),
                ("ticks", list(step.choices))]

    def worksheet_key(self, step: MatchStep, say: Say, lang: str) -> str:
        return places_from_left(sorted(step.matching), step.expected_words(lang), say)

    def worksheet_key_pictures(self, step: MatchStep) -> list[Shown]:
        return [step.choices[i] for i in sorted(step.matching)]

    def question(self, step: MatchStep, lang: str) -> dict:
        return {"answer": "tiles", "show": [shown_json(step.half, lang)] if step.half else [],
                "choices": [{"value": i, "label": c.label, **shown_json(c, lang)} for i, c in enumerate(step.choices)]}

    def chart_labels(self, step: MatchStep) -> list[str]:
        return [c.label for c in step.choices]

    def chart_votes(self, step: MatchStep, given: object, text: str) -> list[str]:
        return [step.choices[i].label for i in sorted(as_indices(given))]

    def chart_faces(self, step: MatchStep) -> dict[str, list[str]]:
        """A tile's label is its values: the projector draws its faces."""
        return {c.label: list(c.keys) for c in step.choices}

    def right_labels(self, step: MatchStep) -> set[str]:
        return {step.choices[i].label for i in step.matching}

    def export_sounds(self, step: MatchStep, tempo: int) -> list[SoundCue]:
        return [*step.sounds(tempo), *(snd.tile(c.keys, tempo) for c in step.choices)]


KIND = MatchKind()
