"""A team's hand on several phones: two pupils hold one seat, one proposes, the captain
confirms; a whole match over WebSockets where neither phone ever sees another seat's tiles; and
the majority rule, worked by hand."""

from __future__ import annotations

import asyncio
import random

import aiohttp
import pytest
from classplay_helpers import Device, fast_game, running, tiles_mentioned, ws_url

from edu_domino.classplay.team_hand import Rule, TeamHand
from edu_domino.engine import DRAW, PASS, Play
from edu_domino.engine.tiles import full_set

MAX_MOVES = 2000


def move_of(state: dict, rng: random.Random) -> dict:
    you = state["you"]
    if you["plays"]:
        return {"type": "play", **rng.choice(you["plays"])}
    return {"type": "draw"} if you["can_draw"] else {"type": "pass"}


def table_key(state: dict) -> tuple:
    table = state["table"]
    return table["round"], table["turn"], tuple(table["hand_counts"]), len(table["line"]), table["match_over"]


async def moved_on(device: Device, before: dict) -> dict:
    """The first state after `before` in which the table itself changed (not only a proposal)."""
    return await device.wait_for(lambda m: m.get("type") == "state" and m["version"] > before["version"]
                                 and table_key(m) != table_key(before))


async def play_as_a_team(server, table) -> tuple[list[Device], dict]:
    """Ana (the captain) and Bruno share seat 0 against three computers. On each turn of theirs
    Bruno proposes, Ana confirms; every third turn Ana plays straight away."""
    rng = random.Random(3)
    counts = {"proposed": 0, "confirmed": 0, "captain_played": 0}
    links = table.member_links()
    async with aiohttp.ClientSession() as http:
        ana, bruno = [await Device(http, ws_url(server, link["token"])).open() for link in links]
        for d in (ana, bruno):
            await d.wait_for(lambda m: m.get("type") == "state")
        turns = 0
        for _ in range(MAX_MOVES):
            state = bruno.last_state()
            if state["table"]["match_over"]:
                break
            if not state["you"]["your_turn"]:
                await bruno.next_message(lambda m: m.get("type") == "state")
                continue
            turns += 1
            move = move_of(state, rng)
            if turns % 3 == 0:
                await ana.send(move)
                await ana.next_message(lambda m: m.get("type") in ("done", "refused"))
                counts["captain_played"] += 1
                await moved_on(bruno, state)
                continue
            await bruno.send(move)
            reply = await bruno.next_message(lambda m: m.get("type") in ("proposed", "refused", "done"))
            assert reply["type"] == "proposed", reply
            counts["proposed"] += 1
            seen = await ana.wait_for(lambda m, v=state["version"]: m.get("type") == "state" and m["version"] > v
                                      and (m["you"]["team"]["proposal"] or {}).get("move") is not None)
            assert seen["you"]["team"]["proposal"]["by"] == 1
            await ana.send({"type": "vote", "yes": True})
            reply = await ana.next_message(lambda m: m.get("type") in ("done", "refused", "proposed"))
            assert reply["type"] == "done", reply
            counts["confirmed"] += 1
            await moved_on(bruno, state)
        for d in (ana, bruno):
            await d.close()
    return [ana, bruno], counts


def test_a_two_pupil_team_plays_a_whole_match_from_two_phones_and_sees_only_its_own_hand():
    table, _ = fast_game(seats="device,greedy,greedy,greedy", seed=9, team_phones={0: ["Ana", "Bruno"]})
    with running(table) as server:
        phones, counts = asyncio.run(asyncio.wait_for(play_as_a_team(server, table), 240))
        assert table.over
    assert counts["confirmed"] > 5 and counts["captain_played"] > 2
    for phone in phones:
        states = [m for m in phone.messages if m.get("type") == "state"]
        assert states[-1]["table"]["match_over"]
        team = states[-1]["table"]["seats"][0]["team"]
        assert {key: team[key] for key in ("members", "rule", "confirms", "proposed_by")} == {
            "members": ["Ana", "Bruno"], "rule": "captain", "confirms": "Ana", "proposed_by": None}
        for message in phone.messages:
            mentioned = tiles_mentioned(message)
            if message.get("type") != "state":
                assert not mentioned, message
                continue
            own = {t["id"] for t in message["you"]["hand"]}
            line = {t["id"] for t in message["table"]["line"]}
            assert message["you"]["seat"] == 0
            assert mentioned <= own | line, mentioned - own - line
            assert tiles_mentioned(message["table"]) <= line


def test_a_proposal_the_rules_refuse_is_refused_at_once_and_not_kept():
    table, _ = fast_game(seats="device,greedy,greedy,greedy", seed=9, team_phones={0: ["Ana", "Bruno"]})
    try:
        not_ours = next(t for t in full_set(6) if t not in table.game.seat_view(0).hand)
        result = table.team_move(0, 1, Play(not_ours, "L"))
        assert result is not None and result.refusal is not None
        assert table.team_hands[0].current(table.game.version) is None
    finally:
        table.close()


@pytest.mark.parametrize(("members", "votes", "decided"), [
    # three phones here: two yeses decide (the proposer's counts), two noes turn it down
    (3, [(1, True)], True),
    (3, [(1, False), (2, False)], False),
    (3, [(1, False)], None),
    # four phones: three of four needed
    (4, [(1, True)], None),
    (4, [(1, True), (2, True)], True),
])
def test_majority_rule(members, votes, decided):
    team = TeamHand([f"P{i}" for i in range(members)], Rule.MAJORITY)
    for m in team.members:
        m.connections = 1
    assert team.propose(0, DRAW, version=7) is None
    outcome = None
    for member, yes in votes:
        outcome = team.vote(member, yes, version=7)
    if decided is True:
        assert outcome == DRAW
    else:
        assert outcome is None
        assert (team.current(7) is None) == (decided is False)


def test_a_captains_own_proposal_is_played_and_a_stale_proposal_is_gone():
    team = TeamHand(["Ana", "Bruno"], Rule.CAPTAIN)
    assert team.propose(0, PASS, version=3) == PASS
    assert team.propose(1, DRAW, version=3) is None
    assert team.vote(1, True, version=3) is None  # only the captain confirms
    assert team.current(4) is None  # the table changed: the proposal is gone
    with pytest.raises(ValueError, match="2 to 5"):
        TeamHand(["Solo"])
