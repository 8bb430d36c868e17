"""The expert beats greedy: a seeded sample, judged with a margin (its 95% interval must lie
wholly above a coin flip), with a small fixed search so the test is quick and repeatable."""

from __future__ import annotations

from edu_domino.bench import ai as bench_ai
from edu_domino.bench.ai import strength, wilson


def test_wilson_interval():
    lo, hi = wilson(65, 100)
    assert 0.55 < lo < 0.56 and 0.73 < hi < 0.75
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_expert_pairs_beat_greedy_pairs():
    result = strength("greedy", 150, {"budget_ms": 0, "samples": 20}, seed=3)
    assert result["hands"] == 150
    assert result["ci95"][0] > 0.5, result


def test_strength_plays_every_deal_once_on_each_side(monkeypatch):
    """Duplicate play: hand i with the expert pair on side 0 and hand i with it on side 1 are
    the same deal, and a second opponent gets the same deals again."""
    played_deals: list = []
    real_play_round = bench_ai.play_round

    def recording_play_round(match, seats, rng, timings=None):
        real_play_round(match, seats, rng, timings)
        played_deals.append(match.deals_used[-1])

    monkeypatch.setattr(bench_ai, "play_round", recording_play_round)
    options = {"budget_ms": 0, "samples": 4}
    greedy = bench_ai.strength("greedy", 40, options, seed=5)
    random_pairs = bench_ai.strength("random", 40, options, seed=5)
    assert greedy["hands"] == random_pairs["hands"] == 40
    assert len(greedy["outcomes"]) == 40
    against_greedy, against_random = played_deals[:40], played_deals[40:]
    assert against_greedy[:20] == against_greedy[20:]
    assert against_greedy == against_random
    assert len({deal.hands for deal in against_greedy[:20]}) == 20  # not one deal repeated


def test_paired_difference_counts_hand_by_hand():
    diff = bench_ai.paired_difference("1100", "1111")
    assert diff["value"] == 0.5 and diff["hands"] == 4
    lo, hi = diff["ci95"]
    assert lo < 0.5 < hi
    same = bench_ai.paired_difference("1010", "1010")
    assert same == {"value": 0.0, "ci95": [0.0, 0.0], "hands": 4}
