"""Practice drills on the devices (`serve --own-pace --practice`) add up with the app's practice:
the same record rows, the schedule carried on from what the pupil did in the app, one verdict
per question, and the teacher's live view of who practises what."""

from __future__ import annotations

import pytest

from edu_domino.classplay.practice import OwnPacePractice
from edu_domino.classplay.recorder import ClassRecorder
from edu_domino.classplay.session import parse_topics
from edu_domino.progress import PracticeSession, open_record
from edu_domino.progress.items import right_answer

# The skill each kind of drill key belongs to (progress/drills.py's docstring, by hand).
SKILL_OF_PREFIX = {"pow": "powers", "log": "powers", "sum": "sums", "equiv": "spellings", "listen": "listening",
                   "tap": "rhythm"}


def a_wrong_choice(item) -> str:
    return next(c for c in item.choices if c != item.expected and c not in item.also_right)


def device_practice(path, topics=("powers",), **options) -> OwnPacePractice:
    return OwnPacePractice("en", ClassRecorder(lambda: open_record(path)), topics=topics, seed=7, **options)


def answer(practice: OwnPacePractice, token: str, message: dict) -> dict:
    """One answer from the device, its save waited for (the record's thread), its verdict read."""
    reply = practice.act(token, message)
    assert reply == {"type": "done"}, reply
    assert practice.recorder.flush()
    state = practice.pupil_state(token)
    assert state["feedback"] is not None, state
    return state


def rows_of(path, name: str):
    record = open_record(path)
    try:
        return [r for r in record.answers() if r.pupil == name]
    finally:
        record.close()


def test_the_device_carries_on_the_apps_schedule_and_writes_the_same_rows(tmp_path):
    path = tmp_path / "progress.sqlite"
    # In the app: Ana misses three power questions (the app's practice code path, on the record).
    record = open_record(path)
    pupil = record.create_pupil("Ana")
    app = PracticeSession(record, pupil, ("powers",), seed=1)
    missed = []
    for _ in range(3):
        item = app.next_item()
        missed.append(item.key)
        app.answer(a_wrong_choice(item))
    record.close()
    # On a device: the scheduler's rules bring a missed item back after WRONG_GAP (2) others, the
    # most overdue first, before any new one: at the pupil's 4th, 5th and 6th answers, the three
    # missed items in the order they were missed.
    practice = device_practice(path)
    try:
        token = practice.join("Ana")
        asked = []
        for i in range(3):
            state = practice.pupil_state(token)
            assert state["step"]["id"] == f"q{i + 1}" and state["step"]["answer"] == "choice"
            item = practice.pupils[token].item
            asked.append(item.key)
            given = item.expected if i != 1 else a_wrong_choice(item)
            state = answer(practice, token, {"type": "answer", "value": given})
            assert state["feedback"]["right"] is (i != 1)
            assert practice.act(token, {"type": "seen"}) == {"type": "done"}
        assert asked == missed
    finally:
        practice.close()
    rows = rows_of(path, "Ana")
    assert [(r.item, r.correct) for r in rows] == [(k, False) for k in missed] + [
        (missed[0], True), (missed[1], False), (missed[2], True)]
    assert {r.source for r in rows} == {"practice"}
    assert all(r.skill == SKILL_OF_PREFIX[r.item.split(":")[0]] for r in rows)
    record = open_record(path)
    try:
        states = record.item_states(record.find_pupil("Ana"), ["powers"])
        assert record.steps(record.find_pupil("Ana")) == 6
    finally:
        record.close()
    # Leitner boxes by hand: wrong (0), then right (1); wrong twice (0).
    assert [states[k].box for k in missed] == [1, 0, 1]


