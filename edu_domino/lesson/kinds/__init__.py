"""The step kinds of a lesson pack: one module each, found through one registry.

`kind_of(step)` is a step's `StepKind` (kinds/base.py): what the checker, the runner, the
worksheet, class play, export, scripted runs and screenshots ask about a step. A new kind is its
own module (its step class, its keys as `fields`, its check and its answers to those questions)
and one line in `_MODULES` below; the lesson screen finds its view in `ui/step_views` by its name.
`register` adds a kind made elsewhere (a test's toy kind).
"""

from __future__ import annotations

from typing import Any

from edu_domino.lesson.kinds import build, chain, explain, game, listen, match, tap
from edu_domino.lesson.kinds import sum as sum_kind
from edu_domino.lesson.kinds.base import ScriptError, StepKind, prompt_of, shown_json
from edu_domino.lesson.kinds.fields import COMMON_FIELDS, Field, fields_json
from edu_domino.lesson.step_base import Step

# The kinds, in the order the docs list them: one line each.
_MODULES = (explain, match, sum_kind, build, listen, chain, game, tap)

KINDS: dict[str, StepKind[Any]] = {}


def register(kind: StepKind[Any]) -> StepKind[Any]:
    """Make `kind` known by its name (a kind of that name is replaced)."""
    KINDS[kind.name] = kind
    return kind


def unregister(name: str) -> None:
    KINDS.pop(name, None)


for _module in _MODULES:
    register(_module.KIND)


def kind_of(step: Step) -> StepKind[Any]:
    """The kind of `step` (every loaded step has one: the checker made it)."""
    return KINDS[step.kind]


def step_types() -> dict[str, type[Step]]:
    """Kind name -> step class, for every registered kind."""
    return {name: kind.step_type for name, kind in KINDS.items()}


def describe_kinds() -> list[dict]:
    """Every kind's keys as JSON (the pack editor's forms)."""
    return [kind.describe() for kind in KINDS.values()]


__all__ = [
    "COMMON_FIELDS", "KINDS", "Field", "ScriptError", "StepKind", "describe_kinds", "fields_json", "kind_of",
    "prompt_of", "register", "shown_json", "step_types", "unregister",
]
