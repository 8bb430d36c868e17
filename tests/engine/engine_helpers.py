"""Scripted deals for the engine tests: write hands as text, let the helper fill the rest."""

from __future__ import annotations

from edu_domino.engine import Deal, Match, RuleSet, full_set, parse_tile
from edu_domino.engine.replay import resolve_action


def tiles(text: str):
    return tuple(parse_tile(t) for t in text.split())


def make_deal(rules: RuleSet, hands: list[str], boneyard: str = "", rest_to: int | None = None) -> Deal:
    """A deal with the given hands (one text per seat, "" for a seat not dealt in) and boneyard top.

    Tiles not named go to the end of the boneyard in set order, or, with `rest_to=s`, to the
    hand of seat s (filling it to the hand size is then up to the caller).
    """
    named = [tiles(h) for h in hands]
    bone = list(tiles(boneyard))
    used = {t for h in named for t in h} | set(bone)
    assert len(used) == sum(len(h) for h in named) + len(bone), "a tile is named twice"
    rest = [t for t in full_set(rules.set_max) if t not in used]
    if rest_to is None:
        bone.extend(rest)
    else:
        named[rest_to] = named[rest_to] + tuple(rest)
    return Deal(tuple(named), tuple(bone))


def play(match: Match, *actions: str) -> list:
    """Apply actions written in replay notation (a bare tile gets the one end it fits)."""
    events: list = []
    for text in actions:
        events.extend(match.apply(resolve_action(match, text)))
    return events
