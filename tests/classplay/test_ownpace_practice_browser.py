"""Practice drills in real browsers (headless chromium): a pupil joins with the room code and
their name, answers power questions by tapping and by the keyboard, one wrong, reloads mid-way
and carries on; the teacher's live view shows what she practises and her counts; the record
holds every answer once. axe-core finds no serious or critical violation on the practice pages
(a number question, a picture question, a rhythm to tap, a verdict, the end with what to practise
next) at phone and tablet sizes, nor on the teacher's view."""

from __future__ import annotations

import os
from pathlib import Path

from browsers import open_browser, serious_violations
from ownpace_helpers import join as join_by_api
from test_classplay_browser import wait_until
from test_ownpace_browser import PHONE, TABLET, click, emulate, open_at, step_on, text_of, verdict

from edu_domino.classplay.drill_json import practice_face_keys
from edu_domino.classplay.ownpace_server import OwnPaceServer
from edu_domino.classplay.practice import OwnPacePractice
from edu_domino.classplay.recorder import ClassRecorder
from edu_domino.progress import open_record
from edu_domino.progress.aims import PracticeAims
from edu_domino.ui.face_images import face_pngs

SHOTS = Path(os.environ.get("EDU_DOMINO_SHOTS", "/nonexistent"))  # set it to keep screenshots to look at


def power_answer(key: str) -> str:
    """The answer to a power drill, worked out from its key by hand: "pow:powers:2^3" is 8,
    "log:powers:8" is 3."""
    kind, _, shown = key.partition(":powers:")
    if kind == "pow":
        return str(2 ** int(shown.split("^")[1]))
    return str(int(shown).bit_length() - 1)


def a_wrong_power(key: str, choices: list[str]) -> str:
    return next(c for c in choices if c != power_answer(key))


def start(tmp_path, topics, length=10):
    practice = OwnPacePractice("en", ClassRecorder(lambda: open_record(tmp_path / "progress.sqlite")),
                               topics=topics, seed=3, aims_for=lambda _id: PracticeAims(length=length))
    images = face_pngs(practice_face_keys(practice.drills, topics))
    server = OwnPaceServer(ownpace=practice, images=images, host="127.0.0.1", port=0)
    server.start_in_thread()
    return practice, server


def shown_key(practice: OwnPacePractice, name: str) -> str:
    """The drill on a pupil's page (its key: the test works the answer out from it)."""
    (pupil,) = [p for p in practice.pupils.values() if p.name == name]
    return pupil.item.key


def choices_on(web) -> list[str]:
    return web.execute_script(
        "return Array.from(document.querySelectorAll('#own-answers button[data-answer]')).map(b => b.dataset.answer);")


