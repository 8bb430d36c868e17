"""The expert reads from the plays it saw whether each other seat plays heavy-first or anything
that fits, and models them that way in its rollouts (`ai/style.py`)."""

from __future__ import annotations

import dataclasses
import random

from edu_domino.ai import get_player
from edu_domino.ai.style import HEAVY_EXPLORE, explore_rates
from edu_domino.engine import Drew, Match, Play, Played, get_preset, parse_tile
from edu_domino.engine.tiles import tile_set

EVEN = 0.5 * HEAVY_EXPLORE + 0.5  # the rate before any evidence


class LightestFirst:
    """The opposite of greedy: lays the lightest tile that fits."""

    name = "lightest"

    def choose(self, view, legal, rng):
        plays = [a for a in legal if isinstance(a, Play)]
        return min(plays, key=lambda p: p.tile.pips) if plays else legal[0]


def _rates_after_hands(other, hands: int = 40) -> list[float]:
    """Seat 0's reading of seat 1 late in each hand, seat 1 (and 3) played by `other`."""
    rules = get_preset("musica", teams=2)
    ts = tile_set(rules.set_max)
    mine = get_player("greedy")
    rng = random.Random(11)
    readings = []
    for seed in range(hands):
        match = Match(rules, seed=seed)
        while not match.round_over:
            seat = match.turn
            view = match.view(seat)
            if seat == 0 and len(view.line) >= 8:
                readings.append(explore_rates(view, ts)[1])
            player = mine if seat % 2 == 0 else other
            match.apply(player.choose(view, match.legal_actions(), rng))
    return readings


def test_no_evidence_gives_the_even_mixture_and_own_rate():
    rules = get_preset("musica", teams=2)
    match = Match(rules, seed=4)
    view = match.view(match.turn)
    rates = explore_rates(view, tile_set(rules.set_max), own=0.05)
    assert rates[view.seat] == 0.05
    assert all(abs(r - EVEN) < 1e-9 for s, r in enumerate(rates) if s != view.seat)


def test_heavy_first_players_read_as_heavy_and_light_ones_as_random():
    heavy = _rates_after_hands(get_player("greedy"))
    light = _rates_after_hands(LightestFirst())
    anything = _rates_after_hands(get_player("random"))
    mean = lambda xs: sum(xs) / len(xs)  # noqa: E731
    assert len(heavy) > 20 and len(light) > 20 and len(anything) > 20
    assert mean(heavy) < EVEN < mean(light)
    assert mean(heavy) < mean(anything)
    assert all(HEAVY_EXPLORE <= r <= 1.0 for r in heavy + light + anything)


def _scripted_rates(later: str, drew_between: bool) -> float:
    """Seat 1 laid [6|1] on a 6-6 line, then (maybe after drawing) lays `later`, which would
    also have fitted then. Seat 0's reading of seat 1."""
    rules = get_preset("musica", teams=2)
    base = Match(rules, seed=1).view(0)
    t = parse_tile
    history = [
        *base.history[:1],  # the round's start
        Played(0, t("6-6"), "L", (6, 6)),
        Played(1, t("6-1"), "R", (6, 1)),
        Played(2, t("1-1"), "R", (6, 1)),
        Played(3, t("1-3"), "R", (6, 3)),
        Played(0, t("3-3"), "R", (6, 3)),
    ]
    if drew_between:
        history.append(Drew(1, None, 13))
    history.append(Played(1, t(later), "L", (t(later).b, 3)))
    view = dataclasses.replace(base, seat=0, hand=(t("2-0"),), history=tuple(history))
    return explore_rates(view, tile_set(rules.set_max))[1]


def test_a_heavier_fitting_tile_passed_over_reads_as_random():
    # [6|5] was in the hand when [6|1] was laid (no draw between) and fitted: not heavy-first.
    assert _scripted_rates("6-5", drew_between=False) > _scripted_rates("6-5", drew_between=True)
    # [6|0] is lighter than [6|1]: keeping it for later is what heavy-first play does.
    assert _scripted_rates("6-0", drew_between=False) < _scripted_rates("6-0", drew_between=True)
