"""This computer's copy of what a pupil needs to start, for a school's record on a server: the
pupil list and each PIN's hash (never the PIN), so an app started while the server cannot be
reached still lists the pupils and checks their PINs.

Refreshed each time the list is read from the server; read back while the server is away. One
JSON file beside the schedule copy (`<place>.pupils.json`), written atomically. Pure: no pygame.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..atomic import write_atomic
from .errors import RecordAccessError
from .profiles import Pupil, verify_pin

SUFFIX = ".pupils.json"


def copy_path(local: Path) -> Path:
    return local.with_name(local.name + SUFFIX)


def list_pupils(record: Any) -> tuple[list[Pupil], bool]:
    """Every pupil, and whether the list is this computer's copy (the school's server is away)."""
    try:
        pupils = record.pupils()
        hashes = dict(record.query("SELECT id, pin FROM pupils")) if record.on_server else {}
    except RecordAccessError as exc:
        if not (record.on_server and exc.kind == "offline"):
            raise
        return recall_pupils(record.local), True
    if record.on_server:
        rows = [{"id": p.id, "name": p.name, "pin": hashes.get(p.id), "created_at": p.created_at,
                 "last_seen_at": p.last_seen_at} for p in pupils]
        write_atomic(copy_path(record.local), json.dumps(rows, ensure_ascii=False))
    return pupils, False


def check_pin(record: Any, pupil: Pupil, pin: str) -> bool:
    """The PIN check, against the hash copied here when the school's server is away."""
    try:
        return bool(record.check_pin(pupil, pin))
    except RecordAccessError as exc:
        if not (record.on_server and exc.kind == "offline"):
            raise
    stored = {row["id"]: row.get("pin") for row in _load(record.local)}
    if pupil.id not in stored or not isinstance(stored[pupil.id], str | None):
        return False  # not in the copy, or a hash damaged by hand: the PIN cannot be checked here
    return verify_pin(pin, stored[pupil.id])


def recall_pupils(local: Path) -> list[Pupil]:
    return [Pupil(row["id"], row["name"], row.get("pin") is not None, row.get("created_at", 0),
                  row.get("last_seen_at")) for row in _load(local)]


def _load(local: Path) -> list[dict]:
    try:
        rows = json.loads(copy_path(local).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []  # none yet, or unreadable: it is only a copy; the record is on the server
    if not isinstance(rows, list):
        return []
    return [r for r in rows if isinstance(r, dict) and isinstance(r.get("id"), int) and isinstance(r.get("name"), str)]
