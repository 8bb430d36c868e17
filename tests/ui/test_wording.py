"""Words a child and a teacher read: who leads, points whatever the faces, key help in each
language's own letters (and those keys work), footers on one line at 800x600, type-to-jump in the
pack file browser."""

import re

import pygame
import pytest
from ui_helpers import press, type_text

from edu_domino.ui.intents import END_KEYS, Intent, intent_for, key_event
from edu_domino.ui.scenes.files import JUMP_PAUSE_S, FileBrowserScene
from edu_domino.ui.shots import stage

# The players' strip's legend for the one who laid the first tile, and the tiles-left words.
LEADS = {"en": "★ laid the first tile", "es": "★ puso la primera ficha", "pt": "★ jogou a primeira pedra"}
POINTS = {"en": "3 points left", "es": "Le quedan 3 puntos", "pt": "Sobraram 3 pontos"}
# The table's key help as each language writes it: its own initials for the two ends.
END_HELP = {"en": "L/R", "es": "I/D", "pt": "E/D"}
KEY_OF = {"L": pygame.K_l, "R": pygame.K_r, "I": pygame.K_i, "D": pygame.K_d, "E": pygame.K_e}


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_the_key_help_names_the_ends_in_the_language_and_those_keys_work(make_app, lang):
    app = make_app(language=lang)
    tr = app.i18n.translate
    help_text = tr("Tab or arrows: tile · Enter: play · L/R: end · Space: draw or pass · H: hints")
    assert END_HELP[lang] in help_text
    if lang != "en":
        assert "L/R" not in help_text
        assert "L/R" not in tr("Which end? Left/Right, then Enter (or L/R).")
    left, right = END_HELP[lang].split("/")
    assert END_KEYS[lang] == (left, right)
    assert intent_for(key_event(KEY_OF[left])) is Intent.END_LEFT
    assert intent_for(key_event(KEY_OF[right])) is Intent.END_RIGHT
    # L/R keep working in every language.
    assert intent_for(key_event(pygame.K_l)) is Intent.END_LEFT
    assert intent_for(key_event(pygame.K_r)) is Intent.END_RIGHT


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_who_leads_and_points_in_each_language(make_app, lang):
    app = make_app(language=lang)
    assert app.i18n.translate("★ laid the first tile") == LEADS[lang]
    assert app.i18n.translate("{n} points left", n=3) == POINTS[lang]


@pytest.mark.parametrize("faces", ["notes", "powers"])
def test_results_say_points_not_pips_with_any_face(make_app, faces):
    app = make_app(size=(1280, 720), language="es")
    stage(app, "results", faces=faces, seed=2)
    app.frame()
    results = app.top
    held = [card.held for card in results.cards if card.hands]
    assert held and all(re.fullmatch(r"Le quedan \d+ puntos", text) for text in held)
    assert not any("pips" in card.why.lower() for card in results.cards)


# Every scene the screenshot tool stages, except the tap screens (their own issue) and those
# without a footer (the table keeps its key help in the side panel).
FOOTER_SCENES = ("title", "setup", "results", "settings", "files", "quit", "leave", "class-join", "class-table")


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
@pytest.mark.parametrize("scene", FOOTER_SCENES)
def test_footers_fit_on_one_line_at_800x600(make_app, lang, scene):
    app = make_app(size=(800, 600), language=lang)
    stage(app, scene)
    app.theme.footer_shown = []
    app.frame()
    assert len(app.theme.footer_shown) == 1, app.theme.footer_shown


def _browser(app, tmp_path):
    for name in ("alpha.toml", "beta.toml", "bravo.toml", "Zeta pack"):
        path = tmp_path / name
        if name.endswith(".toml"):
            path.write_text("", encoding="utf-8")
        else:
            path.mkdir()
    files = FileBrowserScene(app, on_pack=lambda pack: None, folder=tmp_path)
    app.push(files)
    app.frame()
    return files


def test_typing_letters_jumps_to_the_first_entry_starting_with_them(make_app, tmp_path):
    app = make_app()
    files = _browser(app, tmp_path)
    name = lambda: files.entries[files.focus].name  # noqa: E731
    type_text(app, "b")
    assert name() == "beta.toml"
    type_text(app, "r")  # "br": on to bravo
    assert name() == "bravo.toml"
    app.frame(dt=JUMP_PAUSE_S + 0.1)  # a pause: a new name
    type_text(app, "Z")
    assert name() == "Zeta pack"
    app.frame(dt=JUMP_PAUSE_S + 0.1)
    type_text(app, "a")
    assert name() == "alpha.toml"
    type_text(app, "x")  # nothing starts with "ax" nor "x": the focus stays
    assert name() == "alpha.toml"
    press(app, pygame.K_DOWN)  # the arrows still move, Enter still opens
    assert name() == "beta.toml"


def test_letter_keys_in_the_browser_are_letters_not_commands(make_app, tmp_path):
    """A real key press brings its letter twice (KEYDOWN, then TEXTINPUT): the letter only jumps."""
    app = make_app()
    files = _browser(app, tmp_path)
    folder = files.folder
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=0, unicode="z", scancode=0),
               pygame.event.Event(pygame.TEXTINPUT, text="z")])
    assert files.entries[files.focus].name == "Zeta pack" and files.folder == folder


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_every_lesson_title_fits_its_row_at_800x600(make_app, lang):
    app = make_app(size=(800, 600), language=lang)
    lessons = app.open("lessons")
    for index in lessons.menu.shown():  # every row in turn (the list scrolls)
        lessons.menu.focus = index
        app.frame()
        label, row = lessons.menu.label_rects()[index], lessons.menu.row_rects()[index]
        assert row.contains(label), (lessons.menu.items[index].label, label, row)
        assert label.height >= app.theme.body_px * 3 // 4 * 0.9  # shrunk at most a little
    # Nothing on this list changes with Left/Right, so its key reminder does not offer it.
    assert len(app.theme.footer_shown) == 1 and "←→" not in app.theme.footer_shown[0]
