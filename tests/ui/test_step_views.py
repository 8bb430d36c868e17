"""The lesson screen finds each step's view through the registry, never by testing types."""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import edu_domino.ui.scenes.lesson_screen as lesson_screen
from edu_domino.lesson import SumStep
from edu_domino.lesson.steps import STEP_TYPES
from edu_domino.ui.step_views import VIEW_FOR_KIND, StepView, view_for
from edu_domino.ui.step_views.sum import SumView

# The step kinds a pack may hold and the view each must get (written out here: the oracle).
KINDS = {"explain": "ExplainView", "match": "MatchView", "sum": "SumView", "build": "BuildView",
         "listen": "ListenView", "chain": "ChainView", "game": "GameView"}


def test_every_step_kind_of_the_step_registry_has_its_view():
    assert set(KINDS) <= set(STEP_TYPES)
    for kind, view in KINDS.items():
        assert VIEW_FOR_KIND[kind].__name__ == view, kind


def test_a_step_subclass_gets_its_parents_view_and_no_step_gets_the_plain_one():
    @dataclass(frozen=True)
    class CountingSum(SumStep):
        pass

    assert type(view_for(None, CountingSum(id="x"))) is SumView  # type: ignore[arg-type]
    plain = view_for(None, None)  # type: ignore[arg-type]
    assert type(plain) is StepView and plain.choices() == []


def test_the_lesson_screen_tests_no_step_type():
    """No isinstance (or type name) test on a step kind left in the lesson screen."""
    tree = ast.parse(Path(lesson_screen.__file__).read_text(encoding="utf-8"))
    step_names = {cls.__name__ for cls in STEP_TYPES.values()}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "isinstance":
            named = {n.id for n in ast.walk(node.args[1]) if isinstance(n, ast.Name)}
            named |= {n.attr for n in ast.walk(node.args[1]) if isinstance(n, ast.Attribute)}
            assert not named & step_names, ast.unparse(node)
        if isinstance(node, ast.Name):
            assert node.id not in step_names, f"line {node.lineno}: {node.id}"
