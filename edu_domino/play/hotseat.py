"""Hot-seat reveal rules: whose tiles a shared screen may show face up, and when it must be
handed over.

- With one person at the screen, that person's tiles are always shown (computers and remote
  players never look at this screen's hands).
- With several, a person's tiles are shown only on their turn, after the screen was handed to them
  (`handover` names who must take it; the screen says "pass to ...", then calls `reveal`). When
  the same person plays again and nobody else has seen the screen since, no handover is needed.
- Tiles are covered again the moment a person lays one, when a computer's turn comes and when a
  round ends.
"""

from __future__ import annotations

from collections.abc import Sequence

from edu_domino.play.seats import SeatSpec


class HotSeat:
    def __init__(self, seats: Sequence[SeatSpec]) -> None:
        self.persons: tuple[int, ...] = tuple(i for i, s in enumerate(seats) if s.is_person)
        self.revealed: int | None = None  # the person seat whose tiles are face up now
        self.last_revealed: int | None = None
        self.handover: int | None = None  # a person on turn whose screen must be handed to them

    @property
    def shared(self) -> bool:
        """Several persons share this screen."""
        return len(self.persons) > 1

    def shown_seat(self, turn: int, round_over: bool) -> int | None:
        """The seat whose tiles the screen may show face up now, or None."""
        if len(self.persons) == 1:
            return self.persons[0]
        if not self.persons or round_over:
            return None
        return self.revealed if self.revealed is not None and self.revealed == turn else None

    def sync(self, turn: int, round_over: bool) -> None:
        """Bring the rules up to date after a change (a move, a new round)."""
        if not self.shared:
            return
        if round_over or turn not in self.persons:
            self.revealed = self.handover = None
        elif self.revealed != turn:
            if self.last_revealed == turn:
                self.reveal(turn)  # nobody else has seen the screen since: no need to cover
            else:
                self.handover = turn

    def reveal(self, seat: int) -> None:
        """The screen was handed to `seat` (who is on turn): show their tiles."""
        self.handover = None
        self.revealed = self.last_revealed = seat

    def covered_by_play(self, seat: int) -> None:
        """`seat` laid a tile: hide at once, the next player may be someone else."""
        if self.shared and seat in self.persons:
            self.revealed = None

    def new_round(self) -> None:
        self.revealed = self.last_revealed = self.handover = None
