"""What the app holds in place of a school's record while its server cannot be reached at start.

Every call on it fails as "offline", as a record whose server went away does: the pupil list and
PIN checks then come from this computer's copy (`pupil_copy.py`), a practice sitting from the
schedule copy (`schedule_copy.py`), and saves wait in the outbox (edu_domino.ui.records), which
opens the real record again a little later and sends them. Pure: no pygame.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, NoReturn

from ..i18n import _
from .errors import RecordAccessError


class ServerAway:
    """A school's record not opened yet: `local` is where this computer keeps its side files."""

    stand_in = True  # the record worker opens the real record again before each call
    on_server = True
    notice: str | None = None

    def __init__(self, shown_url: str, local: Path, why: str) -> None:
        self.path = shown_url
        self.local = local
        self.why = why  # the message of the failed open

    def __getattr__(self, name: str) -> Any:
        def away(*_args: Any, **_kwargs: Any) -> NoReturn:
            raise RecordAccessError(self.why, path=self.path, kind="offline")
        return away

    def close(self) -> None:
        pass  # nothing was opened


def needs_server_line() -> str:
    """What a screen that reads the whole record says while only this computer's copies are here."""
    return _("This needs the school's server, which cannot be reached now; pupils can still practise.")
