"""The pupils' record on its own thread: the frame loop never waits for the disk or a PIN hash.

Saving an answer takes 1-20 ms (a durable SQLite commit) and checking a PIN about 50 ms (the
hash): enough to drop frames. So every call a scene makes on the record goes to one worker
thread, which opens the record itself (an SQLite connection belongs to the thread that made it)
and runs the calls one at a time, in the order they came: nothing is reordered or lost. Results
come back on the frame thread through `poll()`, which the app calls every frame, so callbacks may
touch scenes freely. Closing waits for the queue (bounded), so what a pupil saved is on disk
before the window goes.

Nothing is dropped because the file was busy: when another edu-domino holds the record (a
`retryable` error: SQLite gave up waiting for the lock), the worker keeps the call at the head of
the queue and tries again, a little later each time (`RETRY_DELAYS`), and so for opening the
record; meanwhile `retrying` holds the message for scenes to show ("not saved yet, trying
again"). Any other failure (a full disk, a read-only folder) fails that call alone, with its
message; the calls after it still run. A record that could not be opened is tried again for the
next call.

A save described by an entry (`submit_entry`, edu_domino.progress.unsaved) is kept until it went
through: when closing gives up waiting, `unsaved()` gives the entries still not saved, which the
app writes to a side file that the next start merges into the record.

When a school's server cannot be reached, such a save does not hold up the queue: it is written
to a side file on this computer (the "outbox"), its `kept` callback says it is on disk (the pupil
may go on), and it is parked; every later save joins it, in order, so the server applies them as
they were given. The parked saves are sent again at each retry delay and before the next save;
once all went through the outbox is removed and each `done` runs. Calls that are not saves are
tried again in place, as for a busy file. A server away when the app starts gives a stand-in
(edu_domino.progress.server_away): saves are parked as above, other calls fail at once saying
they need the server, and the record is opened again every `REOPEN_S` until the server answers.

A caller with no frame loop (the class-play server, `classplay/recorder.py`) uses `call`: the
same queue and the same retrying, its result in a `Future` and its `kept` told on the worker thread.
"""

from __future__ import annotations

import itertools
import queue
import sys
import threading
import time
import traceback
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any

from edu_domino.i18n import _
from edu_domino.progress.server_away import needs_server_line
from edu_domino.ui.record_opener import open_app_record

Opener = Callable[[], Any]  # returns an open record (edu_domino.progress.Record, or a test's stand-in)
CLOSE_TIMEOUT = 15.0  # seconds the app waits at exit for answers still being saved
# Seconds between tries while the record is busy (each try also waits SQLite's own LOCK_WAIT_S).
RETRY_DELAYS = (0.2, 0.5, 1.0, 2.0)
REOPEN_S = 3.0  # seconds between tries to open a school's record whose server was away at start


_numbers = itertools.count()


@dataclass
class _Job:
    work: Callable[[Any], Any]  # runs on the worker thread with the record
    done: Callable[[Any], None] | None  # runs on the frame thread with the result
    failed: Callable[[str], None] | None  # runs on the frame thread with the one-line message
    result: Any = None
    error: str | None = None
    entry: dict | None = None  # what the call saves, kept in a side file if it never went through
    number: int = field(default_factory=lambda: next(_numbers))
    future: Future | None = None  # `call`: settled on the worker thread, never through `poll`
    exception: BaseException | None = None  # what the call raised, for its future
    kept: Callable[[], None] | None = None  # runs on the frame thread once the entry is in the outbox
    kept_told: bool = False  # (worker thread) `kept` was queued for the frame thread


@dataclass
class _Kept:
    jobs: list[_Job]  # saves now on this computer's disk, in the outbox


@dataclass
class _Opened:
    notice: str | None  # the record's notice (a damaged file kept aside), if any
    problem: str | None  # why the record cannot be opened at all


@dataclass
class _Retrying:
    message: str | None  # why the call at the head of the queue waits (None: it went through)
    offline: bool = False  # because a school's server cannot be reached (else: the file is busy)


def _retryable(exc: BaseException) -> bool:
    return bool(getattr(exc, "retryable", False))


