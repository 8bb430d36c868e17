"""With no `--lang`, every teacher's command speaks the language saved in the app's settings, its
`--help` and usage errors as well as its other messages; `--lang` still comes first, and the
system's language comes last (no setting saved, or a settings file that cannot be read, which the
command leaves where it is). `bench` and `screenshot`, for developers, stay English. Each command
runs as a real process with its own data folder; the expected words are written here by hand."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from edu_domino.ui.settings import Settings, save


def _run(home: Path, system: str, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "EDU_DOMINO_HOME": str(home), "LANGUAGE": system, "COLUMNS": "200",
           "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "-m", "edu_domino", *args], capture_output=True, text=True, env=env,
                          timeout=120)


@pytest.fixture
def spanish_home(tmp_path):
    """A data folder whose settings the teacher saved in Spanish, in the app."""
    save(Settings(language="es"), tmp_path / "settings.json")
    return tmp_path


def test_help_and_usage_errors_follow_the_saved_language_not_the_systems(spanish_home):
    shown = _run(spanish_home, "en", "check-pack", "--help")
    assert shown.returncode == 0
    assert shown.stdout.splitlines()[0] == "uso: edu-domino check-pack [-h] [--strict] [--lang {es,pt,en}] RUTA [RUTA ...]"
    assert "argumentos posicionales:" in shown.stdout and "options:" not in shown.stdout

    listed = _run(spanish_home, "en", "--help")
    assert listed.stdout.startswith("uso: edu-domino [-h] ORDEN")
    assert "revisa paquetes de lecciones" in listed.stdout

    refused = _run(spanish_home, "en", "worksheet")
    assert refused.returncode == 2
    assert refused.stderr.startswith("uso: edu-domino worksheet")
    assert "edu-domino worksheet: error: faltan estos argumentos: PAQUETE, SALIDA.pdf" in refused.stderr


def test_the_commands_other_messages_follow_the_same_saved_language(spanish_home):
    done = _run(spanish_home, "en", "export-midi", "game.json", "out.wav")
    assert done.returncode == 1
    assert "edu-domino: out.wav: el archivo de salida debe terminar en .mid; p. ej., out.mid" in done.stderr


def test_lang_comes_before_the_saved_language(spanish_home):
    refused = _run(spanish_home, "en", "worksheet", "--lang", "pt")
    assert "edu-domino worksheet: erro: faltam estes argumentos: PACOTE, SAÍDA.pdf" in refused.stderr
    shown = _run(spanish_home, "es", "check-pack", "--help", "--lang", "en")
    assert shown.stdout.startswith("usage: edu-domino check-pack")


@pytest.mark.parametrize("settings", [None, '{"language": null}\n', '{"language": "es", \n'])
def test_without_a_saved_language_the_system_s_is_spoken(tmp_path, settings):
    path = tmp_path / "settings.json"
    if settings is not None:
        path.write_text(settings, encoding="utf-8")
    refused = _run(tmp_path, "pt", "worksheet")
    assert "edu-domino worksheet: erro: faltam estes argumentos: PACOTE, SAÍDA.pdf" in refused.stderr
    assert "Traceback" not in refused.stderr
    # A damaged file is the app's to set aside and explain: the command leaves it as it was.
    assert sorted(p.name for p in tmp_path.iterdir()) == ([] if settings is None else ["settings.json"])
    assert settings is None or path.read_text(encoding="utf-8") == settings


@pytest.mark.parametrize("command", ["screenshot", "bench"])
def test_the_developers_commands_stay_english(spanish_home, command):
    shown = _run(spanish_home, "en", command, "--help")
    assert shown.returncode == 0
    assert shown.stdout.startswith(f"usage: edu-domino {command}")
    assert "options:" in shown.stdout and "opciones:" not in shown.stdout
