"""Shared by the class-play tests: real browsers, each closed after its test."""

from __future__ import annotations

import pytest
from browsers import close_browser


@pytest.fixture
def browsers():
    """A list a test appends each browser it opens to; all are closed when the test ends."""
    opened = []
    try:
        yield opened
    finally:
        for web in opened:
            close_browser(web)
