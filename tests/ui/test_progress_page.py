"""The pupil's page: today's practice in words, bars that move from the first right answer, a
star per level, any skill the progress package lists, and day labels that never touch."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from edu_domino.progress import open_record
from edu_domino.progress.summary import SkillProgress
from edu_domino.ui.scenes.progress import day_labels, lesson_stars


def _page(make_app, answers, size=(800, 600), language="en"):
    with open_record() as record:
        ana = record.create_pupil("Ana")
        for key, skill, ok in answers:
            record.record_answer(ana, key, skill, "x", "x", ok, 900)  # now: today
    app = make_app(size=size, language=language)
    page = app.open("progress", pupil=ana)
    app.records.flush()
    app.frame()
    assert page.progress is not None
    return app, page


def test_two_right_answers_fill_the_bar_and_are_todays_practice(make_app):
    app, page = _page(make_app, [("pow:powers:2^1", "powers", True), ("pow:powers:2^2", "powers", True)])
    nbsp = "\u00a0"  # a skill and its count are kept on one line: no-break spaces
    assert page.today_lines()[:2] == ["Today: 2 answers, 2 right.", f"Powers{nbsp}of{nbsp}two:{nbsp}2{nbsp}of{nbsp}2"]
    rows = {title: (stars, top, share, words) for title, stars, top, share, words in page.skill_rows()}
    # Level 1 of powers: four questions, four points each: 2 of 16 points (hand-worked).
    assert rows["Powers of two"][2] == pytest.approx(2 / 16) and rows["Powers of two"][3] == "12 %"
    assert rows["Powers of two"][0] == 0  # no level passed yet: no star
    assert rows["Note sums"][2] == 0


def test_the_page_says_what_fills_the_bar_in_each_language(make_app):
    for language, words in (("en", "Each right answer fills a bar a little"),
                            ("es", "Cada respuesta correcta llena un poco la barra"),
                            ("pt", "Cada resposta certa enche um pouco a barra")):
        app = make_app(size=(800, 600), language=language)
        assert app.i18n.translate("Each right answer fills a bar a little; a mistake takes a little back. "
                                  "Learn most questions of a level to win a star and new questions.").startswith(words)


def test_a_pupil_with_nothing_today_is_invited_to_start(make_app):
    _app, page = _page(make_app, [], language="es")
    assert page.today_lines() == ["Hoy todavía no has practicado. ¿Empezamos?"]


def test_a_new_skill_appears_without_changes_to_the_page(make_app):
    """A skill the progress package adds (say "counting", with no title yet) gets its row, its
    stars and its bar. (Rhythm has its title now, so it is not the example any more.)"""
    app, page = _page(make_app, [("pow:powers:2^1", "powers", True)])
    counting = SkillProgress("counting", 0.1, 2, 3, 10, 4, 1, 9, 7, level_points=6, level_goal=24)
    page.progress = dataclasses.replace(page.progress, skills=(*page.progress.skills, counting))
    app.frame()
    row = page.skill_rows()[-1]
    assert row == ("counting", 1, 3, 0.25, "25 %")


def test_day_labels_never_touch_and_the_last_day_is_always_labelled():
    pygame.font.init()
    # Fourteen labels 60 px wide on points 45 px apart (800x600): every other one would still
    # touch with an 8 px gap, so every second is skipped counting from the last.
    centres = [30 + 45 * i for i in range(14)]
    chosen = day_labels([60] * 14, centres, 8)
    assert chosen[-1] == 13
    assert chosen == [1, 3, 5, 7, 9, 11, 13]
    for a, b in zip(chosen, chosen[1:], strict=False):
        assert centres[b] - 30 >= centres[a] + 30 + 8
    assert day_labels([40] * 3, [20, 100, 180], 8) == [0, 1, 2]  # room for all
    assert day_labels([], [], 8) == []


@pytest.mark.parametrize("best, out_of, stars", [(0, 8, 0), (1, 8, 1), (3, 8, 1), (6, 8, 2), (7, 8, 2), (8, 8, 3)])
def test_lesson_stars(best, out_of, stars):
    assert lesson_stars(best, out_of) == stars
