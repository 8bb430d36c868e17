"""The editor's forms come from the fields each step kind declares in the one registry
(lesson/kinds): every field type has a widget on the page, an answer is given from what the step
offers, the note palette speaks the teacher's language, and the step-kinds test's toy kind gets
its form with no editor code."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from editor_page import editor

from edu_domino.editor.forms import schema
from edu_domino.editor.kinds import WIDGET_OF
from edu_domino.editor.pack_fields import PACK_FIELDS
from edu_domino.lesson.checker import TOP_KEYS
from edu_domino.lesson.kinds import register, unregister
from edu_domino.lesson.kinds.fields import TYPES

EDITOR_JS = Path(__file__).resolve().parents[2] / "edu_domino" / "editor" / "static" / "editor.js"


def page_widgets() -> set[str]:
    script = EDITOR_JS.read_text(encoding="utf-8")
    start = script.index("const WIDGETS = {")
    return set(re.findall(r"^  (\w+)\(f, ctx\)", script[start:script.index("\n};", start)], re.M))


def test_every_field_type_a_kind_may_use_has_a_widget_on_the_page():
    assert set(TYPES) <= set(WIDGET_OF)
    made = schema("en")
    used = {f["type"] for k in made["kinds"].values() for f in k["fields"]} | {f["type"] for f in made["pack"]}
    assert used <= page_widgets()


def test_every_top_key_but_the_steps_has_a_field():
    # The steps have forms of their own; spellings is the one top key written by hand for now.
    assert set(TOP_KEYS) - {f.name for f in PACK_FIELDS} == {"steps", "spellings"}


# How an answer is given in the form, by the fields the kind declares (worked out by hand):
# ticked among the choices, built from the palette, a tile of the hand and an end, taps, a number.
ANSWERS = {
    "match": ("pick", ["choices"], True), "listen": ("pick", ["choices"], False),
    "build": ("sequence", ["palette"], True), "chain": ("move", ["hand"], False), "tap": ("taps", [], True),
    "sum": ("answer", [], True),
}


@pytest.mark.parametrize(("kind", "widget"), ANSWERS.items())
def test_an_answer_is_picked_from_what_the_step_offers(kind, widget):
    (answer,) = [f for f in schema("en")["kinds"][kind]["fields"] if f["key"] == "answer"]
    assert (answer["type"], answer["source"], answer["many"]) == widget


@pytest.mark.parametrize(("lang", "names"), [
    ("es", {"q": "negra", "e": "corchea", "h": "blanca", "rq": "silencio de negra"}),
    ("pt", {"q": "semínima", "e": "colcheia", "h": "mínima", "rq": "pausa de semínima"}),
    ("en", {"q": "quarter note", "e": "eighth note", "h": "half note", "rq": "quarter rest"}),
])
def test_the_note_palette_speaks_the_teachers_language(lang, names):
    palette = {n["code"]: n["words"] for n in schema(lang)["notes"]}
    for code, words in names.items():
        assert palette[code] == words


def toy_kind():
    """The toy kind of the step-kinds test (tests/ui/test_toy_step_kind.py), as it is there."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
    from test_toy_step_kind import PACK, CountKind

    return CountKind(), PACK


def test_the_toy_kind_gets_its_form_with_no_editor_code(tmp_path):
    kind, text = toy_kind()
    register(kind)
    try:
        pack = tmp_path / "toy.toml"
        pack.write_text(text, encoding="utf-8")
        with editor(pack) as (web, _server):
            kinds = [o.get_attribute("value") for o in web.find_elements("css selector", "#new-kind option")]
            assert "count" in kinds
            step = web.find_element("css selector", '#step-0[data-kind="count"]')
            slots = [s.get_attribute("data-field") for s in step.find_elements("css selector", ".form .slot")]
            assert slots == ["id", "prompt", "hint", "show"]
            # its halves, drawn, and the palette to add one (pips: a value per picture)
            shown = step.find_elements("css selector", '.slot[data-field="show"] .items img.half')
            assert len(shown) == 3
            assert step.find_elements("css selector", '.slot[data-field="show"] [data-half="pips:6"]')
            assert web.find_elements("css selector", "#step-0 .problem") == []
    finally:
        unregister("count")


def _fields(made: dict) -> list[tuple[str, dict]]:
    return [(kind, f) for kind, k in made["kinds"].items() for f in k["fields"]] + [("pack", f) for f in made["pack"]]


# Labels a language writes as English does ("Faces" is Portuguese too).
SAME_AS_ENGLISH = {"es": set(), "pt": {"Faces"}}


@pytest.mark.parametrize("lang", ["es", "pt"])
def test_every_field_of_every_kind_is_labelled_in_the_teachers_language(lang):
    """No label falls back to the kind's English meaning, and every one is translated."""
    made, english = schema(lang), schema("en")
    meanings = {(kind, f["key"]): f["help"] for kind, f in _fields(english)}
    english_labels = {(kind, f["key"]): f["label"] for kind, f in _fields(english)}
    for kind, f in _fields(made):
        assert f["label"] != meanings[(kind, f["key"])], (kind, f["key"])
        if f["label"] not in SAME_AS_ENGLISH[lang]:
            assert f["label"] != english_labels[(kind, f["key"])], (kind, f["key"], f["label"])


def test_a_games_play_is_not_labelled_as_a_sound():
    # The same key, two meanings: what a listen step plays is a sound; how much a game step plays is not.
    kinds = schema("es")["kinds"]
    label = {kind: next(f["label"] for f in kinds[kind]["fields"] if f["key"] == "play") for kind in ("game", "listen")}
    assert label["game"] != label["listen"]


# The menus' words for a few values, in Spanish, as a teacher in Spain reads them (worked out by hand).
SPANISH_CHOICES = {
    ("pack", "faces"): {"pips": "Puntos", "notes": "Figuras musicales", "powers": "Potencias de dos"},
    ("game", "opponents"): {"random": "Ordenador (fácil)", "expert": "Ordenador (difícil)"},
    ("game", "rules"): {"clasico": "Clásico"},
    ("pack", "languages"): {"es": "español", "pt": "portugués"},
}


def test_every_choice_shows_words_not_the_value_written_in_the_file():
    made = schema("es")
    by_key = {(kind, f["key"]): f for kind, f in _fields(made)}
    for where, words in SPANISH_CHOICES.items():
        for value, expected in words.items():
            assert by_key[where]["words"][value] == expected, (where, value)
    for kind, f in _fields(made):
        for value in f["choices"]:
            assert f["words"][value] != value, (kind, f["key"], value)
