"""What an own-pace lesson and practice on the devices share: the pupils by the token of their
link, the teacher's token, one place per name, who is connected, a device's tap calibration."""

from __future__ import annotations

import secrets
import threading
from typing import Generic, Protocol, TypeVar

from edu_domino.classplay.lesson import MAX_PUPILS
from edu_domino.classplay.listeners import Listeners
from edu_domino.classplay.recorder import JoinRefused


class DevicePupil(Protocol):
    token: str
    pupil: object  # edu_domino.progress.Pupil
    connections: int
    version: int  # grows when this pupil's own page must change
    calibration_ms: float | None
    idle: bool


P = TypeVar("P", bound=DevicePupil)


class PupilRoom(Listeners, Generic[P]):
    """The pupils (by token) of one own-pace room; the subclass says how a pupil starts."""

    def __init__(self, teacher_token: str) -> None:
        super().__init__()
        self.teacher_token = teacher_token
        self.pupils: dict[str, P] = {}  # by token
        self._lock = threading.RLock()

    def place_held(self, pupil: object, proved: bool) -> str | None:
        """Under the lock, as a pupil joins: the token of the place `pupil` already holds when
        their PIN proved it is them, or None when they hold none and there is room. A name's
        place taken by a device that did not prove it, or a full room, is refused."""
        for existing in self.pupils.values():
            if existing.pupil.id == pupil.id:  # type: ignore[attr-defined]
                if proved:
                    return existing.token
                raise JoinRefused("taken", "taken")
        if len(self.pupils) >= MAX_PUPILS:
            raise JoinRefused("full", "full")
        return None

    def pupil_for_token(self, token: str) -> P | None:
        for known, pupil in list(self.pupils.items()):
            if secrets.compare_digest(known.encode(), token.encode()):
                return pupil
        return None

    def is_teacher(self, token: str) -> bool:
        return secrets.compare_digest(self.teacher_token.encode(), token.encode())

    def connect(self, token: str, delta: int) -> None:
        with self._lock:
            pupil = self.pupils.get(token)
            if pupil is not None:
                pupil.connections = max(0, pupil.connections + delta)
                self._touch(pupil)

    def _calibrate(self, pupil: P, offset: object) -> dict:
        if isinstance(offset, bool) or not isinstance(offset, int | float) or not -1000 <= offset <= 1000:
            return {"type": "refused", "code": "bad_message"}
        pupil.calibration_ms = float(offset)
        self._touch(pupil)
        return {"type": "done"}

    def _touch(self, pupil: P) -> None:
        pupil.version += 1
        pupil.idle = False
        self._changed()
