"""The expert's private simulator against the engine: same legal moves, same end, same scores."""

from __future__ import annotations

import random

import pytest
from ai_cases import VARIANTS

from edu_domino.ai.sim import DRAW_MOVE, PASS_MOVE, Rollouts, SimRound, encode_move
from edu_domino.engine import DRAW, PASS, Match, Play
from edu_domino.engine.tiles import tile_set


def _sim_of(match: Match) -> SimRound:
    rnd = match.round
    ts = rnd.ts
    opening_index = ts.index[rnd.opening_tile] if rnd.opening_tile is not None else -1
    stock = [ts.index[t] for t in reversed(rnd.boneyard)]
    return SimRound(
        match.rules, ts, rnd.seats, rnd.opener, list(rnd.hands), stock,
        opening=rnd.opening, opening_index=opening_index,
    )


@pytest.mark.parametrize(("label", "rules"), VARIANTS, ids=[v[0] for v in VARIANTS])
def test_simulator_matches_engine(label, rules):
    rng = random.Random(label)
    for seed in range(6):
        match = Match(rules, seed=seed)
        for _hand in range(3):
            sim = _sim_of(match)
            index = match.ts.index
            while not match.round_over:
                legal = match.legal_actions()
                assert sorted(sim.legal()) == sorted(encode_move(a, index) for a in legal)
                action = legal[int(rng.random() * len(legal))]
                match.apply(action)
                sim.apply_move(encode_move(action, index))
                assert sim.over == match.round_over
            result = match.results[-1]
            winner, points = sim.result()
            assert sim.how == ("closed" if result.how == "drawn" else result.how)
            assert tuple(points) == result.points
            assert winner == result.winner_side
            if match.over:
                break
            match.next_round()


def _decode(move: int, ts):
    if move == DRAW_MOVE:
        return DRAW
    if move == PASS_MOVE:
        return PASS
    return Play(ts.tiles[move >> 1], "L" if move % 2 == 0 else "R")


@pytest.mark.parametrize(("label", "rules"), VARIANTS, ids=[v[0] for v in VARIANTS])
def test_playouts_replay_in_the_engine(label, rules):
    """The inlined rollout loop: every move it makes is legal in the engine, and the hand ends
    the same way with the same scores."""
    for seed in range(15):
        match = Match(rules, seed=seed)
        sim = _sim_of(match)
        trace: list[int] = []
        sim.playout(random.Random(seed), explore=0.3, trace=trace)
        assert sim.over
        for move in trace:
            action = _decode(move, match.ts)
            assert action in match.legal_actions()
            match.apply(action)
        assert match.round_over
        result = match.results[-1]
        winner, points = sim.result()
        assert sim.how == ("closed" if result.how == "drawn" else result.how)
        assert (winner, tuple(points)) == (result.winner_side, result.points)


@pytest.mark.parametrize(("label", "rules"), VARIANTS[::3], ids=[v[0] for v in VARIANTS[::3]])
def test_one_generator_reseeded_plays_the_rollouts_of_fresh_generators(label, rules):
    """The expert's `Rollouts` (one generator and chooser for a decision) plays each world as
    `playout(random.Random(seed))` does: same moves, whatever was played before."""
    explore = [0.3] * rules.players
    rollouts = Rollouts(tile_set(rules.set_max), explore)
    for seed in range(10):
        fresh, reused = _sim_of(Match(rules, seed=seed)), _sim_of(Match(rules, seed=seed))
        fresh_trace: list[int] = []
        fresh.playout(random.Random(seed * 7), explore, trace=fresh_trace)
        reused_trace: list[int] = []
        rollouts.play(reused, seed * 7, trace=reused_trace)
        assert reused_trace == fresh_trace
        assert reused.result() == fresh.result()
