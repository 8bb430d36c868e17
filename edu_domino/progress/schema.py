"""The record's schema and its migrations, numbered by `PRAGMA user_version`.

A migration is a function run inside the same transaction that bumps `user_version`, so a file
is always at one version or the next, never half way. Add a new one at the end; never edit an
old one (files in classrooms are at every version). `docs/progress.md` describes the tables.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from contextlib import suppress

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


# MIGRATIONS[i] takes a file from version i to version i + 1.
MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_v1, _v2)
SCHEMA_VERSION = len(MIGRATIONS)


def migrate(conn: sqlite3.Connection, target: int = SCHEMA_VERSION) -> int:
    """Bring the file up to `target`, one transaction per step; returns the version reached.

    The connection must be in autocommit mode (`isolation_level=None`).
    """
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    while version < target:
        conn.execute("BEGIN IMMEDIATE")
        try:
            MIGRATIONS[version](conn)
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            conn.execute(f"PRAGMA user_version = {version + 1}")
            conn.execute("COMMIT")
        except BaseException:
            # SQLite may have rolled back already (a full disk): then ROLLBACK fails with "no
            # transaction is active", which must not hide the real reason.
            with suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise
        version += 1
    return version
