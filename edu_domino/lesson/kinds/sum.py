"""The `sum` step kind: what are these worth? (or, with a target, do they add up to N?)."""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from typing import ClassVar

from edu_domino.choices import number_line
from edu_domino.faces import Spelling
from edu_domino.i18n import N_, _
from edu_domino.lesson.checker import ASKS, Checker, type_name
from edu_domino.lesson.kinds.base import (
    Parts,
    Say,
    ScriptError,
    StepKind,
    shown_json,
)
from edu_domino.lesson.kinds.fields import ASK, SHUFFLE, Field
from edu_domino.lesson.rest_words import rests_meant_as_zero
from edu_domino.lesson.step_base import (
    NO_WORDS,
    YES_WORDS,
    FacedTile,
    Shown,
    Step,
    UnreadableAnswer,
    face_hint,
    read_int,
    skill_of,
    sound_of,
    worth,
)
from edu_domino.lesson.texts import say
from edu_domino.play import SoundCue
from edu_domino.reading import MAX_DIGITS


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


def _sum(raw, path, ck: Checker, common, seed, source) -> Step | None:
    shown = [ck.shown(v, (*path, "show", i), seed) for i, v in enumerate(ck.items(raw, path, "show", True))]
    ask = ck.choice(raw, path, "ask", ASKS, "value")
    target = ck.get(raw, path, "target", int, default=None, example="target = 5")
    choices = ck.get(raw, path, "choices", list, default=None, example="choices = [3, 4, 5]")
    if None in shown or not shown:
        return None
    if ask == "number" and not any(isinstance(s, Spelling) and s.kind.written_differently for s in shown):
        ck.warn((*path, "ask"), _("{snippet} only changes powers of two", snippet='ask = "number"'),
                _("remove it, or show a power like {example}", example='"powers:2^3"'))
    probe = SumStep(**common, show=tuple(shown), ask=ask, target=target)  # type: ignore[arg-type]
    total = probe.total
    if "answer" in raw:
        answer = raw["answer"]
        if target is not None:
            if not isinstance(answer, bool):
                ck.err((*path, "answer"), _("with a target, `answer` is true or false, not {value!r:.40}", value=answer),
                       _("write {snippet}", snippet=f"answer = {'true' if total == target else 'false'}"))
            elif answer != (total == target):
                given = f"answer = {str(answer).lower()}"
                what = (_("{given}, but they do add up to {target}", given=given, target=target) if total == target
                        else _("{given}, but they add up to {total}, not {target}", given=given, total=total, target=target))
                what = rests_meant_as_zero(what, shown, target if answer else None)
                ck.err((*path, "answer"), what, _("write {snippet}", snippet=f"answer = {str(total == target).lower()}"))
        elif isinstance(answer, bool) or not isinstance(answer, int):
            ck.err((*path, "answer"), _("`{key}` must be a whole number, not {got}", key="answer", got=type_name(answer)),
                   _("write {snippet}", snippet=f"answer = {total}"))
        elif answer != total:
            what = _("{given}, but these are worth {total}", given=f"answer = {answer}", total=total)
            ck.err((*path, "answer"), rests_meant_as_zero(what, shown, answer), _("write {snippet}", snippet=f"answer = {total}"))
    offered: tuple[int, ...] = ()
    if isinstance(choices, list):
        if target is not None:
            ck.err((*path, "choices"), _("a yes/no question has no number choices"),
                   _("remove {key}, or remove {other}", key="`choices`", other="`target`"))
        elif not all(isinstance(c, int) and not isinstance(c, bool) for c in choices) or len(set(choices)) != len(choices):
            ck.err((*path, "choices"), _("`{key}` must be different whole numbers", key="choices"),
                   _("write {snippet}", snippet="choices = [3, 4, 5]"))
        elif total not in choices:
            ck.err((*path, "choices"), _("the right answer {total} is not among the choices, so no pupil could answer",
                                         total=total),
                   _("add {total} to {key}", total=total, key="`choices`"))
        else:
            offered = tuple(choices)
    elif target is None:
        offered = _number_choices(total, seed)
    return SumStep(**common, show=tuple(shown), ask=ask, target=target, choices=offered)  # type: ignore[arg-type]


