"""The results screen's words: every number a side scores is explained by a sum the class can check.

Oracle: hand-worked examples of every scoring rule (the tiles each player holds, who went out,
and the points and words worked out by hand in the table below), not the scoring code: the engine
scores the same hands, and both must agree with the table."""

from __future__ import annotations

import re

import pytest

from edu_domino.engine import get_preset, make_tile, parse_tile
from edu_domino.engine.events import RoundResult
from edu_domino.engine.scoring import score_hand
from edu_domino.engine.tiles import TileSet
from edu_domino.i18n import translate
from edu_domino.ui.results_words import how_words, rule_words, side_words

NAMES = ("Ana", "Luis", "Marta", "Pedro", "Sofía", "Tiago")


def _hands(text: str) -> list[list]:
    """"6-6 | 5-3 4-1 | -": each seat's tiles, seats apart by "|" ("-": nothing left)."""
    return [[parse_tile(t) for t in seat.split() if t != "-"] for seat in text.split("|")]


def _result(rules, hands, how, out_seat=None, opener=0, last_play=None) -> RoundResult:
    ts = TileSet(rules.set_max)
    masks = [ts.mask_of(h) for h in hands]
    seats = tuple(range(rules.players))
    score = score_hand(rules, ts, masks, seats, opener, how, out_seat, last_play)
    totals = score.points
    return RoundResult(1, score.how, score.winner_seat, score.winner_side, score.pips, score.side_pips,
                       score.points, totals, score.bonus)


def _side_name(rules):
    return lambda side: f"Team {'ABC'[side]}" if rules.is_team_game else NAMES[side]


def _en(message, **fields):
    return translate("en", message, **fields)


# preset, options, hands per seat, how, who went out (or the hand's opener when closed),
# points per side worked out by hand, and words each side must say (side -> part of its sentence)
CASES = [
    # Classic: Ana goes out and scores the others' 12 + 8 + 5.
    ("clasico", {}, "- | 6-6 | 5-3 | 4-1", "out", 0, (25, 0, 0, 0),
     {0: "Scores 12 + 8 + 5 = 25: the points left in the other hands", 1: "Scores nothing."}),
    # Classic in pairs: the partner's 3 left count for the team that went out ("el resto").
    ("clasico", {"teams": 2}, "- | 6-6 | 2-1 | 5-3", "out", 0, (23, 0),
     {0: "Scores 3 + 20 = 23: the points left in every hand, its own too", 1: "Scores nothing."}),
    # Classic in pairs, closed: Luis holds the fewest (1), so Team B wins though Team A's total is lower.
    ("clasico", {"teams": 2}, "3-2 | 1-0 | 3-1 | 6-6", "closed", 0, (0, 22),
     {1: "Scores 13 + 9 = 22", "how": "Luis holds the fewest points (1), so Team B wins"}),
    # Music and maths, closed: Ana holds least (3) and scores the others' points, not her own.
    ("musica", {}, "2-1 | 4-3 | 5-5 | 6-2", "closed", 0, (25, 0, 0, 0),
     {0: "Scores 7 + 10 + 8 = 25: the points left in the other hands", "how": "Fewest points: Ana (3)"}),
    # Music and maths, closed with a tie at 3: Marta opened the hand, so she wins.
    ("musica", {}, "2-1 | 4-3 | 3-0 | 6-2", "closed", 2, (0, 0, 18, 0),
     {2: "Scores 3 + 7 + 8 = 18", "how": "A tie at 3: the one nearest the player who opened the hand wins"}),
    # Music and maths in pairs: the pair scores every hand, the partner's included.
    ("musica", {"teams": 2}, "- | 4-3 | 2-0 | 6-2", "out", 0, (17, 0),
     {0: "Scores 2 + 15 = 17: the points left in every hand, its own too"}),
    # Game room, three teams of two: Team A goes out holding 3 (Pedro's 2-1); each other team adds it.
    ("sala", {"set_max": 9, "players": 6, "teams": 3}, "- | 9-9 | 5-5 | 2-1 | 9-8 1-0 | 4-4", "out", 0,
     (0, 39, 21),
     {0: "Adds nothing: Ana went out",
      1: "Adds 36 + 3 = 39: its own 36 points left, plus Team A's 3 leftover points (they go to each other team)",
      2: "Adds 18 + 3 = 21"}),
    # Game room, each for themselves, closed: everybody adds what they hold; [0|0] alone counts 10.
    ("sala", {}, "0-0 | 1-1 | 6-5 3-3 | 4-2", "closed", 0, (10, 2, 17, 6),
     {0: "Adds its 10 points left", 2: "Adds its 17 points left"}),
    # Double twelve (seed 003's example): A 5, B 19, C 12 -> A scores 14 + 7 = 21.
    ("doble-doce", {"players": 3}, "5-0 | 12-7 | 12-0", "closed", 0, (21, 0, 0),
     {0: "Scores (19 − 5) + (12 − 5) = 21: each other player's points left, less its own 5"}),
    # Double twelve, Ana goes out: the differences from 0 are the others' whole counts.
    ("doble-doce", {"players": 3}, "- | 12-7 | 12-0", "out", 0, (31, 0, 0),
     {0: "Scores 19 + 12 = 31: the points left in the other hands"}),
    # Brazilian pairs: a hand won is 1 point.
    ("faraes", {}, "- | 6-6 | 2-1 | 5-3", "out", 0, (1, 0), {0: "Wins the hand: 1 point", 1: "Scores nothing."}),
    # Brazilian pairs, closed with both pairs at 10: a drawn hand, played again.
    ("faraes", {}, "4-1 | 6-1 | 3-2 | 2-1", "closed", 0, (0, 0),
     {0: "Scores nothing: a tie, so the hand is played again", "how": "A tie: the hand is played again"}),
    # Classic where a tie scores nothing (tie="no_points"): Ana and Luis both hold 3.
    ("clasico", {"tie": "no_points"}, "2-1 | 3-0 | 6-6 | 5-4", "closed", 0, (0, 0, 0, 0),
     {0: "Scores nothing: a tie", "how": "A tie at 3 points: nobody scores"}),
]


