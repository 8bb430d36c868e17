"""Who may join: unguessable per-seat tokens and a short room code to type.

A token is `secrets.token_urlsafe(16)` (128 random bits): the join link `/join/TOKEN` is the only
key to a seat, so it cannot be guessed, only scanned from the projector or typed from its link.
The room code is short on purpose (five letters a pupil types from the projector); it only
opens the way to a seat nobody holds yet, or to a pupil's own place in a class lesson, and a
device that types wrong codes again and again is refused for a while (see `Attempts`).
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable

# No letters or digits that read alike on a projector (0/O, 1/I/L, 2/Z, 5/S, 8/B, 6/G).
ROOM_ALPHABET = "ACDEFHJKMNPRTUVWXY3479"
ROOM_CODE_LENGTH = 5
MAX_WRONG_CODES = 20  # per address, within WRONG_CODE_WINDOW seconds
WRONG_CODE_WINDOW = 60.0


def new_token() -> str:
    return secrets.token_urlsafe(16)


def new_room_code() -> str:
    return "".join(secrets.choice(ROOM_ALPHABET) for _ in range(ROOM_CODE_LENGTH))


def normalise_room_code(text: str) -> str:
    """What a pupil typed, the way codes are stored: capitals, no spaces or dashes."""
    return "".join(ch for ch in str(text).upper() if ch.isalnum())


def same_code(typed: str, code: str) -> bool:
    return secrets.compare_digest(normalise_room_code(typed).encode(), code.encode())


class Attempts:
    """Wrong room codes per address: after `limit` within `window` seconds, refuse for a while."""

    def __init__(self, limit: int = MAX_WRONG_CODES, window: float = WRONG_CODE_WINDOW,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.limit = limit
        self.window = window
        self._clock = clock
        self._wrong: dict[str, list[float]] = {}

    def blocked(self, address: str) -> bool:
        now = self._clock()
        recent = [t for t in self._wrong.get(address, []) if now - t < self.window]
        self._wrong[address] = recent
        return len(recent) >= self.limit

    def wrong(self, address: str) -> None:
        self._wrong.setdefault(address, []).append(self._clock())
