"""Only a step kind's own module tests a step's type: everything else asks the kind through the
registry (`edu_domino.lesson.kinds.kind_of`)."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import edu_domino
from edu_domino.lesson.kinds import KINDS

PACKAGE = Path(edu_domino.__file__).parent


def _type_tests(tree: ast.AST, names: set[str]) -> list[tuple[int, str]]:
    """(line, class) of every isinstance/issubclass whose types name one of `names`."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("isinstance", "issubclass") and len(node.args) == 2:
            named = {n.id for n in ast.walk(node.args[1]) if isinstance(n, ast.Name)}
            named |= {n.attr for n in ast.walk(node.args[1]) if isinstance(n, ast.Attribute)}
            found += [(node.lineno, name) for name in sorted(named & names)]
    return found


def test_no_module_tests_a_step_type_outside_its_kinds_module():
    home = {kind.step_type.__name__: Path(inspect.getfile(type(kind))).resolve() for kind in KINDS.values()}
    assert set(home) == {"ExplainStep", "MatchStep", "SumStep", "BuildStep", "ListenStep", "ChainStep", "GameStep",
                         "TapStep"}
    strays = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for line, name in _type_tests(tree, set(home)):
            if path.resolve() != home[name]:
                strays.append(f"{path.relative_to(PACKAGE.parent)}:{line}: {name}")
    assert strays == []


def test_the_checker_finds_a_stray_type_test():
    """The walk above would see one (it is not blind to the forms the code uses)."""
    code = "if isinstance(step, MatchStep | kinds.ListenStep) or isinstance(x, (SumStep,)):\n    pass\n"
    assert _type_tests(ast.parse(code), {"MatchStep", "ListenStep", "SumStep"}) == [
        (1, "ListenStep"), (1, "MatchStep"), (1, "SumStep")]
