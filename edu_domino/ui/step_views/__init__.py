"""The view of each kind of lesson step, found by the step's type.

`VIEW_FOR_STEP` mirrors the step registry (`edu_domino.lesson` `STEP_TYPES`): a new step kind is
its step module, one view module here and one line below (and its messages in the catalogs).
The lesson screen asks `view_for(step)` and never tests a step's type itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from edu_domino.lesson import (
    BuildStep,
    ChainStep,
    ExplainStep,
    GameStep,
    ListenStep,
    MatchStep,
    Step,
    SumStep,
)
from edu_domino.lesson.steps import TapStep
from edu_domino.ui.step_views.base import Choice, StepView
from edu_domino.ui.step_views.build import BuildView
from edu_domino.ui.step_views.chain import ChainView
from edu_domino.ui.step_views.explain import ExplainView
from edu_domino.ui.step_views.game import GameView
from edu_domino.ui.step_views.listen import ListenView
from edu_domino.ui.step_views.match import MatchView
from edu_domino.ui.step_views.sum import SumView
from edu_domino.ui.step_views.tap import TapView

if TYPE_CHECKING:
    from edu_domino.ui.step_views.screen import LessonScreen

VIEW_FOR_STEP: dict[type[Step], type[StepView]] = {
    ExplainStep: ExplainView,
    MatchStep: MatchView,
    SumStep: SumView,
    BuildStep: BuildView,
    ListenStep: ListenView,
    ChainStep: ChainView,
    GameStep: GameView,
    TapStep: TapView,
}


def view_for(scene: LessonScreen, step: Any) -> StepView:
    """The view of `step` on the lesson screen (a subclass of a registered step gets its parent's
    view); a step with no view (the lesson is over) gets the plain one: no choices."""
    for cls in type(step).__mro__:
        if cls in VIEW_FOR_STEP:
            return VIEW_FOR_STEP[cls](scene, step)
    return StepView(scene, step)


__all__ = ["VIEW_FOR_STEP", "Choice", "StepView", "view_for"]
