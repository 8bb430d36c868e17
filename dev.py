#!/usr/bin/env python3
"""One entry point for newcomers: sets up .venv on first use, then runs the app or the tests.

    python3 dev.py run [ARGS...]    # the app (any edu-domino sub-command after `run`)
    python3 dev.py test [PYTEST ARGS...]

Only the standard library is used here (and edu_domino.screen, which uses nothing else), so it
works on a machine that has nothing but Python 3.11+.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".edu-domino-installed"


def venv_python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def wanted_stamp(extras: str) -> str:
    # Reinstall when pyproject.toml or the extras asked for change.
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()[:16]
    return f"{digest}:{extras}"


def ensure_env(extras: str) -> Path:
    py = venv_python()
    if not py.exists():
        print(f"Creating the virtual environment in {VENV} ...", flush=True)
        venv.EnvBuilder(with_pip=True, clear=False).create(VENV)
    have = STAMP.read_text().strip() if STAMP.exists() else ""
    installed = set(have.split(":", 1)[1].split(",")) if ":" in have else set()
    need = set(filter(None, extras.split(",")))
    if not have or have.split(":", 1)[0] != wanted_stamp("").split(":", 1)[0] or not need <= installed:
        extras_all = ",".join(sorted(need | installed))
        target = f".[{extras_all}]" if extras_all else "."
        print(f"Installing edu-domino and its dependencies ({target}) ...", flush=True)
        quiet = [] if os.environ.get("EDU_DOMINO_VERBOSE") else ["-q"]
        subprocess.run([str(py), "-m", "pip", "install", *quiet, "--upgrade", "pip"], check=True)
        subprocess.run([str(py), "-m", "pip", "install", *quiet, "-e", target], check=True, cwd=ROOT)
        STAMP.write_text(wanted_stamp(extras_all))
    return py


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in {"run", "test"}:
        print(__doc__)
        return 2
    command, rest = argv[0], argv[1:]
    if command == "run":
        # Before installing anything: with no screen the app could only run where nobody sees it.
        sys.path.insert(0, str(ROOT))
        from edu_domino.screen import missing_screen, opens_window

        missing = missing_screen(os.environ) if opens_window(rest) else None
        if missing:
            print(missing, file=sys.stderr)
            return 1
        py = ensure_env("midi")
        return subprocess.call([str(py), "-m", "edu_domino", *rest], cwd=ROOT)
    py = ensure_env("test,bench")
    env = dict(os.environ)
    # Tests never need a screen or a sound card; the Xvfb test starts its own display.
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    code = subprocess.call([str(py), "-m", "ruff", "check", "."], cwd=ROOT)
    if code != 0:
        print("ruff found problems (see above); fix them or run `.venv/bin/ruff check --fix .`")
        return code
    # The type checker over the whole package (pyproject's [tool.mypy]).
    code = subprocess.call([str(py), "-m", "mypy"], cwd=ROOT)
    if code != 0:
        print("mypy found type errors (see above)")
        return code
    return subprocess.call([str(py), "-m", "pytest", *rest], cwd=ROOT, env=env)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
