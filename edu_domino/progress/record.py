"""The pupil's record: one SQLite file holding profiles, every answer and lesson results.

Durability: a rollback journal with `synchronous=FULL` and one transaction per answer, so a
crash or power cut loses at most the answer being written. Not WAL on purpose: school machines
often keep home folders on a network drive, where WAL's shared memory does not work.

Opening (`opening.py`) checks the file before touching it; removing a pupil with a copy kept
first is `archive.py`'s. Every `sqlite3` error becomes a `RecordAccessError` worded for a person
(`sqlerrors.py`), and a damaged cell never stops a reader: it skips the row and names it
(`cells.py`).
"""

from __future__ import annotations

import difflib
import sqlite3
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from ..i18n import _
from ..resources import user_data_dir
from .cells import FLAG, INT, TEXT, TIME, Rule, Skipped
from .errors import BadName, ProgressError, UnknownPupil
from .profiles import Pupil, clean_name, hash_pin, name_key, verify_pin
from .salvage import read_checked
from .scheduler import ItemState, after_answer
from .sqlerrors import access_error

FILE_NAME = "progress.sqlite3"
# How long a save waits for another edu-domino (a second window, a teacher's export) to finish
# with the file before saying so.
LOCK_WAIT_S = 5.0


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


# What each column of `Record.answers` and `Record.lesson_results` must hold (after the row id).
_ANSWER_RULES: tuple[tuple[str, Rule], ...] = (
    ("pupil", TEXT), ("item", TEXT), ("skill", TEXT), ("given", TEXT), ("expected", TEXT),
    ("correct", FLAG), ("ms", INT), ("at", TIME), ("source", TEXT), ("challenge", FLAG),
)
_LESSON_RULES: tuple[tuple[str, Rule], ...] = (
    ("pupil", TEXT), ("pack_id", TEXT), ("pack_version", TEXT), ("lesson", TEXT), ("score", INT),
    ("out_of", INT), ("seconds", INT), ("at", TIME),
)


class Record:
    """An open record. Use `open_record()`; close it (or use `with`) when done."""

    def __init__(self, conn: sqlite3.Connection, path: Path, notice: str | None = None,
                 clock: Callable[[], float] = time.time) -> None:
        self._conn = conn
        self.path = path
        self.notice = notice  # one message for the pupil or teacher, e.g. "file kept aside"
        self.damaged = False  # opened read-only despite damage (export): readers skip what they cannot read
        self._clock = clock
        self._depth = 0
        self._item_ids: dict[str, int] = {}

    # -- lifetime -------------------------------------------------------------------------

    def close(self) -> None:
        try:
            self._conn.close()
        except sqlite3.Error as exc:  # every answer was committed already; closing loses nothing
            raise access_error(exc, self.path, "save") from exc

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
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            raise self._cannot_save(exc) from exc
        self._depth = 1
        try:
            yield self._conn
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            self._depth = 0
            self._rollback()
            raise self._cannot_save(exc) from exc
        except BaseException:
            self._depth = 0
            self._rollback()
            raise
        self._depth = 0
        try:
            self._conn.execute("COMMIT")
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            self._rollback()
            raise self._cannot_save(exc) from exc

    def _rollback(self) -> None:
        self._item_ids.clear()  # ids inserted by the rolled-back transaction are gone
        # SQLite may already have rolled back by itself (e.g. after an I/O error).
        with suppress(sqlite3.Error):
            self._conn.execute("ROLLBACK")

    def _cannot_save(self, exc: BaseException) -> ProgressError:
        return access_error(exc, self.path, "save")

    def query(self, sql: str, params: Iterable[object] = ()) -> list[tuple]:
        """Read-only SQL for the summaries; a file damaged while open gives a clear message."""
        try:
            return self._conn.execute(sql, tuple(params)).fetchall()
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            raise access_error(exc, self.path, "read") from exc

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

    def delete_pupil(self, pupil: Pupil) -> int:
        """Delete the pupil and everything of theirs (answers, lesson results, schedule) in one
        transaction (joining the caller's, if any); returns how many answers went. Keeping a
        copy first is `archive.remove_pupil`'s job: call that, not this, from the app."""
        with self.transaction() as conn:
            if conn.execute("SELECT 1 FROM pupils WHERE id = ?", (pupil.id,)).fetchone() is None:
                raise self._gone(pupil)
            removed = conn.execute("DELETE FROM answers WHERE pupil_id = ?", (pupil.id,)).rowcount
            conn.execute("DELETE FROM lesson_results WHERE pupil_id = ?", (pupil.id,))
            conn.execute("DELETE FROM item_state WHERE pupil_id = ?", (pupil.id,))
            conn.execute("DELETE FROM pupils WHERE id = ?", (pupil.id,))
        return removed

    def gone(self, pupil: Pupil) -> UnknownPupil:
        """The error for a pupil no longer in the record (removed meanwhile)."""
        return self._gone(pupil)

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
            if (wanted is None or r[7] in wanted) and _schedule_row_ok(r)
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
                from edu_domino.progress.unsaved import lesson_answer_entry, save_entry

                for a in result.answers:
                    save_entry(self, lesson_answer_entry(pupil, a, at=self.now()))
            self.record_lesson(pupil, result.pack_id, result.pack_version, result.score,
                               result.out_of, seconds=result.seconds)

    def lesson_results(self, pupil: Pupil | None = None, skipped: list[Skipped] | None = None) -> list[LessonResult]:
        """Every lesson result, oldest first (optionally one pupil's). A damaged result is left
        out, and named in `skipped` when a list is given."""
        rows = self._read(
            "lesson_results",
            "SELECT r.id, p.name, r.pack_id, r.pack_version, r.lesson, r.score, r.out_of, r.seconds, r.at"
            " FROM lesson_results r LEFT JOIN pupils p ON p.id = r.pupil_id",
            "r", pupil, _LESSON_RULES, skipped,
        )
        rows.sort(key=lambda r: (r[8], r[0]))
        return [LessonResult(*r[1:]) for r in rows]

    # -- export ---------------------------------------------------------------------------

    def answers(self, pupil: Pupil | None = None, skipped: list[Skipped] | None = None) -> list[AnswerRow]:
        """Every answer, oldest first (optionally one pupil's). A damaged answer is left out,
        and named in `skipped` when a list is given."""
        rows = self._read(
            "answers",
            "SELECT a.id, p.name, i.key, i.skill, a.given, a.expected, a.correct, a.ms, a.at, a.source,"
            " a.challenge FROM answers a LEFT JOIN pupils p ON p.id = a.pupil_id"
            " LEFT JOIN items i ON i.id = a.item_id",
            "a", pupil, _ANSWER_RULES, skipped,
        )
        return [AnswerRow(r[1], r[2], r[3], r[4], r[5], bool(r[6]), r[7], r[8], r[9], bool(r[10]))
                for r in rows]

    def _read(self, table: str, sql: str, alias: str, pupil: Pupil | None,
              rules: Sequence[tuple[str, Rule]], skipped: list[Skipped] | None) -> list[tuple]:
        return read_checked(self._conn, self.path, table, sql, alias, pupil.id if pupil is not None else None,
                            rules, skipped)


def _schedule_row_ok(row: Sequence[object]) -> bool:
    """A schedule row whose numbers are numbers (a damaged one is left out, as if never seen)."""
    return all(type(v) is int for v in row[1:7])
