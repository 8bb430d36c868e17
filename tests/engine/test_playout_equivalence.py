"""The fast random playout gives exactly the games of the step API, decision for decision."""

from __future__ import annotations

import random

import pytest
from test_random_invariants import CONFIGS

from edu_domino.engine import Match, get_preset
from edu_domino.engine.simulate import random_hand


def _step_round(m, random01):
    rnd = m.round
    while not rnd.over:
        acts = m.legal_actions()
        m.apply(acts[int(random01() * len(acts))])


def _state(m):
    rnd = m.round
    return (list(rnd.line), list(rnd.hands), rnd.boneyard, rnd.turn, rnd.how, rnd.out_seat, rnd.last_play)


@pytest.mark.parametrize(("preset", "options"), CONFIGS, ids=[f"{p}-{o}" for p, o in CONFIGS])
def test_playout_equals_the_step_api_for_whole_matches(preset, options):
    rules = get_preset(preset, **options)
    for seed in range(12):
        rng_step, rng_fast = random.Random(seed), random.Random(seed)
        step = Match(rules, rng=rng_step)
        fast = Match(rules, rng=rng_fast)
        while True:
            _step_round(step, rng_step.random)
            fast.playout(rng_fast.random)
            assert _state(fast) == _state(step)
            assert fast.results == step.results
            assert rng_fast.getstate() == rng_step.getstate()
            if step.over:
                assert fast.over and fast.winner_side == step.winner_side
                break
            step.next_round()
            fast.next_round()


@pytest.mark.parametrize("preset", ["clasico", "faraes", "sala", "doble-doce", "musica"])
def test_random_hand_equals_the_first_round_of_a_match(preset):
    rules = get_preset(preset)
    for seed in range(30):
        rng_step, rng_fast = random.Random(seed), random.Random(seed)
        step = Match(rules, rng=rng_step)
        _step_round(step, rng_step.random)
        assert random_hand(rules, rng_fast) == step.results[0]
