"""The pupil's page names each lesson in the pupil's language, looked up from its pack by id; the
title the record kept (English) is the fallback, so old records and packs no longer here still
open. A result from another version of a pack says so."""

from __future__ import annotations

import time

import pytest

from edu_domino.progress import open_record
from edu_domino.resources import user_lessons_dir

PACK = '''
id = "eighths"
version = 2
faces = "notes"
title = { es = "Las corcheas", pt = "As colcheias", en = "The eighths" }
instructions = { es = "Suma.", pt = "Some.", en = "Add." }
[[steps]]
kind = "sum"
id = "two-eighths"
show = ["notes:e", "notes:e"]
answer = 2
'''

# What each line must read, written by hand: (language, lines latest first).
EXPECTED = {
    "es": ["Las corcheas: mejor resultado 3 de 4", "Las corcheas (versión anterior): mejor resultado 1 de 4", "Old lesson: mejor resultado 2 de 2"],
    "pt": ["As colcheias: melhor resultado 3 de 4", "As colcheias (versão anterior): melhor resultado 1 de 4", "Old lesson: melhor resultado 2 de 2"],
    "en": ["The eighths: best 3 of 4", "The eighths (earlier version): best 1 of 4", "Old lesson: best 2 of 2"],
}


def _page(make_app, language, records):
    with open_record() as record:
        ana = record.create_pupil("Ana")
        for pack_id, version, score, out_of, lesson, days_ago in records:
            record.record_lesson(ana, pack_id, version, score, out_of, lesson=lesson, at=time.time() - days_ago * 86_400)
    app = make_app(size=(800, 600), language=language)
    page = app.open("progress", pupil=ana)
    app.records.flush()
    app.frame()
    assert page.progress is not None
    return app, page


@pytest.mark.parametrize("language", ["es", "pt", "en"])
def test_lesson_titles_come_from_the_pack_in_the_pupils_language(make_app, language):
    folder = user_lessons_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "eighths.toml").write_text(PACK, encoding="utf-8")
    # Stored as the lesson screen stores them: the English title. The oldest is a pack that is
    # not here any more: its stored title is all there is.
    app, page = _page(make_app, language, [("gone-pack", "1", 2, 2, "Old lesson", 3),
                                           ("eighths", "1", 1, 4, "The eighths", 2),
                                           ("eighths", "2", 3, 4, "The eighths", 0)])
    assert page.lesson_lines() == EXPECTED[language]
    today = {"es": "Lección de hoy: Las corcheas, 3 de 4", "pt": "Lição de hoje: As colcheias, 3 de 4",
             "en": "Lesson today: The eighths, 3 of 4"}[language]
    assert today in page.today_lines()
    drawn = app.theme.record_texts()
    app.frame()
    assert EXPECTED[language][0] in drawn  # on the screen, not only in the method


def test_a_whole_class_lesson_and_an_old_version_of_a_bundled_pack_still_show(make_app):
    """A class lesson is stored as "class"; note-values-1 was version 1 before its tap steps: both
    open and read as the pack's title."""
    _app, page = _page(make_app, "es", [("note-values-1", "1", 6, 8, "Note values 1", 1),
                                        ("powers-of-two", "1", 5, 8, "class", 0)])
    lines = page.lesson_lines()
    assert lines[0].startswith("Potencias de dos") and lines[0].endswith(": mejor resultado 5 de 8")
    assert lines[1].startswith("Figuras 1: corchea, negra y blanca") and "(versión anterior): mejor resultado 6 de 8" in lines[1]


def test_an_unreadable_lessons_folder_leaves_the_stored_titles(make_app, monkeypatch):
    import edu_domino.lesson.library as library

    def broken(_dirs):
        raise PermissionError("no")

    monkeypatch.setattr(library, "find_packs", broken)
    _app, page = _page(make_app, "pt", [("note-values-1", "2", 6, 8, "Note values 1", 0)])
    assert page.lesson_lines() == ["Note values 1: melhor resultado 6 de 8"]


@pytest.mark.parametrize("language", ["es", "pt", "en"])
def test_nothing_on_the_page_is_cut_at_800x600(make_app, language):
    """Skill titles ("Mesmo valor, outras figuras") and a bundled lesson's title drawn whole."""
    app, _page_ = _page(make_app, language, [("note-values-1", "2", 6, 8, "Note values 1", 0)])
    drawn = app.theme.record_texts()
    app.frame()
    assert drawn and [t for t in drawn if "…" in t] == []
    score = {"es": "6 de 8", "pt": "6 de 8", "en": "6 of 8"}[language]
    assert any(t.endswith(score) for t in drawn if not t.startswith(("Lección", "Lição", "Lesson"))), drawn
