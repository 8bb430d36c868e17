"""How the table names things: a side (a team letter or the player's name), the game's target."""

from __future__ import annotations

from collections.abc import Callable

from edu_domino.engine.choices import MatchEnd, Scoring
from edu_domino.i18n import N_
from edu_domino.play import SpectatorView
from edu_domino.ui.game_setup import PRESET_NAMES, TEAM_LETTERS

Translate = Callable[..., str]  # (message id, **fields) -> text in the screen's language


def side_name(view: SpectatorView, side: int, tr: Translate) -> str:
    if view.rules.is_team_game:
        return tr(N_("Team {letter}"), letter=TEAM_LETTERS[side])
    return view.names[side]


def rules_title(view: SpectatorView, tr: Translate) -> str:
    """"Classic · Round 2 · to 50 points" (the top bar's left)."""
    rules = view.rules
    if rules.match_end == MatchEnd.ELIMINATION:
        target = tr(N_("out at {n}"), n=rules.match_target)
    elif rules.scoring == Scoring.HANDS_WON:
        target = tr(N_("to {n} hands"), n=rules.match_target)
    else:
        target = tr(N_("to {n} points"), n=rules.match_target)
    name = tr(PRESET_NAMES.get(rules.name, rules.name))
    return f"{name} · {tr(N_('Round {n}'), n=view.round_number)} · {target}"


def score_at_stake(view: SpectatorView, tr: Translate) -> str | None:
    """The score leaving now would throw away ("Ana: 24, Luís: 22"), or None when nothing would be
    lost: the match is over, or not a tile has been laid yet."""
    if view.match_over or (view.round_number == 1 and not view.line and not any(view.scores)):
        return None
    return ", ".join(f"{side_name(view, side, tr)}: {score}" for side, score in enumerate(view.scores))
