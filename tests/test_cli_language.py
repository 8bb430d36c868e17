"""Command-line errors in the user's language (issue 25): argparse's own ("required", "invalid
choice", "usage:"), the commands' own and the app's settings notice, in Spanish and Portuguese as
the system's locale asks (LANGUAGE). Each command runs as a real process; the expected words are
written here by hand, the oracle."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from edu_domino.ui.app import App


def _run(language: str, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "LANGUAGE": language, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "-m", "edu_domino", *args], capture_output=True, text=True, env=env,
                          timeout=120)


@pytest.mark.parametrize(("language", "args", "code", "said"), [
    ("es", ["lessons", "--lang", "xx"], 2,
     "edu-domino lessons: error: argumento --lang: opción no válida: 'xx' (elige entre 'es', 'pt', 'en')"),
    ("pt", ["worksheet"], 2, "edu-domino worksheet: erro: faltam estes argumentos: PACOTE, SAÍDA.pdf"),
    ("es", ["presets", "--bogus"], 2, "edu-domino: error: argumentos no reconocidos: --bogus"),
    ("pt", ["play", "--size", "10x10"], 2, "'10x10' está fora do intervalo; use de 320x240 a 16384x16384"),
    ("es", ["export-midi", "game.json", "out.wav"], 1,
     "edu-domino: out.wav: el archivo de salida debe terminar en .mid; p. ej., out.mid"),
    ("pt", ["gallery", "--size", "5", "out"], 1, "edu-domino: --size 5: escolha um tamanho de 16 a 2000 pixels"),
    ("en", ["worksheet"], 2, "edu-domino worksheet: error: the following arguments are required: PACK, OUT.pdf"),
])
def test_command_line_errors_are_said_in_the_users_language(tmp_path, language, args, code, said):
    done = _run(language, *args)
    assert done.returncode == code
    assert said in done.stderr and "Traceback" not in done.stderr
    usage = {"es": "uso: ", "pt": "uso: ", "en": "usage: "}[language]
    assert code != 2 or done.stderr.startswith(usage)


def test_the_apps_settings_notice_is_in_its_language(tmp_path):
    folder = tmp_path / "settings.json"
    folder.mkdir()  # a folder where the settings file should be: it cannot be saved
    app = App(size=(640, 480), settings=None, language="es", sound=False, settings_path=folder)
    try:
        app.apply_settings(app.settings.with_(calm=not app.settings.calm))
        assert app.notice is not None
        assert app.notice.startswith(f"{folder}: en esta ruta hay una carpeta, no un archivo normal; indica")
    finally:
        app.close()
