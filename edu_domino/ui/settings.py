"""The settings a teacher chooses once and finds again next time.

Stored as JSON in the user's data folder, written atomically. A file that cannot be read is never
overwritten: it is renamed aside (settings.json.bad-<time>) and the defaults are used, with one
message the app shows on its title screen.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from edu_domino.atomic import write_atomic
from edu_domino.i18n import _
from edu_domino.resources import user_data_dir
from edu_domino.ui.json_store import Unreadable, read_object

FILE_NAME = "settings.json"
TEXT_SCALES: tuple[float, ...] = (1.0, 1.25, 1.5)
PALETTES: tuple[str, ...] = ("standard", "colourblind")
SOUND_OUTPUTS: tuple[str, ...] = ("synth", "midi", "silent")
PACES: tuple[float, ...] = (0.6, 1.2, 2.0, 3.0)  # seconds between computer moves
MAX_TAP_OFFSET_MS = 400  # a calibration further off than this is a mistake, not a latency


@dataclass(frozen=True)
class Settings:
    language: str | None = None  # None: follow the system's locale
    fullscreen: bool = False
    projector: bool = True  # large text for the back row
    text_scale: float = 1.0
    palette: str = "standard"
    sound_output: str = "synth"
    volume: float = 0.8
    show_legal: bool = True  # highlight the tiles that can be played (a teaching aid)
    animations: bool = True
    ai_pace: float = 1.2
    # Latency calibration (the tap calibration screen): how late, in ms, a tap on the keyboard
    # (mouse, touch) and on a MIDI keyboard reaches the app after the click it follows.
    tap_offset_ms: int = 0
    midi_offset_ms: int = 0
    calm: bool = False  # no celebrations (bursts, jingles): a still message instead
    # The teacher's "show numbers" for beginners: with notes or powers, the values the faces hide
    # are shown too (end markers, messages, hints). Pips and numerals show theirs anyway.
    show_numbers: bool = False
    # A school's record on a PostgreSQL server ("postgresql://user@host/database"), chosen by the
    # teacher or the school's IT person; None: the laptop's own file (docs/progress.md).
    school_record: str | None = None

    def with_(self, **changes: Any) -> Settings:
        return replace(self, **changes)


def default_path() -> Path:
    return user_data_dir() / FILE_NAME


def _number(value: object) -> bool:
    """A JSON number: int or float, never a bool (true == 1 in Python)."""
    return type(value) in (int, float)


def _valid(name: str, value: object) -> bool:
    checks = {
        "language": lambda v: v is None or isinstance(v, str) and v in ("es", "pt", "en"),
        "fullscreen": lambda v: isinstance(v, bool),
        "projector": lambda v: isinstance(v, bool),
        "text_scale": lambda v: _number(v) and v in TEXT_SCALES,
        "palette": lambda v: isinstance(v, str) and v in PALETTES,
        "sound_output": lambda v: isinstance(v, str) and v in SOUND_OUTPUTS,
        "volume": lambda v: _number(v) and 0 <= v <= 1,
        "show_legal": lambda v: isinstance(v, bool),
        "animations": lambda v: isinstance(v, bool),
        "ai_pace": lambda v: _number(v) and v in PACES,
        "tap_offset_ms": lambda v: type(v) is int and abs(v) <= MAX_TAP_OFFSET_MS,
        "midi_offset_ms": lambda v: type(v) is int and abs(v) <= MAX_TAP_OFFSET_MS,
        "calm": lambda v: isinstance(v, bool),
        "show_numbers": lambda v: isinstance(v, bool),
        "school_record": lambda v: v is None or isinstance(v, str) and v.startswith(("postgresql://", "postgres://")),
    }
    return checks[name](value)


def load(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings and, when the file was unreadable, one message saying what was done
    (in the current language; see `read` for a message in the language the settings choose)."""
    settings, problem = read(path)
    return settings, None if problem is None else describe(problem)


def read(path: Path | None = None) -> tuple[Settings, Unreadable | None]:
    """The saved settings and what went wrong reading them, if anything.

    Unknown keys (from a newer version) are ignored and out-of-range values fall back to their
    default one by one: only a file that is not a JSON object at all is set aside.
    """
    path = default_path() if path is None else path
    try:
        data = read_object(path)
    except Unreadable as problem:
        return Settings(), problem
    if data is None:
        return Settings(), None
    values = {
        f.name: data[f.name] for f in fields(Settings) if f.name in data and _valid(f.name, data[f.name])
    }
    return Settings(**values), None


def saved_language(path: Path | None = None) -> str | None:
    """The language the teacher chose in the app's settings (None: follow the system), for the
    commands. Only read: a damaged file is left where it is for the app to set aside and explain,
    and the commands then follow the system's language."""
    from edu_domino.reading import JSON_LIMIT, ReadError, load_json

    try:
        data = load_json(default_path() if path is None else path, JSON_LIMIT)
    except ReadError:
        return None
    language = data.get("language") if isinstance(data, dict) else None
    return language if _valid("language", language) else None


def describe(problem: Unreadable) -> str:
    """The one message the title screen shows about an unreadable settings file."""
    if not problem.damaged:
        return _("{file}: cannot be read ({why}); using the default settings", file=problem.path, why=problem.why)
    if problem.aside is None:
        return _("{file}: damaged ({why}); left in place, using the default settings",
                 file=problem.path, why=problem.why)
    return _("{file}: damaged ({why}); kept as {aside}, using the default settings",
             file=problem.path, why=problem.why, aside=problem.aside.name)


def save(settings: Settings, path: Path | None = None) -> None:
    path = default_path() if path is None else path
    write_atomic(path, json.dumps(asdict(settings), indent=2, sort_keys=True) + "\n")
