"""Values with a fixed set of spellings, as StrEnums that read and write as their text.

A member equals its text (`End.LEFT == "L"`), prints as it (`str(End.LEFT) == "L"`), and its repr
is the text's repr, so messages, replay documents and doctests read as before; `End("L")` reads
text back. Misspellings fail where they are read instead of deep in the rules.

>>> End("R") is End.RIGHT, repr(End.LEFT), f"{Boneyard.DRAW_ONE}"
(True, "'L'", 'draw_one')
"""

from __future__ import annotations

from enum import StrEnum


class Choice(StrEnum):
    """A StrEnum whose repr is its text's (so `{value!r}` in a message stays `'draw_one'`)."""

    def __repr__(self) -> str:
        return repr(self.value)


class End(Choice):
    """An end of the line. Seed 002's G/D and the words left/right are read by parse_action."""

    LEFT = "L"
    RIGHT = "R"


class RoundHow(Choice):
    """How a round ended."""

    OUT = "out"  # someone went out
    CLOSED = "closed"  # nobody could play
    DRAWN = "drawn"  # a tie, replayed


class Opening(Choice):
    """What the first tile of a hand may be: the tile that decided the opener, any double, any tile."""

    TILE = "tile"
    DOUBLE = "double"
    ANY = "any"


class Refused(Choice):
    """Why the engine refuses an action: one reason each, worded once (engine.refusals)."""

    ROUND_OVER = "round_over"
    NOT_A_TILE = "not_a_tile"  # not a tile of the set being played
    NOT_AN_END = "not_an_end"
    NOT_AN_ACTION = "not_an_action"
    NOT_IN_HAND = "not_in_hand"
    OPENS_WITH = "opens_with"  # this hand opens with one named tile
    FIRST_DOUBLE = "first_double"  # the first tile must be a double
    FIRST_IS_LEFT = "first_is_left"  # the first tile is written with L: the line has no ends yet
    DOES_NOT_FIT = "does_not_fit"  # fits neither end
    WRONG_END = "wrong_end"  # fits the other end, not the one asked for
    NO_DRAWING = "no_drawing"  # these rules have no boneyard to draw from
    MUST_PLAY = "must_play"  # drew or passed with a tile that fits
    BONEYARD_EMPTY = "boneyard_empty"  # tried to draw with nothing left: pass
    ALREADY_DREW = "already_drew"  # draw_one: one tile a turn
    MUST_DRAW = "must_draw"  # passed while a draw is still allowed


class ReshuffleReason(Choice):
    DOUBLES_IN_HAND = "doubles_in_hand"
    NO_DOUBLE = "no_double"


# Rule options (see rules.OPTION_DOCS for what each choice means).
class Boneyard(Choice):
    NONE = "none"
    DRAW_ONE = "draw_one"
    DRAW_UNTIL_PLAYABLE = "draw_until_playable"


class PlayDrawn(Choice):
    MAY = "may"
    MUST = "must"


class Opener(Choice):
    HOLDER_OF_TILE = "holder_of_tile"
    HIGHEST_DOUBLE = "highest_double"


class NoDouble(Choice):
    RESHUFFLE = "reshuffle"
    HIGHEST_PIPS = "highest_pips"


class FirstTile(Choice):
    DECIDING = "deciding"
    DOUBLE = "double"
    ANY = "any"


class LaterHands(Choice):
    ROTATE = "rotate"
    DECIDE = "decide"


class Direction(Choice):
    COUNTERCLOCKWISE = "counterclockwise"
    CLOCKWISE = "clockwise"


class Scoring(Choice):
    WINNER_TAKES = "winner_takes"
    LOSER_ACCUMULATES = "loser_accumulates"
    DIFFERENCE = "difference"
    HANDS_WON = "hands_won"


class WinnerScores(Choice):
    OPPONENTS = "opponents"
    ALL = "all"


class ClosedWinner(Choice):
    SIDE = "side"
    PLAYER = "player"


class Tie(Choice):
    REPLAY = "replay"
    HAND_HOLDER = "hand_holder"
    NO_POINTS = "no_points"


class MatchEnd(Choice):
    TARGET = "target"
    ELIMINATION = "elimination"
