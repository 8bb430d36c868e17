"""Removing a pupil, with a copy kept first: a layer above the record store.

`Record` stores and deletes; this module decides that a pupil's answers and lesson results are
written as CSV to `removed-pupils/` beside the record (`<name>-<YYYYMMDD-HHMMSS>.csv` and
`...-lessons.csv`, as `export-progress` writes them) before anything of theirs is deleted.
"""

from __future__ import annotations

import re
import time
import unicodedata
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path

from ..atomic import write_atomic
from ..i18n import _
from ..os_reasons import fix_for, reason
from .errors import ProgressError
from .export import rows, to_csv
from .profiles import Pupil
from .record import Record

# Beside the record: a copy of each removed pupil's answers and lesson results.
REMOVED_FOLDER = "removed-pupils"


@dataclass(frozen=True, slots=True)
class RemovedPupil:
    """What `remove_pupil` removed, and where the copy of it was kept."""

    name: str
    answers: int  # answers removed (every source: practice and lessons)
    lessons: int  # lesson results removed
    copy: Path  # the answers, as `export-progress --kind answers` writes them
    lessons_copy: Path  # the lesson results, as `export-progress --kind lessons` writes them

    @property
    def folder(self) -> Path:
        return self.copy.parent


def safe_file_name(name: str, fallback: str = "pupil") -> str:
    """A pupil's name as a file name that works on any disk: ASCII letters, digits, - and _."""
    text = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    text = re.sub(r"[^A-Za-z0-9_]+", "-", text).strip("-_")[:40].strip("-_")
    return text or fallback


def remove_pupil(record: Record, pupil: Pupil) -> RemovedPupil:
    """Remove the pupil and everything of theirs (answers, lesson results, schedule) in one
    transaction, after keeping a copy of their answers and lesson results as CSV in
    `removed-pupils/` beside the record. If the copy cannot be written nothing is removed and a
    `ProgressError` names the folder; `UnknownPupil` if the pupil is already gone.
    """
    folder = record.local.parent / REMOVED_FOLDER
    with record.transaction() as conn:
        row = conn.execute("SELECT name FROM pupils WHERE id = ?", (pupil.id,)).fetchone()
        if row is None:
            raise record.gone(pupil)
        name = row[0]
        # Read inside the transaction (it holds the write lock): the copy is exactly what is
        # deleted below, even if another edu-domino is saving answers.
        header, body = rows(record, "answers", pupil)
        answers = list(body)
        lesson_header, lesson_body = rows(record, "lessons", pupil)
        lessons = list(lesson_body)
        copy, lessons_copy = _copy_paths(record, folder, safe_file_name(name, f"pupil-{pupil.id}"))
        try:
            write_atomic(copy, to_csv(header, answers))
            try:
                write_atomic(lessons_copy, to_csv(lesson_header, lessons))
            except BaseException:
                with suppress(OSError):
                    copy.unlink()  # the record still holds all of it: nothing removed yet
                raise
        except OSError as exc:
            raise ProgressError(_(
                "{folder}: could not keep a copy of {name}'s answers ({why}), so nothing was "
                "removed; {fix}", folder=folder, name=name, why=reason(exc), fix=fix_for(exc),
            )) from exc
        # Joins this transaction: if it fails, all of it rolls back and the pupil is all still
        # there. The copy stays, an extra one, never the only one.
        removed = record.delete_pupil(pupil)
    return RemovedPupil(name, removed, len(lessons), copy, lessons_copy)


def _copy_paths(record: Record, folder: Path, base: str) -> tuple[Path, Path]:
    """Unused `<base>-<time>.csv` and `<base>-<time>-lessons.csv` in `folder`."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(record.now()))
    n = 0
    while True:
        stem = f"{base}-{stamp}" if n == 0 else f"{base}-{stamp}-{n}"
        pair = (folder / f"{stem}.csv", folder / f"{stem}-lessons.csv")
        if not any(p.exists() for p in pair):
            return pair
        n += 1
