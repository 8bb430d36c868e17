"""A game at a table, UI-free: turn flow over `engine.Match`, person / computer / remote seats,
computer seats thinking off the caller's thread with pacing, hot-seat reveal rules, a spectator
view, per-seat views and feedback returned as data. Used by the table screen, lesson games and
class play alike; pure (no pygame, no mido). See docs/architecture.md.
"""

from edu_domino.play.feedback import (
    REASON_TEXT,
    CueKind,
    Happening,
    Reason,
    Refusal,
    Say,
    SoundCue,
    Word,
    say,
)
from edu_domino.play.hotseat import HotSeat, Privacy
from edu_domino.play.moves import is_legal, plays_for, read_answer
from edu_domino.play.players import computer_player
from edu_domino.play.seats import Goal, Outcome, SeatKind, SeatSpec
from edu_domino.play.table import DEFAULT_PACE, MoveResult, TableGame
from edu_domino.play.views import SpectatorView

__all__ = [
    "DEFAULT_PACE", "REASON_TEXT", "CueKind", "Goal", "Happening", "HotSeat", "MoveResult", "Outcome", "Privacy",
    "Reason",
    "Refusal", "Say", "SeatKind", "SeatSpec", "SoundCue", "SpectatorView", "TableGame",
    "Word", "computer_player", "is_legal", "plays_for", "read_answer", "say",
]
