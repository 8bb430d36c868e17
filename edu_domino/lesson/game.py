"""A game step in play: the engine's Match, computer opponents, and each placement checked and
sounded. The UI's table drives `GameSession` directly; the runner wraps it as one step.

The pupil sits at seat 0. Opponents move only when asked (`opponent_move()`), so the UI can pace
them with its own clock; tests just loop.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from edu_domino.engine import (
    DRAW,
    Action,
    Draw,
    IllegalAction,
    Match,
    Pass,
    Play,
    Played,
    Tile,
    parse_action,
)
from edu_domino.engine.errors import NotationError
from edu_domino.faces import (
    FaceOptions,
    Spelling,
    first_heard_half,
    heard_spellings,
    spelling_for_half,
)
from edu_domino.lesson import opponents
from edu_domino.lesson import sounds as snd
from edu_domino.lesson.sounds import Sound
from edu_domino.lesson.steps import GameStep
from edu_domino.lesson.texts import say

PUPIL = 0


@dataclass(frozen=True)
class Placement:
    """What one move did: who, what, the engine's events and the sounds to play."""

    seat: int
    action: Action
    events: tuple
    sounds: tuple[Sound, ...]


class GameSession:
    def __init__(self, step: GameStep, tempo: int, seed: int) -> None:
        assert step.rules is not None
        self.step = step
        self.tempo = tempo
        self.seed = seed
        self.match = Match(step.rules, seed=seed)
        self.faces = FaceOptions(step.faces, step.difficulty)
        self._rng = random.Random(seed)
        self._choosers = [opponents.make(level) for level in step.opponents]
        self.history: list[Placement] = []

    # -- reading ----------------------------------------------------------------------------
    @property
    def done(self) -> bool:
        if self.step.play == "round":
            return self.match.round_over
        return self.match.over

    @property
    def pupil_to_move(self) -> bool:
        return not self.match.round_over and not self.match.over and self.match.turn == PUPIL

    @property
    def between_rounds(self) -> bool:
        """A round ended and the match goes on: the UI shows the scores, then `next_round()`."""
        return self.match.round_over and not self.done

    def spelling(self, tile: tuple[int, int], half: int) -> Spelling:
        """The face a half shows in this game (the same whichever way the tile is turned)."""
        return spelling_for_half(self.faces, self.seed, tile, half)

    def won(self) -> bool | None:
        """Did the pupil's side win (the match, or the one round)? None while playing or on a tie."""
        if not self.done:
            return None
        side = self.match.rules.side_of(PUPIL)
        if self.step.play == "match":
            return None if self.match.winner_side is None else self.match.winner_side == side
        result = self.match.results[-1]
        return None if result.winner_side is None else result.winner_side == side

    # -- acting -----------------------------------------------------------------------------
    def opponent_move(self) -> Placement:
        """Let the computer player on turn move. Only when it is not the pupil's turn."""
        if self.pupil_to_move or self.match.round_over:
            raise IllegalAction("it is not a computer player's turn")
        seat = self.match.turn
        chooser = self._choosers[(seat - 1) % len(self._choosers)]
        legal = self.match.legal_actions()
        action = chooser(self.match.view(seat), legal, self._rng)
        if not any(type(a) is type(action) and a == action for a in legal):
            action = legal[0]  # a faulty player must not stall the lesson
        return self._apply(seat, action)

    def next_round(self) -> tuple:
        return tuple(self.match.next_round())

    def read(self, answer: object) -> Action | Tile:
        if isinstance(answer, Play | Draw | Pass | Tile):
            return answer
        return parse_action(str(answer))

    def try_play(self, answer: object, lang: str) -> tuple[Placement | None, str]:
        """(placement, '') when the pupil's move is legal, else (None, a hint in `lang`)."""
        if not self.pupil_to_move:
            return None, say("hint.wait", lang)
        try:
            action = self.read(answer)
        except NotationError:
            return None, say("hint.unreadable", lang)
        legal = self.match.legal_actions()
        view = self.match.view(PUPIL)
        if isinstance(action, Tile):
            fits = [a for a in legal if isinstance(a, Play) and a.tile == action]
            ends = {a.end for a in fits}
            if len(ends) > 1 and view.ends and view.ends[0] != view.ends[1]:
                return None, say("hint.both_ends", lang)
            action = fits[0] if fits else Play(action, "L")
        # Compare types too: the engine's DRAW and PASS are empty tuples, so DRAW == PASS.
        if any(type(a) is type(action) and a == action for a in legal):
            return self._apply(PUPIL, action), ""
        tile = action.tile if isinstance(action, Play) else None
        if tile is not None and tile not in view.hand:
            return None, say("hint.not_in_hand", lang)
        if tile is not None and view.ends:
            return None, say("hint.chain", lang, left=view.ends[0], right=view.ends[1])
        if any(isinstance(a, Play) for a in legal):
            return None, say("hint.must_play", lang)
        return None, say("hint.draw" if DRAW in legal else "hint.pass", lang)

    def _apply(self, seat: int, action: Action) -> Placement:
        before = self.match.view(seat)
        events = tuple(self.match.apply(action))
        sounds: tuple[Sound, ...] = ()
        for event in events:
            if isinstance(event, Played):
                sounds = self._placement_sounds(event, before.line)
        placement = Placement(seat, action, events, sounds)
        self.history.append(placement)
        return placement

    def _placement_sounds(self, event: Played, line: tuple[tuple[int, int], ...]) -> tuple[Sound, ...]:
        """The laid tile as drawn, the half that meets the line first (the one rule of
        docs/sound.md), then the confirming chord."""
        tile = (event.tile.a, event.tile.b)
        ends = (line[0][0], line[-1][1]) if line else None
        first = first_heard_half(tile, event.end, ends)
        keys = tuple(s.key for s in heard_spellings(self.faces, self.seed, tile, first))
        return (snd.Sound(snd.MATCH, keys, right=True, tempo=self.tempo),)
