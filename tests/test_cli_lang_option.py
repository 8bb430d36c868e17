"""`--lang es|pt|en` on every command that speaks (Windows cmd cannot type `LANGUAGE=es edu-domino
...`): the command's messages and argparse's own words follow it, and the next command follows
the system again."""

from __future__ import annotations

import pytest

from edu_domino.cli import COMMANDS, build_parser, main

KIND_CAPITAL = '''id = "p"
version = 1
languages = ["es"]
title = { es = "P" }
instructions = { es = "x" }

[[steps]]
Kind = "sum"
show = ["pips:2"]
answer = 2
'''


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_every_command_takes_lang(command):
    sub = next(a for a in build_parser(command)._actions if a.dest == "command")
    parser = sub.choices[command]
    lang = parser._option_string_actions.get("--lang")
    assert lang is not None and set(lang.choices) == {"es", "pt", "en"}


def test_check_pack_speaks_the_language_asked_then_the_system_s_again(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "en")
    pack = tmp_path / "p.toml"
    pack.write_text(KIND_CAPITAL, encoding="utf-8")
    assert main(["check-pack", str(pack), "--lang", "es"]) == 1
    assert capsys.readouterr().err.strip() == (
        f"{pack}:8: `Kind` lleva mayúsculas: las claves se escriben en minúsculas; escribe `kind`")
    assert main(["check-pack", "--lang=pt", str(pack)]) == 1
    assert "`Kind` tem maiúsculas: as chaves se escrevem em minúsculas" in capsys.readouterr().err
    assert main(["check-pack", str(pack)]) == 1
    assert "`Kind` has capitals: keys are written in lowercase; write `kind`" in capsys.readouterr().err


def test_argparse_s_own_words_follow_lang(capsys, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "en")
    with pytest.raises(SystemExit):
        main(["check-pack", "--lang", "pt"])
    assert "edu-domino check-pack: erro: faltam estes argumentos: CAMINHO" in capsys.readouterr().err



def test_check_pack_s_ok_line_gives_the_title_in_the_language_asked(tmp_path, capsys):
    # the pack's own titles, written here: the teacher who asked for Spanish reads the Spanish one
    pack = tmp_path / "t.toml"
    pack.write_text('id = "t"\nversion = 1\ntitle = { es = "Sumar", pt = "Somar", en = "Adding" }\n'
                    'instructions = { es = "x", pt = "x", en = "x" }\n\n'
                    '[[steps]]\nkind = "sum"\nshow = ["pips:2"]\nanswer = 2\n', encoding="utf-8")
    for lang, title in (("es", "'Sumar'"), ("pt", "'Somar'"), ("en", "'Adding'")):
        assert main(["check-pack", str(pack), "--lang", lang]) == 0
        assert title in capsys.readouterr().out
