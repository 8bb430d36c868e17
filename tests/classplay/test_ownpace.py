"""An own-pace lesson over real WebSockets: each pupil runs every step kind on their own socket,
answers are judged on the server, saved in the pupil's record as the lesson screen saves them,
a reload comes back at the same step, and the teacher's socket sees the class grid."""

from __future__ import annotations

import asyncio

import aiohttp
from classplay_helpers import Device, ws_url
from ownpace_helpers import RIGHT, SKILLS, WRONG, join, ownpace_server

from edu_domino.progress import open_record

# What Ana gives at each showing of a step, in order (a step that comes back takes the next).
ANA_PLAN = {
    "two-quarters": ["wrong", "right"],
    "quarter-matches": ["right"],
    "build-four": ["wrong", "wrong", "right"],  # out of tries: it comes back two steps later
    "hear-quarter": ["right"],
    "chain-one": ["right"],
    "tap-q-e-e": ["right"],
}
# The grid the teacher should see once Ana is done (worked out from the plan by hand).
ANA_CELLS = ["seen", "retry", "right", "retry", "right", "right", "right", "seen"]


def step_of(message: dict) -> str | None:
    return (message.get("step") or {}).get("id")


def last_own(device: Device) -> dict | None:
    states = [m for m in device.messages if m.get("type") == "own"]
    return states[-1] if states else None


async def newer_state(device: Device, than: int) -> dict:
    """The pupil's state once it is newer than version `than`."""
    await device.wait_for(lambda m: m.get("type") == "own" and m["version"] > than)
    return last_own(device)  # type: ignore[return-value]


async def send_and_state(device: Device, message: dict) -> tuple[dict, dict]:
    """Send a message; the server's reply and the pupil's state after it."""
    before = last_own(device)["version"]  # type: ignore[index]
    start = len(device.messages)
    await device.send(message)
    reply = await device.wait_for(lambda m: m.get("type") in ("done", "refused", "error"), start=start)
    if reply["type"] != "done":
        return reply, last_own(device)  # type: ignore[return-value]
    return reply, await newer_state(device, before)


async def play_game(device: Device, state: dict) -> dict:
    """Play the game step to its end as a pupil taps: the first legal play, else draw or pass."""
    for _ in range(400):
        step = state["step"]
        if step is None or step["id"] != "music-hand":
            return state
        you = step["you"]
        if step["done"]:
            _, state = await send_and_state(device, {"type": "continue"})
        elif you["your_turn"]:
            move = {"type": "play", **you["plays"][0]} if you["plays"] else {
                "type": "draw" if you["can_draw"] else "pass"}
            _, state = await send_and_state(device, move)
        else:  # the computer seat thinks on the server
            state = await newer_state(device, state["version"])
    raise AssertionError("the game step did not end")


async def run_plan(device: Device, plan: dict[str, list[str]]) -> list[tuple[str, bool | None]]:
    """Answer every step as the plan says; the answers given, in order, as (step, right)."""
    given: list[tuple[str, bool | None]] = []
    left = {k: list(v) for k, v in plan.items()}
    state = await device.wait_for(lambda m: m.get("type") == "own")
    while not state["lesson"]["finished"]:
        step = state["step"]
        if step["id"] == "music-hand":
            state = await play_game(device, state)
            given.append(("music-hand", None))
        elif step["kind"] == "explain":
            _, state = await send_and_state(device, {"type": "continue"})
        else:
            verdict = left[step["id"]].pop(0)
            reply, state = await send_and_state(device, (RIGHT if verdict == "right" else WRONG)[step["id"]])
            assert reply["type"] == "done", reply
            assert state["feedback"]["right"] is (verdict == "right"), (step["id"], state["feedback"])
            given.append((step["id"], verdict == "right"))
            _, state = await send_and_state(device, {"type": "seen"})
    return given


def test_one_pupil_runs_every_step_kind_and_every_try_is_in_the_record(tmp_path):
    record_path = tmp_path / "progress.sqlite"
    with ownpace_server(record_path) as (server, lesson):
        token = join(server, "Ana")

        async def main():
            async with aiohttp.ClientSession() as http:
                teacher = await Device(http, ws_url(server, lesson.teacher_token)).open()
                device = await Device(http, ws_url(server, token)).open()
                given = await run_plan(device, ANA_PLAN)
                live = await teacher.wait_for(lambda m: m.get("type") == "live" and m["pupils"]
                                              and m["pupils"][0]["finished"])
                await teacher.send({"type": "answers", "key": live["pupils"][0]["key"]})
                answers = await teacher.next_message(lambda m: m.get("type") == "answers")
                await device.close()
                await teacher.close()
                return given, live, answers

        given, live, answers = asyncio.run(asyncio.wait_for(main(), 120))
        lesson.recorder.flush()
    assert live["pupils"][0]["cells"] == ANA_CELLS
    assert [(a["step"], a["right"]) for a in answers["answers"]][:-1] == given[:-1]
    record = open_record(record_path)
    try:
        rows = record.answers()
        results = record.lesson_results()
    finally:
        record.close()
    # Every try, in order, as the lesson screen saves it: item, skill, verdict, source "lesson".
    assert [(r.item, r.skill, r.source) for r in rows] == [
        (f"lesson:own-pace-test:{step}", SKILLS[step], "lesson") for step, _ in given]
    assert [r.correct for r in rows][:-1] == [right for _, right in given][:-1]
    assert rows[-1].given in ("won", "lost", "drawn")
    # Right at the first try of the first showing: matches, listen, chain, tap (4 of 6 asked).
    assert [(r.pupil, r.pack_id, r.pack_version, r.lesson, r.score, r.out_of) for r in results] == [
        ("Ana", "own-pace-test", "3", "Own pace test", 4, 6)]


