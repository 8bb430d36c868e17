"""The UI's modules import one another one way only, type-only imports included: a scene is typed
against the services it receives (`ui.scene.Services`), a step view against the lesson screen's
`LessonScreen`, the table's renderer against `TableScreen`, never against the class that uses
them. Imports inside functions (the app opening a scene by name) are left out: they are how a
module reaches one above it on purpose."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "edu_domino"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_at_module_level(path: Path, known: set[str]) -> set[str]:
    """The package's modules `path` imports outside any function, `if TYPE_CHECKING:` included."""
    found: set[str] = set()

    def visit(body: list[ast.stmt]) -> None:
        for node in body:
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            if isinstance(node, ast.ClassDef | ast.If | ast.Try):
                for block in ("body", "orelse", "finalbody"):
                    visit(getattr(node, block, []))
                for handler in getattr(node, "handlers", []):
                    visit(handler.body)
            elif isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module:
                found.add(node.module)
                found.update(f"{node.module}.{alias.name}" for alias in node.names)

    visit(ast.parse(path.read_text(encoding="utf-8")).body)
    return found & known


def ui_graph() -> dict[str, set[str]]:
    paths = {module_name(p): p for p in (PACKAGE / "ui").rglob("*.py")}
    known = set(paths)
    return {name: imports_at_module_level(path, known) - {name} for name, path in paths.items()}


def cycle_in(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle (its modules in order), or None."""
    done: set[str] = set()

    def walk(name: str, path: list[str]) -> list[str] | None:
        if name in path:
            return path[path.index(name):] + [name]
        if name in done:
            return None
        for dep in sorted(graph.get(name, ())):
            found = walk(dep, [*path, name])
            if found:
                return found
        done.add(name)
        return None

    for name in sorted(graph):
        found = walk(name, [])
        if found:
            return found
    return None


def test_the_finder_sees_a_cycle_made_of_type_only_imports():
    # a.py imports b; b.py imports a only for type checking: still a cycle
    graph = {"a": {"b"}, "b": {"a"}, "c": {"a"}}
    assert cycle_in(graph) == ["a", "b", "a"]
    assert cycle_in({"a": {"b"}, "b": set(), "c": {"a", "b"}}) is None


def test_the_finder_reads_type_checking_imports(tmp_path):
    module = tmp_path / "m.py"
    module.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from x.y import Z\n"
                      "def f():\n    import x.w\n")
    assert imports_at_module_level(module, {"x.y", "x.w"}) == {"x.y"}


def test_the_ui_modules_form_no_import_cycle():
    graph = ui_graph()
    assert "edu_domino.ui.scene" in graph and "edu_domino.ui.scenes.lesson_screen" in graph
    assert cycle_in(graph) is None, " -> ".join(cycle_in(graph) or [])
