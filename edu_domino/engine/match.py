"""A match: rounds dealt, opened, played and scored until a side wins.

Deterministic: the same rules, seed and actions give the same match. Any deal can be given
explicitly instead (`deals=[Deal(...), ...]`, used in order, including the deals a reshuffle
throws away); when the given deals run out, the seeded generator deals the rest.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from edu_domino.engine.actions import Action
from edu_domino.engine.choices import (
    Boneyard,
    Opening,
    ReshuffleReason,
    RoundHow,
)
from edu_domino.engine.dealing import decide_opener, doubles_reshuffle, shuffle_deal
from edu_domino.engine.errors import IllegalAction, RulesError
from edu_domino.engine.events import MatchEnded, Reshuffled, RoundEnded, RoundResult, RoundStarted
from edu_domino.engine.round import Round, playout
from edu_domino.engine.rules import RuleSet
from edu_domino.engine.scoring import score_round
from edu_domino.engine.tables import rule_facts
from edu_domino.engine.tiles import Tile, parse_tile, tile_set
from edu_domino.engine.view import PlayerView, public_events
from edu_domino.i18n import _

MAX_RESHUFFLES = 1000


@dataclass(frozen=True)
class Deal:
    """Every seat's hand (seats not dealt in: empty) and the boneyard in draw order."""

    hands: tuple[tuple[Tile, ...], ...]
    boneyard: tuple[Tile, ...]

    def to_json(self) -> dict:
        return {
            "hands": [[str(t) for t in hand] for hand in self.hands],
            "boneyard": [str(t) for t in self.boneyard],
        }

    @classmethod
    def from_json(cls, data: dict) -> Deal:
        return cls(
            hands=tuple(tuple(parse_tile(t) for t in hand) for hand in data["hands"]),
            boneyard=tuple(parse_tile(t) for t in data["boneyard"]),
        )


