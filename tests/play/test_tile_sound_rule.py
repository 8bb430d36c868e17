"""At the table a laid tile sounds as it is drawn: the game's own spellings, the half that meets
the line first (docs/sound.md), the same rule export-midi writes."""

from __future__ import annotations

from edu_domino.engine import get_preset
from edu_domino.engine.events import Played, RoundStarted
from edu_domino.faces import FaceOptions
from edu_domino.play import SeatSpec, TableGame


def test_each_laid_tile_is_heard_as_drawn_from_the_half_that_meets_the_line():
    faces = FaceOptions("notes", "spellings")
    game = TableGame(get_preset("clasico", players=2), (SeatSpec("Ana"), SeatSpec("Ben")),
                     seed=9, faces=faces)
    for _ in range(400):
        if game.over:
            break
        if game.round_over:
            game.next_round()
            continue
        game.apply(game.turn, game.legal(game.turn)[-1])
    heard, ends, firsts = 0, None, []
    for happening in game.events_since(0):
        e = happening.event
        if isinstance(e, RoundStarted):
            ends = None
        if not isinstance(e, Played):
            continue
        a, b = e.tile
        drawn = {game.spelling(e.tile, 0).key: 0, game.spelling(e.tile, 1).key: 1}
        # worked out by hand: the value touching the open end is heard first (a new line, and a
        # double: as the tile lies, half 0 first)
        if ends is None or a == b:
            first = 0
        else:
            first = 0 if a == (ends[0] if e.end == "L" else ends[1]) else 1
        keys = happening.sound.spellings
        assert happening.sound.kind == "tile" and set(keys) == set(drawn)
        if len(drawn) == 2:  # (the double blank's two halves look alike)
            assert drawn[keys[0]] == first, (e, keys)
        firsts.append(first)
        ends = e.ends
        heard += 1
    assert heard > 20 and 0 < sum(firsts) < len(firsts)  # both orders happen
