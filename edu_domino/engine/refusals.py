"""The engine's words for why it refuses an action: one wording per reason (engine.choices.Refused),
for replay files, the command line and `IllegalAction`. Screens word the same reasons for a
pupil in play.feedback."""

from __future__ import annotations

from typing import TYPE_CHECKING

from edu_domino.engine.actions import LEFT, Action, Draw, Play
from edu_domino.engine.choices import Refused
from edu_domino.i18n import _

if TYPE_CHECKING:
    from edu_domino.engine.round import Round


def refusal_text(reason: Refused, rnd: Round, action: Action) -> str:
    """`reason` in words, with what `action` and the round at `rnd` add to it."""
    tile = action.tile if isinstance(action, Play) else None
    if reason == Refused.ROUND_OVER:
        return _("the round is over")
    if reason == Refused.NOT_A_TILE:
        return _("{tile} is not a tile of double-{n}", tile=tile, n=rnd.ts.n)
    if reason == Refused.NOT_AN_END:
        return _("{end!r} is not an end; use L or R", end=action.end if isinstance(action, Play) else action)
    if reason == Refused.NOT_AN_ACTION:
        return _("{action!r} is not an action", action=action)
    if reason == Refused.NOT_IN_HAND:
        return _("seat {seat} does not hold {tile}", seat=rnd.turn, tile=tile)
    if reason == Refused.OPENS_WITH:
        return _("this hand opens with {tile}", tile=rnd.opening_tile)
    if reason == Refused.FIRST_DOUBLE:
        return _("the first tile must be a double")
    if reason == Refused.FIRST_IS_LEFT:
        return _("the first tile is written with L: the line has no ends yet")
    if reason in (Refused.DOES_NOT_FIT, Refused.WRONG_END):
        assert isinstance(action, Play)
        if action.end == LEFT:
            return _("{tile} does not fit the left end ({value})", tile=tile, value=rnd.left)
        return _("{tile} does not fit the right end ({value})", tile=tile, value=rnd.right)
    if reason == Refused.NO_DRAWING:
        return _("these rules have no drawing: the tiles left over are set aside")
    if reason == Refused.MUST_PLAY:
        if isinstance(action, Draw):
            return _("you can play a tile, so you may not draw")
        playable = ", ".join(str(t) for t in rnd.ts.tiles_of(rnd.playable(rnd.hands[rnd.turn])))
        return _("you can play ({tiles}), so you may not pass", tiles=playable)
    if reason == Refused.BONEYARD_EMPTY:
        return _("the boneyard is empty; pass")
    if reason == Refused.ALREADY_DREW:
        return _("you have already drawn this turn; pass")
    return _("draw from the boneyard before passing")  # Refused.MUST_DRAW
