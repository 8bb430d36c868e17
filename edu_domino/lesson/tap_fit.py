"""Where the pupil's "one" was: the offset that best fits all the taps to the written onsets.

A musician listening to a pupil does not take the first tap as the beat: one late start does not
make every later note early. So the taps are slid against the written onsets to the offset that
fits best, the one that makes the sum of the notes' errors smallest: the middle one of their
errors (the median). For an even count any offset between the two middle errors fits as well;
of those, the one nearest to the first tap being on time is taken, so a note is exactly on time
and a mistake is never split between two notes to look half as big (swung eighths stay late
second eighths; two even taps for a dotted quarter and an eighth leave the eighth early).

Which tap answers which note depends on the offset, and the offset on the pairing, so a few
starting offsets are tried (the first tap on the first note; the taps matched note for note,
with up to two taps missing or extra at the start) and each is refined until it settles. Of
those, the one with the most notes on time wins (a musician hears the notes that were right
first), then the one whose errors add up to least.
"""

from __future__ import annotations

from collections.abc import Sequence

Pairs = list[tuple[int | None, int | None]]


def median_near(values: Sequence[float], preferred: float) -> float:
    """The middle value; for an even count, the value between the two middle ones nearest to
    `preferred`."""
    ordered = sorted(values)
    low, high = ordered[(len(ordered) - 1) // 2], ordered[len(ordered) // 2]
    return min(max(preferred, low), high)


def align(onsets: Sequence[float], taps: Sequence[float], skip: float) -> Pairs:
    """The order-keeping pairing of onsets with taps that costs least: a pair costs its timing
    error, an onset with no tap or a tap with no onset costs `skip`. So a tap a little late is
    that note's tap (shown "late"), and a tap in a rest is left over rather than stolen by the
    next note. Returns (onset index, tap index) pairs, one side None when unpaired."""
    n, m = len(onsets), len(taps)
    inf = float("inf")
    cost = [[inf] * (m + 1) for _ in range(n + 1)]
    cost[0][0] = 0.0
    for i in range(n + 1):
        for j in range(m + 1):
            here = cost[i][j]
            if i < n and j < m:
                cost[i + 1][j + 1] = min(cost[i + 1][j + 1], here + abs(taps[j] - onsets[i]))
            if i < n:
                cost[i + 1][j] = min(cost[i + 1][j], here + skip)
            if j < m:
                cost[i][j + 1] = min(cost[i][j + 1], here + skip)
    pairs: Pairs = []
    i, j = n, m
    while i or j:  # walk back along a cheapest path, preferring pairs
        if i and j and cost[i][j] == cost[i - 1][j - 1] + abs(taps[j - 1] - onsets[i - 1]):
            pairs.append((i - 1, j - 1))
            i, j = i - 1, j - 1
        elif i and cost[i][j] == cost[i - 1][j] + skip:
            pairs.append((i - 1, None))
            i -= 1
        else:
            pairs.append((None, j - 1))
            j -= 1
    return pairs[::-1]


def _errors(onsets: Sequence[float], taps: Sequence[float], origin: float, pairs: Pairs) -> list[float]:
    """Each paired note's error (tap minus written), in the order of the taps."""
    return [taps[j] - origin - onsets[i] for i, j in pairs if i is not None and j is not None]


def _settle(onsets: Sequence[float], taps: Sequence[float], origin: float, skip: float,
            windows: Sequence[float]) -> tuple[float, Pairs, tuple[int, float]]:
    """Refine `origin` (pair, move to the middle error, pair again) until it stays put; returns
    the origin, its pairing and its score (lower is better: fewer notes off time, then cost)."""
    pairs = align(onsets, [t - origin for t in taps], skip)
    for _ in range(4):
        errors = _errors(onsets, taps, origin, pairs)
        shift = median_near(errors, errors[0]) if errors else 0.0
        if abs(shift) < 1e-9:
            break
        origin += shift
        pairs = align(onsets, [t - origin for t in taps], skip)
    errors = _errors(onsets, taps, origin, pairs)
    unpaired = sum(1 for i, j in pairs if i is None or j is None)
    on_time = sum(1 for i, j in pairs if i is not None and j is not None
                  and abs(taps[j] - origin - onsets[i]) <= windows[i] + 1e-9)
    return origin, pairs, (len(onsets) - on_time, sum(abs(e) for e in errors) + skip * unpaired)


def best_fit(onsets: Sequence[float], taps: Sequence[float], skip: float,
             windows: Sequence[float]) -> tuple[float, Pairs]:
    """The offset of the rhythm's 0.0 in the taps' clock, and which tap answers which onset.
    `taps` sorted; `skip` what a note with no tap (or a tap with no note) costs; `windows` how
    far off each note's tap may be and still be on time."""
    if not taps or not onsets:
        return (taps[0] if taps else 0.0), align(onsets, list(taps), skip)
    starts = [taps[0] - onsets[0]]  # first the old reference: it wins a tie
    for shift in range(-2, 3):
        matched = [taps[i + shift] - onsets[i] for i in range(len(onsets)) if 0 <= i + shift < len(taps)]
        if matched:
            starts.append(median_near(matched, matched[0]))
    best: tuple[float, Pairs, tuple[int, float]] | None = None
    for start in starts:
        settled = _settle(onsets, taps, start, skip, windows)
        if best is None or settled[2][0] < best[2][0] or (
                settled[2][0] == best[2][0] and settled[2][1] < best[2][1] - 1e-9):
            best = settled
    assert best is not None
    return best[0], best[1]
