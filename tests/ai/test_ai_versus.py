"""The head-to-head with `dominoes`' probabilistic_alphabeta (edu_domino/bench/versus.py): the
alphabeta seat is shown only what its seat may know, and a long run resumes and merges."""

from __future__ import annotations

import json
import random
from types import SimpleNamespace

import pytest

from edu_domino.bench import versus
from edu_domino.engine import Match, Passed, Played
from edu_domino.engine.tiles import tile_set


def _a_hand_with_passes(seed: int) -> Match:
    """A shared-rules hand played at random until someone has passed and a few tiles are down."""
    rng = random.Random(seed)
    while True:
        match = Match(versus.shared_rules(), seed=seed)
        while not match.round_over:
            events = match.history()
            if sum(isinstance(e, Passed) for e in events) >= 1 and len(match.round.line) >= 6:
                return match
            legal = match.legal_actions()
            match.apply(legal[int(rng.random() * len(legal))])
        seed += 1000


def _passed_on(view) -> dict[int, set[int]]:
    """seat -> the numbers it cannot hold: both open ends each time it passed (worked out here)."""
    out: dict[int, set[int]] = {}
    ends = None
    for e in view.history:
        if isinstance(e, Played):
            ends = e.ends
        elif isinstance(e, Passed) and ends is not None:
            out.setdefault(e.seat, set()).update(ends)
    return out


def test_the_alphabeta_seat_sees_its_view_and_consistent_hidden_hands():
    seat_player = versus.AlphabetaSeat(samples=2)
    ts = tile_set(6)
    hidden_seen = set()
    for seed in range(4):
        match = _a_hand_with_passes(seed)
        seat = match.turn
        view = match.view(seat)
        truth = {s: frozenset(match.round.hand(s)) for s in range(4) if s != seat}
        unseen = set(ts.tiles) - set(view.hand) - {t for e in view.history if isinstance(e, Played) for t in [e.tile]}
        cannot = _passed_on(view)
        for k in range(6):
            game = seat_player.game_for(view, random.Random(k))
            hands = [{versus._tile_of(d) for d in hand} for hand in game.hands]
            assert hands[seat] == set(view.hand)
            assert [len(h) for h in hands] == list(view.hand_counts)
            others = set().union(*(hands[s] for s in range(4) if s != seat))
            assert others == unseen  # exactly the tiles this seat cannot see
            for s, numbers in cannot.items():
                if s != seat:
                    assert not any(t.a in numbers or t.b in numbers for t in hands[s]), (s, numbers)
            assert (game.board.left_end(), game.board.right_end()) == view.ends
            assert len(game.moves) == sum(isinstance(e, Played | Passed) for e in view.history)
            hidden_seen.add(tuple(frozenset(hands[s]) for s in sorted(truth)))
        assert match.round.hand(seat) == view.hand
    # Not the true hands handed over: the samples vary.
    assert len(hidden_seen) > 4


def _fake_hand(rules, deal_seed, seats, rng, think):
    """Side 0 wins deals with an even seed by 5, side 1 the others by 7 (a stand-in for play)."""
    think["expert"].append(0.01)
    return (0, (5, 0)) if deal_seed % 2 == 0 else (1, (0, 7))


def test_a_run_resumes_after_its_last_whole_deal_and_runs_merge(tmp_path, monkeypatch):
    played: list[int] = []

    def fake(*args):
        played.append(args[1])
        return _fake_hand(*args)

    monkeypatch.setattr(versus, "play_hand", fake)
    monkeypatch.setattr(versus, "AlphabetaSeat", lambda samples: SimpleNamespace(name="alphabeta"))
    out = tmp_path / "run.json"
    first = versus.head_to_head(4, 1, 100.0, 2, str(out))
    assert first["hands_played"] == 4 and len(played) == 4
    report = versus.head_to_head(8, 1, 100.0, 2, str(out))
    assert report["hands_played"] == 8
    # Deals 1_000_003..1_000_006, each played twice (the pairs swapped); the first two not again.
    assert played == [1_000_003] * 2 + [1_000_004] * 2 + [1_000_005] * 2 + [1_000_006] * 2
    # Per deal (odd seed first): side 1 wins by 7, so the expert wins it on side 1, loses on 0.
    assert (report["expert_won"], report["expert_lost"], report["tied"]) == (4, 4, 0)
    assert report["margin_per_hand"] == (-7 + 7 + 5 - 5) / 4 * 1.0
    assert json.loads(out.read_text())["outcomes"] == report["outcomes"]
    merged = versus.merge([report, report])
    assert (merged["hands_played"], merged["expert_won"]) == (16, 8)
    assert merged["settings"]["seed"] == [1, 1]


def _played_without_alphabeta(monkeypatch) -> list[dict]:
    """Hands played by a stand-in (no `dominoes` search); returns the expert options each run made."""
    made: list[dict] = []
    monkeypatch.setattr(versus, "play_hand", _fake_hand)
    monkeypatch.setattr(versus, "AlphabetaSeat", lambda samples: SimpleNamespace(name="alphabeta"))
    return made


def _records_the_expert(monkeypatch) -> list[dict]:
    made = _played_without_alphabeta(monkeypatch)
    monkeypatch.setattr(versus, "get_player", lambda name, **options: made.append(options))
    return made


def test_a_report_of_other_settings_is_not_overwritten(tmp_path, monkeypatch):
    _played_without_alphabeta(monkeypatch)
    out = tmp_path / "run.json"
    versus.head_to_head(2, 1, 100.0, 2, str(out))
    before = out.read_text()
    with pytest.raises(SystemExit, match="other settings"):
        versus.head_to_head(2, 1, 100.0, 8, str(out))  # other alphabeta samples
    assert out.read_text() == before


def test_a_capped_expert_is_a_setting_of_its_own(tmp_path, monkeypatch):
    """`--budget-ms 0 --samples N`: the expert is built with that cap, and a run made with the
    wall-time budget does not resume into it."""
    made = _records_the_expert(monkeypatch)
    out = tmp_path / "run.json"
    versus.head_to_head(2, 1, 0.0, 2, str(out), expert_samples=400)
    assert made == [{"budget_ms": 0.0, "samples": 400, "cpu_budget": False}]
    assert json.loads(out.read_text())["settings"]["expert_samples"] == 400
    with pytest.raises(SystemExit, match="other settings"):
        versus.head_to_head(2, 1, 100.0, 2, str(out))


def test_an_expert_on_the_cpu_clock_is_a_setting_of_its_own(tmp_path, monkeypatch):
    """`--cpu-budget`: the expert counts its budget in CPU time, the report says so, and a run on
    the wall clock does not resume into it."""
    made = _records_the_expert(monkeypatch)
    out = tmp_path / "run.json"
    versus.head_to_head(2, 1, 100.0, 2, str(out), cpu_budget=True)
    assert made == [{"budget_ms": 100.0, "samples": 0, "cpu_budget": True}]
    assert json.loads(out.read_text())["settings"]["expert_budget_clock"] == "cpu"
    with pytest.raises(SystemExit, match="other settings"):
        versus.head_to_head(2, 1, 100.0, 2, str(out))
