"""Random play over thousands of hands for every preset, set, player count and team layout.

At every step: every tile is in exactly one place (a hand, the boneyard, the line), the line
joins up and its ends are the open ends, every listed action passes the engine's own check and
an unlisted one is refused. At every round end the points are recomputed here, independently,
from the scoring rule, and the match ends exactly when its rule says.
"""

from __future__ import annotations

import random

import pytest

from edu_domino.engine import (
    DRAW,
    PASS,
    IllegalAction,
    Match,
    Play,
    Played,
    RoundEnded,
    get_preset,
)


def _configs():
    out = []
    for players in (2, 3, 4):
        out.append(("clasico", {"players": players}))
        out.append(("musica", {"players": players}))
    out.append(("clasico", {"players": 4, "teams": 2}))
    out.append(("musica", {"players": 4, "teams": 2}))
    out.append(("faraes", {}))
    out.append(("faraes", {"bonuses": True}))
    for players in (2, 3, 4):
        out.append(("sala", {"players": players}))
    out.append(("sala", {"players": 4, "teams": 2}))
    for set_max in (9, 12):
        for players in (2, 3, 5, 7, 10):
            out.append(("sala", {"set_max": set_max, "players": players}))
        for players, teams in ((4, 2), (6, 2), (6, 3), (8, 2), (8, 4), (9, 3), (10, 2), (10, 5)):
            out.append(("sala", {"set_max": set_max, "players": players, "teams": teams}))
    for players in range(2, 7):
        out.append(("doble-doce", {"players": players}))
    out.append(("doble-doce", {"players": 4, "set_max": 9}))
    return out


CONFIGS = _configs()
MATCHES = 40  # per configuration; most matches have several rounds


def _side_pips_reference(rules, rnd):
    pips = {}
    for s in rnd.seats:
        hand = rnd.hand(s)
        alone = rules.double_blank_alone and len(hand) == 1 and hand[0].pips == 0
        pips[s] = rules.double_blank_alone if alone else sum(t.pips for t in hand)
    side = [0] * rules.n_sides
    for s, p in pips.items():
        side[rules.side_of(s)] += p
    return pips, side


def _check_result(rules, rnd, result, before):
    pips, side = _side_pips_reference(rules, rnd)
    assert result.pips == tuple(pips.get(s, 0) for s in range(rules.players))
    assert result.side_pips == tuple(side)
    active = sorted({rules.side_of(s) for s in rnd.seats})
    w = result.winner_side
    pts = result.points
    assert result.totals == tuple(b + p for b, p in zip(before, pts, strict=True))
    assert all(pts[s] == 0 for s in range(rules.n_sides) if s not in active)
    if rnd.how == "out":
        assert result.how == "out" and w == rules.side_of(rnd.out_seat) and not rnd.hands[rnd.out_seat]
    else:
        assert result.how in ("closed", "drawn")
    if rules.scoring == "loser_accumulates":
        if result.how == "out":
            penalty = side[w] if rules.team_penalty and rules.is_team_game else 0
            assert pts[w] == 0
            assert all(pts[s] == side[s] + penalty for s in active if s != w)
        else:
            assert all(pts[s] == side[s] for s in active)
        return
    if result.how == "drawn":
        assert rules.tie == "replay" and w is None and not any(pts)
        return
    if w is None:
        assert rules.tie == "no_points" and not any(pts)
        return
    assert all(pts[s] == 0 for s in active if s != w)
    others = sum(side[s] for s in active if s != w)
    if rules.scoring == "winner_takes":
        mode = rules.team_winner_scores if rules.is_team_game else rules.winner_scores
        assert pts[w] == (others + side[w] if mode == "all" else others)
    elif rules.scoring == "difference":
        assert pts[w] == sum(side[s] - side[w] for s in active if s != w)
    else:
        assert pts[w] == (1 if not rules.bonuses else pts[w]) and pts[w] in (1, 2, 3, 4)
    if result.how == "closed":
        if getattr(rules, "closed_winner", "side") == "side":
            assert side[w] == min(side[s] for s in active)
        else:  # the side of the player holding the fewest pips
            assert min(pips[s] for s in rnd.seats if rules.side_of(s) == w) == min(pips.values())


