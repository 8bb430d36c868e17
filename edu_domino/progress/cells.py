"""Damaged cells: text that is not UTF-8, a number where a date should be (pure: SQL and checks).

SQLite checks a file's pages (`PRAGMA quick_check`) but not what is inside a cell: a flipped bit
can leave a valid page holding an answer whose bytes are not UTF-8, or a `day` that is text. Such
a cell must never stop a pupil's page or the teacher's export. So:

- every connection decodes text with `decode_text`: bad bytes give a `DamagedText` (shown with
  U+FFFD where the bytes were), never an exception;
- `COLUMNS` says what each column must hold; `damaged_rows` counts the rows that break it (the
  app checks this when it opens the record, see `opening.py`) and `repair` mends them;
- readers skip a row that breaks it and name it in a `Skipped` (see `Record.answers`).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..i18n import _

DAY_RANGE = (1, 3_652_059)  # date.fromordinal accepts these
TIME_RANGE = (0, 32_503_680_000)  # unix seconds up to the year 3000: datetime.fromtimestamp accepts them


class DamagedText(str):
    """Text whose bytes in the file are not UTF-8: reads as the text with U+FFFD for the bad bytes."""

    raw: bytes

    def __new__(cls, raw: bytes) -> DamagedText:
        text = super().__new__(cls, raw.decode("utf-8", "replace"))
        text.raw = raw
        return text


def decode_text(raw: bytes) -> str:
    """The connection's text factory: strict UTF-8, or a `DamagedText` instead of an exception."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return DamagedText(raw)


def _utf8_ok(raw: bytes | None) -> int:
    if raw is None:
        return 0
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return 0
    return 1


def _mended(raw: bytes | None) -> str:
    return "" if raw is None else raw.decode("utf-8", "replace")


def prepare(conn: sqlite3.Connection) -> None:
    """Install the text factory and the two SQL functions the checks use."""
    conn.text_factory = decode_text
    conn.create_function("edu_utf8_ok", 1, _utf8_ok, deterministic=True)
    conn.create_function("edu_mended", 1, _mended, deterministic=True)


@dataclass(frozen=True, slots=True)
class Rule:
    """What a column must hold: an SQL condition (`{c}` is the column) and the same in Python."""

    sql: str
    ok: Callable[[object], bool]


def _int_in(low: int, high: int) -> Callable[[object], bool]:
    return lambda v: type(v) is int and low <= v <= high


def _text(v: object) -> bool:
    return isinstance(v, str) and not isinstance(v, DamagedText)


TEXT = Rule("(typeof({c}) = 'text' AND edu_utf8_ok(CAST({c} AS BLOB)))", _text)
MAYBE_TEXT = Rule("({c} IS NULL OR (typeof({c}) = 'text' AND edu_utf8_ok(CAST({c} AS BLOB))))",
                  lambda v: v is None or _text(v))
INT = Rule("typeof({c}) = 'integer'", lambda v: type(v) is int)
FLAG = Rule("(typeof({c}) = 'integer' AND {c} IN (0, 1))", lambda v: v in (0, 1) and type(v) is int)
DAY = Rule(f"(typeof({{c}}) = 'integer' AND {{c}} BETWEEN {DAY_RANGE[0]} AND {DAY_RANGE[1]})", _int_in(*DAY_RANGE))
TIME = Rule(f"(typeof({{c}}) = 'integer' AND {{c}} BETWEEN {TIME_RANGE[0]} AND {TIME_RANGE[1]})",
            _int_in(*TIME_RANGE))
MAYBE_TIME = Rule(f"({{c}} IS NULL OR {TIME.sql})", lambda v: v is None or TIME.ok(v))

# table -> column -> rule (ids are SQLite's own and cannot hold anything else).
COLUMNS: dict[str, dict[str, Rule]] = {
    "pupils": {"name": TEXT, "name_key": TEXT, "pin": MAYBE_TEXT, "created_at": TIME,
               "last_seen_at": MAYBE_TIME, "steps": INT},
    "items": {"key": TEXT, "skill": TEXT},
    "answers": {"pupil_id": INT, "item_id": INT, "given": TEXT, "expected": TEXT, "correct": FLAG,
                "ms": INT, "at": TIME, "day": DAY, "source": TEXT, "challenge": FLAG},
    "lesson_results": {"pupil_id": INT, "pack_id": TEXT, "pack_version": TEXT, "lesson": TEXT,
                       "score": INT, "out_of": INT, "seconds": INT, "at": TIME, "day": DAY},
    "item_state": {name: INT for name in ("pupil_id", "item_id", "box", "due_step", "seen", "correct",
                                          "streak", "last_step")},
}


