"""benchmarks/engine_floor.py times two bare players as the floor under `bench engine`'s targets;
the floor means something only if they play exactly the engine's games. This checks that they do,
and that the check notices a bare player that plays a different game."""

import importlib.util
import random
from pathlib import Path

import pytest

from edu_domino.bench.engine import workload_rules
from edu_domino.engine.choices import RoundHow
from edu_domino.engine.match import Match

FLOOR_SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "engine_floor.py"


@pytest.fixture(scope="module")
def floor():
    spec = importlib.util.spec_from_file_location("engine_floor", FLOOR_SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _engine_game(seed: int) -> tuple[list[int], int]:
    rng = random.Random(seed)
    match = Match(workload_rules(), rng=rng)
    match.playout(rng.random)
    return list(match.round.hands), len(match.round.moves)


def test_the_bare_players_play_the_engines_games(floor):
    for seed in range(150):
        engine = _engine_game(seed)
        assert floor.bare_game(random.Random(seed).random) == engine, seed
        rng = random.Random(seed)
        rnd = floor.BareRound(rng.random)
        decisions = 0
        while not rnd.over:
            legal = rnd.legal_actions()
            rnd.apply(legal[int(rng.random() * len(legal))])
            decisions += 1
        assert (rnd.hands, decisions) == engine, seed


def test_a_game_ends_with_a_seat_out_or_nobody_able_to_play(floor):
    # 28 tiles dealt, 7 each, at least the opening [6|6] laid: a bare game ends with a hand empty
    # exactly when the engine's hand ended by a seat going out (otherwise it was closed).
    for seed in range(60):
        rng = random.Random(seed)
        match = Match(workload_rules(), rng=rng)
        match.playout(rng.random)
        hands, _ = floor.bare_game(random.Random(seed).random)
        held = sum(h.bit_count() for h in hands)
        assert 0 < held <= 27
        assert (0 in hands) == (match.round.how == RoundHow.OUT)


def test_the_check_notices_a_different_game(floor, monkeypatch):
    monkeypatch.setattr(floor, "NEXT", (3, 0, 1, 2))  # play anticlockwise: other games
    with pytest.raises(SystemExit, match="seed 0"):
        floor.check(5)
