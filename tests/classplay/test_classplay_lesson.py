"""A whole-class lesson with 30 devices connected at once: each pupil joins under their own name
with the room code, answers every step on their device, the projector's chart counts the class's
answers, and every answer lands in that pupil's own progress record."""

from __future__ import annotations

import asyncio
import tomllib

import aiohttp
import pytest
from classplay_helpers import Device, running, ws_url

from edu_domino.classplay import ClassLesson, ClassRecorder, Phase
from edu_domino.lesson import load_pack
from edu_domino.progress import open_record
from edu_domino.resources import bundled_lessons_dir

PACK_FILE = "01-warmup-pips-numerals.toml"
PUPILS = 30


def pack_answers() -> dict[str, object]:
    """The right answers as the pack file itself writes them: the oracle."""
    data = tomllib.loads((bundled_lessons_dir() / PACK_FILE).read_text(encoding="utf-8"))
    return {s["id"]: s.get("answer") for s in data["steps"]}


def answer_for(question: dict, right_answer: object, right: bool) -> object:
    """What a pupil taps: the right answer, or a wrong one."""
    kind = question["answer"]
    if kind == "yesno":
        truth = bool(right_answer)
        return "yes" if truth == right else "no"
    if kind in ("number", "choice"):
        return str(right_answer) if right else str(int(right_answer) + 1)
    if kind == "tiles":
        labels = {c["label"]: c["value"] for c in question["choices"]}
        wanted = sorted(labels[a] for a in right_answer)
        return wanted if right else wanted[:1]
    raise AssertionError(f"this pack has no {kind} steps")


def is_lesson(m: dict) -> bool:
    return m.get("type") == "lesson"


@pytest.fixture
def record_path(tmp_path):
    return tmp_path / "progress.sqlite3"


def test_thirty_devices_answer_a_whole_lesson_and_every_answer_is_in_each_pupils_record(record_path):
    pack = load_pack(bundled_lessons_dir() / PACK_FILE)
    lesson = ClassLesson(pack, "en", ClassRecorder(lambda: open_record(record_path)))
    oracle = pack_answers()
    names = [f"Pupil {i:02d}" for i in range(PUPILS)]
    expected: dict[str, list[tuple[str, bool]]] = {n: [] for n in names}  # name -> (item, right)
    with running(lesson=lesson) as server:
        async def main():
            async with aiohttp.ClientSession() as http:
                devices = []
                for name in names:
                    async with http.post(f"{server.url}api/join",
                                         json={"code": lesson.room_code, "name": name}) as reply:
                        assert reply.status == 200
                        token = (await reply.json())["join"].rsplit("/", 1)[1]
                    devices.append(await Device(http, ws_url(server, token)).open())
                for d in devices:
                    await d.wait_for(lambda m: is_lesson(m) and m["lesson"]["connected"] == PUPILS)
                # the same name again (another spelling) is the same pupil, already here: a second
                # device gets no link to answer as them
                async with http.post(f"{server.url}api/join",
                                     json={"code": lesson.room_code, "name": f" {names[3].upper()} "}) as reply:
                    assert reply.status == 409 and (await reply.json())["error"] == "taken"
                assert len(lesson.pupils) == PUPILS
                step_number = 0
                while lesson.advance() is not Phase.DONE:
                    step = lesson.step
                    first = [await d.wait_for(lambda m, s=lesson.position: is_lesson(m)
                                              and m["lesson"]["position"] == s + 1
                                              and m["lesson"]["phase"] == "question") for d in devices]
                    question = first[0]["lesson"]["question"]
                    assert all(f["lesson"]["question"] == question for f in first)
                    if question["answer"] == "none":  # an explain step: read the board
                        assert lesson.advance() is Phase.ANSWER
                        continue
                    step_number += 1
                    counts: dict[str, int] = {}
                    for i, d in enumerate(devices):
                        right = (i + step_number) % 3 != 0
                        value = answer_for(question, oracle[step.id], right)
                        await d.send({"type": "answer", "value": value, "ref": step_number})
                        expected[names[i]].append((f"lesson:{pack.id}:{step.id}", right))
                        for label in ([c["label"] for c in question["choices"] if c["value"] in value]
                                      if question["answer"] == "tiles" else [value]):
                            counts[label] = counts.get(label, 0) + 1
                    for d in devices:
                        reply = await d.wait_for(lambda m, n=step_number: m.get("ref") == n)
                        assert reply["type"] == "answered"
                    # a second answer to the same question does not count
                    await devices[0].send({"type": "answer", "value": "1", "ref": 1000 + step_number})
                    again = await devices[0].wait_for(lambda m, n=step_number: m.get("ref") == 1000 + n)
                    assert again == {"type": "refused", "code": "already", "ref": 1000 + step_number}
                    assert lesson.advance() is Phase.CHART
                    chart = lesson.public_state()["chart"]
                    shown = {bar["label"]: bar["count"] for bar in chart if bar["count"]}
                    if question["answer"] == "yesno":
                        shown = {("yes" if k == "yes" else "no"): v for k, v in shown.items()}
                    assert shown == counts
                    assert lesson.advance() is Phase.ANSWER
                    for i, d in enumerate(devices):
                        seen = await d.wait_for(lambda m, s=lesson.position: is_lesson(m)
                                                and m["lesson"]["position"] == s + 1
                                                and m["lesson"]["phase"] == "answer")
                        assert seen["you"]["right"] == ((i + step_number) % 3 != 0)
                        assert seen["lesson"]["right_answer"]
                for i, d in enumerate(devices):
                    done = await d.wait_for(lambda m: is_lesson(m) and m["lesson"]["phase"] == "done")
                    assert done["you"]["score"] == sum(1 for _item, right in expected[names[i]] if right)
                for d in devices:
                    await d.close()
        asyncio.run(asyncio.wait_for(main(), 240))
    # every answer, in each pupil's own record, with the right verdict; and each pupil's score
    assert len(expected[names[0]]) >= 5  # the pack's sum and match questions, asked of the class
    record = open_record(record_path)
    try:
        pupils = {p.name: p for p in record.pupils()}
        assert set(pupils) == set(names)
        for name in names:
            rows = record.answers(pupils[name])
            assert [(r.item, r.correct) for r in rows] == expected[name]
            assert {r.source for r in rows} == {"lesson"}
            results = record.lesson_results(pupils[name])
            assert [(r.pack_id, r.score, r.lesson) for r in results] == \
                [(pack.id, sum(1 for _i, right in expected[name] if right), "class")]
    finally:
        record.close()


