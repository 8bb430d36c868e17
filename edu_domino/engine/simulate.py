"""Fast random play for simulations, AI rollouts and the engine benchmark.

`random_hand(rules, rng)` deals, opens and plays one first hand with every decision uniform
among the legal actions, and scores it: the same hand, decision for decision, as

    match = Match(rules, rng=rng)
    match.playout(rng.random)

but without the match's bookkeeping (names, event log, action log). tests/engine proves the two
agree.
"""

from __future__ import annotations

import random

from edu_domino.engine.dealing import decide_opener, doubles_reshuffle, shuffle_deal
from edu_domino.engine.errors import RulesError
from edu_domino.engine.events import RoundResult
from edu_domino.engine.round import Round, playout
from edu_domino.engine.rules import RuleSet
from edu_domino.engine.scoring import score_round
from edu_domino.engine.tiles import tile_set
from edu_domino.i18n import _

MAX_RESHUFFLES = 1000


def random_hand(rules: RuleSet, rng: random.Random) -> RoundResult:
    ts = tile_set(rules.set_max)
    seats = tuple(range(rules.players))
    size = rules.hand_size_for(rules.players)
    random01 = rng.random
    for _attempt in range(MAX_RESHUFFLES):
        hands, stock = shuffle_deal(ts, seats, size, rules.players, random01)
        if doubles_reshuffle(rules, ts, seats, hands) is not None:
            continue
        opening = decide_opener(rules, ts, seats, hands)
        if opening is not None:
            break
    else:
        raise RulesError(_("no playable deal after {n} reshuffles; check the rule options", n=MAX_RESHUFFLES))
    opener, kind, tile = opening
    rnd = Round(rules, ts, 1, seats, opener, hands, stock, kind, tile)
    playout(rnd, random01)
    return score_round(rules, rnd, [0] * rules.n_sides)
