"""Every field of the editor carries its help: the field's meaning as its step kind declares it
(lesson/kinds), translated, short enough to read at a glance, shown under the field's label in
the teacher's language and read out with the field (aria-describedby), in a real chromium."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from editor_page import axe_violations, editor

from edu_domino.editor.forms import schema

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
MOST_CHARACTERS = 100  # about fifteen words: read at a glance, beside the field

# Helps a language writes as English does (none so far).
SAME_AS_ENGLISH: dict[str, set[str]] = {"es": set(), "pt": set()}


def _fields(made: dict) -> list[tuple[str, dict]]:
    return [("pack", f) for f in made["pack"]] + [(k, f) for k, v in made["kinds"].items() for f in v["fields"]]


@pytest.mark.parametrize("lang", ["es", "pt"])
def test_every_field_has_a_short_help_in_the_teachers_language(lang):
    made, english = schema(lang), schema("en")
    english_help = {(kind, f["key"]): f["help"] for kind, f in _fields(english)}
    for kind, f in _fields(made):
        where = (kind, f["key"])
        assert f["help"].strip(), where
        assert len(f["help"]) <= MOST_CHARACTERS, (where, f["help"])
        assert "`" not in f["help"], (where, f["help"])  # no file codes: words a teacher reads
        if f["help"] not in SAME_AS_ENGLISH[lang]:
            assert f["help"] != english_help[where], (where, f["help"])


# Helps as a teacher in Spain / Brazil reads them, written out by hand: the pack's tempo, its title
# (a box per language) and a tap step's metronome.
HELPS = {
    "es": {"tempo": "a qué velocidad suenan y se tocan los ritmos", "title": "el nombre del paquete en cada idioma",
           "metronome": "marca el pulso mientras toca el alumno"},
    "pt": {"tempo": "a que velocidade os ritmos tocam e são tocados", "title": "o nome do pacote em cada idioma",
           "metronome": "marca o pulso enquanto o aluno toca"},
}

# The words each control is described by: the texts of the elements its aria-describedby names.
DESCRIBED = """
return [...document.querySelectorAll(arguments[0])].map((node) =>
  (node.getAttribute('aria-describedby') || '').split(' ').filter((id) => id)
    .map((id) => document.getElementById(id).textContent).join(' '));
"""


@pytest.mark.parametrize("lang", ["es", "pt"])
def test_the_help_is_shown_by_its_field_and_read_out_with_it(tmp_path, lang):
    pack = tmp_path / "05-listening.toml"  # explain, listen and tap steps
    shutil.copy(LESSONS / pack.name, pack)
    words = HELPS[lang]
    with editor(pack, lang, (1280, 800)) as (web, _server):
        # Every field of the pack and of every step shows one help, under its label.
        counts = web.execute_script(
            "return [...document.querySelectorAll('#pack-form .slot, #steps .form .slot')]"
            ".map((s) => [s.dataset.field, s.querySelectorAll('.help').length, (s.querySelector('.help') || {}).textContent])")
        assert counts and all(n == 1 and text for _key, n, text in counts), [c for c in counts if c[1] != 1 or not c[2]]

        tempo = '#pack-form .slot[data-field="tempo"]'
        assert web.find_element("css selector", f"{tempo} .help").get_attribute("textContent") == words["tempo"]
        assert web.execute_script(DESCRIBED, f"{tempo} input") == [words["tempo"]]
        # Shown under the label, above the box typed in.
        order = web.execute_script(
            "const s = document.querySelector(arguments[0]);"
            "return [...s.querySelectorAll('label, .help, input')].map((e) => e.tagName + '.' + e.className)", tempo)
        assert order == ["LABEL.", "P.help", "INPUT."]

        # A text per language: the group and each language's box carry the help.
        title = '#pack-form .slot[data-field="title"]'
        assert web.execute_script(DESCRIBED, f"{title} fieldset") == [words["title"]]
        boxes = web.execute_script(DESCRIBED, f"{title} input[data-lang]")
        assert boxes == [words["title"]] * 3

        tap = web.find_element("css selector", '.step[data-kind="tap"]').get_attribute("id")
        assert web.execute_script(DESCRIBED, f'#{tap} .slot[data-field="metronome"] select') == [words["metronome"]]

        violations = axe_violations(web)
        assert violations == [], [(v["id"], v["description"], [n["target"] for n in v["nodes"]][:3]) for v in violations]
