"""`edu-domino worksheet PACK OUT.pdf`: an A4 worksheet of every bundled pack, checked page by page
(rendered with pypdfium2): questions numbered, pictures drawn, the answer key on the last page."""

from __future__ import annotations

import tomllib

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_raw
import pytest

from edu_domino.cli import main
from edu_domino.resources import bundled_lessons_dir

BUNDLED = sorted(bundled_lessons_dir().glob("*.toml"))
A4_POINTS = (595, 842)
KEY_HEADING = {"es": "Soluciones", "pt": "Gabarito", "en": "Answer key"}


def _pictures(pdf_path) -> list[int]:
    """How many pictures (tiles, halves) each page holds."""
    document = pdfium.PdfDocument(str(pdf_path))
    counts = [len(list(page.get_objects(filter=[pdfium_raw.FPDF_PAGEOBJ_IMAGE]))) for page in document]
    document.close()
    return counts


def _pages(pdf_path) -> list[tuple[str, object]]:
    """(text, image) of every page."""
    document = pdfium.PdfDocument(str(pdf_path))
    pages = []
    for page in document:
        assert tuple(round(x) for x in page.get_size()) == A4_POINTS
        text = " ".join(page.get_textpage().get_text_range().replace("\r", "").split(" "))
        text = "\n".join(" ".join(line.split()) for line in text.splitlines())
        image = page.render(scale=0.5).to_pil().convert("L")
        pages.append((text, image))
    document.close()
    return pages


def _ink(image) -> int:
    """How many dark pixels: text and pictures (an "L" image's histogram: pixels per grey level)."""
    return sum(image.histogram()[:128])


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: p.stem)
def test_every_bundled_pack_prints_with_its_answer_key(path, tmp_path, capsys):
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    questions = [s for s in data["steps"] if s["kind"] not in ("explain", "game")]
    out = tmp_path / "sheet.pdf"
    assert main(["worksheet", str(path), str(out), "--lang", "es"]) == 0
    pages = _pages(out)
    assert f"{out}: {len(pages)} páginas" in capsys.readouterr().out  # --lang es: the messages too
    assert len(pages) >= 2
    body = "\n".join(text for text, _ in pages[:-1])
    key = pages[-1][0]
    assert data["title"]["es"] in pages[0][0]
    assert "Nombre:" in pages[0][0]
    assert key.lstrip().startswith(KEY_HEADING["es"])
    # every question numbered in order on the question pages, and answered in the key
    for n in range(1, len(questions) + 1):
        assert f"{n}." in body
        assert f"{n}." in key
    assert f"{len(questions) + 1}." not in key
    # a number question's key is the pack's own answer (the pack file is the oracle)
    for n, step in enumerate(questions, start=1):
        if step["kind"] == "sum" and "target" not in step:
            assert f"\n{n}. {step['answer']}\n" in f"\n{key}\n", key
        if step["kind"] == "sum" and "target" in step:
            assert f"\n{n}. {'sí' if step['answer'] else 'no'}\n" in f"\n{key}\n", key
    for _text, image in pages[:-1]:
        assert _ink(image) > 300  # not an empty page
    # every question is drawn: at least one picture per question (its half, tiles, or choices);
    # the key draws the answer of every question answered by halves or tiles (not a number)
    pictures = _pictures(out)
    drawn = sum(1 for step in questions if step["kind"] in ("sum", "match", "build", "listen", "chain"))
    answered_in_pictures = sum(1 for step in questions if step["kind"] in ("match", "build", "listen", "chain", "tap"))
    assert sum(pictures[:-1]) >= drawn and pictures[-1] >= answered_in_pictures


def test_the_worksheet_follows_the_language_asked_and_the_pack(tmp_path):
    path = bundled_lessons_dir() / "02-note-values-1.toml"
    for lang in ("pt", "en"):
        out = tmp_path / f"{lang}.pdf"
        assert main(["worksheet", str(path), str(out), "--lang", lang]) == 0
        pages = _pages(out)
        assert pages[-1][0].lstrip().startswith(KEY_HEADING[lang])
    spanish_only = tmp_path / "solo.toml"
    spanish_only.write_text('''id = "solo"
version = 1
languages = ["es"]
title = { es = "Solo en español" }
instructions = { es = "Cuenta los puntos." }

[[steps]]
kind = "sum"
show = ["5-2"]
answer = 7
''', encoding="utf-8")
    out = tmp_path / "solo.pdf"
    assert main(["worksheet", str(spanish_only), str(out)]) == 0  # no --lang: the pack's language
    pages = _pages(out)
    assert "Solo en español" in pages[0][0] and pages[-1][0].lstrip().startswith("Soluciones")
    assert "\n1. 7" in pages[-1][0]


def test_a_broken_pack_or_a_bad_folder_is_one_clean_message(tmp_path, capsys):
    bad = tmp_path / "bad.toml"
    bad.write_text('id = "x"\nversion = 1\n', encoding="utf-8")
    assert main(["worksheet", str(bad), str(tmp_path / "x.pdf")]) == 1
    assert "bad.toml:1: `title` is missing" in capsys.readouterr().err
    path = bundled_lessons_dir() / "01-warmup-pips-numerals.toml"
    (tmp_path / "a-file").write_text("x", encoding="utf-8")
    assert main(["worksheet", str(path), str(tmp_path / "a-file" / "x.pdf")]) == 1
    err = capsys.readouterr().err
    assert "x.pdf: cannot be written" in err and "Traceback" not in err


ONE_AND_TWO = '''id = "choices"
version = 1
languages = ["es", "pt"]
faces = "notes"
shuffle = false
title = { es = "Elige", pt = "Escolha" }
instructions = { es = "Elige.", pt = "Escolha." }

[[steps]]
kind = "listen"
play = "h"
choices = ["q+q", "h", "e"]

[[steps]]
kind = "match"
half = "q"
choices = ["3-0", "2-1", "2-2"]
'''


@pytest.mark.parametrize(("lang", "one", "two"), [
    ("es", "1. opción 2 empezando por la izquierda", "2. opciones 2, 3 empezando por la izquierda"),
    ("pt", "1. opção 2 a partir da esquerda", "2. opções 2, 3 a partir da esquerda"),
])
def test_the_key_says_choice_for_one_place_and_choices_for_several(tmp_path, lang, one, two):
    pack = tmp_path / "choices.toml"
    pack.write_text(ONE_AND_TWO, encoding="utf-8")
    out = tmp_path / "sheet.pdf"
    assert main(["worksheet", str(pack), str(out), "--lang", lang]) == 0
    key = _pages(out)[-1][0]
    assert one in key and two in key, key
