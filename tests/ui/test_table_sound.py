"""At the table a laid tile sounds as it is drawn: the game's own spellings, the half that meets
the line first (docs/sound.md), the same rule export-midi writes."""

from __future__ import annotations

from edu_domino.engine.events import Played, RoundStarted
from edu_domino.faces import FaceOptions
from edu_domino.ui.game import GameSetup, Seat
from edu_domino.ui.scenes.table import TableScene


class Ears:
    """Stands in for the app's sound: keeps what the table asked to hear."""

    def __init__(self) -> None:
        self.tiles: list[tuple] = []

    def tile(self, tile, faces, seed=0, first=0) -> None:
        self.tiles.append((tuple(tile), faces, seed, first))

    def lesson(self, sounds) -> None:
        pass

    def update(self, now: float) -> None:
        pass

    def close(self) -> None:
        pass


def test_each_laid_tile_is_heard_from_the_half_that_meets_the_line(make_app):
    app = make_app(size=(1280, 720), language="en", animations=False)
    ears = Ears()
    app.sound = ears
    seats = (Seat("Ana"), Seat("Bot", "computer"))
    table = TableScene(app, GameSetup("clasico", {"players": 2}, seats, "notes", "spellings", seed=9))
    session = table.session
    expected: list[int] = []
    ends = None
    for _ in range(400):
        match = session.match
        if match.over:
            break
        events = session.next_round() if match.round_over else session.apply(match.legal_actions()[-1])
        for e in events:  # worked out by hand from the events: which value touched the line
            if isinstance(e, RoundStarted):
                ends = None
            elif isinstance(e, Played):
                a, b = e.tile
                if ends is None or a == b:
                    expected.append(0)
                else:
                    touching = ends[0] if e.end == "L" else ends[1]
                    expected.append(0 if a == touching else 1)
                ends = e.ends
        table._handle_events(session.take_events())
    assert len(expected) > 20
    assert [first for *_, first in ears.tiles] == expected
    assert {(faces, seed) for _, faces, seed, _ in ears.tiles} == {(FaceOptions("notes", "spellings"), 9)}
    assert 0 < sum(expected) < len(expected)  # both orders happen
