"""Where each pupil is in each lesson they left before its end (`lesson-places.json` beside the
settings), so the lesson goes on at the same step next time (lesson/place.py says what a place
holds). Written atomically after every question: closing the app loses nothing answered.

A damaged file is set aside (`lesson-places.json.bad-<time>`, ui/json_store.py) and the lessons
start from their beginning; the answers themselves are safe in the pupils' records all along.
"""

from __future__ import annotations

import json
from pathlib import Path

from edu_domino.atomic import write_atomic
from edu_domino.resources import user_data_dir
from edu_domino.ui.json_store import Unreadable, read_object

FILE_NAME = "lesson-places.json"
WHOLE_CLASS = "class"  # the key of a lesson done by the whole class on one screen


def default_path() -> Path:
    return user_data_dir() / FILE_NAME


def key_for(pupil, pack) -> str:
    """One place per pupil (by id and name: a new pupil given a removed one's id starts afresh) and pack."""
    who = WHOLE_CLASS if pupil is None else f"{pupil.id}:{pupil.name}"
    return f"{who}/{pack.id}"


def _read(path: Path) -> dict:
    try:
        return read_object(path) or {}
    except Unreadable:
        return {}  # set aside (or unreadable): the lessons start from their beginning


def load(pupil, pack, path: Path | None = None) -> dict | None:
    place = _read(path or default_path()).get(key_for(pupil, pack))
    return place if isinstance(place, dict) else None


def save(pupil, pack, place: dict | None, path: Path | None = None) -> None:
    """Keep `place` (None: the lesson is over, forget it). An OSError is the caller's to say."""
    path = path or default_path()
    places = _read(path)
    key = key_for(pupil, pack)
    if place is None:
        if key not in places:
            return
        del places[key]
    else:
        places[key] = place
    write_atomic(path, json.dumps(places, indent=1, sort_keys=True, ensure_ascii=False) + "\n")
