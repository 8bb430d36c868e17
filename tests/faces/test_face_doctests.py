"""The examples in the faces docstrings are part of the documentation: they must stay true."""

import doctest

import pytest

from edu_domino.faces import counting, mixed, notes, registry, words


@pytest.mark.parametrize("module", [counting, mixed, notes, registry, words])
def test_docstring_examples(module):
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0
