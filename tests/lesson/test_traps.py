"""The common slips of a teacher, each named with its fix in the teacher's language (es and pt)."""

from __future__ import annotations

import pytest

from edu_domino.cli import main
from edu_domino.lesson.traps import note_name_spelling

PACK = '''id = "trampas"
version = 1
languages = ["es", "pt"]
faces = "notes"
title = { es = "Trampas", pt = "Armadilhas" }
instructions = { es = "Responde.", pt = "Responda." }

[[steps]]
kind = "sum"
id = "dos-negras"
show = ["q", "q"]
answer = 4
'''
SHOW = 'show = ["q", "q"]'  # line 11
ANSWER = "answer = 4"  # line 12

# trap name -> (the pack with the slip, the line to report, what Spanish says, what Portuguese says)
TRAPS = {
    "curly quotes": (PACK.replace(SHOW, 'show = [“q”, “q”]'), 11,
                     "comillas tipográficas “ ” en esta línea; escribe comillas rectas: \"q\"",
                     "aspas curvas “ ” nesta linha; escreva aspas retas: \"q\""),
    "a key after [steps.prompt]": (
        PACK.replace(ANSWER, '[steps.prompt]\nes = "¿Cuánto?"\npt = "Quanto?"\nanswer = 4'), 15,
        "`answer` está debajo de `[steps.prompt]`: muévelo encima de esa línea",
        "`answer` está embaixo de `[steps.prompt]`: mova-o para cima dessa linha"),
    "a key after [steps.prompt] (game)": (
        PACK.replace(ANSWER, 'answer = 4\n\n[[steps]]\nkind = "game"\n[steps.prompt]\nes = "Juega"\n'
                             'pt = "Jogue"\nopponents = ["greedy"]'), 19,
        "`opponents` está debajo de `[steps.prompt]`: muévelo encima de esa línea",
        "`opponents` está embaixo de `[steps.prompt]`: mova-o para cima dessa linha"),
    "a non-breaking space": (PACK.replace(ANSWER, "answer =\u00a04"), 12,
                             "un espacio de no separación en esta línea", "um espaço não separável nesta linha"),
    "a non-breaking space in a spelling": (
        PACK.replace(SHOW, 'show = ["q\u00a0+e", "q"]'), 11,
        "tiene un espacio de no separación; escríbelo sin espacios, como \"q+e\"",
        "tem um espaço não separável; escreva sem espaços, como \"q+e\""),
    "negra": (PACK.replace(SHOW, 'show = ["negra", "q"]'), 11,
              "'negra' es el nombre de una figura, no una grafía; escribe \"q\"",
              "'negra' é o nome de uma figura, não uma grafia; escreva \"q\""),
    "semínima": (PACK.replace(SHOW, 'show = ["semínima", "q"]'), 11,
                 "'semínima' es el nombre de una figura, no una grafía; escribe \"q\"",
                 "'semínima' é o nome de uma figura, não uma grafia; escreva \"q\""),
    "corchea con puntillo": (PACK.replace(SHOW, 'show = ["corchea con puntillo", "q"]'), 11,
                             "escribe \"e.\"", "escreva \"e.\""),
    "a power in a notes pack": (
        PACK.replace(SHOW, 'show = ["2^2", "q"]'), 11,
        "'2^2' es una potencia de dos, pero las caras de este paquete son notes; "
        "escribe \"powers:2^2\", o pon faces = \"powers\" al principio del paquete",
        "'2^2' é uma potência de dois, mas as faces deste pacote são notes; "
        "escreva \"powers:2^2\", ou coloque faces = \"powers\" no início do pacote"),
    "a missing ]": (PACK.replace(SHOW, 'show = ["q", "q"'), 11,
                    "falta `]` al final de esta línea", "falta `]` no fim desta linha"),
    "a missing } in an inline table": (
        PACK.replace('title = { es = "Trampas", pt = "Armadilhas" }', 'title = { es = "Trampas", pt = "Armadilhas"'), 5,
        "falta `}` al final de esta línea", "falta `}` no fim desta linha"),
    "answer = 6.0": (PACK.replace(ANSWER, "answer = 4.0"), 12,
                     "`answer` debe ser un número entero, no un número decimal; escribe answer = 4",
                     "`answer` deve ser um número inteiro, não um número decimal; escreva answer = 4"),
    "a bare word where a value goes": (
        PACK.replace(ANSWER, "answer = cuatro"), 12,
        "esto no es TOML válido: un valor que no es TOML (los textos van entre comillas rectas",
        "isto não é TOML válido: um valor que não é TOML (os textos vão entre aspas retas"),
}


