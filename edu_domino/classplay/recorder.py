"""The pupils' record for a class lesson, on the record's one worker thread.

An SQLite connection belongs to the thread that opened it, and a durable commit takes a few
milliseconds: thirty pupils answering at once must not hold up the server's event loop. So every
call runs on a `RecordWorker` (`ui/records.py`, no pygame in it: the same thread the app's
scenes save through), in the order it came, through the progress package's own API
(`find_pupil`, `create_pupil`, `save_entry`, `record_lesson`); while another edu-domino holds the
record, a call waits and is tried again rather than lost.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from edu_domino.ui.records import RecordWorker

Opener = Callable[[], Any]  # returns an open edu_domino.progress.Record (tests pass their own)


def default_opener() -> Any:
    from edu_domino.progress import open_record

    return open_record()


class ClassRecorder:
    def __init__(self, opener: Opener | None = None) -> None:
        self._worker = RecordWorker(opener or default_opener)
        self.problems: list[str] = []  # answers that could not be saved, said on the projector
        self.closed = False

    def call(self, work: Callable[[Any], Any]) -> Future:
        """Run `work(record)` on the record's thread; the future holds its result."""
        return self._worker.call(work)

    def save(self, work: Callable[[Any], Any]) -> Future:
        """Like `call`, for a save nobody waits for: a failure is kept in `problems`."""
        future = self.call(work)
        future.add_done_callback(self._note_failure)
        return future

    def _note_failure(self, future: Future) -> None:
        if not future.cancelled() and future.exception() is not None:
            self.problems.append(str(future.exception()))

    def flush(self, timeout: float = 15.0) -> bool:
        """Wait until every call queued so far has run (closing, tests)."""
        return self._worker.wait_idle(timeout)

    def close(self, timeout: float = 15.0) -> None:
        """Wait for the saves still queued, close the record; a second call does nothing."""
        if self.closed:
            return
        self.closed = True
        self._worker.close(timeout)
