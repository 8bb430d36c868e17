"""The results in words: the scoring rule, and for each side what its number this round is made of
("Adds 36 + 3 = 39: its own 36 points left, plus Team A's 3 leftover points..."), so no number
on the results screen is left unexplained. No pygame here: the tests read these words directly.

Every sum is written with the numbers the engine scored (`RoundResult`), term by term, so a class
can check it; tests/ui/test_results_words.py holds hand-worked examples of every scoring rule.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from edu_domino.engine import RuleSet
from edu_domino.engine.choices import ClosedWinner, MatchEnd, RoundHow, Scoring, WinnerScores
from edu_domino.engine.events import RoundResult
from edu_domino.i18n import N_

Translate = Callable[..., str]  # (message id, **fields) -> text in the screen's language

_BONUS_WORDS = {
    "double": N_("Went out with a double: {n} points."),
    "both_ends": N_("Went out with a tile that fits both ends: {n} points."),
    "double_both_ends": N_("Went out with a double that fits both ends: {n} points."),
}


def sum_text(terms: Sequence[int]) -> str:
    """"12 + 8 + 5 = 25"; one term alone is just itself; sides holding nothing are left out.

    >>> sum_text([12, 0, 8, 5]), sum_text([7]), sum_text([0, 0])
    ('12 + 8 + 5 = 25', '7', '0')
    """
    shown = [t for t in terms if t] or [0]
    if len(shown) == 1:
        return str(shown[0])
    return " + ".join(map(str, shown)) + f" = {sum(shown)}"


def difference_text(others: Sequence[int], own: int) -> str:
    """"(19 − 5) + (12 − 5) = 21": each other side's points less the winner's own.

    >>> difference_text([19, 12], 5), difference_text([19, 12], 0), difference_text([9], 4)
    ('(19 − 5) + (12 − 5) = 21', '19 + 12 = 31', '9 − 4 = 5')
    """
    if not own:
        return sum_text(others)
    total = sum(p - own for p in others)
    if len(others) == 1:
        return f"{others[0]} − {own} = {total}"
    return " + ".join(f"({p} − {own})" for p in others) + f" = {total}"


def rule_words(rules: RuleSet, tr: Translate) -> list[str]:
    """How this game scores a hand, and how the match is won, in a sentence or two."""
    scoring = rules.scoring
    if scoring == Scoring.WINNER_TAKES:
        mode = rules.team_winner_scores if rules.is_team_game else rules.winner_scores
        if mode == WinnerScores.ALL:
            words = [tr(N_("The winner scores all the points left in the hands, their own side's too."))]
        else:
            words = [tr(N_("The winner scores the points left in the other hands."))]
    elif scoring == Scoring.LOSER_ACCUMULATES:
        words = [tr(N_("Points left in a hand count against its side: they are added to its total."))]
        if rules.is_team_game and rules.team_penalty:
            words.append(tr(N_("When a team goes out, its leftover points are added to each other team too.")))
    elif scoring == Scoring.DIFFERENCE:
        words = [tr(N_("The winner scores how many more points each other player holds than they do."))]
    else:
        words = [tr(N_("The side that wins the hand scores 1 point."))]
        if rules.bonuses:
            words.append(tr(N_("Going out with a double scores 2, with a tile that fits both ends 3, "
                               "with a double that fits both ends 4.")))
    if rules.match_end == MatchEnd.ELIMINATION:
        words.append(tr(N_("A side that reaches {n} points is out of the match."), n=rules.match_target))
    else:
        words.append(tr(N_("First to {n} points wins the match."), n=rules.match_target))
    return words


def side_words(rules: RuleSet, result: RoundResult, side: int, side_name: Callable[[int], str],
               went_out: str | None, tr: Translate) -> str:
    """What `side`'s points this round are made of. `side_name(s)` names a side, `went_out` is
    the name of the player who laid their last tile (None on a closed hand)."""
    held, points, winner = result.side_pips, result.points, result.winner_side
    others = [held[s] for s in range(len(held)) if s != side]
    scoring = rules.scoring
    if scoring == Scoring.LOSER_ACCUMULATES:
        words = _against_words(rules, result, side, side_name, went_out, tr)
    elif result.how == RoundHow.DRAWN:
        words = tr(N_("Scores nothing: a tie, so the hand is played again."))
    elif winner is None:
        words = tr(N_("Scores nothing: a tie."))
    elif side != winner:
        words = tr(N_("Scores nothing."))  # who won is said above the cards, and on the winner's
    elif scoring == Scoring.WINNER_TAKES:
        mode = rules.team_winner_scores if rules.is_team_game else rules.winner_scores
        if mode == WinnerScores.ALL and held[side]:
            words = tr(N_("Scores {sum}: the points left in every hand, its own too."),
                       sum=sum_text([held[side], *others]))
        else:
            words = tr(N_("Scores {sum}: the points left in the other hands."), sum=sum_text(others))
    elif scoring == Scoring.DIFFERENCE:
        if held[side]:
            words = tr(N_("Scores {sum}: each other player's points left, less its own {own}."),
                       sum=difference_text(others, held[side]), own=held[side])
        else:
            words = tr(N_("Scores {sum}: the points left in the other hands."), sum=sum_text(others))
    elif result.bonus:
        words = tr(_BONUS_WORDS[result.bonus], n=points[side])
    else:
        words = tr(N_("Wins the hand: 1 point."))
    if side in result.eliminated:
        words += " " + tr(N_("Reached {n} points: out of the match."), n=rules.match_target)
    return words


def _against_words(rules: RuleSet, result: RoundResult, side: int, side_name: Callable[[int], str],
                   went_out: str | None, tr: Translate) -> str:
    """Points that count against a side (seed 002): its own left, and in teams the penalty."""
    held, winner = result.side_pips, result.winner_side
    if result.how != RoundHow.OUT or winner is None:
        return tr(N_("Adds its {n} points left."), n=held[side])
    if side == winner:
        return tr(N_("Adds nothing: {name} went out."), name=went_out or side_name(side))
    penalty = held[winner] if rules.is_team_game and rules.team_penalty else 0
    if not penalty:
        return tr(N_("Adds its {n} points left."), n=held[side])
    return tr(N_("Adds {sum}: its own {own} points left, plus {side}'s {penalty} leftover points "
                 "(they go to each other team)."), sum=f"{held[side]} + {penalty} = {held[side] + penalty}",
              own=held[side], side=side_name(winner), penalty=penalty)


def how_words(rules: RuleSet, result: RoundResult, dealt: Sequence[int], names: Sequence[str],
              side_name: Callable[[int], str], tr: Translate) -> str:
    """How the hand ended, and on a close who held fewest and how a tie was settled. `dealt`:
    the seats dealt in this hand (sides already out of the match hold nothing and do not count)."""
    if result.how == RoundHow.OUT and result.winner_seat is not None:
        return tr(N_("{name} played their last tile."), name=names[result.winner_seat])
    if result.how == RoundHow.DRAWN:
        return tr(N_("A tie: the hand is played again."))
    by_player = rules.is_team_game and rules.closed_winner == ClosedWinner.PLAYER and rules.scoring != Scoring.LOSER_ACCUMULATES
    counts = {seat: result.pips[seat] for seat in dealt} if by_player else \
        {rules.side_of(seat): result.side_pips[rules.side_of(seat)] for seat in dealt}
    low = min(counts.values(), default=0)
    tied = len({rules.side_of(s) if by_player else s for s, n in counts.items() if n == low}) > 1
    winner = result.winner_side
    if winner is None:
        if tied and rules.scoring != Scoring.LOSER_ACCUMULATES:
            return tr(N_("Nobody can play. A tie at {n} points: nobody scores."), n=low)
        return tr(N_("Nobody can play."))
    if by_player and result.winner_seat is not None:
        words = tr(N_("Nobody can play. {name} holds the fewest points ({n}), so {side} wins."),
                   name=names[result.winner_seat], n=low, side=side_name(winner))
    else:
        words = tr(N_("Nobody can play. Fewest points: {side} ({n})."), side=side_name(winner), n=low)
    if tied:
        words += " " + tr(N_("A tie at {n}: the one nearest the player who opened the hand wins."), n=low)
    return words