def test_a_pupil_with_a_pin_must_give_it(record_path):
    record = open_record(record_path)
    record.create_pupil("Lia", pin="4321")
    record.close()
    pack = load_pack(bundled_lessons_dir() / PACK_FILE)
    lesson = ClassLesson(pack, "en", ClassRecorder(lambda: open_record(record_path)))
    with running(lesson=lesson) as server:
        async def main():
            async with aiohttp.ClientSession() as http:
                join = f"{server.url}api/join"
                async with http.post(join, json={"code": lesson.room_code, "name": "Lia"}) as reply:
                    assert reply.status == 403 and (await reply.json())["error"] == "pin"
                async with http.post(join, json={"code": lesson.room_code, "name": "Lia", "pin": "1111"}) as reply:
                    assert reply.status == 403
                async with http.post(join, json={"code": lesson.room_code, "name": "Lia", "pin": "4321"}) as reply:
                    assert reply.status == 200
                async with http.post(join, json={"code": lesson.room_code, "name": "   "}) as reply:
                    assert reply.status == 400 and (await reply.json())["error"] == "name"
                async with http.get(f"{server.url}join/not-a-pupil") as reply:
                    assert reply.status == 404
        asyncio.run(asyncio.wait_for(main(), 60))


def test_a_headless_lesson_moves_on_by_itself(record_path):
    pack = load_pack(bundled_lessons_dir() / PACK_FILE)
    lesson = ClassLesson(pack, "en", ClassRecorder(lambda: open_record(record_path)),
                         auto={"joining": 2, "question": 10, "chart": 1, "answer": 1})
    lesson.tick(30)
    assert lesson.phase is Phase.JOINING  # nobody has joined: the clock waits for the first pupil
    ana = lesson.join("Ana")
    lesson.connect(ana, +1)
    lesson.tick(1.5)
    assert lesson.phase is Phase.JOINING
    lesson.tick(1.0)
    assert (lesson.phase, lesson.step.kind) == (Phase.QUESTION, "explain")
    lesson.tick(2.6)  # a quarter of the question time to read an explanation
    assert lesson.phase is Phase.ANSWER
    lesson.tick(1.1)
    assert (lesson.phase, lesson.step.kind) == (Phase.QUESTION, "sum")
    lesson.tick(5)
    assert lesson.phase is Phase.QUESTION  # still time to answer
    assert lesson.answer(ana, "3")[0]
    lesson.tick(0.05)  # everyone here has answered: the chart at once
    assert lesson.phase is Phase.CHART
    lesson.tick(1.1)
    assert lesson.phase is Phase.ANSWER
    lesson.tick(1.1)
    assert lesson.phase is Phase.QUESTION and lesson.position == 2
    lesson.close()
