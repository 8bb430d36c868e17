"""The record's schema and its migrations, numbered by `PRAGMA user_version`.

A migration is a function run inside the same transaction that bumps `user_version`, so a file
is always at one version or the next, never half way. Add a new one at the end; never edit an
old one (files in classrooms are at every version). `docs/progress.md` describes the tables.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from contextlib import suppress
from typing import Any

# 'EDOM': marks the file as ours, so a stray SQLite file dropped in its place is not mistaken
# for a record and overwritten by migrations.
APPLICATION_ID = 0x45444F4D


def _script(conn: sqlite3.Connection, sql: str) -> None:
    """Run several statements inside the caller's transaction.

    Not `executescript`: that commits any open transaction first, which would make a migration
    half-applied if the process died in the middle.
    """
    statement = ""
    for line in sql.splitlines(keepends=True):
        statement += line
        if sqlite3.complete_statement(statement):
            conn.execute(statement)
            statement = ""
    if statement.strip():
        raise ValueError(f"incomplete SQL statement: {statement.strip()[:60]}")


def _v1(conn: sqlite3.Connection) -> None:
    """Pupils, every answer, and lesson results keyed by pack id and version."""
    _script(
        conn,
        """
        CREATE TABLE pupils (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            name_key TEXT NOT NULL UNIQUE,   -- casefolded, NFC: "Ana" and "ANA" are one pupil
            pin TEXT,                        -- "pbkdf2_sha256$iterations$salt$hash" or NULL
            created_at INTEGER NOT NULL,     -- unix seconds
            last_seen_at INTEGER
        );
        CREATE TABLE items (
            id INTEGER PRIMARY KEY,
            key TEXT NOT NULL UNIQUE,        -- stable text id, e.g. "sum:notes:q+e"
            skill TEXT NOT NULL
        );
        CREATE TABLE answers (
            id INTEGER PRIMARY KEY,
            pupil_id INTEGER NOT NULL REFERENCES pupils(id),
            item_id INTEGER NOT NULL REFERENCES items(id),
            given TEXT NOT NULL,
            expected TEXT NOT NULL,
            correct INTEGER NOT NULL CHECK (correct IN (0, 1)),
            ms INTEGER NOT NULL,             -- time taken to answer
            at INTEGER NOT NULL,             -- unix seconds
            day INTEGER NOT NULL,            -- the pupil's local date, as date.toordinal()
            source TEXT NOT NULL DEFAULT 'practice',
            challenge INTEGER NOT NULL DEFAULT 0
        );
        -- covers the per-day accuracy chart without touching the table itself
        CREATE INDEX answers_by_pupil_day ON answers(pupil_id, day, correct);
        CREATE TABLE lesson_results (
            id INTEGER PRIMARY KEY,
            pupil_id INTEGER NOT NULL REFERENCES pupils(id),
            pack_id TEXT NOT NULL,
            pack_version TEXT NOT NULL,
            lesson TEXT NOT NULL DEFAULT '',
            score INTEGER NOT NULL,
            out_of INTEGER NOT NULL,
            seconds INTEGER NOT NULL DEFAULT 0,
            at INTEGER NOT NULL,
            day INTEGER NOT NULL
        );
        CREATE INDEX lesson_results_by_pupil ON lesson_results(pupil_id, pack_id, pack_version);
        """
    )


def _v2(conn: sqlite3.Connection) -> None:
    """The practice schedule: one row per pupil and item, plus each pupil's answer count.

    The schedule can always be rebuilt from `answers`; keeping it as a table makes picking the
    next item and drawing the mastery chart independent of how many answers there are.
    """
    # Imported here: the scheduler is only needed when an old file is actually upgraded.
    from .scheduler import replay

    _script(
        conn,
        """
        ALTER TABLE pupils ADD COLUMN steps INTEGER NOT NULL DEFAULT 0;
        CREATE TABLE item_state (
            pupil_id INTEGER NOT NULL REFERENCES pupils(id),
            item_id INTEGER NOT NULL REFERENCES items(id),
            box INTEGER NOT NULL,
            due_step INTEGER NOT NULL,
            seen INTEGER NOT NULL,
            correct INTEGER NOT NULL,
            streak INTEGER NOT NULL,
            last_step INTEGER NOT NULL,
            PRIMARY KEY (pupil_id, item_id)
        ) WITHOUT ROWID;
        """
    )
    ids = dict(conn.execute("SELECT key, id FROM items"))
    for (pupil_id,) in conn.execute("SELECT id FROM pupils").fetchall():
        rows = conn.execute(
            "SELECT i.key, a.correct FROM answers a JOIN items i ON i.id = a.item_id"
            " WHERE a.pupil_id = ? AND a.source = 'practice' ORDER BY a.id",
            (pupil_id,),
        )
        states, steps = replay((key, bool(c)) for key, c in rows)
        conn.executemany(
            "INSERT INTO item_state VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (pupil_id, ids[s.key], s.box, s.due_step, s.seen, s.correct, s.streak, s.last_step)
                for s in states.values()
            ],
        )
        conn.execute("UPDATE pupils SET steps = ? WHERE id = ?", (steps, pupil_id))


def _v3(conn: sqlite3.Connection) -> None:
    """A unique id on every answer and lesson result (a retry, a side file merged twice or a
    record copied twice never saves one twice), and classes with their pupils and teachers."""
    import uuid

    _script(
        conn,
        """
        ALTER TABLE answers ADD COLUMN uid TEXT;
        ALTER TABLE lesson_results ADD COLUMN uid TEXT;
        """
    )
    for table in ("answers", "lesson_results"):
        ids = [row[0] for row in conn.execute(f"SELECT id FROM {table}").fetchall()]
        conn.executemany(f"UPDATE {table} SET uid = ? WHERE id = ?", [(uuid.uuid4().hex, i) for i in ids])
    _script(
        conn,
        """
        CREATE UNIQUE INDEX answers_by_uid ON answers(uid);
        CREATE UNIQUE INDEX lesson_results_by_uid ON lesson_results(uid);
        CREATE TABLE teachers (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            name_key TEXT NOT NULL UNIQUE
        );
        CREATE TABLE classes (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            name_key TEXT NOT NULL UNIQUE
        );
        CREATE TABLE class_pupils (
            class_id INTEGER NOT NULL REFERENCES classes(id),
            pupil_id INTEGER NOT NULL REFERENCES pupils(id),
            PRIMARY KEY (class_id, pupil_id)
        ) WITHOUT ROWID;
        CREATE TABLE class_teachers (
            class_id INTEGER NOT NULL REFERENCES classes(id),
            teacher_id INTEGER NOT NULL REFERENCES teachers(id),
            PRIMARY KEY (class_id, teacher_id)
        ) WITHOUT ROWID;
        """
    )


# MIGRATIONS[i] takes a record from version i to version i + 1, on either backend: the SQL is
# the part SQLite and PostgreSQL share, and `server.postgres_sql` spells SQLite's two own words
# (`INTEGER PRIMARY KEY`, `WITHOUT ROWID`) for the server.
MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_v1, _v2, _v3)
SCHEMA_VERSION = len(MIGRATIONS)


def read_version(conn: Any, *, server: bool = False) -> int:
    """The record's version: `PRAGMA user_version` in a file, a one-row table on a server."""
    if not server:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])
    row = conn.execute("SELECT version FROM edu_domino_version").fetchone()
    return int(row[0]) if row else 0


