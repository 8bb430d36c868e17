"""What one device's socket may cost the server, through a real WebSocket client: a message rate
(a flood is answered `too_fast`, never judged, then closed), a quiet time (a device that answers
no ping is closed), binary frames refused with a reason, and every reply carrying its `ref`.
The server's clock is a fake one the tests move on: no test waits for a window to pass."""

from __future__ import annotations

import asyncio
import contextlib
import json

import aiohttp
from classplay_helpers import Device, FakeClock, fast_game, running, ws_url

from edu_domino.classplay.connections import Limits


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 120))


def with_devices(limits: Limits, scenario, seats: int = 2) -> None:
    """A served table with a fake clock and a device on each of the first `seats` seats."""
    table, _ = fast_game()
    clock = FakeClock()
    with running(table, clock=clock, limits=limits) as server:
        async def main():
            async with aiohttp.ClientSession() as http:
                devices = [await Device(http, ws_url(server, s.token)).open() for s in table.seats[:seats]]
                for d in devices:
                    await d.wait_for(lambda m: m.get("type") == "state")
                try:
                    await scenario(http, server, clock, devices)
                finally:
                    for d in devices:
                        await d.close()
        run(main())


def test_a_device_sending_faster_than_the_rate_is_told_too_fast_and_its_moves_are_not_judged():
    limits = Limits(rate=1.0, burst=5, flood=1000, idle=1e6)

    async def scenario(http, server, clock, devices):
        flooder, other = devices
        # 5 at once are taken (the burst); the clock stands still, so the rest are too fast
        for ref in range(1, 9):
            await flooder.send({"type": "ping", "ref": ref})
        replies = [await flooder.wait_for(lambda m, r=ref: m.get("ref") == r) for ref in range(1, 9)]
        assert [r["type"] for r in replies] == ["pong"] * 5 + ["error"] * 3
        assert {r["code"] for r in replies[5:]} == {"too_fast"}
        # a flood of moves: none reaches the table (none gets the table's own refusal)
        for ref in range(100, 160):
            await flooder.send({"type": "play", "tile": "6-6", "end": "L", "ref": ref})
        floods = [await flooder.wait_for(lambda m, r=ref: m.get("ref") == r) for ref in range(100, 160)]
        assert {(m["type"], m["code"]) for m in floods} == {("error", "too_fast")}
        # the other seat is answered as ever
        await other.send({"type": "ping", "ref": "other"})
        assert (await other.wait_for(lambda m: m.get("ref") == "other"))["type"] == "pong"
        # two seconds later two more are taken: the bucket refills at the rate
        clock.advance(2.0)
        for ref in ("a", "b", "c"):
            await flooder.send({"type": "ping", "ref": ref})
        later = [await flooder.wait_for(lambda m, r=ref: m.get("ref") == r) for ref in ("a", "b", "c")]
        assert [m["type"] for m in later] == ["pong", "pong", "error"]
    with_devices(limits, scenario)


def test_a_device_that_keeps_flooding_after_being_told_is_closed_and_the_others_play_on():
    limits = Limits(rate=1.0, burst=3, flood=20, idle=1e6)

    async def scenario(http, server, clock, devices):
        flooder, other = devices
        for ref in range(40):
            if flooder.ws.closed:
                break
            with contextlib.suppress(ConnectionError):  # the server may have closed it already
                await flooder.send({"type": "ping", "ref": ref})
        assert await flooder.closed_by_server() == 4001
        pongs = [m for m in flooder.messages if m.get("type") == "pong"]
        assert len(pongs) == 3  # the burst; then 20 too fast, then closed
        assert len([m for m in flooder.messages if m.get("code") == "too_fast"]) <= 20
        await other.send({"type": "ping", "ref": 1})
        assert (await other.wait_for(lambda m: m.get("ref") == 1))["type"] == "pong"
    with_devices(limits, scenario)


def test_a_device_that_answers_no_ping_is_closed_and_one_that_answers_stays():
    limits = Limits(idle=60.0)
    table, _ = fast_game()
    clock = FakeClock()
    with running(table, clock=clock, limits=limits) as server:
        async def main():
            async with aiohttp.ClientSession() as http:
                # a half-open device: its socket is there, but it never answers the server's ping
                silent = await http.ws_connect(ws_url(server, table.seats[0].token), autoping=False)
                # a browser answers every ping by itself
                awake = await Device(http, ws_url(server, table.seats[1].token)).open()
                await awake.wait_for(lambda m: m.get("type") == "state")
                first = await silent.receive(timeout=30)
                assert first.type == aiohttp.WSMsgType.TEXT  # its state
                clock.advance(31)  # past half the idle time: both are pinged
                while True:
                    frame = await silent.receive(timeout=30)
                    if frame.type == aiohttp.WSMsgType.PING:
                        break
                # the awake one's pong is heard at the new time: one socket quiet for 0 s
                for _ in range(600):
                    if server.quiet_times()[0] == 0:
                        break
                    await asyncio.sleep(0.05)
                assert server.quiet_times() == [0, 31]
                clock.advance(31)  # 62 s since the silent one was heard from, 31 since the pong
                while True:
                    frame = await silent.receive(timeout=30)
                    if frame.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED):
                        break
                assert silent.close_code == 4000
                await awake.send({"type": "ping", "ref": "here"})
                assert (await awake.wait_for(lambda m: m.get("ref") == "here"))["type"] == "pong"
                seen = await awake.wait_for(lambda m: m.get("type") == "state"
                                            and not m["table"]["seats"][0]["connected"])
                assert seen["table"]["seats"][1]["connected"]
                await awake.close()
        run(main())


def test_binary_frames_are_refused_with_a_reason():
    async def scenario(http, server, clock, devices):
        device = devices[0]
        await device.ws.send_bytes(b'{"type": "ping", "ref": 1}')
        reply = await device.wait_for(lambda m: m.get("type") == "error")
        assert reply["code"] == "binary" and "text" in reply["detail"]
    with_devices(Limits(), scenario, seats=1)


# (text sent, the ref its reply must carry, or None for no ref)
REFS = [
    ('{"ref": 7, "type": "ping", "type": "play"}', 7),  # a key twice: valid JSON, refused
    ('{"ref": "a-1", "type": "play", "tile": "6-6", "end": "L", "x": 1e999}', "a-1"),  # not a finite number
    ('{"ref": 8, "type": "jump"}', 8),  # a type the protocol does not know
    ('{"ref": 9, "type": "play", "tile": "6-6"}', 9),  # no end
    ('{"ref": [1, 2], "type": "nope", "type": "x"}', None),  # a ref that is no number or short text
    ('{"ref": "' + "r" * 100 + '", "type": "x", "type": "y"}', None),  # a ref too long to echo
    ('[{"ref": 3}]', None),  # not an object
    ("not json", None),
]


def test_every_reply_to_valid_json_carries_its_ref_even_when_the_message_is_refused():
    async def scenario(http, server, clock, devices):
        device = devices[0]
        for text, ref in REFS:
            start = len(device.messages)
            await device.ws.send_str(text)
            await device.ws.send_str(json.dumps({"type": "ping", "ref": "marker"}))
            await device.wait_for(lambda m: m.get("ref") == "marker", start=start)
            replies = [m for m in device.messages[start:] if m.get("type") != "state" and m.get("ref") != "marker"]
            assert len(replies) == 1, (text, replies)
            assert replies[0]["type"] in ("error", "refused"), (text, replies)
            assert replies[0].get("ref") == ref and ("ref" in replies[0]) == (ref is not None), (text, replies)
    with_devices(Limits(), scenario, seats=1)
