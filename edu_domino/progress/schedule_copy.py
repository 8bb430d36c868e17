"""This computer's copy of its pupils' practice schedules, for a school's record on a server: so
a pupil keeps practising while the server cannot be reached.

The copy is refreshed each time a sitting reads the schedule from the server, and after each
answer the session counts (with the ids of the answers it counted since that read). Read back
while the server is away, it is the schedule as last known here, with the practice answers still
waiting in this computer's side files (edu_domino.progress.unsaved) applied on top, those it
already counted left out: the next question is chosen as the server would choose it. One JSON
file beside the side files (`<place>.schedules.json`), written atomically. Pure: no pygame.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import astuple, dataclass
from pathlib import Path
from typing import Any

from ..atomic import write_atomic
from .errors import RecordAccessError
from .profiles import Pupil
from .scheduler import ItemState, after_answer

SUFFIX = ".schedules.json"


@dataclass(frozen=True)
class Schedule:
    states: dict[str, ItemState]  # every item the pupil met, by key
    steps: int  # the pupil's practice answers so far: the scheduler's clock
    offline: bool = False  # read from this computer's copy: the server could not be reached


def copy_path(local: Path) -> Path:
    return local.with_name(local.name + SUFFIX)


def read_schedule(record: Any, pupil: Pupil) -> Schedule:
    """The pupil's schedule from the record (noting the visit), kept here too when the record is
    a school's; from this computer's copy when that server cannot be reached."""
    try:
        states, steps = record.item_states(pupil), record.steps(pupil)
        record.touch(pupil)
    except RecordAccessError as exc:
        if not (record.on_server and exc.kind == "offline"):
            raise
        return recall_schedule(record.local, pupil)
    if record.on_server:
        remember_schedule(record.local, pupil, states, steps, ())
    return Schedule(states, steps)


def remember_schedule(local: Path, pupil: Pupil, states: dict[str, ItemState], steps: int,
                      counted: Iterable[str]) -> None:
    """Keep the pupil's schedule (`counted`: the uids of the answers in it that the server may
    not have yet)."""
    copy = _load(local)
    copy[str(pupil.id)] = {"steps": int(steps), "states": [list(astuple(s)) for s in states.values()],
                           "counted": list(counted)}
    write_atomic(copy_path(local), json.dumps(copy, ensure_ascii=False))


def recall_schedule(local: Path, pupil: Pupil) -> Schedule:
    """The schedule as last known here, with the practice answers still in the side files on top."""
    from .unsaved import ANSWER, pending_entries

    mine = _load(local).get(str(pupil.id))
    states: dict[str, ItemState] = {}
    steps, counted = 0, set()
    if isinstance(mine, dict):
        try:
            states = {row[0]: ItemState(*row) for row in mine["states"]}
            steps, counted = int(mine["steps"]), set(mine["counted"])
        except (KeyError, TypeError, ValueError, IndexError):
            states, steps, counted = {}, 0, set()  # a copy damaged by hand: start from the side files
    for entry in pending_entries(local):
        if (entry["kind"] != ANSWER or entry["pupil"] != pupil.id or entry["source"] != "practice"
                or entry.get("uid") in counted):
            continue
        key = entry["item"]
        states[key] = after_answer(states.get(key) or ItemState(key), entry["right"], steps)
        steps += 1
        counted.add(entry.get("uid"))
    return Schedule(states, steps, offline=True)


def _load(local: Path) -> dict[str, Any]:
    try:
        copy = json.loads(copy_path(local).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}  # none yet, or unreadable: it is only a copy; the record is on the server
    return copy if isinstance(copy, dict) else {}