def _number_choices(total: int, seed: str) -> tuple[int, ...]:
    """Four numbers around the right one (near misses are the useful wrong answers), as a number
    line with the right one at a place seeded by the step: not always second."""
    near = [total - 1, total + 1, total * 2, total + 2, total - 2, total // 2]
    return number_line(f"edu-domino/choices/{seed}", total, near, max(total * 2, total + 3))


def _number(value: object) -> object:
    """An answers file's number: 6 (6.0 too), or true/false for a question with a target."""
    if isinstance(value, bool | int):
        return value
    # 6.0 is 6; 1e308 is a whole float too, but no step's answer is that big: say so, not 10**308.
    if isinstance(value, float) and value.is_integer() and abs(value) < 10**MAX_DIGITS:
        return int(value)
    raise ScriptError(_("a number like {example} (or true/false for a question with a target)", example="6"))


class SumKind(StepKind[SumStep]):
    name = "sum"
    title = N_("What is it worth?")
    step_type = SumStep
    fields = (
        Field("show", "shown", N_("the halves and tiles to add up"), required=True, low=1),
        ASK,
        Field("target", "int", N_("if set, the question becomes \"do these add up to this?\" (yes or no)")),
        Field("answer", "answer", N_("the number they add up to; with a target, yes or no")),
        Field("choices", "ints", N_("the numbers offered, the right one among them (empty: four near it)")),
        SHUFFLE,
    )
    in_class = True
    choice_list = "choices"
    scripted = True

    def script_answer(self, value: object) -> object:
        return _number(value)

    def check(self, raw, path, ck, common, seed, source):
        return _sum(raw, path, ck, common, seed, source)

    def shown_order(self, step: SumStep, seed: str) -> SumStep:
        """A sum's numbers read as a number line (rising), never shuffled."""
        return dataclasses.replace(step, choices=tuple(sorted(step.choices)))

    def intro_pictures(self, step: SumStep) -> tuple[Shown, ...]:
        return step.show

    device_pictures = intro_pictures

    def worksheet_parts(self, step: SumStep, say: Say, lang: str) -> Parts:
        out: Parts = [("pictures", list(step.show))]
        if step.yes_no:
            return [*out, ("ticks", [say(N_("yes")), say(N_("no"))])]
        if step.choices:
            return [*out, ("ticks", [str(n) for n in step.choices])]
        return [*out, ("box", say(N_("Answer:")))]

    def worksheet_key(self, step: SumStep, say: Say, lang: str) -> str:
        if step.yes_no:
            return say(N_("yes")) if step.expected() else say(N_("no"))
        return step.expected_text(lang)

    def question(self, step: SumStep, lang: str) -> dict:
        out: dict = {"show": [shown_json(x, lang) for x in step.show]}
        if step.yes_no:
            out["answer"] = "yesno"
        elif step.choices:
            out["answer"] = "choice"
            out["choices"] = [{"value": str(c), "label": str(c)} for c in step.choices]
        else:
            out["answer"] = "number"
        return out

    def device_message(self, step: SumStep, right: bool, rng: random.Random) -> dict:
        """A wrong answer to a sum with choices is another of its choices (a device offers no other)."""
        wrong_choices = [c for c in step.choices if c != step.expected()] if step.choices and not step.yes_no else []
        if right or not wrong_choices:
            return super().device_message(step, right, rng)
        return {"type": "answer", "value": rng.choice(wrong_choices)}

    def offered(self, step: SumStep, given: object) -> bool:
        """A sum with choices takes only its choices (the chart shows only what was offered)."""
        return given in step.choices if step.choices and not step.yes_no else True

    def chart_labels(self, step: SumStep) -> list[str]:
        if step.yes_no:
            return ["yes", "no"]
        return [str(c) for c in step.choices]

    def right_labels(self, step: SumStep) -> set[str]:
        return {step.given_text(step.expected())}


KIND = SumKind()
