"""A refused move is worded in the faces' own terms: with notes, the tile and the open ends are
named by their notes in the pupil's language, never by their values (the oracle: hand-written
sentences, worked from the plain spellings 6 = h. and 5 = h_e)."""

from __future__ import annotations

import pytest
from play_helpers import sala_game

from edu_domino.faces import FaceOptions
from edu_domino.play import Reason

MISFIT = {  # 5-5 offered against the opening 6-6, notes faces, one spelling per value
    "es": "Los extremos libres muestran blanca con puntillo y blanca con puntillo: "
          "una ficha encaja si una de sus mitades vale lo mismo.",
    "pt": "As pontas livres mostram mínima pontuada e mínima pontuada: "
          "uma peça encaixa se uma de suas metades vale o mesmo.",
    "en": "The open ends show dotted half note and dotted half note: "
          "a tile fits when one of its halves is worth the same.",
}


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_a_misfit_names_the_open_ends_by_their_notes(lang):
    game = sala_game(faces=FaceOptions("notes", "single"))
    game.apply(0, "6-6")
    game.apply(1, "draw")  # 3-2: still nothing fits, Ben is on turn again
    refusal = game.apply(1, "5-5 L").refusal
    assert refusal.reason is Reason.DOES_NOT_FIT
    assert refusal.say.text(lang) == MISFIT[lang]
    # the teacher's "show numbers" adds the values in brackets
    assert "(6)" in refusal.say.text(lang, numbers=True)


def test_a_tile_field_names_both_halves_and_keeps_its_notation():
    game = sala_game(faces=FaceOptions("notes", "single"))
    name = game.tile_name((5, 2))
    assert name.words("es") == "blanca ligada a corchea y negra"
    assert name.words("pt") == "mínima ligada a colcheia e semínima"
    assert str(name) == "5-2"  # for logs and replays


def test_pips_refusals_read_as_before():
    game = sala_game()
    game.apply(0, "6-6")
    game.apply(1, "draw")
    assert game.apply(1, "5-5 L").refusal.say.text("en").startswith("The open ends show 6 and 6:")
