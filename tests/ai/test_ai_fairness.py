"""Fairness: a player's choice depends only on what its seat can see.

Two matches are dealt so that the deciding seat holds the same hand and sees the same table,
while the other hands and the boneyard are shuffled differently. Every level, given the same
random generator state, must then make the same choice in both.
"""

from __future__ import annotations

import random

import pytest
from ai_cases import VARIANTS

from edu_domino.ai import LEVELS, get_player
from edu_domino.engine import Deal, Drew, IllegalAction, Match, Played

FAST = {"random": {}, "greedy": {}, "expert": {"budget_ms": 0, "samples": 12}}
PLIES_BEFORE = 3  # public moves before the decision, so passes and plays have told something


def _decision_point(rules, seed: int):
    """A match played at random up to a seat's turn with a real choice; its actions so far."""
    rng = random.Random(seed)
    match = Match(rules, seed=seed)
    actions = []
    while not match.round_over:
        legal = match.legal_actions()
        if any(isinstance(e, Drew) for e in match.view(0).history):
            return None  # keep to hands without draws: the twin deal then replays exactly
        if len(actions) >= PLIES_BEFORE and len(legal) >= 2:
            return match, actions
        action = legal[int(rng.random() * len(legal))]
        match.apply(action)
        actions.append(action)
    return None


def _twin(match: Match, actions, rng: random.Random) -> Match | None:
    """The same public story from a different deal: the seat on turn keeps its hand, the other
    hands keep the tiles they laid, and everything else hidden is shuffled among them."""
    rnd = match.round
    ts = match.ts
    me = rnd.turn
    deal = match.deals_used[-1]
    laid = {s: [] for s in range(match.rules.players)}
    for e in match.view(me).history:
        if isinstance(e, Played):
            laid[e.seat].append(e.tile)
    hidden = [t for s in rnd.seats if s != me for t in ts.tiles_of(rnd.hands[s])] + list(rnd.boneyard)
    for _ in range(200):
        rng.shuffle(hidden)
        pos = 0
        hands = []
        for s in range(match.rules.players):
            if s == me or s not in rnd.seats:
                hands.append(deal.hands[s])
                continue
            keep = rnd.hands[s].bit_count()
            hands.append(tuple(laid[s]) + tuple(hidden[pos:pos + keep]))
            pos += keep
        twin = Match(match.rules, deals=[Deal(tuple(hands), tuple(hidden[pos:]))])
        try:
            for action in actions:
                twin.apply(action)
        except IllegalAction:
            continue  # this shuffle contradicts a pass or the opening: try another
        if twin.view(me) == match.view(me) and twin.round.hands != rnd.hands:
            return twin
    return None


CASES = [v for v in VARIANTS if v[0] in {
    "clasico", "clasico-3p", "faraes", "sala", "sala-3p", "doble-doce", "musica-pairs", "musica-3p-keep",
}]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("label", "rules"), CASES, ids=[c[0] for c in CASES])
def test_same_view_same_choice(label, rules, level):
    player = get_player(level, **FAST[level])
    checked = 0
    for seed in range(40):
        found = _decision_point(rules, seed)
        if found is None:
            continue
        match, actions = found
        twin = _twin(match, actions, random.Random(seed))
        if twin is None:
            continue
        me = match.turn
        legal = match.legal_actions()
        assert twin.legal_actions() == legal
        first = player.choose(match.view(me), legal, random.Random(seed))
        second = player.choose(twin.view(me), twin.legal_actions(), random.Random(seed))
        assert first == second
        checked += 1
        if checked == 3:
            break
    assert checked == 3, "not enough decision points with a differing twin deal"
