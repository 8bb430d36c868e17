"""The worksheet a teacher hands out speaks the sheet's language, not the pack's codes: no note code
(`q+rq`, `h`), no `2^3`, on any page; the answer key says the notes by their names ("negra +
silencio de negra") and draws them; a chain's ends are named with the language's own letters.
The oracle is the table of names below, written by hand from a music teacher's vocabulary."""

from __future__ import annotations

import re

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_raw
import pytest

from edu_domino.cli import main

NOTES_PACK = '''id = "palabras"
version = 1
faces = "notes"
shuffle = false
title = { es = "Figuras", pt = "Figuras", en = "Notes" }
instructions = { es = "Responde.", pt = "Responda.", en = "Answer." }

[[steps]]
kind = "explain"
show = ["q", "e+e"]
text = { es = "Mira.", pt = "Veja.", en = "Look." }

[[steps]]
kind = "sum"
show = ["q.", "e"]
answer = 4

[[steps]]
kind = "listen"
play = "h+rh"
choices = ["q", "h+rh", "w"]

[[steps]]
kind = "match"
half = "q"
choices = ["3-0", "2-1", "2-2"]

[[steps]]
kind = "build"
target = 3
palette = ["e", "q"]
answer = ["e", "q"]

[[steps]]
kind = "chain"
line = ["4-1", "1-2"]
hand = ["2-6", "5-5"]

[[steps]]
kind = "tap"
play = "q+e+e"
'''

# What the key must say, by question number (the explain step asks nothing).
KEY = {
    "es": {2: "opción 2 empezando por la izquierda (blanca + silencio de blanca)",
           3: "opciones 2, 3 empezando por la izquierda (negra y corchea; negra y negra)",
           4: "corchea + negra", 5: "en el extremo derecho", 6: "negra + corchea + corchea"},
    "pt": {2: "opção 2 a partir da esquerda (mínima + pausa de mínima)",
           4: "colcheia + semínima", 6: "semínima + colcheia + colcheia"},
    "en": {2: "choice 2 from the left (half note + half rest)", 4: "eighth note + quarter note",
           6: "quarter note + eighth note + eighth note"},
}
ENDS = {"es": "(I izquierdo, D derecho)", "pt": "(E esquerda, D direita)", "en": "(L left, R right)"}
# A note code as a pack writes it: a token of note letters, or notes joined by + or _, or a power's caret.
CODE = re.compile(r"(?<![\w])r?[whqes]\.*(?:[+_]r?[whqes]\.*)*(?![\w])|\^|notes:|powers:")
# Single letters the languages write as words (Portuguese "e" = and; Spanish "e" before an i).
WORD_LETTERS = {"e"}


def _pages(path) -> list[tuple[str, int]]:
    doc = pdfium.PdfDocument(str(path))
    out = [(" ".join(page.get_textpage().get_text_range().split()),
            len(list(page.get_objects(filter=[pdfium_raw.FPDF_PAGEOBJ_IMAGE])))) for page in doc]
    doc.close()
    return out


def _codes(text: str) -> list[str]:
    return [m.group() for m in CODE.finditer(text) if m.group() not in WORD_LETTERS]


def _printed(tmp_path, capsys, pack_text: str, lang: str) -> list[tuple[str, int]]:
    """The pages of the worksheet of `pack_text` in `lang`: (text, pictures) each."""
    pack, out = tmp_path / "pack.toml", tmp_path / "hoja.pdf"
    pack.write_text(pack_text, encoding="utf-8")
    assert main(["worksheet", str(pack), str(out), "--lang", lang]) == 0
    capsys.readouterr()
    return _pages(out)


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_a_notes_worksheet_names_every_note_and_shows_no_code(tmp_path, capsys, lang):
    pages = _printed(tmp_path, capsys, NOTES_PACK, lang)
    for text, _pictures in pages:
        assert _codes(text) == [], text
    key, key_pictures = pages[-1]
    for number, words in KEY[lang].items():
        assert words in key, (number, key)
    assert ENDS[lang] in " ".join(text for text, _ in pages[:-1])
    # the key draws the answers to questions 2-6 (a number needs no picture): at least one each
    assert key_pictures >= 5


def test_the_code_pattern_catches_what_a_pack_writes():
    # The test's own pattern, checked against codes and against words it must let through.
    assert _codes("1. q+rq 2. h 3. h._e 4. 2^2 + 2^3") == ["q+rq", "h", "h._e", "^", "^"]
    assert _codes("negra + silencio de negra; mínima e semínima; 2² + 2³") == []


GAME_PACK = NOTES_PACK.split("[[steps]]")[0] + '''[[steps]]
kind = "game"
rules = "musica"
'''
# The rules by the name New game gives them, never the preset's code `musica`.
RULES_NAMED = {"es": "(reglas: Música y matemáticas)", "pt": "(regras: Música e matemática)",
               "en": "(rules: Music and maths)"}


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_a_game_step_names_its_rules_as_new_game_does(tmp_path, capsys, lang):
    text = " ".join(text for text, _pictures in _printed(tmp_path, capsys, GAME_PACK, lang))
    assert RULES_NAMED[lang] in text, text


@pytest.mark.parametrize("name", ["02-note-values-1", "03-note-values-2", "05-listening", "06-mixed-review",
                                  "07-game-notes"])
def test_a_bundled_notes_pack_printed_in_spanish_shows_no_code(tmp_path, capsys, name):
    from edu_domino.resources import bundled_lessons_dir

    pack_text = (bundled_lessons_dir() / f"{name}.toml").read_text(encoding="utf-8")
    for number, (text, _pictures) in enumerate(_printed(tmp_path, capsys, pack_text, "es"), start=1):
        assert _codes(text) == [], (number, text)
