"""The five presets, one per seed text (see docs/rules.md for every open point and its choice).

A preset is a `RuleSet`; a custom game is a preset plus overrides:

>>> get_preset("doble-doce").hand_size
9
>>> get_preset("clasico", players=2).match_target
50
>>> get_preset("sala", set_max=9, players=8).max_players
10
"""

from __future__ import annotations

import difflib

from edu_domino.engine.errors import RulesError
from edu_domino.engine.rules import OPTION_DOCS, RuleSet
from edu_domino.i18n import N_, _

PRESETS: dict[str, RuleSet] = {
    # seed 000: double-six block game, 2-4 players or two pairs, [6|6] opens, to 50 / 100.
    "clasico": RuleSet(
        name="clasico", set_max=6, players=4, teams=0, min_players=2, max_players=4,
        hand_size=7, boneyard="none", opener="holder_of_tile", opening_tile="6-6",
        no_double="reshuffle", first_tile="deciding", later_hands="rotate",
        scoring="winner_takes", winner_scores="all", team_winner_scores="all",
        closed_winner="player", tie="hand_holder", target=50, target_teams=100,
    ),
    # seed 001: FARAES 2017, Brazilian pairs, hands won; 4+ doubles reshuffle; ties replayed.
    "faraes": RuleSet(
        name="faraes", set_max=6, players=4, teams=2, min_players=4, max_players=4,
        hand_size=7, boneyard="none", opener="holder_of_tile", opening_tile="6-6",
        no_double="reshuffle", first_tile="deciding", later_hands="rotate",
        reshuffle_doubles=4, scoring="hands_won", tie="replay", bonuses=False,
        target=6, target_teams=6,
    ),
    # seed 002: draw game with elimination; teams up to 10 players; [0|0] alone counts 10.
    "sala": RuleSet(
        name="sala", set_max=6, players=4, teams=0, min_players=2, max_players=4,
        hand_size=0, boneyard="draw_one", play_drawn="may", opener="highest_double",
        no_double="reshuffle", first_tile="double", later_hands="decide",
        scoring="loser_accumulates", double_blank_alone=10, team_penalty=True,
        match_end="elimination", target=100, target_teams=100,
    ),
    # seed 003: double-twelve, 9 tiles, draw until playable, difference scoring, to 100.
    "doble-doce": RuleSet(
        name="doble-doce", set_max=12, players=4, teams=0, min_players=2, max_players=6,
        allow_teams=False, hand_size=9, boneyard="draw_until_playable", play_drawn="must",
        opener="highest_double", no_double="reshuffle", first_tile="deciding",
        later_hands="decide", direction="clockwise", scoring="difference",
        tie="hand_holder", target=100, target_teams=100,
    ),
    # seed 004: music and maths dominoes; draw one (lay it if it fits); hand-holder wins ties.
    "musica": RuleSet(
        name="musica", set_max=6, players=4, teams=0, min_players=2, max_players=4,
        hand_size=7, boneyard="draw_one", play_drawn="must", opener="highest_double",
        no_double="highest_pips", first_tile="deciding", later_hands="rotate",
        scoring="winner_takes", winner_scores="opponents", team_winner_scores="all",
        tie="hand_holder", target=50, target_teams=50,
    ),
}

# Each preset's name as people say it (translated where shown: New game, the table, a worksheet).
PRESET_NAMES = {
    "clasico": N_("Classic"),
    "faraes": N_("Brazilian pairs (FARAES)"),
    "sala": N_("Game room: draw and elimination"),
    "doble-doce": N_("Double twelve"),
    "musica": N_("Music and maths"),
}

# The sets each preset's rules are played with (New game offers these). Seed 002 names double-six,
# -nine and -twelve; seed 004's draw game plays the same with a bigger set, the pool only larger
# (a choice: more values for the note and power faces). Seeds 000 and 001 deal the double-six set
# (7 tiles to each of 4 players: all 28), seed 003 is the double-twelve game by name.
PRESET_SETS: dict[str, tuple[int, ...]] = {
    "clasico": (6,),
    "faraes": (6,),
    "sala": (6, 9, 12),
    "doble-doce": (12,),
    "musica": (6, 9, 12),
}

# Layouts a seed fixes: seed 001 is a partnership game throughout (FARAES art. 2: two pairs).
_FIXED_TEAMS = {"faraes": 2}

# Seed 002: double-six seats at most 4 players; the bigger sets seat up to 10.
_SALA_BIG_SET_MAX_PLAYERS = 10


def preset_names() -> list[str]:
    return list(PRESETS)


def get_preset(name: str, **overrides: object) -> RuleSet:
    """A preset, with any options changed. Unknown names and options say what was meant."""
    base = PRESETS.get(name)
    if base is None:
        close = difflib.get_close_matches(name, PRESETS, n=1)
        hint = (_("did you mean {name!r}?", name=close[0]) if close
                else _("choose one of {names}", names=", ".join(PRESETS)))
        raise RulesError(_("unknown preset {name!r}", name=name) + "; " + hint)
    for key in overrides:
        if key not in OPTION_DOCS:
            base.with_options(**{key: overrides[key]})  # raises with a "did you mean"
    if name == "sala" and "max_players" not in overrides:
        set_max = overrides.get("set_max", base.set_max)
        limit = 4 if set_max == 6 else _SALA_BIG_SET_MAX_PLAYERS
        overrides = {**overrides, "max_players": limit}
    fixed = _FIXED_TEAMS.get(name)
    if fixed is not None and "teams" in overrides and overrides["teams"] != fixed:
        raise RulesError(_("{option}: the {name} rules ({source}) are a partnership game throughout, in {n} pairs; "
                           "leave teams out, or choose another preset for individual play",
                           option=f"teams={overrides['teams']!r}", name=name, source=_(PRESET_SOURCES[name]), n=fixed))
    if "teams" in overrides and "players" not in overrides and overrides["teams"] == 2 and base.players != 4:
        overrides = {**overrides, "players": 4}
    return base.with_options(**overrides)


# The seed text behind each preset (in /seeds; docs/rules.md restates each with its open points).
PRESET_SOURCES: dict[str, str] = {
    "clasico": N_("seed 000, Reglas del dominó clásico"),
    "faraes": N_("seed 001, FARAES 2017 Brazilian partnership rules"),
    "sala": N_("seed 002, draw game with elimination (online game room)"),
    "doble-doce": N_("seed 003, double-twelve draw game"),
    "musica": N_("seed 004, Dominó de Música y Matemáticas"),
}
