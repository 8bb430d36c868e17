"""The order a step offers its choices in (docs/lesson-packs.md, `shuffle`).

With `shuffle` on (the default, for the pack or one step) a match's and a listen's choices, a
build's palette and a chain's hand come in a seeded order, and a sum's numbers read as a number
line (rising): the right answer is not always first, where the focus starts, nor always where the
teacher happened to write it. The seed names the pack and the step, so a step looks the same
every time it is shown, for every pupil (a teacher can say "the third tile" to the whole class,
and the printed worksheet agrees with the screen). With `shuffle = false` the choices keep the
order written in the file.
"""

from __future__ import annotations

import dataclasses

from edu_domino.choices import seeded_order
from edu_domino.lesson.steps import BuildStep, ChainStep, ListenStep, MatchStep, Step, SumStep

# The step kinds with a list to choose from, and the field holding it.
CHOICE_LISTS: dict[type[Step], str] = {MatchStep: "choices", ListenStep: "choices", BuildStep: "palette",
                                       ChainStep: "hand", SumStep: "choices"}


def shown_order(step: Step, seed: str) -> Step:
    """`step` with its choices in the order they are offered (`seed`: "<pack id>/<step id>")."""
    field = next((f for cls, f in CHOICE_LISTS.items() if isinstance(step, cls)), None)
    if field is None:
        return step
    written = getattr(step, field)
    if isinstance(step, SumStep):
        return dataclasses.replace(step, choices=tuple(sorted(written)))  # a number line
    order = seeded_order(f"edu-domino/shuffle/{seed}", len(written))
    changes: dict[str, object] = {field: tuple(written[i] for i in order)}
    if isinstance(step, BuildStep):  # the worked answer names palette places: follow them
        changes["solution"] = tuple(order.index(i) for i in step.solution)
    return dataclasses.replace(step, **changes)  # type: ignore[arg-type]
