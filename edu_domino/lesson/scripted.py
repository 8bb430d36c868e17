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
(a game is played in the app). Each kind reads its own answers (`StepKind.script_answer`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass

from edu_domino.i18n import _
from edu_domino.lesson.kinds import ScriptError, kind_of
from edu_domino.lesson.pack import Pack
from edu_domino.lesson.runner import Runner
from edu_domino.lesson.steps import Step, UnreadableAnswer

__all__ = ["ScriptError", "ScriptResult", "StepVerdict", "check_answers", "run_script", "wrong_answer"]


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
                            + did_you_mean(step_id, [s.id for s in pack.steps if kind_of(s).scripted]))
            continue
        if not kind_of(step).scripted:
            problems.append(_("{id!r} asks nothing (a step of kind {kind})", id=step_id, kind=step.kind) + "; "
                            + _("remove it from the answers"))
            continue
        try:
            step.read(kind_of(step).script_answer(value))
        except ScriptError as exc:
            problems.append(_("the answer to {id!r} must be {form}", id=step_id, form=str(exc)))
        except UnreadableAnswer as exc:
            problems.append(_("the answer to {id!r} cannot be read: {why}", id=step_id, why=str(exc)))
    return problems


def run_script(pack: Pack, answers: Mapping[str, object], lang: str = "en") -> ScriptResult:
    """Run `pack` giving each question its scripted answer. Call `check_answers` first: an
    answer it would reject raises ScriptError here."""
    asked = tuple(s for s in pack.steps if not kind_of(s).is_game)
    runner = Runner(dataclasses.replace(pack, steps=asked), lang, seed=0, clock=lambda: 0.0)
    first: dict[str, tuple[bool, str]] = {}
    while not runner.finished:
        step: Step = runner.current  # type: ignore[assignment]
        if not step.scored:
            runner.submit(None)
            continue
        value = answers.get(step.id)
        given = kind_of(step).script_answer(value) if value is not None else None
        feedback = runner.submit(given) if given is not None else None
        if feedback is None or feedback.unreadable:
            # No answer (or none readable): the step is answered wrong until it is shown.
            first.setdefault(step.id, (False, ""))
            _give_up(runner, step)
            continue
        # The answer read back in the teacher's language (the record keeps "yes"/"no").
        first.setdefault(step.id, (feedback.right, step.given_words(step.read(given), lang)))
    verdicts = tuple(
        StepVerdict(s.id, s.kind, *first.get(s.id, (False, "")), expected=kind_of(s).script_expected(s, lang))
        for s in asked if s.scored
    )
    return ScriptResult(
        score=runner.score, out_of=runner.out_of, steps=verdicts,
        missing=tuple(s.id for s in asked if s.scored and s.id not in answers),
        skipped=tuple(s.id for s in pack.steps if kind_of(s).is_game),
    )


def _give_up(runner: Runner, step: Step) -> None:
    """Use up the step's tries with a wrong answer of its own kind."""
    while runner.current is step:
        if runner.submit(wrong_answer(step)).done:
            return


def wrong_answer(step: Step) -> object:
    """An answer `step` reads and marks wrong (what a pupil who gives no answer is scored as)."""
    return kind_of(step).wrong_answer(step)
