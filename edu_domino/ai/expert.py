"""The `expert` level: determinized Monte Carlo search under hidden information.

For each decision with a real choice it repeats, until its time budget runs out (or one action
is clearly ahead):
1. deal the tiles it cannot see at random, consistently with what it saw (see `belief`);
2. for every legal action, play that world to the end of the hand with a quick policy
   (`SimRound.playout`, the same random stream for each action, so they are compared fairly);
3. score the outcome for its own side with the rule set's scoring (`utility_for`).
It then takes the action with the best mean. Partners share a side, so it plays for the team;
keeping or laying a drawn tile (where the rules allow) is just another legal action compared.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence

from edu_domino.ai.belief import infer
from edu_domino.ai.sim import Rollouts, SimRound, encode_move
from edu_domino.ai.style import explore_rates
from edu_domino.engine.actions import Action
from edu_domino.engine.choices import FirstTile, Opening, Scoring
from edu_domino.engine.core import OPENING_OF
from edu_domino.engine.events import RoundStarted
from edu_domino.engine.rules import RuleSet
from edu_domino.engine.tiles import tile_set
from edu_domino.engine.view import PlayerView

DEFAULT_BUDGET_MS = 100.0
# Stop early once the best action is clearly ahead (checked every _CHECK_EVERY worlds).
_MIN_WORLDS = 48
_CHECK_EVERY = 16
_Z = 2.5
# How much winning the hand counts beside the points, per scoring (points are scaled to ~1).
_WIN_WEIGHT = {Scoring.WINNER_TAKES: 1.0, Scoring.DIFFERENCE: 1.0, Scoring.HANDS_WON: 0.0,
               Scoring.LOSER_ACCUMULATES: 0.25}


class ExpertPlayer:
    """Options: `budget_ms` (time per decision; 0 = no time limit), `samples` (most worlds
    per decision; 0 = no limit) and `explore` (how often a rollout plays a random tile).
    With `budget_ms=0` and `samples=N` it is deterministic for a given view and generator.
    `cpu_budget`: count the budget in the CPU time of the thinking thread, not on the wall
    clock, so a busy machine slows the expert down but does not weaken it (benchmarks use it
    to measure on a shared machine what the budget buys on a quiet one)."""

    name = "expert"
    # It computes for tens of milliseconds a move: a caller with a frame loop runs it in another
    # process (edu_domino.play), where it cannot hold the frame thread's interpreter lock.
    thinks_long = True

    def __init__(self, budget_ms: float = DEFAULT_BUDGET_MS, samples: int = 0, explore: float = 0.15,
                 cpu_budget: bool = False) -> None:
        if budget_ms < 0 or samples < 0:
            raise ValueError("budget_ms and samples must be 0 or more")
        if not budget_ms and not samples:
            raise ValueError("give a time budget (budget_ms) or a number of samples")
        self.budget_ms = float(budget_ms)
        self.samples = int(samples)
        self.explore = float(explore)
        self.clock: Callable[[], float] = time.thread_time if cpu_budget else time.perf_counter

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        clock = self.clock
        deadline = clock() + self.budget_ms / 1000 if self.budget_ms else None
        ts = tile_set(view.rules.set_max)
        moves = [encode_move(a, ts.index) for a in legal]
        belief = infer(view)
        value = utility_for(view.rules, view.seats, view.my_side)
        template = _world(view, ts)
        rollouts = Rollouts(ts, explore_rates(view, ts, self.explore))
        values: list[list[float]] = [[] for _ in moves]  # utility per action, per world
        done = 0
        while True:
            hidden, stock = belief.sample(rng)
            root = template.copy()
            for seat, mask in hidden.items():
                root.hands[seat] = mask
            root.stock = stock
            seed = rng.getrandbits(32)
            for k, move in enumerate(moves):
                sim = root.copy()
                sim.apply_move(move)
                rollouts.play(sim, seed)
                values[k].append(value(sim))
            done += 1
            if self.samples and done >= self.samples:
                break
            if deadline is not None and clock() >= deadline:
                break
            if done >= _MIN_WORLDS and done % _CHECK_EVERY == 0 and _clear_winner(values):
                break  # more worlds would not change the choice: keep the table moving
        return legal[_best(values)]


def _best(values: list[list[float]]) -> int:
    """The action with the best mean (the first listed on a tie)."""
    sums = [sum(v) for v in values]
    return max(range(len(values)), key=lambda k: (sums[k], -k))


def _clear_winner(values: list[list[float]]) -> bool:
    """Whether the best action leads every other by `_Z` standard errors of the paired
    difference (the same worlds were played for every action)."""
    best = _best(values)
    n = len(values[best])
    for k, other in enumerate(values):
        if k == best:
            continue
        diffs = [a - b for a, b in zip(values[best], other, strict=True)]
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        if mean == 0 and var == 0:
            continue  # the same outcome in every world: equivalent moves (one tile, equal ends)
        if mean <= 0 or mean * mean * n <= _Z * _Z * var:
            return False
    return True


def utility_for(rules: RuleSet, seats: tuple[int, ...], mine: int) -> Callable[[SimRound], float]:
    """How good a finished hand is for side `mine` at a table of `seats`, under the rule set's
    scoring: what depends only on the rules is worked out once (the expert scores thousands of
    rollouts a decision)."""
    others = sorted({rules.side_of(s) for s in seats} - {mine})
    scale = _scale(rules)
    loser_accumulates = rules.scoring == Scoring.LOSER_ACCUMULATES
    hands_won = rules.scoring == Scoring.HANDS_WON
    win_weight = _WIN_WEIGHT[Scoring(rules.scoring)]

    def value(sim: SimRound) -> float:
        winner, points = sim.result()
        if loser_accumulates:  # points count against you
            gain = sum(points[s] for s in others) / len(others) - points[mine]
        else:
            gain = points[mine] - max(points[s] for s in others)
        if hands_won:
            return gain
        won = 0.0 if winner is None else (1.0 if winner == mine else -1.0)
        return gain / scale + win_weight * won

    return value


def _scale(rules: RuleSet) -> float:
    """About one hand's pips: the points of a hand are compared on that scale."""
    n = rules.set_max
    return n * (n + 1) * (n + 2) / 2 / rules.players


def _world(view: PlayerView, ts) -> SimRound:
    """The table as the view shows it; the hidden hands and the boneyard are filled per sample."""
    hands = [0] * view.rules.players
    hands[view.seat] = ts.mask_of(view.hand)
    start = next(e for e in reversed(view.history) if isinstance(e, RoundStarted))
    opening, opening_index = Opening.ANY, -1
    if start.opening_tile is not None:
        opening = OPENING_OF[FirstTile(view.rules.first_tile)]
        opening_index = ts.index[start.opening_tile]
    left, right = view.ends if view.ends is not None else (-1, -1)
    return SimRound(
        view.rules, ts, view.seats, view.opener, hands, [], opening, opening_index, left, right,
        turn=view.seat, drawn=view.drawn_this_turn,
    )
