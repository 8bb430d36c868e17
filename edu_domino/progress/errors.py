"""Errors a user can cause around the progress record.

Each carries one line meant for a person: which file, what is wrong there, and how to fix it.
They subclass `ValueError` so callers that only care about "bad input" can catch one thing.
"""

from __future__ import annotations


class ProgressError(ValueError):
    """Base class: `str(error)` is the one-line message to show (no traceback needed)."""


class RecordUnusable(ProgressError):
    """The record file cannot be read by this version (corrupt, foreign or from a newer version).

    `kept_as` is where the file was moved (None when it was left in place, e.g. read-only use).
    """

    def __init__(self, message: str, *, path: str, reason: str, kept_as: str | None = None):
        super().__init__(message)
        self.path = path
        self.reason = reason  # "corrupt", "foreign" or "newer"
        self.kept_as = kept_as


class UnknownPupil(ProgressError):
    """No pupil by that name in the record."""


class BadName(ProgressError):
    """A pupil name that cannot be used (empty, too long, control characters, taken)."""


class BadPin(ProgressError):
    """A PIN that is not 4 to 8 digits."""


class UnknownItem(ProgressError):
    """A drill item key that does not describe an item (typo, or from a face set that is gone)."""


class RecordAccessError(ProgressError):
    """SQLite could not do what was asked with the record file (see `progress/sqlerrors.py`).

    `kind` says why, so callers can act on it: "busy" (another edu-domino holds the file: try
    again a moment later), "offline" (a school's server cannot be reached: the same), "full",
    "read-only", "disk", "damaged" or "other".
    """

    def __init__(self, message: str, *, path: str, kind: str):
        super().__init__(message)
        self.path = path
        self.kind = kind

    @property
    def retryable(self) -> bool:
        """True when waiting and trying again is expected to work (the file is only busy, or the
        school's server cannot be reached for now)."""
        return self.kind in ("busy", "offline")
