"""The expert beats greedy: a seeded sample, judged with a margin (its 95% interval must lie
wholly above a coin flip), with a small fixed search so the test is quick and repeatable."""

from __future__ import annotations

from edu_domino.bench.ai import strength, wilson


def test_wilson_interval():
    lo, hi = wilson(65, 100)
    assert 0.55 < lo < 0.56 and 0.73 < hi < 0.75
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_expert_pairs_beat_greedy_pairs():
    result = strength("greedy", 150, {"budget_ms": 0, "samples": 20}, seed=3)
    assert result["hands"] == 150
    assert result["ci95"][0] > 0.5, result
