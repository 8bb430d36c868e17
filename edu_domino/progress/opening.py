"""Opening the record: check the file before touching it, keep a damaged one aside, never lose it.

- A damaged file (header, schema or pages), an empty (0-byte) one, someone else's SQLite file or
  one written by a newer edu-domino is renamed aside (never overwritten, never deleted), a new
  record is started, and `Record.notice` holds the one message to show.
- Damaged cells in a sound file (text that is not UTF-8, a `day` that is not a day) cost less: a
  byte-for-byte copy is kept aside, the cells are mended in place (`cells.repair`) and the pupils
  carry on with everything else.
- A new record is built under a temporary name and linked into place complete, so a file at the
  record's name is never one of ours half made: an empty file there is damage, not a new record.
- Commands that only read (`export-progress`) leave every file where it is; with
  `damaged_ok=True` they still read what a damaged file holds (read-only, skipping what cannot be
  read).
"""

from __future__ import annotations

import functools
import os
import secrets
import shutil
import sqlite3
import time
from collections.abc import Callable
from contextlib import suppress
from pathlib import Path

from ..i18n import _
from ..os_reasons import fix_for
from ..os_reasons import reason as os_reason
from . import cells
from . import record as record_module
from .errors import ProgressError, RecordUnusable
from .record import Record, default_path
from .schema import APPLICATION_ID, SCHEMA_VERSION, migrate
from .school import chosen_record, open_school_record
from .server import is_server_url
from .sqlerrors import access_error, is_busy, one_line

_SQLITE_MAGIC = b"SQLite format 3\x00"
_SIDECARS = ("-journal", "-wal", "-shm")


def open_record(
    path: str | os.PathLike[str] | None = None,
    *,
    keep_aside: bool = True,
    create: bool = True,
    damaged_ok: bool = False,
    clock: Callable[[], float] = time.time,
) -> Record:
    """Open (or start) the record at `path` (default: `default_path()`), upgrading old files.

    A file that cannot be used is renamed aside and a new record started, with `Record.notice`
    saying so (`keep_aside=True`, the app); with `keep_aside=False` (commands that only read)
    it is left untouched and `RecordUnusable` is raised instead, unless `damaged_ok=True` and
    the file is only damaged: then it is opened read-only, `Record.damaged` is True, the notice
    says what is wrong, and the readers skip what cannot be read.

    `path` may also be a school's server, `postgresql://user@host/database` (`school.py`); with
    no path, `EDU_DOMINO_RECORD` names the record, else the laptop's own file is used.
    """
    if path is None:
        path = chosen_record()
    if is_server_url(path):
        return open_school_record(str(path), clock)
    target = Path(path) if path is not None else default_path()
    if not target.exists() and not create:
        raise ProgressError(_(
            "{file}: no progress record here; practise in edu-domino first, or give the "
            "folder with {variable}", file=target, variable="EDU_DOMINO_HOME"
        ))
    notice = None
    mend = False
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        problem = _inspect(target, check_cells=keep_aside)
        if problem is not None and problem[0] == "index":
            problem, notice = _mend_index(target, problem[1])
        if problem is not None:
            reason, detail = problem
            if reason == "cells":
                kept = _copy_aside(target, "damaged")
                notice = _cells_message(target, detail, kept)
                mend = True
            elif not keep_aside:
                message = _message(target, reason, detail, None)
                if damaged_ok and reason == "corrupt" and target.stat().st_size > 0:
                    return _open_damaged(target, message, clock)
                raise RecordUnusable(message, path=str(target), reason=reason)
            else:
                kept = keep_aside_file(target, reason)
                notice = _message(target, reason, detail, kept)
        if not target.exists():
            _create(target)
    except sqlite3.Error as exc:  # only "in use" gets here (see _inspect)
        raise access_error(exc, target, "open") from exc
    except OSError as exc:
        raise ProgressError(_("{file}: cannot use the progress file ({why}); {fix}", file=target, why=os_reason(exc),
                                fix=fix_for(exc, _("check that it is a file and that you may read and write it "
                                                   "and its folder")))) from exc
    conn = None
    try:
        conn = _connect(target)
        migrate(conn)
        if mend:
            conn.execute("BEGIN IMMEDIATE")
            cells.repair(conn)
            conn.execute("COMMIT")
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        if conn is not None:
            with suppress(sqlite3.Error):
                conn.close()
        raise access_error(exc, target, "open") from exc
    return Record(conn, target, notice, clock)


def _connect(path: Path, *, read_only: bool = False) -> sqlite3.Connection:
    if read_only:
        uri = Path(path).resolve().as_uri() + "?mode=ro"
        conn = sqlite3.connect(uri, uri=True, isolation_level=None, timeout=record_module.LOCK_WAIT_S)
    else:
        conn = sqlite3.connect(str(path), isolation_level=None, timeout=record_module.LOCK_WAIT_S)
    cells.prepare(conn)
    if read_only:
        # Tables whose own schema line is intact can still be read when another's is damaged.
        conn.execute("PRAGMA writable_schema = ON")
        return conn
    conn.execute("PRAGMA foreign_keys = ON")
    conn.execute("PRAGMA journal_mode = DELETE")
    conn.execute("PRAGMA synchronous = FULL")
    return conn


