"""A step kind's code lives in its own module (or folder) of `lesson/kinds`, and only there is a
step's type tested: everything else asks the kind through the registry
(`edu_domino.lesson.kinds.kind_of`)."""

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


def _home(kind) -> Path:
    """Where a kind's code may live: its module, or its folder when the kind is a package
    (`kinds/tap/`)."""
    where = Path(inspect.getfile(type(kind))).resolve()
    return where.parent if where.name == "__init__.py" else where


def _inside(path: Path, home: Path) -> bool:
    return path.resolve() == home or home in path.resolve().parents


def test_each_kinds_step_class_lives_in_its_kinds_module():
    """The step class (reading and judging an answer) is the kind's own, not a module beside it."""
    strays = {kind.name: inspect.getfile(kind.step_type) for kind in KINDS.values()
              if not _inside(Path(inspect.getfile(kind.step_type)), _home(kind))}
    assert strays == {}


def test_no_module_outside_a_kinds_folder_imports_its_inner_modules():
    """A kind kept in a folder is asked through its package (`kinds/tap/__init__.py`): what is
    inside (`kinds/tap/check.py`, `step.py`) is the kind's own business."""
    folders = {kind.name: _home(kind) for kind in KINDS.values() if _home(kind).is_dir()}
    assert "tap" in folders
    inner = {f"edu_domino.lesson.kinds.{name}.{p.stem}": home for name, home in folders.items()
             for p in home.glob("*.py") if p.stem != "__init__"}
    strays = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module in inner and not _inside(path, inner[node.module]):
                strays.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno}: {node.module}")
    assert strays == []


def test_no_module_tests_a_step_type_outside_its_kinds_module():
    home = {kind.step_type.__name__: _home(kind) for kind in KINDS.values()}
    assert set(home) == {"ExplainStep", "MatchStep", "SumStep", "BuildStep", "ListenStep", "ChainStep", "GameStep",
                         "TapStep"}
    strays = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for line, name in _type_tests(tree, set(home)):
            if not _inside(path, home[name]):
                strays.append(f"{path.relative_to(PACKAGE.parent)}:{line}: {name}")
    assert strays == []


def test_the_checker_finds_a_stray_type_test():
    """The walk above would see one (it is not blind to the forms the code uses)."""
    code = "if isinstance(step, MatchStep | kinds.ListenStep) or isinstance(x, (SumStep,)):\n    pass\n"
    assert _type_tests(ast.parse(code), {"MatchStep", "ListenStep", "SumStep"}) == [
        (1, "ListenStep"), (1, "MatchStep"), (1, "SumStep")]
