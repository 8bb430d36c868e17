"""Look-up tables the rules core reads on every move, built once: by tile set (the legal plays of
a mask of tiles on each end, a move's bit and pips, a mask's tile indices), by seating (who plays
after whom), and by rule set (`RuleFacts`: the options the hot paths ask, as plain booleans and
ints, so a hand is dealt, played and scored without comparing enum members move after move).
"""

from __future__ import annotations

from functools import cache

from edu_domino.engine.choices import (
    Boneyard,
    ClosedWinner,
    FirstTile,
    LaterHands,
    MatchEnd,
    Opener,
    Opening,
    PlayDrawn,
    Scoring,
    Tie,
    WinnerScores,
)
from edu_domino.engine.rules import RuleSet
from edu_domino.engine.tiles import TileSet, parse_tile, tile_set

# What the opener of a decided hand must lay, by the `first_tile` rule.
OPENING_OF = {FirstTile.DECIDING: Opening.TILE, FirstTile.DOUBLE: Opening.DOUBLE, FirstTile.ANY: Opening.ANY}

class MaskTable(dict):
    """tiles (a mask) -> `items[i]` for each tile i of the mask, in tile order, as a tuple; built
    on first use, so listing a hand's plays on one end is one look-up. Bounded like `INDICES`."""

    def __init__(self, items: tuple) -> None:
        super().__init__()
        self.items_by_tile = items

    def __missing__(self, mask: int) -> tuple:
        if len(self) >= INDICES.LIMIT:
            self.clear()
        items = self.items_by_tile
        result = self[mask] = tuple([items[i] for i in INDICES[mask]])
        return result


class MoveTables:
    """A tile set's move tables: the plays (`tile_index * 2 + end`) of a mask of tiles on each
    end, and by move the tile's bit and its pips, so a play needs no shifts."""

    def __init__(self, ts: TileSet) -> None:
        tiles = range(len(ts.tiles))
        self.on_left = MaskTable(tuple(i << 1 for i in tiles))
        self.on_right = MaskTable(tuple(i << 1 | 1 for i in tiles))
        moves = range(2 * len(ts.tiles))
        self.bit = tuple(1 << (m >> 1) for m in moves)
        self.pips = tuple(ts.pips[m >> 1] for m in moves)


@cache
def move_tables(ts: TileSet) -> MoveTables:
    """The one `MoveTables` of a tile set."""
    return MoveTables(ts)


class _Indices(dict):
    """mask -> the indices of its set bits, in order; built on first use. A hand's fitting tiles
    repeat a lot, so listing them becomes one dictionary look-up. Bounded: starts afresh past
    `LIMIT` entries."""

    LIMIT = 200_000

    def __missing__(self, mask: int) -> tuple[int, ...]:
        if len(self) >= self.LIMIT:
            self.clear()
        out = []
        rest = mask
        while rest:
            low = rest & -rest
            out.append(low.bit_length() - 1)
            rest ^= low
        result = self[mask] = tuple(out)
        return result


INDICES = _Indices()

ALL_SEATS = tuple(tuple(range(n)) for n in range(11))  # players -> every seat, in turn order
_SIDES: dict[tuple[tuple[int, ...], int], tuple[int, ...]] = {}


def sides_in_play(seats: tuple[int, ...], teams: int) -> tuple[int, ...]:
    """The sides of `seats` (with `teams` teams; 0: every player a side), in order; shared."""
    key = (seats, teams)
    sides = _SIDES.get(key)
    if sides is None:
        sides = _SIDES[key] = tuple(sorted({s % teams for s in seats}) if teams else seats)
    return sides


_NEXT: dict[tuple[tuple[int, ...], int], list[int]] = {}


def next_seats(seats: tuple[int, ...], players: int) -> list[int]:
    """seat -> the seat that plays after it (seats not dealt in map to 0); shared, not to be
    changed."""
    key = (seats, players)
    table = _NEXT.get(key)
    if table is None:
        table = [0] * players
        for k, s in enumerate(seats):
            table[s] = seats[(k + 1) % len(seats)]
        _NEXT[key] = table
    return table


class RuleFacts:
    """A rule set's options as the hot paths ask them (dealing, playing, scoring, ending a
    match), worked out once: plain attributes instead of enum comparisons and properties."""

    __slots__ = (
        "ts", "tables", "players", "all_seats", "next_of_all", "sides_of_all", "teams", "n_sides", "target", "elimination", "lowest_wins",
        "decide_every_hand", "can_draw", "draw_until", "may_keep", "opening_kind", "opening_tile", "opening_bit",
        "blank_alone", "loser_accumulates", "team_penalty", "closed_by_player", "tie_to_holder",
        "tie_replays", "winner_takes", "winner_takes_all", "difference", "bonuses",
    )

    def __init__(self, rules: RuleSet) -> None:
        self.ts = tile_set(rules.set_max)
        self.tables = move_tables(self.ts)
        self.players = rules.players
        self.teams = rules.teams
        self.n_sides = rules.n_sides
        # The whole table dealt in (every hand until a side is eliminated): its turn order and sides.
        self.all_seats = ALL_SEATS[rules.players]
        self.next_of_all = next_seats(self.all_seats, rules.players)
        self.sides_of_all = sides_in_play(self.all_seats, rules.teams)
        self.target = rules.match_target
        self.elimination = rules.match_end == MatchEnd.ELIMINATION
        self.decide_every_hand = rules.later_hands == LaterHands.DECIDE
        self.can_draw = rules.boneyard != Boneyard.NONE
        self.draw_until = rules.boneyard == Boneyard.DRAW_UNTIL_PLAYABLE
        self.may_keep = rules.play_drawn == PlayDrawn.MAY
        self.opening_kind = OPENING_OF[rules.first_tile]  # type: ignore[index]  # a FirstTile (RuleSet.__post_init__)
        # The tile whose holder opens a decided hand (None: the highest double held opens).
        self.opening_tile = parse_tile(rules.opening_tile) if rules.opener == Opener.HOLDER_OF_TILE else None
        self.opening_bit = 1 << self.ts.index[self.opening_tile] if self.opening_tile is not None else 0
        scoring = rules.scoring
        self.loser_accumulates = self.lowest_wins = scoring == Scoring.LOSER_ACCUMULATES
        self.blank_alone = rules.double_blank_alone
        self.team_penalty = bool(rules.teams and rules.team_penalty)
        self.closed_by_player = bool(rules.teams) and rules.closed_winner == ClosedWinner.PLAYER
        self.tie_to_holder = not self.loser_accumulates and rules.tie == Tie.HAND_HOLDER
        self.tie_replays = not self.loser_accumulates and rules.tie == Tie.REPLAY
        self.winner_takes = scoring == Scoring.WINNER_TAKES
        mode = rules.team_winner_scores if rules.teams else rules.winner_scores
        self.winner_takes_all = mode == WinnerScores.ALL
        self.difference = scoring == Scoring.DIFFERENCE
        self.bonuses = scoring == Scoring.HANDS_WON and rules.bonuses


_FACTS: dict[int, tuple[RuleSet, RuleFacts]] = {}


def rule_facts(rules: RuleSet) -> RuleFacts:
    """The one `RuleFacts` of `rules`. Looked up by identity (hashing a rule set hashes all its
    options); the entry keeps the rule set alive, so its id cannot be reused while it is here."""
    entry = _FACTS.get(id(rules))
    if entry is not None and entry[0] is rules:
        return entry[1]
    if len(_FACTS) >= 256:
        _FACTS.clear()
    facts = RuleFacts(rules)
    _FACTS[id(rules)] = (rules, facts)
    return facts
