"""When a scene fails with an error nobody foresaw: the answers still queued are saved first, then
the teacher is told what happened and where the details are.

Before, an exception left the frame loop before closing ran, and every answer still queued for
the record was lost without a word. `App.run` now catches it, writes the traceback to a log file
in the user's data folder (`crash-<time>.log`), closes as if the window were closed (saving what
is queued, or keeping it in a side file) and shows `crash_message` on the last screen and stderr.
"""

from __future__ import annotations

import contextlib
import sys
import time
import traceback
from pathlib import Path

from edu_domino.i18n import _


def write_crash_log(exc: BaseException) -> Path | None:
    """The traceback in a new log file; its path, or None when even that cannot be written."""
    from edu_domino.atomic import write_atomic
    from edu_domino.resources import user_data_dir

    text = "".join(traceback.format_exception(exc))
    with contextlib.suppress(OSError):  # the terminal is gone: the log file still has it
        print(text, file=sys.stderr, end="")
    try:
        path = user_data_dir() / f"crash-{time.strftime('%Y%m%d-%H%M%S')}.log"
        write_atomic(path, text)
        return path
    except OSError:
        return None


def crash_message(exc: BaseException, log: Path | None, saved: bool, _=_) -> str:
    """What the last screen says: the error, whether every answer reached the record (if not,
    the screen before said where they are kept) and where the details are."""
    what = f"{type(exc).__name__}: {exc}"
    what = what if len(what) <= 160 else what[:159] + "…"
    text = _("edu-domino stopped because of an error it did not expect ({what}).", what=what)
    if saved:
        text += " " + _("Every answer given so far was saved first.")
    if log is None:
        return text + " " + _("Please report it.")
    return text + " " + _("The details are in {log}: please send that file with your report.", log=log)
