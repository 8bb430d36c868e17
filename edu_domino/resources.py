"""Where the bundled data (assets/, lessons/) and the user's own files live.

In a source checkout the data is at the top of the repository; after a plain `pip install .`
it is under <prefix>/share/edu-domino/ (see [tool.setuptools.data-files] in pyproject.toml).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


def _data_root() -> Path:
    checkout = _PACKAGE_DIR.parent
    if (checkout / "lessons").is_dir() and (checkout / "pyproject.toml").is_file():
        return checkout
    for prefix in (sys.prefix, sys.base_prefix, os.path.expanduser("~/.local")):
        candidate = Path(prefix) / "share" / "edu-domino"
        if candidate.is_dir():
            return candidate
    return checkout


def assets_dir() -> Path:
    return _data_root() / "assets"


def bundled_lessons_dir() -> Path:
    return _data_root() / "lessons"


def user_data_dir() -> Path:
    """The pupil's data folder (progress, settings). EDU_DOMINO_HOME overrides it (tests use it)."""
    override = os.environ.get("EDU_DOMINO_HOME")
    if override:
        return Path(override)
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA", Path.home() / "AppData" / "Roaming"))
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share"))
    return base / "edu-domino"


def user_lessons_dir() -> Path:
    return user_data_dir() / "lessons"
