"""Small JSON files the app keeps for the user (settings, the last new game): read, or set aside.

A file that cannot be parsed is never overwritten: it is renamed `<name>.bad-<time>` so a
teacher can still look at it, and the caller says so once in its own words.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from edu_domino.i18n import _
from edu_domino.reading import JSON_LIMIT, MISSING, UNREADABLE, ReadError, load_json


@dataclass
class Unreadable(Exception):
    """The file could not be used. `damaged`: it was read but is not a JSON object (then `aside`
    is where it went, or None if it could not be moved); otherwise reading it failed."""

    path: Path
    why: str
    damaged: bool
    aside: Path | None = None


def read_object(path: Path) -> dict | None:
    """The JSON object in `path`; None when there is no such file; `Unreadable` otherwise.

    Read through `edu_domino.reading` (regular files only, size, nesting and number limits,
    strict UTF-8 with a byte-order mark accepted, no duplicate keys)."""
    try:
        data = load_json(path, JSON_LIMIT)
    except ReadError as exc:
        if exc.kind == MISSING:
            return None
        why = f"{exc.place}: {exc.what}" if exc.place else exc.what
        if exc.kind == UNREADABLE:
            raise Unreadable(path, why, damaged=False) from None
        raise _set_aside(path, why) from None
    if not isinstance(data, dict):
        raise _set_aside(path, _("not a JSON object"))
    return data


def _set_aside(path: Path, why: str) -> Unreadable:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.bad-{stamp}")
    n = 1
    while aside.exists():  # two in one second: never overwrite the first
        n += 1
        aside = path.with_name(f"{path.name}.bad-{stamp}-{n}")
    try:
        path.replace(aside)
    except OSError:
        return Unreadable(path, why, damaged=True, aside=None)
    return Unreadable(path, why, damaged=True, aside=aside)
