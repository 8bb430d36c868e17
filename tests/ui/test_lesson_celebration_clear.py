"""A lesson's celebration never covers what it praises (issue 26): after a right answer given by
keys, the badge leaves in sight the question's notes, the choices, the right one's "Correct" and
the feedback's "Right! …" words, in es, pt and en at 800x600 and 1920x1080.

The oracle is the screen itself, drawn again without the badge: under the badge's card there is
no pixel in the colour of the prompt's and choices' words (`text`) nor in the colour of "Correct"
and "Right!" (`legal`), and the card overlaps none of the pictures in the layout record
(`drawn_tiles`/`drawn_marks`, what `screenshot --layout` reports).
"""

from __future__ import annotations

import pygame
import pytest
from test_lesson_child_words import PACK as WORDS_PACK
from ui_helpers import focus_choice, press

from edu_domino.lesson import loads_pack
from edu_domino.ui.scenes.lesson_screen import LessonScene

# The words test's pack header (notes, one retry, no shuffle), then a sum of shown notes and the
# build of quarter + quarter as the last step (its badge is the longer "Lesson finished!").
PACK = WORDS_PACK.split("[[steps]]")[0] + '''
[[steps]]
kind = "sum"
id = "sum"
show = ["notes:q", "notes:h."]
choices = [6, 7, 8, 9]
[[steps]]
''' + WORDS_PACK.split("[[steps]]")[1]


def _ink_under(surface: pygame.Surface, card: pygame.Rect, colours) -> int:
    """How many pixels under `card` are exactly one of `colours` (the cores of letters)."""
    area = card.clip(surface.get_rect())
    return sum(1 for x in range(area.left, area.right) for y in range(area.top, area.bottom)
               if tuple(surface.get_at((x, y)))[:3] in colours)


def _assert_clear(app, scene) -> None:
    assert app.celebration is not None
    card = app.celebration.card
    assert pygame.Rect((0, 0), app.screen.get_size()).contains(card)
    pictures = [pygame.Rect(t.rect) for t in scene.drawn_tiles()] + [m.rect for m in scene.drawn_marks()]
    assert pictures and card.collidelist(pictures) == -1, (app.celebration.phrase, card, pictures)
    alone = pygame.Surface(app.screen.get_size())
    scene.draw(alone)  # the same screen without the badge over it
    p = app.theme.palette
    assert _ink_under(alone, card, {tuple(p.text)[:3], tuple(p.legal)[:3]}) == 0, card


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_the_lesson_badge_leaves_the_notes_correct_and_right_in_sight(make_app, lang, size):
    pack, problems = loads_pack(PACK)
    assert pack is not None, [str(p) for p in problems]
    app = make_app(size=size, language=lang)
    scene = LessonScene(app, pack, seed=1)
    app.push(scene)
    app.frame()
    press(app, pygame.K_RETURN)  # the instructions
    assert scene.shown.id == "sum"
    focus_choice(app, scene, lambda c: c.label == "8")  # a quarter (2) and a dotted half (6) make 8
    press(app, pygame.K_RETURN)
    app.frame()
    assert scene.feedback is not None and scene.feedback.right
    _assert_clear(app, scene)
    press(app, pygame.K_RETURN)  # Continue (the key also ends the badge)
    app.frame()
    assert scene.shown.id == "build" and app.celebration is None
    press(app, pygame.K_RIGHT)  # the quarter note (eighth, quarter, half)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)  # twice: 2 + 2 = 4
    focus_choice(app, scene, lambda c: c.kind == "button" and c.label == scene._("Check"))
    press(app, pygame.K_RETURN)
    app.frame()
    assert scene.feedback is not None and scene.feedback.right
    _assert_clear(app, scene)
