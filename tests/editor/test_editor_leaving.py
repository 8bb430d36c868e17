"""Closing the editor's tab with changes not saved asks first (the browser's "Leave site?"), so a
teacher's hour of work is not lost to a stray click; once saved, or with nothing changed, it
closes at once."""

from __future__ import annotations

from editor_page import click, editor, settled, type_into, wait_until

PACK = """\
id = "leaving"
version = 1
level = 1
languages = ["en"]

[title]
en = "Leaving"
[instructions]
en = "Add."

[[steps]]
kind = "sum"
id = "two"
show = ["2"]
answer = 2
"""

# Whether the page asks before it is closed: a cancelable beforeunload, as the browser sends one.
ASKS = ("const e = new Event('beforeunload', {cancelable: true}); window.dispatchEvent(e);"
        "return e.defaultPrevented")


def test_closing_with_unsaved_changes_asks_first(tmp_path):
    pack = tmp_path / "leaving.toml"
    pack.write_text(PACK, encoding="utf-8")
    with editor(pack) as (web, _server):
        assert web.execute_script(ASKS) is False  # opened, nothing changed
        type_into(web, '#pack-form [data-field="title"] [data-lang="en"]', "Leaving soon")
        settled(web)
        assert web.execute_script(ASKS) is True
        click(web, "#save")
        wait_until(lambda: web.execute_script("return document.body.dataset.saved") == "1", "the save")
        assert web.execute_script(ASKS) is False
        assert 'en = "Leaving soon"' in pack.read_text(encoding="utf-8")
