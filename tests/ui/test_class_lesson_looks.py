"""What a whole-class lesson shows: the half pictures the pupils' devices get and the projector's
question keep every note whole (a quarter's stem was cut at the top: the notes were scaled for
pips), and the right answer in words stays inside a small window (it ran off both sides).
Oracles: margins and window edges measured on the pictures, not the painter's numbers."""

from __future__ import annotations

import io

import pygame
import pytest
from ui_helpers import press

from edu_domino.classplay import ClassLesson, ClassRecorder
from edu_domino.lesson import loads_pack
from edu_domino.progress import open_record
from edu_domino.ui.class_session import ClassSession
from edu_domino.ui.face_images import face_pngs
from edu_domino.ui.scenes.class_lesson import ClassLessonScene

# Stems up (q, h, e), flags and beams (e, e+e), a dot (h.), a tie (h_e), and a whole note.
NOTE_KEYS = ["notes:q", "notes:h", "notes:e", "notes:e+e", "notes:h.", "notes:h_e", "notes:w"]


@pytest.mark.parametrize("key", NOTE_KEYS)
def test_a_devices_half_picture_keeps_its_notes_whole(key):
    pygame.init()
    pictures = face_pngs(NOTE_KEYS)
    image = pygame.image.load(io.BytesIO(pictures[key]), "half.png")
    w, h = image.get_size()
    drawn = pygame.mask.from_surface(image, 20).get_bounding_rects()
    ink = drawn[0].unionall(drawn[1:])
    margin = h // 20  # a cut figure touches the edge (margin 0)
    assert ink.top >= margin and ink.bottom <= h - margin, (key, ink)
    assert ink.left >= margin and ink.right <= w - margin, (key, ink)


PACK = '''
id = "c"
version = 1
faces = "notes"
title = { es = "Figuras", pt = "Figuras", en = "Notes" }
instructions = { es = "i", pt = "i", en = "i" }
[[steps]]
kind = "match"
id = "m"
half = "notes:q"
choices = [["notes:e+e", "notes:h"], ["notes:e", "notes:e"], ["notes:q", "notes:q"], ["notes:e", "notes:h"]]
answer = ["2-4", "2-2"]
'''


def _class_lesson(make_app, tmp_path, lang, start=True):
    """A class lesson on the projector with Ana joined: on its question (or, `start` False, still
    on the join screen)."""
    pack, problems = loads_pack(PACK)
    assert pack is not None, [str(p) for p in problems]
    app = make_app(size=(800, 600), language=lang)
    lesson = ClassLesson(pack, lang, ClassRecorder(lambda: open_record(tmp_path / "p.sqlite3")))
    session = ClassSession(lesson=lesson, port=0)
    app.push(ClassLessonScene(app, session))
    token = lesson.join("Ana")
    if start:
        press(app, pygame.K_RETURN)  # the question
    return app, lesson, session, token


def _question_card(app) -> pygame.Rect:
    """The question's half: the biggest patch of tile face in the top 3/5 of the window (the
    chart's pictures are lower down)."""
    screen = app.screen
    face = pygame.mask.from_threshold(screen, app.theme.palette.tile_face, (8, 8, 8, 255))
    top = pygame.Rect(0, 0, screen.get_width(), screen.get_height() * 3 // 5)
    cards = [r for r in face.get_bounding_rects() if top.contains(r)]
    return max(cards, key=lambda r: r.w * r.h)


def test_the_projectors_question_keeps_its_note_whole(make_app, tmp_path):
    app, _lesson, session, _token = _class_lesson(make_app, tmp_path, "en")
    app.frame()
    card = _question_card(app)
    felt = app.theme.palette.background  # dark too; it shows at the card's rounded corners
    ink_top = min(y for y in range(card.top, card.bottom) for x in range(card.left, card.right)
                  if max(c := tuple(app.screen.get_at((x, y)))[:3]) < 90 and c != felt)  # the notes' black ink
    assert ink_top >= card.top + card.h // 20, (card, ink_top)  # the stem's top is inside the half
    session.stop()


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_the_right_answer_in_words_stays_inside_a_small_window(make_app, tmp_path, lang):
    app, lesson, session, token = _class_lesson(make_app, tmp_path, lang)
    assert lesson.answer(token, [2, 3])[0]
    press(app, pygame.K_RETURN)  # the chart
    drawn = app.theme.record_texts()
    press(app, pygame.K_RETURN)  # the answer: two tiles named by their notes
    app.frame()
    said = " ".join(drawn)
    assert {"es": "negra", "pt": "semínima", "en": "quarter note"}[lang] in said
    w, h = app.screen.get_size()
    focus = tuple(app.theme.palette.focus)[:3]
    edges = [(x, y) for x in (0, 1, w - 2, w - 1) for y in range(h)]
    assert not [p for p in edges if tuple(app.screen.get_at(p))[:3] == focus]  # no letter cut at a side
    session.stop()


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_while_the_class_answers_the_question_is_as_big_as_a_magnified_tile(make_app, tmp_path, size):
    """The projector's rule for the tile everyone reads (at least 1/4 of the window's height)."""
    app, _lesson, session, _token = _class_lesson(make_app, tmp_path, "es")
    app.resize(size)
    app.frame()
    card = _question_card(app)
    assert card.h >= size[1] / 4, card
    session.stop()


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_every_phase_has_a_one_line_footer_at_800x600(make_app, tmp_path, lang):
    app, lesson, session, _token = _class_lesson(make_app, tmp_path, lang, start=False)
    app.theme.footer_shown = []
    app.frame()  # the join screen
    seen = [(lesson.phase, app.theme.footer_shown)]
    for _ in range(3):  # the question, the chart, the answer (each drawn by the frame of the key)
        app.theme.footer_shown = []
        press(app, pygame.K_RETURN)
        seen.append((lesson.phase, app.theme.footer_shown))
    assert all(len(lines) == 1 for _phase, lines in seen), seen
    seen = [phase for phase, _lines in seen]
    assert len(set(seen)) == 4
    session.stop()