@pytest.mark.parametrize(("preset", "options", "hands", "how", "seat", "points", "words"), CASES)
def test_each_sides_words_match_the_hand_worked_example(preset, options, hands, how, seat, points, words):
    rules = get_preset(preset, **options)
    held = _hands(hands)
    result = _result(rules, held, how, out_seat=seat if how == "out" else None,
                     opener=seat if how == "closed" else 0)
    assert result.points == points
    name = _side_name(rules)
    went_out = NAMES[seat] if how == "out" else None
    said = {side: side_words(rules, result, side, name, went_out, _en) for side in range(rules.n_sides)}
    said["how"] = how_words(rules, result, range(rules.players), NAMES, name, _en)
    for key, part in words.items():
        assert part in said[key], (key, said[key])
    for side in range(rules.n_sides):  # every sum written adds up to what the side scored
        for terms, total in re.findall(r"([\d()+− ]+) = (\d+)", said[side]):
            assert eval(terms.replace("−", "-")) == int(total) == points[side], said[side]  # noqa: S307


def test_a_bonus_is_said_with_its_points():
    rules = get_preset("faraes", bonuses=True)
    result = _result(rules, _hands("- | 6-6 | 2-1 | 5-3"), "out", out_seat=0, last_play=(make_tile(5, 5), True))
    assert result.points == (4, 0)
    assert side_words(rules, result, 0, _side_name(rules), "Ana", _en) == \
        "Went out with a double that fits both ends: 4 points."


def test_the_side_that_reaches_the_limit_is_told_it_is_out():
    rules = get_preset("sala", players=2)
    scored = _result(rules, _hands("- | 6-6 5-5"), "out", out_seat=0)
    result = RoundResult(3, scored.how, 0, 0, scored.pips, scored.side_pips, scored.points, (40, 112), None,
                         eliminated=(1,))
    assert side_words(rules, result, 1, _side_name(rules), "Ana", _en) == \
        "Adds its 22 points left. Reached 100 points: out of the match."


# preset, options -> the rule's sentences must say
RULES = [
    ("clasico", {}, "The winner scores all the points left in the hands", "First to 50 points"),
    ("musica", {}, "The winner scores the points left in the other hands", "First to 50 points"),
    ("sala", {"set_max": 9, "players": 6, "teams": 3}, "its leftover points are added to each other team",
     "reaches 100 points is out"),
    ("doble-doce", {}, "how many more points each other player holds", "First to 100 points"),
    ("faraes", {"bonuses": True}, "Going out with a double scores 2", "First to 6 points"),
]


@pytest.mark.parametrize(("preset", "options", "rule", "target"), RULES)
def test_the_scoring_rule_is_said_in_words(preset, options, rule, target):
    said = " ".join(rule_words(get_preset(preset, **options), _en))
    assert rule in said and target in said


@pytest.mark.parametrize("language", ["es", "pt"])
def test_the_words_are_translated(language):
    rules = get_preset("sala", set_max=9, players=6, teams=3)
    result = _result(rules, _hands("- | 9-9 | 5-5 | 2-1 | 9-8 1-0 | 4-4"), "out", out_seat=0)

    def tr(message, **fields):
        return translate(language, message, **fields)

    said = side_words(rules, result, 1, lambda s: "ABC"[s], "Ana", tr)
    assert "36 + 3 = 39" in said and said != side_words(rules, result, 1, lambda s: "ABC"[s], "Ana", _en)
