"""Shared helpers: a record in the test's private data folder, a fake clock."""

from __future__ import annotations

import pytest

from edu_domino.progress import open_record


class FakeClock:
    def __init__(self, start: float = 1_700_000_000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def record(clock):
    rec = open_record(clock=clock)
    yield rec
    rec.close()
