"""Reading a move and saying why one is refused, from one seat's view: pure functions the table
game (and through it the lesson game and class play) uses.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

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
from edu_domino.engine.choices import Refused
from edu_domino.i18n import N_
from edu_domino.play.feedback import Reason, Refusal, Word


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


Judge = Callable[[Action], Refused | None]  # the engine's one judgment (Round.refused)


def resolve(view: PlayerView, answer: object, judge: Judge) -> Action | Refusal:
    """The action `answer` means for the seat of `view` (on turn), or why it cannot be played,
    as `judge` (the engine) says.

    A bare tile is played on the end it fits; when it fits two different ends the pupil is asked
    which one. Never raises."""
    try:
        action = read_answer(answer)
    except NotationError:
        return Refusal(Reason.UNREADABLE)
    if isinstance(action, Tile):
        fits = plays_for(view.legal, action)
        ends = {a.end for a in fits}
        if len(ends) > 1 and view.ends and view.ends[0] != view.ends[1]:
            return Refusal(Reason.BOTH_ENDS, (("tile", str(action)),))
        action = fits[0] if fits else Play(action, LEFT)
    if isinstance(action, Play) and not view.ends and action.end != LEFT:
        action = Play(action.tile, LEFT)  # the first tile of a line has one place: either end means it
    why = judge(action)
    return action if why is None else refusal(view, action, why)


# The engine's reasons as a pupil hears them: the refusals of the opening and of drawing name
# what to do instead (play the tile that opens, pass).
_PUPIL_REASON = {
    Refused.ROUND_OVER: Reason.ROUND_OVER,
    Refused.NOT_A_TILE: Reason.NOT_IN_HAND,
    Refused.NOT_IN_HAND: Reason.NOT_IN_HAND,
    Refused.NOT_AN_END: Reason.UNREADABLE,
    Refused.NOT_AN_ACTION: Reason.UNREADABLE,
    Refused.OPENS_WITH: Reason.MUST_PLAY,
    Refused.FIRST_DOUBLE: Reason.MUST_PLAY,
    Refused.FIRST_IS_LEFT: Reason.WRONG_END,
    Refused.DOES_NOT_FIT: Reason.DOES_NOT_FIT,
    Refused.WRONG_END: Reason.WRONG_END,
    Refused.MUST_PLAY: Reason.MUST_PLAY,
    Refused.MUST_DRAW: Reason.MUST_DRAW,
    Refused.NO_DRAWING: Reason.MUST_PASS,
    Refused.BONEYARD_EMPTY: Reason.MUST_PASS,
    Refused.ALREADY_DREW: Reason.MUST_PASS,
}


def refusal(view: PlayerView, action: Action, why: Refused) -> Refusal:
    """The engine's reason `why` for refusing `action`, with the fields its words name."""
    reason = _PUPIL_REASON[why]
    args: tuple[tuple[str, object], ...] = ()
    if isinstance(action, Play) and reason in (Reason.NOT_IN_HAND, Reason.DOES_NOT_FIT, Reason.WRONG_END):
        end: object = str(action.end)
        if reason is Reason.WRONG_END:  # worded "... the left end": the end as a word
            end = Word(N_("left") if action.end == LEFT else N_("right"))
        args = (("tile", str(action.tile)), ("end", end))
        if view.ends:
            args += (("left", view.ends[0]), ("right", view.ends[1]))
    return Refusal(reason, args)
