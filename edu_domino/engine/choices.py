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
