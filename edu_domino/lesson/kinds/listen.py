"""The `listen` step kind: which one did you hear? Choices that sound the same are all right."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from edu_domino.faces import Spelling, parse_spelling
from edu_domino.i18n import N_, _
from edu_domino.lesson import sounds as snd
from edu_domino.lesson.checker import Checker
from edu_domino.lesson.heard import listen_problems
from edu_domino.lesson.kinds.base import (
    Parts,
    Say,
    StepKind,
    places_from_left,
    shown_json,
    text_answer,
)
from edu_domino.lesson.kinds.fields import SHUFFLE, Field
from edu_domino.lesson.step_base import (
    Shown,
    Step,
    UnreadableAnswer,
    as_index,
    as_list,
    shown_words,
    sound_signature,
)
from edu_domino.lesson.texts import say
from edu_domino.play import SoundCue


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


def _listen(raw, path, ck: Checker, common, seed, source) -> Step | None:
    value = ck.get(raw, path, "play", str, required=True, example=f'play = "{ck.example_half()}"')
    play = ck.half(value, (*path, "play")) if value is not None else None
    choices = [ck.half(v, (*path, "choices", i)) for i, v in enumerate(ck.items(raw, path, "choices", True, least=2))]
    if play is None or None in choices or len(choices) < 2:
        return None
    step = ListenStep(**common, play=play, choices=tuple(choices))  # type: ignore[arg-type]
    written = [str(v) for v in raw["choices"]]
    for where, what, fix in listen_problems(play, step.choices, written):  # what the ear cannot tell
        ck.err((*path, *where), what, fix)
    keys = [c.key for c in step.choices]
    for i, k in enumerate(keys):
        if k in keys[:i]:
            ck.err((*path, "choices", i), _("{half} is offered twice", half=k), _("offer each once"))
    right = step.right_choices
    if not right:
        ck.err((*path, "choices"), _("no choice sounds like {half}, so no pupil could answer", half=value),
               _("add {snippet} to the choices", snippet=f'"{play.key}"'))
    elif len(right) == len(choices):
        ck.err((*path, "choices"), _("every choice sounds like {half}, so the pupil cannot tell them apart", half=value),
               _("add a choice that sounds different"))
    if "answer" in raw and right:
        answer = raw["answer"]
        try:
            given = step.read(answer)
        except ValueError as exc:
            ck.err((*path, "answer"), f"answer: {exc}", _("write one of the choices"))
        else:
            if given not in right:
                ck.err((*path, "answer"), _("answer {given} does not sound like {half}", given=step.choices[given].key,
                                            half=play.key),
                       _("write {snippet}", snippet=f'answer = "{step.expected_text("en")}"'))
    return step


class ListenKind(StepKind[ListenStep]):
    name = "listen"
    title = N_("Which did you hear?")
    step_type = ListenStep
    fields = (
        Field("play", "half", N_("the half played to the pupil"), required=True),
        Field("choices", "halves", N_("the halves offered: at least one sounds like it and one does not"),
              required=True, low=2),
        Field("answer", "half", N_("a choice that sounds like the half played")),
        SHUFFLE,
    )
    in_class = True
    choice_list = "choices"
    scripted = True
    needs_sound = True  # which one did you hear?

    def script_answer(self, value: object) -> object:
        return text_answer(value, '"q."')

    def check(self, raw, path, ck, common, seed, source):
        return _listen(raw, path, ck, common, seed, source)

    def device_pictures(self, step: ListenStep) -> tuple[Shown, ...]:
        return step.choices

    def wrong_answer(self, step: ListenStep) -> object:
        return next(i for i in range(len(step.choices)) if i not in step.right_choices)

    def worksheet_parts(self, step: ListenStep, say: Say, lang: str) -> Parts:
        return [("note", say(N_("Your teacher plays it (twice)."))), ("ticks", list(step.choices))]

    def worksheet_key(self, step: ListenStep, say: Say, lang: str) -> str:
        right = sorted(step.right_choices)
        return places_from_left(right, "; ".join(shown_words(step.choices[i], lang) for i in right), say)

    def worksheet_key_pictures(self, step: ListenStep) -> list[Shown]:
        return [step.choices[i] for i in sorted(step.right_choices)]

    def question(self, step: ListenStep, lang: str) -> dict:
        return {"answer": "faces",
                "choices": [{"value": i, "label": c.key, **shown_json(c, lang)} for i, c in enumerate(step.choices)]}

    def chart_labels(self, step: ListenStep) -> list[str]:
        return [c.key for c in step.choices]

    def right_labels(self, step: ListenStep) -> set[str]:
        return {step.choices[i].key for i in step.right_choices}

    def export_sounds(self, step: ListenStep, tempo: int) -> list[SoundCue]:
        return [*step.sounds(tempo), *(snd.half(c.key, tempo) for c in step.choices)]


KIND = ListenKind()