def test_a_reload_comes_back_at_the_same_step_with_its_tries_used(tmp_path):
    with ownpace_server(tmp_path / "progress.sqlite") as (server, lesson):
        token = join(server, "Bea")

        async def main():
            async with aiohttp.ClientSession() as http:
                device = await Device(http, ws_url(server, token)).open()
                await device.wait_for(lambda m: step_of(m) == "welcome")
                await device.send({"type": "continue"})
                await device.wait_for(lambda m: step_of(m) == "two-quarters")
                await device.send(WRONG["two-quarters"])
                await device.wait_for(lambda m: (m.get("feedback") or {}).get("tries_left") == 1)
                await device.close()
                again = await Device(http, ws_url(server, token)).open()  # the page reloaded
                state = await again.wait_for(lambda m: m.get("type") == "own")
                await again.send(RIGHT["two-quarters"])
                after = await again.wait_for(lambda m: (m.get("feedback") or {}).get("done"))
                await again.close()
                return state, after

        state, after = asyncio.run(asyncio.wait_for(main(), 60))
    assert step_of(state) == "two-quarters" and state["lesson"]["number"] == 2
    assert state["feedback"]["right"] is False  # the wrong try's hint is still there
    assert after["feedback"]["right"] is True and step_of(after) == "quarter-matches"
    assert lesson.live_state()["pupils"][0]["cells"][:3] == ["seen", "retry", "now"]


def test_a_tap_with_the_second_note_early_is_wrong_and_says_which_note(tmp_path):
    with ownpace_server(tmp_path / "progress.sqlite") as (server, lesson):
        token = join(server, "Caio")
        pupil = lesson.pupil_for_token(token)
        assert pupil is not None
        pupil.runner.start_at(6)  # the tap step (a preview start, before anything is answered)
        reply = lesson.act(token, WRONG["tap-q-e-e"])
        state = lesson.pupil_state(token)
    assert reply["type"] == "done"
    assert state["feedback"]["right"] is False and "Note 2 came too early" in state["feedback"]["hint"]


def test_refusals_change_nothing(tmp_path):
    """Messages a page should never send: a choice not offered, taps that are not numbers, a
    game move outside a game, an unknown type. Each is refused and the step stays."""
    with ownpace_server(tmp_path / "progress.sqlite") as (server, lesson):
        token = join(server, "Dani")
        lesson.act(token, {"type": "continue"})
        refusals = [lesson.act(token, m)["code"] for m in (
            {"type": "play", "tile": "6-1", "end": "R"}, {"type": "answer", "taps": [1, 2]},
            {"type": "answer", "value": "seven"}, {"type": "whatever"}, {"type": "calibrate", "offset_ms": "x"})]
        state = lesson.pupil_state(token)
    assert refusals == ["bad_message", "unreadable", "unreadable", "bad_message", "bad_message"]
    assert step_of(state) == "two-quarters"
    assert lesson.pupil_for_token(token).runner.answers == []  # type: ignore[union-attr]


def test_the_teacher_sees_who_seems_stuck_and_a_leaderboard_of_names_only_when_asked(tmp_path):
    """Three wrong tries in a row, or `idle_after` seconds without a tap, flag a pupil; the
    leaderboard is off unless the teacher asks, and then it is names only, most right first."""
    from ownpace_helpers import own_pace_pack

    from edu_domino.classplay.ownpace import OwnPaceLesson
    from edu_domino.classplay.recorder import ClassRecorder

    now = [100.0]
    lessons = []
    for board in (False, True):
        lesson = OwnPaceLesson(own_pace_pack(), "en", ClassRecorder(lambda: open_record(tmp_path / "p.sqlite")),
                               leaderboard=board, idle_after=60.0, clock=lambda: now[0], seed=1)
        lessons.append(lesson)
        ana, bea, caio = (lesson.join(name) for name in ("Ana", "Bea", "Caio"))
        for token in (ana, bea, caio):
            lesson.act(token, {"type": "continue"})  # the explain page
        lesson.act(ana, RIGHT["two-quarters"])  # Ana: one right
        for wrong in (WRONG["two-quarters"], WRONG["two-quarters"], WRONG["quarter-matches"]):
            lesson.act(bea, wrong)  # Bea: three wrong tries in a row (a step lost, the next missed)
        now[0] += 61.0
        lesson.act(ana, {"type": "seen"})
        lesson.act(bea, {"type": "seen"})
        lesson.tick(0.05)  # Caio has not tapped for 61 s
        rows = {r["name"]: r for r in lesson.live_state()["pupils"]}
        assert [rows[n]["stuck"] for n in ("Ana", "Bea", "Caio")] == [False, True, True]
        assert [rows[n]["idle"] for n in ("Ana", "Bea", "Caio")] == [False, False, True]
        assert rows["Bea"]["misses"] == 3
        assert lesson.live_state()["totals"][1] == {"right": 1, "retry": 0, "wrong": 1, "now": 1}
        board_shown = lesson.live_state()["leaderboard"]
        assert board_shown == (["Ana", "Bea", "Caio"] if board else None)
    for lesson in lessons:
        lesson.close()
