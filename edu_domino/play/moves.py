"""Reading a move and saying why one is refused, from one seat's view: pure functions the table
game (and through it the lesson game and class play) uses.
"""

from __future__ import annotations

from collections.abc import Sequence

from edu_domino.engine import (
    LEFT,
    Action,
    Draw,
    NotationError,
    Pass,
    Play,
    PlayerView,
    Tile,
    parse_action,
)
from edu_domino.play.feedback import Reason, Refusal


def is_legal(action: object, legal: Sequence[Action]) -> bool:
    # Compare types too: a Play is a tuple, and DRAW/PASS are singletons of their own classes.
    return any(type(a) is type(action) and a == action for a in legal)


def plays_for(legal: Sequence[Action], tile: Tile) -> list[Play]:
    """The legal plays of `tile` (one per end it fits)."""
    return [a for a in legal if isinstance(a, Play) and a.tile == tile]


def read_answer(answer: object) -> Action | Tile:
    """An action, a bare tile (end left out) or replay notation text; NotationError otherwise."""
    if isinstance(answer, Play | Draw | Pass | Tile):
        return answer
    return parse_action(str(answer))


def resolve(view: PlayerView, answer: object) -> Action | Refusal:
    """The action `answer` means for the seat of `view` (on turn), or why it cannot be played.

    A bare tile is played on the end it fits; when it fits two different ends the pupil is asked
    which one. Never raises."""
    try:
        action = read_answer(answer)
    except NotationError:
        return Refusal(Reason.UNREADABLE)
    legal = view.legal
    if isinstance(action, Tile):
        fits = plays_for(legal, action)
        ends = {a.end for a in fits}
        if len(ends) > 1 and view.ends and view.ends[0] != view.ends[1]:
            return Refusal(Reason.BOTH_ENDS, (("tile", str(action)),))
        action = fits[0] if fits else Play(action, LEFT)
    if isinstance(action, Play) and not view.ends and action.end != LEFT:
        action = Play(action.tile, LEFT)  # the first tile of a line has one place: either end means it
    if is_legal(action, legal):
        return action
    return refusal(view, action)


def refusal(view: PlayerView, action: Action) -> Refusal:
    """Why `action` (not legal) cannot be played now by the seat of `view`."""
    legal = view.legal
    if isinstance(action, Play):
        tile = action.tile
        args: tuple[tuple[str, object], ...] = (("tile", str(tile)), ("end", str(action.end)))
        if view.ends:
            args += (("left", view.ends[0]), ("right", view.ends[1]))
        if tile not in view.hand:
            return Refusal(Reason.NOT_IN_HAND, args)
        if plays_for(legal, tile) and view.ends:
            return Refusal(Reason.WRONG_END, args)
        if view.ends:
            return Refusal(Reason.DOES_NOT_FIT, args)
    if any(isinstance(a, Play) for a in legal):
        return Refusal(Reason.MUST_PLAY)
    if any(isinstance(a, Draw) for a in legal):
        return Refusal(Reason.MUST_DRAW)
    return Refusal(Reason.MUST_PASS)
