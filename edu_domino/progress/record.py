"""The pupil's record: one SQLite file holding profiles, every answer and lesson results.

Durability: a rollback journal with `synchronous=FULL` and one transaction per answer, so a
crash or power cut loses at most the answer being written. Not WAL on purpose: school machines
often keep home folders on a network drive, where WAL's shared memory does not work.

Opening checks the file before touching it. A damaged file, someone else's SQLite file or one
written by a newer edu-domino is renamed aside (never overwritten, never deleted), a new record
is started, and `Record.notice` holds the one message to show.
"""

from __future__ import annotations

import difflib
import os
import re
import sqlite3
import time
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from ..atomic import write_atomic
from ..i18n import _
from ..resources import user_data_dir
from .errors import BadName, ProgressError, RecordUnusable, UnknownPupil
from .profiles import Pupil, clean_name, hash_pin, name_key, verify_pin
from .scheduler import ItemState, after_answer
from .schema import APPLICATION_ID, SCHEMA_VERSION, migrate

FILE_NAME = "progress.sqlite3"
# Beside the record: a copy of each removed pupil's answers and lesson results.
REMOVED_FOLDER = "removed-pupils"
# How long a save waits for another edu-domino (a second window, a teacher's export) to finish
# with the file before saying so.
LOCK_WAIT_S = 5.0
_SQLITE_MAGIC = b"SQLite format 3\x00"
_SIDECARS = ("-journal", "-wal", "-shm")


def default_path() -> Path:
    """Where the record lives: `<user data folder>/progress.sqlite3` (EDU_DOMINO_HOME overrides)."""
    return user_data_dir() / FILE_NAME


def local_day(at: float) -> int:
    """The local calendar day of a unix time, as `date.toordinal()`."""
    return datetime.fromtimestamp(at).date().toordinal()


@dataclass(frozen=True, slots=True)
class AnswerRow:
    pupil: str
    item: str
    skill: str
    given: str
    expected: str
    correct: bool
    ms: int
    at: int
    source: str
    challenge: bool


@dataclass(frozen=True, slots=True)
class LessonResult:
    pupil: str
    pack_id: str
    pack_version: str
    lesson: str
    score: int
    out_of: int
    seconds: int
    at: int


@dataclass(frozen=True, slots=True)
class RemovedPupil:
    """What `Record.remove_pupil` removed, and where the copy of it was kept."""

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


