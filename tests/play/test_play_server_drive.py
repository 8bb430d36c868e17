"""Driving a game the way a network server would: text moves per seat, events since a cursor,
the spectator view and one seat's view. The engine, replayed with the same actions, is the oracle."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
import random
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import edu_domino.play
from edu_domino.engine import Match, Played, get_preset
from edu_domino.play import SeatKind, SeatSpec, TableGame


@settings(max_examples=15, deadline=None)
@given(st.sampled_from(["clasico", "sala", "musica"]), st.integers(2, 4), st.integers(0, 10_000))
def test_a_server_driving_remote_seats_sees_what_the_engine_says(preset, players, seed):
    rules = get_preset(preset, players=players)
    seats = [SeatSpec(f"Phone {i + 1}", SeatKind.REMOTE) for i in range(players)]
    game = TableGame(rules, seats, seed=seed)
    oracle = Match(rules, seed=seed, names=[s.name for s in seats])
    rng = random.Random(seed)
    cursors = [0] * players
    seen_tiles: list[list] = [[] for _ in range(players)]
    for _ in range(400):
        if game.over:
            break
        if game.round_over:
            game.next_round()
            oracle.next_round()
            continue
        seat = game.spectator().turn
        legal = game.seat_view(seat).legal
        text = str(rng.choice(legal))  # the phone sends notation text
        wrong_seat = (seat + 1) % players
        assert not game.apply(wrong_seat, text).ok
        assert game.apply(seat, text).ok
        oracle.apply(oracle.legal_actions()[[str(a) for a in oracle.legal_actions()].index(text)])
        view = game.spectator()
        assert view.line == tuple(oracle.round.line) and view.scores == oracle.scores
        for s in range(players):
            assert view.hand_counts[s] == len(game.seat_view(s).hand) == len(oracle.round.hand(s))
            news = game.events_since(cursors[s], seat=s)
            cursors[s] = game.cursor
            for h in news:
                if type(h.event).__name__ == "Drew" and h.event.tile is not None:
                    assert h.event.seat == s  # nobody learns another seat's drawn tile
                    seen_tiles[s].append(h.event.tile)
                if isinstance(h.event, Played):
                    assert h.sound is not None and len(h.sound.spellings) == 2
    assert game.version > 0


def test_importing_play_loads_neither_pygame_nor_mido():
    code = (
        "import sys, edu_domino.play\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'mido'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


MODULES = ["edu_domino.play"] + [f"edu_domino.play.{m.name}" for m in pkgutil.iter_modules(edu_domino.play.__path__)]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
