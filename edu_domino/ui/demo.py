"""Scripted game positions for screenshots, the benchmark and tests (no threads, no waiting)."""

from __future__ import annotations

import random

from edu_domino.engine import Match, Play
from edu_domino.play import SeatKind, SeatSpec, TableGame
from edu_domino.ui.game_setup import GameSetup


def seats(humans: int, computers: int, human_name: str = "Ana", computer_name: str = "CPU") -> tuple[SeatSpec, ...]:
    names = ["Ana", "Luis", "Marta", "Pedro", "Sofía", "Tiago", "Clara", "Rui", "Inés", "João"]
    out = [SeatSpec(names[i] if human_name == "Ana" else f"{human_name} {i + 1}") for i in range(humans)]
    out += [SeatSpec(f"{computer_name} {i + 1}", SeatKind.COMPUTER, "greedy") for i in range(computers)]
    return tuple(out)


def step_random(game: TableGame, rng: random.Random) -> None:
    """One move for whoever is on turn: a random legal one, plays preferred to draws."""
    legal = game.legal(game.turn)
    plays = [a for a in legal if isinstance(a, Play)]
    game.apply(game.turn, rng.choice(plays or legal))


def play_to_mid_round(game: TableGame, seed: int, min_line: int = 8) -> None:
    """Play until the line has `min_line` tiles and a person is on turn with a tile that fits."""
    rng = random.Random(seed)
    for _ in range(2000):
        if game.round_over:
            game.next_round()
            continue
        if (len(game.spectator().line) >= min_line and game.kind_on_turn() is SeatKind.PERSON
                and any(isinstance(a, Play) for a in game.legal(game.turn))):
            return
        step_random(game, rng)


def play_to_round_end(game: TableGame, seed: int) -> None:
    rng = random.Random(seed)
    while not game.round_over:
        step_random(game, rng)


def longest_line_seed(setup: GameSetup, tries: int = 12) -> tuple[int, int]:
    """(seed, actions) of the random game whose line gets longest, and how many actions lead
    to the last position before its round ends: a "full table" for the benchmark."""
    best = (0, 0, -1)
    for seed in range(tries):
        match = Match(setup.rules(), seed=seed, names=[s.name for s in setup.seats])
        rng = random.Random(seed)
        count = 0
        while not match.round_over:
            legal = match.legal_actions()
            plays = [a for a in legal if isinstance(a, Play)]
            match.apply(rng.choice(plays or legal))
            count += 1
        if len(match.round.line) > best[2]:
            best = (seed, count - 1, len(match.round.line))
    return best[0], best[1]


def replay_random(game: TableGame, seed: int, actions: int) -> None:
    rng = random.Random(seed)
    for _ in range(actions):
        step_random(game, rng)
