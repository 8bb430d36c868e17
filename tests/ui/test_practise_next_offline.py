"""The app's end of a practice sitting with the school's record on a real PostgreSQL server stopped
mid-sitting (headless app, by keys): the summary still says what to practise next and why, worked
out from what this computer has (the answers given while the server was away give the figures),
in the pupil's words; once the server is back, from the whole record.

The oracle is the test's own log of right and wrong answers (the positions chosen here: each
sitting ends on a wrong answer, whose question then waits for another try)."""

from __future__ import annotations

import pygame
import pytest
from test_practice_aims import _choose, _drill_with
from ui_helpers import frames_until, press

from edu_domino.progress import open_record
from edu_domino.progress.aims import PracticeAims
from edu_domino.progress.unsaved import side_files
from edu_domino.ui.scenes.practice_summary import SummaryScene

NEXT = {"en": "Practise next: Note sums", "es": "Practica ahora: Sumas de figuras"}
WHY = {"en": {(1, 3): "1 of your last 3 answers was wrong.", (2, 5): "2 of your last 5 answers were wrong."},
       "es": {(1, 3): "1 de tus últimas 3 respuestas estaba mal.", (2, 5): "2 de tus últimas 5 respuestas estaban mal."}}


def _answer(app, drill, right: bool, log: list[bool]) -> None:
    """Choose a right or a wrong answer by keys, wait (bounded) until it counts, then Next."""
    _choose(app, drill, right)
    frames_until(app, lambda: drill.feedback is not None)
    assert drill.feedback.correct is right
    log.append(right)
    press(app, pygame.K_RETURN)  # Next (after the last: the summary)


def _figures(log: list[bool]) -> tuple[int, int]:
    latest = list(reversed(log))[:5]
    return latest.count(False), len(latest)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_summary_says_what_next_from_this_computer_while_the_server_is_away(
        postgres_server, make_app, monkeypatch, lang):
    url = postgres_server.fresh_url()
    with open_record(url) as record:
        record.create_pupil("Ana")
        local = record.local
    monkeypatch.setenv("EDU_DOMINO_RECORD", url)
    app = make_app(size=(800, 600), language=lang)
    drill = _drill_with(app, PracticeAims(topics=("sums",), length=5))
    log: list[bool] = []
    for right in (False, True):
        _answer(app, drill, right, log)
    frames_until(app, lambda: not app.records.busy)
    postgres_server.stop()
    try:
        away: list[bool] = []
        for right in (True, True, False):
            _answer(app, drill, right, away)
        log += away
        summary = app.top
        assert isinstance(summary, SummaryScene)
        frames_until(app, lambda: summary.next is not None)
        assert _figures(away) == (1, 3)  # this computer has only these three of Ana's answers
        assert summary.lines()[2:] == [NEXT[lang], WHY[lang][(1, 3)]]
    finally:
        postgres_server.start()
    frames_until(app, lambda: not app.records.busy and app.records.retrying is None)
    assert side_files(local) == []  # the outbox reached the server
    press(app, pygame.K_RETURN)  # "Start: Note sums"
    frames_until(app, lambda: getattr(app.top, "item", None) is not None)
    drill = app.top
    for right in (True, False):
        _answer(app, drill, right, log)
    press(app, pygame.K_ESCAPE)  # Stop: the summary
    summary = app.top
    assert isinstance(summary, SummaryScene)
    frames_until(app, lambda: summary.next is not None)
    assert _figures(log) == (2, 5)  # the whole record's latest five: three given while the server was away
    assert summary.lines()[2:] == [NEXT[lang], WHY[lang][(2, 5)]]
