"""Classes and teachers in a record (a school's server above all): a pupil belongs to any number
of classes, a teacher sees the classes they teach. Names are matched like pupils' (any case).

    make_class(record, "4B"); join_class(record, "4B", pupil)
    add_teacher(record, "Marta", "4B")
    class_names(record, teacher="Marta")      # ["4B"]
    class_pupils(record, "4B")                # the pupils of 4B, by name
    class_view(record, pupils=class_pupils(record, "4B"))   # the teacher's table for 4B
"""

from __future__ import annotations

from pathlib import Path

from ..i18n import _
from .errors import BadName, ProgressError
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


def rename_class(record: Record, old: str, new: str) -> str:
    """Give a class a new name (its pupils and teachers stay); BadName if another class has it.
    Returns the name as kept."""
    class_id = _class_id(record, old)
    shown = clean_name(new)
    with record.transaction() as conn:
        taken = conn.execute("SELECT id FROM classes WHERE name_key = ? AND id <> ?",
                             (name_key(shown), class_id)).fetchone()
        if taken is not None:
            raise BadName(_("there is already a class named {name}", name=shown))
        conn.execute("UPDATE classes SET name = ?, name_key = ? WHERE id = ?", (shown, name_key(shown), class_id))
    return shown


def teacher_names(record: Record) -> list[str]:
    """Every teacher, by name."""
    return [n for (n,) in record.query("SELECT name FROM teachers ORDER BY name_key")]


def class_teachers(record: Record, class_name: str) -> list[str]:
    """The teachers of a class, by name."""
    class_id = _class_id(record, class_name)
    return [n for (n,) in record.query(
        "SELECT t.name FROM teachers t JOIN class_teachers ct ON ct.teacher_id = t.id WHERE ct.class_id = ?"
        " ORDER BY t.name_key", (class_id,))]


def export_class(record: Record, class_name: str, folder: Path, stamp: str) -> tuple[Path, int]:
    """Write every answer of the class's pupils (as `export-progress --class`) to a new CSV file
    in `folder`, named after the class and `stamp`; (the file, its rows)."""
    from ..atomic import write_atomic
    from .archive import safe_file_name
    from .export import read, to_csv

    header, lines, _skipped = read(record, "answers", among=class_pupils(record, class_name))
    out = folder / f"{safe_file_name(class_name, 'class')}-{stamp}.csv"
    n = 1
    while out.exists():  # never over an earlier export
        out = folder / f"{safe_file_name(class_name, 'class')}-{stamp}-{n}.csv"
        n += 1
    folder.mkdir(parents=True, exist_ok=True)
    write_atomic(out, to_csv(header, lines))
    return out, len(lines)


def new_class(record: Record, name: str) -> str:
    """Make a class (BadName if one has that name already); its name as kept."""
    shown = clean_name(name)
    if record.query("SELECT 1 FROM classes WHERE name_key = ?", (name_key(shown),)):
        raise BadName(_("there is already a class named {name}", name=shown))
    make_class(record, shown)
    return shown
