"""Who may join: unguessable per-seat tokens and a short room code to type.

A token is `secrets.token_urlsafe(16)` (128 random bits): the join link `/join/TOKEN` is the only
key to a seat, so it cannot be guessed, only scanned from the projector or typed from its link.
The room code is short on purpose (five letters a pupil types from the projector); it only
opens the way to a seat nobody holds yet, or to a pupil's own place in a class lesson, and a
device that types wrong codes again and again is refused for a while (see `Attempts`). A PIN is
short too (4 digits: 10,000 tries would open it), so wrong PINs count twice: against the address
that sends them (with its wrong room codes) and against the pupil whose name they are for, from
any address.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable

# No letters or digits that read alike on a projector (0/O, 1/I/L, 2/Z, 5/S, 8/B, 6/G).
ROOM_ALPHABET = "ACDEFHJKMNPRTUVWXY3479"
ROOM_CODE_LENGTH = 5
MAX_WRONG_CODES = 20  # wrong room codes per address, within WRONG_CODE_WINDOW seconds
WRONG_CODE_WINDOW = 60.0
MAX_WRONG_PINS = 5  # wrong PINs per pupil (from any address), within WRONG_PIN_WINDOW seconds
MAX_WRONG_PINS_PER_ADDRESS = 10  # wrong PINs per address (for any pupils), within the same window
WRONG_PIN_WINDOW = 300.0


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
    """Wrong tries per key (an address, a pupil's name): after `limit` within `window` seconds,
    that key is refused until the oldest of them is `window` seconds old."""

    def __init__(self, limit: int = MAX_WRONG_CODES, window: float = WRONG_CODE_WINDOW,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.limit = limit
        self.window = window
        self._clock = clock
        self._wrong: dict[str, list[float]] = {}

    def blocked(self, key: str) -> bool:
        now = self._clock()
        recent = [t for t in self._wrong.get(key, []) if now - t < self.window]
        if recent:
            self._wrong[key] = recent
        else:  # forget keys with nothing recent: a long lesson keeps no list of every address
            self._wrong.pop(key, None)
        return len(recent) >= self.limit

    def wrong(self, key: str) -> None:
        self._wrong.setdefault(key, []).append(self._clock())


def pupil_key(name: str) -> str:
    """Whose PIN a join is for, the way the record tells pupils apart ("ana", " Ana " and "ANA"
    are one pupil), so wrong PINs count against the pupil whatever spelling is typed."""
    from edu_domino.progress import BadName
    from edu_domino.progress.profiles import name_key

    try:
        return name_key(name)
    except BadName:  # a name the record refuses anyway: no pupil's PIN is at stake
        return " ".join(str(name).split()).casefold()
