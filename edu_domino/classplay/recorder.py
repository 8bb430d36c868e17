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


class JoinRefused(ValueError):
    """A name that cannot join (empty, a wrong PIN, the class is full); the text says why."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


class ClassRecorder:
    def __init__(self, opener: Opener | None = None) -> None:
        self._worker = RecordWorker(opener or default_opener)
        self.problems: list[str] = []  # answers that could not be saved, said on the projector
        self.closed = False

    def call(self, work: Callable[[Any], Any]) -> Future:
        """Run `work(record)` on the record's thread; the future holds its result."""
        return self._worker.call(work)

    def find_or_create(self, name: str, pin: str | None, timeout: float = 15.0) -> tuple[Any, bool]:
        """The pupil called `name` in the record, made if new (blocking: call it off the event
        loop), and whether their PIN proved it is them. JoinRefused for a bad name or a wrong PIN."""
        from edu_domino.progress import BadName, UnknownPupil

        def find(record):
            try:
                pupil = record.find_pupil(name)
            except UnknownPupil:
                return record.create_pupil(name), False
            if pupil.has_pin and not record.check_pin(pupil, pin or ""):
                raise JoinRefused("pin", "pin")
            return pupil, pupil.has_pin

        try:
            return self.call(find).result(timeout)
        except BadName as exc:
            raise JoinRefused("name", str(exc)) from None

    def save(self, entry: dict) -> Future:
        """The save `entry` describes (edu_domino.progress.unsaved), which nobody waits for: a
        failure is kept in `problems`; while a school's server is away it waits in this
        computer's outbox and the class goes on."""
        from edu_domino.progress.unsaved import save_entry

        future = self._worker.call(lambda record: save_entry(record, entry), entry=entry)
        future.add_done_callback(self._note_failure)
        return future

    def save_then(self, entry: dict, on_disk: Callable[[], None], failed: Callable[[str], None]) -> None:
        """The save `entry` describes, for a pupil who waits for it: `on_disk()` once it is in the
        record, or in this computer's outbox while a school's server is away (sent later: the
        pupil goes on); else `failed(message)`. Both run on the record's thread, once."""
        from edu_domino.progress.unsaved import save_entry

        told: list[bool] = []

        def tell() -> None:
            if not told:
                told.append(True)
                on_disk()

        def settled(future: Future) -> None:
            if future.exception() is None:
                tell()
            elif told:  # kept here, then refused by the server for good: say so on the projector
                self.problems.append(str(future.exception()))
            else:
                failed(str(future.exception()))

        self._worker.call(lambda record: save_entry(record, entry), entry=entry, kept=tell).add_done_callback(settled)

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
