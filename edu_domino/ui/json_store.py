"""Small JSON files the app keeps for the user (settings, the last new game): read, or set aside.

A file that cannot be parsed is never overwritten: it is renamed `<name>.bad-<time>` so a
teacher can still look at it, and the caller says so once in its own words.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path


@dataclass
class Unreadable(Exception):
    """The file could not be used. `damaged`: it was read but is not a JSON object (then `aside`
    is where it went, or None if it could not be moved); otherwise reading it failed."""

    path: Path
    why: str
    damaged: bool
    aside: Path | None = None


def read_object(path: Path) -> dict | None:
    """The JSON object in `path`; None when there is no such file; `Unreadable` otherwise."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise Unreadable(path, str(exc.strerror or exc), damaged=False) from None
    try:
        data = json.loads(raw.decode("utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
    except (UnicodeDecodeError, ValueError) as exc:
        aside: Path | None = path.with_name(f"{path.name}.bad-{time.strftime('%Y%m%d-%H%M%S')}")
        try:
            path.replace(aside)
        except OSError:
            aside = None
        raise Unreadable(path, str(exc), damaged=True, aside=aside) from None
    return data
