"""A rule set is plain data: every option the five seeds need, with its documented choices.

Seats are numbered in turn order: seat s+1 plays after seat s. `direction` only tells the UI
which way round the table that order goes (the seeds say counter-clockwise, or clockwise for 003).
With k teams, seat s belongs to team s % k, so teams alternate round the table and pairs sit
opposite each other.
"""

from __future__ import annotations

import dataclasses
import difflib
from dataclasses import dataclass, fields

from edu_domino.engine.choices import (
    Boneyard,
    Choice,
    ClosedWinner,
    Direction,
    FirstTile,
    LaterHands,
    MatchEnd,
    NoDouble,
    Opener,
    PlayDrawn,
    Scoring,
    Tie,
    WinnerScores,
)
from edu_domino.engine.errors import RulesError
from edu_domino.engine.tiles import MAX_SET, MIN_SET, parse_tile, set_size
from edu_domino.i18n import N_, _, translate

# Each option: its allowed values (None = an int) and one line of documentation, a message id
# (`option_doc` says it, its {low} and {high} filled).
OPTION_DOCS: dict[str, tuple[tuple[object, ...] | None, str]] = {
    "name": (None, N_("the preset this rule set started from")),
    "set_max": (None, N_("the set: double-n, n from {low} to {high} (6, 9 and 12 are the usual sets)")),
    "players": (None, N_("players at the table, 2 to 10")),
    "teams": (None, N_("0 for individual play; 2 to 5 teams seated alternately (2 = pairs with 4 players)")),
    "min_players": (None, N_("fewest players the rules allow")),
    "max_players": (None, N_("most players the rules allow")),
    "allow_teams": ((True, False), N_("whether team play is allowed")),
    "hand_size": (None, N_("tiles dealt to each player; 0 = the largest of 7, 6, 5 that the set allows (seed 002)")),
    "boneyard": (tuple(Boneyard), N_("what a player who cannot play does: pass (the rest is set aside), draw one, or draw until a tile fits")),
    "play_drawn": (tuple(PlayDrawn), N_("whether a drawn tile that fits may be kept or must be laid")),
    "opener": (tuple(Opener), N_("who opens a hand decided afresh: the holder of `opening_tile` (else the highest double held) or the highest double held")),
    "opening_tile": (None, N_("the tile whose holder opens (holder_of_tile), as 'a-b'")),
    "no_double": (tuple(NoDouble), N_("when no hand holds a double: deal again, or the heaviest tile opens")),
    "first_tile": (tuple(FirstTile), N_("what the opener of a decided hand must lay: the tile that decided it, any double, or any tile")),
    "later_hands": (tuple(LaterHands), N_("who opens later hands: the next seat after the last opener (with any tile), or decided afresh")),
    "direction": (tuple(Direction), N_("which way round the table turn order goes (display only)")),
    "reshuffle_doubles": (None, N_("deal again when one hand holds this many doubles or more (0 = never; seed 001: 4)")),
    "scoring": (tuple(Scoring), N_("how a hand is scored")),
    "winner_scores": (tuple(WinnerScores), N_("winner_takes, individual play: pips of the opponents only, or of every hand (on a close, the winner's own too)")),
    "team_winner_scores": (tuple(WinnerScores), N_("winner_takes, team play: the same choice for a winning team (seed 004: all, the partner's included)")),
    "double_blank_alone": (None, N_("what [0|0] counts when it is the only tile held (seed 002: 10; 0 = its pips)")),
    "team_penalty": ((True, False), N_("loser_accumulates in teams: the pips still held by the going-out player's team-mates are added to every other team")),
    "closed_winner": (tuple(ClosedWinner), N_("who wins a closed hand in team play: the side with the lowest total, or the side of the player holding the fewest pips (seed 000: the player)")),
    "tie": (tuple(Tie), N_("a closed hand with equal lowest totals: play it again with the same opener, the side nearest the hand-holder in turn order wins, or nobody scores")),
    "bonuses": ((True, False), N_("hands_won: going out with a double scores 2, with a tile that fits both ends 3, with a double that fits both ends 4")),
    "match_end": (tuple(MatchEnd), N_("the match ends when a side reaches the target, or when one side is left after the others reach the limit")),
    "target": (None, N_("points (or hands) to win, or the elimination limit, in individual play")),
    "target_teams": (None, N_("the same, in team play")),
}


