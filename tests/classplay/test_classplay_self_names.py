"""Pupils name themselves on their own phone: hostile names over a real WebSocket, what the
projector and the other phones then show, a team's shared check, the rate of renames, the
teacher's names staying, and the room page's way back to a remembered place (/api/rejoin)."""

from __future__ import annotations

import asyncio

import aiohttp
import pytest
from classplay_helpers import Device, FakeClock, running, ws_url

from edu_domino.classplay.connections import Limits
from edu_domino.classplay.self_names import NameRefused
from edu_domino.classplay.session import open_game

QUIET = Limits(idle=10**9)  # the fake clock leaps minutes: no socket is closed as idle for it

# (what a phone sends, the name shown) -- worked out by hand from the rules in self_names.py
ACCEPTED = [
    ("  Bea  ", "Bea"),
    ("Bea\tLuz\n", "Bea Luz"),  # runs of spaces and line breaks: one space
    ("Bea\x00\x07\x1b[31m", "Bea[31m"),  # control characters dropped, the rest is plain text
    ("Be\u202ea", "Bea"),  # a right-to-left override would turn the projector's text round
    ("Zo\u200be\u2066", "Zoe"),  # zero-width space, bidi isolate
    ("<b>Bea</b>", "<b>Bea</b>"),  # shown as typed: pages set it as text, never as HTML
    ("Jo\u0301se\u0301", "Jósé"),  # accents typed as marks are joined to their letters
    ("Mª Luz", "Mª Luz"),
    ("x" * 20, "x" * 20),
]
# (what a phone sends, the refusal's code, the name it clashes with)
REFUSED = [
    ("", "name_empty", ""),
    ("   \u200b ", "name_empty", ""),
    ("...", "name_empty", ""),
    (42, "name_empty", ""),
    (None, "name_empty", ""),
    (["Bea"], "name_empty", ""),
    ("x" * 21, "name_too_long", ""),
    ("<script>alert(1)</script>", "name_too_long", ""),
    ("y" * 300, "name_too_long", ""),
    ("Bea \U0001f600", "name_symbols", ""),
    ("Be\u0301\u0302\u0303a", "name_symbols", ""),  # accents piled up over the line above
    ("ana", "name_taken", "Ana"),  # the teacher's Ana at seat 0
    ("Ána", "name_taken", "Ana"),
    ("A. NA", "name_taken", "Ana"),
    ("\u0410na", "name_taken", "Ana"),  # a Cyrillic А, drawn as a Latin one
    ("\u0391\u039d\u0391", "name_taken", "Ana"),  # in Greek capitals
    ("player 3", "name_taken", "Player 3"),  # another seat's name, even a placeholder
    ("Computer", "name_taken", "Computer"),
]


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 120))


def named_game(**kw):
    """Seat 0 named by the teacher (Ana); seats 1 and 2 are "Player 2" and "Player 3" for their
    pupils to name; seat 3 a computer the teacher called Computer."""
    table, _keys = open_game("clasico", seats="device,device,device,greedy", seed=4, names=["Ana"], pace=0.0,
                             round_pause=0.05, grace=30.0, **kw)
    table.seats[3].name = "Computer"
    return table


def serve(table, scenario, clock: FakeClock | None = None) -> None:
    """`await scenario(http, server)` against `table` served on loopback, sockets never idle."""
    with running(table, clock=clock or FakeClock(), limits=QUIET) as server:
        async def main():
            async with aiohttp.ClientSession() as http:
                await scenario(http, server)
        run(main())


async def seated(http, server, token: str) -> Device:
    """A device on the link `token`, once it has its first state."""
    device = await Device(http, ws_url(server, token)).open()
    await device.wait_for(lambda m: m.get("type") == "state")
    return device


async def ask(device: Device, message: dict) -> dict:
    await device.send(message)
    return await device.next_message(lambda m: m.get("type") in ("named", "refused", "error"))


