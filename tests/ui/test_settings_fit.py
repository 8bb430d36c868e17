"""Every settings row fits, at 800x600 and 1920x1080, in es, pt and en: its label never runs into
its value, and no label, value or row leaves the window. Read from the menu's own layout of what
it drew (`label_rects`, `value_rects`, `row_rects`), scrolling to every row by keyboard as a
teacher would. At the usual text size every label is drawn whole, at the body size (its width
measured here with the font); at the larger text sizes a label may shrink, but still never
touches its value.
"""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import press

from edu_domino.ui.scenes.settings_scene import SettingsScene
from edu_domino.ui.settings import TEXT_SCALES


def visit_every_row(app, scene):
    """Down from the first row to the last; yields (item index, label, value, row) each time."""
    seen = set()
    for _ in range(len(scene.menu.items) + 1):
        app.frame()
        labels, values, rows = scene.menu.label_rects(), scene.menu.value_rects(), scene.menu.row_rects()
        for index in rows:
            if index not in seen:
                seen.add(index)
                yield index, labels[index], values.get(index), rows[index]
        press(app, pygame.K_DOWN)
    assert seen == set(scene.menu.shown())  # every row was on screen at some point


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
@pytest.mark.parametrize("language", ["es", "pt", "en"])
def test_every_settings_row_fits(make_app, size, language):
    app = make_app(size=size, language=language)
    scene = SettingsScene(app)
    app.push(scene)
    window = pygame.Rect((0, 0), size)
    theme = app.theme
    font = theme.font(theme.body_px)
    for index, label, value, row in visit_every_row(app, scene):
        item = scene.menu.items[index]
        text = app.i18n.translate(item.label)
        assert window.contains(row), (text, row)
        assert row.contains(label), (text, label, row)
        assert label.width >= font.size(text)[0] - 1, f"{text!r} is cut or shrunk at {size}"
        if value is not None:
            assert row.contains(value), (text, value, row)
            assert label.right < value.left, f"{text!r} runs into {item.value()!r}"
            # Some space between them: at least half a letter (a quarter of the body size).
            assert value.left - label.right >= theme.body_px // 4, (text, label, value)


@pytest.mark.parametrize("language", ["es", "pt", "en"])
@pytest.mark.parametrize("text_scale", [s for s in TEXT_SCALES if s > 1])
def test_larger_text_still_never_overlaps_at_800x600(make_app, language, text_scale):
    app = make_app(size=(800, 600), language=language, text_scale=text_scale)
    scene = SettingsScene(app)
    app.push(scene)
    window = pygame.Rect(0, 0, 800, 600)
    for _index, label, value, row in visit_every_row(app, scene):
        assert window.contains(row) and row.contains(label)
        if value is not None:
            assert row.contains(value) and label.right < value.left