def option_doc(key: str, language: str) -> str:
    """What the option `key` means, in `language`."""
    return translate(language, OPTION_DOCS[key][1], low=MIN_SET, high=MAX_SET)


@dataclass(frozen=True)
class RuleSet:
    """Every choice option holds its `choices` StrEnum member (text given is read into one), typed
    `str` so presets and overrides can be written as plain text."""

    name: str = "custom"
    set_max: int = 6
    players: int = 4
    teams: int = 0
    min_players: int = 2
    max_players: int = 4
    allow_teams: bool = True
    hand_size: int = 7
    boneyard: str = Boneyard.NONE
    play_drawn: str = PlayDrawn.MAY
    opener: str = Opener.HIGHEST_DOUBLE
    opening_tile: str = "6-6"
    no_double: str = NoDouble.RESHUFFLE
    first_tile: str = FirstTile.DECIDING
    later_hands: str = LaterHands.ROTATE
    direction: str = Direction.COUNTERCLOCKWISE
    reshuffle_doubles: int = 0
    scoring: str = Scoring.WINNER_TAKES
    winner_scores: str = WinnerScores.ALL
    team_winner_scores: str = WinnerScores.ALL
    double_blank_alone: int = 0
    team_penalty: bool = False
    closed_winner: str = ClosedWinner.SIDE
    tie: str = Tie.HAND_HOLDER
    bonuses: bool = False
    match_end: str = MatchEnd.TARGET
    target: int = 100
    target_teams: int = 100

    def __post_init__(self) -> None:
        validate(self)
        for f in fields(self):  # text choices become their enum members ("draw_one" -> Boneyard.DRAW_ONE)
            allowed = OPTION_DOCS[f.name][0]
            if allowed and isinstance(allowed[0], Choice):
                object.__setattr__(self, f.name, type(allowed[0])(getattr(self, f.name)))

    # -- derived facts -------------------------------------------------------------
    @property
    def n_sides(self) -> int:
        return self.teams if self.teams else self.players

    @property
    def is_team_game(self) -> bool:
        return self.teams >= 2

    def side_of(self, seat: int) -> int:
        return seat % self.teams if self.teams else seat

    @property
    def match_target(self) -> int:
        return self.target_teams if self.is_team_game else self.target

    def hand_size_for(self, players: int) -> int:
        """Tiles each of `players` is dealt (players can fall as sides are eliminated)."""
        if self.hand_size:
            return self.hand_size
        tiles = set_size(self.set_max)
        for size in (7, 6, 5):
            if size * players <= tiles:
                return size
        return tiles // players

    def with_options(self, **overrides: object) -> RuleSet:
        unknown = [k for k in overrides if k not in OPTION_DOCS]
        if unknown:
            raise RulesError(_unknown_message(unknown[0]))
        return dataclasses.replace(self, **overrides)  # type: ignore[arg-type]  # validate() checks each

    def options(self) -> dict[str, object]:
        """Every option as plain data (a choice as its text), as a replay document stores it."""
        return {f.name: _plain(getattr(self, f.name)) for f in fields(self)}

    def overrides_from(self, base: RuleSet) -> dict[str, object]:
        """The options that differ from `base` (what a replay document stores)."""
        return {k: v for k, v in self.options().items() if getattr(base, k) != v}


def _plain(value: object) -> object:
    return str(value) if isinstance(value, Choice) else value


def _unknown_message(key: str) -> str:
    close = difflib.get_close_matches(key, OPTION_DOCS, n=1)
    hint = (_("did you mean {name!r}?", name=close[0]) if close
            else _("known options: {names}", names=", ".join(OPTION_DOCS)))
    return _("unknown rule option {key!r}", key=key) + "; " + hint


