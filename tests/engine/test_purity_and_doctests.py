"""The engine is pure (no pygame, no mido) and its docstring examples run."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
import subprocess
import sys

import pytest

import edu_domino.engine


def test_importing_the_engine_loads_neither_pygame_nor_mido():
    code = (
        "import sys, edu_domino.engine, edu_domino.engine.replay\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'mido'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


MODULES = ["edu_domino.engine"] + [
    f"edu_domino.engine.{m.name}" for m in pkgutil.iter_modules(edu_domino.engine.__path__)
]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_the_doctests_are_not_empty():
    total = sum(doctest.testmod(importlib.import_module(n)).attempted for n in MODULES)
    assert total >= 15
