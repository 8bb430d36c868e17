"""Joining a class lesson by name, through the real server: wrong PINs are limited per address and
per pupil (a 4-digit PIN cannot be tried through), and a pupil's name claims one place (a second
device with that name needs the PIN, or the teacher's leave). Loopback has many addresses
(127.0.0.2, 127.0.0.3, ...): a client can come from each. The server's clock is a fake one."""

from __future__ import annotations

import asyncio

import aiohttp
import pytest
from classplay_helpers import Device, FakeClock, running, ws_url

from edu_domino.classplay import ClassLesson, ClassRecorder
from edu_domino.lesson import load_pack
from edu_domino.progress import open_record
from edu_domino.resources import bundled_lessons_dir

PACK = bundled_lessons_dir() / "01-warmup-pips-numerals.toml"
RIGHT_PIN = "9999"


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 180))


@pytest.fixture
def record_path(tmp_path):
    return tmp_path / "progress.sqlite3"


def with_pupils(path, pins: dict[str, str | None]) -> None:
    record = open_record(path)
    try:
        for name, pin in pins.items():
            record.create_pupil(name, pin=pin)
    finally:
        record.close()


def serve_lesson(path, scenario, clock=None) -> ClassLesson:
    lesson = ClassLesson(load_pack(PACK), "en", ClassRecorder(lambda: open_record(path)))
    with running(lesson=lesson, clock=clock or FakeClock()) as server:
        async def main():
            async with aiohttp.ClientSession() as http:
                await scenario(http, server, lesson)
        run(main())
    return lesson


async def join(http, server, lesson, name: str, pin: str | None = None) -> tuple[int, dict]:
    async with http.post(f"{server.url}api/join", json={"code": lesson.room_code, "name": name, "pin": pin}) as reply:
        return reply.status, await reply.json()


def test_two_hundred_wrong_pins_from_one_address_end_in_429_within_the_first_twenty(record_path):
    with_pupils(record_path, {"Lia": RIGHT_PIN})
    clock = FakeClock()

    async def scenario(http, server, lesson):
        statuses = [(await join(http, server, lesson, "Lia", f"{n:04d}"))[0] for n in range(200)]
        assert statuses[0] == 403 and 429 in statuses[:20]
        first = statuses.index(429)
        assert set(statuses[:first]) == {403} and set(statuses[first:]) == {429}
        # the right PIN is refused too while the limit holds: guessing it then proves nothing
        assert (await join(http, server, lesson, "Lia", RIGHT_PIN))[0] == 429
        clock.advance(301)  # the window has passed
        status, body = await join(http, server, lesson, "Lia", RIGHT_PIN)
        assert status == 200 and body["join"].startswith("/join/")
    serve_lesson(record_path, scenario, clock)


def test_wrong_pins_for_one_pupil_are_limited_from_any_address(record_path):
    with_pupils(record_path, {"Lia": RIGHT_PIN})

    async def scenario(http, server, lesson):
        statuses = []
        for n in range(2, 10):  # each try from an address of its own
            connector = aiohttp.TCPConnector(local_addr=(f"127.0.0.{n}", 0))
            async with aiohttp.ClientSession(connector=connector) as other:
                statuses.append((await join(other, server, lesson, " lia ", "1234"))[0])
        assert statuses == [403] * 5 + [429] * 3
        # another pupil's name is not held up by Lia's
        assert (await join(http, server, lesson, "Noa"))[0] == 200
    serve_lesson(record_path, scenario)


def test_wrong_pins_for_many_pupils_from_one_address_are_limited(record_path):
    names = [f"Pupil {i}" for i in range(12)]
    with_pupils(record_path, dict.fromkeys(names, RIGHT_PIN))

    async def scenario(http, server, lesson):
        statuses = [(await join(http, server, lesson, name, "1111"))[0] for name in names]
        assert statuses == [403] * 10 + [429] * 2
        # from another address, a pupil with the right PIN comes in
        connector = aiohttp.TCPConnector(local_addr=("127.0.0.9", 0))
        async with aiohttp.ClientSession(connector=connector) as other:
            assert (await join(other, server, lesson, names[11], RIGHT_PIN))[0] == 200
    serve_lesson(record_path, scenario)


def test_a_name_claims_one_place_and_a_second_device_needs_the_teachers_leave(record_path):
    async def scenario(http, server, lesson):
        status, first = await join(http, server, lesson, "Ana")
        assert status == 200
        ana = await Device(http, ws_url(server, first["join"].rsplit("/", 1)[1])).open()
        await ana.wait_for(lambda m: m.get("type") == "lesson")
        # the same name, however it is typed, is the same pupil: a second device gets no link
        for typed in ("ana", " Ana ", "ANA", "Ana"):
            status, body = await join(http, server, lesson, typed)
            assert (status, body["error"]) == (409, "taken"), typed
        assert len(lesson.pupils) == 1
        assert lesson.asking_names() == ["Ana"]
        # the teacher lets the new device in (Ana's phone ran flat): it gets a new link ...
        assert lesson.allow_again("Ana")
        status, second = await join(http, server, lesson, " ana ")
        assert status == 200 and second["join"] != first["join"]
        assert lesson.asking_names() == []
        # ... and the old device's link stops: its socket is closed, it cannot come back
        assert await ana.closed_by_server() == 4002
        try:
            await http.ws_connect(ws_url(server, first["join"].rsplit("/", 1)[1]))
            raise AssertionError("the old link still opens a socket")
        except aiohttp.WSServerHandshakeError as exc:
            assert exc.status == 403
        # the leave was for one device: a third one is refused again
        assert (await join(http, server, lesson, "Ana"))[0] == 409
    lesson = serve_lesson(record_path, scenario)
    assert [p.name for p in lesson.pupils.values()] == ["Ana"]


def test_a_pupil_with_a_pin_comes_back_on_another_device_with_it(record_path):
    with_pupils(record_path, {"Lia": RIGHT_PIN})

    async def scenario(http, server, lesson):
        status, first = await join(http, server, lesson, "Lia", RIGHT_PIN)
        assert status == 200
        assert (await join(http, server, lesson, "lia"))[1]["error"] == "pin"  # no PIN: not Lia
        status, again = await join(http, server, lesson, "LIA", RIGHT_PIN)
        assert status == 200 and again["join"] == first["join"]  # the PIN proves it: the same place
    serve_lesson(record_path, scenario)
