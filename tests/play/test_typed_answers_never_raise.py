"""Answers typed on a device or in a lesson never raise: a tile beyond the faces' set is refused
in words, and the first tile of a line may be laid at either end (it has one place)."""

from __future__ import annotations

from edu_domino.engine import get_preset
from edu_domino.faces import FaceOptions
from edu_domino.play import SeatKind, SeatSpec, TableGame


def _game() -> TableGame:
    rules = get_preset("musica", players=2)  # the opener must lay 6-6 (seed 1: the opener holds it)
    seats = [SeatSpec("Ana", SeatKind.PERSON, None), SeatSpec("Rui", SeatKind.PERSON, None)]
    return TableGame(rules, seats, seed=1, faces=FaceOptions("powers", "single"))


def test_a_tile_beyond_the_faces_set_is_refused_in_words():
    game = _game()
    for answer in ("13/0", "13-0 L"):
        result = game.apply(game.turn, answer)
        assert not result.ok
        assert result.refusal.say.text("pt") == "Essa peça não está na sua mão."


def test_the_first_tile_laid_at_the_right_end_is_laid():
    game = _game()
    opener = game.turn
    result = game.apply(opener, "6-6 R")
    assert result.ok and str(result.action) == "6-6 L"
