"""The step kinds of a lesson pack, by name: each lives in its own module of `lesson/kinds`.

What all steps share is in `step_base`; this module gathers the step classes for the code that
imports them from here (`from edu_domino.lesson.steps import MatchStep`).
"""

from __future__ import annotations

from edu_domino.lesson.kinds import step_types
from edu_domino.lesson.kinds.build import BuildStep
from edu_domino.lesson.kinds.chain import ChainStep
from edu_domino.lesson.kinds.explain import ExplainStep
from edu_domino.lesson.kinds.game import GameStep
from edu_domino.lesson.kinds.listen import ListenStep
from edu_domino.lesson.kinds.match import MatchStep
from edu_domino.lesson.kinds.sum import SumStep
from edu_domino.lesson.kinds.tap import TapStep
from edu_domino.lesson.step_base import (
    FacedTile,
    Shown,
    Step,
    UnreadableAnswer,
    face_hint,
    sound_of,
    sound_signature,
    worth,
)

__all__ = [
    "BuildStep", "ChainStep", "ExplainStep", "FacedTile", "GameStep", "ListenStep", "MatchStep",
    "STEP_TYPES", "Shown", "Step", "SumStep", "TapStep", "UnreadableAnswer", "face_hint", "sound_of",
    "sound_signature", "worth",
]

STEP_TYPES = step_types()  # the built-in kinds (a kind registered later: `kinds.step_types()`)
