"""A class game: the match, who controls each seat, which devices are connected, thread-safe.

The web server (its own thread) and the projector (the pygame frame loop) both act on one
`ClassTable`; a lock keeps the engine consistent and every change bumps `version` and tells the
listeners (the server sends each device its new state; the projector redraws).

Seats are played by a pupil's device, a computer, or the projector's keyboard (the teacher's
choice, e.g. for a device that went away). The game never waits for a device that is gone: a
device seat whose device has been away for `grace` seconds when its turn comes is played by a
computer stand-in until the device returns with its link; so is a device seat nobody has joined
yet, once its turns have waited `join_grace` seconds in all (a pupil who comes late takes the
seat over with its link, or the room code).
"""

from __future__ import annotations

import secrets
import threading
from dataclasses import dataclass, field
from enum import StrEnum

from edu_domino.classplay.listeners import Listeners
from edu_domino.classplay.messages import Faces, public_json, seat_json
from edu_domino.classplay.self_names import NameRefused, clean_name, look_alike
from edu_domino.classplay.team_hand import Member, TeamHand, repeated_name
from edu_domino.classplay.tokens import new_room_code, new_token
from edu_domino.engine import RuleSet
from edu_domino.engine.actions import Action
from edu_domino.faces import FaceOptions
from edu_domino.play import MoveResult, SeatKind, SeatSpec, TableGame

STAND_IN_LEVEL = "greedy"


class Control(StrEnum):
    DEVICE = "device"  # a pupil's (or team's) phone, tablet or laptop
    COMPUTER = "computer"
    KEYBOARD = "keyboard"  # the projector's keyboard and mouse: the hand shows on the big screen


# Who plays a seat at the table game: a device is a remote seat, the keyboard a person at the screen.
SEAT_KINDS = {Control.DEVICE: SeatKind.REMOTE, Control.COMPUTER: SeatKind.COMPUTER,
              Control.KEYBOARD: SeatKind.PERSON}


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
    given: bool = True  # the teacher named this seat: the name stays (self_names.py)
    own_name: bool = False  # the pupil at this seat named themselves on their device

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
    seed: int | None = None  # the deals and the faces each half shows (None: a fresh game)
    pace: float = 1.0  # seconds between computer moves
    round_pause: float = 8.0  # seconds the scores of a round stay up before the next deal
    grace: float = 15.0  # seconds a device may be away on its turn before a computer stands in
    show_numbers: bool = False  # the teacher's "show numbers": values in the tiles' words too
    join_grace: float = 60.0  # seconds the turns of a seat nobody joined may wait before a computer plays it
    team_phones: dict[int, list[str]] = field(default_factory=dict)  # device seat -> its members (2-5), a phone each
    team_rule: str = "captain"  # how a team agrees on a move: "captain" or "majority" (team_hand.py)
    # Which names the teacher gave (the rest are placeholders, "Player 2", "Ana (3)", a pupil may
    # replace on their device): per seat (None: every seat's), and per team the first k members
    # (a team not listed: all of them).
    given_names: list[bool] | None = None
    team_given: dict[int, int] = field(default_factory=dict)