def test_a_reload_gets_the_same_question_and_each_answer_is_saved_once(tmp_path):
    path = tmp_path / "progress.sqlite"
    practice = device_practice(path, topics=("spellings",))
    try:
        token = practice.join("Bea")
        first = practice.pupil_state(token)
        again = practice.pupil_state(token)  # the page reloaded: the same question, the same choices
        assert first["step"] == again["step"] and first["step"]["answer"] == "faces"
        assert all(c["faces"] and c["name"] for c in first["step"]["choices"])
        item = practice.pupils[token].item
        assert practice.act(token, {"type": "answer", "value": "not:offered"})["code"] == "not_a_choice"
        state = answer(practice, token, {"type": "answer", "value": item.expected})
        # The verdict stays through a reload; answering again is refused until it was seen.
        assert practice.pupil_state(token)["feedback"] == state["feedback"]
        assert practice.act(token, {"type": "answer", "value": item.expected})["code"] == "bad_message"
        practice.act(token, {"type": "seen"})
        assert practice.pupil_state(token)["step"]["id"] == "q2"
    finally:
        practice.close()
    assert [(r.item, r.correct) for r in rows_of(path, "Bea")] == [(item.key, True)]


def test_a_sitting_ends_after_its_length_and_another_can_start(tmp_path):
    from edu_domino.progress.aims import PracticeAims

    path = tmp_path / "progress.sqlite"
    practice = device_practice(path, aims_for=lambda _id: PracticeAims(length=5))
    try:
        token = practice.join("Caio")
        for _ in range(5):
            item = practice.pupils[token].item
            answer(practice, token, {"type": "answer", "value": item.expected})
            practice.act(token, {"type": "seen"})
        state = practice.pupil_state(token)
        assert state["lesson"]["finished"] and state["step"] is None
        assert (state["lesson"]["score"], state["lesson"]["out_of"]) == (5, 5)
        assert practice.act(token, {"type": "answer", "value": "1"})["code"] == "closed"
        practice.act(token, {"type": "again"})
        assert practice.recorder.flush()
        state = practice.pupil_state(token)
        assert not state["lesson"]["finished"] and state["step"]["id"] == "q1"
    finally:
        practice.close()
    assert len(rows_of(path, "Caio")) == 5


def test_a_rhythm_is_tapped_on_the_device_and_judged_as_in_the_app(tmp_path):
    path = tmp_path / "progress.sqlite"
    practice = device_practice(path, topics=("rhythm",))
    try:
        token = practice.join("Dani")
        step = practice.pupil_state(token)["step"]
        assert step["answer"] == "tap" and step["show"] and step["sound"]
        item = practice.pupils[token].item
        onsets = [float(t) for t in right_answer(item).split()]
        taps_ms = [40_000.0 + t * 1000 for t in onsets]  # performance.now() has any origin
        state = answer(practice, token, {"type": "answer", "taps": taps_ms})
        assert state["feedback"]["right"] is True
        practice.act(token, {"type": "seen"})
        item = practice.pupils[token].item
        late = [1000.0 + i * 900.0 for i in range(len(right_answer(item).split()) + 1)]  # one tap too many
        state = answer(practice, token, {"type": "answer", "taps": late})
        assert state["feedback"]["right"] is False and state["feedback"]["hint"]
    finally:
        practice.close()
    rows = rows_of(path, "Dani")
    assert [r.correct for r in rows] == [True, False]
    assert rows[0].given.startswith("0.000 ") and rows[0].skill == "rhythm"


def test_the_teachers_view_shows_topic_counts_and_who_needs_help(tmp_path):
    path = tmp_path / "progress.sqlite"
    practice = device_practice(path)
    try:
        token = practice.join("Eva")
        for _ in range(3):
            item = practice.pupils[token].item
            answer(practice, token, {"type": "answer", "value": a_wrong_choice(item)})
            practice.act(token, {"type": "seen"})
        live = practice.live_state()
        (row,) = live["pupils"]
        assert row["cells"][:4] == ["wrong", "wrong", "wrong", "now"] and row["at"] == "q4"
        assert row["practice"] == {"topic": "Powers of two", "right": 0, "wrong": 3}
        assert row["stuck"] is True  # three wrong in a row
        assert live["title"] == "Practice: Powers of two" and len(live["steps"]) == 10
        assert [t["wrong"] for t in live["totals"][:3]] == [1, 1, 1]
        answers = practice.answers_of(row["key"])["answers"]
        assert len(answers) == 3 and not any(a["right"] for a in answers)
    finally:
        practice.close()


@pytest.mark.parametrize(("text", "topics"), [
    (None, None), ("aims", None), ("rhythm,sums", ("sums", "rhythm")), (" Powers ", ("powers",))])
