"""Computer players. Each chooses from one player's view, the legal moves and a random
generator, nothing else (see docs/ai.md). Pure: no pygame, no mido.

`get_player(name, **options)` builds a level: `random`, `greedy` or `expert`.
"""

from edu_domino.ai.base import LEVELS, Player, get_player

__all__ = ["LEVELS", "Player", "get_player"]
