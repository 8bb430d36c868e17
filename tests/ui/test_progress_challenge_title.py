"""A timed challenge's result (taken on a pupil's device) is on the pupil's progress page in the
app, named in the pupil's language: the challenge has no pack to take a title from."""

from __future__ import annotations

import pytest
from test_progress_lesson_titles import _page

from edu_domino.progress.challenge import RESULT_ID

LINE = {"es": "Reto contrarreloj: mejor resultado 4 de 5", "pt": "Desafio contra o relógio: melhor resultado 4 de 5",
        "en": "Timed challenge: best 4 of 5"}


@pytest.mark.parametrize("language", ["es", "pt", "en"])
def test_the_challenges_best_is_named_in_the_pupils_language(make_app, language):
    _app, page = _page(make_app, language, [(RESULT_ID, "1", 3, 5, "", 1), (RESULT_ID, "1", 4, 5, "", 0)])
    assert page.lesson_lines() == [LINE[language]]
