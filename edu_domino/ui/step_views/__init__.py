"""The view of each kind of lesson step, found by the step's kind.

`VIEW_FOR_KIND` mirrors the step kinds' registry (`edu_domino.lesson.kinds`): a new step kind is
its kind module there, one view module here and one line below (and its messages in the
catalogs). The lesson screen asks `view_for(step)` and never tests a step's type itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

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

VIEW_FOR_KIND: dict[str, type[StepView]] = {
    "explain": ExplainView,
    "match": MatchView,
    "sum": SumView,
    "build": BuildView,
    "listen": ListenView,
    "chain": ChainView,
    "game": GameView,
    "tap": TapView,
}


def view_for(scene: LessonScreen, step: Any) -> StepView:
    """The view of `step` on the lesson screen, by its kind; a step with no view (the lesson is
    over, or a kind with no screen of its own) gets the plain one: no choices."""
    view = VIEW_FOR_KIND.get(getattr(step, "kind", ""), StepView)
    return view(scene, step)


__all__ = ["VIEW_FOR_KIND", "Choice", "StepView", "view_for"]
