"""The page-server protocol through a real WebSocket client: joining, acting only for oneself and
only legally, made-up tokens refused, a dropped device rejoining, the game never stalling."""

from __future__ import annotations

import asyncio
import json

import aiohttp
from classplay_helpers import Device, fast_game, running, ws_url

from edu_domino.classplay import Control


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 120))


def is_state(m: dict) -> bool:
    return m.get("type") == "state"


async def join_all(http, server, table) -> tuple[list[Device], list[dict]]:
    """A device on every seat's link, and the first state each one got."""
    devices = [await Device(http, ws_url(server, s.token)).open() for s in table.seats]
    return devices, [await d.wait_for(is_state) for d in devices]


def opener_of(states: list[dict]) -> int:
    return next(i for i, s in enumerate(states) if s["you"]["your_turn"])


def seated(table, scenario) -> None:
    """Serve `table`, put a device on every seat's link and run `scenario(http, server,
    devices, first states)`; the devices are closed afterwards."""
    with running(table) as server:
        async def main():
            async with aiohttp.ClientSession() as http:
                devices, states = await join_all(http, server, table)
                try:
                    await scenario(http, server, devices, states)
                finally:
                    for device in devices:
                        await device.close()
        run(main())


def test_join_page_and_socket_per_seat_and_made_up_tokens_refused():
    table, _keys = fast_game()
    with running(table) as server:
        async def main():
            async with aiohttp.ClientSession() as http:
                for seat in table.seats:
                    async with http.get(server.join_url(seat.token)) as reply:
                        assert reply.status == 200
                        page = await reply.text()
                        assert "/ws/" + seat.token in page
                        assert reply.headers["Cache-Control"] == "no-store"
                token = table.seats[0].token
                one_off = token[:-1] + ("B" if token[-1] != "B" else "C")
                for made_up in ("abc", "x" * 22, one_off, token.upper() if token != token.upper() else token.lower()):
                    async with http.get(server.join_url(made_up)) as reply:
                        assert reply.status == 404
                    async with http.get(f"{server.url}ws/{made_up}") as reply:
                        assert reply.status == 403
                    try:
                        await http.ws_connect(ws_url(server, made_up))
                        raise AssertionError("a made-up token opened a socket")
                    except aiohttp.WSServerHandshakeError as exc:
                        assert exc.status == 403
        run(main())


def test_a_token_from_another_class_game_is_refused():
    first, _ = fast_game()
    second, _ = fast_game()
    with running(first) as server:
        async def main():
            async with aiohttp.ClientSession() as http, http.get(server.join_url(second.seats[0].token)) as reply:
                assert reply.status == 404
        run(main())
    second.close()


def test_each_device_gets_its_own_hand_and_the_public_table():
    table, _ = fast_game()

    async def scenario(http, server, devices, states):
        hands = [{t["id"] for t in s["you"]["hand"]} for s in states]
        for i, state in enumerate(states):
            assert state["you"]["seat"] == i
            assert state["you"]["name"] == ["Ana", "Bea", "Caio", "Dani"][i]
            assert len(state["you"]["hand"]) == 7 == state["table"]["hand_counts"][i]
            assert "\"hand\":" not in json.dumps(state["table"])
        # 28 tiles, four hands of seven, none shared: each device got a different hand
        assert len(set().union(*hands)) == 28
        # clasico: the holder of the double six opens, and only they may play now
        opener = next(i for i, h in enumerate(hands) if "6-6" in h)
        assert [s["you"]["your_turn"] for s in states] == [i == opener for i in range(4)]
        assert states[opener]["you"]["plays"] == [{"tile": "6-6", "end": "L"}]
    seated(table, scenario)


