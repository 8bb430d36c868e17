"""The examples in the audio modules' docstrings run."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "edu_domino.audio.sound",
    "edu_domino.audio.sounds",
    "edu_domino.audio.scheduler",
    "edu_domino.audio.voice",
    "edu_domino.audio.midifile",
]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0
