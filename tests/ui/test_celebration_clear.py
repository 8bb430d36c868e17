"""A celebration never covers what it praises: the question's notes, the choices with the right
one marked and the answer's line in practice; the rhythm and the verdict line after a tapped
rhythm. The oracle is the layout record (`drawn_marks`, what `screenshot --layout` reports) and
the tap pad's own drawing, checked against the card the celebration drew, in es, pt and en."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import press, settle, tap_rhythm

from edu_domino.progress import open_record
from edu_domino.ui.celebration import clear_spot
from edu_domino.ui.shots.practice import stage_practice


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_the_right_answer_badge_leaves_the_question_and_its_answer_in_sight(make_app, lang, size):
    app = make_app(size=size, language=lang)
    stage_practice(app)
    drill = app.top
    drill.activate("answer", drill.item.expected)
    app.records.flush()
    app.frame()
    assert app.celebration is not None
    card = app.celebration.card
    halves = [m.rect for m in drill.drawn_marks()]  # the notes shown and the choices
    assert halves
    assert card.collidelist(halves) == -1, (card, halves)
    assert card.collidelist(drill.praised()) == -1  # the answer's line too
    assert pygame.Rect((0, 0), size).contains(card)


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_the_badge_after_a_tapped_rhythm_leaves_the_rhythm_and_the_verdict_in_sight(make_app, lang):
    with open_record() as record:
        ana = record.create_pupil("Ana")
        # Every question of the other skills known: the drill's next new item is a rhythm.
    app = make_app(size=(800, 600), language=lang)
    from edu_domino.progress.aims import PracticeAims
    from edu_domino.ui import teacher
    from edu_domino.ui.scenes.practice_drill import DrillScene

    teacher.save(teacher.TeacherFile().with_aims(None, PracticeAims(topics=("rhythm",))))
    app.push(DrillScene(app, ana))
    settle(app)
    tap_screen = app.top
    pad = tap_screen.pad
    tap_rhythm(app, pad, pad.session.onsets)
    settle(app)
    assert app.celebration is not None
    card = app.celebration.card
    assert len(pad.praised) >= 2  # the rhythm's card and at least one verdict line
    assert card.collidelist(pad.praised) == -1, (card, pad.praised)
    press(app, pygame.K_ESCAPE)


def test_a_clear_spot_is_the_usual_place_when_nothing_is_in_the_way():
    window = pygame.Rect(0, 0, 800, 600)
    assert clear_spot((200, 80), window, [], 8) == (400, 252)  # 42 % down the window
    # Something over the usual place: the card moves off it, and stays inside the window.
    there = pygame.Rect(0, 200, 800, 100)
    centre = clear_spot((200, 80), window, [there], 8)
    card = pygame.Rect(0, 0, 200, 80)
    card.center = centre
    assert not card.colliderect(there) and window.contains(card)