def _check_position(m, line_tiles, n_tiles):
    rnd = m.round
    masks = [rnd.hands[s] for s in range(m.rules.players)]
    stock = 0
    for t in rnd.boneyard:
        stock |= 1 << m.ts.index[t]
    on_line = 0
    for t in line_tiles:
        on_line |= 1 << m.ts.index[t]
    places = masks + [stock, on_line]
    assert sum(p.bit_count() for p in places) == n_tiles  # each tile once ...
    union = 0
    for p in places:
        union |= p
    assert union == m.ts.all_mask  # ... and none missing
    line = list(rnd.line)
    assert len(line) == len(line_tiles)
    if line:
        assert all(a[1] == b[0] for a, b in zip(line, line[1:], strict=False))
        assert rnd.ends == (line[0][0], line[-1][1])


def _play_match(rules, seed, counters):
    rng = random.Random(seed)
    m = Match(rules, seed=seed)
    n_tiles = len(m.ts)
    line_tiles = []
    steps = 0
    while True:
        rnd = m.round
        before = m.scores
        line_tiles.clear()
        while not rnd.over:
            steps += 1
            assert steps < 20_000, "a match that never ends"
            legal = m.legal_actions()
            assert legal, "a player with nothing to do"
            for a in legal:
                assert rnd.check(a) is None
            if steps % 7 == 0:  # something not listed is refused with a reason
                held = rnd.hand(rnd.turn)
                probes = [PASS, DRAW] + [Play(t, e) for t in held[:3] for e in "LR"]
                for probe in probes:
                    if probe not in legal:
                        with pytest.raises(IllegalAction) as info:
                            m.apply(probe)
                        assert str(info.value)
            action = legal[rng.randrange(len(legal))]
            events = m.apply(action)
            for e in events:
                if isinstance(e, Played):
                    line_tiles.append(e.tile)
                    assert e.tile == action.tile
            _check_position(m, line_tiles, n_tiles)
        ended = [e for e in events if isinstance(e, RoundEnded)]
        assert len(ended) == 1
        _check_result(rules, rnd, ended[0].result, before)
        counters["rounds"] += 1
        counters[ended[0].result.how] += 1
        _check_match_end(m)
        if m.over:
            return m
        m.next_round()


def _check_match_end(m):
    rules = m.rules
    totals = m.scores
    if rules.match_end == "elimination":
        out = {s for s in range(rules.n_sides) if totals[s] >= rules.match_target}
        assert m.eliminated == out
        left = rules.n_sides - len(out)
        assert m.over == (left <= 1)
    else:
        assert m.over == (max(totals) >= rules.match_target)
        if m.over and m.winner_side is not None:
            assert totals[m.winner_side] == max(totals)


@pytest.mark.parametrize(("preset", "options"), CONFIGS, ids=[f"{p}-{o}" for p, o in CONFIGS])
def test_random_matches_keep_every_invariant(preset, options):
    rules = get_preset(preset, **options)
    counters = {"rounds": 0, "out": 0, "closed": 0, "drawn": 0}
    for k in range(MATCHES):
        _play_match(rules, seed=1000 * k + len(options), counters=counters)
    assert counters["rounds"] >= MATCHES
    assert counters["out"] > 0


def test_the_configurations_cover_every_preset_and_set():
    seen = {(p, o.get("set_max", get_preset(p).set_max)) for p, o in CONFIGS}
    assert {p for p, _ in seen} == {"clasico", "faraes", "sala", "doble-doce", "musica"}
    assert {s for p, s in seen if p == "sala"} == {6, 9, 12}
