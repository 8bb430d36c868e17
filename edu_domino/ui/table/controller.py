"""The table's controller: intents in, actions out. It keeps the selection (focus, the end being
chosen, a drag), the message on show and the little timers (a laid tile sliding in, the pause
before the results); it draws nothing and knows no pixels (the scene hit-tests the mouse).

Messages are kept as data (`Say`: a gettext id and its fields) and translated when drawn, so a
change of language shows at once.
"""

from __future__ import annotations

from dataclasses import dataclass

from edu_domino.engine import (
    DRAW,
    LEFT,
    PASS,
    RIGHT,
    Action,
    Draw,
    Drew,
    MatchEnded,
    Pass,
    Passed,
    Play,
    Played,
    RoundEnded,
)
from edu_domino.i18n import N_
from edu_domino.play import Reason, Refusal, Say, SoundCue, TableGame, plays_for
from edu_domino.play.feedback import say
from edu_domino.ui.intents import Intent

ROUND_END_PAUSE = 1.5  # seconds the finished table stays up before the results
PULSE = 0.45  # seconds a laid tile takes to slide from its player to its place (any key skips)
REMARK_SECONDS = 3.0  # a passing remark (a pass, a draw) fades; an error stays until the next input


@dataclass
class Drag:
    index: int
    start: tuple[int, int]
    pos: tuple[int, int]
    moving: bool = False