class ClassTable(Listeners):
    def __init__(self, setup: ClassGameSetup) -> None:
        super().__init__()
        players = setup.rules.players
        if len(setup.names) != players or len(setup.controls) != players:
            raise ValueError(f"{players} players need {players} names and controls")
        self.setup = setup
        self.room_code = new_room_code()
        levels = list(setup.levels) + [STAND_IN_LEVEL] * players
        given = setup.given_names if setup.given_names is not None else [True] * players
        self.seats = [SeatState(i, setup.names[i], Control(setup.controls[i]), new_token(), levels[i],
                                given=i >= len(given) or given[i]) for i in range(players)]
        self.game = TableGame(setup.rules, [self._spec(s, s.control is Control.COMPUTER) for s in self.seats],
                              seed=setup.seed, faces=setup.faces, pace=setup.pace)
        self.faces = Faces(setup.faces, self.game.seed, setup.show_numbers)
        for seat in setup.team_phones:
            if not (0 <= seat < players and self.seats[seat].control is Control.DEVICE):
                raise ValueError(f"seat {seat} cannot be a team on phones: teams hold device seats")
        self.team_hands = {seat: TeamHand(names, setup.team_rule, setup.team_given.get(seat))
                           for seat, names in setup.team_phones.items()}
        self._lock = threading.RLock()
        self._cursor = 0  # the first happening the projector has not taken yet
        self._round_clock = 0.0
        self._sync_computers()

    # -- seats and tokens --------------------------------------------------------------------
    def seat_for_token(self, token: str) -> int | None:
        """The seat a device's link holds (a team's seat is held only by its members' links)."""
        for seat in self.seats:
            if seat.seat not in self.team_hands and _same(seat.token, token):
                return seat.seat
        return None

    # -- teams: one hand on several phones ---------------------------------------------------
    def member_for_token(self, token: str) -> tuple[int, int] | None:
        """(seat, member) of a team member's link."""
        for seat, team in self.team_hands.items():
            for i, member in enumerate(team.members):
                if _same(member.token, token):
                    return seat, i
        return None

    def connect_member(self, seat: int, member: int, delta: int) -> None:
        with self._lock:
            chosen = self.team_hands[seat].members[member]
            chosen.connections = max(0, chosen.connections + delta)
            chosen.joined = chosen.joined or delta > 0
        (self.connect if delta > 0 else self.disconnect)(seat)

    def team_move(self, seat: int, member: int, action: Action) -> MoveResult | None:
        """A member proposes `action` for the team: refused as the table game would refuse it,
        played when the team's rule says it is agreed (a captain's own proposal, or a majority
        already), else kept as the team's proposal (`result.action` None, no refusal)."""
        with self._lock:
            state = self.seats[seat]
            if state.control is not Control.DEVICE or state.stand_in:
                return None
            refusal = self.game.why_not(seat, action)
            if refusal is not None:
                return MoveResult(None, refusal=refusal)
            agreed = self.team_hands[seat].propose(member, action, self.game.version)
            if agreed is None:
                self._changed()
                return MoveResult(None)
            return self.act(seat, agreed)

    def team_vote(self, seat: int, member: int, yes: bool) -> MoveResult | None:
        """A member's yes or no to the team's proposal (the captain's confirms it, by the captain
        rule); the move's result when that decided it."""
        with self._lock:
            agreed = self.team_hands[seat].vote(member, yes, self.game.version)
            if agreed is None:
                self._changed()
                return MoveResult(None)
            return self.act(seat, agreed)

    def member_links(self) -> list[dict]:
        return [{"seat": seat, "member": i, "name": m.name, "token": m.token}
                for seat, team in self.team_hands.items() for i, m in enumerate(team.members)]

    # -- names pupils give themselves (self_names.py) ----------------------------------------
    def rename(self, seat: int, member: int | None, typed: object) -> tuple[str, bool]:
        """The pupil at `seat` (a team's `member`) names themselves: the name as shown and
        whether it changed, or NameRefused (a name the teacher gave, a bad one, one in use)."""
        name = clean_name(typed)
        with self._lock:
            target = self.seats[seat] if member is None else self.team_hands[seat].members[member]
            if target.given:
                raise NameRefused("name_fixed", target.name)
            if member is not None:
                team = [name if i == member else m.name for i, m in enumerate(self.team_hands[seat].members)]
                if repeated_name(team) is not None:  # the shared check, as New game's; said with the name in use
                    raise NameRefused("name_twice", next(other for i, other in enumerate(team)
                                                         if i != member and other.casefold() == name.casefold()))
            clash = next((other for other in self._other_names(seat, member) if look_alike(other) == look_alike(name)),
                         None)
            if clash is not None:
                raise NameRefused("name_taken", clash)
            changed = target.name != name
            target.name, target.own_name = name, True
            if changed:
                self._sync_computers()  # the table game's seat carries the name its events say
                self._changed()
            return name, changed

    def _other_names(self, seat: int, member: int | None) -> list[str]:
        """Every name at the table but the one being changed (and, for a member, their own
        team's: a member may share it, "Ana" in "Ana's" team)."""
        names = [s.name for s in self.seats if s.seat != seat]
        for team_seat, team in self.team_hands.items():
            names += [m.name for i, m in enumerate(team.members) if (team_seat, i) != (seat, member)]
        return names

    def names_at(self, seat: int) -> list[tuple[SeatState | Member, str, bool]]:
        """Who is named at `seat` (the seat, and a team's members): each with the name the game
        started with and whether the teacher gave it."""
        given = self.setup.given_names
        out: list[tuple[SeatState | Member, str, bool]] = [
            (self.seats[seat], self.setup.names[seat], given is None or seat >= len(given) or given[seat])]
        if seat in self.team_hands:
            typed = self.setup.team_given.get(seat, len(self.team_hands[seat].members))
            out += [(m, first, i < typed) for i, (m, first) in
                    enumerate(zip(self.team_hands[seat].members, self.setup.team_phones[seat], strict=True))]
        return out

    def lock_names(self, seat: int, locked: bool = True) -> bool:
        """The teacher's override (`locked`): the names the pupils at `seat` gave themselves go
        back to the ones the game started with, and stay (a silly or rude name is gone); unlocked,
        the pupils there may name themselves again. False when it changes nothing."""
        with self._lock:
            targets = [(target, first) for target, first, given in self.names_at(seat) if not given]
            if not targets or all(target.given == locked for target, _first in targets):
                return False
            renamed = False
            for target, first in targets:
                renamed = renamed or target.name != first
                target.name, target.given, target.own_name = first, locked, False
            if renamed:
                self._sync_computers()
            self._changed()  # the phones' name fields show or hide
            return True

    def names_locked(self, seat: int) -> bool:
        """The teacher locked the names at `seat` that its pupils could give themselves."""
        return any(target.given for target, _first, given in self.names_at(seat) if not given)

    def naming(self, seat: int, member: int | None) -> dict:
        """What a device's name field shows: the name now, whether the teacher gave it (fixed)
        and whether the pupil chose it."""
        target = self.seats[seat] if member is None else self.team_hands[seat].members[member]
        return {"name": target.name, "fixed": target.given, "own": target.own_name}

    def claim_free_seat(self, seat: int) -> str | None:
        """The token of a device seat nobody has joined yet (typed room code, chosen seat)."""
        with self._lock:
            if 0 <= seat < len(self.seats):
                state = self.seats[seat]
                if (state.control is Control.DEVICE and not state.joined and state.connections == 0
                        and seat not in self.team_hands):
                    return state.token
        return None

    def claim_free_place(self, seat: object, member: object = None) -> str | None:
        """The token of a place picked with the room code: a device seat nobody has joined, or
        (`member`) a team member's place no phone has had yet."""
        if not isinstance(seat, int):
            return None
        if member is None:
            return self.claim_free_seat(seat)
        with self._lock:
            team = self.team_hands.get(seat)
            if team is None or not isinstance(member, int) or not 0 <= member < len(team.members):
                return None
            chosen = team.members[member]
            if chosen.joined or chosen.connections or self.seats[seat].control is not Control.DEVICE:
                return None
            chosen.joined = True  # two pupils tapping the same team place at once: one gets it
            return chosen.token

    def line_halves(self) -> list[tuple]:
        """The line's halves as shown (spellings), left to right: what the class claps."""
        with self._lock:
            game = self.game
            return [(game.spelling(pair, 0), game.spelling(pair, 1)) for pair in game.spectator().line]

    def free_seats(self) -> list[dict]:
        """The places the room code may open: device seats nobody has joined, and in each team
        the members no phone has had yet: by name where the teacher named them, and one place
        for the next of those the pupils name themselves ("Ana (2)" would mean nothing to them)."""
        with self._lock:
            places = [{"seat": s.seat, "name": s.name} for s in self.seats
                      if s.control is Control.DEVICE and not s.joined and s.connections == 0 and s.seat not in self.team_hands]
            for seat, team in self.team_hands.items():
                waiting = [i for i, m in enumerate(team.members) if not m.joined and m.connections == 0]
                unnamed = [i for i in waiting if not team.members[i].given]
                for i in [i for i in waiting if team.members[i].given] + unnamed[:1]:
                    if self.seats[seat].control is Control.DEVICE:
                        places.append({"seat": seat, "member": i, "name": team.members[i].name,
                                       "given": team.members[i].given, "team": self.seats[seat].name})
            return places

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

    @staticmethod
    def _spec(state: SeatState, computer: bool) -> SeatSpec:
        kind = SeatKind.COMPUTER if computer else SEAT_KINDS[state.control]
        return SeatSpec(state.name, kind, state.level)

    def _sync_computers(self) -> None:
        """The table game's seat kinds follow the controls and the stand-ins."""
        for state in self.seats:
            grace = self.setup.grace if state.joined else self.setup.join_grace
            state.stand_in = (state.control is Control.DEVICE and state.connections == 0
                              and state.away_for >= grace)
            spec = self._spec(state, state.control is Control.COMPUTER or state.stand_in)
            if spec != self.game.seats[state.seat]:
                self.game.set_seat(state.seat, spec)

    # -- reading -----------------------------------------------------------------------------
    def public_state(self, lang: str | None = None) -> dict:
        """The public table; with `lang`, each tile carries its words in that language."""
        with self._lock:
            match = self.game.match
            result = match.results[-1] if match.results and self.game.round_over else None
            view = self.game.spectator()
            state = public_json(view, [s.public() for s in self.seats], self.faces, self.version, result,
                                match.winner_side, lang)
            state["order"] = list(view.play_order())  # the end each tile after the first went to
            for seat, team in self.team_hands.items():  # who is in each team: the projector says whose turn
                state["seats"][seat]["team"] = team.public(self.game.version)
            return state

    def seat_state(self, seat: int, lang: str = "en", member: int | None = None) -> dict:
        """The message a seat's device gets: the public table plus its own hand, nothing more;
        every tile named in words in the page's language `lang`. A team member's phone also
        gets the team's own part (its members, its proposal)."""
        with self._lock:
            state = self.seats[seat]
            private = seat_json(self.game.seat_view(seat), self.faces, str(state.control), lang)
            if member is not None and seat in self.team_hands:
                private["team"] = self.team_hands[seat].json(member, self.game.version)
            private["naming"] = self.naming(seat, member if seat in self.team_hands else None)
            return {"type": "state", "version": self.version, "you": private,
                    "table": self.public_state(lang)}

    def keyboard_seat_view(self):
        """The engine view of the seat whose turn it is, when the projector's keyboard plays it."""
        with self._lock:
            turn = self.game.turn
            if self.seats[turn].control is Control.KEYBOARD and self.game.playing:
                return self.game.seat_view(turn)
            return None

    def take_events(self) -> tuple:
        """What happened since the last call, as a spectator may see it (the projector sounds
        it): `edu_domino.play.Happening`s, no drawn tile shown."""
        with self._lock:
            news = self.game.events_since(self._cursor, None)
            self._cursor = self.game.cursor
            return news

    @property
    def turn(self) -> int:
        return self.game.turn

    @property
    def over(self) -> bool:
        return self.game.over

    # -- acting ------------------------------------------------------------------------------
    def act(self, seat: int, action: Action, by: Control = Control.DEVICE) -> MoveResult | None:
        """A seat acts through `by`. The table game judges the move (`result.refusal` says why
        not); None when the seat is not played that way now (handed over, or a stand-in)."""
        with self._lock:
            state = self.seats[seat]
            if state.control is not by or state.stand_in:
                return None
            result = self.game.apply(seat, action)
            if result.ok:
                self._round_clock = 0.0
                self._changed()
            return result

    def next_round(self) -> bool:
        """Deal the next round now (the teacher need not wait for the pause)."""
        with self._lock:
            if not self.game.between_rounds:
                return False
            self.game.next_round()
            self._round_clock = 0.0
            self._changed()
            return True

    def tick(self, dt: float) -> None:
        """The clock: computers move, absent or never-joined devices get stand-ins, the next
        round is dealt."""
        with self._lock:
            before = [s.stand_in for s in self.seats]
            for state in self.seats:
                if state.connections == 0 and self.game.turn == state.seat and self.game.playing:
                    state.away_for += dt
            self._sync_computers()
            changed = before != [s.stand_in for s in self.seats]
            happened = self.game.update(dt)
            if self.game.between_rounds:
                self._round_clock += dt
                if self._round_clock >= self.setup.round_pause:
                    happened = self.game.next_round()
                    self._round_clock = 0.0
            if happened or changed:
                self._changed()

    def close(self) -> None:
        self.game.close()


def _same(a: str, b: str) -> bool:
    return secrets.compare_digest(a.encode(), b.encode())
