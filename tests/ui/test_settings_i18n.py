"""Settings remembered (and a damaged file survived), languages switched without a restart."""

import json

import pygame
import pytest
from ui_helpers import press

from edu_domino.ui import settings as settings_mod
from edu_domino.ui.app import App
from edu_domino.ui.i18n import Translator, system_language
from edu_domino.ui.scenes.settings_scene import SettingsScene
from edu_domino.ui.scenes.title import TitleScene
from edu_domino.ui.settings import Settings
from edu_domino.ui.theme import PALETTES, contrast_ratio, text_pairs


def test_settings_round_trip(tmp_path):
    path = tmp_path / "settings.json"
    s = Settings(language="pt", palette="colourblind", text_scale=1.25, volume=0.3)
    settings_mod.save(s, path)
    loaded, message = settings_mod.load(path)
    assert loaded == s and message is None


def test_a_damaged_settings_file_is_kept_aside_and_reported(tmp_path):
    path = tmp_path / "settings.json"
    path.write_bytes(b"{not json")
    loaded, message = settings_mod.load(path)
    assert loaded == Settings()
    assert str(path) in message and "kept as settings.json.bad-" in message
    assert not path.exists()
    kept = list(tmp_path.glob("settings.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == b"{not json"


def test_bad_values_fall_back_one_by_one(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": "xx", "volume": 0.5, "text_scale": 9, "future": 1}))
    loaded, message = settings_mod.load(path)
    assert message is None
    assert loaded.language is None and loaded.volume == 0.5 and loaded.text_scale == 1.0


@pytest.mark.parametrize(("language", "said"), [("en", "damaged"), ("es", "dañado"), ("pt", "danificado")])
def test_the_app_shows_the_damage_message_on_the_title(tmp_path, language, said):
    path = tmp_path / "settings.json"
    path.write_text("[1, 2")
    app = App(size=(800, 600), settings_path=path, language=language, sound=False)
    try:
        app.push(TitleScene(app))
        app.frame()
        assert said in app.top.message and str(path) in app.top.message
    finally:
        app.close()


def test_system_language():
    assert system_language({"LANG": "pt_BR.UTF-8"}) == "pt"
    assert system_language({"LANGUAGE": "fr:es", "LANG": "C"}) == "es"
    assert system_language({"LANG": "de_DE.UTF-8"}) == "en"
    assert system_language({}) == "en"


def test_catalogs_translate_and_fall_back():
    t = Translator("es")
    assert t.gettext("New game") == "Nueva partida"
    t.set_language("pt")
    assert t.gettext("New game") == "Nova partida"
    assert t.gettext("a message nobody wrote") == "a message nobody wrote"
    t.set_language("xx")
    assert t.language == "en" and t.gettext("New game") == "New game"


def test_every_message_is_translated_and_compiled():
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
    import compile_catalogs

    assert len(compile_catalogs.extract()) > 100
    assert compile_catalogs.problems() == []


def test_switching_language_in_settings_without_restart(tmp_path):
    path = tmp_path / "settings.json"
    app = App(size=(1280, 720), settings_path=path, language="en", sound=False)
    try:
        app.push(TitleScene(app))
        app.push(SettingsScene(app))
        app.frame()
        assert app.top.menu.focused_item().label == "Language"
        seen = []
        for _ in range(3):
            press(app, pygame.K_RIGHT)
            seen.append(app.i18n.language)
        assert sorted(seen) == ["en", "es", "pt"]
        while app.i18n.language != "pt":
            press(app, pygame.K_RIGHT)
        press(app, pygame.K_ESCAPE)
        assert isinstance(app.top, TitleScene)
        assert app.top.heading_text() == "Dominó"
        assert app.top._("New game") == "Nova partida"
        assert json.loads(path.read_text())["language"] == "pt"
    finally:
        app.close()
    again = App(size=(800, 600), settings_path=path, sound=False)
    try:
        assert again.i18n.language == "pt"  # remembered
    finally:
        again.close()


def test_settings_change_the_theme_at_once(make_app):
    app = make_app(size=(1280, 720))
    app.push(SettingsScene(app))
    base = app.theme.body_px
    app.apply_settings(app.settings.with_(text_scale=1.5))
    assert app.theme.body_px >= base * 1.4
    app.apply_settings(app.settings.with_(palette="colourblind"))
    assert app.theme.palette.name == "colourblind"
    app.apply_settings(app.settings.with_(projector=False, text_scale=1.0))
    assert app.theme.body_px < base


def test_every_text_colour_passes_wcag_aa():
    for palette in PALETTES.values():
        for name, fg, bg in text_pairs(palette):
            assert contrast_ratio(fg, bg) >= 4.5, f"{palette.name}: {name} is {contrast_ratio(fg, bg):.2f}"


def test_switching_language_mid_game_redraws_the_table(make_app):
    from edu_domino.ui.demo import play_to_mid_round, seats
    from edu_domino.ui.game_setup import GameSetup
    from edu_domino.ui.scenes.pause import PauseScene
    from edu_domino.ui.scenes.table import TableScene

    app = make_app(size=(1280, 720), language="en", animations=False)
    table = TableScene(app, GameSetup("clasico", {}, seats(1, 3), "pips", "single", seed=3))
    app.push(table)
    play_to_mid_round(table.game, 3)
    app.frame()
    english = app.screen.copy()
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)  # Settings
    assert isinstance(app.top, SettingsScene)
    press(app, pygame.K_RIGHT)  # Language: en -> es
    assert app.i18n.language == "es"
    press(app, pygame.K_ESCAPE)  # back to the pause menu, now in Spanish
    assert app.top.heading_text() == "En pausa"
    press(app, pygame.K_UP)
    press(app, pygame.K_RETURN)  # Continuar
    assert app.top is table
    app.frame()
    assert table.theme is app.theme
    top_bar = table.geometry().regions.top
    region = top_bar.clip(pygame.Rect(0, 0, top_bar.width // 2, top_bar.height))
    assert pygame.image.tobytes(app.screen.subsurface(region), "RGB") != pygame.image.tobytes(english.subsurface(region), "RGB")
    assert table._("Round {n}") == "Mano {n}"