class Record:
    """An open record. Use `open_record()`; close it (or use `with`) when done."""

    def __init__(self, conn: sqlite3.Connection, path: Path, notice: str | None = None,
                 clock: Callable[[], float] = time.time) -> None:
        self._conn = conn
        self.path = path
        self.notice = notice  # one message for the pupil or teacher, e.g. "file kept aside"
        self._clock = clock
        self._depth = 0
        self._item_ids: dict[str, int] = {}

    # -- lifetime -------------------------------------------------------------------------

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> Record:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """All writes inside commit together or not at all; nested uses join the outer one.

        Wrap many answers in one `transaction()` for bulk imports (the benchmark does); the
        practice session writes each answer in its own, so a crash loses at most one.
        """
        if self._depth:
            self._depth += 1
            try:
                yield self._conn
            finally:
                self._depth -= 1
            return
        try:
            self._conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise self._cannot_save(exc) from exc
        self._depth = 1
        try:
            yield self._conn
        except BaseException:
            self._depth = 0
            self._rollback()
            raise
        self._depth = 0
        try:
            self._conn.execute("COMMIT")
        except sqlite3.Error as exc:
            self._rollback()
            raise self._cannot_save(exc) from exc

    def _rollback(self) -> None:
        self._item_ids.clear()  # ids inserted by the rolled-back transaction are gone
        # SQLite may already have rolled back by itself (e.g. after an I/O error).
        with suppress(sqlite3.Error):
            self._conn.execute("ROLLBACK")

    def _cannot_save(self, exc: sqlite3.Error) -> ProgressError:
        return ProgressError(_(
            "{file}: could not save the pupil's progress ({why}); check that no other "
            "edu-domino is using it, the disk has free space and the folder is writable", file=self.path, why=exc
        ))

    def query(self, sql: str, params: Iterable[object] = ()) -> list[tuple]:
        """Read-only SQL for the summaries; a file damaged while open gives a clear message."""
        try:
            return self._conn.execute(sql, tuple(params)).fetchall()
        except sqlite3.DatabaseError as exc:
            raise ProgressError(_(
                "{file}: the progress record cannot be read ({why}); close edu-domino and "
                "open it again: a damaged file is kept aside and a new one started", file=self.path, why=exc
            )) from exc

    def now(self) -> int:
        return int(self._clock())

    # -- pupils ---------------------------------------------------------------------------

    def pupils(self) -> list[Pupil]:
        """Every pupil, by name (what the "who are you?" screen lists)."""
        rows = self.query(
            "SELECT id, name, pin IS NOT NULL, created_at, last_seen_at FROM pupils ORDER BY name_key"
        )
        return [Pupil(r[0], r[1], bool(r[2]), r[3], r[4]) for r in rows]

    def find_pupil(self, name: str) -> Pupil:
        """The pupil with that name (any case); `UnknownPupil` says which names exist."""
        key = name_key(name)
        rows = self.query(
            "SELECT id, name, pin IS NOT NULL, created_at, last_seen_at FROM pupils WHERE name_key = ?",
            (key,),
        )
        if rows:
            r = rows[0]
            return Pupil(r[0], r[1], bool(r[2]), r[3], r[4])
        names = {p.name.casefold(): p.name for p in self.pupils()}
        close = difflib.get_close_matches(key, list(names), n=1, cutoff=0.6)
        if close:
            hint = _("did you mean {name!r}?", name=names[close[0]])
        elif names:
            hint = _("the pupils are: {names}", names=", ".join(names.values()))
        else:
            hint = _("no pupil has practised yet; a pupil appears here after choosing a name")
        raise UnknownPupil(_("{file}: no pupil named {name!r}; {hint}", file=self.path, name=clean_name(name), hint=hint))

    def create_pupil(self, name: str, pin: str | None = None) -> Pupil:
        """A new pupil; raises `BadName` if the name is taken or unusable, `BadPin` for a bad PIN."""
        shown = clean_name(name)
        stored = hash_pin(pin) if pin else None
        now = self.now()
        with self.transaction() as conn:
            try:
                cur = conn.execute(
                    "INSERT INTO pupils (name, name_key, pin, created_at, last_seen_at)"
                    " VALUES (?, ?, ?, ?, ?)",
                    (shown, name_key(shown), stored, now, now),
                )
            except sqlite3.IntegrityError:
                (taken,) = conn.execute(
                    "SELECT name FROM pupils WHERE name_key = ?", (name_key(shown),)
                ).fetchone()
                raise BadName(
                    _("there is already a pupil named {name!r}; pick that name, or add an initial", name=taken)
                ) from None
        return Pupil(int(cur.lastrowid or 0), shown, stored is not None, now, now)

    def rename_pupil(self, pupil: Pupil, new_name: str) -> Pupil:
        """The same pupil (answers, lessons, PIN, schedule) under a new name, in one transaction.

        Raises `BadName` if the name is unusable or another pupil has it ("Ana" -> "ANA" is
        fine: the same pupil), `UnknownPupil` if the pupil is no longer in the record.
        """
        shown = clean_name(new_name)
        key = name_key(shown)
        try:
            with self.transaction() as conn:
                if conn.execute("SELECT 1 FROM pupils WHERE id = ?", (pupil.id,)).fetchone() is None:
                    raise self._gone(pupil)
                taken = conn.execute(
                    "SELECT name FROM pupils WHERE name_key = ? AND id != ?", (key, pupil.id)
                ).fetchone()
                if taken is not None:
                    raise BadName(_("there is already a pupil named {name!r}; choose another name, "
                                    "or add an initial", name=taken[0]))
                conn.execute("UPDATE pupils SET name = ?, name_key = ? WHERE id = ?", (shown, key, pupil.id))
                r = conn.execute(
                    "SELECT id, name, pin IS NOT NULL, created_at, last_seen_at FROM pupils WHERE id = ?",
                    (pupil.id,),
                ).fetchone()
        except sqlite3.Error as exc:
            raise self._cannot_save(exc) from exc
        return Pupil(r[0], r[1], bool(r[2]), r[3], r[4])

    def remove_pupil(self, pupil: Pupil) -> RemovedPupil:
        """Remove the pupil and everything of theirs (answers, lesson results, schedule) in one
        transaction, after keeping a copy of their answers and lesson results as CSV in
        `removed-pupils/` beside the record (`<name>-<YYYYMMDD-HHMMSS>.csv` and
        `...-lessons.csv`). If the copy cannot be written nothing is removed and a
        `ProgressError` names the folder; `UnknownPupil` if the pupil is already gone.
        """
        from .export import rows, to_csv  # export imports this module

        folder = self.path.parent / REMOVED_FOLDER
        try:
            with self.transaction() as conn:
                row = conn.execute("SELECT name FROM pupils WHERE id = ?", (pupil.id,)).fetchone()
                if row is None:
                    raise self._gone(pupil)
                name = row[0]
                # Read inside the transaction (it holds the write lock): the copy is exactly
                # what is deleted below, even if another edu-domino is saving answers.
                header, body = rows(self, "answers", pupil)
                answers = list(body)
                lesson_header, lesson_body = rows(self, "lessons", pupil)
                lessons = list(lesson_body)
                copy, lessons_copy = self._copy_paths(folder, safe_file_name(name, f"pupil-{pupil.id}"))
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
                        "removed; check that the folder can be written to and the disk has free space, "
                        "then try again", folder=folder, name=name, why=exc.strerror or exc,
                    )) from exc
                removed = conn.execute("DELETE FROM answers WHERE pupil_id = ?", (pupil.id,)).rowcount
                conn.execute("DELETE FROM lesson_results WHERE pupil_id = ?", (pupil.id,))
                conn.execute("DELETE FROM item_state WHERE pupil_id = ?", (pupil.id,))
                conn.execute("DELETE FROM pupils WHERE id = ?", (pupil.id,))
        except sqlite3.Error as exc:
            # Rolled back: the pupil is all still there. The copy stays, an extra one, never
            # the only one.
            raise self._cannot_save(exc) from exc
        return RemovedPupil(name, removed, len(lessons), copy, lessons_copy)

    def _copy_paths(self, folder: Path, base: str) -> tuple[Path, Path]:
        """Unused `<base>-<time>.csv` and `<base>-<time>-lessons.csv` in `folder`."""
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(self.now()))
        n = 0
        while True:
            stem = f"{base}-{stamp}" if n == 0 else f"{base}-{stamp}-{n}"
            pair = (folder / f"{stem}.csv", folder / f"{stem}-lessons.csv")
            if not any(p.exists() for p in pair):
                return pair
            n += 1

    def _gone(self, pupil: Pupil) -> UnknownPupil:
        return UnknownPupil(_(
            "{file}: the pupil {name!r} is no longer in the record (perhaps removed meanwhile); "
            "go back and choose the pupil again", file=self.path, name=pupil.name,
        ))

    def check_pin(self, pupil: Pupil, pin: str | None) -> bool:
        """True if `pin` opens this pupil's profile (always true for a pupil without a PIN)."""
        rows = self.query("SELECT pin FROM pupils WHERE id = ?", (pupil.id,))
        if not rows:
            return False
        return verify_pin(pin or "", rows[0][0])

    def set_pin(self, pupil: Pupil, pin: str | None) -> Pupil:
        """Set, change or (with None) remove the PIN."""
        stored = hash_pin(pin) if pin else None
        with self.transaction() as conn:
            conn.execute("UPDATE pupils SET pin = ? WHERE id = ?", (stored, pupil.id))
        return Pupil(pupil.id, pupil.name, stored is not None, pupil.created_at, pupil.last_seen_at)

    def touch(self, pupil: Pupil) -> None:
        """Note that the pupil was here (shown in the class view)."""
        with self.transaction() as conn:
            conn.execute("UPDATE pupils SET last_seen_at = ? WHERE id = ?", (self.now(), pupil.id))

    # -- practice schedule ----------------------------------------------------------------

    def steps(self, pupil: Pupil) -> int:
        """How many practice answers the pupil has given: the scheduler's clock."""
        rows = self.query("SELECT steps FROM pupils WHERE id = ?", (pupil.id,))
        return int(rows[0][0]) if rows else 0

    def item_states(self, pupil: Pupil, skills: Iterable[str] | None = None) -> dict[str, ItemState]:
        sql = (
            "SELECT i.key, s.box, s.due_step, s.seen, s.correct, s.streak, s.last_step, i.skill"
            " FROM item_state s JOIN items i ON i.id = s.item_id WHERE s.pupil_id = ?"
        )
        wanted = None if skills is None else set(skills)
        return {
            r[0]: ItemState(r[0], r[1], r[2], r[3], r[4], r[5], r[6])
            for r in self.query(sql, (pupil.id,))
            if wanted is None or r[7] in wanted
        }

    def _item_id(self, conn: sqlite3.Connection, key: str, skill: str) -> int:
        cached = self._item_ids.get(key)
        if cached is not None:
            return cached
        row = conn.execute("SELECT id FROM items WHERE key = ?", (key,)).fetchone()
        if row is None:
            row = (conn.execute("INSERT INTO items (key, skill) VALUES (?, ?)", (key, skill)).lastrowid,)
        self._item_ids[key] = int(row[0])
        return int(row[0])

    def record_answer(
        self,
        pupil: Pupil,
        item: str,
        skill: str,
        given: str,
        expected: str,
        correct: bool,
        ms: int,
        *,
        at: float | None = None,
        source: str = "practice",
        challenge: bool = False,
    ) -> ItemState | None:
        """Save one answer (one transaction). Practice answers also move the item's schedule;
        the new schedule state is returned (None for other sources, e.g. "lesson")."""
        when = self.now() if at is None else int(at)
        state: ItemState | None = None
        try:
            with self.transaction() as conn:
                item_id = self._item_id(conn, item, skill)
                conn.execute(
                    "INSERT INTO answers (pupil_id, item_id, given, expected, correct, ms, at, day,"
                    " source, challenge) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (pupil.id, item_id, str(given), str(expected), int(bool(correct)),
                     max(0, int(ms)), when, local_day(when), source, int(challenge)),
                )
                if source == "practice":
                    step = conn.execute("SELECT steps FROM pupils WHERE id = ?", (pupil.id,)).fetchone()[0]
                    row = conn.execute(
                        "SELECT box, due_step, seen, correct, streak, last_step FROM item_state"
                        " WHERE pupil_id = ? AND item_id = ?",
                        (pupil.id, item_id),
                    ).fetchone()
                    before = ItemState(item, *row) if row else ItemState(item)
                    state = after_answer(before, bool(correct), step)
                    conn.execute(
                        "INSERT OR REPLACE INTO item_state VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                        (pupil.id, item_id, state.box, state.due_step, state.seen, state.correct,
                         state.streak, state.last_step),
                    )
                    conn.execute(
                        "UPDATE pupils SET steps = steps + 1, last_seen_at = ? WHERE id = ?",
                        (when, pupil.id),
                    )
        except sqlite3.Error as exc:
            raise self._cannot_save(exc) from exc
        return state

    # -- lessons --------------------------------------------------------------------------

    def record_lesson(
        self,
        pupil: Pupil,
        pack_id: str,
        pack_version: str | int,
        score: int,
        out_of: int,
        *,
        lesson: str = "",
        seconds: float = 0,
        at: float | None = None,
    ) -> None:
        """Save a finished lesson. Keyed by pack id and version, so editing a pack (a new
        version) keeps the results of the old one apart but under the same pack."""
        when = self.now() if at is None else int(at)
        with self.transaction() as conn:
            conn.execute(
                "INSERT INTO lesson_results (pupil_id, pack_id, pack_version, lesson, score, out_of,"
                " seconds, at, day) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (pupil.id, pack_id, str(pack_version), lesson, int(score), int(out_of),
                 int(seconds), when, local_day(when)),
            )

    def save_lesson_run(self, pupil: Pupil, result: Any, *, with_answers: bool = True) -> None:
        """Save a lesson runner's result (`edu_domino.lesson.runner.RunnerResult`) in one
        transaction: each try as a "lesson" answer (unless the UI already saved them one by
        one as they happened, the safer way) and the score under its pack id and version."""
        with self.transaction():
            if with_answers:
                for a in result.answers:
                    self.record_answer(pupil, a.item, a.skill, a.given, a.expected, a.right, a.ms,
                                       source="lesson")
            self.record_lesson(pupil, result.pack_id, result.pack_version, result.score,
                               result.out_of, seconds=result.seconds)

    def lesson_results(self, pupil: Pupil | None = None) -> list[LessonResult]:
        sql = (
            "SELECT p.name, r.pack_id, r.pack_version, r.lesson, r.score, r.out_of, r.seconds, r.at"
            " FROM lesson_results r JOIN pupils p ON p.id = r.pupil_id"
        )
        params: tuple[object, ...] = ()
        if pupil is not None:
            sql += " WHERE r.pupil_id = ?"
            params = (pupil.id,)
        return [LessonResult(*r) for r in self.query(sql + " ORDER BY r.at, r.id", params)]

    # -- export ---------------------------------------------------------------------------

    def answers(self, pupil: Pupil | None = None) -> list[AnswerRow]:
        """Every answer, oldest first (optionally one pupil's)."""
        sql = (
            "SELECT p.name, i.key, i.skill, a.given, a.expected, a.correct, a.ms, a.at, a.source,"
            " a.challenge FROM answers a JOIN pupils p ON p.id = a.pupil_id"
            " JOIN items i ON i.id = a.item_id"
        )
        params: tuple[object, ...] = ()
        if pupil is not None:
            sql += " WHERE a.pupil_id = ?"
            params = (pupil.id,)
        rows = self.query(sql + " ORDER BY a.id", params)
        return [AnswerRow(r[0], r[1], r[2], r[3], r[4], bool(r[5]), r[6], r[7], r[8], bool(r[9]))
                for r in rows]