def test_names_a_phone_sends_are_cleaned_or_refused_and_the_projector_and_other_phones_show_them():
    table = named_game()
    clock = FakeClock()

    async def scenario(http, server):
        bea, caio = [await seated(http, server, table.seats[seat].token) for seat in (1, 2)]
        assert bea.last_state()["you"]["naming"] == {"name": "Player 2", "fixed": False, "own": False}
        for typed, code, clash in REFUSED:
            reply = await ask(bea, {"type": "name", "name": typed, "ref": 1})
            assert (reply["type"], reply.get("code"), reply.get("name")) == ("refused", code, clash), typed
        assert table.seats[1].name == "Player 2"  # nothing refused reached the table
        for typed, shown in ACCEPTED:
            clock.advance(61)  # past the rate of renames: each is judged on its own
            reply = await ask(bea, {"type": "name", "name": typed})
            assert reply == {"type": "named", "name": shown, "ref": None}, typed
            # the projector's strip and turn line read these; so does every other phone
            public = table.public_state()
            assert public["names"][1] == shown and public["seats"][1]["name"] == shown
            assert table.game.seats[1].name == shown  # the table game's own events say it too
            seen = await caio.wait_for(lambda m, s=shown: m.get("type") == "state" and m["table"]["names"][1] == s)
            assert seen["you"]["seat"] == 2
        own = await bea.wait_for(lambda m: m.get("type") == "state" and m["you"]["naming"]["own"])
        assert own["you"]["naming"]["fixed"] is False
        for device in (bea, caio):
            await device.close()

    serve(table, scenario, clock)


def test_the_teachers_name_stays_and_a_reload_keeps_the_pupils_own():
    table = named_game()

    async def scenario(http, server):
        ana = await seated(http, server, table.seats[0].token)
        assert ana.last_state()["you"]["naming"]["fixed"] is True
        reply = await ask(ana, {"type": "name", "name": "Queen"})
        assert (reply["type"], reply["code"], reply["name"]) == ("refused", "name_fixed", "Ana")
        assert table.seats[0].name == "Ana"
        bea = await seated(http, server, table.seats[1].token)
        assert (await ask(bea, {"type": "name", "name": "Bea"}))["type"] == "named"
        await bea.close()
        again = await seated(http, server, table.seats[1].token)  # the page reloaded
        state = again.last_state()
        assert state["you"]["naming"] == {"name": "Bea", "fixed": False, "own": True}
        assert state["you"]["name"] == "Bea"
        for device in (ana, again):
            await device.close()

    serve(table, scenario)


def test_renames_are_limited_per_seat_whatever_the_sockets_and_the_limit_passes():
    table = named_game()
    clock = FakeClock()

    async def scenario(http, server):
        bea = await seated(http, server, table.seats[1].token)
        for n in range(4):
            assert (await ask(bea, {"type": "name", "name": f"Bea {n}"}))["type"] == "named"
        assert (await ask(bea, {"type": "name", "name": "Bea 9"}))["code"] == "name_too_often"
        await bea.close()
        second = await seated(http, server, table.seats[1].token)  # a reload
        assert (await ask(second, {"type": "name", "name": "Bea 9"}))["code"] == "name_too_often"
        caio = await seated(http, server, table.seats[2].token)  # another seat has its own count
        assert (await ask(caio, {"type": "name", "name": "Caio"}))["type"] == "named"
        assert table.seats[1].name == "Bea 3"
        clock.advance(61)
        assert (await ask(second, {"type": "name", "name": "Bea"}))["type"] == "named"
        for device in (second, caio):
            await device.close()

    serve(table, scenario, clock)


def test_team_members_name_themselves_the_shared_check_refuses_one_name_twice():
    # seat 0 is a team of three: the teacher named the first (Lia), the other two are placeholders
    table = named_game(team_phones={0: ["Lia", "Ana (2)", "Ana (3)"]})
    table.team_hands[0].members[1].given = table.team_hands[0].members[2].given = False

    async def scenario(http, server):
        phones = [await seated(http, server, link["token"]) for link in table.member_links()]
        assert phones[0].last_state()["you"]["naming"]["fixed"] is True
        assert (await ask(phones[1], {"type": "name", "name": "Rui"}))["type"] == "named"
        for typed, code, clash in (("RUI", "name_twice", "Rui"), ("lia", "name_twice", "Lia"),
                                   ("Player 2", "name_taken", "Player 2")):  # the last: another seat's
            reply = await ask(phones[2], {"type": "name", "name": typed})
            assert (reply["code"], reply["name"]) == (code, clash), typed
        # the team's own seat name is not another's: "Ana" may be in Ana's team
        assert (await ask(phones[2], {"type": "name", "name": "Ana"}))["type"] == "named"
        team = table.public_state()["seats"][0]["team"]
        assert team["members"] == ["Lia", "Rui", "Ana"] and team["confirms"] == "Lia"
        bea = await seated(http, server, table.seats[1].token)  # nor may another seat take a member's name
        reply = await ask(bea, {"type": "name", "name": "Rui"})
        assert (reply["code"], reply["name"]) == ("name_taken", "Rui")
        for device in (*phones, bea):
            await device.close()

    serve(table, scenario)


