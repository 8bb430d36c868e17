"""Ctrl+C (SIGINT), a closed terminal (SIGHUP) and SIGTERM end the app the way closing the window
does: the frame loop stops, and closing waits for the answers still being saved.

Without this, SIGINT raised KeyboardInterrupt wherever the main thread was and SIGHUP/SIGTERM
killed the process at once: every answer still queued for the record was lost.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

# The signals that mean "please stop" (SIGHUP does not exist on Windows).
STOP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name))


@contextmanager
def stop_on_signals(stop: Callable[[int], None]) -> Iterator[None]:
    """While inside, each stop signal calls `stop(signum)` (on the main thread, between two
    bytecodes) instead of killing the process. Outside the main thread it does nothing (Python
    only lets the main thread set handlers): the caller then keeps the default behaviour."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = {}
    for signum in STOP_SIGNALS:
        previous[signum] = signal.signal(signum, lambda number, _frame: stop(number))
    try:
        yield
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)
