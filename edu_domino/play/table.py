"""A game at a table: one `TableGame` for the free table, the lesson game and class play.

The caller owns the clock and the thread. Every call returns at once: a computer seat's turn is
thought about on a worker thread (`update(dt)` polls for the answer and plays it no sooner than
`pace` seconds after the previous move, so a class can follow). The engine is only touched from
the caller's thread.

    game = TableGame(rules, [SeatSpec("Ana"), SeatSpec("Robot", SeatKind.COMPUTER, "expert")])
    result = game.apply(0, action)             # a person's (or a remote device's) move
    game.update(dt)                            # each frame: computers move when ready
    news = game.events_since(cursor, seat)     # what happened, as feedback data
    game.spectator(), game.seat_view(seat)     # what everyone / one seat may see
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from edu_domino.ai import Player
from edu_domino.engine import (
    LEFT,
    Action,
    Deal,
    Drew,
    IllegalAction,
    Match,
    Passed,
    Played,
    PlayerView,
    Reshuffled,
    RuleSet,
    Tile,
    parse_tile,
)
from edu_domino.engine.choices import ReshuffleReason
from edu_domino.faces import (
    FaceOptions,
    Spelling,
    first_heard_half,
    heard_spellings,
    spelling_for_half,
)
from edu_domino.i18n import N_
from edu_domino.play.feedback import CueKind, Faces, Happening, Reason, Refusal, SoundCue, say
from edu_domino.play.hotseat import HotSeat, Privacy
from edu_domino.play.moves import refusal, resolve
from edu_domino.play.players import Thinker, computer_player, safe_choice
from edu_domino.play.seats import Goal, Outcome, SeatKind, SeatSpec
from edu_domino.play.views import SpectatorView, spectator_view

DEFAULT_PACE = 1.2  # seconds between a move and a computer's answer


@dataclass(frozen=True)
class MoveResult:
    """What became of a move: the action played and what it caused, or why it was refused."""

    action: Action | None
    happenings: tuple[Happening, ...] = ()
    refusal: Refusal | None = None

    @property
    def ok(self) -> bool:
        return self.refusal is None


class TableGame:
    def __init__(
        self,
        rules: RuleSet,
        seats: Sequence[SeatSpec],
        *,
        seed: int | None = None,
        deals: list[Deal] | None = None,
        faces: FaceOptions | None = None,
        tempo: int = 80,
        pace: float = DEFAULT_PACE,
        goal: Goal = Goal.MATCH,
        players: Mapping[int, Player] | None = None,
        privacy: Privacy = Privacy.COVER,
    ) -> None:
        """`players` gives a computer seat its own player object instead of its level's."""
        if len(seats) != rules.players:
            raise ValueError(f"{len(seats)} seats for {rules.players} players; give one seat per player")
        self.seats: tuple[SeatSpec, ...] = tuple(seats)
        self.seed = seed if seed is not None else random.randrange(1 << 30)
        self.match = Match(rules, seed=self.seed, deals=deals, names=[s.name for s in self.seats])
        self.faces = faces or FaceOptions()
        self.tempo = tempo
        self.pace = pace
        self.goal = Goal(goal)
        self.hotseat = HotSeat(self.seats, privacy)
        self.version = 0  # bumped on every change; caches (here and in screens) key on it
        self.ai_errors = 0  # computer answers that had to be replaced by a legal move
        self._players = {i: computer_player(s.level) for i, s in enumerate(self.seats) if s.is_computer}
        self._players.update(players or {})
        self._thinker = Thinker()
        self._since_move = 0.0
        self._cache: dict[tuple, object] = {}
        self._log: list[Happening] = []
        self._record(self.match.start_events, ())
        self.hotseat.sync(self.turn, self.round_over)

    # --- reading -------------------------------------------------------------------------------
    @property
    def rules(self) -> RuleSet:
        return self.match.rules

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats)

    @property
    def turn(self) -> int:
        return self.match.turn

    @property
    def round_over(self) -> bool:
        return self.match.round_over

    @property
    def over(self) -> bool:
        """The match is over."""
        return self.match.over

    @property
    def done(self) -> bool:
        """The game reached its goal: the round (Goal.ROUND) or the match is over."""
        return self.round_over if self.goal is Goal.ROUND else self.over

    @property
    def between_rounds(self) -> bool:
        """A round ended and the game goes on: show the scores, then `next_round()`."""
        return self.round_over and not self.done

    @property
    def playing(self) -> bool:
        return not self.round_over and not self.over

    def kind_on_turn(self) -> SeatKind | None:
        return self.seats[self.turn].kind if self.playing else None

    def to_move(self, seat: int) -> bool:
        """It is `seat`'s turn and the round is being played."""
        return self.playing and self.turn == seat

    @property
    def thinking(self) -> bool:
        """A computer's answer is being worked out."""
        return self._thinker.busy

    @property
    def answer_ready(self) -> bool:
        """A computer's answer is worked out and waits for the pace."""
        return self._thinker.ready()

    def spectator(self) -> SpectatorView:
        """What everyone may see (cached until the next change: a frame asks many times)."""
        return self._cached(("spectator",), lambda: spectator_view(
            self.match, self.names, tuple(s.kind for s in self.seats)))

    def seat_view(self, seat: int) -> PlayerView:
        """What `seat` may see: its own hand, the legal moves on its turn, the public facts."""
        return self._cached(("seat", seat), lambda: self.match.view(seat))

    def legal(self, seat: int) -> tuple[Action, ...]:
        """`seat`'s legal actions: empty unless it is on turn."""
        return self.seat_view(seat).legal

    def screen_seat(self) -> int | None:
        """The seat whose tiles a shared screen may show face up now (hot-seat rules)."""
        return self.hotseat.shown_seat(self.turn, self.round_over)

    def screen_turn(self) -> int | None:
        """The person who may act from the shared screen now: on turn, tiles shown, no handover."""
        seat = self.screen_seat()
        if seat is None or not self.to_move(seat) or self.hotseat.handover is not None:
            return None
        return seat

    def spelling(self, tile: Sequence[int], half: int) -> Spelling:
        """The face a half shows in this game (the same whichever way the tile is turned)."""
        return spelling_for_half(self.faces, self.seed, tile, half)

    def tile_name(self, tile: Sequence[int]) -> Faces:
        """A message field naming `tile` (as given, first half on the left) by its faces."""
        return Faces((self.spelling(tile, 0), self.spelling(tile, 1)))

    def end_names(self) -> tuple[Faces, Faces] | None:
        """Message fields naming the two open ends by the halves showing there (None: no line)."""
        line = self.match.round.line
        if not line:
            return None
        return Faces((self.spelling(line[0], 0),), tile=False), Faces((self.spelling(line[-1], 1),), tile=False)

    def _named(self, refusal: Refusal) -> Refusal:
        tile = refusal.fields.get("tile")  # play.moves writes it as notation ("5-5")
        try:
            named = self.tile_name(parse_tile(tile)) if isinstance(tile, str) else None
        except ValueError:  # a tile beyond the faces' set ("13-0" typed on a device): named as written
            named = None
        return refusal.named(named, self.end_names() if "left" in refusal.fields else None)

    def outcome(self, seat: int) -> Outcome | None:
        """How the game went for `seat`'s side once it is done (None while it is played)."""
        if not self.done:
            return None
        if self.goal is Goal.MATCH:
            winner = self.match.winner_side
        else:
            winner = self.match.results[-1].winner_side
        if winner is None:
            return Outcome.TIE
        return Outcome.WON if winner == self.rules.side_of(seat) else Outcome.LOST

    @property
    def cursor(self) -> int:
        """The index the next happening will have (pass it to `events_since` later)."""
        return len(self._log)

    def events_since(self, cursor: int, seat: int | None = None) -> tuple[Happening, ...]:
        """Every happening from index `cursor` on, as `seat` may see it (None: a spectator)."""
        return tuple(h.for_seat(seat) for h in self._log[max(0, cursor):])

    # --- acting --------------------------------------------------------------------------------
    def apply(self, seat: int, answer: object) -> MoveResult:
        """`seat` plays `answer`: an action, a bare tile (the end it fits) or replay notation.
        Refused moves change nothing and say why."""
        if self.over:
            return MoveResult(None, refusal=Refusal(Reason.GAME_OVER))
        if self.round_over:
            return MoveResult(None, refusal=Refusal(Reason.ROUND_OVER))
        if self.turn != seat:
            return MoveResult(None, refusal=Refusal(Reason.NOT_YOUR_TURN))
        action = resolve(self.seat_view(seat), answer, self.match.round.refused)
        if isinstance(action, Refusal):
            return MoveResult(None, refusal=self._named(action))
        return MoveResult(action, self._play(action))

    def why_not(self, seat: int, action: Action) -> Refusal | None:
        """Why `seat` may not play `action` now (None when it may)."""
        if not self.to_move(seat):
            return Refusal(Reason.NOT_YOUR_TURN)
        why = self.match.round.refused(action)
        return None if why is None else self._named(refusal(self.seat_view(seat), action, why))

    def next_round(self) -> tuple[Happening, ...]:
        events = self.match.next_round()
        self.hotseat.new_round()
        return self._changed(events, ())

    def reveal(self, seat: int) -> None:
        """The shared screen was handed to `seat` (hot seat): show their tiles."""
        self.hotseat.reveal(seat)

    def peek(self, on: bool) -> bool:
        """Private peek (hot seat, `Privacy.PEEK`): the person on turn holds the key (`on`) or lets
        it go. True while their tiles may show."""
        if not on:
            self.hotseat.stop_peek()
            return False
        return self.hotseat.start_peek(self.turn, self.round_over) or self.hotseat.peeking == self.turn

    def update(self, dt: float) -> tuple[Happening, ...]:
        """Advance the clock by `dt` seconds. A computer on turn is asked on the worker thread and
        moves once its answer is ready and `pace` has passed. Never waits."""
        self._since_move += dt
        self.hotseat.tick(dt)
        if self.kind_on_turn() is not SeatKind.COMPUTER:
            return ()
        key = self._question_key()
        if not self._thinker.busy or self._thinker.key != key:
            seat = self.turn
            view = self.match.view(seat)
            self._thinker.ask(key, self._players[seat], view, view.legal, random.Random(f"{self.seed}:{key}"))
            return ()
        if not self._thinker.ready() or self._since_move < self.pace:
            return ()
        action, faulty = self._thinker.take()
        self.ai_errors += faulty
        return self._play(action)

    def computer_move(self) -> tuple[Happening, ...]:
        """Let the computer on turn move now, on the caller's thread (tests, tools, simulations).
        IllegalAction (a ValueError) when it is not a computer's turn."""
        if self.kind_on_turn() is not SeatKind.COMPUTER:
            raise IllegalAction("it is not a computer player's turn")
        seat = self.turn
        view = self.match.view(seat)
        rng = random.Random(f"{self.seed}:{self._question_key()}")
        action, faulty = safe_choice(self._players[seat], view, view.legal, rng)
        self.ai_errors += faulty
        return self._play(action)

    def set_seat(self, seat: int, spec: SeatSpec) -> None:
        """Who plays `seat` from now on (class play: a computer stands in for a pupil's device
        that went away, or the teacher hands the seat to the shared screen). A computer's answer
        being worked out is dropped; the hand and the score stay with the seat."""
        before = self.seats[seat]
        self.seats = (*self.seats[:seat], spec, *self.seats[seat + 1:])
        self.match.names[seat] = spec.name  # a class-play pupil may rename their seat: every view says it
        if spec.is_computer and (seat not in self._players or before.level != spec.level):
            self._players[seat] = computer_player(spec.level)
        self.hotseat = HotSeat(self.seats, self.hotseat.privacy)
        self.hotseat.sync(self.turn, self.round_over)
        self._thinker.cancel()
        self.version += 1

    def close(self) -> None:
        """Stop the worker thread (the game is left for good)."""
        self._thinker.close()

    # --- inside --------------------------------------------------------------------------------
    def _question_key(self) -> tuple[int, int, int]:
        match = self.match
        return (match.round.number, len(match.actions[-1]) if match.actions else 0, match.turn)

    def _cached(self, key: tuple, make):
        full = (self.version, *key)
        value = self._cache.get(full)
        if value is None:
            if len(self._cache) > 16:
                self._cache.clear()
            value = self._cache[full] = make()
        return value

    def _play(self, action: Action) -> tuple[Happening, ...]:
        line = tuple(self.match.round.line)
        events = self.match.apply(action)
        return self._changed(events, line)

    def _changed(self, events: list, line_before: tuple) -> tuple[Happening, ...]:
        self.version += 1
        self._since_move = 0.0
        self._thinker.cancel()
        start = len(self._log)
        self._record(events, line_before)
        for event in events:
            if isinstance(event, Played):
                self.hotseat.covered_by_play(event.seat)
        self.hotseat.sync(self.turn, self.round_over)
        return tuple(self._log[start:])

    def _record(self, events: Sequence, line_before: tuple) -> None:
        for event in events:
            index = len(self._log)
            if isinstance(event, Played):
                sound, meets = self._placement_sounds(event, line_before)
                self._log.append(Happening(index, event, sound=sound, meets=meets))
            else:
                self._log.append(Happening(index, event, say=self._remark(event)))

    def _remark(self, event: object):
        if isinstance(event, Reshuffled):
            if event.reason == ReshuffleReason.DOUBLES_IN_HAND and event.seat is not None:
                return say(N_("{name} showed {k} doubles: the tiles are shuffled again."),
                           name=self.seats[event.seat].name, k=len(event.shown))
            return say(N_("Nobody holds a double: the tiles are shuffled again."))
        if isinstance(event, Passed):
            return say(N_("{name} passes."), name=self.seats[event.seat].name)
        if isinstance(event, Drew):
            return say(N_("{name} draws a tile."), name=self.seats[event.seat].name)
        return None

    def _placement_sounds(self, event: Played, line: tuple) -> tuple[SoundCue, SoundCue | None]:
        """The tile as drawn, the half meeting the line first (the one rule of docs/sound.md:
        `faces.first_heard_half`, `faces.heard_spellings`); and, on an end, that end's half
        against the half laid on it."""
        tile: Tile = event.tile
        ends = (line[0][0], line[-1][1]) if line else None
        first = first_heard_half(tile, event.end, ends)
        touching, other = (s.key for s in heard_spellings(self.faces, self.seed, tile, first))
        if not line:
            return SoundCue(CueKind.TILE, (touching, other), tempo=self.tempo), None
        if event.end == LEFT:
            end_key = self.spelling(line[0], 0).key
        else:
            end_key = self.spelling(line[-1], 1).key
        return (SoundCue(CueKind.TILE, (touching, other), tempo=self.tempo),
                SoundCue(CueKind.MATCH, (end_key, touching), right=True, tempo=self.tempo))
