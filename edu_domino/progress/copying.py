"""`edu-domino record copy FROM TO`: a laptop's record into the school's server, and back.

Pupils are matched by name (any case, as the app matches them), items by key, answers and lesson
results by their unique id: copying twice, or copying back what came from there, moves nothing
the second time. Rows go in the order they were saved, so an export of the copy lists them as the
original does. The practice schedule of a pupil who got answers is rebuilt from all of theirs.
Classes and teachers are matched by name, like pupils. One transaction: all of it or nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .record import Record
from .scheduler import replay


@dataclass(frozen=True)
class Copied:
    pupils: int  # new pupils in the target
    answers: int
    lessons: int
    already: int  # answers and lesson results the target had already


def _by_name(conn: Any, table: str, columns: str, values: tuple, key: str) -> tuple[int, bool]:
    """The id of the row of `table` whose name_key is `key`, inserting `values` if there is none."""
    marks = ", ".join("?" for _ in values)
    made = conn.execute(f"INSERT INTO {table} ({columns}) VALUES ({marks}) ON CONFLICT (name_key) DO NOTHING"
                        " RETURNING id", values).fetchone()
    if made is not None:
        return int(made[0]), True
    return int(conn.execute(f"SELECT id FROM {table} WHERE name_key = ?", (key,)).fetchone()[0]), False


def _not_in_target(conn: Any, table: str, rows: list[tuple]) -> tuple[list[tuple], int]:
    """The source rows (their uid last) that the target's `table` lacks, and how many it has.

    The target's ids are read first so that the new rows go in one batch (a server takes a batch
    at once, not row by row); ON CONFLICT in the insert still keeps a copy made meanwhile safe.
    """
    have = {uid for (uid,) in conn.execute(f"SELECT uid FROM {table}").fetchall()}
    new = []
    for row in rows:
        if row[-1] not in have:
            have.add(row[-1])
            new.append(row)
    return new, len(rows) - len(new)


def copy_record(source: Record, target: Record) -> Copied:
    pupils = 0
    with target.transaction() as conn:
        pupil_ids: dict[int, int] = {}
        for sid, name, key, pin, created, seen in source.query(
                "SELECT id, name, name_key, pin, created_at, last_seen_at FROM pupils ORDER BY id"):
            pupil_ids[sid], new = _by_name(conn, "pupils", "name, name_key, pin, created_at, last_seen_at",
                                           (name, key, pin, created, seen), key)
            pupils += new
        item_ids: dict[str, int] = {}
        moved_pupils: set[int] = set()
        answer_rows, had_answers = _not_in_target(conn, "answers", source.query(
            "SELECT a.pupil_id, i.key, i.skill, a.given, a.expected, a.correct, a.ms, a.at, a.day, a.source,"
            " a.challenge, a.uid FROM answers a JOIN items i ON i.id = a.item_id ORDER BY a.id"))
        new_answers = []
        for row in answer_rows:
            pid, key, skill = pupil_ids[row[0]], row[1], row[2]
            if key not in item_ids:
                conn.execute("INSERT INTO items (key, skill) VALUES (?, ?) ON CONFLICT (key) DO NOTHING", (key, skill))
                item_ids[key] = int(conn.execute("SELECT id FROM items WHERE key = ?", (key,)).fetchone()[0])
            new_answers.append((pid, item_ids[key], *row[3:]))
            moved_pupils.add(pid)
        conn.executemany(
            "INSERT INTO answers (pupil_id, item_id, given, expected, correct, ms, at, day, source, challenge, uid)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (uid) DO NOTHING", new_answers)
        lesson_rows, had_lessons = _not_in_target(conn, "lesson_results", source.query(
            "SELECT pupil_id, pack_id, pack_version, lesson, score, out_of, seconds, at, day, uid"
            " FROM lesson_results ORDER BY id"))
        new_lessons = [(pupil_ids[row[0]], *row[1:]) for row in lesson_rows]
        conn.executemany(
            "INSERT INTO lesson_results (pupil_id, pack_id, pack_version, lesson, score, out_of, seconds, at,"
            " day, uid) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (uid) DO NOTHING", new_lessons)
        already = had_answers + had_lessons
        answers, lessons = len(new_answers), len(new_lessons)
        _copy_classes(source, conn, pupil_ids)
        for pid in sorted(moved_pupils):
            _rebuild_schedule(conn, pid)
    return Copied(pupils, answers, lessons, already)


def _copy_classes(source: Record, conn: Any, pupil_ids: dict[int, int]) -> None:
    class_ids = {cid: _by_name(conn, "classes", "name, name_key", (name, key), key)[0]
                 for cid, name, key in source.query("SELECT id, name, name_key FROM classes")}
    teacher_ids = {tid: _by_name(conn, "teachers", "name, name_key", (name, key), key)[0]
                   for tid, name, key in source.query("SELECT id, name, name_key FROM teachers")}
    for cid, pid in source.query("SELECT class_id, pupil_id FROM class_pupils"):
        conn.execute("INSERT INTO class_pupils (class_id, pupil_id) VALUES (?, ?) ON CONFLICT DO NOTHING",
                     (class_ids[cid], pupil_ids[pid]))
    for cid, tid in source.query("SELECT class_id, teacher_id FROM class_teachers"):
        conn.execute("INSERT INTO class_teachers (class_id, teacher_id) VALUES (?, ?) ON CONFLICT DO NOTHING",
                     (class_ids[cid], teacher_ids[tid]))


def _rebuild_schedule(conn: Any, pupil_id: int) -> None:
    """The pupil's schedule and step count from every practice answer of theirs, in saved order."""
    rows = conn.execute("SELECT i.key, a.correct, i.id FROM answers a JOIN items i ON i.id = a.item_id"
                        " WHERE a.pupil_id = ? AND a.source = 'practice' ORDER BY a.id", (pupil_id,)).fetchall()
    ids = {key: item_id for key, _c, item_id in rows}
    states, steps = replay((key, bool(c)) for key, c, _i in rows)
    conn.execute("DELETE FROM item_state WHERE pupil_id = ?", (pupil_id,))
    conn.executemany("INSERT INTO item_state VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                     [(pupil_id, ids[s.key], s.box, s.due_step, s.seen, s.correct, s.streak, s.last_step)
                      for s in states.values()])
    conn.execute("UPDATE pupils SET steps = ? WHERE id = ?", (steps, pupil_id))
