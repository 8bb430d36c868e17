"""Scenes open each other by name (`app.open`, `app.make_scene`): no scene module imports another
to navigate, so the scene modules form no import rings."""

from __future__ import annotations

import ast
from pathlib import Path

import edu_domino.ui.scenes as scenes_package
from edu_domino.ui.scene import Scene
from edu_domino.ui.scenes import SCENES, scene_class

SCENES_DIR = Path(scenes_package.__file__).parent
PREFIX = "edu_domino.ui.scenes."


def scene_imports(path: Path) -> list[tuple[str, bool]]:
    """(scene module imported, imported inside a function) for every import of a sibling."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    functions = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]
    nested = {id(n) for f in functions for n in ast.walk(f) if n is not f}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(PREFIX):
            found.append((node.module[len(PREFIX):], id(node) in nested))
    return found


def test_no_scene_imports_another_inside_a_function_to_open_it():
    lazy = [(path.name, module) for path in SCENES_DIR.glob("*.py")
            for module, inside in scene_imports(path) if inside]
    assert lazy == []


def test_scene_modules_import_only_base_classes_and_form_no_ring():
    graph = {path.stem: {m for m, _ in scene_imports(path)} for path in SCENES_DIR.glob("*.py")}
    # Written out: the only sibling imports are the base classes a scene extends.
    allowed = {"menu_scene", "name_entry", "practice_drill", "pupils", "tap"}
    assert all(deps <= allowed for deps in graph.values()), graph

    def ring_from(start: str, seen: tuple[str, ...]) -> bool:
        return any(dep in seen or ring_from(dep, (*seen, dep)) for dep in graph.get(start, ()))

    assert not any(ring_from(name, (name,)) for name in graph)


def test_every_registered_name_opens_a_scene_class():
    for name in SCENES:
        assert issubclass(scene_class(name), Scene), name