class RecordWorker:
    """One thread that owns the record; `submit` queues a call, `poll` delivers results."""

    def __init__(self, opener: Opener | None = None) -> None:
        self._opener = opener or open_app_record
        self._jobs: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        self._finished: queue.SimpleQueue[_Job | _Opened | _Retrying | _Kept] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._idle = threading.Condition()
        self._running = 0  # queued and not yet run (guarded by _idle)
        self._closed = False
        self.pending = 0  # submitted and not yet delivered by poll (frame thread only)
        self.opened = False  # the open has been reported (notice/problem are known)
        self.notice: str | None = None
        self.problem: str | None = None
        self.retrying: str | None = None  # the record is busy: a call waits to be tried again
        self.offline = False  # ... because the school's server cannot be reached
        self.failures = 0  # calls that failed for good (delivered through their `failed`)
        self.last_failure: str | None = None  # the message of the last of them
        self._notice_shown = False
        self._stop_retrying = threading.Event()  # closing gave up: stop waiting for the lock
        self._kept: dict[int, _Job] = {}  # job number -> each described save not yet made
        self._kept_lock = threading.Lock()
        self.side_path: Any = None  # beside what a side file goes (the record's `local`), once opened
        self._outbox: Any = None  # the side file of saves waiting for a school's server, if any
        self._parked: list[_Job] = []  # (worker thread) saves in the outbox, in the order given
        self._next_send = 0.0  # (worker thread) monotonic time of the next try to send them
        self._sends = 0  # (worker thread) tries to send them so far
        self._next_reopen = 0.0  # (worker thread) monotonic time of the next try to open a record away

    # --- the frame thread -------------------------------------------------------------------------
    def submit(self, work: Callable[[Any], Any], done: Callable[[Any], None] | None = None,
               failed: Callable[[str], None] | None = None, *, entry: dict | None = None,
               kept: Callable[[], None] | None = None) -> None:
        """Queue `work(record)`; `done(result)` or `failed(message)` runs later, in `poll`
        (`kept()` first, for a save parked in the outbox while a school's server is away)."""
        job = _Job(work, done, failed, entry=entry, kept=kept)
        if entry is not None:
            with self._kept_lock:
                self._kept[job.number] = job
        if self._closed:
            if failed is not None:
                failed(_("The pupils' record is closed."))
            return
        self.pending += 1
        self._queue(job)

    def call(self, work: Callable[[Any], Any], *, entry: dict | None = None,
             kept: Callable[[], None] | None = None) -> Future:
        """Queue `work(record)` from any thread; the future holds its result (or what it raised).
        `entry`: the save it makes, kept (and parked while a school's server is away) until made;
        `kept()` runs on the record's thread once it is in the outbox (the future waits for the server)."""
        future: Future = Future()
        if self._closed:
            future.set_exception(OSError(_("The pupils' record is closed.")))
            return future
        job = _Job(work, None, None, future=future, entry=entry, kept=kept)
        if entry is not None:
            with self._kept_lock:
                self._kept[job.number] = job
        self._queue(job)
        return future

    def _queue(self, job: _Job) -> None:
        if self._thread is None:
            # Not a daemon would keep a hung network drive from ever letting the app exit;
            # `close` waits (bounded) for the queue instead.
            self._thread = threading.Thread(target=self._run, name="edu-domino-record", daemon=True)
            self._thread.start()
        with self._idle:
            self._running += 1
        self._jobs.put(job)

    def submit_entry(self, entry: dict, done: Callable[[Any], None] | None = None,
                     failed: Callable[[str], None] | None = None, kept: Callable[[], None] | None = None) -> None:
        """Queue the save `entry` describes (an answer, a lesson result), kept until it is made."""
        from edu_domino.progress.unsaved import save_entry

        self.submit(lambda record: save_entry(record, entry), done, failed, entry=entry, kept=kept)

    def unsaved(self) -> list[dict]:
        """The entries of the described saves not made (yet), in the order they were queued."""
        with self._kept_lock:
            return [job.entry for job in self._kept.values() if job.entry is not None]

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
            if isinstance(item, _Retrying):
                self.retrying, self.offline = item.message, item.offline
                continue
            if isinstance(item, _Kept):
                for job in item.jobs:
                    if job.kept is not None:
                        job.kept()
                continue
            self.pending -= 1
            delivered += 1
            if item.error is None:
                if item.done is not None:
                    item.done(item.result)
            else:
                self.failures += 1
                self.last_failure = item.error
                if item.failed is not None:
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
        if self._thread.is_alive():
            self._stop_retrying.set()  # what is still queued is not saved: the caller says so
        self.poll()
        return not self._thread.is_alive()

    # --- the worker thread ------------------------------------------------------------------------
    def _run(self) -> None:
        record = None
        problem = ""
        record, problem = self._open(None)
        while True:
            try:
                job = self._jobs.get(timeout=self._until_next_try(record))
            except queue.Empty:  # time to open the record again, or to send the parked saves
                record = self._reopened(record)
                if self._parked:
                    self._send_parked(record)
                continue
            if job is None:
                break
            if record is None:
                record, problem = self._open(problem)
            if record is None:
                job.error = problem
                self._finish(job)
            elif self._do(job, record):
                self._finish(job)
        while self._parked and record is not None and not self._stop_retrying.is_set():
            record = self._reopened(record)
            self._send_parked(record)  # closing: the outbox, until sent or closing gives up
            if self._parked:
                self._stop_retrying.wait(self._until_next_try(record))
        if record is not None:
            try:
                record.close()
            except Exception:  # closing cannot lose anything: every call has committed
                traceback.print_exc(file=sys.stderr)

    def _finish(self, job: _Job) -> None:
        """Hand a call that is over to its caller."""
        if job.future is None:
            self._finished.put(job)
        elif job.error is None:
            job.future.set_result(job.result)
        else:
            job.future.set_exception(job.exception or OSError(job.error))
        with self._idle:
            self._running -= 1
            self._idle.notify_all()

    def _open(self, before: str | None) -> tuple[Any, str]:
        """Open the record, trying again while it is busy; (record, "") or (None, why not)."""
        tries = 0
        while True:
            try:
                record = self._opener()
            except Exception as exc:  # a record that cannot be opened: every call says why
                problem = str(exc) or type(exc).__name__
                if _retryable(exc) and self._wait(tries, problem):
                    tries += 1
                    continue
                if tries:
                    self._finished.put(_Retrying(None))
                if problem != before:
                    self._finished.put(_Opened(None, problem))
                return None, problem
            if tries:
                self._finished.put(_Retrying(None))
            self.side_path = getattr(record, "local", None)
            self._next_reopen = time.monotonic() + REOPEN_S  # a stand-in: the server was just tried
            self._finished.put(_Opened(getattr(record, "notice", None), None))
            return record, ""

    def _do(self, job: _Job, record: Any) -> bool:
        """Run one call, trying it again while the record is busy; False when it was parked."""
        if self._parked and job.entry is not None:
            if time.monotonic() >= self._next_send:
                self._send_parked(record)
            if self._parked:  # the saves go in the order they were given
                self._park(job, record)
                return False
        tries = 0
        while True:
            try:
                job.result = job.work(record)
            except Exception as exc:
                message = str(exc) or type(exc).__name__
                offline = _retryable(exc) and getattr(exc, "kind", None) == "offline"
                if offline and job.entry is not None:
                    self._next_send = time.monotonic() + RETRY_DELAYS[0]
                    self._sends = 0
                    self._finished.put(_Retrying(message, True))
                    self._park(job, record)
                    return False
                if offline and getattr(record, "stand_in", False):
                    # Only this computer's copies are here: say so now rather than wait for the server.
                    job.error, job.exception = needs_server_line(), exc
                    return True
                if offline:
                    self._keep_for_the_school(record)
                if _retryable(exc) and self._wait(tries, message, offline=offline):
                    tries += 1
                    continue
                # User errors (a taken name, a full disk) carry their message; anything
                # else is a bug: say so on stderr, and keep the thread alive for the rest.
                job.error, job.exception = message, exc
                if not isinstance(exc, ValueError | OSError):
                    traceback.print_exc(file=sys.stderr)
            if tries and not self._parked:
                self._finished.put(_Retrying(None))
            if job.error is None and job.entry is not None:
                self._made(job)
            return True

    def _made(self, job: _Job) -> None:
        """A described save went through: forget its entry; the outbox goes once all did."""
        with self._kept_lock:
            self._kept.pop(job.number, None)
            sent = not self._kept
        if sent and self._outbox is not None:
            self._outbox.unlink(missing_ok=True)  # all of it reached the school
            self._outbox = None

    def _park(self, job: _Job, record: Any) -> None:
        """Keep a save for the school's server in the outbox (on disk first), and go on."""
        self._parked.append(job)
        self._keep_for_the_school(record)

    def _send_parked(self, record: Any) -> None:
        """Try the parked saves again, in order, until one cannot reach the server."""
        while self._parked:
            job = self._parked[0]
            try:
                job.result = job.work(record)
            except Exception as exc:
                message = str(exc) or type(exc).__name__
                if _retryable(exc):  # still away (or busy): the next try a little later
                    self._sends += 1
                    delay = RETRY_DELAYS[min(self._sends, len(RETRY_DELAYS) - 1)]
                    self._next_send = time.monotonic() + delay
                    self._finished.put(_Retrying(message, getattr(exc, "kind", None) == "offline"))
                    return
                job.error, job.exception = message, exc  # fails for good, like any call
            self._parked.pop(0)
            if job.error is None:
                self._made(job)
            else:
                with self._kept_lock:
                    self._kept.pop(job.number, None)
            self._finish(job)
        self._sends = 0
        self._finished.put(_Retrying(None))

    def _until_next_try(self, record: Any) -> float | None:
        """Seconds until the parked saves are tried again, or a record away is opened again
        (None: neither)."""
        times = [self._next_send] if self._parked else []
        if getattr(record, "stand_in", False):
            times.append(self._next_reopen)
        return max(0.0, min(times) - time.monotonic()) if times else None

    def _reopened(self, record: Any) -> Any:
        """The school's record in place of its stand-in (the server was away at start) once the
        server answers again, else the stand-in: so the reads go to the server again."""
        if not getattr(record, "stand_in", False) or time.monotonic() < self._next_reopen:
            return record
        self._next_reopen = time.monotonic() + REOPEN_S
        try:
            real = self._opener()
        except Exception:  # another problem at the server: the stand-in stays, tried again later
            traceback.print_exc(file=sys.stderr)
            return record
        if getattr(real, "stand_in", False):
            return record  # still away
        self.side_path = getattr(real, "local", None)
        self._finished.put(_Opened(getattr(real, "notice", None), None))
        return real

    def _keep_for_the_school(self, record: Any) -> None:
        """A school's server cannot be reached: the saves waiting for it are written to a side file
        on this computer now (rewritten at each try, with what was answered meanwhile), so a
        crash or a power cut loses none of them; the next start sends it, and the answers' ids
        keep those that got through already from counting twice."""
        from edu_domino.progress.unsaved import keep_unsaved as write_side_file

        with self._kept_lock:
            jobs = list(self._kept.values())
        if not jobs:
            return
        try:
            self._outbox = write_side_file(record.local, [j.entry for j in jobs if j.entry is not None],
                                           side=self._outbox)
        except OSError:
            traceback.print_exc(file=sys.stderr)  # still queued: closing tries again
            return
        told = [j for j in jobs if not j.kept_told]
        for job in told:
            job.kept_told = True
            if job.future is not None and job.kept is not None:
                job.kept()  # a caller with no frame loop (`call`) is told here
        polled = [j for j in told if j.future is None]
        if polled:
            self._finished.put(_Kept(polled))

    def _wait(self, tries: int, message: str, offline: bool = False) -> bool:
        """Say why the call waits, then wait before the next try; False once closing gave up."""
        if self._stop_retrying.is_set():
            return False
        self._finished.put(_Retrying(message, offline))
        delay = RETRY_DELAYS[min(tries, len(RETRY_DELAYS) - 1)]
        return not self._stop_retrying.wait(delay)


