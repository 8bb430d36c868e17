"""The timed challenge on a pupil's device (own-pace practice): the server's clock (a fake one
here) decides when a question's time is up, an answer after that is refused and says so, a
reload finds the same question with the time the server has left, every question is in the
record as a challenge answer, and the teacher's row says who is in a challenge and how it went."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from test_ownpace_practice import a_wrong_choice, answer, rows_of

from edu_domino.classplay.practice import OwnPacePractice
from edu_domino.classplay.recorder import ClassRecorder
from edu_domino.progress import open_record
from edu_domino.progress.aims import PracticeAims


class Clock:
    def __init__(self) -> None:
        self.t = 500.0

    def __call__(self) -> float:
        return self.t


def device_practice(path, clock: Clock, seed: int = 5) -> OwnPacePractice:
    """Practice of powers on the devices, three questions a sitting, on a fake clock."""
    return OwnPacePractice("en", ClassRecorder(lambda: open_record(path)), topics=("powers",), seed=seed,
                           clock=clock, aims_for=lambda _id: PracticeAims(length=3))


def a_sitting(practice, token) -> None:
    """The untimed sitting the challenge is offered after: three right answers."""
    for _ in range(3):
        answer(practice, token, {"type": "answer", "value": practice.pupils[token].item.expected})
        practice.act(token, {"type": "seen"})


def start(tmp_path):
    clock = Clock()
    path = tmp_path / "progress.sqlite"
    practice = device_practice(path, clock)
    token = practice.join("Ana")
    a_sitting(practice, token)
    return practice, token, clock, path


@dataclass
class InChallenge:
    practice: OwnPacePractice
    token: str
    clock: Clock
    path: Path

    def state(self) -> dict:
        return self.practice.pupil_state(self.token)

    def act(self, message: dict) -> dict:
        return self.practice.act(self.token, message)

    @property
    def asked(self):
        """The question on the pupil's page."""
        return self.practice.pupils[self.token].item


@pytest.fixture
def ana(tmp_path):
    """Ana, her sitting over, has just started a challenge: its first question is on."""
    practice, token, clock, path = start(tmp_path)
    try:
        begin(practice, token)
        yield InChallenge(practice, token, clock, path)
    finally:
        practice.close()


def begin(practice, token) -> None:
    """The challenge's page, then its Start: the first question is on, its clock running."""
    assert practice.act(token, {"type": "challenge"}) == {"type": "done"}
    assert practice.recorder.flush()  # the pupil's best read from the record
    state = practice.pupil_state(token)
    assert state["challenge"]["phase"] == "ready" and state["step"] is None
    assert practice.act(token, {"type": "start"}) == {"type": "done"}
    assert practice.recorder.flush()


def on_time(practice, token, value) -> dict:
    state = answer(practice, token, {"type": "answer", "value": value})
    practice.act(token, {"type": "seen"})
    return state


def time_runs_out(practice, token, clock) -> dict:
    """The clock passes the question's 10 s; the server's tick closes it."""
    clock.t += practice.pupil_state(token)["challenge"]["left_ms"] / 1000  # to the very end of its time
    practice.tick(0.05)
    assert practice.recorder.flush()
    assert practice.pupil_state(token)["feedback"] is None  # exactly 10 s is still in time
    clock.t += 0.01
    practice.tick(0.05)
    assert practice.recorder.flush()
    state = practice.pupil_state(token)
    practice.act(token, {"type": "seen"})
    return state


def test_the_challenge_is_offered_once_a_sitting_is_over_and_not_before(tmp_path):
    practice = device_practice(tmp_path / "progress.sqlite", Clock())
    try:
        token = practice.join("Ana")
        assert practice.act(token, {"type": "challenge"}) == {"type": "refused", "code": "bad_message"}
        assert practice.act(token, {"type": "start"}) == {"type": "refused", "code": "bad_message"}
        assert practice.pupil_state(token)["challenge"] is None
    finally:
        practice.close()