def row_ok(table: str, alias: str = "", *, utf8: bool = True) -> str:
    """SQL: the row of `table` (optionally `alias.`-qualified) holds only what it should
    (`utf8=False`: leave out the UTF-8 check, the one that calls Python for every text)."""
    prefix = f"{alias}." if alias else ""
    conditions = (rule.sql.format(c=prefix + name) for name, rule in COLUMNS[table].items())
    if not utf8:
        conditions = (c.replace(f"edu_utf8_ok(CAST({prefix}{n} AS BLOB))", "1") for c, n in
                      zip(conditions, COLUMNS[table], strict=True))
    return "(" + " AND ".join(conditions) + ")"


def bad_column(table: str, names: Sequence[str], values: Sequence[object]) -> str | None:
    """The first of `names` whose value breaks its rule in `table` (None: the row is fine)."""
    rules = COLUMNS[table]
    for name, value in zip(names, values, strict=True):
        rule = rules.get(name)
        if rule is not None and not rule.ok(value):
            return name
    return None


def damaged_rows(conn: sqlite3.Connection) -> dict[str, int]:
    """table -> rows with a damaged cell (only tables that have some).

    Fast for a sound file (this runs each time the app opens the record): each table's text is
    joined by SQLite and decoded once; only when that finds bad bytes is every row checked.
    """
    out = {}
    for table, rules in COLUMNS.items():
        texts = [name for name, rule in rules.items() if rule in (TEXT, MAYBE_TEXT)]
        utf8 = False
        if texts:
            joined = " || ".join(f"coalesce(CAST({name} AS TEXT), '')" for name in texts)
            (all_text,) = conn.execute(f"SELECT group_concat({joined}, '') FROM {table}").fetchone()
            utf8 = isinstance(all_text, DamagedText)
        (n,) = conn.execute(f"SELECT count(*) FROM {table} WHERE NOT {row_ok(table, utf8=utf8)}").fetchone()
        if n:
            out[table] = n
    return out


def repair(conn: sqlite3.Connection) -> None:
    """Mend damaged cells in place (inside the caller's transaction; a copy is kept first).

    Text keeps its readable letters (U+FFFD for the bad bytes); a damaged PIN is removed (the
    pupil could never type it); a pupil's damaged dates and counters go back to empty. An answer,
    lesson result or schedule row with a damaged number cannot be trusted and is removed: the
    copy kept aside still holds it.
    """
    for table, rules in COLUMNS.items():
        for name, rule in rules.items():
            if rule in (TEXT, MAYBE_TEXT):
                value = "NULL" if rule is MAYBE_TEXT else f"edu_mended(CAST({name} AS BLOB))"
                conn.execute(f"UPDATE OR IGNORE {table} SET {name} = {value} WHERE NOT {rule.sql.format(c=name)}")
    # A mended name that now equals another pupil's: keep both pupils, tell them apart by id.
    conn.execute(f"UPDATE pupils SET name_key = name_key || ' #' || id WHERE NOT {TEXT.sql.format(c='name_key')}")
    conn.execute(f"UPDATE pupils SET name_key = edu_mended(CAST(name_key AS BLOB)) WHERE NOT {TEXT.sql.format(c='name_key')}")
    conn.execute(f"UPDATE pupils SET created_at = 0 WHERE NOT {TIME.sql.format(c='created_at')}")
    conn.execute(f"UPDATE pupils SET last_seen_at = NULL WHERE NOT {MAYBE_TIME.sql.format(c='last_seen_at')}")
    conn.execute(f"UPDATE pupils SET steps = 0 WHERE NOT {INT.sql.format(c='steps')}")
    for table in ("answers", "lesson_results", "item_state"):
        conn.execute(f"DELETE FROM {table} WHERE NOT {row_ok(table)}")


@dataclass(frozen=True, slots=True)
class Skipped:
    """Something an export or a page left out because the file is damaged there."""

    table: str  # "answers", "lesson_results", "item_state", "pupils"
    row: int | None  # its id; None when the whole table could not be read
    pupil: str | None = None  # whose it is, when that could be read
    column: str | None = None  # the damaged column, when one is known
    last: int | None = None  # ids row..last could not be read at all (a damaged page)

    def describe(self) -> str:
        what = {"answers": _("answer"), "lesson_results": _("lesson result"), "pupils": _("pupil"),
                "item_state": _("schedule row"), "items": _("drill item")}.get(self.table, self.table)
        if self.row is None:
            return _("every {what} (the table cannot be read)", what=what)
        if self.last is not None and self.last != self.row:
            return _("{what} {first} to {last} (unreadable)", what=what, first=self.row, last=self.last)
        text = f"{what} {self.row}"
        if self.pupil:
            text += f" ({self.pupil})"
        if self.column:
            text += ": " + _("damaged {column}", column=self.column)
        return text


def describe_skipped(skipped: Sequence[Skipped], most: int = 5) -> str:
    """The first few skipped things, then how many more."""
    shown = [s.describe() for s in skipped[:most]]
    if len(skipped) > most:
        shown.append(_("and {n} more", n=len(skipped) - most))
    return "; ".join(shown)