def test_a_seat_acts_only_on_its_turn_and_only_legally():
    table, _ = fast_game()

    async def scenario(http, server, devices, states):
        opener = opener_of(states)
        other = (opener + 1) % 4
        other_tile = states[other]["you"]["hand"][0]["id"]
        # not its turn: refused, and nothing changed
        await devices[other].send({"type": "play", "tile": other_tile, "end": "L", "ref": 1})
        refused = await devices[other].wait_for(lambda m: m.get("ref") == 1)
        assert refused == {"type": "refused", "code": "not_your_turn", "text": "Wait for your turn.", "ref": 1}
        # the opener names a tile it does not hold (another seat's): refused by the engine
        await devices[opener].send({"type": "play", "tile": other_tile, "end": "L", "ref": 2})
        refused = await devices[opener].wait_for(lambda m: m.get("ref") == 2)
        assert refused["type"] == "refused" and refused["code"] == "not_in_hand"
        assert refused["text"] == "That tile is not in your hand."
        # rubbish is refused without harm
        await devices[opener].send({"type": "play", "tile": "9-x", "end": "L", "ref": 3})
        assert (await devices[opener].wait_for(lambda m: m.get("ref") == 3))["code"] == "bad_message"
        await devices[opener].ws.send_str("not json")
        await devices[opener].wait_for(lambda m: m.get("code") == "bad_message" and "ref" not in m)
        for nasty in ("[" * 4000, '{"type": "ping", "type": "play"}', '{"ref": ' + "9" * 4000 + "}"):
            await devices[opener].ws.send_str(nasty)  # nested deep, a key twice, a huge number
            await devices[opener].wait_for(lambda m: m.get("code") == "bad_message" and "ref" not in m)
        await devices[opener].send({"type": "ping", "ref": 4})
        assert (await devices[opener].wait_for(lambda m: m.get("ref") == 4))["type"] == "pong"
        assert table.public_state()["line"] == []
        # the legal opening is taken, and every device sees the double six on the line
        await devices[opener].send({"type": "play", "tile": "6-6", "end": "L", "ref": 5})
        assert (await devices[opener].wait_for(lambda m: m.get("ref") == 5))["type"] == "done"
        for d in devices:
            seen = await d.wait_for(lambda m: is_state(m) and m["table"]["line"])
            assert [t["id"] for t in seen["table"]["line"]] == ["6-6"]
            assert seen["table"]["last"]["kind"] == "played"
    seated(table, scenario)


def test_a_dropped_device_rejoins_with_the_same_link_and_finds_its_hand():
    table, _ = fast_game()

    async def scenario(http, server, devices, states):
        opener = opener_of(states)
        await devices[opener].send({"type": "play", "tile": "6-6", "end": "L"})
        before = await devices[opener].wait_for(lambda m: is_state(m) and m["table"]["line"])
        await devices[opener].close()  # the phone sleeps
        await devices[(opener + 1) % 4].wait_for(
            lambda m: is_state(m) and not m["table"]["seats"][opener]["connected"])
        again = await Device(http, ws_url(server, table.seats[opener].token)).open()
        state = await again.wait_for(is_state)
        assert state["you"]["hand"] == before["you"]["hand"]
        assert len(state["you"]["hand"]) == 6
        assert state["table"]["seats"][opener]["connected"]
        await again.close()
    seated(table, scenario)


def test_a_device_away_on_its_turn_gets_a_computer_stand_in_so_the_game_goes_on():
    table, _ = fast_game(grace=0.2)

    async def scenario(http, server, devices, states):
        opener = opener_of(states)
        await devices[opener].close()
        watcher = devices[(opener + 1) % 4]
        # nobody touches the opener's seat, yet the double six is laid for it
        seen = await watcher.wait_for(lambda m: is_state(m) and m["table"]["line"])
        assert seen["table"]["last"] == {**seen["table"]["last"], "kind": "played", "seat": opener}
        assert seen["table"]["seats"][opener]["stand_in"]
        # back with its link: the device plays its own seat again
        again = await Device(http, ws_url(server, table.seats[opener].token)).open()
        state = await again.wait_for(is_state)
        assert not state["table"]["seats"][opener]["stand_in"]
        assert state["you"]["control"] == "device"
        await again.close()
    seated(table, scenario)


def test_the_teacher_hands_a_seat_to_the_computer_and_its_device_may_no_longer_act():
    table, _ = fast_game()

    async def scenario(http, server, devices, states):
        opener = opener_of(states)
        table.set_control(opener, Control.COMPUTER)
        changed = await devices[opener].wait_for(lambda m: is_state(m) and m["you"]["control"] == "computer")
        assert changed["you"]["hand"]  # the pupil still sees their own hand
        await devices[opener].send({"type": "play", "tile": "6-6", "end": "L", "ref": 9})
        reply = await devices[opener].wait_for(lambda m: m.get("ref") == 9)
        assert reply["code"] in ("not_yours", "not_your_turn")
        seen = await devices[(opener + 1) % 4].wait_for(lambda m: is_state(m) and m["table"]["line"])
        assert seen["table"]["last"]["seat"] == opener  # the computer laid the double six
    seated(table, scenario)


