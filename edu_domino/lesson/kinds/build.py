"""The `build` step kind: choose notes (or halves) from a palette that add up to a target."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import ClassVar

from edu_domino.choices import seeded_order
from edu_domino.faces import Spelling, parse_spelling
from edu_domino.faces.words import one_note_lasting
from edu_domino.i18n import N_, _
from edu_domino.lesson import sounds as snd
from edu_domino.lesson.checker import ASKS, Checker
from edu_domino.lesson.kinds.base import (
    Parts,
    Say,
    ScriptError,
    SoundJson,
    StepKind,
    shown_json,
)
from edu_domino.lesson.kinds.fields import ASK, SHUFFLE, Field
from edu_domino.lesson.rest_words import rests_meant_as_zero
from edu_domino.lesson.step_base import (
    Shown,
    Step,
    UnreadableAnswer,
    as_indices,
    as_list,
    face_hint,
    shown_words,
    skill_of,
    worth,
)
from edu_domino.lesson.texts import say
from edu_domino.play import SoundCue


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


def _build(raw, path, ck: Checker, common, seed, source) -> Step | None:
    target = ck.get(raw, path, "target", int, required=True, example="target = 5")
    palette = [ck.half(v, (*path, "palette", i)) for i, v in enumerate(ck.items(raw, path, "palette", True))]
    max_parts = ck.ranged(raw, path, "max_parts", 1, 12, 6)
    ask = ck.choice(raw, path, "ask", ASKS, "value")
    if not isinstance(target, int) or None in palette or not palette:
        return None
    if target < 1:
        ck.err((*path, "target"), _("target {target} leaves nothing to build", target=target), _("use a target of 1 or more"))
        return None
    keys = [p.key for p in palette]  # type: ignore[union-attr]
    for i, k in enumerate(keys):
        if k in keys[:i]:
            ck.err((*path, "palette", i), _("{half} is in the palette twice", half=k),
                   _("list each note once; the pupil may pick it again"))
    solution = _solve(target, [worth(p, ask) for p in palette], max_parts)  # type: ignore[arg-type]
    if solution is None:
        ck.err((*path, "target"), _("no choice of at most {most} from the palette adds up to {target}, so no pupil could answer",
                                    most=max_parts, target=target),
               _("add a shorter note to the palette, raise {key} or change the target", key="max_parts"))
        return None
    step = BuildStep(**common, target=target, palette=tuple(palette), max_parts=max_parts, ask=ask, solution=solution)  # type: ignore[arg-type]
    if "answer" in raw:
        answer = raw["answer"]
        here = (*path, "answer")
        try:
            given = step.read(answer if isinstance(answer, list) else [answer])
        except ValueError as exc:
            ck.err(here, f"answer: {exc}", _("use notes from the palette"))
            return step
        if not step.is_right(given):
            example = f"answer = [{', '.join(chr(34) + palette[i].body + chr(34) for i in solution)}]"  # type: ignore[union-attr]
            if len(given) > max_parts:
                what = _("answer {given} adds up to {total}, not {target} (or uses more than {most})",
                         given=step.given_text(given), total=step.total_of(given), target=target, most=max_parts)
            else:
                what = _("answer {given} adds up to {total}, not {target}",
                         given=step.given_text(given), total=step.total_of(given), target=target)
            picked = [palette[i] for i in given]
            ck.err(here, rests_meant_as_zero(what, picked, target), _("e.g. {snippet}", snippet=example))
    return step


def _solve(target: int, worths: list[int], most: int) -> tuple[int, ...] | None:
    """Palette indices adding up to target with the fewest parts (breadth-first over sums)."""
    best: dict[int, tuple[int, ...]] = {0: ()}
    frontier = [0]
    for _round in range(most):
        nxt = []
        for total in frontier:
            for i, w in enumerate(worths):
                s = total + w
                if w > 0 and s <= target and s not in best:
                    best[s] = (*best[total], i)
                    nxt.append(s)
        if target in best:
            return best[target]
        frontier = nxt
    return None


def _halves(value: object) -> object:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
        return value
    raise ScriptError(_("a list of halves from the palette like {example}", example='["q", "e"]'))


class BuildKind(StepKind[BuildStep]):
    name = "build"
    title = N_("Build a value")
    step_type = BuildStep
    fields = (
        Field("target", "int", N_("what the pupil's notes or halves must add up to"), required=True, low=1),
        Field("palette", "halves", N_("the notes or halves offered; each may be picked many times"), required=True,
              low=1),
        Field("max_parts", "int", N_("at most this many in one answer"), default=6, low=1, high=12),
        ASK,
        Field("answer", "halves", N_("one right answer (every combination adding up to the target is accepted)")),
        SHUFFLE,
    )
    choice_list = "palette"
    scripted = True

    def script_answer(self, value: object) -> object:
        return _halves(value)

    def check(self, raw, path, ck, common, seed, source):
        return _build(raw, path, ck, common, seed, source)

    def shown_order(self, step: BuildStep, seed: str) -> BuildStep:
        """The palette shuffled; the worked answer names palette places: it follows them."""
        order = seeded_order(f"edu-domino/shuffle/{seed}", len(step.palette))
        return dataclasses.replace(step, palette=tuple(step.palette[i] for i in order),
                                   solution=tuple(order.index(i) for i in step.solution))

    def worksheet_parts(self, step: BuildStep, say: Say, lang: str) -> Parts:
        return [("note", say(N_("You may use these, each as often as you like (at most {n} in all):"),
                             n=step.max_parts)),
                ("pictures", list(step.palette)), ("lines", 1)]

    def worksheet_key(self, step: BuildStep, say: Say, lang: str) -> str:
        return step.expected_words(lang) + "  " + say(N_("(or any other choice adding up to {n})"), n=step.target)

    def worksheet_key_pictures(self, step: BuildStep) -> list[Shown]:
        return [step.palette[i] for i in step.solution]

    def question(self, step: BuildStep, lang: str) -> dict:
        """A device's form: pick parts of the palette (each as often as wanted, at most `most`)."""
        return {"answer": "parts", "target": step.target, "most": step.max_parts,
                "palette": [{"value": i, "label": p.body, **shown_json(p, lang)} for i, p in enumerate(step.palette)]}

    def own_pace_question(self, step: BuildStep, lang: str, tempo: int, sound_json: SoundJson) -> dict:
        """Tap palette pictures (each as often as wanted, at most `max_parts`), each heard as tapped."""
        return {"answer": "build", "max_parts": step.max_parts,
                "choices": [{"value": i, **shown_json(p, lang), "sound": sound_json([snd.half(p.key, tempo)])}
                            for i, p in enumerate(step.palette)]}

    def export_sounds(self, step: BuildStep, tempo: int) -> list[SoundCue]:
        return [*(snd.half(p.key, tempo) for p in step.palette), *step.reveal_sounds(tempo)]


KIND = BuildKind()