def validate(rules: RuleSet) -> None:
    for f in fields(rules):
        value = getattr(rules, f.name)
        allowed, _doc = OPTION_DOCS[f.name]
        if allowed is not None:
            if value not in allowed:
                choices = ", ".join(repr(a) for a in allowed)
                raise RulesError(_("rule option {option} is not allowed; choose one of {choices}",
                                   option=f"{f.name}={value!r}", choices=choices))
        elif f.name in {"name", "opening_tile"}:
            if not isinstance(value, str):
                raise RulesError(_("rule option {name} must be text, not {value!r}", name=f.name, value=value))
        elif not isinstance(value, int) or isinstance(value, bool):
            raise RulesError(_("rule option {name} must be a whole number, not {value!r}", name=f.name, value=value))
    if not MIN_SET <= rules.set_max <= MAX_SET:
        raise RulesError(_("{option}: choose a set from double-{low} to double-{high}", option=f"set_max={rules.set_max}",
                           low=MIN_SET, high=MAX_SET))
    if not 2 <= rules.players <= 10:
        raise RulesError(_("{option}: play with 2 to 10 players", option=f"players={rules.players}"))
    if not 2 <= rules.min_players <= rules.max_players <= 10:
        raise RulesError(_("{option}: the fewest players must be 2 or more and the most at most 10, fewest first; "
                           "fix {low} and {high}", option=f"min_players={rules.min_players}, max_players={rules.max_players}",
                           low="min_players", high="max_players"))
    if not rules.min_players <= rules.players <= rules.max_players:
        raise RulesError(_("{option}: the {name} rules allow {low} to {high} players; change players or pick another "
                           "preset", option=f"players={rules.players}", name=rules.name, low=rules.min_players,
                           high=rules.max_players))
    if rules.teams:
        if not rules.allow_teams:
            raise RulesError(_("{option}: the {name} rules are for individual play; set {fix}", option=f"teams={rules.teams}",
                               name=rules.name, fix="teams=0"))
        if not 2 <= rules.teams <= 5:
            raise RulesError(_("{option}: play in 2 to 5 teams (or 0 for individual play)", option=f"teams={rules.teams}"))
        if rules.players % rules.teams or not 2 <= rules.players // rules.teams <= 5:
            raise RulesError(_("{players} players cannot form {teams} equal teams of 2 to 5; change players or teams",
                               players=rules.players, teams=rules.teams))
    if rules.hand_size < 0:
        raise RulesError(_("{option}: give the tiles per hand, or 0 for the automatic size",
                           option=f"hand_size={rules.hand_size}"))
    if rules.reshuffle_doubles < 0 or rules.double_blank_alone < 0:
        raise RulesError(_("{a} and {b} must be 0 or more", a="reshuffle_doubles", b="double_blank_alone"))
    size = rules.hand_size_for(rules.players)
    if size < 1 or size * rules.players > set_size(rules.set_max):
        raise RulesError(_("{players} players x {size} tiles need more than the {count} tiles of double-{top}; use a "
                           "bigger set, fewer players or a smaller hand", players=rules.players, size=size,
                           count=set_size(rules.set_max), top=rules.set_max))
    try:
        tile = parse_tile(rules.opening_tile)
    except ValueError as exc:
        raise RulesError(f"opening_tile: {exc}") from None
    if tile.a > rules.set_max and rules.opener == Opener.HOLDER_OF_TILE:
        raise RulesError(_("{option} {tile} is not in double-{top}; name a tile of the set or use {fix}",
                           option="opening_tile", tile=tile, top=rules.set_max, fix="opener='highest_double'"))
    if rules.match_end == MatchEnd.ELIMINATION and rules.scoring != Scoring.LOSER_ACCUMULATES:
        raise RulesError(_("{a} needs {b} (points count against you); use {c} with this scoring",
                           a="match_end='elimination'", b="scoring='loser_accumulates'", c="match_end='target'"))
    if rules.target < 1 or rules.target_teams < 1:
        raise RulesError(_("{a} and {b} must be at least 1", a="target", b="target_teams"))
