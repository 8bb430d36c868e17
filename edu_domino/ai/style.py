"""How the other players seem to choose, read from their plays this hand.

The expert's rollouts need a guess at how everybody else plays. A heavy-first player (like the
`greedy` level, or a careful human shedding points) and a player who lays any tile that fits
call for different guesses: a search that assumes heavy-first play against a random player
misreads the table. So for each other seat we weigh the two hypotheses on the evidence:

- every tile that seat laid on an open line is ranked by pips among the tiles it *could* have
  held that fitted then (not on the table, not ours): its percentile `x` in [0, 1];
- a heavy-first player's `x` runs high, a random player's is spread out (not uniform: with one
  or two rivals `x` is 0, 0.5 or 1). `_LIKELIHOOD_RATIO` holds, per fifth of [0, 1], how much
  likelier that `x` is from heavy-first play than from random play, as measured over 3,000 plays
  each of the `greedy` and `random` levels (musica pairs, double-six);
- a tile the seat lays later was in its hand at each of its earlier plays (unless it drew in
  between): if it fitted then and is heavier than what was laid, heavy-first play is nearly
  ruled out (`_PASSED_OVER`); if lighter, that is what heavy-first play does (`_KEPT_LIGHTER`);
- Bayes' rule from even odds gives the chance the seat plays heavy-first, and its rollout
  explore rate mixes the two: `HEAVY_EXPLORE` for heavy-first, 1.0 (any fitting tile) otherwise.

Only public plays and our own hand are used, so this cannot peek. With no evidence yet (the
first plays of a hand) the rate is the even mixture.
"""

from __future__ import annotations

from edu_domino.engine.events import Drew, Played
from edu_domino.engine.tiles import TileSet
from edu_domino.engine.view import PlayerView

HEAVY_EXPLORE = 0.15  # a heavy-first player still varies now and then
# P(x in the fifth | heavy-first) / P(x in the fifth | random), fifths of [0, 1] from the bottom.
# Measured: greedy 0.47, 0.33, 0.62, 0.83, 2.76 against random 1.18, 0.68, 0.76, 0.68, 1.72.
_LIKELIHOOD_RATIO = (0.40, 0.49, 0.81, 1.22, 1.60)
# A tile laid later that fitted, and was held, when a lighter one was laid: heavy-first players
# (nearly) never do that; random ones do it about half the time. The other way round (a lighter
# held tile kept for later) is what heavy-first play always does.
_PASSED_OVER = 0.1
_KEPT_LIGHTER = 1.8


def explore_rates(view: PlayerView, ts: TileSet, own: float = HEAVY_EXPLORE) -> list[float]:
    """The rollout explore rate per seat: `own` for this seat, read from the history for others."""
    me = view.seat
    mine = ts.mask_of(view.hand)
    for e in view.history:
        if isinstance(e, Played) and e.seat == me:
            mine |= 1 << ts.index[e.tile]
    odds = [1.0] * view.rules.players  # P(heavy-first) / P(random), per seat
    table = 0
    ends: tuple[int, int] | None = None
    # Per seat, its plays since it last drew: (tile, the ends it was laid on). A tile laid later
    # was already in the hand then, so a heavier one that fitted betrays a non-heavy-first player.
    held_since: dict[int, list] = {}
    for e in view.history:
        if isinstance(e, Drew):
            held_since[e.seat] = []
            continue
        if not isinstance(e, Played):
            continue
        bit = 1 << ts.index[e.tile]
        if e.seat != me and ends is not None:
            x = _percentile(ts, e.tile.pips, ts.with_value[ends[0]] | ts.with_value[ends[1]],
                            ts.all_mask & ~table & ~mine & ~bit)
            if x is not None:
                odds[e.seat] *= _LIKELIHOOD_RATIO[min(4, int(x * 5))]
            earlier = held_since.setdefault(e.seat, [])
            for tile, then in earlier:
                if then is not None and (e.tile.a in then or e.tile.b in then) and e.tile.pips != tile.pips:
                    odds[e.seat] *= _PASSED_OVER if e.tile.pips > tile.pips else _KEPT_LIGHTER
            earlier.append((e.tile, ends))
        table |= bit
        ends = e.ends
    rates = []
    for seat, ratio in enumerate(odds):
        heavy = ratio / (1 + ratio)
        rates.append(own if seat == me else heavy * HEAVY_EXPLORE + (1 - heavy))
    return rates


def _percentile(ts: TileSet, pips: int, fitting: int, others: int) -> float | None:
    """Where `pips` ranks among the other fitting tiles the player might have held (ties count
    half); None when it had no alternative that we know of."""
    rivals = fitting & others
    n = rivals.bit_count()
    if not n:
        return None
    below = equal = 0
    while rivals:
        low = rivals & -rivals
        rivals ^= low
        p = ts.pips[low.bit_length() - 1]
        below += p < pips
        equal += p == pips
    return (below + 0.5 * equal) / n
