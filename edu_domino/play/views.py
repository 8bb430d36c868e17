"""The spectator view: everything everyone at the table may see, and nothing private.

The shared screen (the projector), a phone page and the results screen read public facts here,
never through some seat's private `PlayerView` (which holds that seat's hand).
"""

from __future__ import annotations

from dataclasses import dataclass

from edu_domino.engine import LEFT, Match, Played, RoundResult, RoundStarted, RuleSet, Tile
from edu_domino.engine.choices import Boneyard
from edu_domino.play.seats import SeatKind


@dataclass(frozen=True)
class SpectatorView:
    line: tuple[tuple[int, int], ...]  # oriented tiles, left to right
    ends: tuple[int, int] | None  # None before the first tile
    hand_counts: tuple[int, ...]  # per seat
    boneyard_count: int
    boneyard_drawable: bool
    turn: int
    round_number: int
    round_over: bool
    match_over: bool
    opener: int  # the seat that holds the hand this round
    seats: tuple[int, ...]  # seats dealt in this round, in turn order from the opener
    side_of: tuple[int, ...]  # per seat
    scores: tuple[int, ...]  # per side
    eliminated: tuple[int, ...]  # sides out of the match
    names: tuple[str, ...]
    kinds: tuple[SeatKind, ...]
    history: tuple  # this round's events, no drawn tile shown
    rules: RuleSet
    results: tuple[RoundResult, ...]  # one per round played
    winner_side: int | None  # once the match is over (None: a tie)
    hands_shown: tuple[tuple[Tile, ...], ...]  # every seat's tiles left, once the round is over

    @property
    def last_played(self) -> Played | None:
        """This round's last tile laid, or None."""
        for event in reversed(self.history):
            if isinstance(event, Played):
                return event
            if isinstance(event, RoundStarted):
                return None
        return None

    @property
    def opener_index(self) -> int:
        """Index in `line` of the round's first tile (the line grows from it both ways)."""
        plays = [e for e in self.history if isinstance(e, Played)]
        return sum(1 for e in plays[1:] if e.end == LEFT)

    def play_order(self) -> tuple[str, ...]:
        """The end ("L" or "R") each tile after the opener was laid on, in the order laid."""
        plays = [e for e in self.history if isinstance(e, Played)]
        return tuple(str(e.end) for e in plays[1:])


def spectator_view(match: Match, names: tuple[str, ...], kinds: tuple[SeatKind, ...]) -> SpectatorView:
    rnd = match.round
    rules = match.rules
    return SpectatorView(
        line=tuple(rnd.line),
        ends=rnd.ends,
        hand_counts=tuple(rnd.hand_count(s) for s in range(rules.players)),
        boneyard_count=rnd.boneyard_count,
        boneyard_drawable=rules.boneyard != Boneyard.NONE,
        turn=rnd.turn,
        round_number=rnd.number,
        round_over=rnd.over,
        match_over=match.over,
        opener=rnd.opener,
        seats=rnd.seats,
        side_of=tuple(rules.side_of(s) for s in range(rules.players)),
        scores=match.scores,
        eliminated=tuple(sorted(match.eliminated)),
        names=names,
        kinds=kinds,
        history=match.history(None),
        rules=rules,
        results=tuple(match.results),
        winner_side=match.winner_side,
        hands_shown=tuple(rnd.hand(s) for s in range(rules.players)) if rnd.over else (),
    )