def _create(target: Path) -> None:
    """A new, complete, empty record at `target`, built aside and linked into place."""
    # A name no other opener uses, even in this process: the app's record thread and a class
    # server's recorder may start the same new record at the same moment.
    temporary = target.with_name(f".{target.name}.new-{os.getpid()}-{secrets.token_hex(4)}")
    try:
        conn = _connect(temporary)
        try:
            migrate(conn)
        finally:
            conn.close()
    except BaseException:
        _remove_with_sidecars(temporary)  # a full disk leaves no half-made file behind
        raise
    try:
        _rename_new(temporary, target)
    except FileExistsError:
        os.unlink(temporary)  # another edu-domino started one meanwhile: use theirs


def _mend_index(target: Path, detail: str) -> tuple[tuple[str, str] | None, str | None]:
    """Rebuild the indexes of a record whose rows are sound but whose index disagrees with them:
    (None, the notice) when that mended it, with a copy of the file as it was kept aside; else
    the problem still found (the file is then set aside whole, as before)."""
    kept = _copy_aside(target, "damaged")
    try:
        conn = sqlite3.connect(str(target), isolation_level=None, timeout=record_module.LOCK_WAIT_S)
        try:
            conn.execute("REINDEX")
        finally:
            conn.close()
        problem = _inspect(target, check_cells=True)
    except sqlite3.DatabaseError as exc:
        if is_busy(exc):
            raise
        problem = ("corrupt", detail)
    if problem is not None and problem[0] != "cells":
        # Not mended: the file goes back to how it was (REINDEX wrote to it), to be set aside
        # whole next, byte for byte; no second copy of it.
        with suppress(OSError):
            os.replace(kept, target)
        return ("corrupt", detail), None
    if problem is not None:
        return problem, None  # the cells are mended next, with a copy of their own
    return None, _("{file}: an index of the progress record was damaged and has been rebuilt from the answers, "
                   "which are all kept; a copy of the file as it was is kept as {kept}", file=target, kept=kept.name)


def _remove_with_sidecars(path: Path) -> None:
    for side in ("", *_SIDECARS):
        with suppress(OSError):
            os.unlink(str(path) + side)


def _open_damaged(target: Path, message: str, clock: Callable[[], float]) -> Record:
    conn = None
    try:
        conn = _connect(target, read_only=True)
        conn.execute("SELECT count(*) FROM sqlite_schema").fetchone()  # nothing at all to read?
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        if conn is not None:
            conn.close()
        raise RecordUnusable(message, path=str(target), reason="corrupt") from exc
    record = Record(conn, target, message, clock)
    record.damaged = True
    return record


def _inspect(path: Path, *, check_cells: bool = False) -> tuple[str, str] | None:
    """None if the file is usable (or new); else (reason, detail), reason in corrupt/foreign/newer,
    or "cells" (with `check_cells`) when only some cells are damaged."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(len(_SQLITE_MAGIC) + 4)  # the magic, the page size, the format bytes
    except FileNotFoundError:
        return None
    # Any other OSError (a folder in its place, no permission) propagates: that is not a
    # damaged record, and moving it aside would not help.
    if not head:
        # Never one of ours (`_create` links a complete record into place): cut short by a full
        # disk or a copy that stopped, and SQLite would silently take it for a new record.
        return ("corrupt", _("the file is empty (0 bytes)"))
    if head[: len(_SQLITE_MAGIC)] != _SQLITE_MAGIC:
        return ("corrupt", _("not an SQLite file"))
    # Bytes 18 and 19 are the write and read format (1 or 2 in every SQLite 3 file): another
    # value makes SQLite open the file read-only, and the first answer saved would then fail.
    if len(head) == len(_SQLITE_MAGIC) + 4 and not {head[-2], head[-1]} <= {1, 2}:
        return ("corrupt", _("the file's header was changed (its format bytes)"))
    conn = None
    try:
        # Read-write so that a hot journal left by a crash is rolled back, as SQLite intends.
        conn = sqlite3.connect(str(path), isolation_level=None, timeout=record_module.LOCK_WAIT_S)
        cells.prepare(conn)
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        tables = conn.execute("SELECT count(*) FROM sqlite_schema").fetchone()[0]
        if app_id != APPLICATION_ID and (app_id != 0 or tables):
            return ("foreign", _("an SQLite file of another program"))
        if version < 0:  # no edu-domino ever wrote that: a damaged header
            return ("corrupt", _("record version {version}; this edu-domino reads up to {ours}", version=version,
                                 ours=SCHEMA_VERSION))
        if version > SCHEMA_VERSION:
            return ("newer", _("record version {version}; this edu-domino reads up to {ours}", version=version,
                               ours=SCHEMA_VERSION))
        if version > 0 and _schema_of(conn) != _expected_schema(version):
            # Still SQL, but not ours: a flipped byte in a table's definition (a column name,
            # a reference) would otherwise fail later, on the first save.
            return ("corrupt", _("the table definitions were changed"))
        # integrity_check, not quick_check: it also finds index entries that disagree with their
        # rows, which would otherwise fail the first page that reads them.
        result = conn.execute("PRAGMA integrity_check(3)").fetchall()
        if result != [("ok",)]:
            # SQLite's report spans lines ("*** in database main ***"): one line, kept short.
            report = one_line(" ".join(str(r[0]) for r in result))
            # Only an index disagrees with its rows: the rows are all there and REINDEX rebuilds
            # the index from them (open_record tries that before setting the file aside).
            only_index = all("index" in str(r[0]) or str(r[0]).startswith("***") for r in result)
            return ("index" if only_index and check_cells else "corrupt",
                    _("integrity check: {result}", result=report))
        if check_cells and version == SCHEMA_VERSION:
            damaged = cells.damaged_rows(conn)
            if damaged:
                return ("cells", str(sum(damaged.values())))
    except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:
        if is_busy(exc):
            raise  # another edu-domino holds the file: it is busy, not damaged
        # SQLite quotes a damaged schema's bytes in its message, which may not be UTF-8.
        why = one_line(str(exc)) if isinstance(exc, sqlite3.Error) else _("damaged bytes in the schema")
        return ("corrupt", why)
    finally:
        if conn is not None:
            conn.close()
    return None


def _schema_of(conn: sqlite3.Connection) -> list[tuple]:
    return conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY type, name").fetchall()


@functools.cache
def _expected_schema(version: int) -> list[tuple]:
    """The schema a record at `version` has, built in memory by the same migrations."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    try:
        migrate(conn, version)
        return _schema_of(conn)
    finally:
        conn.close()


