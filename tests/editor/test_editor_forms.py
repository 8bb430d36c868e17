"""The editor's forms come from the fields each step kind declares: every key the checker takes is
described, every field type has a widget on the page, the note palette speaks the teacher's
language, and a kind registered with its fields (a toy) gets its form with no editor code."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from editor_page import editor

from edu_domino.editor.forms import schema
from edu_domino.lesson import fields as kind_registry
from edu_domino.lesson.checker import COMMON_STEP_KEYS, KIND_KEYS, TOP_KEYS
from edu_domino.lesson.fields import FIELD_TYPES, Field, KindFields

EDITOR_JS = Path(__file__).resolve().parents[2] / "edu_domino" / "editor" / "static" / "editor.js"


def test_every_key_the_checker_takes_has_a_field():
    for kind, keys in KIND_KEYS.items():
        described = {f.key for f in kind_registry.kind_fields(kind).fields} | set(COMMON_STEP_KEYS)
        assert set(keys) - described == set(), kind
    top = {f.key for f in kind_registry.PACK_FIELDS}
    # The steps have forms of their own; spellings is the one top key written by hand for now.
    assert set(TOP_KEYS) - top == {"steps", "spellings"}


def test_every_field_type_has_a_widget_on_the_page():
    script = EDITOR_JS.read_text(encoding="utf-8")
    block = script[script.index("const WIDGETS = {"):script.index("\n};", script.index("const WIDGETS = {"))]
    widgets = set(re.findall(r"^  (\w+)\(f, ctx\)", block, re.M))
    assert widgets == set(FIELD_TYPES)


@pytest.mark.parametrize(("lang", "names"), [
    ("es", {"q": "negra", "e": "corchea", "h": "blanca", "rq": "silencio de negra"}),
    ("pt", {"q": "semínima", "e": "colcheia", "h": "mínima", "rq": "pausa de semínima"}),
    ("en", {"q": "quarter note", "e": "eighth note", "h": "half note", "rq": "quarter rest"}),
])
def test_the_note_palette_speaks_the_teachers_language(lang, names):
    palette = {n["code"]: n["words"] for n in schema(lang)["notes"]}
    for code, words in names.items():
        assert palette[code] == words


TOY = KindFields("toy", "Count the dots", (
    Field("dots", "int", "How many dots", required=True, low=1, high=9),
    Field("colour", "choice", "Colour", choices=("red", "blue")),
    Field("tiles", "tiles", "Tiles shown"),
))


def test_a_toy_kind_gets_its_form_with_no_editor_code(tmp_path, monkeypatch):
    monkeypatch.setitem(kind_registry.KINDS, "toy", TOY)
    pack = tmp_path / "toy.toml"
    pack.write_text('id = "toy-pack"\nversion = 1\n\n[[steps]]\nkind = "toy"\nid = "count"\ndots = 3\n',
                    encoding="utf-8")
    with editor(pack) as (web, _server):
        kinds = [o.get_attribute("value") for o in web.find_elements("css selector", "#new-kind option")]
        assert "toy" in kinds
        step = web.find_element("css selector", '#step-0[data-kind="toy"]')
        slots = [s.get_attribute("data-field") for s in step.find_elements("css selector", ".form .slot")]
        assert slots == ["id", "prompt", "hint", "dots", "colour", "tiles"]
        dots = step.find_element("css selector", '.slot[data-field="dots"] input')
        assert (dots.get_attribute("value"), dots.get_attribute("min"), dots.get_attribute("max")) == ("3", "1", "9")
        options = [o.get_attribute("value") for o in step.find_elements("css selector", '.slot[data-field="colour"] option')]
        assert options == ["", "red", "blue"]
        assert step.find_elements("css selector", '.slot[data-field="tiles"] [data-tile="6-6"]')
