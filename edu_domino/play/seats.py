"""Who sits at the table: a person at this screen, a computer player of some level, or a person
on another device (class play: a pupil holding their hand on a phone).

>>> SeatKind("computer") is SeatKind.COMPUTER, str(SeatKind.REMOTE)
(True, 'remote')
>>> SeatSpec("Ana").is_person, SeatSpec("Robot", SeatKind.COMPUTER, "expert").level
(True, 'expert')
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class SeatKind(StrEnum):
    PERSON = "person"  # plays at this screen (hot seat when there are several)
    COMPUTER = "computer"  # an edu_domino.ai player, thinking off the caller's thread
    REMOTE = "remote"  # plays from another device; its hand is never shown on the shared screen


class Goal(StrEnum):
    """How far a game goes: one round (a lesson's short game) or the whole match."""

    ROUND = "round"
    MATCH = "match"


class Outcome(StrEnum):
    """How a finished game went for one side. The text round-trips: `Outcome("won")`."""

    WON = "won"
    LOST = "lost"
    TIE = "tie"


@dataclass(frozen=True)
class SeatSpec:
    """One seat: its name on the table, its kind and, for a computer, its level
    (`edu_domino.ai.LEVELS`: random, greedy, expert)."""

    name: str
    kind: SeatKind = SeatKind.PERSON
    level: str = "greedy"

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", SeatKind(self.kind))  # "computer" reads as COMPUTER

    @property
    def is_person(self) -> bool:
        return self.kind is SeatKind.PERSON

    @property
    def is_computer(self) -> bool:
        return self.kind is SeatKind.COMPUTER