def test_time_up_by_the_servers_clock_closes_the_question_as_not_answered_in_time(ana):
    ana.clock.t += 4.0
    state = ana.state()
    assert state["challenge"]["left_ms"] == 6000 and state["challenge"]["seconds"] == 10
    asked = ana.asked
    state = time_runs_out(ana.practice, ana.token, ana.clock)
    assert state["feedback"]["time_up"] is True and state["feedback"]["right"] is False
    assert state["feedback"]["answer"] == asked.answer_words("en")
    assert state["challenge"]["late"] is False and state["challenge"]["left_ms"] is None
    assert (state["challenge"]["right"], state["challenge"]["asked"]) == (0, 1)
    last = rows_of(ana.path, "Ana")[-1]
    assert (last.item, last.given, last.correct, last.challenge, last.ms) == (asked.key, "", False, True, 10000)


def test_an_answer_after_the_time_is_refused_and_the_page_says_so(ana):
    asked = ana.asked
    ana.clock.t += 10.5  # the phone slept: no tick has closed the question yet
    assert ana.act({"type": "answer", "value": asked.expected}) == {"type": "refused", "code": "time_up"}
    # a second tap while the server saves the question as missed is refused the same way
    assert ana.act({"type": "answer", "value": asked.expected})["code"] in ("time_up", "busy")
    assert ana.practice.recorder.flush()
    state = ana.state()
    assert state["feedback"]["time_up"] and state["challenge"]["late"] is True
    assert state["challenge"]["right"] == 0
    challenge_rows = [r for r in rows_of(ana.path, "Ana") if r.challenge]
    assert [(r.given, r.correct) for r in challenge_rows] == [("", False)]  # never counted as right


def test_an_answer_sent_as_the_server_closed_the_question_is_refused_as_late(ana):
    asked = ana.asked
    ana.clock.t += 10.01
    ana.practice.tick(0.05)  # the server closes it first ...
    assert ana.practice.recorder.flush()
    assert ana.state()["challenge"]["late"] is False
    # ... then the answer the pupil tapped at the last moment arrives
    assert ana.act({"type": "answer", "value": asked.expected}) == {"type": "refused", "code": "time_up"}
    state = ana.state()
    assert state["challenge"]["late"] is True and state["feedback"]["time_up"] is True
    assert state["challenge"]["right"] == 0


def test_a_reload_finds_the_same_question_with_the_servers_time_left(ana):
    first = ana.state()
    ana.clock.t += 7.25
    again = ana.state()  # what a reloaded page is sent
    assert again["step"] == first["step"] and again["step"]["id"] == "q1"
    assert (first["challenge"]["left_ms"], again["challenge"]["left_ms"]) == (10000, 2750)
    ana.clock.t += 2.75
    assert ana.state()["challenge"]["left_ms"] == 0