def _unused_name(path: Path, reason: str) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    base = f"{path.name}.{reason}-{stamp}"
    n = 0
    while True:
        kept = path.with_name(base if n == 0 else f"{base}-{n}")
        if not any(Path(str(kept) + s).exists() for s in ("", *_SIDECARS)):
            return kept
        n += 1


def keep_aside_file(path: Path, reason: str) -> Path:
    """Rename `path` (and SQLite's side files) to an unused `<name>.<reason>-<time>` name."""
    kept = _unused_name(path, reason)
    _rename_new(path, kept)
    for suffix in _SIDECARS:
        side = Path(str(path) + suffix)
        if side.exists():
            _rename_new(side, Path(str(kept) + suffix))
    return kept


def _copy_aside(path: Path, reason: str) -> Path:
    """A byte-for-byte copy of `path` at an unused `<name>.<reason>-<time>` name (the file stays)."""
    kept = _unused_name(path, reason)
    temporary = kept.with_name(f".{kept.name}.part")
    try:
        shutil.copyfile(path, temporary)
        _rename_new(temporary, kept)
    except BaseException:
        with suppress(OSError):
            temporary.unlink()
        raise
    return kept


def _rename_new(src: Path, dst: Path) -> None:
    """Rename without ever replacing an existing file (a hard link fails if `dst` exists)."""
    try:
        os.link(src, dst)
    except FileExistsError:
        raise
    except OSError:
        # File systems without hard links (FAT on a USB stick): `dst` was checked free above.
        if dst.exists():
            raise FileExistsError(dst) from None
        os.rename(src, dst)
        return
    os.unlink(src)


def _cells_message(path: Path, count: str, kept: Path) -> str:
    return _("{file}: {n} entries of the progress record were damaged (letters that cannot be read, or "
             "a date that is not a date); a copy of the file as it was is kept as {kept}, the damaged "
             "letters now show as \ufffd and entries that could not be mended were removed; to see "
             "what the copy still holds, run: edu-domino export-progress OUT.csv --record {kept}",
             file=path, n=count, kept=kept.name)


def _message(path: Path, reason: str, detail: str, kept: Path | None) -> str:
    """One line for the teacher: the file, what is wrong with it, where it went and the fix."""
    what = {
        "corrupt": _("the progress record is damaged ({detail})", detail=detail),
        "foreign": _("this is not an edu-domino progress record ({detail})", detail=detail),
        "newer": _("written by a newer edu-domino ({detail})", detail=detail),
    }[reason]
    if kept is None:
        fix = {
            "corrupt": _("put a backup copy in its place, or start edu-domino, which keeps the "
                         "damaged file aside and starts a new record"),
            "foreign": _("move it out of {folder}", folder=path.parent),
            "newer": _("use the newer edu-domino to read it"),
        }[reason]
        return f"{path}: {what}; {fix}"
    fix = {
        "corrupt": _("to recover, close edu-domino and put a backup copy in place of {file}; what the "
                     "kept file still holds can be saved with: edu-domino export-progress OUT.csv "
                     "--record {kept}", file=path.name, kept=kept.name),
        "foreign": _("if it belongs to another program, move {kept} out of {folder}", kept=kept.name, folder=path.parent),
        "newer": _("to carry on with it, install the newer edu-domino, close it and rename {kept} back to {file}",
                   kept=kept.name, file=path.name),
    }[reason]
    return _("{file}: {what}; it was kept as {kept} and a new record was started; {fix}", file=path, what=what,
             kept=kept.name, fix=fix)
