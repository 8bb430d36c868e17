"""Difficulty that rises with mastery: which levels of a skill the pupil may meet.

Level 1 is always open. Level L + 1 opens once the pupil has met enough of level L and knows
most of what they met (`OPEN_SEEN`, `OPEN_KNOWN`). New items come from open levels only,
lowest first, so the basics are covered before harder spellings appear. The teacher may cap
the levels (`progress.aims`: the highest level): `UpToLevel` leaves out the questions above it. Pure.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from .items import DrillItem
from .scheduler import ItemState

OPEN_SEEN = 4  # items of a level to have met (or all of them, if fewer) ...
OPEN_KNOWN = 0.75  # ... and the share of those met that must be known (box >= KNOWN_BOX)


def open_level(catalogue: Sequence[DrillItem], states: Mapping[str, ItemState]) -> int:
    """The highest level the pupil may be given new items from."""
    by_level: dict[int, list[DrillItem]] = {}
    for item in catalogue:
        by_level.setdefault(item.level, []).append(item)
    levels = sorted(by_level)
    if not levels:
        return 1
    reached = levels[0]
    for level in levels[:-1]:
        items = by_level[level]
        met = [states[i.key] for i in items if i.key in states]
        if len(met) < min(OPEN_SEEN, len(items)):
            break
        if sum(1 for s in met if s.known) < OPEN_KNOWN * len(met):
            break
        reached = levels[levels.index(level) + 1]
    return reached


def new_items(catalogue: Sequence[DrillItem], states: Mapping[str, ItemState]) -> list[DrillItem]:
    """Items the pupil has not met yet and may meet now, easiest first (stable order)."""
    top = open_level(catalogue, states)
    fresh = [i for i in catalogue if i.key not in states and i.level <= top]
    return sorted(fresh, key=lambda i: i.level)


class Catalogues(Protocol):
    """Where a skill's questions come from (`progress.drills.Drills`, or a capped view of it)."""

    def catalogue(self, skill: str) -> tuple[DrillItem, ...]: ...


@dataclass(frozen=True)
class UpToLevel:
    """The drills' questions up to the teacher's highest level (None: every level)."""

    drills: Catalogues
    top_level: int | None = None

    def catalogue(self, skill: str) -> tuple[DrillItem, ...]:
        items = self.drills.catalogue(skill)
        if self.top_level is None:
            return items
        return tuple(i for i in items if i.level <= self.top_level)
