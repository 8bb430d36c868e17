"""The editor on a phone (412x915), a tablet (1024x768) and a laptop (1280x800), in Spanish and
Portuguese, in a real chromium: it loads nothing from the internet, nothing runs off the side (the
page never scrolls sideways), the Save button stays in reach at the last step, the menus say words
(not the values written in the file) and axe-core finds no serious or critical accessibility
violation. On a laptop the pupil's view stays beside each step's form."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from editor_page import axe_violations, editor

LESSONS = Path(__file__).resolve().parents[2] / "lessons"

# What the menus read for a pack with `faces = "notes"` and a game step with `play = "round"`, and
# the empty choice of "Shuffle the choices" (true when left out) and of a game's faces (no default:
# the pack's), worked out from the catalogs by hand.
WORDS = {
    "es": {"faces": "Figuras musicales", "play": "Una mano", "shuffle": "(por defecto: sí)", "unset": "(sin indicar)"},
    "pt": {"faces": "Figuras musicais", "play": "Uma mão", "shuffle": "(padrão: sim)", "unset": "(não indicado)"},
}

SELECTED = "const s = document.querySelector(arguments[0]); return s.options[s.selectedIndex].text"


@pytest.mark.parametrize(("lang", "size"), [("es", (1024, 768)), ("pt", (1280, 800)), ("es", (412, 915))])
def test_the_editor_works_on_a_phone_a_tablet_and_a_laptop(tmp_path, lang, size):
    pack = tmp_path / "07-game-notes.toml"
    shutil.copy(LESSONS / pack.name, pack)
    with editor(pack, lang, size) as (web, _server):
        words = WORDS[lang]
        assert web.execute_script(SELECTED, '#pack-form [data-field="faces"] select') == words["faces"]
        game = web.find_element("css selector", '.step[data-kind="game"]').get_attribute("id")
        assert web.execute_script(SELECTED, f'#{game} .slot[data-field="play"] select') == words["play"]
        first = "return document.querySelector(arguments[0]).options[0].text"
        assert web.execute_script(first, '#pack-form [data-field="shuffle"] select') == words["shuffle"]
        unset = web.execute_script(first, f'#{game} .slot[data-field="faces"] select')
        assert unset == words["unset"]

        # Offline: everything the page loaded came from the editor's own server.
        loaded = web.execute_script("return performance.getEntriesByType('resource').map((e) => e.name)")
        origin = web.execute_script("return location.origin")
        assert loaded and [url for url in loaded if not url.startswith(origin)] == []

        assert web.execute_script("return document.documentElement.scrollWidth <= window.innerWidth")
        last = web.find_elements("css selector", "#steps > .step")[-1]
        web.execute_script("arguments[0].scrollIntoView()", last)
        box = web.execute_script("const r = document.getElementById('save').getBoundingClientRect();"
                                 "return [r.top, r.bottom, window.innerHeight]")
        assert box[0] >= 0 and box[1] <= box[2], box

        violations = axe_violations(web)
        assert violations == [], [(v["id"], v["description"], [n["target"] for n in v["nodes"]][:3]) for v in violations]


# Every element whose right edge is past the page's, but for those inside a box that scrolls on its
# own (the tile pickers) and stays within the page.
PAST_THE_EDGE = """
const edge = document.documentElement.clientWidth;
const inScroller = (e) => { for (let a = e.parentElement; a; a = a.parentElement) {
  if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(a).overflowX)) return a.getBoundingClientRect().right <= edge + 0.5;
} return false; };
return [...document.querySelectorAll('body *')].filter((e) => { const r = e.getBoundingClientRect();
  return r.width > 0 && r.right > edge + 0.5 && !inScroller(e); })
  .map((e) => e.tagName + ' in ' + ((e.closest('[data-field]') || {}).dataset || {}).field);
"""

GAME_STEP = """
[[steps]]
kind = "game"
id = "music-hand"
rules = "musica"
options = { players = 2 }
opponents = ["greedy"]
play = "round"
"""


def test_on_a_phone_no_step_kind_runs_off_the_side_with_every_fold_open(tmp_path):
    """Seven kinds in a bundled pack, and a game step: each of their fields, pickers opened."""
    pack = tmp_path / "all-kinds.toml"
    pack.write_text((LESSONS / "02-note-values-1.toml").read_text(encoding="utf-8") + GAME_STEP, encoding="utf-8")
    with editor(pack, "es", (412, 915)) as (web, _server):
        kinds = web.execute_script("return [...new Set([...document.querySelectorAll('#steps > .step')].map((s) => s.dataset.kind))]")
        assert sorted(kinds) == ["build", "chain", "explain", "game", "listen", "match", "sum", "tap"]
        web.execute_script("document.querySelectorAll('details').forEach((d) => { d.open = true; })")
        assert web.execute_script("return [window.innerWidth, document.documentElement.scrollWidth]") == [412, 412]
        assert web.execute_script(PAST_THE_EDGE) == []
        violations = axe_violations(web)
        assert violations == [], [(v["id"], v["description"], [n["target"] for n in v["nodes"]][:3]) for v in violations]


@pytest.mark.parametrize("size", [(1280, 800), (1024, 768)])
def test_the_pupils_view_is_beside_the_form_on_a_laptop_and_under_it_on_a_tablet(tmp_path, size):
    pack = tmp_path / "07-game-notes.toml"
    shutil.copy(LESSONS / pack.name, pack)
    with editor(pack, "es", size) as (web, _server):
        form, side = web.execute_script(
            "const s = document.querySelector('#steps > .step');"
            "return [s.querySelector('.form').getBoundingClientRect().right, s.querySelector('.side').getBoundingClientRect().left]")
        # Beside it at 1280; under it on a tablet (the layout the screenshots were taken with).
        assert (side >= form) == (size[0] > 1100), (form, side)