# -- opening ------------------------------------------------------------------------------


def open_record(
    path: str | os.PathLike[str] | None = None,
    *,
    keep_aside: bool = True,
    create: bool = True,
    clock: Callable[[], float] = time.time,
) -> Record:
    """Open (or start) the record at `path` (default: `default_path()`), upgrading old files.

    A file that cannot be used is renamed aside and a new record started, with `Record.notice`
    saying so (`keep_aside=True`, the app); with `keep_aside=False` (commands that only read)
    it is left untouched and `RecordUnusable` is raised instead.
    """
    target = Path(path) if path is not None else default_path()
    if not target.exists() and not create:
        raise ProgressError(_(
            "{file}: no progress record here; practise in edu-domino first, or give the "
            "folder with {variable}", file=target, variable="EDU_DOMINO_HOME"
        ))
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        problem = _inspect(target)
        notice = None
        if problem is not None:
            reason, detail = problem
            if not keep_aside:
                raise RecordUnusable(
                    _message(target, reason, detail, None), path=str(target), reason=reason
                )
            kept = keep_aside_file(target, reason)
            notice = _message(target, reason, detail, kept)
    except sqlite3.Error as exc:  # only "in use" gets here (see _inspect)
        raise ProgressError(_(
            "{file}: another edu-domino is using the progress record ({why}); close the other "
            "window or wait for it to finish, then try again", file=target, why=exc
        )) from exc
    except OSError as exc:
        raise ProgressError(_(
            "{file}: cannot use the progress file ({why}); check that it is a file "
            "and that you may read and write it and its folder", file=target, why=exc.strerror
        )) from exc
    conn = None
    try:
        conn = _connect(target)
        migrate(conn)
    except sqlite3.Error as exc:
        if conn is not None:
            conn.close()
        raise ProgressError(_(
            "{file}: could not prepare the progress record ({why}); check that the folder is "
            "writable, the disk has free space and no other edu-domino is upgrading it", file=target, why=exc
        )) from exc
    return Record(conn, target, notice, clock)