def test_room_code_join_gives_only_free_seats_and_wrong_codes_are_refused():
    table, _ = fast_game()
    with running(table) as server:
        async def main():
            async with aiohttp.ClientSession() as http:
                code = table.room_code
                async with http.get(f"{server.url}api/seats", params={"code": code.lower()}) as reply:
                    assert reply.status == 200
                    assert [s["seat"] for s in (await reply.json())["seats"]] == [0, 1, 2, 3]
                async with http.post(f"{server.url}api/join", json={"code": code, "seat": 1}) as reply:
                    join = (await reply.json())["join"]
                assert join == f"/join/{table.seats[1].token}"
                device = await Device(http, ws_url(server, table.seats[1].token)).open()
                await device.wait_for(is_state)
                # seat 1 is held now: nobody else can take it with the room code
                async with http.post(f"{server.url}api/join", json={"code": code, "seat": 1}) as reply:
                    assert reply.status == 409
                async with http.get(f"{server.url}api/seats", params={"code": code}) as reply:
                    assert [s["seat"] for s in (await reply.json())["seats"]] == [0, 2, 3]
                wrong = "AAAAA" if code != "AAAAA" else "CCCCC"
                statuses = []
                for _ in range(22):
                    async with http.post(f"{server.url}api/join", json={"code": wrong, "seat": 0}) as reply:
                        statuses.append(reply.status)
                assert statuses[:20] == [403] * 20 and statuses[20:] == [429, 429]
                # even the right code is refused to an address that guessed too often
                async with http.post(f"{server.url}api/join", json={"code": code, "seat": 0}) as reply:
                    assert reply.status == 429
                await device.close()
        run(main())


def test_a_device_seat_nobody_joins_is_played_by_the_computer_after_the_join_grace():
    table, _ = fast_game(join_grace=20.0)
    opener = next(s.seat for s in table.seats if table.game.seat_view(s.seat).legal)
    others = [s.seat for s in table.seats if s.seat != opener]
    for seat in others:
        table.connect(seat)
    for _ in range(19):  # 19 s of the opener's turn: the class may still be scanning the codes
        table.tick(1.0)
    assert table.public_state()["line"] == [] and not table.seats[opener].stand_in
    table.tick(1.5)
    for _ in range(5):
        table.tick(0.1)
    assert table.seats[opener].stand_in
    assert [t["id"] for t in table.public_state()["line"]] == ["6-6"]  # the computer laid it for them
    # a pupil who comes late takes the seat over with its link
    table.connect(opener)
    assert not table.seats[opener].stand_in and table.seat_state(opener)["you"]["control"] == "device"
    table.close()


def test_a_served_match_with_a_seat_nobody_joins_does_not_wait_for_it():
    table, _ = fast_game(seats="device,greedy,greedy,greedy", join_grace=0.1)
    with running(table) as server:
        async def main():
            async with aiohttp.ClientSession() as http:
                # a watcher on a computer's seat: the device seat 0 is never joined
                watcher = await Device(http, ws_url(server, table.seats[1].token)).open()
                done = await watcher.wait_for(lambda m: is_state(m) and (m["table"]["round"] >= 2
                                                                         or m["table"]["match_over"]), timeout=90)
                assert not done["table"]["seats"][0]["joined"] and done["table"]["seats"][0]["stand_in"]
                await watcher.close()
        run(main())


def test_pages_say_their_language_in_html_lang():
    table, _ = fast_game()
    with running(table) as server:
        async def main():
            async with aiohttp.ClientSession() as http:
                for path, lang, said in (("", "pt", "pt"), ("", "es", "es"), ("", "xx", "en"),
                                         (f"join/{table.seats[0].token}", "es", "es"),
                                         (f"join/{table.seats[0].token}", "", "en")):
                    async with http.get(f"{server.url}{path}", params={"lang": lang} if lang else {}) as reply:
                        page = await reply.text()
                    assert f'<html lang="{said}">' in page, (path, lang)
        run(main())
