"""The pupils' record on its own thread: the frame loop never waits for the disk or a PIN hash.

Saving an answer takes 1-20 ms (a durable SQLite commit) and checking a PIN about 50 ms (the
hash): enough to drop frames. So every call a scene makes on the record goes to one worker
thread, which opens the record itself (an SQLite connection belongs to the thread that made it)
and runs the calls one at a time, in the order they came: nothing is reordered or lost. Results
come back on the frame thread through `poll()`, which the app calls every frame, so callbacks may
touch scenes freely. Closing waits for the queue (bounded), so what a pupil saved is on disk
before the window goes.
"""

from __future__ import annotations

import queue
import sys
import threading
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from edu_domino.i18n import _

Opener = Callable[[], Any]  # returns an open record (edu_domino.progress.Record, or a test's stand-in)
CLOSE_TIMEOUT = 15.0  # seconds the app waits at exit for answers still being saved


@dataclass
class _Job:
    work: Callable[[Any], Any]  # runs on the worker thread with the record
    done: Callable[[Any], None] | None  # runs on the frame thread with the result
    failed: Callable[[str], None] | None  # runs on the frame thread with the one-line message
    result: Any = None
    error: str | None = None


@dataclass
class _Opened:
    notice: str | None  # the record's notice (a damaged file kept aside), if any
    problem: str | None  # why the record cannot be opened at all


def _default_opener() -> Any:
    from edu_domino.progress import open_record

    return open_record()


class RecordWorker:
    """One thread that owns the record; `submit` queues a call, `poll` delivers results."""

    def __init__(self, opener: Opener | None = None) -> None:
        self._opener = opener or _default_opener
        self._jobs: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        self._finished: queue.SimpleQueue[_Job | _Opened] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._idle = threading.Condition()
        self._running = 0  # queued and not yet run (guarded by _idle)
        self._closed = False
        self.pending = 0  # submitted and not yet delivered by poll (frame thread only)
        self.opened = False  # the open has been reported (notice/problem are known)
        self.notice: str | None = None
        self.problem: str | None = None
        self._notice_shown = False

    # --- the frame thread -------------------------------------------------------------------------
    def submit(self, work: Callable[[Any], Any], done: Callable[[Any], None] | None = None,
               failed: Callable[[str], None] | None = None) -> None:
        """Queue `work(record)`; `done(result)` or `failed(message)` runs later, in `poll`."""
        if self._closed:
            if failed is not None:
                failed(_("The pupils' record is closed."))
            return
        if self._thread is None:
            # Not a daemon would keep a hung network drive from ever letting the app exit;
            # `close` waits (bounded) for the queue instead.
            self._thread = threading.Thread(target=self._run, name="edu-domino-record", daemon=True)
            self._thread.start()
        with self._idle:
            self._running += 1
        self.pending += 1
        self._jobs.put(_Job(work, done, failed))

    @property
    def busy(self) -> bool:
        return self.pending > 0

    def poll(self) -> int:
        """Deliver every finished call's result, in order; returns how many were delivered."""
        delivered = 0
        while True:
            try:
                item = self._finished.get_nowait()
            except queue.Empty:
                return delivered
            if isinstance(item, _Opened):
                self.opened, self.notice, self.problem = True, item.notice, item.problem
                continue
            self.pending -= 1
            delivered += 1
            if item.error is None:
                if item.done is not None:
                    item.done(item.result)
            elif item.failed is not None:
                item.failed(item.error)

    def take_notice(self) -> str | None:
        """The record's notice (a file kept aside) the first time it is asked for, then None."""
        if self._notice_shown or not self.notice:
            return None
        self._notice_shown = True
        return self.notice

    def wait_idle(self, timeout: float = CLOSE_TIMEOUT) -> bool:
        """Block until every queued call has run (screenshots, tests, closing); False on timeout."""
        with self._idle:
            return self._idle.wait_for(lambda: self._running == 0, timeout)

    def flush(self, timeout: float = CLOSE_TIMEOUT) -> bool:
        """Wait for the queue, then deliver the results: for screenshots and tests."""
        ok = self.wait_idle(timeout)
        self.poll()
        return ok

    def close(self, timeout: float = CLOSE_TIMEOUT) -> bool:
        """Finish every queued call, then close the record. True when all of it was done in time."""
        if self._closed:
            return self._thread is None or not self._thread.is_alive()
        self._closed = True
        if self._thread is None:
            return True
        self._jobs.put(None)
        self._thread.join(timeout)
        self.poll()
        return not self._thread.is_alive()

    # --- the worker thread ------------------------------------------------------------------------
    def _run(self) -> None:
        record = None
        problem = ""
        try:
            record = self._opener()
            self._finished.put(_Opened(getattr(record, "notice", None), None))
        except Exception as exc:  # a record that cannot be opened: every call says why
            self._finished.put(_Opened(None, str(exc) or type(exc).__name__))
            problem = str(exc) or type(exc).__name__
        while True:
            job = self._jobs.get()
            if job is None:
                break
            if record is None:
                job.error = problem
            else:
                try:
                    job.result = job.work(record)
                except Exception as exc:
                    # User errors (a taken name, a full disk) carry their message; anything
                    # else is a bug: say so on stderr, and keep the thread alive for the rest.
                    job.error = str(exc) or type(exc).__name__
                    if not isinstance(exc, ValueError | OSError):
                        traceback.print_exc(file=sys.stderr)
            self._finished.put(job)
            with self._idle:
                self._running -= 1
                self._idle.notify_all()
        if record is not None:
            try:
                record.close()
            except Exception:  # closing cannot lose anything: every call has committed
                traceback.print_exc(file=sys.stderr)
