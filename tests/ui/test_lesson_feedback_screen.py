"""The lesson screen's feedback: a long hint is drawn whole (never cut after two lines), and the
step counter stays on the answered step until Continue. Oracle: the hint's last words, and the
counter's text, written by hand."""

from __future__ import annotations

from edu_domino.lesson import loads_pack
from edu_domino.ui.scenes.lesson_screen import LessonScene

PACK = '''
id = "f"
version = 1
faces = "notes"
retries = 0
repeat_wrong = 0
title = { es = "T", pt = "T", en = "T" }
instructions = { es = "i", pt = "i", en = "i" }
[[steps]]
kind = "sum"
id = "a"
show = ["notes:q+e"]
[[steps]]
kind = "sum"
id = "b"
show = ["notes:q"]
'''


def test_a_long_hint_is_drawn_whole_and_the_counter_waits_for_continue(make_app):
    pack, problems = loads_pack(PACK)
    assert pack is not None, [str(p) for p in problems]
    app = make_app(size=(800, 600), language="es")
    scene = LessonScene(app, pack, seed=1)
    app.push(scene)
    scene.submit(None)  # the instructions page
    scene.shown = scene.runner.current
    scene.submit(9)  # wrong, and the last try
    drawn = app.theme.record_texts()
    app.frame()
    text = " ".join(drawn)
    assert "une dos figuras en un solo sonido." in text  # the end of the notes hint
    assert "La respuesta: negra + corchea" in text or "La respuesta: 3" in text
    assert any(t.startswith("Paso 2 de 3") for t in drawn), drawn  # the instructions page is step 1
