"""A picture chosen in a step's form, in a real chromium: it is copied beside the pack, the step
names it, the form shows it, and the server shows nothing but pictures beside the pack."""

from __future__ import annotations

from editor_page import click, editor, settled, wait_until
from picture_files import tiny_png

PACK = """\
id = "pictures"
version = 1
level = 1
languages = ["en"]

[title]
en = "Pictures"
[instructions]
en = "Look."

[[steps]]
kind = "explain"
id = "look"
text = { en = "A picture." }
"""


def test_a_chosen_picture_is_copied_beside_the_pack_and_shown(tmp_path):
    folder = tmp_path / "packs"
    folder.mkdir()
    pack = folder / "pictures.toml"
    pack.write_text(PACK, encoding="utf-8")
    elsewhere = tmp_path / "Desktop"
    elsewhere.mkdir()
    (elsewhere / "Dotted quarter.png").write_bytes(tiny_png(30, 20))
    with editor(pack) as (web, _server):
        chooser = web.find_element("css selector", '#step-0 .slot[data-field="image"] input[type="file"]')
        chooser.send_keys(str(elsewhere / "Dotted quarter.png"))
        shown = wait_until(lambda: web.find_elements("css selector", '#step-0 .slot[data-field="image"] img.picture'),
                           "the picture in the form")
        settled(web)
        size = wait_until(lambda: web.execute_script(
            "const i = arguments[0]; return i.complete && i.naturalWidth && [i.naturalWidth, i.naturalHeight]", shown[0]),
            "the picture drawn")
        assert size == [30, 20]
        assert web.execute_script("return state.data.steps[0].image") == "Dotted-quarter.png"
        assert (folder / "Dotted-quarter.png").read_bytes() == (elsewhere / "Dotted quarter.png").read_bytes()
        click(web, "#save")
        wait_until(lambda: web.execute_script("return document.body.dataset.saved") == "1", "the save")
        # Only pictures beside the pack are shown: never the pack itself, nor a file elsewhere.
        statuses = web.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "Promise.all(['Dotted-quarter.png', 'pictures.toml', '..%2FDesktop%2FDotted%20quarter.png']"
            ".map((n) => fetch('/picture/' + n).then((r) => r.status))).then(done)")
        assert statuses == [200, 404, 404]
    assert 'image = "Dotted-quarter.png"' in pack.read_text(encoding="utf-8")