class TableController:
    def __init__(self, game: TableGame, hints: bool, animations: bool, show_numbers: bool = False) -> None:
        self.game = game
        self.hints = hints
        # The teacher's "show numbers": values beside faces that hide them (notes, powers).
        self.show_numbers = show_numbers
        self.animations = animations
        self.focus = 0
        self.choosing_end = False
        self.end_choice = LEFT
        self.message: Say | None = None
        self.message_timer = 0.0  # seconds left for a passing remark; errors stay until input
        self.drag: Drag | None = None
        self.hover: int | None = None  # the hand tile under the mouse pointer
        self.pulse = 0.0
        self.round_end_timer: float | None = None
        self.results_due = False  # the pause is over: the scene shows the results
        self.sounds: list[SoundCue] = []  # to play, oldest first (the scene hands them on)
        self.cursor = 0

    # --- who sees what -------------------------------------------------------------------------
    def viewer(self) -> int | None:
        """The seat whose tiles are face up, or None (a computer's turn in a hot-seat game)."""
        return self.game.screen_seat()

    def my_turn(self) -> bool:
        return self.game.screen_turn() is not None

    def hand(self) -> tuple:
        v = self.viewer()
        return self.game.seat_view(v).hand if v is not None else ()

    def legal(self) -> tuple[Action, ...]:
        seat = self.game.screen_turn()
        return self.game.legal(seat) if seat is not None else ()

    def focused_tile(self):
        hand = self.hand()
        return hand[self.focus % len(hand)] if hand else None

    def button_label(self) -> str:
        """The draw/pass button's label (a gettext id), or "" when there is none to press."""
        legal = self.legal()
        peek = self.game.hotseat.peek_mode  # Space is the peek key there: Enter draws or passes
        if any(isinstance(a, Draw) for a in legal):
            return N_("Draw (Enter)") if peek else N_("Draw (Space)")
        if any(isinstance(a, Pass) for a in legal):
            return N_("Pass (Enter)") if peek else N_("Pass (Space)")
        return ""

    @property
    def waiting_for_peek(self) -> bool:
        """Private peek: a person is on turn, their tiles face down until they hold the key."""
        game = self.game
        return game.hotseat.waiting_for_peek(game.turn, game.round_over)

    def peek(self, on: bool) -> None:
        """Private peek: the person on turn holds the peek key (`on`) or lets it go. Letting go
        also drops what would name their tiles on screen (a message, an end being chosen)."""
        was = self.my_turn()
        if self.game.peek(on) and not was:
            self.focus_first_legal()
        if not on and was:
            self.message = None
            self.choosing_end = False
            self.drag = None

    # --- time ----------------------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        self.game.update(dt)
        self.absorb()
        self.pulse = max(0.0, self.pulse - dt)
        if self.message_timer > 0:
            self.message_timer -= dt
            if self.message_timer <= 0:
                self.message = None
        if self.round_end_timer is not None:
            self.round_end_timer -= dt
            if self.round_end_timer <= 0:
                self.round_end_timer = None
                self.results_due = True

    def absorb(self) -> None:
        """Take in what happened at the table since last time (the game's log is the source)."""
        news = self.game.events_since(self.cursor)
        self.cursor = self.game.cursor
        for h in news:
            event = h.event
            if isinstance(event, Played):
                self.pulse = PULSE if self.animations else 0.0
                if h.sound is not None:
                    self.sounds.append(h.sound)
            elif isinstance(event, RoundEnded | MatchEnded) and self.round_end_timer is None:
                self.round_end_timer = ROUND_END_PAUSE if self.animations else 0.5
            if h.say is not None:
                self.message = h.say
                # Reshuffles stay until input; passes and draws fade.
                self.message_timer = REMARK_SECONDS if isinstance(event, Passed | Drew) else 0.0
        if news:
            self.hover = None  # the tiles moved: the pointer is over something else now
            self.choosing_end = False
            if self.my_turn():
                self.focus_first_legal()

    def revealed(self, seat: int) -> None:
        """The screen was handed over to `seat` (the pass screen's button)."""
        self.game.reveal(seat)
        self.focus_first_legal()

    def next_round(self) -> None:
        self.message = None
        self.game.next_round()
        self.absorb()

    # --- input ---------------------------------------------------------------------------------
    def focus_first_legal(self) -> None:
        hand = self.hand()
        if not hand:
            self.focus = 0
            return
        if self.hints:
            playable = {a.tile for a in self.legal() if isinstance(a, Play)}
            for i, t in enumerate(hand):
                if t in playable:
                    self.focus = i
                    return
        self.focus = min(self.focus, len(hand) - 1)

    def on_intent(self, intent: Intent) -> None:
        """Every intent but BACK outside the end choice (the scene opens the menu for that)."""
        self.pulse = 0.0  # any key skips the animation
        if intent is Intent.HINTS:
            self.hints = not self.hints
            return
        if self.round_end_timer is not None and intent is Intent.CONFIRM:
            self.round_end_timer = 0.0  # skip the pause before the results
            return
        hotseat = self.game.hotseat
        if hotseat.handover is not None and intent in (Intent.CONFIRM, Intent.DRAW_PASS):
            hotseat.look_done()  # the tile was seen: on to the pass screen
            return
        if not self.my_turn():
            return
        if self.choosing_end:
            self._choose_end(intent)
            return
        if intent in (Intent.LEFT, Intent.UP, Intent.PREV):
            self.move_focus(-1)
        elif intent in (Intent.RIGHT, Intent.DOWN, Intent.NEXT):
            self.move_focus(1)
        elif intent is Intent.CONFIRM:
            self.activate_focused()
        elif intent is Intent.END_LEFT:
            self.play_focused(LEFT)
        elif intent is Intent.END_RIGHT:
            self.play_focused(RIGHT)
        elif intent is Intent.DRAW_PASS:
            self.draw_or_pass()

    def _choose_end(self, intent: Intent) -> None:
        if intent in (Intent.LEFT, Intent.END_LEFT):
            self.end_choice = LEFT
            if intent is Intent.END_LEFT:
                self.play_focused(LEFT)
        elif intent in (Intent.RIGHT, Intent.END_RIGHT):
            self.end_choice = RIGHT
            if intent is Intent.END_RIGHT:
                self.play_focused(RIGHT)
        elif intent is Intent.CONFIRM:
            self.play_focused(self.end_choice)
        elif intent in (Intent.UP, Intent.DOWN, Intent.NEXT, Intent.PREV):
            self.choosing_end = False
            self.move_focus(1 if intent in (Intent.DOWN, Intent.NEXT) else -1)

    def move_focus(self, step: int) -> None:
        hand = self.hand()
        if hand:
            self.focus = (self.focus + step) % len(hand)
            self.message = None

    def select(self, index: int) -> None:
        self.focus = index
        self.choosing_end = False

    def apply(self, action: Action) -> bool:
        self.message_timer = 0.0
        seat = self.game.screen_turn()
        if seat is None:
            return False
        result = self.game.apply(seat, action)
        if result.refusal is not None:
            self.message = result.refusal.say
            return False
        self.message = None
        self.choosing_end = False
        self.absorb()
        return True

    def activate_focused(self) -> None:
        legal = self.legal()
        if not any(isinstance(a, Play) for a in legal):
            self.draw_or_pass()
            return
        tile = self.focused_tile()
        if tile is None:
            return
        plays = plays_for(legal, tile)
        ends = self.game.spectator().ends
        if not plays:
            self.apply(Play(tile, LEFT))  # refused: the engine says why, in the one wording
        elif len(plays) == 1 or ends is None or ends[0] == ends[1]:
            self.apply(plays[0])
        else:
            self.choosing_end = True
            self.end_choice = LEFT
            self.message = say(N_("Which end? Left/Right, then Enter (or L/R)."))

    def play_focused(self, end: str) -> None:
        tile = self.focused_tile()
        if tile is None:
            return
        plays = plays_for(self.legal(), tile)
        chosen = [p for p in plays if p.end == end]
        if self.game.spectator().ends is None and plays:
            chosen = plays[:1]  # the first tile has no ends yet: either key lays it
        # A refused play gets the engine's reason (the wrong end, or no end) in the one wording.
        self.apply(chosen[0] if chosen else Play(tile, RIGHT if end == RIGHT else LEFT))

    def draw_or_pass(self) -> None:
        legal = self.legal()
        if any(isinstance(a, Draw) for a in legal):
            self.apply(DRAW)
        elif any(isinstance(a, Pass) for a in legal):
            self.apply(PASS)
        elif legal:
            self.message = Refusal(Reason.MUST_PLAY).say

    # --- the mouse, already hit-tested by the scene ----------------------------------------------
    def press_tile(self, index: int, pos: tuple[int, int]) -> None:
        self.select(index)
        self.drag = Drag(index, pos, pos)

    def move_drag(self, pos: tuple[int, int], threshold: int) -> None:
        if self.drag is None:
            return
        self.drag.pos = pos
        dx, dy = pos[0] - self.drag.start[0], pos[1] - self.drag.start[1]
        if dx * dx + dy * dy >= threshold * threshold:
            self.drag.moving = True

    def release(self, end_under_pointer: str | None) -> None:
        """The mouse button went up; `end_under_pointer` is the end it was dropped on, if any."""
        drag, self.drag = self.drag, None
        if drag is None or not self.my_turn():
            return
        self.focus = drag.index
        if not drag.moving:
            self.activate_focused()
        elif end_under_pointer is not None:
            self.play_focused(end_under_pointer)

    def message_text(self, lang: str) -> str:
        """The message on show in `lang`, halves named by their faces ("" when there is none)."""
        return self.message.text(lang, self.show_numbers) if self.message is not None else ""

    def take_sounds(self) -> list[SoundCue]:
        sounds, self.sounds = self.sounds, []
        return sounds

