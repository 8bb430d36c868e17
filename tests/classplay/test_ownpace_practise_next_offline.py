"""The end of a practice sitting on a pupil's device with the school's record on a real PostgreSQL
server stopped mid-sitting: the answers go to this computer's outbox and the pupil goes on; the
suggestion is worked out from what this computer has (the answers given while the server was
away give the why's figures) and says nothing of the server; once it is back, from the whole record.

The oracle is the test's own log of right and wrong answers (positions chosen by the test: every
sitting ends on a wrong answer, so its question waits for another try: "review the mistakes")."""

from __future__ import annotations

import time

import pytest
from test_ownpace_practice import a_wrong_choice, device_practice

from edu_domino.progress import open_record
from edu_domino.progress.aims import PracticeAims
from edu_domino.progress.unsaved import side_files

WHY = {"en": {(1, 2): "1 of your last 2 answers was wrong.", (2, 5): "2 of your last 5 answers were wrong."},
       "es": {(1, 2): "1 de tus últimas 2 respuestas estaba mal.", (2, 5): "2 de tus últimas 5 respuestas estaban mal."}}
TOPIC = {"en": "Note sums", "es": "Sumas de figuras"}
HEADING = {"en": "Practise next: Note sums", "es": "Practica ahora: Sumas de figuras"}
START = {"en": "Start: Note sums", "es": "Empezar: Sumas de figuras"}


@pytest.fixture(scope="module")
def postgres_server():
    from edu_domino.bench.pg_server import PostgresServer

    server = PostgresServer()
    yield server
    server.close()


def _answer(practice, token: str, right: bool, log: list[bool]) -> None:
    """Answer the question on the device; wait (bounded) until its verdict is back: saved, or kept here."""
    item = practice.pupils[token].item
    assert practice.act(token, {"type": "answer", "value": item.expected if right else a_wrong_choice(item)}) == \
        {"type": "done"}
    end = time.monotonic() + 60
    while practice.pupil_state(token)["feedback"] is None:
        assert time.monotonic() < end, "the answer never reached the disk"
        time.sleep(0.02)
    log.append(right)
    practice.act(token, {"type": "seen"})


def _figures(log: list[bool]) -> tuple[int, int]:
    """Wrong answers among the latest five (newest first), and how many there are."""
    latest = list(reversed(log))[:5]
    return latest.count(False), len(latest)


def test_the_suggestion_comes_from_this_computer_while_the_server_is_away(postgres_server):
    url = postgres_server.fresh_url()
    with open_record(url) as record:
        record.create_pupil("Ana")
        local = record.local
    practice = device_practice(url, topics=("sums",), aims_for=lambda _id: PracticeAims(length=3))
    practice.lang = "es"
    log: list[bool] = []  # every answer, oldest first
    try:
        token = practice.join("Ana")
        _answer(practice, token, False, log)
        postgres_server.stop()
        try:
            away: list[bool] = []
            for right in (True, False):  # the server away: each answer kept here, the next question at once
                _answer(practice, token, right, away)
            log += away
            assert len(side_files(local)) == 1  # the outbox
            assert _figures(away) == (1, 2)  # this computer has only these two of Ana's answers
            for lang in ("es", "en"):
                assert practice.pupil_state(token, lang)["next"] == {
                    "skill": "sums", "topic": TOPIC[lang], "heading": HEADING[lang], "why": WHY[lang][(1, 2)],
                    "start": START[lang]}
            (row,) = practice.live_state()["pupils"]
            assert row["next"] == "Sumas de figuras"
            assert practice.recorder.problems == []  # nothing to say on the projector either
        finally:
            postgres_server.start()
        assert practice.recorder.flush(120)  # the outbox reached the server
        assert side_files(local) == []
        assert practice.act(token, {"type": "again"}) == {"type": "done"}
        assert practice.recorder.flush()
        for right in (True, True, False):
            _answer(practice, token, right, log)
        assert _figures(log) == (2, 5)  # the whole record's latest five, three of them from before
        assert practice.pupil_state(token, "en")["next"]["why"] == WHY["en"][(2, 5)]
    finally:
        practice.close()
    with open_record(url) as record:
        assert record.query("SELECT count(*), count(DISTINCT uid) FROM answers") == [(6, 6)]
        assert [r.correct for r in record.answers()] == log
