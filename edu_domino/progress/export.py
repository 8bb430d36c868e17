"""The record as CSV for the teacher's spreadsheet (pure; the command writes the file).

UTF-8 with a byte-order mark so that spreadsheet programs show accented names correctly, and
text that a spreadsheet would run as a formula (starting with = + - @) is prefixed with `'`.

A damaged record (a flipped byte in an answer, a damaged page) still exports everything that can
be read: `read` returns the rows and a list of what was left out (`cells.Skipped`).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from datetime import datetime

from ..i18n import _
from .cells import Skipped, describe_skipped
from .drills import Drills, default_drills
from .errors import ProgressError
from .items import SKILLS
from .profiles import Pupil
from .record import Record
from .summary import practice_counts, skill_progress

KINDS = ("answers", "lessons", "skills")

ANSWER_COLUMNS = (
    "pupil", "date", "time", "source", "skill", "item", "answer_given", "expected", "correct",
    "time_ms", "challenge",
)
LESSON_COLUMNS = (
    "pupil", "date", "time", "pack_id", "pack_version", "lesson", "score", "out_of", "seconds",
)
SKILL_COLUMNS = (
    "pupil", "skill", "mastery_percent", "level", "items", "items_met", "items_mastered",
    "answered", "correct", "accuracy_percent",
)


def _text(value: str) -> str:
    """Keep spreadsheets from treating typed text as a formula."""
    return "'" + value if value[:1] in ("=", "+", "-", "@", "\t", "\r") else value


def _when(at: int) -> tuple[str, str]:
    moment = datetime.fromtimestamp(at)
    return moment.date().isoformat(), moment.strftime("%H:%M:%S")


def _percent(part: int | float, whole: int | float) -> str:
    return f"{100 * part / whole:.1f}" if whole else ""


def rows(record: Record, kind: str, pupil: Pupil | None = None,
         drills: Drills | None = None) -> tuple[Sequence[str], Iterable[Sequence[object]]]:
    """(header, rows) for one kind of export: every answer, lesson results, or skills."""
    header, body, _skipped = read(record, kind, pupil, drills)
    return header, body


def read(record: Record, kind: str, pupil: Pupil | None = None, drills: Drills | None = None,
         among: Sequence[Pupil] | None = None) -> tuple[Sequence[str], list[Sequence[object]], list[Skipped]]:
    """(header, rows, skipped) for one kind of export (`among`: only these pupils, e.g. a
    class's); `skipped` names what a damaged file kept from being exported (empty for a sound
    file)."""
    if among is not None:
        names = {_text(p.name) for p in among}
        header, body, left_out = read(record, kind, pupil, drills)
        return header, [row for row in body if row[0] in names], left_out
    skipped: list[Skipped] = []
    if kind == "answers":
        return ANSWER_COLUMNS, [
            (_text(a.pupil), *_when(a.at), a.source, a.skill, a.item, _text(a.given), a.expected,
             int(a.correct), a.ms, int(a.challenge))
            for a in record.answers(pupil, skipped)
        ], skipped
    if kind == "lessons":
        return LESSON_COLUMNS, [
            (_text(r.pupil), *_when(r.at), _text(r.pack_id), _text(r.pack_version),
             _text(r.lesson), r.score, r.out_of, r.seconds)
            for r in record.lesson_results(pupil, skipped)
        ], skipped
    if kind == "skills":
        drills = drills or default_drills()
        pupils = [pupil] if pupil is not None else record.pupils()
        out: list[Sequence[object]] = []
        for p in pupils:
            try:
                states = record.item_states(p)
                counts = practice_counts(record, p)
            except ProgressError:
                if not record.damaged:
                    raise
                skipped.append(Skipped("item_state", None, p.name))
                continue
            for skill in SKILLS:
                s = skill_progress(skill, states, drills, *counts.get(skill, (0, 0)))
                out.append((_text(p.name), skill, f"{100 * s.mastery:.1f}", s.level, s.items,
                            s.met, s.mastered, s.answered, s.correct,
                            _percent(s.correct, s.answered)))
        return SKILL_COLUMNS, out, skipped
    raise ValueError(f"unknown export {kind!r}; choose one of {', '.join(KINDS)}")


def to_csv(header: Sequence[str], body: Iterable[Sequence[object]]) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(header)
    writer.writerows(body)
    return "\ufeff" + buffer.getvalue()


def skipped_message(record: Record, out: object, skipped: Sequence[Skipped]) -> str:
    """One line for the teacher: what a damaged record kept out of the CSV file, and the fix."""
    return _("{file}: the progress record is damaged; {n} rows could not be read and are not in {out} "
             "({which}); everything else was exported; to get them back, put a backup copy of the "
             "record in place of {file}", file=record.path, n=len(skipped), out=out,
             which=describe_skipped(skipped))
