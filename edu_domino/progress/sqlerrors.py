"""Every `sqlite3` error on the record becomes one `RecordAccessError`, worded for a person.

SQLite's own text ("attempt to write a readonly database") is English and names no fix, so it is
never the message; it only appears, in brackets, when SQLite gives no code this module knows.
The kind (busy, full, read-only, disk, damaged, other) comes from SQLite's primary result code.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from ..i18n import N_, _
from .errors import RecordAccessError

# SQLite primary result codes (https://sqlite.org/rescode.html), by what a person can do about them.
_KINDS = {
    5: "busy",  # SQLITE_BUSY: another connection holds the lock
    6: "busy",  # SQLITE_LOCKED
    13: "full",  # SQLITE_FULL: the disk (or the file's page limit) is full
    8: "read-only",  # SQLITE_READONLY
    3: "read-only",  # SQLITE_PERM
    14: "read-only",  # SQLITE_CANTOPEN: mostly a folder that may not be written to
    23: "read-only",  # SQLITE_AUTH
    10: "disk",  # SQLITE_IOERR
    15: "disk",  # SQLITE_PROTOCOL
    11: "damaged",  # SQLITE_CORRUPT
    26: "damaged",  # SQLITE_NOTADB
}
_WORDS = (("locked", "busy"), ("full", "full"), ("readonly", "read-only"), ("malformed", "damaged"),
          ("not a database", "damaged"), ("disk i/o", "disk"))


def kind_of(exc: BaseException) -> str:
    """busy, full, read-only, disk, damaged or other."""
    server_kind = getattr(exc, "record_kind", None)  # a school's server (progress/server.py)
    if isinstance(server_kind, str):
        return server_kind
    if isinstance(exc, UnicodeDecodeError):
        return "damaged"  # SQLite quoted damaged bytes of the file in its own error message
    code = getattr(exc, "sqlite_errorcode", None)
    if isinstance(code, int) and code & 0xFF in _KINDS:
        return _KINDS[code & 0xFF]
    text = str(exc).lower()
    return next((kind for word, kind in _WORDS if word in text), "other")


def one_line(text: str, most: int = 200) -> str:
    """SQLite's text on one short line: a damaged schema's error quotes whole table definitions."""
    text = " ".join(text.split())
    return text if len(text) <= most else text[: most - 1] + "…"


def _why(exc: BaseException) -> str:
    if isinstance(exc, UnicodeDecodeError):
        return _("damaged bytes in the file")
    return one_line(str(exc)) or type(exc).__name__


# (what was being done, kind) -> the message; a kind without its own line uses (doing, "other").
# Every message may use {file}, {why} and {variable}.
_MESSAGES = {
    ("save", "busy"): N_("{file}: the pupil's progress is not saved yet: another program is using the file; "
                         "check that no other edu-domino is using it, or wait a moment and try again"),
    ("save", "full"): N_("{file}: could not save the pupil's progress: the disk is full; free some space on "
                         "the disk, then try again"),
    ("save", "read-only"): N_("{file}: could not save the pupil's progress: the file or its folder is "
                              "read-only; make them writable, or set {variable} to a folder you can write to"),
    ("save", "disk"): N_("{file}: could not save the pupil's progress: the disk reported an error ({why}); "
                         "check the disk or the network drive, then try again"),
    ("save", "damaged"): N_("{file}: could not save the pupil's progress: the file is damaged; close "
                            "edu-domino and start it again: it keeps the damaged file aside and starts a new "
                            "record"),
    ("save", "other"): N_("{file}: could not save the pupil's progress ({why}); check that no other "
                          "edu-domino is using it, the disk has free space and the folder is writable"),
    ("save", "offline"): N_("{file}: not saved to the school yet: the school's record server cannot be reached; "
                            "the answers are kept on this computer and sent as soon as it answers again"),
    ("read", "busy"): N_("{file}: the progress record cannot be read now: another edu-domino is using it; "
                         "wait a moment and try again"),
    ("read", "damaged"): N_("{file}: the progress record is damaged and cannot be read here; close "
                            "edu-domino and start it again: it keeps the damaged file aside and starts a new "
                            "record"),
    ("read", "other"): N_("{file}: the progress record cannot be read ({why}); check the disk or the network "
                          "drive, then try again"),
    ("read", "offline"): N_("{file}: the school's record server cannot be reached ({why}); check the network, "
                            "or ask the school's IT person whether the server is running"),
    ("open", "offline"): N_("{file}: the school's record server cannot be reached ({why}); check the network "
                            "and the address in the settings, or ask the school's IT person whether the server "
                            "is running"),
    ("open", "busy"): N_("{file}: another edu-domino is using the progress record; close the other window or "
                         "wait for it to finish, then try again"),
    ("open", "full"): N_("{file}: cannot start the progress record: the disk is full; free some space on the "
                         "disk, then try again"),
    ("open", "read-only"): N_("{file}: cannot open the progress record: the file or its folder is read-only; "
                              "make them writable, or set {variable} to a folder you can write to"),
    ("open", "disk"): N_("{file}: cannot start the progress record: the disk reported an error ({why}); the disk "
                         "may be full or failing: free some space, check the disk or the network drive, then try "
                         "again"),
    ("open", "other"): N_("{file}: could not prepare the progress record ({why}); check that the folder is "
                          "writable, the disk has free space and no other edu-domino is upgrading it"),
}


def access_error(exc: BaseException, path: Path | str, doing: str) -> RecordAccessError:
    """The app's error for an `sqlite3.Error` (or a decode error SQLite caused) while `doing`
    ("save", "read" or "open") the record at `path`."""
    kind = kind_of(exc)
    template = _MESSAGES.get((doing, kind)) or _MESSAGES[doing, "other"]
    message = _(template, file=path, why=_why(exc), variable="EDU_DOMINO_HOME")
    return RecordAccessError(message, path=str(path), kind=kind)


def is_busy(exc: BaseException) -> bool:
    """Whether SQLite gave up waiting for another connection (another edu-domino) to let go."""
    return isinstance(exc, sqlite3.Error) and kind_of(exc) == "busy"