class Match:
    def __init__(
        self,
        rules: RuleSet,
        seed: int | None = None,
        deals: list[Deal] | None = None,
        names: list[str] | None = None,
        rng: random.Random | None = None,
    ) -> None:
        """`rng` (instead of `seed`) lets a simulation share one generator across many matches."""
        self.rules = rules
        self.facts = facts = rule_facts(rules)
        self.ts = facts.ts
        self.seed = seed
        self._rng = rng if rng is not None else random.Random(seed)
        self._pending = list(deals or [])
        self.explicit_deals = len(self._pending)  # how many deals were given (the rest: seeded)
        self.names = list(names) if names else list(_DEFAULT_NAMES[: rules.players])
        if len(self.names) != rules.players:
            raise RulesError(_("{n} names for {players} players", n=len(self.names), players=rules.players))
        self.totals = [0] * facts.n_sides
        self.eliminated: set[int] = set()
        self.results: list[RoundResult] = []
        self._deals: list = []  # every deal, reshuffled ones included, in order (raw or Deal)
        self.actions: list[list[Action]] = []  # per round
        self.over = False
        self.winner_side: int | None = None
        self._round_events: list = []  # the current round's events after its start
        self._prev_opener: int | None = None
        self._prev_decided = True
        self.round: Round
        # How the current round started: its reshuffles and RoundStarted's fields (the events are
        # built when asked: a simulation never reads them).
        self._start: tuple[list, tuple] = ([], ())
        self._start_round(replayed=False)
        self._first_start = self._start

    @property
    def start_events(self) -> list:
        """How the match's first round started: its reshuffles, then RoundStarted."""
        return _start_events(self._first_start)

    # -- reading -----------------------------------------------------------------------
    @property
    def deals_used(self) -> list[Deal]:
        """Every deal of the match in the order used, reshuffled ones included."""
        ts = self.ts
        out = []
        for deal in self._deals:
            if not isinstance(deal, Deal):
                hands, stock = deal
                deal = Deal(tuple(ts.tiles_of(h) for h in hands), tuple(ts.tiles[i] for i in stock))
            out.append(deal)
        return out

    @property
    def round_over(self) -> bool:
        return self.round.over

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.totals)

    @property
    def turn(self) -> int:
        return self.round.turn

    def legal_actions(self) -> list[Action]:
        return [] if self.over else self.round.legal_actions()

    def history(self, seat: int | None = None) -> tuple:
        """This round's events as `seat` saw them; `None` for a spectator (no drawn tile shown)."""
        return public_events(self._events_of_round(), seat)

    def view(self, seat: int) -> PlayerView:
        rnd = self.round
        return PlayerView(
            seat=seat,
            hand=rnd.hand(seat),
            line=tuple(rnd.line),
            ends=rnd.ends,
            hand_counts=tuple(rnd.hand_count(s) for s in range(self.rules.players)),
            boneyard_count=rnd.boneyard_count,
            boneyard_drawable=self.rules.boneyard != Boneyard.NONE,
            turn=rnd.turn,
            legal=tuple(rnd.legal_actions()) if rnd.turn == seat and not rnd.over else (),
            history=public_events(self._events_of_round(), seat),
            scores=tuple(self.totals),
            side_of=tuple(self.rules.side_of(s) for s in range(self.rules.players)),
            opener=rnd.opener,
            round_number=rnd.number,
            seats=rnd.seats,
            eliminated=tuple(sorted(self.eliminated)),
            names=tuple(self.names),
            rules=self.rules,
            drawn_this_turn=rnd.drawn if rnd.turn == seat else False,
        )

    # -- acting ----------------------------------------------------------------------
    def apply(self, action: Action) -> list:
        if self.over:
            raise IllegalAction(_("the match is over"))
        rnd = self.round
        if rnd.over:
            raise IllegalAction(_("the round is over; start the next one"))
        events = rnd.apply(action)
        self.actions[-1].append(action)
        if rnd.over:
            events.extend(self._finish_round())
        self._round_events.extend(events)
        return events

    def playout(self, random01) -> list:
        """Finish the current round with uniformly random legal moves (see round.playout);
        returns the round's closing events. The actions are not logged: this is for simulations."""
        if self.over or self.round.over:
            raise IllegalAction(_("the round is over"))
        playout(self.round, random01)
        events = self._finish_round()
        self._round_events.extend(events)
        return events

    def next_round(self) -> list:
        if self.over:
            raise IllegalAction(_("the match is over"))
        if not self.round.over:
            raise IllegalAction(_("the round is still being played"))
        replayed = self.results[-1].how == RoundHow.DRAWN
        self._start_round(replayed=replayed)
        return _start_events(self._start)

    def _events_of_round(self) -> list:
        return _start_events(self._start) + self._round_events

    # -- rounds ----------------------------------------------------------------------
    def _finish_round(self) -> list:
        facts = self.facts
        result = score_round(self.rules, self.round, self.totals)
        totals = self.totals = list(result.totals)
        newly_out: tuple[int, ...] = ()
        if facts.elimination:
            limit = facts.target
            newly_out = tuple(
                s for s in range(facts.n_sides) if s not in self.eliminated and totals[s] >= limit
            )
            self.eliminated.update(newly_out)
            left = [s for s in self._sides_in_play() if s not in self.eliminated]
            if len(left) <= 1:
                self.over = True
                if left:
                    self.winner_side = left[0]
                else:  # everybody left crossed the limit in the same hand: the lowest wins
                    self.winner_side = _unique_best(newly_out, totals, lowest=True)
        elif max(totals) >= facts.target:
            self.over = True
            self.winner_side = _unique_best(range(facts.n_sides), totals, lowest=facts.lowest_wins)
        if newly_out:
            result = RoundResult(**{**_fields(result), "eliminated": newly_out})
        self.results.append(result)
        if self.over:
            return [RoundEnded(result), MatchEnded(self.winner_side, tuple(totals), len(self.results))]
        return [RoundEnded(result)]

    def _sides_in_play(self) -> list[int]:
        return sorted({self.rules.side_of(s) for s in range(self.rules.players)})

    def _active_seats(self) -> tuple[int, ...]:
        if not self.eliminated:
            return self.facts.all_seats
        side_of = self.rules.side_of
        return tuple(s for s in range(self.rules.players) if side_of(s) not in self.eliminated)

    def _start_round(self, replayed: bool) -> None:
        rules = self.rules
        ts = self.ts
        number = len(self.results) + 1
        seats = self._active_seats()
        size = rules.hand_size_for(len(seats))
        # A hand is decided afresh on the first hand, when the rules say so, and when a drawn
        # hand that had been decided is replayed (seed 001: the [6|6] holder again).
        decided = number == 1 or self.facts.decide_every_hand or (replayed and self._prev_decided)
        events: list = []
        for _attempt in range(MAX_RESHUFFLES):
            hands, stock = self._deal(seats, size)
            reshuffle = doubles_reshuffle(rules, ts, seats, hands)
            if reshuffle is None and decided:
                opening = decide_opener(rules, ts, seats, hands)
                if opening is None:
                    reshuffle = Reshuffled(ReshuffleReason.NO_DOUBLE, None)
            if reshuffle is not None:
                events.append(reshuffle)
                continue
            break
        else:
            raise RulesError(_("no playable deal after {n} reshuffles; check the rule options", n=MAX_RESHUFFLES))
        if decided:
            assert opening is not None  # a decided hand found its opener, or was dealt again
            opener, opening_kind, opening_tile = opening
        else:
            previous = self._prev_opener
            opener = previous if replayed and previous is not None else self._rotate_from(previous, seats)
            opening_kind, opening_tile = Opening.ANY, None
        self._prev_opener = opener
        self._prev_decided = decided
        self.round = Round(rules, ts, number, seats, opener, hands, stock, opening_kind, opening_tile)
        self.actions.append([])
        self._start = (events, (number, opener, seats, size, len(stock), opening_tile, replayed))
        self._round_events = []

    def _deal(self, seats: tuple[int, ...], size: int) -> tuple[list[int], list[int]]:
        ts = self.ts
        if self._pending:
            hands = [0] * self.rules.players
            deal = self._pending.pop(0)
            self._deals.append(deal)
            check_deal(deal, self.rules, seats, size)
            for s, hand in enumerate(deal.hands):
                hands[s] = ts.mask_of(hand)
            return hands, [ts.index[t] for t in deal.boneyard]
        hands, stock = shuffle_deal(ts, seats, size, self.rules.players, self._rng.random)
        # Turned into a Deal only when asked; the round copies the stock, so it stays as dealt.
        self._deals.append((tuple(hands), stock))
        return hands, stock

    def _rotate_from(self, seat: int | None, seats: tuple[int, ...]) -> int:
        players = self.rules.players
        start = 0 if seat is None else seat + 1
        for k in range(players):
            candidate = (start + k) % players
            if candidate in seats:
                return candidate
        raise AssertionError("no active seat")


