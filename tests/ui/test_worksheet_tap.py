"""A tap step on the printed worksheet: its rhythm drawn, the pupil told to clap it, the answer
key giving the rhythm in words."""

from __future__ import annotations

import pypdfium2 as pdfium
import pytest

from edu_domino.cli import main

CLAP = {
    "en": "Clap it for your teacher: one clap for each note, none for a rest.",
    "es": "Da palmas para tu profesor o profesora: una palmada por cada nota y ninguna en los silencios.",
    "pt": "Bata palmas para o seu professor: uma palma para cada nota e nenhuma nas pausas.",
}


KEY = {
    "en": ("quarter note + eighth note + eighth note", "quarter note | eighth note + eighth note"),
    "es": ("negra + corchea + corchea", "negra | corchea + corchea"),
    "pt": ("semínima + colcheia + colcheia", "semínima | colcheia + colcheia"),
}


def _text(path) -> str:
    doc = pdfium.PdfDocument(str(path))
    return " ".join(" ".join(doc[i].get_textpage().get_text_range().split()) for i in range(len(doc)))


PACK = """id = "claps"
version = 1
faces = "notes"
title = { es = "Palmas", pt = "Palmas", en = "Claps" }
instructions = { es = "Toca.", pt = "Toque.", en = "Tap." }

[[steps]]
kind = "tap"
play = "q+e+e"

[[steps]]
kind = "tap"
tile = ["q", "e+e"]
"""


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_a_tap_step_prints_as_a_rhythm_to_clap(tmp_path, capsys, lang):
    out, pack = tmp_path / "sheet.pdf", tmp_path / "claps.toml"
    pack.write_text(PACK, encoding="utf-8")
    assert main(["worksheet", "--lang", lang, str(pack), str(out)]) == 0
    capsys.readouterr()
    text = _text(out)
    assert text.count(CLAP[lang]) == 2  # one under each tap step
    # the answer key: the rhythms said in words, never in the pack's codes
    assert KEY[lang][0] in text and KEY[lang][1] in text
    assert "q+e+e" not in text and "e+e" not in text