def test_a_pupil_practises_reloads_and_carries_on_and_the_teacher_sees_it(browsers, tmp_path):
    practice, server = start(tmp_path, ("powers",))
    try:
        teacher = open_at(browsers, TABLET)
        teacher.get(server.teacher_url())
        web = open_at(browsers, PHONE)
        web.get(server.url)
        web.find_element("id", "code").send_keys(server.room_code)
        web.find_element("id", "name").send_keys("Ana")
        web.find_element("id", "go").click()
        wait_until(lambda: step_on(web) == "q1", "Ana's first question")
        assert "Question 1 of 10" in text_of(web, "#status")
        asked: list[tuple[str, bool]] = []
        # q1 right and q2 wrong, by tapping the number buttons
        for number, right in (("q1", True), ("q2", False)):
            wait_until(lambda number=number: step_on(web) == number and choices_on(web), number)
            key = shown_key(practice, "Ana")
            given = power_answer(key) if right else a_wrong_power(key, choices_on(web))
            click(web, f"#own-answers button[data-answer='{given}']")
            wait_until(lambda: web.find_elements("id", "continue"), "the verdict")
            expected = "Right!" if right else f"Not this time. The answer is {power_answer(key)}."
            assert verdict(web).startswith(expected), verdict(web)
            assert web.find_element("id", "own-verdict").get_attribute("role") == "alert"  # announced
            asked.append((key, right))
            if not right:  # a reload with the verdict on screen: the verdict is still there
                web.refresh()
                wait_until(lambda expected=expected: verdict(web).startswith(expected), "the verdict after a reload")
            click(web, "#continue")
        # q3: a reload before answering brings the same question back, then it is answered by keys
        wait_until(lambda: step_on(web) == "q3" and choices_on(web), "q3")
        key, before = shown_key(practice, "Ana"), choices_on(web)
        web.refresh()
        wait_until(lambda: step_on(web) == "q3" and choices_on(web), "q3 after a reload")
        assert choices_on(web) == before
        web.execute_script("document.querySelector(arguments[0]).focus();",
                           f"#own-answers button[data-answer='{power_answer(key)}']")
        web.switch_to.active_element.send_keys("\n")
        wait_until(lambda: verdict(web).startswith("Right!"), "q3's verdict by the keyboard")
        asked.append((key, True))
        assert web.switch_to.active_element.get_attribute("id") == "continue"  # Enter goes on
        web.switch_to.active_element.send_keys("\n")
        wait_until(lambda: step_on(web) == "q4", "q4")
        # The teacher's view: her topic, her counts, her cells
        def row_says():
            label = text_of(teacher, 'tr[data-pupil="Ana"] button.pupil')
            cells = teacher.execute_script(
                "return Array.from(document.querySelectorAll('tr[data-pupil=\"Ana\"] td')).map(t => t.dataset.cell);")
            return "Powers of two: 2 right, 1 wrong" in label and cells[:4] == ["right", "wrong", "right", "now"]
        wait_until(row_says, "Ana's row on the teacher's view")
        assert "Practice: Powers of two" in text_of(teacher, "#title")
        practice.recorder.flush()
    finally:
        server.stop_thread()
        practice.close()
    record = open_record(tmp_path / "progress.sqlite")
    try:
        rows = [(r.item, r.correct, r.source) for r in record.answers()]
    finally:
        record.close()
    assert rows == [(k, right, "practice") for k, right in asked]


def check(web, where: str, problems: dict) -> None:
    if SHOTS.is_dir():
        web.save_screenshot(str(SHOTS / f"practice-{where.replace(' ', '-')}.png"))
    found = serious_violations(web)
    if found:
        problems[where] = found


def walk_a_sitting(web, server, practice, tag: str, problems: dict) -> None:
    """One pupil through a sitting of five (the answers sent on the server's side, the page
    drawing each state), each answer form, a verdict and the end checked."""
    token = join_by_api(server, f"Pupil {tag}")
    practice.act(token, {"type": "calibrate", "offset_ms": 0})
    web.get(f"{server.url}join/{token}")
    pupil = practice.pupil_for_token(token)
    seen_forms = set()
    for n in range(1, 6):
        wait_until(lambda n=n: step_on(web) == f"q{n}", f"question {n}")
        form = practice.pupil_state(token)["step"]["answer"]
        if form not in seen_forms:
            seen_forms.add(form)
            check(web, f"{form} {tag}", problems)
        item = pupil.item
        message = {"type": "answer", "value": item.choices[0] if item.choices else None}
        if item.kind == "tap":
            message = {"type": "answer", "taps": [0.0, 300.0]}
        practice.act(token, message)
        wait_until(lambda: web.find_elements("id", "continue"), "the verdict")
        if n == 1:
            check(web, f"verdict {tag}", problems)
        practice.act(token, {"type": "seen"})
    # the end: what to practise next, why, and its button (a fresh pupil always has a topic to go on with)
    wait_until(lambda: web.find_elements("id", "again") and web.find_elements("id", "practise-next"),
               "the end of the sitting")
    check(web, f"finished {tag}", problems)
    assert seen_forms >= {"choice", "faces", "tap"}, seen_forms


def test_no_serious_violation_on_the_practice_pages(browsers, tmp_path):
    topics = ("sums", "spellings", "rhythm")  # a number, pictures, a rhythm to tap
    practice, server = start(tmp_path, topics, length=5)
    problems: dict[str, list[str]] = {}
    try:
        for size in (PHONE, TABLET):
            web = open_browser(size)
            browsers.append(web)
            emulate(web, size)
            walk_a_sitting(web, server, practice, f"{size[0]}x{size[1]}", problems)
        teacher = open_browser(TABLET)
        browsers.append(teacher)
        emulate(teacher, TABLET)
        teacher.get(server.teacher_url())
        wait_until(lambda: teacher.find_elements("css selector", "button.pupil"), "the grid")
        check(teacher, "teacher", problems)
    finally:
        server.stop_thread()
        practice.close()
    assert problems == {}
