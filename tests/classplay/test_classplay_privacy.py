"""Four devices play a whole clasico match over WebSockets; no message to seat k ever names a
tile of another hand, and the public table adds up with what the hands show."""

from __future__ import annotations

import asyncio
import random

import aiohttp
from classplay_helpers import Device, fast_game, running, tiles_mentioned, ws_url

MAX_MOVES = 2000  # a clasico match to 50 points takes a few rounds of at most 28 plays each


def choose(state: dict, rng: random.Random) -> dict:
    you = state["you"]
    if you["plays"]:
        return {"type": "play", **rng.choice(you["plays"])}
    return {"type": "draw"} if you["can_draw"] else {"type": "pass"}


async def play_match(server, table, seed: int) -> list[Device]:
    rng = random.Random(seed)
    async with aiohttp.ClientSession() as http:
        devices = [await Device(http, ws_url(server, s.token)).open() for s in table.seats]
        for d in devices:
            await d.wait_for(lambda m: m.get("type") == "state")
        moves = 0
        acted_on: dict[int, int] = {}  # seat -> version it last acted on
        while True:
            assert moves < MAX_MOVES, "the match did not end"
            latest = [d.last_state() for d in devices]
            if any(s["table"]["match_over"] for s in latest):
                break
            mover = next((i for i, s in enumerate(latest)
                          if s["you"]["your_turn"] and acted_on.get(i) != s["version"]), None)
            if mover is None:
                # nobody can move on what they have seen: wait for the next state anywhere
                counts = [len(d.messages) for d in devices]
                await asyncio.wait(
                    [asyncio.create_task(d.wait_for(lambda m: m.get("type") == "state", start=c))
                     for d, c in zip(devices, counts, strict=True)],
                    return_when=asyncio.FIRST_COMPLETED, timeout=30)
                continue
            acted_on[mover] = latest[mover]["version"]
            await devices[mover].send(choose(latest[mover], rng))
            moves += 1
        for d in devices:
            await d.close()
        return devices


def test_a_whole_match_over_websockets_never_shows_a_device_another_hand():
    table, _ = fast_game(seed=5)
    with running(table) as server:
        devices = asyncio.run(asyncio.wait_for(play_match(server, table, seed=5), 240))
        assert table.over
    rounds_played = set()
    for k, device in enumerate(devices):
        states = [m for m in device.messages if m.get("type") == "state"]
        assert states[-1]["table"]["match_over"]
        for message in device.messages:
            mentioned = tiles_mentioned(message)
            if message.get("type") != "state":
                assert not mentioned, message  # refusals and acks name no tile at all
                continue
            own = {t["id"] for t in message["you"]["hand"]}
            line = {t["id"] for t in message["table"]["line"]}
            assert message["you"]["seat"] == k
            assert len(own) == message["table"]["hand_counts"][k]
            # every tile named anywhere in it is the seat's own or already face up on the line
            assert mentioned <= own | line, (k, mentioned - own - line)
            # and the public part, all the projector ever draws, names only tiles on the line
            assert tiles_mentioned(message["table"]) <= line
            rounds_played.add(message["table"]["round"])
    # the hands the four devices were shown at the same moment never overlap
    by_version: dict[int, dict[int, set[str]]] = {}
    for k, device in enumerate(devices):
        for m in device.messages:
            if m.get("type") == "state":
                by_version.setdefault(m["version"], {})[k] = {t["id"] for t in m["you"]["hand"]}
    compared = 0
    for seen in by_version.values():
        hands = list(seen.values())
        if len(hands) == 4:
            compared += 1
            assert sum(len(h) for h in hands) == len(set().union(*hands))
    assert compared > 20
    assert len(rounds_played) >= 1
