"""Every teacher-facing command's `--help`, its usage errors and the `presets` and `replay`
summaries in Spanish and Portuguese (`--lang es|pt`), with no English left: the description, every
option's help, the value placeholders, the sub-command list and argparse's own words.

Oracles: phrases written here by hand, and the catalogs themselves (read from the .po text): every
help text a command's parser holds must be translated there, differently from the English, and the
English must not show in the help a Spanish or Portuguese teacher reads. `bench` and `screenshot`
are for developers and stay English (README.md, "Commands", and docs/ui.md, "Languages", say so).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from edu_domino.cli import COMMANDS, build_parser, main

ROOT = Path(__file__).resolve().parent.parent
DEVELOPERS_ONLY = {"bench", "screenshot"}
TEACHER_COMMANDS = sorted(set(COMMANDS) - DEVELOPERS_ONLY)
# Placeholders that are symbols, the same in every language.
SYMBOLS = {"F", "D", "S", "P", "N", "BPM", "6|9|12"}
# What argparse says in English, which must not show in es/pt.
ARGPARSE_ENGLISH = ("usage:", "options:", "positional arguments", "show this help message and exit")

# One sentence per command and language, written by hand: its description as a teacher reads it.
DESCRIPTIONS = {
    "check-pack": ("revisa paquetes de lecciones (archivos o carpetas) y dice exactamente qué falla y dónde",
                   "verifica pacotes de lições (arquivos ou pastas) e diz exatamente o que está errado e onde"),
    "run-pack": ("prueba un paquete de lecciones con respuestas ya escritas",
                 "testa um pacote de lições com respostas já escritas"),
    "worksheet": ("imprime un paquete de lecciones: una ficha de trabajo A4 (PDF)",
                  "imprime um pacote de lições: uma folha de atividades A4 (PDF)"),
    "serve": ("juego en clase: sirve la página de los dispositivos", "jogo em sala: serve a página dos aparelhos"),
    "edit": ("edita un paquete de lecciones en el navegador", "edita um pacote de lições no navegador"),
    "export-progress": ("Guarda el progreso de los alumnos", "Grava o progresso dos alunos"),
    "record": ("Copia un registro de progreso en otro", "Copia um registro de progresso para outro"),
    "lessons": ("lista los paquetes de lecciones", "lista os pacotes de lições"),
    "presets": ("lista los reglamentos predefinidos", "lista os regulamentos predefinidos"),
    "replay": ("comprueba con las reglas cada jugada de una partida grabada",
               "confere com as regras cada jogada de uma partida gravada"),
    "play": ("Abre la ventana del juego", "Abre a janela do jogo"),
    "simulate": ("juega partidas completas entre jugadores del ordenador",
                 "joga partidas completas entre jogadores do computador"),
    "gallery": ("dibuja cada ficha de un juego de caras en archivos PNG",
                "desenha cada pedra de um conjunto de faces em arquivos PNG"),
    "export-midi": ("guarda los sonidos de una partida grabada", "grava os sons de uma partida gravada"),
}
# A few option helps and usage lines, by hand.
PHRASES = {
    "es": {
        "check-pack": ["uso: edu-domino check-pack [-h] [--strict] [--lang {es,pt,en}] RUTA [RUTA ...]",
                       "--strict cuenta los avisos (p. ej., un idioma que falta) como errores",
                       "-h, --help muestra esta ayuda y termina", "argumentos posicionales:", "opciones:"],
        "serve": ["--port PUERTO el puerto (por defecto, 8765; si está ocupado, o con 0, cualquiera libre)",
                  "--pace SEGUNDOS segundos entre las jugadas del ordenador (por defecto, 1)"],
        "worksheet": ["PAQUETE SALIDA.pdf", "el archivo PDF que se va a crear"],
        "record": ["ACCIÓN", "copy copia todos los alumnos, respuestas y resultados de lecciones de ORIGEN a DESTINO"],
    },
    "pt": {
        "check-pack": ["uso: edu-domino check-pack [-h] [--strict] [--lang {es,pt,en}] CAMINHO [CAMINHO ...]",
                       "-h, --help mostra esta ajuda e sai", "argumentos posicionais:", "opções:"],
        "serve": ["--port PORTA a porta (padrão: 8765; se estiver ocupada, ou com 0, qualquer uma livre)"],
        "export-progress": ["SAÍDA.csv o arquivo CSV a criar (se já existir, é substituído)"],
    },
}


def _catalog(language: str) -> dict[str, str]:
    """msgid -> msgstr, read from the .po text (one-line and continued strings)."""
    text = (ROOT / "edu_domino" / "locale" / language / "LC_MESSAGES" / "edu_domino.po").read_text(encoding="utf-8")
    entries: dict[str, str] = {}
    for msgid, msgstr in re.findall(r'^msgid ((?:".*"\n)+)msgstr ((?:".*"\n)+)', text, flags=re.M):
        entries[_joined(msgid)] = _joined(msgstr)
    return entries


def _joined(quoted: str) -> str:
    import ast

    return "".join(ast.literal_eval(line) for line in quoted.splitlines())


CATALOGS = {language: _catalog(language) for language in ("es", "pt")}


def _command_parser(command: str) -> argparse.ArgumentParser:
    """The command's parser as built in English (its texts are then the message ids)."""
    sub = next(a for a in build_parser(command)._actions if isinstance(a, argparse._SubParsersAction))
    return sub.choices[command]


