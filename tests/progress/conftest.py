"""Shared helpers: a record in the test's private data folder, a fake clock, and the same record
on a real PostgreSQL server (`record` runs each test on both backends)."""

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


@pytest.fixture(scope="session")
def postgres_server():
    """One PostgreSQL server for the whole run (tests/pg_server.py); each test uses a schema of its own."""
    from edu_domino.bench.pg_server import PostgresServer

    server = PostgresServer()
    yield server
    server.close()


BACKENDS = ["sqlite", "postgresql"]


@pytest.fixture(params=BACKENDS)
def backend(request) -> str:
    return request.param


@pytest.fixture
def record_target(backend, request):
    """Where a test's record lives: None (the file in the test's data folder) or a server URL."""
    if backend == "sqlite":
        return None
    return request.getfixturevalue("postgres_server").fresh_url()


@pytest.fixture
def record(clock, record_target):
    rec = open_record(record_target, clock=clock)
    yield rec
    rec.close()
