"""A lesson pack's problems in the teacher's language: check-pack follows the system locale
(LANGUAGE, LC_ALL, LC_MESSAGES, LANG) and says the same thing, at the same place, in es and pt.
File names, line numbers, keys and TOML snippets stay as written."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from edu_domino import i18n
from edu_domino.cli import main

BROKEN = Path(__file__).parent / "broken"
CASES = sorted(BROKEN.glob("*.toml"))
# Their "what is wrong" comes whole from another package (faces, engine, ai), still in English.
OTHER_PACKAGES = {"bad-spelling", "game-unknown-preset", "game-unknown-opponent"}


def _check(path: Path, language: str, monkeypatch, capsys) -> list[str]:
    monkeypatch.setenv("LANGUAGE", language)
    assert main(["check-pack", "--strict", str(path)]) == 1
    return capsys.readouterr().err.splitlines()


def _place(line: str) -> str:
    return line.split(": ", 1)[0]


@pytest.mark.parametrize("language", ["es", "pt"])
@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_the_same_problems_in_the_teachers_language(path, language, monkeypatch, capsys):
    english = _check(path, "en", monkeypatch, capsys)
    translated = _check(path, language, monkeypatch, capsys)
    # The same problems, at the same file and line, each still `file:line: what; how to fix it`.
    assert [_place(x) for x in translated] == [_place(x) for x in english]
    for line in translated:
        assert re.match(rf"^{re.escape(str(path))}:\d+: .+; .+", line), line
        assert "Traceback" not in line
    changed = [t for t, e in zip(translated, english, strict=True) if t != e]
    if path.stem in OTHER_PACKAGES:
        return
    assert len(changed) == len(english), [t for t in translated if t not in changed]
    # Keys, values and snippets in backticks or quotes come through untranslated.
    for t, e in zip(translated, english, strict=True):
        assert re.findall(r"`[^`]+`", t) == re.findall(r"`[^`]+`", e)


def test_did_you_mean_in_spanish_and_portuguese(monkeypatch, capsys):
    path = BROKEN / "unknown-step-key.toml"
    es = "\n".join(_check(path, "es", monkeypatch, capsys))
    pt = "\n".join(_check(path, "pt", monkeypatch, capsys))
    en = "\n".join(_check(path, "en", monkeypatch, capsys))
    assert "did you mean 'answer'?" in en
    assert "¿querías decir 'answer'?" in es and "clave desconocida `anwser`" in es
    assert "você quis dizer 'answer'?" in pt and "chave desconhecida `anwser`" in pt


def test_a_warning_and_the_summary_line_in_portuguese(monkeypatch, capsys):
    monkeypatch.setenv("LANGUAGE", "pt")
    path = BROKEN / "missing-language.toml"
    assert main(["check-pack", str(path)]) == 0
    out = capsys.readouterr()
    assert "aviso: `title` não tem texto em pt" in out.err
    assert out.out.startswith(f"ok {path}: broken v1 (nível 1") and "1 passo (1 sum) (1 aviso)" in out.out


def test_system_locale_order_and_fallback(monkeypatch):
    assert i18n.system_language({"LANGUAGE": "pt_BR:es", "LANG": "es_ES.UTF-8"}) == "pt"
    assert i18n.system_language({"LC_ALL": "es_MX.UTF-8", "LANG": "pt_PT.UTF-8"}) == "es"
    assert i18n.system_language({"LC_MESSAGES": "de_DE", "LANG": "fr_FR"}) == "en"
    monkeypatch.setenv("LANGUAGE", "fr")
    monkeypatch.setenv("LC_ALL", "pt_BR.UTF-8")
    assert i18n.current_language() == "pt"  # French is not offered: the next one asked for
    i18n.set_language("es")  # the app's choice wins over the system's
    assert i18n.current_language() == "es"


def test_a_broken_translation_falls_back_to_english():
    assert i18n.fill("{nope} falta", {"key": "x"}, "`{key}` is missing") == "`x` is missing"


def test_check_pack_command_in_spanish_from_the_shell(tmp_path):
    """The real entry point in a fresh process, as a teacher runs it with a Spanish locale."""
    env = {**os.environ, "LANGUAGE": "es", "LANG": "es_ES.UTF-8"}
    path = BROKEN / "sum-answer-wrong.toml"
    done = subprocess.run([sys.executable, "-c", "import sys; from edu_domino.cli import main; sys.exit(main())",
                           "check-pack", str(path)], capture_output=True, text=True, env=env)
    assert done.returncode == 1
    assert "pero valen" in done.stderr and "escribe answer = " in done.stderr
    assert "Traceback" not in done.stderr


def test_the_messages_module_is_pure_and_its_examples_run():
    import doctest

    assert doctest.testmod(i18n).failed == 0
    code = ("import sys, edu_domino.i18n, edu_domino.lesson, edu_domino.progress;"
            "bad = [m for m in sys.modules if m.split('.')[0] in ('pygame', 'mido') or m.startswith('edu_domino.ui')];"
            "sys.exit(1 if bad else 0)")
    assert subprocess.run([sys.executable, "-c", code], capture_output=True).returncode == 0
