"""Hot-seat reveal rules: whose tiles a shared screen may show face up, and when it must be
handed over.

- With one person at the screen, that person's tiles are always shown (computers and remote
  players never look at this screen's hands).
- With several, it depends on the privacy chosen (`Privacy`):
  - `COVER` (the pass screen): a person's tiles are shown only on their turn, after the screen
    was handed to them (`handover` names who must take it; the screen says "pass to ...", then
    calls `reveal`). When the same person plays again and nobody else has seen the screen since,
    no handover is needed. Everyone else must look away while the tiles are up.
  - `PEEK` (private peek, for a screen the class watches): nobody hands anything over; the
    person on turn sees their tiles only while they hold the peek key (`start_peek` /
    `stop_peek`), and may play only then. Face down otherwise.
- Tiles are covered again the moment a person lays one (a peek ends too, even with the key still
  held: the next turn may be someone else's), when a computer's turn comes and when a round ends.
- The handover waits until the tile just laid has been seen where it landed (`LOOK_SECONDS` of
  the caller's clock, `tick(dt)`; `look_done()` skips it): `handover_due` says when to show the
  pass screen. Until then the tiles stay covered and nobody may act from the screen.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from edu_domino.play.seats import SeatSpec

LOOK_SECONDS = 1.5  # the laid tile slides in (under half a second) and stays in view before the cover


class Privacy(StrEnum):
    """How a screen shared by several persons keeps each one's tiles to themselves."""

    COVER = "cover"  # a "pass to ..." screen between persons; the others look away
    PEEK = "peek"  # tiles face down; the person on turn holds a key to see them


class HotSeat:
    def __init__(self, seats: Sequence[SeatSpec], privacy: Privacy = Privacy.COVER,
                 look_seconds: float = LOOK_SECONDS) -> None:
        self.persons: tuple[int, ...] = tuple(i for i, s in enumerate(seats) if s.is_person)
        self.privacy = Privacy(privacy)
        self.look_seconds = look_seconds
        self.revealed: int | None = None  # the person seat whose tiles are face up now
        self.last_revealed: int | None = None
        self.handover: int | None = None  # a person on turn whose screen must be handed to them
        self.peeking: int | None = None  # PEEK: the person holding the key now
        self.looking = 0.0  # seconds left for everyone to see the tile just laid

    @property
    def shared(self) -> bool:
        """Several persons share this screen."""
        return len(self.persons) > 1

    @property
    def peek_mode(self) -> bool:
        """Several persons share the screen and see their tiles only while holding a key."""
        return self.shared and self.privacy is Privacy.PEEK

    @property
    def handover_due(self) -> bool:
        """The screen must be handed over now: someone waits for it and the last tile was seen."""
        return self.handover is not None and self.looking <= 0

    def shown_seat(self, turn: int, round_over: bool) -> int | None:
        """The seat whose tiles the screen may show face up now, or None."""
        if len(self.persons) == 1:
            return self.persons[0]
        if not self.persons or round_over:
            return None
        if self.privacy is Privacy.PEEK:
            return self.peeking if self.peeking == turn else None
        return self.revealed if self.revealed is not None and self.revealed == turn else None

    def waiting_for_peek(self, turn: int, round_over: bool) -> bool:
        """A person is on turn with their tiles face down until they hold the peek key."""
        return self.peek_mode and not round_over and turn in self.persons and self.peeking != turn

    def sync(self, turn: int, round_over: bool) -> None:
        """Bring the rules up to date after a change (a move, a new round)."""
        if not self.shared:
            return
        if round_over or turn not in self.persons:
            self.revealed = self.handover = self.peeking = None
        elif self.privacy is Privacy.PEEK:
            self.handover = None
            if self.peeking != turn:
                self.peeking = None
        elif self.revealed != turn:
            if self.last_revealed == turn:
                self.reveal(turn)  # nobody else has seen the screen since: no need to cover
            else:
                self.handover = turn

    def reveal(self, seat: int) -> None:
        """The screen was handed to `seat` (who is on turn): show their tiles."""
        self.handover = None
        self.revealed = self.last_revealed = seat

    def start_peek(self, turn: int, round_over: bool) -> bool:
        """The person on turn presses the peek key: True when their tiles may show now."""
        if not self.waiting_for_peek(turn, round_over):
            return False
        self.peeking = turn
        return True

    def stop_peek(self) -> None:
        """The peek key was let go (or the window lost the keyboard): face down again."""
        self.peeking = None

    def covered_by_play(self, seat: int) -> None:
        """`seat` laid a tile: hide at once, the next player may be someone else, and let everyone
        see where the tile went before the screen changes hands."""
        if self.shared and seat in self.persons:
            self.revealed = self.peeking = None
        if self.shared:
            self.looking = self.look_seconds

    def tick(self, dt: float) -> None:
        """Advance the caller's clock by `dt` seconds."""
        self.looking = max(0.0, self.looking - dt)

    def look_done(self) -> None:
        """Everyone has seen the tile (a key pressed to go on): the handover may come now."""
        self.looking = 0.0

    def new_round(self) -> None:
        self.revealed = self.last_revealed = self.handover = self.peeking = None
        self.looking = 0.0
