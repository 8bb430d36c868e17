"""The hand-editing slips a Spanish-speaking teacher hit, each said in Spanish with its cause and
its fix, on its line (`check-pack --lang es`). The expected lines are written here by hand: what
a teacher should read, not what the code happens to print."""

from __future__ import annotations

import pytest
from picture_files import tiny_png

from edu_domino.cli import main

HEAD = '''id = "pack"
version = 1
faces = "notes"
languages = ["es"]
title = { es = "Paquete" }
instructions = { es = "Responde." }
'''

CASES = {
    # A Windows path in double quotes: `\f` is read as a form feed...
    "windows-path-control": (
        '[[steps]]\nkind = "explain"\ntext = { es = "Mira." }\nimage = "imagenes\\figuras.png"\n', 11,
        'entre comillas dobles una \\ empieza un código de escape (como \\n), así que "imagenes\\figuras.png" no se '
        'puede leer; escribe la ruta con / ("imagenes/figuras.png") o ponla entre comillas simples '
        "('imagenes\\figuras.png')"),
    # ... and `\U` stops the TOML reader ("Invalid hex value", in English, before).
    "windows-path-hex": (
        '[[steps]]\nkind = "explain"\ntext = { es = "Mira." }\nimage = "C:\\Users\\ana\\figuras.png"\n', 11,
        'entre comillas dobles una \\ empieza un código de escape (como \\n), así que "C:\\Users\\ana\\figuras.png" '
        'no se puede leer; escribe la ruta con / ("C:/Users/ana/figuras.png") o ponla entre comillas simples '
        "('C:\\Users\\ana\\figuras.png')"),
    "decimal-comma-in-quotes": (
        '[[steps]]\nkind = "tap"\nplay = "q+q"\nanswer = [0, "0,75"]\n', 11,
        '"0,75" está escrito con coma decimal; en un paquete los números llevan punto y van sin comillas; '
        "escribe answer = [0, 0.75]"),
    "decimal-comma-bare": (  # TOML reads [0, 0,75] as three numbers: 0, 0 and 75
        '[[steps]]\nkind = "tap"\nplay = "q+q"\nanswer = [0, 0,75]\n', 11,
        "0,75 está escrito con coma decimal; en un paquete los números llevan punto; escribe answer = [0, 0.75]"),
    "milliseconds": (  # at tempo 80 a quarter note lasts 0.75 s
        '[[steps]]\nkind = "tap"\nplay = "q+q"\nanswer = [0, 750]\n', 11,
        "750 parecen milisegundos; una respuesta de toques va en segundos (750 ms = 0.75 s); "
        "escribe answer = [0, 0.75]"),
    "steps-with-one-pair-of-brackets": (  # "deja solo una" would have deleted a step
        '[steps]\nkind = "sum"\nshow = ["q"]\nanswer = 2\n\n[steps]\nkind = "sum"\nshow = ["h"]\nanswer = 4\n', 13,
        "`[steps]` lleva un solo par de corchetes, así que es una sola tabla, no una lista de pasos; "
        "empieza cada paso con `[[steps]]`, con dos pares de corchetes"),
    "one-step-with-one-pair-of-brackets": (
        '[steps]\nkind = "sum"\nshow = ["q"]\nanswer = 2\n', 8,
        "`[steps]` lleva un solo par de corchetes, así que es una sola tabla, no una lista de pasos; "
        "empieza cada paso con `[[steps]]`, con dos pares de corchetes"),
    "capital-kind": (
        '[[steps]]\nKind = "sum"\nshow = ["q"]\nanswer = 2\n', 9,
        "`Kind` lleva mayúsculas: las claves se escriben en minúsculas; escribe `kind`"),
    "rest-meant-as-zero": (  # a quarter (2) and a quarter rest (2) make 4; the teacher counted the rest 0
        '[[steps]]\nkind = "sum"\nshow = ["q", "rq"]\nanswer = 2\n', 11,
        'answer = 2, pero valen 4: un silencio dura lo mismo que su figura (rq vale 2, igual que q); '
        'solo "empty" vale 0; escribe answer = 4'),
    "rest-meant-as-zero-in-a-match": (  # no `answer = [""]` any more: the choices are what is wrong
        '[[steps]]\nkind = "match"\nhalf = "rq"\nchoices = ["0-1", "1-3"]\nanswer = ["0-1"]\n', 11,
        "ninguna opción tiene una mitad que valga 2 (lo que vale rq), así que ningún alumno podría responder: "
        'un silencio dura lo mismo que su figura (rq vale 2, igual que q); solo "empty" vale 0; '
        "añade una ficha con un 2"),
    # The documented way to be told the seconds (docs/lesson-packs.md): `answer = []`. Tile 3-2 in
    # notes is a dotted quarter (1.5 s at the pack's default tempo 80: 3 eighths of 0.375 s =
    # 1.125 s) then a quarter: taps at 0 and 1.125.
    "empty-tap-answer": (
        '[[steps]]\nkind = "tap"\ntile = "3-2"\nanswer = []\n', 11,
        "`answer` todavía no tiene toques; a tempo 80 las notas de este ritmo empiezan en estos segundos; "
        "escribe answer = [0, 1.125]"),
    # Taps for q+e+e at tempo 80 (0, 0.75, 1.125) with the second 0.3 s early: said in the
    # teacher's words (not the pupil's hint), with the right list.
    "tap-answer-off": (
        '[[steps]]\nkind = "tap"\nplay = "q+e+e"\nanswer = [0, 0.45, 1.125]\n', 11,
        "estos toques no se juzgan bien: la nota 2 llega 300 ms antes; escribe answer = [0, 0.75, 1.125]"),
    # Triplets are not written (issue 27: "say so if not"): said as such, not as "not a note".
    "triplet": (
        '[[steps]]\nkind = "tap"\nplay = "q+e3"\n', 10,
        "notes:q+e3: 'e3' sería un tresillo, y una mitad no puede llevar tresillos, solo figuras sencillas, "
        "con puntillo o ligadas, y silencios; elige un ritmo con ellas, por ejemplo e+e"),
    "tolerance-in-spanish": (
        '[[steps]]\nkind = "tap"\nplay = "q+q"\ntolerance = "fácil"\n', 11,
        "`tolerance` vale 'fácil', que no es uno de sus nombres; "
        'escribe tolerance = "gentle" (uno de estos: gentle, fair, strict)'),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_each_slip_is_said_in_spanish_with_its_fix(tmp_path, capsys, name):
    body, line, expected = CASES[name]
    pack = tmp_path / "pack.toml"
    pack.write_text(HEAD + "\n" + body, encoding="utf-8")
    assert main(["check-pack", str(pack), "--lang", "es"]) == 1
    err = capsys.readouterr().err
    assert err.splitlines() == [f"{pack}:{line}: {expected}"], err


def test_a_step_is_named_by_its_id_not_its_place(tmp_path, capsys):
    pack = tmp_path / "pack.toml"
    pack.write_text(HEAD.replace('languages = ["es"]', 'languages = ["es", "pt"]').replace('{ es = "Paquete" }', '{ es = "P", pt = "P" }')
                    .replace('{ es = "Responde." }', '{ es = "R", pt = "R" }') + '''
[[steps]]
kind = "sum"
id = "negra"
show = ["q"]
answer = 2

[[steps]]
kind = "sum"
id = "blanca"
show = ["h"]
answer = 4
prompt = { es = "¿Cuánto vale?" }

[[steps]]
kind = "sum"
show = ["e"]
answer = 1
hint = { es = "Corchea." }
''', encoding="utf-8")
    assert main(["check-pack", str(pack), "--lang", "es", "--strict"]) == 1
    err = capsys.readouterr().err.splitlines()
    assert f'{pack}:19: aviso: `prompt` del paso "blanca" no tiene texto en pt; añade pt = "..." ' \
           "(mientras tanto esos alumnos leen el texto en es)" in err, err
    assert f"{pack}:25: aviso: `hint` del paso 3 no tiene texto en pt; añade pt = \"...\" " \
           "(mientras tanto esos alumnos leen el texto en es)" in err, err
    assert not any("steps[" in line for line in err)


def test_a_windows_path_in_single_quotes_finds_the_picture(tmp_path, capsys):
    (tmp_path / "imagenes").mkdir()
    (tmp_path / "imagenes" / "figuras.png").write_bytes(tiny_png(3, 2))
    pack = tmp_path / "pack.toml"
    pack.write_text(HEAD + """
[[steps]]
kind = "explain"
text = { es = "Mira." }
image = 'imagenes\\figuras.png'

[[steps]]
kind = "sum"
show = ["q"]
answer = 2
""", encoding="utf-8")
    assert main(["check-pack", str(pack), "--lang", "es"]) == 0, capsys.readouterr().err
