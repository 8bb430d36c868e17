"""One player's view: everything that seat may know, and nothing else.

An AI player gets a PlayerView, the legal actions and a random generator: it cannot peek,
because the hidden tiles are simply not here.
"""

from __future__ import annotations

from dataclasses import dataclass

from edu_domino.engine.actions import Action
from edu_domino.engine.events import Drew
from edu_domino.engine.rules import RuleSet
from edu_domino.engine.tiles import Tile


@dataclass(frozen=True)
class PlayerView:
    seat: int
    hand: tuple[Tile, ...]
    line: tuple[tuple[int, int], ...]  # oriented tiles, left to right
    ends: tuple[int, int] | None
    hand_counts: tuple[int, ...]  # per seat
    boneyard_count: int
    boneyard_drawable: bool
    turn: int
    legal: tuple[Action, ...]  # empty unless it is this seat's turn
    history: tuple  # this round's public events, in order
    scores: tuple[int, ...]  # per side
    side_of: tuple[int, ...]  # per seat
    opener: int  # the seat that holds the hand this round
    round_number: int
    seats: tuple[int, ...]  # seats dealt in this round, in turn order
    eliminated: tuple[int, ...]  # sides out of the match
    names: tuple[str, ...]
    rules: RuleSet
    drawn_this_turn: bool

    @property
    def my_side(self) -> int:
        return self.side_of[self.seat]

    def partners(self) -> tuple[int, ...]:
        return tuple(s for s in self.seats if s != self.seat and self.side_of[s] == self.my_side)


def public_events(events: list, seat: int | None) -> tuple:
    """The events as `seat` saw them: other players' drawn tiles are hidden (every drawn tile
    when `seat` is None: the table as a spectator sees it)."""
    return tuple(
        Drew(e.seat, None, e.boneyard) if isinstance(e, Drew) and e.seat != seat else e
        for e in events
    )