def _texts(parser: argparse.ArgumentParser) -> tuple[list[str], list[str]]:
    """(every help text, every value placeholder) of a parser and its sub-command parsers."""
    helps = [parser.description] if parser.description else []
    placeholders = []
    for action in parser._actions:
        if action.help and action.help is not argparse.SUPPRESS:
            helps.append(action.help)
        if isinstance(action.metavar, str):
            placeholders.append(action.metavar)
        if isinstance(action, argparse._SubParsersAction):
            helps += [choice.help for choice in action._choices_actions if choice.help]
            for sub in action.choices.values():
                more_helps, more_placeholders = _texts(sub)
                helps += more_helps
                placeholders += more_placeholders
    return helps, placeholders


def _help(capsys, *argv: str) -> str:
    with pytest.raises(SystemExit) as done:
        main(list(argv))
    assert done.value.code == 0
    return " ".join(capsys.readouterr().out.split())  # the lines argparse wrapped, joined again


def _plain(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("command", TEACHER_COMMANDS)
@pytest.mark.parametrize("language", ["es", "pt"])
def test_every_help_text_and_placeholder_is_translated_in_the_catalogs(command, language):
    helps, placeholders = _texts(_command_parser(command))
    catalog = CATALOGS[language]
    assert len(helps) >= 3  # a description, -h and --lang at least
    for text in helps + [p for p in placeholders if p not in SYMBOLS]:
        translated = catalog.get(text)
        assert translated, f"{command}: {text!r} has no {language} translation"
        assert translated != text, f"{command}: {text!r} is left in English in {language}"
        # argparse fills %(default)s itself: a translation must keep the same fields
        assert re.findall(r"%\(\w+\)\w", translated) == re.findall(r"%\(\w+\)\w", text)
    for placeholder in placeholders:
        if placeholder not in SYMBOLS:
            assert " " not in catalog[placeholder]  # argparse's usage line cannot wrap one


@pytest.mark.parametrize("command", TEACHER_COMMANDS)
@pytest.mark.parametrize("language", ["es", "pt"])
def test_the_help_a_teacher_reads_has_no_english(capsys, command, language):
    helps, _ = _texts(_command_parser(command))
    shown = _help(capsys, command, "--help", "--lang", language)
    assert shown.startswith("uso: edu-domino " + command)
    assert _plain(DESCRIPTIONS[command][("es", "pt").index(language)]) in shown
    for phrase in PHRASES[language].get(command, []):
        assert phrase in shown
    for text in helps:
        english = _plain(text % {"default": "", "prog": ""} if "%(" in text else text)
        assert english not in shown, f"{command} --help --lang {language} still says {english!r}"
    for words in ARGPARSE_ENGLISH:
        assert words not in shown


@pytest.mark.parametrize(("language", "phrase"), [
    ("es", "check-pack revisa paquetes de lecciones"), ("pt", "worksheet imprime um pacote de lições"),
])
def test_the_list_of_commands_is_in_the_language_asked(capsys, language, phrase):
    shown = _help(capsys, "--help", "--lang", language)
    assert shown.startswith("uso: edu-domino [-h] " + {"es": "ORDEN", "pt": "COMANDO"}[language])
    assert phrase in shown
    english = [text for command in TEACHER_COMMANDS for text in _texts(_command_parser(command))[0][:1]]
    assert all(_plain(text) not in shown for text in english)


def test_a_spanish_teacher_s_help_as_typed_in_a_terminal():
    env = {**os.environ, "LANGUAGE": "en", "COLUMNS": "100", "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-m", "edu_domino", "check-pack", "--help", "--lang", "es"],
                          capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout.splitlines()[0] == "uso: edu-domino check-pack [-h] [--strict] [--lang {es,pt,en}] RUTA [RUTA ...]"
    assert "argumentos posicionales:" in done.stdout and "opciones:" in done.stdout
    assert "usage" not in done.stdout and "a pack .toml file" not in done.stdout


@pytest.mark.parametrize(("argv", "said"), [
    (["check-pack", "--lang", "es"], "edu-domino check-pack: error: faltan estos argumentos: RUTA"),
    (["run-pack", "p.toml", "--lang", "es"], "edu-domino run-pack: error: faltan estos argumentos: --answers"),
    (["serve", "--port", "abc", "--lang", "es"], "edu-domino serve: error: argumento --port: 'abc' no es un número válido"),
    (["presets", "--json=yes", "--lang", "es"], "edu-domino presets: error: argumento --json: no lleva valor: sobra 'yes'"),
    (["export-progress", "--kind", "pupils", "--lang", "es"],
     "argumento --kind: opción no válida: 'pupils' (elige entre 'answers', 'lessons', 'skills')"),
])
def test_a_usage_error_is_said_in_spanish(capsys, argv, said):
    with pytest.raises(SystemExit) as done:
        main(argv)
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("uso: ") and said in _plain(err)
    assert not re.search(r"\b(usage|required|invalid|argument|choose)\b", err)


PRESETS_ES = [
    "clasico  (Clásico; texto de origen 000, Reglas del dominó clásico)",
    "el juego: doble n, con n de 3 a 15 (los habituales son 6, 9 y 12)",
    "si se puede jugar por equipos [true | false]",
    "Cualquier opción se cambia partiendo de un reglamento y cambiando lo que haga falta (ver docs/rules.md).",
]
PRESETS_PT = ["faraes  (Duplas brasileiras (FARAES); texto de origem 001, regras FARAES 2017 de duplas)",
              "jogadores na mesa, de 2 a 10"]


def test_presets_speaks_spanish_and_portuguese(capsys):
    assert main(["presets", "--lang", "es"]) == 0
    shown = capsys.readouterr().out
    for line in PRESETS_ES:
        assert line in shown
    for english in ("players at the table", "whether team play is allowed", "Change any option", "seed 000"):
        assert english not in shown
    assert main(["presets", "--lang", "pt"]) == 0
    shown = capsys.readouterr().out
    assert all(line in shown for line in PRESETS_PT)


def test_presets_json_stays_english_data_whatever_the_language(capsys):
    import json

    assert main(["presets", "--json", "--lang", "es"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["clasico"]["options"]["players"]["doc"] == "players at the table, 2 to 10"
    assert data["clasico"]["options"]["set_max"]["doc"].startswith("the set: double-n, n from 3 to 15")


# tests/engine/good_clasico.json, worked by hand: Ana and Bo, 11 actions, the first hand closed with
# Bo holding no pips; the match goes on.
REPLAY_TEXT = {
    "es": ["clasico: 11 jugadas, todas válidas; en la mesa: Ana; Bo",
           "  mano 1: Bo gana la mano cerrada; puntos en mano [10, 0]; se anotan [0, 10]; totales [0, 10]",
           "  partida sin terminar; totales [0, 10]"],
    "pt": ["clasico: 11 jogadas, todas válidas; na mesa: Ana; Bo",
           "  mão 1: Bo ganha a mão fechada; pontos na mão [10, 0]; marcam [0, 10]; totais [0, 10]",
           "  partida não terminada; totais [0, 10]"],
    "en": ["clasico: 11 actions, all legal; sides: Ana; Bo",
           "  round 1: Bo wins the closed hand; pips [10, 0]; points [0, 10]; totals [0, 10]",
           "  match not finished; totals [0, 10]"],
}


@pytest.mark.parametrize("language", ["es", "pt", "en"])
def test_replay_summary_in_the_language_asked(capsys, language):
    assert main(["replay", str(ROOT / "tests" / "engine" / "good_clasico.json"), "--lang", language]) == 0
    assert capsys.readouterr().out.splitlines() == REPLAY_TEXT[language]


def test_replay_of_whole_matches_in_spanish_has_no_english(tmp_path, capsys):
    traces = tmp_path / "t.jsonl"
    assert main(["simulate", "--preset", "clasico", "--games", "2", "--seed", "3", "--traces", str(traces)]) == 0
    capsys.readouterr()
    assert main(["replay", str(traces), "--lang", "es"]) == 0
    shown = capsys.readouterr().out
    assert shown.startswith("partida 1:\n") and "\npartida 2:\n" in shown
    assert shown.count("partida terminada: ") == 2
    assert "colocó su última ficha" in shown or "gana la mano cerrada" in shown
    assert not re.search(r"\b(round|actions|legal|sides|totals|points|match|wins|went out|game)\b", shown)


def test_simulate_s_summary_and_errors_in_spanish(capsys):
    assert main(["simulate", "--preset", "faraes", "--games", "2", "--lang", "es"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[:2] == ["faraes: 2 partidas, 4 jugadores (2 equipos), doble 6", "puestos: random, random, random, random"]
    assert lines[2].startswith("manos ") and lines[3].startswith("partidas ganadas por bando: ")
    assert lines[4].startswith("manos ganadas por puesto: ") and lines[5].startswith("media de puntos por bando: ")
    assert main(["simulate", "--preset", "clasico", "--games", "0", "--lang", "es"]) == 1
    assert capsys.readouterr().err == "edu-domino: --games 0: juega al menos 1 partida\n"


@pytest.mark.parametrize(("argv", "said"), [
    (["--port", "70000"], "edu-domino: --port 70000: usa un puerto de 1024 a 65535 (o 0 para cualquiera libre)\n"),
    (["--own-pace"], "edu-domino: --own-pace necesita --lesson PAQUETE (el id de un paquete o un archivo .toml) "
                     "o --practice [TEMAS]\n"),
])
def test_serve_s_own_errors_in_spanish(capsys, argv, said):
    assert main(["serve", "--headless", "--host", "127.0.0.1", *argv, "--lang", "es"]) == 1
    assert capsys.readouterr().err == said


def test_a_sub_command_of_a_command_takes_lang_too(tmp_path, capsys):
    # `record copy FROM TO --lang es`: --lang after the sub-command's arguments, as a teacher types it
    missing, target = tmp_path / "none.sqlite3", tmp_path / "new.sqlite3"
    assert main(["record", "copy", str(missing), str(target), "--lang", "es"]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"edu-domino record copy: {missing}: aquí no hay registro de progreso")
    assert not target.exists()
