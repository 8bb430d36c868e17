"""The app's end of a practice sitting, driven by keys: what to practise next and why (worked out
in the test from the answers it gave), among the teacher's topics; Enter on its row starts a
sitting of that topic only."""

from __future__ import annotations

import pygame
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
