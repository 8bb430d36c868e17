"""A class lesson takes only the answers a step offers, reports where it is right to the end, and
saves the lesson's real time in each pupil's record (a fake clock stands in for the minutes)."""

from __future__ import annotations

import asyncio

import aiohttp
from classplay_helpers import Device, FakeClock, running, ws_url

from edu_domino.classplay import ClassLesson, ClassRecorder, Phase
from edu_domino.lesson import loads_pack
from edu_domino.progress import open_record

# Two sum steps, the first offering three numbers; and one build step a class lesson skips.
PACK = '''
id = "class-choices"
version = 2
faces = "pips"
title = { es = "Opciones", pt = "Opções", en = "Choices" }
instructions = { es = "Suma.", pt = "Some.", en = "Add up." }
[[steps]]
kind = "sum"
id = "five-two"
show = ["5-2"]
choices = [6, 7, 8]
answer = 7
[[steps]]
kind = "build"
id = "make-six"
target = 6
palette = ["pips:1", "pips:5", "pips:3"]
answer = ["pips:1", "pips:5"]
[[steps]]
kind = "sum"
id = "three"
show = ["pips:3"]
answer = 3
'''


def lesson_with_clock(tmp_path):
    pack, problems = loads_pack(PACK)
    assert pack is not None, [str(p) for p in problems]
    clock = FakeClock()
    path = tmp_path / "progress.sqlite3"
    lesson = ClassLesson(pack, "en", ClassRecorder(lambda: open_record(path)), clock=clock)
    return lesson, clock, path


def test_a_sum_with_choices_takes_only_its_choices_and_the_chart_shows_only_those(tmp_path):
    lesson, _clock, _path = lesson_with_clock(tmp_path)
    ana, bea, caio = (lesson.join(n) for n in ("Ana", "Bea", "Caio"))
    assert lesson.advance() is Phase.QUESTION and lesson.step.id == "five-two"
    for refused in (99, 5, "9", 0):
        assert lesson.answer(ana, refused) == (False, "not_a_choice"), refused
    assert lesson.answer(ana, "-1")[0] is False
    assert lesson.answer(ana, "abc") == (False, "unreadable")
    assert lesson.answer(ana, "7") == (True, "")
    assert lesson.answer(bea, 8) == (True, "")
    assert lesson.answer(caio, -1)[0] is False
    lesson.advance()
    assert {b["label"]: b["count"] for b in lesson.chart()} == {"6": 0, "7": 1, "8": 1}
    lesson.close()


def test_the_finished_lesson_says_the_last_step_and_saves_the_real_seconds(tmp_path):
    lesson, clock, path = lesson_with_clock(tmp_path)
    ana = lesson.join("Ana")
    clock.advance(50)  # the class joins: not lesson time
    lesson.advance()
    states = [(lesson.public_state()["position"], lesson.public_state()["steps"])]
    lesson.answer(ana, 7)
    clock.advance(30)
    lesson.advance()
    lesson.advance()
    lesson.advance()  # the next step (the build step is skipped)
    states.append((lesson.public_state()["position"], lesson.public_state()["steps"]))
    lesson.answer(ana, 3)
    clock.advance(45)
    lesson.advance()
    lesson.advance()
    assert lesson.advance() is Phase.DONE
    states.append((lesson.public_state()["position"], lesson.public_state()["steps"]))
    assert states == [(1, 2), (2, 2), (2, 2)]  # never "3 of 2"
    lesson.close()
    record = open_record(path)
    try:
        (pupil,) = record.pupils()
        (result,) = record.lesson_results(pupil)
        assert (result.score, result.out_of, result.seconds) == (2, 2, 75)
    finally:
        record.close()


def test_a_device_answering_a_number_not_offered_is_refused_over_the_socket(tmp_path):
    lesson, _clock, _path = lesson_with_clock(tmp_path)
    with running(lesson=lesson) as server:
        async def main():
            async with aiohttp.ClientSession() as http:
                async with http.post(f"{server.url}api/join", json={"code": lesson.room_code, "name": "Ana"}) as reply:
                    token = (await reply.json())["join"].rsplit("/", 1)[1]
                device = await Device(http, ws_url(server, token)).open()
                lesson.advance()
                question = await device.wait_for(lambda m: m.get("type") == "lesson"
                                                 and m["lesson"]["phase"] == "question")
                assert [c["value"] for c in question["lesson"]["question"]["choices"]] == ["6", "7", "8"]
                await device.send({"type": "answer", "value": "99", "ref": 1})
                assert await device.wait_for(lambda m: m.get("ref") == 1) == \
                    {"type": "refused", "code": "not_a_choice", "ref": 1}
                await device.send({"type": "answer", "value": "6", "ref": 2})
                assert (await device.wait_for(lambda m: m.get("ref") == 2))["type"] == "answered"
                await device.close()
        asyncio.run(asyncio.wait_for(main(), 60))
