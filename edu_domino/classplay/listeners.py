"""Change listeners for the shared class game and lesson: the server's thread and the
projector's frame loop both act on them, and every change wakes whoever shows it."""

from __future__ import annotations

from collections.abc import Callable


class Listeners:
    """`version` grows with every change; each listener is called (from the changing thread)."""

    def __init__(self) -> None:
        self.version = 0
        self._listeners: list[Callable[[], None]] = []

    def add_listener(self, listener: Callable[[], None]) -> None:
        self._listeners.append(listener)

    def _changed(self) -> None:
        self.version += 1
        for listener in list(self._listeners):
            listener()