def waiting_line(records: RecordWorker, _: Callable[..., str] = _) -> str:
    """The line a screen shows while a save waits to be tried again, by why it waits."""
    if records.offline:
        return _("Not saved to the school yet: the server cannot be reached; trying again…")
    return _("Not saved yet: another edu-domino is using the record; trying again…")


def closing_line(records: RecordWorker, _: Callable[..., str] = _) -> str:
    """What the last screen says while closing waits for the saves still queued."""
    n = records.pending
    if not records.retrying:
        return _("Saving before closing… ({n} to go)", n=n)
    if records.offline:
        return _("Not saved to the school yet; trying again… ({n} to go)", n=n)
    return _("Not saved yet: another edu-domino is using the record; trying again… ({n} to go)", n=n)


def keep_unsaved(entries: list[dict], why: str, _: Callable[..., str] = _, beside: Any = None) -> str | None:
    """Write the saves closing could not make to a side file that the next start merges
    (edu_domino.progress.unsaved) beside the record (`beside`: `RecordWorker.side_path`, the
    record's or a school server's place on this computer); what to say, or None when there
    were none."""
    if not entries:
        return None
    from edu_domino.os_reasons import cannot_write
    from edu_domino.progress import default_path
    from edu_domino.progress.unsaved import count
    from edu_domino.progress.unsaved import keep_unsaved as write_side_file

    beside = beside or default_path()
    try:
        side = write_side_file(beside, entries)
    except OSError as exc:
        return _("{n} answers could not be saved before closing: {why}", n=len(entries),
                         why=cannot_write(beside, exc))
    counted = count(entries)
    return _("Not saved yet ({why}): {answers} answers and {lessons} lesson results are kept in {file}; "
                     "they go into the record the next time edu-domino starts", why=why, answers=counted.answers,
                     lessons=counted.lessons, file=side)
