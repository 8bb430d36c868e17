"""Answers and lesson results that could not reach the record before the app closed, kept in a
side file beside it and merged at the next start: nothing a pupil answered is ever lost.

Each save is described by an entry (a small JSON object: `answer_entry`, `lesson_entry`), and
the save itself is made from that entry (`save_entry`), so what is kept is exactly what would
have been saved. When another edu-domino holds the record past the closing wait, the app writes
the entries still queued to `<record>.unsaved-<time>-<pid>-<random>.jsonl` (one entry a line, written
atomically). The next start saves each entry not already in the record (the same pupil, time and
answer: a save that went through late is not counted twice), then removes the file. Pure: no
pygame.
"""

from __future__ import annotations

import json
import os
import secrets
import time
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..atomic import write_atomic
from ..i18n import _
from ..reading import TRACES_LIMIT, ReadError, parse_json, read_text
from .profiles import Pupil
from .record import new_uid

ANSWER, LESSON = "answer", "lesson"
SUFFIX = ".jsonl"


def answer_entry(pupil: Pupil, item: str, skill: str, given: str, expected: str, right: bool, ms: int,
                 *, source: str, at: float | None = None, challenge: bool = False) -> dict[str, Any]:
    entry = {"kind": ANSWER, "pupil": pupil.id, "name": pupil.name, "item": item, "skill": skill,
             "given": str(given), "expected": str(expected), "right": bool(right), "ms": max(0, int(ms)),
             "source": source, "at": int(time.time() if at is None else at), "uid": new_uid()}
    if challenge:  # practice against the clock only: a slow right answer was saved as wrong
        entry["challenge"] = True
    return entry


def lesson_answer_entry(pupil: Pupil, answer: Any, *, at: float | None = None) -> dict[str, Any]:
    """A lesson's try (`edu_domino.lesson.runner.AnswerRecord`) as the record saves it: the one
    mapping for a lesson alone, a class lesson and a lesson saved after the fact."""
    return answer_entry(pupil, answer.item, answer.skill, answer.given, answer.expected, answer.right, answer.ms,
                        source="lesson", at=at)


def lesson_entry(pupil: Pupil, pack_id: str, pack_version: str, score: int, out_of: int, *, lesson: str,
                 seconds: float, at: float | None = None) -> dict[str, Any]:
    return {"kind": LESSON, "pupil": pupil.id, "name": pupil.name, "pack_id": pack_id,
            "pack_version": str(pack_version), "score": int(score), "out_of": int(out_of), "lesson": lesson,
            "seconds": int(seconds), "at": int(time.time() if at is None else at), "uid": new_uid()}


def save_entry(record: Any, entry: dict[str, Any]) -> None:
    """Save what `entry` describes (one transaction)."""
    pupil = Pupil(int(entry["pupil"]), str(entry["name"]), False, 0, None)
    if entry["kind"] == ANSWER:
        record.record_answer(pupil, entry["item"], entry["skill"], entry["given"], entry["expected"],
                             entry["right"], entry["ms"], at=entry["at"], source=entry["source"],
                             challenge=entry.get("challenge") is True, uid=_uid(entry))
    else:
        record.record_lesson(pupil, entry["pack_id"], entry["pack_version"], entry["score"], entry["out_of"],
                             lesson=entry["lesson"], seconds=entry["seconds"], at=entry["at"], uid=_uid(entry))


def _uid(entry: dict[str, Any]) -> str | None:
    """The entry's unique id (side files written before ids existed have none)."""
    uid = entry.get("uid")
    return uid if isinstance(uid, str) and uid else None


@dataclass(frozen=True)
class Counted:
    answers: int
    lessons: int

    def __bool__(self) -> bool:
        return bool(self.answers or self.lessons)


def count(entries: list[dict[str, Any]]) -> Counted:
    """The answers and the lesson results apart (a lesson result is not an answer)."""
    lessons = sum(1 for e in entries if e.get("kind") == LESSON)
    return Counted(len(entries) - lessons, lessons)


