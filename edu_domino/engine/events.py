"""What happened. Every engine call returns the events it caused; the UI draws them, audio sounds
them, progress records them. `Drew.tile` is hidden (None) in other players' views."""

from __future__ import annotations

from dataclasses import MISSING, dataclass, fields
from typing import Any

from edu_domino.engine.choices import ReshuffleReason, RoundHow
from edu_domino.engine.tiles import Tile


def _fast_init(cls):
    """Give a frozen slots dataclass an `__init__` that fills its slots through their
    descriptors: the same object, still frozen, built about twice as fast as by the generated
    `__init__` (which calls `object.__setattr__` once per field). The engine builds an event
    per action, so this shows in every simulation."""
    namespace: dict[str, Any] = {}
    params, body = [], []
    for i, f in enumerate(fields(cls)):
        namespace[f"_set{i}"] = getattr(cls, f.name).__set__
        if f.default is not MISSING:
            namespace[f"_default{i}"] = f.default
            params.append(f"{f.name}=_default{i}")
        else:
            params.append(f.name)
        body.append(f"    _set{i}(self, {f.name})")
    source = f"def __init__(self, {', '.join(params)}):\n" + "\n".join(body) + "\n"
    exec(source, namespace)  # noqa: S102 - built from the class's own field names
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    cls.__init__ = init
    return cls


@_fast_init
@dataclass(frozen=True, slots=True)
class RoundStarted:
    round_number: int  # 1-based
    opener: int  # the seat that holds the hand (lleva la mano)
    seats: tuple[int, ...]  # the seats dealt in, in turn order from the opener
    hand_size: int
    boneyard: int  # tiles left after the deal (drawable or set aside, see rules.boneyard)
    opening_tile: Tile | None  # the tile the opener must lay, when the rules fix one
    replayed: bool = False  # a drawn hand played again


@_fast_init
@dataclass(frozen=True, slots=True)
class Reshuffled:
    reason: ReshuffleReason
    seat: int | None  # who showed the doubles, when that was the reason
    shown: tuple[Tile, ...] = ()  # the doubles shown face up (seed 001, art. 3)


@_fast_init
@dataclass(frozen=True, slots=True)
class Played:
    seat: int
    tile: Tile
    end: str  # End.LEFT or End.RIGHT (an action's end, as given)
    ends: tuple[int, int]  # the open ends after the play


@_fast_init
@dataclass(frozen=True, slots=True)
class Drew:
    seat: int
    tile: Tile | None  # None when the viewer may not see it
    boneyard: int  # tiles left after the draw


@_fast_init
@dataclass(frozen=True, slots=True)
class Passed:
    seat: int


@_fast_init
@dataclass(frozen=True, slots=True)
class RoundResult:
    round_number: int
    how: RoundHow
    winner_seat: int | None  # who went out, or the seat that wins a closed hand
    winner_side: int | None
    pips: tuple[int, ...]  # per seat, as counted for scoring ([0|0] alone may count 10)
    side_pips: tuple[int, ...]
    points: tuple[int, ...]  # per side, this round
    totals: tuple[int, ...]  # per side, after this round
    bonus: str | None = None  # hands-won bonus name, when one applied
    eliminated: tuple[int, ...] = ()  # sides eliminated by this round


@_fast_init
@dataclass(frozen=True, slots=True)
class RoundEnded:
    result: RoundResult


@_fast_init
@dataclass(frozen=True, slots=True)
class MatchEnded:
    winner_side: int | None
    totals: tuple[int, ...]
    rounds: int


Event = RoundStarted | Reshuffled | Played | Drew | Passed | RoundEnded | MatchEnded
