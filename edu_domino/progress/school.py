"""Opening a school's record on a PostgreSQL server (docs/progress.md, "A school's record").

Which record the app uses: `--record FILE-or-URL` on the command line, else the environment
variable `EDU_DOMINO_RECORD`, else the laptop's own file in the user's data folder. A server
record keeps what belongs to this computer (side files of answers not sent yet, copies of
removed pupils) in the user's data folder, under a name made from the server's address.
"""

from __future__ import annotations

import hashlib
import os
import sqlite3
import time
from collections.abc import Callable
from contextlib import suppress
from pathlib import Path

from ..i18n import _
from ..resources import user_data_dir
from .errors import ProgressError, RecordUnusable
from .record import Record
from .schema import SCHEMA_VERSION, migrate, read_version
from .server import BOOTSTRAP, MIGRATION_LOCK, ServerConnection, shown_url
from .sqlerrors import access_error

ENV_VARIABLE = "EDU_DOMINO_RECORD"


def chosen_record() -> str | None:
    """The record named by `EDU_DOMINO_RECORD` (a file or a postgresql:// URL), or None."""
    return os.environ.get(ENV_VARIABLE) or None


def local_stand_in(url: str) -> Path:
    """Where this computer keeps the side files of a server record."""
    digest = hashlib.sha256(shown_url(url).encode()).hexdigest()[:10]
    return user_data_dir() / f"school-record-{digest}"


def open_school_record(url: str, clock: Callable[[], float] = time.time) -> Record:
    """Connect, make or upgrade the schema (many instances may start at once), and check that no
    newer edu-domino upgraded it past what this one reads."""
    try:
        import psycopg  # noqa: F401  (the optional "school" extra)
    except ImportError:
        raise ProgressError(_("{file}: a school's record on a server needs the psycopg package; install "
                              "edu-domino with its school extra: pip install 'edu-domino[school]'",
                              file=shown_url(url))) from None
    shown = shown_url(url)
    conn = None
    try:
        conn = ServerConnection(url)
        version = read_version_or_none(conn)
        if version is None or version < SCHEMA_VERSION:
            _bootstrap(conn)
            version = migrate(conn, server=True)
        if version > SCHEMA_VERSION:
            raise RecordUnusable(_("{file}: the school's record was upgraded by a newer edu-domino (record "
                                   "version {version}; this edu-domino reads up to {ours}); install the newer "
                                   "edu-domino on this computer", file=shown, version=version,
                                   ours=SCHEMA_VERSION), path=shown, reason="newer")
    except sqlite3.Error as exc:
        if conn is not None:
            with suppress(Exception):
                conn.close()
        raise access_error(exc, shown, "open") from exc
    except BaseException:
        if conn is not None:
            with suppress(Exception):
                conn.close()
        raise
    local = local_stand_in(url)
    local.parent.mkdir(parents=True, exist_ok=True)
    return Record(conn, shown, None, clock, local=local)  # type: ignore[arg-type]


def read_version_or_none(conn: ServerConnection) -> int | None:
    """The schema's version, or None on a database edu-domino never used."""
    if conn.execute("SELECT to_regclass('edu_domino_version')").fetchone() == (None,):
        return None
    return read_version(conn, server=True)


def _bootstrap(conn: ServerConnection) -> None:
    conn.execute("BEGIN")
    try:
        conn.execute("SELECT pg_advisory_xact_lock(?)", (MIGRATION_LOCK,))
        for statement in BOOTSTRAP:
            conn.execute(statement)
        conn.execute("COMMIT")
    except BaseException:
        with suppress(sqlite3.Error):
            conn.execute("ROLLBACK")
        raise