def test_the_score_and_the_best_over_three_challenges(tmp_path):
    practice, token, clock, path = start(tmp_path)
    pupil = practice.pupils[token]
    try:
        # 1st: right in 9.99 s, wrong, time up -> 1 of 3, the first: the best, not "a new best"
        begin(practice, token)
        clock.t += 9.99
        assert on_time(practice, token, pupil.item.expected)["feedback"]["right"] is True
        assert on_time(practice, token, a_wrong_choice(pupil.item))["feedback"]["time_up"] is False
        end = time_runs_out(practice, token, clock)["challenge"]
        assert (end["phase"], end["right"], end["asked"]) == ("over", 1, 3)
        assert end["best"] == {"right": 1, "out_of": 3} and end["new_best"] is False
        # 2nd: all wrong -> 0 of 3; the best stays 1 of 3
        begin(practice, token)
        for _ in range(3):
            on_time(practice, token, a_wrong_choice(pupil.item))
        end = practice.pupil_state(token)["challenge"]
        assert (end["right"], end["best"], end["new_best"]) == (0, {"right": 1, "out_of": 3}, False)
        # 3rd: all right -> 3 of 3, a new best
        begin(practice, token)
        for _ in range(3):
            on_time(practice, token, pupil.item.expected)
        end = practice.pupil_state(token)["challenge"]
        assert (end["right"], end["best"], end["new_best"]) == (3, {"right": 3, "out_of": 3}, True)
        # a stray answer on the result page changes nothing
        assert practice.act(token, {"type": "answer", "value": "1"}) == {"type": "refused", "code": "closed"}
        assert practice.pupil_state(token)["challenge"]["phase"] == "over"
        (row,) = practice.live_state()["pupils"]
        assert row["challenge"] == {"phase": "over", "right": 3, "asked": 3, "total": 3,
                                    "best": {"right": 3, "out_of": 3}}
        # Practise some more leaves the challenge: an untimed sitting again
        assert practice.act(token, {"type": "again"}) == {"type": "done"}
        assert practice.recorder.flush()
        state = practice.pupil_state(token)
        assert state["challenge"] is None and state["step"]["id"] == "q1"
        clock.t += 60
        practice.tick(0.05)
        assert practice.recorder.flush() and practice.pupil_state(token)["feedback"] is None  # no clock now
    finally:
        practice.close()
    rows = rows_of(path, "Ana")
    assert [r.challenge for r in rows] == [False] * 3 + [True] * 9  # the sitting, then three challenges
    assert sum(r.correct for r in rows[3:]) == 1 + 0 + 3


def test_the_teachers_row_follows_the_challenge_and_names_a_question_with_no_answer(tmp_path):
    practice, token, clock, _path = start(tmp_path)
    try:
        assert practice.live_state()["pupils"][0]["challenge"] is None
        practice.act(token, {"type": "challenge"})
        practice.recorder.flush()
        assert practice.live_state()["pupils"][0]["challenge"]["phase"] == "ready"
        practice.act(token, {"type": "start"})
        practice.recorder.flush()
        on_time(practice, token, practice.pupils[token].item.expected)
        row = practice.live_state()["pupils"][0]
        assert row["challenge"] == {"phase": "on", "right": 1, "asked": 1, "total": 3, "best": None}
        assert row["cells"] == ["right", "now", ""]
        time_runs_out(practice, token, clock)
        assert practice.live_state()["pupils"][0]["cells"][:2] == ["right", "wrong"]
        given = [a["given"] for a in practice.answers_of(row["key"], "es")["answers"]]
        assert given[-1] == "sin respuesta a tiempo"
    finally:
        practice.close()


@pytest.mark.parametrize("message", [{"type": "start"}, {"type": "challenge"}])
def test_a_stray_message_mid_challenge_changes_nothing(ana, message):
    before = ana.state()
    assert ana.act(message) == {"type": "refused", "code": "bad_message"}
    after = ana.state()
    assert after["step"] == before["step"] and after["challenge"]["phase"] == "on"


def test_the_best_lasts_from_one_server_to_the_next_in_the_record(tmp_path):
    practice, token, clock, path = start(tmp_path)
    pupil = practice.pupils[token]
    try:  # right, right, wrong: 2 of 3
        begin(practice, token)
        for right in (True, True, False):
            on_time(practice, token, pupil.item.expected if right else a_wrong_choice(pupil.item))
        assert practice.pupil_state(token)["challenge"]["best"] == {"right": 2, "out_of": 3}
    finally:
        practice.close()
    record = open_record(path)
    try:
        kept = [(r.pack_id, r.score, r.out_of) for r in record.lesson_results(record.find_pupil("Ana"))]
    finally:
        record.close()
    assert kept == [("challenge:timed", 2, 3)]
    # Another day, another server: the rules page already says the best
    again = device_practice(path, Clock(), seed=9)
    try:
        token = again.join("Ana")
        a_sitting(again, token)
        begin(again, token)
        assert again.pupil_state(token)["challenge"]["best"] == {"right": 2, "out_of": 3}
    finally:
        again.close()
