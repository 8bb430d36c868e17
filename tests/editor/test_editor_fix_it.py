"""A checker's "did you mean 'X'?" becomes a Fix it button in the editor: it writes X as the value
(or, for a misspelt key, as the key's name), the pack is checked again, and a teacher reaches the
button and presses it with the keyboard alone, in a real chromium."""

from __future__ import annotations

import tomllib

import pytest
from editor_page import click, editor, settled, wait_until

from edu_domino.editor.session import fix_value
from edu_domino.i18n import set_language
from edu_domino.lesson.loader import loads_pack
from edu_domino.lesson.pack import Problem

TYPOS = """\
id = "typos"
version = 1
faces = "note"
languages = ["en"]

[title]
en = "Typos"

[instructions]
en = "Fix them."

[[steps]]
kind = "sume"
id = "how-much"
show = ["q"]
answer = 2

[[steps]]
kind = "sum"
id = "two"
promt = { en = "How much is it worth?" }
show = ["h"]
answer = 4
"""

# Each slip in TYPOS, the key it is at, and what its button writes (worked out by hand).
MEANT = {
    ("faces",): {"value": "notes"},
    ("steps", 0, "kind"): {"value": "sum"},
    ("steps", 1, "promt"): {"rename": "prompt"},
}


def test_the_checker_says_which_name_was_meant_and_the_button_writes_it(tmp_path):
    set_language("en")
    _pack, problems = loads_pack(TYPOS, "typos.toml", tmp_path)
    offered = {p.path: fix_value(p) for p in problems if p.meant}
    assert offered == MEANT
    # A word close to none of the names: no guess, so no button.
    _pack, problems = loads_pack(TYPOS.replace('faces = "note"', 'faces = "xyz"'), "typos.toml", tmp_path)
    faces = next(p for p in problems if p.path == ("faces",))
    assert fix_value(faces) is None and "pips" in faces.fix


@pytest.mark.parametrize(("meant", "key", "applied"), [("notes", False, {"value": "notes"}),
                                                        ("prompt", True, {"rename": "prompt"})])
def test_a_meant_name_is_a_value_or_a_key(meant, key, applied):
    problem = Problem("p.toml", 3, "what", "did you mean?", path=("steps", 0, "x"), meant=meant, meant_key=key)
    assert fix_value(problem) == applied


FOCUSED = "const a = document.activeElement; return [a.tagName, a.dataset.fix || '', a.closest('.slot')?.dataset.field]"


def test_fix_it_writes_the_name_meant_and_is_reached_by_keyboard(tmp_path):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    pack = tmp_path / "typos.toml"
    pack.write_text(TYPOS, encoding="utf-8")
    set_language("es")  # as `edu-domino edit --lang es` does: the checker speaks it too
    with editor(pack, "es") as (web, _server):
        faces = '#pack-form .slot[data-field="faces"]'
        problem = web.find_element("css selector", f"{faces} .problem").get_attribute("textContent")
        assert "¿querías decir 'notes'?" in problem
        button = web.find_element("css selector", f'{faces} .problem button[data-fix="faces"]')
        assert button.text == "Corregir"

        # From the menu, Tab reaches the button; Enter presses it; the keyboard stays at the field.
        web.execute_script("document.querySelector(arguments[0]).focus()", f"{faces} select")
        ActionChains(web).send_keys(Keys.TAB).perform()
        assert web.execute_script(FOCUSED) == ["BUTTON", "faces", "faces"]
        ActionChains(web).send_keys(Keys.ENTER).perform()
        settled(web)
        assert web.execute_script("return document.querySelector(arguments[0]).value", f"{faces} select") == "notes"
        assert web.execute_script(FOCUSED) == ["SELECT", "", "faces"]
        assert web.find_elements("css selector", f"{faces} .problem") == []

        # A step's kind: the step gets its form.
        click(web, '[data-fix="steps.0.kind"]')
        settled(web)
        assert web.find_element("id", "step-0").get_attribute("data-kind") == "sum"

        # A misspelt key takes the name meant, its text kept.
        click(web, '[data-fix="steps.1.promt"]')
        settled(web)
        wait_until(lambda: web.find_elements("css selector", "#pack-problems .ok"), "a pack with no problems left")
        click(web, "#save")
        wait_until(lambda: web.execute_script("return document.body.dataset.saved") == "1", "the save")

    saved = tomllib.loads(pack.read_text(encoding="utf-8"))
    assert saved["faces"] == "notes"
    assert [s["kind"] for s in saved["steps"]] == ["sum", "sum"]
    assert saved["steps"][1]["prompt"] == {"en": "How much is it worth?"} and "promt" not in saved["steps"][1]


def test_no_button_renames_a_key_onto_one_already_written(tmp_path):
    pack = tmp_path / "typos.toml"
    pack.write_text(TYPOS.replace('promt = {', 'prompt = { en = "Kept" }\npromt = {'), encoding="utf-8")
    with editor(pack, "en") as (web, _server):
        slip = web.find_element("css selector", '#step-1 .problem[data-path="steps.1.promt"]')
        assert "did you mean 'prompt'?" in slip.get_attribute("textContent")
        assert slip.find_elements("css selector", "button") == []
