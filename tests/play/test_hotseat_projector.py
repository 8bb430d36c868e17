"""Hot seat on a projector (pure rules): private peek shows a person's tiles only while they hold
the key, and the screen changes hands only after everyone has seen where the tile went.

Deal (play_helpers): Ana 6-6 6-4 4-1 5-3 3-3 2-0 1-1, Ben 5-5 5-2 4-4 2-1 3-1 1-0 0-0; Ana opens
with 6-6, Ben has no six and draws 3-2 first."""

from __future__ import annotations

from play_helpers import sala_game

from edu_domino.engine import Play
from edu_domino.play import Privacy, SeatKind, SeatSpec
from edu_domino.play.hotseat import LOOK_SECONDS


def test_private_peek_shows_the_tiles_only_while_the_key_is_held():
    game = sala_game(privacy=Privacy.PEEK)
    assert game.hotseat.handover is None  # no pass screen in this mode
    assert game.screen_seat() is None and game.screen_turn() is None  # face down, nothing to act on
    assert game.hotseat.waiting_for_peek(game.turn, game.round_over)
    assert game.peek(True)
    assert game.screen_seat() == 0 and game.screen_turn() == 0
    game.peek(False)
    assert game.screen_seat() is None and game.screen_turn() is None
    assert game.peek(True)
    assert game.apply(0, "6-6").ok
    # Ana still holds the key, but the turn is Ben's: nothing of anyone's shows until Ben presses.
    assert game.screen_seat() is None and game.hotseat.peeking is None
    assert game.hotseat.waiting_for_peek(game.turn, game.round_over) and game.turn == 1
    assert game.peek(True)
    assert game.screen_seat() == 1 and game.screen_turn() == 1


def test_a_peek_never_shows_a_computers_tiles_or_a_finished_round():
    seats = (SeatSpec("Ana"), SeatSpec("Robot", SeatKind.COMPUTER), SeatSpec("Ben"))
    from edu_domino.engine import get_preset
    from edu_domino.play import TableGame

    game = TableGame(get_preset("sala", players=3), seats, seed=5, privacy=Privacy.PEEK)
    for _ in range(200):
        if game.round_over:
            break
        if game.kind_on_turn() is SeatKind.COMPUTER:
            assert not game.peek(True) and game.screen_seat() is None
            game.computer_move()
            continue
        seat = game.turn
        if game.hotseat.peeking != seat:  # (after drawing, the same person goes on looking)
            assert game.screen_seat() is None
        assert game.peek(True) and game.screen_seat() == seat
        laid = game.apply(seat, game.legal(seat)[0]).action
        if isinstance(laid, Play):
            assert game.screen_seat() is None  # a tile laid: face down at once
    assert game.round_over
    assert not game.peek(True) and game.screen_seat() is None


def test_one_person_at_the_screen_needs_no_peek():
    game = sala_game(SeatSpec("Ana"), SeatSpec("Robot", SeatKind.COMPUTER), privacy=Privacy.PEEK)
    assert game.screen_seat() == 0 and game.screen_turn() == 0
    assert not game.hotseat.peek_mode


def test_the_handover_waits_until_the_laid_tile_has_been_seen():
    game = sala_game()  # the pass screen
    assert game.hotseat.handover_due  # before the first tile: at once
    game.reveal(0)
    game.apply(0, "6-6")
    assert game.hotseat.handover == 1 and not game.hotseat.handover_due
    assert game.screen_seat() is None and game.screen_turn() is None  # covered while everyone looks
    game.update(LOOK_SECONDS / 2)
    assert not game.hotseat.handover_due
    game.update(LOOK_SECONDS / 2 + 0.01)
    assert game.hotseat.handover_due
    game.reveal(1)
    game.apply(1, "draw")
    game.apply(1, "pass")
    assert game.hotseat.handover == 0 and game.hotseat.handover_due  # nothing laid: nothing to look at
    game.reveal(0)
    game.apply(0, game.legal(0)[0])
    assert not game.hotseat.handover_due
    game.hotseat.look_done()  # a key pressed: seen
    assert game.hotseat.handover_due
