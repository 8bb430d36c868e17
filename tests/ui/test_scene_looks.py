"""Every kind of screen has its own warm colours, and every text colour on every look passes WCAG AA.

The contrast formula is written here from the WCAG 2 definition (relative luminance of sRGB,
https://www.w3.org/TR/WCAG21/#dfn-relative-luminance), not taken from the app.
"""

from __future__ import annotations

import pygame
import pytest

from edu_domino.ui.intents import Intent
from edu_domino.ui.settings import PALETTES as PALETTE_NAMES
from edu_domino.ui.settings import TEXT_SCALES
from edu_domino.ui.theme import LOOKS, Theme


def luminance(rgb: tuple[int, int, int]) -> float:
    def linear(c8: int) -> float:
        c = c8 / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(a, b) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


# What the screens draw: (text colour, what it is drawn on, needed ratio). Body text needs 4.5:1,
# large text (headings, celebration phrases: 1.8x the body size, bold-free) 3:1.
BODY, LARGE = 4.5, 3.0
DRAWN = [(fg, bg, BODY) for bg in ("background", "panel")
         for fg in ("text", "text_muted", "focus", "last_move", "legal", "warning")]
DRAWN += [("heading", "background", LARGE), ("heading", "panel", LARGE),
          ("button_text", "button", BODY), ("pip", "tile_face", BODY), ("text", "tile_back", BODY)]


def test_the_hand_worked_examples_of_the_formula():
    assert ratio((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert ratio((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)  # #777 fails AA
    assert ratio((118, 118, 118), (255, 255, 255)) == pytest.approx(4.54, abs=0.01)  # #767676 passes


@pytest.mark.parametrize("palette", PALETTE_NAMES)
@pytest.mark.parametrize("projector", [True, False])
def test_every_text_colour_on_every_look_passes_wcag_aa(palette, projector):
    pygame.font.init()
    for scale in TEXT_SCALES:
        theme = Theme((1280, 720), palette, projector, scale)
        for look in LOOKS:
            p = theme.use(look)
            for fg, bg, needed in DRAWN:
                got = ratio(getattr(p, fg), getattr(p, bg))
                assert got >= needed, f"{palette}/{look}: {fg} on {bg} is {got:.2f}:1, needs {needed}"


@pytest.mark.parametrize("palette", PALETTE_NAMES)
def test_each_kind_of_screen_has_its_own_background(palette):
    theme = Theme((800, 600), palette)
    backgrounds = {look: theme.use(look).background for look in LOOKS}
    assert len(set(backgrounds.values())) == len(LOOKS), backgrounds


def test_the_colour_blind_looks_have_no_green_or_red_cast():
    theme = Theme((800, 600), "colourblind")
    for look in LOOKS:
        r, g, b = theme.use(look).background
        assert b > g and b > r, f"{look}: {(r, g, b)} is not a blue or violet"


def test_scenes_are_drawn_in_their_own_look(make_app):
    """The title and the settings screen, drawn, fill the window with their look's background."""
    from edu_domino.ui.scenes.settings_scene import SettingsScene
    from edu_domino.ui.scenes.title import TitleScene

    app = make_app(size=(800, 600))
    app.push(TitleScene(app))
    app.frame()
    title_bg = app.theme.looks["title"].background
    assert tuple(app.screen.get_at((1, 300)))[:3] == title_bg
    app.push(SettingsScene(app))
    app.frame()
    settings_bg = app.theme.looks["settings"].background
    assert settings_bg != title_bg
    assert tuple(app.screen.get_at((1, 300)))[:3] == settings_bg
    app.apply_settings(app.settings.with_(palette="colourblind"))
    app.frame()
    assert tuple(app.screen.get_at((1, 300)))[:3] == Theme((800, 600), "colourblind").use("settings").background


def test_calm_is_a_setting_saved_with_the_others(tmp_path):
    import json

    from edu_domino.ui import settings as settings_mod

    path = tmp_path / "settings.json"
    settings_mod.save(settings_mod.Settings().with_(calm=True), path)
    assert json.loads(path.read_text())["calm"] is True
    assert settings_mod.read(path)[0].calm is True
    path.write_text(json.dumps({"calm": "yes"}))
    assert settings_mod.read(path)[0].calm is False  # a bad value falls back to the default


@pytest.mark.parametrize("lang, label, on", [("es", "Modo tranquilo (sin celebraciones)", "Sí"),
                                             ("pt", "Modo calmo (sem comemorações)", "Sim"),
                                             ("en", "Calm (no celebrations)", "On")])
def test_calm_is_in_the_settings_screen_in_each_language(make_app, lang, label, on):
    from edu_domino.ui.scenes.settings_scene import SettingsScene

    app = make_app(size=(800, 600), language=lang)
    scene = SettingsScene(app)
    app.push(scene)
    labels = [app.i18n.translate(item.label) for item in scene.menu.items if isinstance(item.label, str)]
    assert label in labels
    row = next(i for i, item in enumerate(scene.menu.items) if item.label == "Calm (no celebrations)")
    while scene.menu.focus != row:
        scene.menu.on_intent(Intent.DOWN)
    scene.menu.on_intent(Intent.RIGHT)
    assert app.settings.calm is True
    assert scene.menu.items[row].value() == on
