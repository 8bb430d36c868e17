"""The class claps the line: on the "written" timeline every note has its own mark, and the marks
of two different notes never overlap, even a dotted quarter's next note or sixteenths in a
small window (the review saw two dots merge at 800x600)."""

from __future__ import annotations

import pygame
import pytest

from edu_domino.faces.notes import parse_notes
from edu_domino.ui.scenes.tap_class import ClapLineScene
from edu_domino.ui.shots.tap import StillClock

# Nine notes, written out: q | q. , e | s s e , h | q. e
LINE = [(parse_notes("q"), parse_notes("q.")), (parse_notes("e"), parse_notes("s+s+e")),
        (parse_notes("h"), parse_notes("q.+e"))]
NOTES = 9


def _apart(rects: list[pygame.Rect]) -> bool:
    return all(a.right <= b.left for a, b in zip(rects, rects[1:], strict=False))


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_written_marks_never_overlap(make_app, size):
    app = make_app(size=size, language="pt")
    scene = ClapLineScene(app, LINE, 80, clock=StillClock())
    app.push(scene)
    app.frame()
    onsets = scene.pad.session.onsets
    assert len(onsets) == NOTES
    marks = scene.pad.timelines.written_marks(onsets)
    assert len(marks) == NOTES
    assert _apart(marks), [(m.left, m.right) for m in marks]  # left to right, a gap between each
    assert all(m.width >= 3 for m in marks)  # still a visible dot


def test_the_reviews_line_at_800x600(make_app):
    """The staged screen's line, four tiles: q q. | q. e | e h | h h (a dotted quarter, then an
    eighth near the second beat)."""
    line = [(parse_notes("q"), parse_notes("q.")), (parse_notes("q."), parse_notes("e")),
            (parse_notes("e"), parse_notes("h")), (parse_notes("h"), parse_notes("h"))]
    app = make_app(size=(800, 600), language="es")
    scene = ClapLineScene(app, line, 80, clock=StillClock())
    app.push(scene)
    app.frame()
    for tiles in (4, 3, 2, 1):
        marks = scene.pad.timelines.written_marks(scene.pad.session.onsets)
        assert len(marks) == 2 * tiles and _apart(marks)
        app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)])
        app.frame()
