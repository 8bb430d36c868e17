"""A match won by the person at the screen is celebrated as a match (its own, longer tune and
"wins the match" words), not as one more hand. (A computer's win is not celebrated: the same
check as for a hand, tests/ui/test_celebrations.py.) Oracle: the occasion and the phrase written
here, per language."""

from __future__ import annotations

import pytest

from edu_domino.engine import get_preset
from edu_domino.play import SeatKind, SeatSpec, TableGame
from edu_domino.ui.demo import play_to_round_end
from edu_domino.ui.tiles import TileArt

PHRASES = {"es": "¡Ana gana la partida!", "pt": "Ana vence a partida!", "en": "Ana wins the match!"}


def _match_won_by(person_wins: bool) -> TableGame:
    """A match to 1 point between Ana and a computer: the first hand with a winner ends it."""
    rules = get_preset("clasico", players=2, teams=0, target=1)
    for seed in range(80):
        game = TableGame(rules, (SeatSpec("Ana"), SeatSpec("CPU", SeatKind.COMPUTER, "greedy")), seed=seed)
        play_to_round_end(game, seed)
        view = game.spectator()
        if view.match_over and view.winner_side is not None and (view.winner_side == view.side_of[0]) == person_wins:
            return game
        game.close()
    raise AssertionError("no seed gave that winner")


@pytest.mark.parametrize("lang", sorted(PHRASES))
def test_a_match_won_by_the_person_is_celebrated_as_a_match(make_app, lang):
    app = make_app(size=(800, 600), language=lang)
    app.open("title")
    game = _match_won_by(person_wins=True)
    app.open("results", game=game, art=TileArt(app.theme.palette), on_next_round=lambda: None)
    assert app.celebration is not None and app.celebration.occasion == "match"
    assert app.celebration.phrase == PHRASES[lang]
    game.close()

