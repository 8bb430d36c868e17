"""The teacher's class view and a pupil's own page say the same thing with the same figures: per
skill the stars won and how full the level's bar is (the review saw Ana's "Sumas" at 50 % on her
page and 3 % in the class view, two measures under one word); the columns are headed by short
names that each say their skill ("Mismo", the first word of a longer name, said nothing)."""

from __future__ import annotations

import pytest

from edu_domino.ui.scenes.progress import ProgressScene
from edu_domino.ui.scenes.progress_pages import ClassScene
from edu_domino.ui.shots.practice import stage_progress

SKILLS = ["sums", "spellings", "powers", "listening", "rhythm"]  # the page's rows, top to bottom
HEADINGS = {
    "es": ["Alumno", "Respuestas", "Aciertos", "Sumas", "Mismo valor", "Potencias", "Escucha", "Ritmo"],
    "pt": ["Aluno", "Respostas", "Acertos", "Somas", "Mesmo valor", "Potências", "Escuta", "Ritmo"],
    "en": ["Pupil", "Answers", "Right", "Sums", "Same value", "Powers", "Listening", "Rhythm"],
}
SAYS_SO = {"es": "como en la página de cada alumno", "pt": "como na página de cada aluno",
           "en": "as on each pupil's own page"}


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_the_class_view_shows_the_figures_of_the_pupils_page(make_app, lang):
    app = make_app(size=(1920, 1080), language=lang)
    stage_progress(app)
    page = app.top
    assert isinstance(page, ProgressScene)
    app.frame()
    on_page = page.skill_rows()  # (title, stars won, stars there are, bar, "31 %")
    assert len(on_page) == len(SKILLS)
    app.pop()
    app.pop()
    stage_progress(app, class_view=True)
    view = app.top
    assert isinstance(view, ClassScene)
    drawn = app.theme.record_texts()
    app.frame()
    assert view.headings() == HEADINGS[lang]
    for heading in HEADINGS[lang]:
        assert heading in drawn
    ana = next(row for row in view.rows if row.pupil.name == "Ana")
    cells = view.cells(ana, SKILLS)
    assert cells[0] == "Ana"
    for (_title, stars, _top, _bar, words), cell in zip(on_page, cells[3:], strict=True):
        assert cell == f"{stars}★ {words}"  # the page's stars and the bar's percentage, alike
        assert cell in drawn
    assert SAYS_SO[lang] in " ".join(drawn)


def test_two_right_answers_read_the_same_on_both_screens(make_app):
    """Hand-worked (docs/progress.md): level 1 of powers has four questions worth four points
    each; two right answers are 2 of 16 points: 12 %, no star yet, on the page and in the class."""
    from ui_helpers import settle

    from edu_domino.progress import open_record

    with open_record() as record:
        ana = record.create_pupil("Ana")
        for key in ("pow:powers:2^1", "pow:powers:2^2"):
            record.record_answer(ana, key, "powers", "x", "x", True, 900)
    app = make_app(size=(1280, 720), language="es")
    app.open("title")
    view = app.open("class-progress")
    settle(app)
    row = next(r for r in view.rows if r.pupil.name == "Ana")
    assert view.cells(row, SKILLS) == ["Ana", "2", "100 %", "0★ 0 %", "0★ 0 %", "0★ 12 %", "0★ 0 %", "0★ 0 %"]
    page = app.open("progress", pupil=row.pupil)
    settle(app)
    assert [r[4] for r in page.skill_rows()] == ["0 %", "0 %", "12 %", "0 %", "0 %"]
    # No star before a level is passed, rhythm too (its levels are 2 to 4: three stars to win,
    # it showed one star won of four before any answer).
    assert [r[1] for r in page.skill_rows()] == [0, 0, 0, 0, 0]
    assert [r[2] for r in page.skill_rows()] == [5, 5, 5, 5, 3]
