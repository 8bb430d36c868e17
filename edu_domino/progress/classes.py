"""Classes and teachers in a record (a school's server above all): a pupil belongs to any number
of classes, a teacher sees the classes they teach. Names are matched like pupils' (any case).

    make_class(record, "4B"); join_class(record, "4B", pupil)
    add_teacher(record, "Marta", "4B")
    class_names(record, teacher="Marta")      # ["4B"]
    class_pupils(record, "4B")                # the pupils of 4B, by name
    class_view(record, pupils=class_pupils(record, "4B"))   # the teacher's table for 4B
"""

from __future__ import annotations

from ..i18n import _
from .errors import ProgressError
from .profiles import Pupil, clean_name, name_key
from .record import Record


class UnknownClass(ProgressError):
    """No class (or teacher) by that name in the record."""


def _make(record: Record, table: str, name: str) -> int:
    shown = clean_name(name)
    with record.transaction() as conn:
        conn.execute(f"INSERT INTO {table} (name, name_key) VALUES (?, ?) ON CONFLICT (name_key) DO NOTHING",
                     (shown, name_key(shown)))
        return int(conn.execute(f"SELECT id FROM {table} WHERE name_key = ?", (name_key(shown),)).fetchone()[0])


def make_class(record: Record, name: str) -> int:
    """The class's id, made if it is new."""
    return _make(record, "classes", name)


def _class_id(record: Record, name: str) -> int:
    rows = record.query("SELECT id FROM classes WHERE name_key = ?", (name_key(name),))
    if not rows:
        known = ", ".join(n for (n,) in record.query("SELECT name FROM classes ORDER BY name_key")) or "-"
        raise UnknownClass(_("{file}: no class named {name!r}; the classes are: {names}", file=record.path,
                             name=clean_name(name), names=known))
    return int(rows[0][0])


def join_class(record: Record, class_name: str, pupil: Pupil) -> None:
    class_id = _class_id(record, class_name)
    with record.transaction() as conn:
        conn.execute("INSERT INTO class_pupils (class_id, pupil_id) VALUES (?, ?) ON CONFLICT DO NOTHING",
                     (class_id, pupil.id))


def leave_class(record: Record, class_name: str, pupil: Pupil) -> None:
    class_id = _class_id(record, class_name)
    with record.transaction() as conn:
        conn.execute("DELETE FROM class_pupils WHERE class_id = ? AND pupil_id = ?", (class_id, pupil.id))


def add_teacher(record: Record, teacher: str, class_name: str) -> None:
    """`teacher` teaches `class_name` (the teacher is made if new)."""
    class_id = _class_id(record, class_name)
    teacher_id = _make(record, "teachers", teacher)
    with record.transaction() as conn:
        conn.execute("INSERT INTO class_teachers (class_id, teacher_id) VALUES (?, ?) ON CONFLICT DO NOTHING",
                     (class_id, teacher_id))


def class_names(record: Record, teacher: str | None = None) -> list[str]:
    """Every class, or the classes `teacher` teaches, by name."""
    if teacher is None:
        return [n for (n,) in record.query("SELECT name FROM classes ORDER BY name_key")]
    return [n for (n,) in record.query(
        "SELECT c.name FROM classes c JOIN class_teachers ct ON ct.class_id = c.id"
        " JOIN teachers t ON t.id = ct.teacher_id WHERE t.name_key = ? ORDER BY c.name_key", (name_key(teacher),))]


def class_pupils(record: Record, class_name: str) -> list[Pupil]:
    """The pupils of a class, by name (as `record.pupils()` lists everyone)."""
    class_id = _class_id(record, class_name)
    ids = {pid for (pid,) in record.query("SELECT pupil_id FROM class_pupils WHERE class_id = ?", (class_id,))}
    return [p for p in record.pupils() if p.id in ids]


def pupil_classes(record: Record, pupil: Pupil) -> list[str]:
    return [n for (n,) in record.query(
        "SELECT c.name FROM classes c JOIN class_pupils cp ON cp.class_id = c.id WHERE cp.pupil_id = ?"
        " ORDER BY c.name_key", (pupil.id,))]
