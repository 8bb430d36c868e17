"""The teacher's class view fits the window: at 800x600 every column, the last skill's too,
is inside the window in each language (the last column was cut at the right edge). Oracle:
the band along the right edge shows only the background, and every column heading is drawn."""

from __future__ import annotations

import pytest
from ui_helpers import settle

from edu_domino.progress import open_record
from edu_domino.ui.scenes.progress_pages import ClassScene

HEADINGS = {  # the first and the last column, as a teacher reads them
    "es": ("Alumno", "Ritmo"), "pt": ("Aluno", "Ritmo"), "en": ("Pupil", "Rhythm"),
}


@pytest.mark.parametrize("lang", sorted(HEADINGS))
def test_every_column_of_the_class_view_is_inside_800x600(make_app, lang):
    with open_record() as record:
        for name in ("Ana", "Bruno", "Carolina Beatriz"):
            pupil = record.create_pupil(name)
            for skill, key in (("sums", "sum:notes:q"), ("powers", "pow:powers:2^1"), ("rhythm", "tap:q")):
                record.record_answer(pupil, key, skill, "x", "x", True, 900)
    app = make_app(size=(800, 600), language=lang)
    app.open("title")
    drawn = app.theme.record_texts()
    view = app.open("class-progress")
    assert isinstance(view, ClassScene)
    settle(app)
    app.frame()
    assert view.rows and len(view.rows) == 3
    first, last = HEADINGS[lang]
    assert first in drawn and last in drawn
    w, h = app.screen.get_size()
    background = tuple(app.theme.palette.background)[:3]
    band = [(x, y) for x in range(w - app.theme.unit, w) for y in range(h // 8, h // 2)]
    assert all(tuple(app.screen.get_at(p))[:3] == background for p in band)
