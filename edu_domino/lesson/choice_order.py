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

from edu_domino.lesson.step_base import Step


def shown_order(step: Step, seed: str) -> Step:
    """`step` with its choices in the order they are offered (`seed`: "<pack id>/<step id>"): each
    kind says which list it offers and how (`StepKind.shown_order`, `choice_list`)."""
    from edu_domino.lesson.kinds import kind_of

    return kind_of(step).shown_order(step, seed)
