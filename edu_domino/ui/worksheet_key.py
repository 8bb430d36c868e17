"""What the worksheet's answer key says about one question: the right answer drawn (the halves or
tiles that answer it, as the question drew them) and said in words in the sheet's language.

A teacher marking thirty sheets reads "opción 3 empezando por la izquierda (negra + silencio de
negra)" beside the drawn notes, never `q+rq`, `h` or `2^2 + 2^3`: the words come from the
faces' own names (`Step.expected_words`), the same ones the lesson screen says.
"""

from __future__ import annotations

from collections.abc import Callable

from edu_domino.lesson import BuildStep, ChainStep, ListenStep, MatchStep, Step, SumStep
from edu_domino.lesson.step_base import shown_words
from edu_domino.lesson.tap_step import TapStep

Say = Callable[..., str]


def key_pictures(step: Step) -> list[object]:
    """The halves or tiles that make the right answer (none for a number or yes/no)."""
    if isinstance(step, MatchStep):
        return [step.choices[i] for i in sorted(step.matching)]
    if isinstance(step, BuildStep):
        return [step.palette[i] for i in step.solution]
    if isinstance(step, ListenStep):
        return [step.choices[i] for i in sorted(step.right_choices)]
    if isinstance(step, ChainStep):
        fitting = {p.tile for p in step.legal}
        return [f for f in step.hand if f.tile in fitting]
    if isinstance(step, TapStep):
        return list(step.show)
    return []


def key_words(step: Step, lang: str, say: Say) -> str:
    """The right answer as the teacher checks it on paper: choices by their place from the left,
    notes and powers by their names, a chain's end by its word."""
    if isinstance(step, SumStep) and step.yes_no:
        return say("yes") if step.expected() else say("no")
    if isinstance(step, SumStep):
        return step.expected_text(lang)  # a number
    if isinstance(step, BuildStep):
        return step.expected_words(lang) + "  " + say("(or any other choice adding up to {n})", n=step.target)
    if isinstance(step, MatchStep):
        return _places(sorted(step.matching), step.expected_words(lang), say)
    if isinstance(step, ListenStep):
        right = sorted(step.right_choices)
        return _places(right, "; ".join(shown_words(step.choices[i], lang) for i in right), say)
    return step.expected_words(lang)


def _places(right: list[int], words: str, say: Say) -> str:
    if len(right) == 1:  # "choice 2", not "choices 2"
        return say("choice {place} from the left ({tiles})", place=right[0] + 1, tiles=words)
    return say("choices {places} from the left ({tiles})", places=", ".join(str(i + 1) for i in right), tiles=words)
