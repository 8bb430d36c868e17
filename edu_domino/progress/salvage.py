"""Reading a record's rows cell by cell, and row by row when its pages are damaged: every row
that can still be read comes back, and what could not is named (`cells.Skipped`)."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from pathlib import Path

from .cells import TEXT, Rule, Skipped
from .sqlerrors import access_error

# Past this many unreadable ids in a row-by-row read of a damaged table, the rest is given up
# (see `salvage`): bounded time whatever the damage.
SALVAGE_MOST = 100_000


def bad_column(rules: Sequence[tuple[str, Rule]], values: Sequence[object]) -> str | None:
    return next((name for (name, rule), value in zip(rules, values, strict=True) if not rule.ok(value)), None)


def read_checked(conn: sqlite3.Connection, path: Path | str, table: str, sql: str, alias: str, pupil_id: int | None,
                 rules: Sequence[tuple[str, Rule]], skipped: list[Skipped] | None) -> list[tuple]:
    """Rows of `sql` (first column the row id) in id order, checked cell by cell.

    When the table's pages are damaged, the rows are read one id at a time instead, so
    every row that can still be read is returned (`salvage`).
    """
    where = f" WHERE {alias}.pupil_id = ?" if pupil_id is not None else ""
    params: tuple[object, ...] = (pupil_id,) if pupil_id is not None else ()
    try:
        rows = conn.execute(f"{sql}{where} ORDER BY {alias}.id", params).fetchall()
    except sqlite3.DatabaseError as exc:
        if skipped is None:
            raise access_error(exc, path, "read") from exc
        rows = salvage(conn, path, table, sql, alias, where, params, skipped)
    good = []
    for row in rows:
        bad = bad_column(rules, row[1:])
        if bad is None:
            good.append(row)
        elif skipped is not None:
            owner = row[1] if TEXT.ok(row[1]) else None
            skipped.append(Skipped(table, row[0], owner, bad))
    return good

def salvage(conn: sqlite3.Connection, path: Path | str, table: str, sql: str, alias: str, where: str,
            params: tuple[object, ...], skipped: list[Skipped]) -> list[tuple]:
    """Read a table with damaged pages one row at a time: what can be read, in id order.

    Each step seeks the next id past the last one read (cheap, over gaps too); where even
    that fails, ids are tried one by one, at most `SALVAGE_MOST` of them, and those that
    cannot be read are named in `skipped` as ranges (first, last).
    """
    one = f"{sql}{where}{' AND' if where else ' WHERE'} {alias}.id = ?"
    rows: list[tuple] = []
    lost: list[int] = []
    last = last_id_worth_trying(conn, path, table)
    current = 0
    while True:
        try:
            found = conn.execute(f"SELECT id FROM {table} WHERE id > ? ORDER BY id LIMIT 1",
                                 (current,)).fetchone()
            if found is None or type(found[0]) is not int:
                break
            current = found[0]
        except sqlite3.DatabaseError:
            if current >= last:
                break
            current += 1
        try:
            rows.extend(conn.execute(one, (*params, current)).fetchall())
        except sqlite3.DatabaseError:
            lost.append(current)
    if not rows and lost and len(lost) == current:  # nothing of it could be read at all
        skipped.append(Skipped(table, None))
    else:
        skipped.extend(Skipped(table, low, None, None, high) for low, high in id_ranges(lost))
    return rows

def last_id_worth_trying(conn: sqlite3.Connection, path: Path | str, table: str) -> int:
    """The highest row id worth trying in a damaged table: its largest id if that can be read,
    else as many rows as the file could hold; never past `SALVAGE_MOST` tries."""
    try:
        (top,) = conn.execute(f"SELECT max(id) FROM {table}").fetchone()
    except sqlite3.DatabaseError:
        top = None
    if type(top) is not int:
        try:
            top = Path(path).stat().st_size // 16  # no row of a record takes fewer bytes
        except OSError:
            top = 0
    return min(top, SALVAGE_MOST)


def id_ranges(ids: Sequence[int]) -> list[tuple[int, int]]:
    """[3, 4, 5, 9] -> [(3, 5), (9, 9)]."""
    out: list[tuple[int, int]] = []
    for i in ids:
        if out and out[-1][1] == i - 1:
            out[-1] = (out[-1][0], i)
        else:
            out.append((i, i))
    return out
