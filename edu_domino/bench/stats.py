"""Intervals the strength benchmarks quote."""

from __future__ import annotations

import math


def wilson(won: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion (sound near 0 and 1, unlike p +- 2se).

    >>> [round(x, 3) for x in wilson(60, 100)]
    [0.502, 0.691]
    """
    if n == 0:
        return (0.0, 1.0)
    p = won / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))
