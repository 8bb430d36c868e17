"""A replayed round drawn after every action, as the projector shows it: `edu-domino screenshot
table OUTDIR --replay FILE --every-move` (docs/ui.md), so anyone can check a whole round's board.

The first seat is the person at the projector (their hand is shown, as in a game against the
computer); the other seats are computers whose moves come from the replay, not from thinking.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from edu_domino.engine.replay import resolve_action
from edu_domino.engine.replay_parse import Replay
from edu_domino.faces import FaceOptions
from edu_domino.play import SeatKind, SeatSpec, TableGame
from edu_domino.ui.app import App
from edu_domino.ui.game_setup import GameSetup


class ReplayShotError(ValueError):
    """The replay cannot be shown as asked (no such round)."""


@dataclass(frozen=True)
class Shot:
    number: int  # 0: the round dealt, nothing played; then one per action of the round
    action: str | None  # the action as the replay writes it


def table_of(app: App, replay: Replay, faces: str):
    """The table scene for `replay`'s match, pushed on `app` and not yet played."""
    from edu_domino.ui.scenes.table import TableScene

    seats = tuple(SeatSpec(s.name) if i == 0 else SeatSpec(s.name, SeatKind.COMPUTER, "greedy")
                  for i, s in enumerate(replay.seats))
    seed = replay.seed if replay.seed is not None else 0
    game = TableGame(replay.rules, seats, seed=seed, deals=list(replay.deals) or None,
                     faces=FaceOptions(faces))
    setup = GameSetup(replay.preset, dict(replay.options), seats, faces, "single", seed)
    scene = TableScene(app, setup, game)
    app.push(scene)
    return scene


def every_move(app: App, replay: Replay, round_number: int, faces: str) -> Iterator[Shot]:
    """Play `replay` on a table scene and stop after each action of round `round_number` (and once
    before its first), with the screen drawn as it then stands. Raises ReplayShotError when the
    replay has no such round, and the replay's own errors when an action does not fit."""
    scene = table_of(app, replay, faces)
    game = scene.game
    shown = 0
    for i, text in enumerate(replay.actions):
        if game.round_over:
            if game.match.round.number >= round_number:
                break
            game.next_round()
        if game.match.round.number == round_number and shown == 0:
            yield _drawn(app, scene, 0, None)
            shown = 1
        action = resolve_action(game.match, text, f"actions[{i}]")
        result = game.apply(game.turn, action)
        if not result.ok:
            raise ReplayShotError(f"actions[{i}]: {text} is refused here ({result.refusal})")
        if game.match.round.number == round_number:
            yield _drawn(app, scene, shown, text)
            shown += 1
    if shown == 0:
        raise ReplayShotError(f"the replay has no round {round_number} (its actions end in round "
                              f"{game.match.round.number})")


def _drawn(app: App, scene, number: int, action: str | None) -> Shot:
    control = scene.control
    control.absorb()
    control.pulse = 0.0  # the tile already in its place: the still picture after the move
    scene.renderer.settle()
    app.draw()
    return Shot(number, action)
