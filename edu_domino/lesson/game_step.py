"""A game step's table: the pupil at seat 0, the step's computer opponents around them, all on
`edu_domino.play.TableGame` (the same game as the free table). The runner and the lesson screen
drive it; opponents think off the caller's thread through `game.update(dt)`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from edu_domino.play import Goal, Happening, SeatKind, SeatSpec, SoundCue, TableGame

if TYPE_CHECKING:
    from edu_domino.lesson.kinds.game import GameStep

PUPIL = 0
LESSON_PACE = 0.8  # seconds between computer moves in a lesson game


def start_game(step: GameStep, tempo: int, seed: int) -> TableGame:
    assert step.rules is not None
    rules = step.rules
    seats = [SeatSpec("P1")] + [
        SeatSpec(f"P{seat + 1}", SeatKind.COMPUTER, step.opponents[(seat - 1) % len(step.opponents)])
        for seat in range(1, rules.players)
    ]
    from edu_domino.faces import FaceOptions

    return TableGame(rules, seats, seed=seed, faces=FaceOptions(step.faces, step.difficulty, step.spellings), tempo=tempo,
                     pace=LESSON_PACE, goal=Goal(step.play))


def placement_sounds(happenings: tuple[Happening, ...]) -> tuple[SoundCue, ...]:
    """What a move sounds like in a lesson: a tile laid on an end is heard against that end
    (halves, then the confirming cue); the round's first tile as itself."""
    return tuple(h.meets or h.sound for h in happenings if h.sound is not None)