def test_practice_topics_from_the_command_line(text, topics):
    assert parse_topics(text) == topics


def test_an_unknown_topic_is_named_with_the_ones_to_use():
    with pytest.raises(ValueError, match=r"--practice sums,maths: maths is not a practice topic; use some of sums"):
        parse_topics("sums,maths")


def test_headless_serve_of_practice_follows_the_aims_the_teacher_set_in_the_app(tmp_path):
    """`serve --own-pace --practice` with no topics: the class's practice aims from the app's
    teacher file (here: powers only, five questions a sitting)."""
    import asyncio
    import json
    import os
    import subprocess
    import sys

    import aiohttp
    from ownpace_helpers import join

    from edu_domino.progress.aims import PracticeAims
    from edu_domino.ui import teacher

    teacher.save(teacher.TeacherFile(class_aims=PracticeAims(topics=("powers",), length=5)),
                 tmp_path / "teacher.json")
    env = {**os.environ, "EDU_DOMINO_HOME": str(tmp_path)}
    process = subprocess.Popen([sys.executable, "-m", "edu_domino", "serve", "--headless", "--own-pace",
                                "--practice", "--host", "127.0.0.1", "--port", "0", "--lang", "es"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        ready = json.loads(process.stdout.readline())
        assert ready["teacher"].startswith(ready["url"] + "teacher/")

        class Server:
            url, room_code = ready["url"], ready["room"]

        token = join(Server, "Ana")

        async def first_state() -> dict:
            async with aiohttp.ClientSession() as session, \
                    session.ws_connect(ready["url"].replace("http", "ws") + f"ws/{token}") as ws:
                return json.loads((await ws.receive(timeout=30)).data)

        state = asyncio.run(first_state())
    finally:
        process.terminate()
        process.wait(15)
    assert state["lesson"]["title"] == "Potencias de dos" and state["lesson"]["total"] == 5
    assert state["step"]["prompt"] in ("¿Qué número es esta potencia de dos?", "¿Dos elevado a qué da este número?")


@pytest.mark.parametrize(("args", "words"), [
    (("--practice", "sums,maths"), "maths is not a practice topic"),
    (("--practice", "sums", "--lesson", "warmup-pips-numerals"), "one of them per session"),
    ((), "--lesson PACK (a pack id or a .toml file) or --practice [TOPICS]"),
])
def test_bad_practice_choices_say_what_to_fix_in_one_line(args, words):
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-m", "edu_domino", "serve", "--headless", "--own-pace", "--host",
                          "127.0.0.1", "--port", "0", *args], capture_output=True, text=True, timeout=60)
    assert out.returncode == 1
    assert words in out.stderr and "Traceback" not in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1


class FullOnce:
    """A real record whose first practice save fails for good, as on a full disk."""

    def __init__(self, record) -> None:
        self._record, self.failed = record, False

    def __getattr__(self, name: str):
        return getattr(self._record, name)

    def record_answer(self, *args, **kwargs):
        if not self.failed:
            from edu_domino.progress.errors import RecordAccessError

            self.failed = True
            raise RecordAccessError("progress.sqlite: the disk is full; free some space", path="progress.sqlite",
                                    kind="full")
        return self._record.record_answer(*args, **kwargs)


def test_an_answer_that_cannot_be_saved_is_not_counted_and_the_same_question_stays(tmp_path):
    path = tmp_path / "progress.sqlite"
    practice = OwnPacePractice("en", ClassRecorder(lambda: FullOnce(open_record(path))), topics=("powers",), seed=7)
    try:
        token = practice.join("Ana")
        item = practice.pupils[token].item
        assert practice.act(token, {"type": "answer", "value": item.expected}) == {"type": "done"}
        assert practice.recorder.flush()
        state = practice.pupil_state(token)
        assert state["feedback"] is None and state["step"]["id"] == "q1"  # no verdict: the question again
        assert practice.pupils[token].item is item and practice.recorder.problems == [
            "progress.sqlite: the disk is full; free some space"]  # said on the projector
        assert answer(practice, token, {"type": "answer", "value": item.expected})["feedback"]["right"]
    finally:
        practice.close()
    assert [(r.item, r.correct) for r in rows_of(path, "Ana")] == [(item.key, True)]  # counted once
