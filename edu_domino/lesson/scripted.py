"""A lesson run without a pupil: scripted answers in, each step's verdict and the score out.

`edu-domino run-pack PACK --answers ANSWERS.json` lets a teacher (and CI) try a pack without the
app. The answers are `{"step-id": answer, ...}` with the values a pack's `answer =` takes:

    sum     6 (a number), or true/false with a target
    match   ["3-1", "3-4"] (every matching tile)
    build   ["q", "e"] (halves from the palette)
    listen  "q." (one of the choices)
    chain   "5-2 R" (a tile and an end), "draw" or "pass"

Each step gets its one answer: a wrong answer is repeated for every try and every comeback, so
the score is what a pupil giving these answers would get. Explain and game steps are not asked
(a game is played in the app). A new step kind adds its answer form to `ANSWER_FORMS`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from edu_domino.i18n import _
from edu_domino.lesson.pack import Pack
from edu_domino.lesson.runner import Runner
from edu_domino.lesson.steps import ChainStep, ListenStep, Step, UnreadableAnswer
from edu_domino.lesson.tap_step import taps_from_text
from edu_domino.reading import MAX_DIGITS


class ScriptError(ValueError):
    """An answers file that cannot be used; the message names the step and the fix."""


def _number(value: object) -> object:
    if isinstance(value, bool | int):
        return value
    # 6.0 is 6; 1e308 is a whole float too, but no step's answer is that big: say so, not 10**308.
    if isinstance(value, float) and value.is_integer() and abs(value) < 10**MAX_DIGITS:
        return int(value)
    raise ScriptError(_("a number like {example} (or true/false for a question with a target)", example="6"))


def _tiles(value: object) -> object:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return value
    raise ScriptError(_("a list of tiles like {example}", example='["3-1", "3-4"]'))


def _halves(value: object) -> object:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
        return value
    raise ScriptError(_("a list of halves from the palette like {example}", example='["q", "e"]'))


def _one_text(example: str) -> Callable[[object], object]:
    def read(value: object) -> object:
        if isinstance(value, str):
            return value
        raise ScriptError(_("text in quotes like {example}", example=example))

    return read


def _taps(value: object) -> object:
    try:
        return taps_from_text(value)
    except ValueError:
        raise ScriptError(_("a list of tap times in seconds like {example}", example="[0.0, 1.0, 1.5]")) from None


# step kind -> how a JSON answer becomes what `Runner.submit` takes (ScriptError when it cannot).
ANSWER_FORMS: dict[str, Callable[[object], object]] = {
    "sum": _number,
    "match": _tiles,
    "build": _halves,
    "listen": _one_text('"q."'),
    "chain": _one_text('"5-2 R"'),
    "tap": _taps,
}


@dataclass(frozen=True)
class StepVerdict:
    id: str
    kind: str
    right: bool  # right at the first try
    given: str  # the answer as read ("" when none was given)
    expected: str  # the right answer in words


@dataclass(frozen=True)
class ScriptResult:
    score: int
    out_of: int
    steps: tuple[StepVerdict, ...]
    missing: tuple[str, ...]  # questions the answers file says nothing about (counted wrong)
    skipped: tuple[str, ...]  # game steps: played in the app, not here

    def as_json(self) -> dict:
        return {
            "score": self.score, "out_of": self.out_of,
            "steps": [{"id": v.id, "kind": v.kind, "right": v.right, "given": v.given, "expected": v.expected}
                      for v in self.steps],
            "missing": list(self.missing), "skipped": list(self.skipped),
        }


def check_answers(pack: Pack, answers: Mapping[str, object]) -> list[str]:
    """Every problem with the answers themselves (an unknown step id, a value of the wrong form,
    an answer the step cannot read), each naming the step and the fix; [] when all can be used."""
    problems: list[str] = []
    by_id = {s.id: s for s in pack.steps}
    for step_id, value in answers.items():
        step = by_id.get(step_id)
        if step is None:
            from edu_domino.lesson.checker import did_you_mean  # the checker's own suggestion

            problems.append(_("{id!r} is not a step of the pack {pack}", id=step_id, pack=pack.id) + "; "
                            + did_you_mean(step_id, [s.id for s in pack.steps if s.kind in ANSWER_FORMS]))
            continue
        if step.kind not in ANSWER_FORMS:
            problems.append(_("{id!r} asks nothing (a step of kind {kind})", id=step_id, kind=step.kind) + "; "
                            + _("remove it from the answers"))
            continue
        try:
            step.read(ANSWER_FORMS[step.kind](value))
        except ScriptError as exc:
            problems.append(_("the answer to {id!r} must be {form}", id=step_id, form=str(exc)))
        except UnreadableAnswer as exc:
            problems.append(_("the answer to {id!r} cannot be read: {why}", id=step_id, why=str(exc)))
    return problems


def run_script(pack: Pack, answers: Mapping[str, object], lang: str = "en") -> ScriptResult:
    """Run `pack` giving each question its scripted answer. Call `check_answers` first: an
    answer it would reject raises ScriptError here."""
    asked = tuple(s for s in pack.steps if s.kind != "game")
    runner = Runner(dataclasses.replace(pack, steps=asked), lang, seed=0, clock=lambda: 0.0)
    first: dict[str, tuple[bool, str]] = {}
    while not runner.finished:
        step: Step = runner.current  # type: ignore[assignment]
        if not step.scored:
            runner.submit(None)
            continue
        value = answers.get(step.id)
        given = ANSWER_FORMS[step.kind](value) if value is not None else None
        feedback = runner.submit(given) if given is not None else None
        if feedback is None or feedback.unreadable:
            # No answer (or none readable): the step is answered wrong until it is shown.
            first.setdefault(step.id, (False, ""))
            _give_up(runner, step)
            continue
        # The answer read back in the teacher's language (the record keeps "yes"/"no").
        first.setdefault(step.id, (feedback.right, step.given_words(step.read(given), lang)))
    verdicts = tuple(
        StepVerdict(s.id, s.kind, *first.get(s.id, (False, "")), expected=s.expected_text(lang))
        for s in asked if s.scored
    )
    return ScriptResult(
        score=runner.score, out_of=runner.out_of, steps=verdicts,
        missing=tuple(s.id for s in asked if s.scored and s.id not in answers),
        skipped=tuple(s.id for s in pack.steps if s.kind == "game"),
    )


def _give_up(runner: Runner, step: Step) -> None:
    """Use up the step's tries with a wrong answer of its own kind."""
    while runner.current is step:
        if runner.submit(wrong_answer(step)).done:
            return


def wrong_answer(step: Step) -> object:
    """An answer `step` reads and marks wrong (what a pupil who gives no answer is scored as)."""
    if isinstance(step, ListenStep):
        return next(i for i in range(len(step.choices)) if i not in step.right_choices)
    if isinstance(step, ChainStep):
        return "pass"  # the checker makes sure a tile fits, so passing is wrong
    right = step.expected()
    if isinstance(right, bool):
        return not right
    if isinstance(right, int):
        return right + 1
    return []  # match and build: picking nothing is never right
