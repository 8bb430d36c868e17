"""The order choices are offered in, for practice drills and lesson steps alike. Pure.

Two rules, so that the right answer is never where a pupil would guess (first, the focused one)
and a question looks the same every time it is asked (everything is seeded by a text naming it):
- numbers read as a number line (rising), the right one at a seeded place among three plausible
  wrong ones: first, last or between (`number_line`);
- anything else (tiles, halves) in a seeded order (`seeded_order`).

>>> number_line("any seed", 0, [1, 2, 3], 24)  # nothing below 0: the right one comes first
(0, 1, 2, 3)
>>> number_line("any seed", 24, [23, 22, 20], 24)  # nothing above the top: it comes last
(20, 22, 23, 24)
>>> seeded_order("edu-domino/shuffle/notes-1/match", 4)
[3, 0, 2, 1]
"""

from __future__ import annotations

import random
from collections.abc import Sequence

CHOICES = 4  # numbers offered by `number_line`


def number_line(seed: str, right: int, near: Sequence[int], top: int, count: int = CHOICES) -> tuple[int, ...]:
    """`right` and `count - 1` plausible wrong numbers from `near` (padded with the nearest ones),
    all within 0..`top`, in rising order with the right one at a seeded place."""
    rng = random.Random(seed)
    below_room = right  # 0 .. right-1
    above_room = top - right
    wanted_below = min(rng.randrange(count), below_room)
    if count - 1 - wanted_below > above_room:
        wanted_below = count - 1 - above_room
    picked: list[int] = []
    for side, many in ((-1, wanted_below), (1, count - 1 - wanted_below)):
        plausible = [n for n in dict.fromkeys(near) if 0 <= n <= top and (n - right) * side > 0]
        rng.shuffle(plausible)
        chosen = plausible[:many]
        step = 1
        while len(chosen) < many:  # pad with the nearest numbers on that side
            n = right + side * step
            if n not in chosen:
                chosen.append(n)
            step += 1
        picked += chosen
    return tuple(sorted([right, *picked]))


def seeded_order(seed: str, count: int) -> list[int]:
    """A shuffled order of `count` places (`order[i]` is the written place shown i-th)."""
    order = list(range(count))
    random.Random(seed).shuffle(order)
    return order
