"""Difficulty that rises with mastery: which levels of a skill the pupil may meet.

Level 1 is always open. Level L + 1 opens once the pupil has met enough of level L and knows
most of what they met (`OPEN_SEEN`, `OPEN_KNOWN`). New items come from open levels only,
lowest first, so the basics are covered before harder spellings appear. Pure.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

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