def _connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(str(path), isolation_level=None, timeout=LOCK_WAIT_S)
    conn.execute("PRAGMA foreign_keys = ON")
    conn.execute("PRAGMA journal_mode = DELETE")
    conn.execute("PRAGMA synchronous = FULL")
    return conn


def _inspect(path: Path) -> tuple[str, str] | None:
    """None if the file is usable (or new); else (reason, detail), reason in corrupt/foreign/newer."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(len(_SQLITE_MAGIC))
    except FileNotFoundError:
        return None
    # Any other OSError (a folder in its place, no permission) propagates: that is not a
    # damaged record, and moving it aside would not help.
    if not head:
        return None  # an empty file is a new database to SQLite
    if head != _SQLITE_MAGIC:
        return ("corrupt", _("not an SQLite file"))
    conn = None
    try:
        # Read-write so that a hot journal left by a crash is rolled back, as SQLite intends.
        conn = sqlite3.connect(str(path), isolation_level=None, timeout=LOCK_WAIT_S)
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        tables = conn.execute("SELECT count(*) FROM sqlite_schema").fetchone()[0]
        if app_id != APPLICATION_ID and (app_id != 0 or tables):
            return ("foreign", _("an SQLite file of another program"))
        if version > SCHEMA_VERSION:
            return ("newer", _("record version {version}; this edu-domino reads up to {ours}", version=version,
                               ours=SCHEMA_VERSION))
        result = conn.execute("PRAGMA quick_check").fetchall()
        if result != [("ok",)]:
            return ("corrupt", _("integrity check: {result}", result=result[0][0]))
    except sqlite3.DatabaseError as exc:
        if _in_use(exc):
            raise  # another edu-domino holds the file: it is busy, not damaged
        return ("corrupt", str(exc))
    finally:
        if conn is not None:
            conn.close()
    return None


def _in_use(exc: sqlite3.Error) -> bool:
    """Whether SQLite gave up waiting for another connection (another edu-domino) to let go."""
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)
    return "locked" in str(exc)


def keep_aside_file(path: Path, reason: str) -> Path:
    """Rename `path` (and SQLite's side files) to an unused `<name>.<reason>-<time>` name."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    base = f"{path.name}.{reason}-{stamp}"
    n = 0
    while True:
        kept = path.with_name(base if n == 0 else f"{base}-{n}")
        if not any(Path(str(kept) + s).exists() for s in ("", *_SIDECARS)):
            break
        n += 1
    _rename_new(path, kept)
    for suffix in _SIDECARS:
        side = Path(str(path) + suffix)
        if side.exists():
            _rename_new(side, Path(str(kept) + suffix))
    return kept


def _rename_new(src: Path, dst: Path) -> None:
    """Rename without ever replacing an existing file (a hard link fails if `dst` exists)."""
    try:
        os.link(src, dst)
    except FileExistsError:
        raise
    except OSError:
        # File systems without hard links (FAT on a USB stick): `dst` was checked free above.
        os.rename(src, dst)
        return
    os.unlink(src)


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
        "corrupt": _("to recover, close edu-domino and put a backup copy in place of {file}", file=path.name),
        "foreign": _("if it belongs to another program, move {kept} out of {folder}", kept=kept.name, folder=path.parent),
        "newer": _("to carry on with it, install the newer edu-domino, close it and rename {kept} back to {file}",
                   kept=kept.name, file=path.name),
    }[reason]
    return _("{file}: {what}; it was kept as {kept} and a new record was started; {fix}", file=path, what=what,
             kept=kept.name, fix=fix)
