"""Module boundaries of edu_domino, read from the source with `ast` (issue 13): no module uses
another module's private names (`from x import _name`, `x._name`), so a module's underscore
names can change without breaking another one."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import edu_domino

PACKAGE = Path(edu_domino.__file__).parent
GETTEXT = "_"  # `from edu_domino.i18n import _` is the gettext convention, not a private name


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_private(name: str) -> bool:
    return name.startswith("_") and not name.endswith("__") and name != GETTEXT


def _absolute(node: ast.ImportFrom, here: str, is_package: bool) -> str:
    """The module an import names, with relative imports (`from ..faces import x`) resolved."""
    if not node.level:
        return node.module or ""
    base = here.split(".") if is_package else here.split(".")[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join([*base, node.module] if node.module else base)


MODULES = {_module_name(p) for p in PACKAGE.rglob("*.py")}


def private_uses(source: str, here: str, is_package: bool) -> list[str]:
    """Each use, in `source` (the module `here`), of a private name of another edu_domino module."""
    found: list[str] = []
    modules: dict[str, str] = {}  # local name -> edu_domino module it is bound to
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            origin = _absolute(node, here, is_package)
            if not origin.startswith("edu_domino"):
                continue
            for alias in node.names:
                if f"{origin}.{alias.name}" in MODULES:
                    modules[alias.asname or alias.name] = f"{origin}.{alias.name}"
                elif _is_private(alias.name) and origin != here:
                    found.append(f"line {node.lineno}: from {origin} import {alias.name}")
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("edu_domino"):
                    modules[alias.asname or alias.name] = alias.name
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and _is_private(node.attr):
            owner = ast.unparse(node.value)
            if modules.get(owner, here) != here:
                found.append(f"line {node.lineno}: {owner}.{node.attr}")
    return found


@pytest.mark.parametrize(("source", "here", "expected"), [
    ("from edu_domino.ui.scenes.files import _load", "edu_domino.ui.app",
     ["line 1: from edu_domino.ui.scenes.files import _load"]),
    ("from edu_domino.engine import match\nmatch._check_deal(None)", "edu_domino.lesson.steps",
     ["line 2: match._check_deal"]),
    ("import edu_domino.engine.match as m\nm._check_deal(None)", "edu_domino.ai.greedy", ["line 2: m._check_deal"]),
    ("from ..faces import _kinds", "edu_domino.progress.drills", ["line 1: from edu_domino.faces import _kinds"]),
    ("from . import _shared", "edu_domino.lesson.runner", ["line 1: from edu_domino.lesson import _shared"]),
    ("from .steps import _worth", "edu_domino.lesson", ["line 1: from edu_domino.lesson.steps import _worth"]),
    # allowed: gettext's `_`, a module's own private names, private names of the standard library
    ("from edu_domino.i18n import _\n_('x')", "edu_domino.lesson.steps", []),
    ("def _helper():\n    pass\n_helper()", "edu_domino.lesson.steps", []),
    ("import sys\nsys._getframe()", "edu_domino.lesson.steps", []),
    ("from edu_domino.lesson import steps\nsteps.Step", "edu_domino.lesson.runner", []),
])
def test_the_scan_finds_private_names_across_modules_and_only_those(source, here, expected):
    is_package = here == "edu_domino.lesson"
    assert private_uses(source, here, is_package) == expected


def test_no_module_uses_another_modules_private_names():
    offences = []
    for path in sorted(PACKAGE.rglob("*.py")):
        here = _module_name(path)
        for use in private_uses(path.read_text(encoding="utf-8"), here, path.name == "__init__.py"):
            offences.append(f"{path.relative_to(PACKAGE.parent)}: {use}")
    assert offences == []