def keep_unsaved(record_path: Path, entries: list[dict[str, Any]], side: Path | None = None) -> Path:
    """Write `entries` to a new side file beside the record (or over `side`, one written before
    by this process); returns its path."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    # Unique even for two writers of one process in one second (the app's record thread and a
    # class server's recorder), so neither replaces the other's file.
    unique = f"{os.getpid()}-{secrets.token_hex(3)}"
    side = side or record_path.with_name(f"{record_path.name}.unsaved-{stamp}-{unique}{SUFFIX}")
    write_atomic(side, "".join(json.dumps(e, ensure_ascii=False) + "\n" for e in entries))
    return side


def side_files(record_path: Path) -> list[Path]:
    return sorted(record_path.parent.glob(f"{record_path.name}.unsaved-*{SUFFIX}"))


def pending_entries(record_path: Path) -> list[dict[str, Any]]:
    """The entries of every readable side file beside `record_path`, each once, oldest file first
    (what this computer still has to send)."""
    seen: set[str] = set()
    entries: list[dict[str, Any]] = []
    for side in side_files(record_path):
        try:
            found = _read(side)
        except ReadError:
            continue  # merge_unsaved says so at the next start
        for entry in found:
            uid = _uid(entry)
            if uid is None or uid not in seen:
                seen.add(uid or "")
                entries.append(entry)
    return entries


def merge_unsaved(record: Any) -> tuple[Counted, str | None]:
    """Save the entries of every side file beside `record` that are not in it yet and remove the
    files: (what was saved, a message for the teacher or None). A side file that cannot be read
    stays where it is, and the message says so."""
    saved: list[dict[str, Any]] = []
    problems: list[str] = []
    for side in side_files(Path(record.local)):
        try:
            entries = _read(side)
        except ReadError as exc:
            problems.append(str(exc))
            continue
        with record.transaction():
            for entry in entries:
                if not _already_saved(record, entry):
                    save_entry(record, entry)
                    saved.append(entry)
        with suppress(FileNotFoundError):
            side.unlink()
    done = count(saved)
    message = None
    if done:
        message = _("{answers} answers and {lessons} lesson results that could not be saved last time are "
                    "now in the record", answers=done.answers, lessons=done.lessons)
    if problems:
        message = "; ".join([*([message] if message else []), *problems])
    return done, message


def _read(side: Path) -> list[dict[str, Any]]:
    entries: list[dict[str, Any]] = []
    for n, line in enumerate(read_text(side, TRACES_LIMIT).splitlines(), start=1):
        if not line.strip():
            continue
        entry = parse_json(line, str(side), first_line=n)
        if not _well_formed(entry):
            raise ReadError(str(side), _("this line is not a saved answer or lesson result"),
                            _("leave the file as edu-domino wrote it"), line=n)
        entries.append(entry)  # type: ignore[arg-type]  # _well_formed: a dict
    return entries


_FIELDS = {
    ANSWER: {"pupil": int, "name": str, "item": str, "skill": str, "given": str, "expected": str, "right": bool,
             "ms": int, "source": str, "at": int},
    LESSON: {"pupil": int, "name": str, "pack_id": str, "pack_version": str, "score": int, "out_of": int,
             "lesson": str, "seconds": int, "at": int},
}


def _well_formed(entry: object) -> bool:
    if not isinstance(entry, dict) or entry.get("kind") not in _FIELDS:
        return False
    fields = _FIELDS[entry["kind"]]
    return all(type(entry.get(key)) is typ for key, typ in fields.items())


def _already_saved(record: Any, entry: dict[str, Any]) -> bool:
    uid = _uid(entry)
    if uid is not None:
        table = "answers" if entry["kind"] == ANSWER else "lesson_results"
        return bool(record.query(f"SELECT 1 FROM {table} WHERE uid = ?", (uid,))) or not record.query(
            "SELECT 1 FROM pupils WHERE id = ?", (entry["pupil"],))
    if entry["kind"] == ANSWER:
        rows = record.query(
            "SELECT 1 FROM answers JOIN items ON items.id = answers.item_id WHERE pupil_id = ? AND items.key = ?"
            " AND at = ? AND given = ? AND ms = ? LIMIT 1",
            (entry["pupil"], entry["item"], entry["at"], entry["given"], entry["ms"]))
    else:
        rows = record.query(
            "SELECT 1 FROM lesson_results WHERE pupil_id = ? AND pack_id = ? AND at = ? AND score = ? LIMIT 1",
            (entry["pupil"], entry["pack_id"], entry["at"], entry["score"]))
    return bool(rows) or not record.query("SELECT 1 FROM pupils WHERE id = ?", (entry["pupil"],))
