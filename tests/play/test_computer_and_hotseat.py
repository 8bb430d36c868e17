"""Computer seats think off the caller's thread and keep the pace; hot-seat reveal rules; outcomes."""

from __future__ import annotations

import threading
import time

from play_helpers import sala_game

from edu_domino.engine import Play, get_preset
from edu_domino.play import Goal, Outcome, SeatKind, SeatSpec, TableGame


class GatedPlayer:
    """Answers only once the test opens the gate: stands for an expert thinking for a long time."""

    name = "gated"

    def __init__(self) -> None:
        self.gate = threading.Event()
        self.asked_on: list[str] = []

    def choose(self, view, legal, rng):
        self.asked_on.append(threading.current_thread().name)
        self.gate.wait(10)
        return legal[0]


def wait_until(condition, seconds: float = 10.0) -> None:
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, "the worker thread never answered"
        time.sleep(0.002)


def test_a_computer_thinks_off_the_callers_thread_and_waits_for_the_pace():
    player = GatedPlayer()
    game = sala_game(SeatSpec("Robot", SeatKind.COMPUTER), SeatSpec("Ana"), pace=1.0, players={0: player})
    assert game.turn == 0  # the robot holds 6-6
    assert game.update(0.0) == () and game.thinking  # asked; returns at once though the player is stuck
    for _ in range(50):
        assert game.update(0.1) == ()  # five "seconds" pass: still thinking, nothing played
    assert game.thinking and game.cursor == 1
    player.gate.set()
    wait_until(lambda: game.update(0.0) != () or game.turn != 0)
    assert player.asked_on and player.asked_on[0].startswith("edu-domino-ai")
    assert game.turn == 1 and game.spectator().line == ((1, 1),)  # the gated player's legal[0]


def test_a_ready_answer_still_waits_for_the_pace_since_the_last_move():
    game = sala_game(SeatSpec("Ana"), SeatSpec("Robot", SeatKind.COMPUTER, "greedy"), pace=1.0)
    game.apply(0, "6-6")
    game.update(0.0)
    wait_until(lambda: game.answer_ready)
    assert game.update(0.5) == () and game.turn == 1 and game.answer_ready  # half the pace: not yet
    (moved,) = game.update(0.5)
    assert str(moved.event) == "Drew(seat=1, tile=Tile(a=3, b=2), boneyard=13)"  # nothing fits a 6


def test_a_broken_computer_plays_a_legal_move_instead():
    class Broken:
        name = "broken"

        def choose(self, view, legal, rng):
            raise RuntimeError("bug")

    game = sala_game(SeatSpec("Robot", SeatKind.COMPUTER), SeatSpec("Ana"), players={0: Broken()})
    game.computer_move()
    assert game.ai_errors == 1 and game.spectator().line == ((1, 1),)  # the first legal move


def test_computer_move_refuses_on_a_persons_turn():
    game = sala_game()
    try:
        game.computer_move()
    except ValueError as exc:
        assert "not a computer" in str(exc)
    else:
        raise AssertionError("computer_move played for a person")


def test_one_person_at_the_screen_always_sees_their_tiles():
    game = sala_game(SeatSpec("Robot", SeatKind.COMPUTER), SeatSpec("Ana"))
    assert game.screen_seat() == 1 and game.screen_turn() is None  # the robot is on turn
    game.computer_move()
    assert game.screen_seat() == 1 and game.screen_turn() == 1 and game.hotseat.handover is None


def test_hot_seat_hands_the_screen_over_and_covers_after_each_play():
    game = sala_game(SeatSpec("Ana"), SeatSpec("Ben"))
    assert game.hotseat.handover == 0 and game.screen_seat() is None  # "pass the screen to Ana"
    game.reveal(0)
    assert game.screen_seat() == 0 and game.screen_turn() == 0
    game.apply(0, "6-6")
    assert game.screen_seat() is None and game.hotseat.handover == 1  # covered at once
    game.reveal(1)
    game.apply(1, "draw")  # Ben draws and stays on turn: his tiles stay shown
    assert game.screen_seat() == 1 and game.screen_turn() == 1
    game.apply(1, "pass")
    assert game.hotseat.handover == 0 and game.screen_seat() is None


def test_the_same_person_again_needs_no_handover_when_nobody_else_looked():
    seats = (SeatSpec("Ana"), SeatSpec("Robot", SeatKind.COMPUTER), SeatSpec("Ben"))
    game = TableGame(get_preset("sala", players=3), seats, seed=5)
    handovers = 0
    for _ in range(80):
        if game.round_over:
            break
        seat = game.turn
        if game.kind_on_turn() is SeatKind.COMPUTER:
            assert game.screen_seat() is None  # nobody's tiles while the robot plays
            game.computer_move()
        else:
            if game.hotseat.handover == seat:
                assert seat != game.hotseat.last_revealed  # someone else saw the screen since
                handovers += 1
                game.reveal(seat)
            else:  # shown without a handover: the same person as last time
                assert game.hotseat.last_revealed == seat
            assert game.screen_turn() == seat
            game.apply(seat, game.legal(seat)[0])
    assert game.round_over and handovers >= 2


def test_remote_seats_never_show_on_the_shared_screen():
    game = sala_game(SeatSpec("Phone 1", SeatKind.REMOTE), SeatSpec("Phone 2", SeatKind.REMOTE))
    assert game.screen_seat() is None and game.hotseat.handover is None
    assert game.apply(0, "6-6").ok  # a device plays through apply like anyone
    assert game.screen_seat() is None


def test_outcomes_for_a_round_and_for_a_match():
    seats = (SeatSpec("Ana", SeatKind.COMPUTER, "greedy"), SeatSpec("Ben", SeatKind.COMPUTER, "greedy"))
    rules = get_preset("musica", players=2)
    one_round = TableGame(rules, seats, seed=4, goal=Goal.ROUND)
    whole = TableGame(rules, seats, seed=4, goal="match")
    while not one_round.done:
        one_round.computer_move()
    result = one_round.match.results[-1]
    expected = {None: Outcome.TIE, 0: Outcome.WON, 1: Outcome.LOST}[result.winner_side]
    assert one_round.outcome(0) is expected and not one_round.between_rounds
    while not whole.done:
        whole.next_round() if whole.between_rounds else whole.computer_move()
    assert whole.over and len(whole.match.results) >= 1
    outcome = whole.outcome(1)
    assert outcome is ({None: Outcome.TIE, 1: Outcome.WON, 0: Outcome.LOST}[whole.match.winner_side])
    assert Outcome(str(outcome)) is outcome


def test_a_first_tile_is_a_play():
    game = sala_game()
    assert all(isinstance(a, Play) for a in game.legal(0))