_DEFAULT_NAMES = tuple(f"P{i + 1}" for i in range(10))


def _start_events(start: tuple[list, tuple]) -> list:
    """A round's start events from what `_start_round` kept: its reshuffles, then RoundStarted."""
    reshuffles, (number, opener, seats, size, boneyard, opening_tile, replayed) = start
    at = seats.index(opener)
    order = seats[at:] + seats[:at]  # the seats dealt in, in turn order from the opener
    return [*reshuffles, RoundStarted(number, opener, order, size, boneyard, opening_tile, replayed)]


def _unique_best(sides, totals, lowest: bool) -> int | None:
    sides = list(sides)
    if not sides:
        return None
    best = (min if lowest else max)(totals[s] for s in sides)
    winners = [s for s in sides if totals[s] == best]
    return winners[0] if len(winners) == 1 else None


def _fields(result: RoundResult) -> dict:
    return {name: getattr(result, name) for name in RoundResult.__dataclass_fields__}


def check_deal(deal: Deal, rules: RuleSet, seats: tuple[int, ...], size: int) -> None:
    ts = tile_set(rules.set_max)
    if len(deal.hands) != rules.players:
        raise RulesError(_("the deal has {n} hands for {players} players", n=len(deal.hands), players=rules.players))
    seen: dict[Tile, str] = {}
    places = [(f"hands[{s}]", hand) for s, hand in enumerate(deal.hands)] + [("boneyard", deal.boneyard)]
    for place, tiles in places:
        for t in tiles:
            if t not in ts:
                raise RulesError(_("{place}: {tile} is not a tile of double-{n}", place=place, tile=t, n=ts.n))
            if t in seen:
                raise RulesError(_("{place}: {tile} is dealt twice (also in {other})", place=place, tile=t, other=seen[t]))
            seen[t] = place
    missing = [str(t) for t in ts.tiles if t not in seen]
    if missing:
        raise RulesError(_("the deal leaves out {tiles}; every tile must be dealt or in the boneyard",
                           tiles=", ".join(missing)))
    for s in range(rules.players):
        want = size if s in seats else 0
        if len(deal.hands[s]) != want:
            raise RulesError(_("{place} has {n} tiles; the rules deal {want}", place=f"hands[{s}]", n=len(deal.hands[s]),
                                   want=want))
