"""Shared by the tests that run a real child edu-domino against a record another process holds:
the child's app, set to give up on the lock quickly, and the parent's "next start"."""

from __future__ import annotations

import sys
from pathlib import Path

from edu_domino.progress import Pupil
from edu_domino.progress import record as record_module
from edu_domino.progress.unsaved import side_files
from edu_domino.ui import records as records_module
from edu_domino.ui.app import App, headless_env
from edu_domino.ui.records import RecordWorker
from edu_domino.ui.settings import Settings


def child_app(close_timeout: float) -> tuple[App, Pupil]:
    """In a child started with PUPIL_ID PUPIL_NAME: the real App, whose record worker tries the
    held lock again quickly and waits `close_timeout` s at closing; and that pupil."""
    headless_env()
    record_module.LOCK_WAIT_S = 0.2  # give up on the held lock quickly, and try again
    records_module.RETRY_DELAYS = (0.05, 0.1, 0.2)
    records_module.CLOSE_TIMEOUT = close_timeout
    pupil = Pupil(int(sys.argv[1]), sys.argv[2], False, 0, None)
    app = App(size=(800, 600), settings=Settings(), sound=False)
    app.unsaved_notice_s = 0
    return app, pupil


def next_start(record_path: Path) -> str:
    """What the next start of the app says after merging the side files beside the record (the
    app's own record worker and opener); none is left."""
    worker = RecordWorker()
    worker.submit(lambda record: None)
    assert worker.flush(60)
    notice = worker.take_notice() or ""
    worker.close()
    assert side_files(record_path) == []
    return notice