def _write_version(conn: Any, version: int, server: bool) -> None:
    if server:
        conn.execute("INSERT INTO edu_domino_version (one, version) VALUES (1, ?)"
                     " ON CONFLICT (one) DO UPDATE SET version = excluded.version", (version,))
        return
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute(f"PRAGMA user_version = {version}")


def migrate(conn: Any, target: int = SCHEMA_VERSION, *, server: bool = False) -> int:
    """Bring the record up to `target`, one transaction per step; returns the version reached.

    The connection must be in autocommit mode (`isolation_level=None`). On a server
    (`server.ServerConnection`, already bootstrapped) many app instances may start at once:
    each step takes the migration lock and reads the version again under it.
    """
    from .server import MIGRATION_LOCK

    version = read_version(conn, server=server)
    while version < target:
        conn.execute("BEGIN IMMEDIATE")
        try:
            if server:
                conn.execute("SELECT pg_advisory_xact_lock(?)", (MIGRATION_LOCK,))
                version = read_version(conn, server=True)
            if version < target:
                MIGRATIONS[version](conn)
                _write_version(conn, version + 1, server)
            conn.execute("COMMIT")
        except BaseException:
            # SQLite may have rolled back already (a full disk): then ROLLBACK fails with "no
            # transaction is active", which must not hide the real reason.
            with suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise
        version = read_version(conn, server=server)
    return version
