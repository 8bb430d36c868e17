"""Scripted deals for the table-game tests (hands written out, so every expectation is worked by hand)."""

from __future__ import annotations

from edu_domino.engine import Deal, full_set, get_preset, parse_tile
from edu_domino.play import SeatSpec, TableGame


def tiles(text: str):
    return tuple(parse_tile(t) for t in text.split())


# Sala, two players: the highest double opens, one tile drawn per turn when nothing fits.
HAND_0 = "6-6 6-4 4-1 5-3 3-3 2-0 1-1"
HAND_1 = "5-5 5-2 4-4 2-1 3-1 1-0 0-0"


def scripted_deal(hand0: str = HAND_0, hand1: str = HAND_1, first_drawn: str = "3-2") -> Deal:
    h0, h1 = tiles(hand0), tiles(hand1)
    head = tiles(first_drawn)
    rest = tuple(t for t in full_set(6) if t not in h0 + h1 + head)
    return Deal((h0, h1), head + rest)


def sala_game(*seats: SeatSpec, **kwargs) -> TableGame:
    seats = seats or (SeatSpec("Ana"), SeatSpec("Ben"))
    return TableGame(get_preset("sala", players=len(seats)), seats, deals=[scripted_deal()], seed=1, **kwargs)
