"""10 headless pupils write to one school server at once while it is restarted twice (crash-like,
no checkpoint): every answer a pupil was told was saved is in the record exactly once, counted
by one query against the pupils' own log of acknowledged answer ids. `edu-domino bench school`
runs the same with 10,000 answers."""

from __future__ import annotations

from edu_domino.bench.school_load import run_load


def test_ten_writers_through_two_server_restarts_lose_and_double_nothing(postgres_server):
    url = postgres_server.fresh_url()
    result = run_load(url, postgres_server.restart, processes=10, answers=30, restarts=2)
    assert result.acknowledged == 300  # each pupil's worker kept trying until all were saved
    assert (result.missing, result.doubled) == (0, 0)
    assert result.in_record_once == 300
    assert result.total_rows == 300  # and nothing unacknowledged slipped in twice either
