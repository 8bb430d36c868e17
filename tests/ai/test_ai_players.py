"""Every level: only legal moves, whole matches of every preset, and the registry."""

from __future__ import annotations

import random

import pytest
from ai_cases import VARIANTS

from edu_domino.ai import LEVELS, get_player
from edu_domino.ai.simple import GreedyPlayer
from edu_domino.engine import DRAW, PASS, Match, Play, Tile, get_preset

# A small, fixed search so the suite stays quick and deterministic.
FAST = {"random": {}, "greedy": {}, "expert": {"budget_ms": 0, "samples": 3}}


def _play_match(rules, levels, seed, max_rounds=60) -> Match:
    players = [get_player(lv, **FAST[lv]) for lv in levels]
    rng = random.Random(seed)
    match = Match(rules, seed=seed)
    while not match.over and len(match.results) < max_rounds:
        while not match.round_over:
            seat = match.turn
            legal = match.legal_actions()
            action = players[seat].choose(match.view(seat), legal, rng)
            assert action in legal, (levels[seat], action, legal)
            match.apply(action)
        if not match.over:
            match.next_round()
    return match


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("label", "rules"), VARIANTS, ids=[v[0] for v in VARIANTS])
def test_every_level_plays_only_legal_moves(label, rules, level):
    # The level under test in every seat, then mixed with the others, over a few hands.
    seats = [level] * rules.players
    mixed = [LEVELS[(i + LEVELS.index(level)) % 3] for i in range(rules.players)]
    _play_match(rules, seats, seed=1, max_rounds=2)
    _play_match(rules, mixed, seed=2, max_rounds=2)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("preset", ["clasico", "faraes", "sala", "doble-doce", "musica"])
def test_every_level_finishes_a_match_of_every_preset(preset, level):
    rules = get_preset(preset)
    match = _play_match(rules, [level] * rules.players, seed=5)
    assert match.over
    assert match.winner_side is not None or rules.scoring != "hands_won"


def test_greedy_lays_the_heaviest_tile_and_breaks_ties_the_same_way():
    legal = [Play(Tile(5, 1), "L"), Play(Tile(3, 3), "R"), Play(Tile(4, 2), "L"), Play(Tile(4, 2), "R")]
    player = GreedyPlayer()
    # 6 pips three ways: the double wins the tie.
    assert player.choose(None, legal, random.Random(0)) == Play(Tile(3, 3), "R")
    assert player.choose(None, legal[2:], random.Random(1)) == Play(Tile(4, 2), "L")
    assert player.choose(None, [DRAW], random.Random(0)) == DRAW
    # A drawn tile that fits is laid, not kept.
    assert player.choose(None, [Play(Tile(1, 0), "R"), PASS], random.Random(0)) == Play(Tile(1, 0), "R")


def test_unknown_levels_and_options_say_what_was_meant():
    with pytest.raises(ValueError, match="did you mean 'expert'"):
        get_player("expret")
    with pytest.raises(ValueError, match="budget"):
        get_player("expert", budget=10)
    with pytest.raises(ValueError):
        get_player("greedy", budget_ms=10)


def _a_real_choice():
    """A view and its legal actions at the first decision of a seeded hand with two or more."""
    match = Match(get_preset("clasico", teams=2), seed=3)
    while len(match.legal_actions()) < 2:
        match.apply(match.legal_actions()[0])
    return match.view(match.turn), match.legal_actions()


class _FakeClock:
    """A clock that moves on `step` seconds each time it is read."""

    def __init__(self, step: float) -> None:
        self.now, self.step, self.reads = 0.0, step, 0

    def __call__(self) -> float:
        self.reads += 1
        self.now += self.step
        return self.now


def test_an_expert_on_the_cpu_clock_stops_when_its_thread_has_spent_the_budget(monkeypatch):
    """`cpu_budget=True`: the 100 ms are the thinking thread's CPU time (a busy machine slows the
    expert but leaves it as strong); the wall clock then plays no part."""
    import time

    view, legal = _a_real_choice()
    cpu = _FakeClock(0.03)  # every read: 30 ms of CPU spent
    monkeypatch.setattr(time, "thread_time", cpu)
    wall = _FakeClock(0.0)  # the wall clock stands still: it must not be what ends the search
    monkeypatch.setattr(time, "perf_counter", wall)
    expert = get_player("expert", budget_ms=100, cpu_budget=True)
    assert expert.choose(view, legal, random.Random(1)) in legal
    # Read once for the deadline (0.03 + 0.1), then after each world: 0.06, 0.09, 0.12, 0.15.
    assert cpu.reads == 5
    assert wall.reads == 0


def test_an_expert_on_the_wall_clock_does_not_read_the_cpu_clock(monkeypatch):
    import time

    view, legal = _a_real_choice()
    cpu = _FakeClock(0.03)
    monkeypatch.setattr(time, "thread_time", cpu)
    expert = get_player("expert", budget_ms=20)
    assert expert.choose(view, legal, random.Random(1)) in legal
    assert cpu.reads == 0
