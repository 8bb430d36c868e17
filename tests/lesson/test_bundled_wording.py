"""The bundled packs as pupils read them: no machine notation, no seeds, one Portuguese register
(Brazilian, você), numerals never beside powers (docs/faces.md), no warning at all."""

from __future__ import annotations

import re
import tomllib

import pytest

from edu_domino.cli import main
from edu_domino.resources import bundled_lessons_dir

BUNDLED = sorted(bundled_lessons_dir().glob("*.toml"))
TEXT_KEYS = ("title", "instructions", "text", "prompt", "hint")


def _texts(path) -> list[tuple[str, str]]:
    """(language, text) of everything a pupil reads in the pack."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    tables = [data.get(k) for k in TEXT_KEYS] + [s.get(k) for s in data["steps"] for k in TEXT_KEYS]
    return [(lang, text) for table in tables if isinstance(table, dict) for lang, text in table.items()]


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: p.stem)
def test_pupil_text_has_no_caret_powers_and_no_seeds(path):
    for lang, text in _texts(path):
        assert "^" not in text, (lang, text)  # 2³ as the tiles show it, not 2^3
        assert not re.search(r"\b(seed|semilla|semente)\b", text, re.I), (lang, text)


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: p.stem)
def test_portuguese_is_brazilian_with_voce(path):
    # tu forms and European turns of phrase a Brazilian teacher would not write
    european = [r"\btu\b", r"\bteu\b", r"\btua\b", r"\btens\b", r"\bpodes\b", r"\bjogas\b", r"-se os\b",
                r"\bcontam-se\b", r"joga-a\b", r"\bequipa\b", r"\becrã\b", r"\bficheiro\b"]
    for lang, text in _texts(path):
        if lang == "pt":
            for pattern in european:
                assert not re.search(pattern, text), (pattern, text)


def test_the_powers_wording_never_invites_two_to_the_zero_being_zero():
    texts = dict.fromkeys(("es", "pt", "en"), "")
    for lang, text in _texts(bundled_lessons_dir() / "04-powers-of-two.toml"):
        texts[lang] += text + "\n"
    assert "multiplicar el 2 tres veces" not in texts["es"]
    assert "2 × 2 × 2 = 8" in texts["es"] and "2⁰ = 1" in texts["es"]
    # a whole note counts 8, never 2³ (which counts 3): issue 14's finding
    assert "redonda 8 = 2" not in texts["es"] and "whole 8 = 2" not in texts["en"]
    assert "2³ cuenta 3" in texts["es"] and "2³ conta 3" in texts["pt"] and "2³ counts 3" in texts["en"]


def test_every_bundled_pack_passes_strict(capsys):
    assert main(["check-pack", "--strict", str(bundled_lessons_dir())]) == 0
    assert capsys.readouterr().err == ""


def test_numerals_beside_powers_are_a_warning(tmp_path):
    from edu_domino.lesson import check_file

    path = tmp_path / "p.toml"
    path.write_text('''id = "p"
version = 1
languages = ["en"]
title = { en = "P" }
instructions = { en = "I" }

[[steps]]
kind = "sum"
show = ["numerals:4"]
answer = 4

[[steps]]
kind = "sum"
show = ["powers:2^3"]
answer = 3
''', encoding="utf-8")
    _, problems = check_file(path)
    assert [(p.line, p.warning) for p in problems] == [(12, True)]
    assert "a written 8 counts 8 as a numeral and 3 as a power" in problems[0].what
