"""Computer opponents for game steps: the levels of `edu_domino.ai` (random, greedy, expert).

An opponent only ever gets a view, the legal moves and a random generator; the game step plays
them through `edu_domino.play.TableGame`, which runs them off the caller's thread.
"""

from __future__ import annotations

from edu_domino.ai import get_player


def check_level(level: str) -> str | None:
    """None when `level` names an opponent, else 'what is wrong; how to fix it'."""
    try:
        get_player(level)
    except ValueError as exc:
        return str(exc)
    return None
