"""The rules engine: pure Python, no pygame, no mido.

>>> m = Match(get_preset("clasico"), seed=7)
>>> m.round.opening_tile
Tile(a=6, b=6)
>>> events = m.apply(m.legal_actions()[0])
>>> type(events[0]).__name__
'Played'
"""

from edu_domino.engine.actions import (
    DRAW,
    LEFT,
    PASS,
    RIGHT,
    Action,
    Draw,
    Pass,
    Play,
    parse_action,
)
from edu_domino.engine.errors import (
    EngineError,
    IllegalAction,
    NotationError,
    ReplayError,
    RulesError,
)
from edu_domino.engine.events import (
    Drew,
    MatchEnded,
    Passed,
    Played,
    Reshuffled,
    RoundEnded,
    RoundResult,
    RoundStarted,
)
from edu_domino.engine.match import Deal, Match
from edu_domino.engine.presets import PRESETS, get_preset, preset_names
from edu_domino.engine.round import Round
from edu_domino.engine.rules import OPTION_DOCS, RuleSet
from edu_domino.engine.tiles import (
    Tile,
    TileSet,
    full_set,
    make_tile,
    parse_tile,
    set_size,
    tile_set,
)
from edu_domino.engine.view import PlayerView

__all__ = [
    "DRAW", "LEFT", "PASS", "RIGHT", "Action", "Draw", "Pass", "Play", "parse_action",
    "EngineError", "IllegalAction", "NotationError", "ReplayError", "RulesError",
    "Drew", "MatchEnded", "Passed", "Played", "Reshuffled", "RoundEnded", "RoundResult", "RoundStarted",
    "Deal", "Match", "PRESETS", "get_preset", "preset_names", "Round", "OPTION_DOCS", "RuleSet",
    "Tile", "TileSet", "full_set", "make_tile", "parse_tile", "set_size", "tile_set", "PlayerView",
]