def test_the_teacher_puts_a_pupils_name_back_locks_it_and_may_unlock_it():
    table = named_game()
    name, changed = table.rename(1, None, "Silly")
    assert (name, changed) == ("Silly", True)
    assert table.lock_names(1) and table.names_locked(1)
    assert table.seats[1].name == "Player 2" and table.public_state()["names"][1] == "Player 2"
    assert table.game.seat_view(1).names[1] == "Player 2"
    assert table.naming(1, None) == {"name": "Player 2", "fixed": True, "own": False}
    with pytest.raises(NameRefused) as refused:
        table.rename(1, None, "Silly again")
    assert refused.value.code == "name_fixed"
    assert not table.lock_names(0)  # the teacher's own Ana: nothing a pupil could change
    assert not table.lock_names(1)  # locked already
    assert table.lock_names(1, locked=False) and not table.names_locked(1)
    assert table.rename(1, None, "Bea") == ("Bea", True)
    table.close()


def test_the_room_page_asks_for_a_remembered_place_and_is_told_plainly():
    table = named_game()
    clock = FakeClock()

    async def scenario(http, server):
        async def rejoin(body) -> tuple[int, dict]:
            async with http.post(f"{server.url}api/rejoin", json=body) as reply:
                return reply.status, await reply.json()

        token = table.seats[1].token
        place = {"join": f"/join/{token}"}
        assert await rejoin({"token": token}) == (200, {**place, "name": "Player 2"})
        bea = await seated(http, server, token)
        await ask(bea, {"type": "name", "name": "Bea"})
        # held by a device right now: said so, with the way back if it is the pupil's own
        assert await rejoin({"token": token}) == (409, {"error": "in_use", **place, "name": "Bea"})
        await bea.close()
        await server_sees_no_device(table, 1)
        assert await rejoin({"token": token}) == (200, {**place, "name": "Bea"})
        for body in ({}, {"token": 7}, {"token": "x" * 65}, ["token"]):
            assert (await rejoin(body))[0] == 400, body
        # a link of a game that has ended is unknown; guessing many is refused for a while
        for n in range(20):
            assert await rejoin({"token": f"old-game-{n}"}) == (404, {"error": "gone"})
        assert await rejoin({"token": token}) == (429, {"error": "too_many"})
        clock.advance(61)
        assert (await rejoin({"token": token}))[0] == 200

    serve(table, scenario, clock)


async def server_sees_no_device(table, seat: int) -> None:
    for _ in range(2400):
        if table.seats[seat].connections == 0:
            return
        await asyncio.sleep(0.025)
    raise AssertionError("the server still counts the closed device")


def test_the_room_code_opens_a_teams_places_for_pupils_without_a_camera():
    # Lia and Rui named by the teacher; two places for pupils who name themselves
    table = named_game(team_phones={0: ["Lia", "Rui", "Ana (3)", "Ana (4)"]})
    for member in table.team_hands[0].members[2:]:
        member.given = False

    async def scenario(http, server):
        code = table.room_code

        async def places() -> list[tuple]:
            async with http.get(f"{server.url}api/seats", params={"code": code}) as reply:
                return [(p["member"], p["name"], p["given"], p["team"]) for p in (await reply.json())["seats"]
                        if p["seat"] == 0]

        async def join(member) -> tuple[int, dict]:
            async with http.post(f"{server.url}api/join", json={"code": code, "seat": 0, "member": member}) as reply:
                return reply.status, await reply.json()

        links = [link["token"] for link in table.member_links()]
        # each named member by name; of the others only the next place (they name themselves)
        assert await places() == [(0, "Lia", True, "Ana"), (1, "Rui", True, "Ana"), (2, "Ana (3)", False, "Ana")]
        assert await join(1) == (200, {"join": f"/join/{links[1]}"})
        assert await join(1) == (409, {"error": "no_seat"})  # a second tap on the same place
        assert await join(2) == (200, {"join": f"/join/{links[2]}"})
        assert await places() == [(0, "Lia", True, "Ana"), (3, "Ana (4)", False, "Ana")]
        phone = await seated(http, server, links[0])  # Lia scanned the projector's code
        assert await places() == [(3, "Ana (4)", False, "Ana")]
        for body in ({"seat": 0, "member": "3"}, {"seat": 0, "member": 9}, {"seat": "0", "member": 3},
                     {"seat": 1, "member": 0}):  # seat 1 is no team
            async with http.post(f"{server.url}api/join", json={"code": code, **body}) as reply:
                assert reply.status == 409, body
        await phone.close()

    serve(table, scenario)
