"""A class game: the match, who controls each seat, which devices are connected, thread-safe.

The web server (its own thread) and the projector (the pygame frame loop) both act on one
`ClassTable`; a lock keeps the engine consistent and every change bumps `version` and tells the
listeners (the server sends each device its new state; the projector redraws).

Seats are played by a pupil's device, a computer, or the projector's keyboard (the teacher's
choice, e.g. for a device that went away). The game never waits for a device that is gone: a
device seat whose device has been away for `grace` seconds when its turn comes is played by a
computer stand-in until the device returns with its link.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum

from edu_domino.classplay.game_adapter import MatchGame
from edu_domino.classplay.messages import Faces, public_json, seat_json
from edu_domino.classplay.tokens import new_room_code, new_token
from edu_domino.engine import RuleSet
from edu_domino.engine.actions import Action
from edu_domino.faces import FaceOptions

STAND_IN_LEVEL = "greedy"


class Control(StrEnum):
    DEVICE = "device"  # a pupil's (or team's) phone, tablet or laptop
    COMPUTER = "computer"
    KEYBOARD = "keyboard"  # the projector's keyboard and mouse: the hand shows on the big screen


@dataclass
class SeatState:
    seat: int
    name: str
    control: Control
    token: str
    level: str = STAND_IN_LEVEL  # when a computer plays it
    connections: int = 0
    away_for: float = 0.0  # seconds since its last device left (0 while one is connected)
    joined: bool = False  # a device has joined this seat at least once
    stand_in: bool = False  # a computer is playing for a device that went away

    def public(self) -> dict:
        return {"seat": self.seat, "name": self.name, "control": str(self.control),
                "connected": self.connections > 0, "joined": self.joined, "stand_in": self.stand_in}


@dataclass
class ClassGameSetup:
    rules: RuleSet
    names: list[str]
    controls: list[Control]
    levels: list[str] = field(default_factory=list)
    faces: FaceOptions = field(default_factory=lambda: FaceOptions("pips", "single"))
    seed: int | None = None
    faces_seed: int = 0
    pace: float = 1.0  # seconds between computer moves
    round_pause: float = 8.0  # seconds the scores of a round stay up before the next deal
    grace: float = 15.0  # seconds a device may be away on its turn before a computer stands in


class ClassTable:
    def __init__(self, setup: ClassGameSetup) -> None:
        players = setup.rules.players
        if len(setup.names) != players or len(setup.controls) != players:
            raise ValueError(f"{players} players need {players} names and controls")
        self.setup = setup
        self.room_code = new_room_code()
        self.faces = Faces(setup.faces, setup.faces_seed)
        self.game = MatchGame(setup.rules, list(setup.names), setup.seed, setup.pace)
        levels = list(setup.levels) + [STAND_IN_LEVEL] * players
        self.seats = [SeatState(i, setup.names[i], Control(setup.controls[i]), new_token(), levels[i])
                      for i in range(players)]
        self.version = 0
        self._lock = threading.RLock()
        self._listeners: list[Callable[[], None]] = []
        self._events: list = []  # public events not yet taken by the projector
        self._round_clock = 0.0
        self._sync_computers()

    # -- listeners ---------------------------------------------------------------------------
    def add_listener(self, listener: Callable[[], None]) -> None:
        self._listeners.append(listener)

    def _changed(self, events: list = ()) -> None:
        self.version += 1
        self._events.extend(events)
        for listener in list(self._listeners):
            listener()

    # -- seats and tokens --------------------------------------------------------------------
    def seat_for_token(self, token: str) -> int | None:
        for seat in self.seats:
            if _same(seat.token, token):
                return seat.seat
        return None

    def claim_free_seat(self, seat: int) -> str | None:
        """The token of a device seat nobody has joined yet (typed room code, chosen seat)."""
        with self._lock:
            if 0 <= seat < len(self.seats):
                state = self.seats[seat]
                if state.control is Control.DEVICE and not state.joined and state.connections == 0:
                    return state.token
        return None

    def free_seats(self) -> list[dict]:
        with self._lock:
            return [{"seat": s.seat, "name": s.name} for s in self.seats
                    if s.control is Control.DEVICE and not s.joined and s.connections == 0]

    def connect(self, seat: int) -> None:
        with self._lock:
            state = self.seats[seat]
            state.connections += 1
            state.joined = True
            state.away_for = 0.0
            self._sync_computers()
            self._changed()

    def disconnect(self, seat: int) -> None:
        with self._lock:
            state = self.seats[seat]
            state.connections = max(0, state.connections - 1)
            self._changed()

    def set_control(self, seat: int, control: Control, level: str | None = None) -> None:
        """The teacher hands a seat to a device, a computer or the projector's keyboard."""
        with self._lock:
            state = self.seats[seat]
            state.control = Control(control)
            if level:
                state.level = level
            self._sync_computers()
            self._changed()

    def _sync_computers(self) -> None:
        for state in self.seats:
            stand_in = (state.control is Control.DEVICE and state.connections == 0
                        and state.joined and state.away_for >= self.setup.grace)
            if state.connections > 0:
                stand_in = False
            computer = state.control is Control.COMPUTER or stand_in
            state.stand_in = stand_in
            if computer != self.game.is_computer(state.seat):
                self.game.set_computer(state.seat, state.level if computer else None)

    # -- reading -----------------------------------------------------------------------------
    def public_state(self) -> dict:
        with self._lock:
            return public_json(self.game.spectator(), [s.public() for s in self.seats],
                               self.faces, self.version)

    def seat_state(self, seat: int) -> dict:
        """The message a seat's device gets: the public table plus its own hand, nothing more."""
        with self._lock:
            state = self.seats[seat]
            private = seat_json(self.game.view(seat), self.game.legal(seat), self.faces,
                                str(state.control))
            return {"type": "state", "version": self.version, "you": private,
                    "table": self.public_state()}

    def keyboard_seat_view(self):
        """The engine view of the seat whose turn it is, when the projector's keyboard plays it."""
        with self._lock:
            turn = self.game.turn
            if self.seats[turn].control is Control.KEYBOARD and not self.game.round_over:
                return self.game.view(turn), self.game.legal(turn)
            return None

    def take_events(self) -> list:
        """Public events since the last call (the projector animates and sounds them)."""
        with self._lock:
            events, self._events = self._events, []
            return events

    @property
    def turn(self) -> int:
        return self.game.turn

    @property
    def over(self) -> bool:
        return self.game.over

    # -- acting ------------------------------------------------------------------------------
    def act(self, seat: int, action: Action, by: Control = Control.DEVICE) -> list:
        """A seat acts through `by`; IllegalAction when it may not (wrong turn, seat not held
        that way, or a move the engine refuses)."""
        from edu_domino.engine import IllegalAction

        with self._lock:
            state = self.seats[seat]
            if state.control is not by or state.stand_in:
                raise IllegalAction("this seat is not played from here now")
            events = self.game.apply(seat, action)
            self._round_clock = 0.0
            self._changed(self._public(events))
            return events

    def next_round(self) -> bool:
        """Deal the next round now (the teacher need not wait for the pause)."""
        with self._lock:
            if not self.game.round_over or self.game.over:
                return False
            self._changed(self._public(self.game.next_round()))
            self._round_clock = 0.0
            return True

    def tick(self, dt: float) -> None:
        """The clock: computers move, absent devices get stand-ins, the next round is dealt."""
        with self._lock:
            before = [s.stand_in for s in self.seats]
            for state in self.seats:
                if state.connections == 0 and state.joined and self.game.turn == state.seat:
                    state.away_for += dt
            self._sync_computers()
            changed = before != [s.stand_in for s in self.seats]
            events = self.game.tick(dt)
            if self.game.round_over and not self.game.over:
                self._round_clock += dt
                if self._round_clock >= self.setup.round_pause:
                    events = events + self.game.next_round()
                    self._round_clock = 0.0
            if events or changed:
                self._changed(self._public(events))

    def _public(self, events: list) -> list:
        from edu_domino.engine.view import public_events

        return list(public_events(list(events), -1))

    def close(self) -> None:
        self.game.close()


def _same(a: str, b: str) -> bool:
    import secrets

    return secrets.compare_digest(a.encode(), b.encode())
