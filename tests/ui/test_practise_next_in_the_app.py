"""The app's end of a practice sitting, driven by keys: what to practise next and why (worked out
in the test from the answers it gave), among the teacher's topics; Enter on its row starts a
sitting of that topic only."""

from __future__ import annotations

import pygame
import pytest
from test_practice_aims import _ana, _answer, _drill_with
from ui_helpers import press, settle

from edu_domino.progress.aims import PracticeAims
from edu_domino.ui.scenes.practice_drill import DrillScene
from edu_domino.ui.scenes.practice_summary import SummaryScene


def test_the_summary_says_what_next_and_enter_starts_only_that_topic(make_app):
    _ana()
    app = make_app(size=(800, 600), language="en")
    drill = _drill_with(app, PracticeAims(topics=("powers", "sums"), length=5))
    log = []
    for _ in range(5):  # sums wrong, powers right
        skill = drill.item.skill
        right = skill == "powers"
        _answer(app, drill, right)
        log.append((skill, right))
        press(app, pygame.K_RETURN)  # Next (after the fifth: the summary)
    summary = app.top
    assert isinstance(summary, SummaryScene)
    settle(app)
    sums = [right for skill, right in reversed(log) if skill == "sums"][:5]
    assert sums and not any(sums)  # every sum was missed (new powers and sums take turns)
    why = "Your last answer was wrong." if len(sums) == 1 else f"{len(sums)} of your last {len(sums)} answers were wrong."
    assert summary.lines()[2:] == ["Practise next: Note sums", why]
    press(app, pygame.K_RETURN)  # the focused row: "Start: Note sums"
    settle(app)
    again = app.top
    assert isinstance(again, DrillScene) and again is not drill
    for _ in range(5):
        assert again.item.skill == "sums"
        _answer(app, again, right=True)
        press(app, pygame.K_RETURN)
    assert isinstance(app.top, SummaryScene)


# Level-1 powers written by hand (progress/drills.py: 2^0..2^3 are level 1).
POWERS_1 = ("pow:powers:2^0", "pow:powers:2^1", "pow:powers:2^2", "pow:powers:2^3")
AT_TOP = {"en": ["Practise next: Powers of two", "You are at the highest level your teacher chose. Keep practising "
                 "until you know every question!"],
          "es": ["Practica ahora: Potencias de dos", "Estás en el nivel más alto que ha elegido tu profesor. ¡Sigue "
                 "practicando hasta que te sepas todas las preguntas!"]}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_at_the_teachers_highest_level_the_summary_says_so_and_its_row_stays_there(make_app, lang):
    """Every level-1 power known (two right answers each) and the teacher chose level 1: with no
    limit, new level-2 questions would come next; here the pupil is told they are at the top."""
    from edu_domino.progress import open_record

    ana = _ana()
    with open_record() as record:
        for key in POWERS_1 * 2:
            record.record_answer(ana, key, "powers", "?", "?", True, 3000)
    app = make_app(size=(800, 600), language=lang)
    drill = _drill_with(app, PracticeAims(topics=("powers",), length=5, top_level=1))
    for _ in range(5):
        assert drill.item.key in POWERS_1
        _answer(app, drill, right=True)
        press(app, pygame.K_RETURN)
    summary = app.top
    assert isinstance(summary, SummaryScene)
    settle(app)
    assert summary.lines() == [{"en": "Right: 5", "es": "Bien: 5"}[lang], {"en": "Not right yet: 0",
                               "es": "Aún no: 0"}[lang], *AT_TOP[lang]]
    press(app, pygame.K_RETURN)  # "Start: Powers of two": level 1 again
    settle(app)
    assert isinstance(app.top, DrillScene) and app.top.item.key in POWERS_1


def test_the_summary_offers_the_timed_challenge_as_the_devices_do(make_app):
    from edu_domino.ui.scenes.practice_challenge import ChallengeScene

    _ana()
    app = make_app(size=(800, 600), language="en")
    drill = _drill_with(app, PracticeAims(topics=("powers",), length=5))
    for _ in range(5):
        _answer(app, drill, True)
        press(app, pygame.K_RETURN)  # Next (after the fifth: the summary)
    summary = app.top
    assert isinstance(summary, SummaryScene)
    settle(app)
    labels = [item.label for item in summary.menu.items if item.visible is None or item.visible()]
    assert labels[-2:] == ["Timed challenge", "Done"]  # Done stays last
    while summary.menu.focused_item().label != "Timed challenge":
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    settle(app)
    assert isinstance(app.top, ChallengeScene) and app.top.pupil.name == "Ana"
