"""Every footer is one line at 800x600, in the scenes tests/ui/test_wording.py does not list:
the lesson, practice, the pupils' screens, the progress pages, the pause menu, the lesson list,
class play's lesson, and the tap screens (tests/ui/test_tap_footers.py checks their keys too).
Oracle: the lines the footer was wrapped into, counted."""

from __future__ import annotations

import pytest

from edu_domino.ui.shots import stage

TAP = ("tap-count", "tap-taps", "tap-feedback", "tap-calibrate", "tap-class")
NOTES = {"lesson", "practice", "celebration", *TAP}
SCENES = ("lesson", "practice", "celebration", "pupils", "pin", "name", "pupil", "progress", "class",
          "pause", "lessons", "class-lesson", *TAP)


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
@pytest.mark.parametrize("scene", SCENES)
def test_the_footer_is_one_line_at_800x600(make_app, lang, scene):
    app = make_app(size=(800, 600), language=lang)
    stage(app, scene, "notes" if scene in NOTES else "pips")
    app.theme.footer_shown = []
    app.frame()
    assert len(app.theme.footer_shown) == 1, app.theme.footer_shown