@pytest.mark.parametrize("lang", ["es", "pt"])
@pytest.mark.parametrize("trap", list(TRAPS))
def test_each_trap_is_named_with_its_fix_on_its_line(trap, lang, tmp_path, capsys, monkeypatch):
    text, line, spanish, portuguese = TRAPS[trap]
    monkeypatch.setenv("LANGUAGE", lang)
    path = tmp_path / "trampas.toml"
    path.write_text(text, encoding="utf-8")
    assert main(["check-pack", str(path)]) == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err
    expected = spanish if lang == "es" else portuguese
    assert f"trampas.toml:{line}: " in err and expected in err, err
    # no English left in the message (file names, keys and TOML stay as written)
    for english in ("invalid value", "Invalid value", "is not a language", "a whole number", "Unclosed"):
        assert english not in err


def test_warnings_are_counted_in_good_grammar(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "es")
    path = tmp_path / "p.toml"
    path.write_text(PACK.replace('languages = ["es", "pt"]\n', ""), encoding="utf-8")
    assert main(["check-pack", str(path)]) == 0
    assert "(2 avisos)" in capsys.readouterr().out  # title and instructions lack en
    path.write_text(PACK.replace('languages = ["es", "pt"]', 'languages = ["es", "pt", "en"]').replace(
        'title = { es = "Trampas", pt = "Armadilhas" }', 'title = { es = "T", pt = "T", en = "T" }'), encoding="utf-8")
    assert main(["check-pack", str(path)]) == 0
    assert "(1 aviso)" in capsys.readouterr().out


@pytest.mark.parametrize(("written", "spelling"), [
    ("negra", "q"), ("Semínima", "q"), ("corchea", "e"), ("colcheia", "e"), ("blanca", "h"), ("mínima", "h"),
    ("redonda", "w"), ("semibreve", "w"), ("semicorchea", "s"), ("semicolcheia", "s"), ("negras", "q"),
    ("negra con puntillo", "q."), ("semínima pontuada", "q."), ("negra + corchea", "q+e"),
    ("blanca y negra", "h+q"), ("quarter", "q"), ("dotted half", "h."),
    ("q", None), ("2^3", None), ("negrita", None),
])
def test_note_names_become_spellings(written, spelling):
    assert note_name_spelling(written) == spelling


ENGINE_PACK = PACK + '''
[[steps]]
kind = "sum"
id = "mal-escrita"
show = ["ee+q"]

[[steps]]
kind = "game"
id = "juego"
rules = "música"
opponents = ["fácil"]
'''


@pytest.mark.parametrize(("lang", "expected"), [
    ("es", ["trampas.toml:17: notes:ee+q: 'ee' no es una figura; escribe las figuras como w h q e s (redonda,",
            "trampas.toml:22: no hay reglas llamadas 'música'; ¿querías decir 'musica'?"]),
    ("pt", ["trampas.toml:17: notes:ee+q: 'ee' não é uma figura; escreva as figuras como w h q e s (semibreve,",
            "trampas.toml:22: não há regras chamadas 'música'; você quis dizer 'musica'?"]),
])
def test_face_and_engine_messages_follow_the_teachers_language(lang, expected, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("LANGUAGE", lang)
    path = tmp_path / "trampas.toml"
    path.write_text(ENGINE_PACK, encoding="utf-8")
    assert main(["check-pack", str(path)]) == 1
    err = capsys.readouterr().err
    for line in expected:
        assert line in err, err
    path.write_text(ENGINE_PACK.replace("música", "musica"), encoding="utf-8")
    main(["check-pack", str(path)])
    err = capsys.readouterr().err
    level = {"es": "no hay un nivel de jugador llamado 'fácil'; elige una de estas: random, greedy, expert",
             "pt": "não há um nível de jogador chamado 'fácil'; escolha uma destas: random, greedy, expert"}[lang]
    assert f"trampas.toml:23: {level}" in err, err
