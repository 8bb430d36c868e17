"""The end of a practice sitting in real browsers (headless chromium), in Spanish, at phone and
tablet size: the pupil answers by the keyboard, the page says what to practise next and why with
the pupil's own figures (worked out in the test from the answers it gave), its one button has the
focus and Enter starts a sitting of that topic; the teacher's row names it; axe-core finds no
serious or critical violation on that page."""

from __future__ import annotations

import os
from pathlib import Path

from browsers import open_browser, serious_violations
from ownpace_helpers import join as join_by_api
from test_classplay_browser import wait_until
from test_ownpace_browser import emulate, step_on, text_of

from edu_domino.classplay.drill_json import practice_face_keys
from edu_domino.classplay.ownpace_server import OwnPaceServer
from edu_domino.classplay.practice import OwnPacePractice
from edu_domino.classplay.recorder import ClassRecorder
from edu_domino.progress import open_record
from edu_domino.progress.aims import PracticeAims
from edu_domino.ui.face_images import face_pngs

SHOTS = Path(os.environ.get("EDU_DOMINO_SHOTS", "/nonexistent"))  # set it to keep screenshots to look at
PHONE, TABLET = (412, 915), (1280, 800)
TOPICS = ("powers", "sums")
BEFORE = (("pow:powers:2^1", True), ("sum:notes:q", True), ("sum:notes:h", True), ("sum:notes:q", False))


def skill_of(key: str) -> str:
    return "sums" if key.startswith("sum:") else "powers"


def start(tmp_path, names):
    """A Spanish practice session of five questions over powers and sums; each pupil's record
    already holds `BEFORE` (a sum missed last)."""
    path = tmp_path / "progress.sqlite"
    record = open_record(path)
    for name in names:
        pupil = record.create_pupil(name)
        for key, right in BEFORE:
            record.record_answer(pupil, key, skill_of(key), "?", "?", right, 3000)
    record.close()
    practice = OwnPacePractice("es", ClassRecorder(lambda: open_record(path)), topics=TOPICS, seed=11,
                               aims_for=lambda _id: PracticeAims(length=5))
    server = OwnPaceServer(ownpace=practice, images=face_pngs(practice_face_keys(practice.drills, TOPICS)),
                           host="127.0.0.1", port=0, lang="es")
    server.start_in_thread()
    return practice, server


def press_enter_on(web, css: str) -> None:
    web.execute_script("document.querySelector(arguments[0]).focus();", css)
    web.switch_to.active_element.send_keys("\n")


def a_sitting_to_its_end(web, server, practice, teacher, name: str, size, problems: dict) -> None:
    """`name` answers five questions by the keyboard (sums wrong, powers right); the end says what
    next and why in Spanish; Enter starts a sitting of that topic."""
    token = join_by_api(server, name)
    web.get(f"{server.url}join/{token}")
    pupil = practice.pupil_for_token(token)
    log = [(skill_of(k), right) for k, right in BEFORE]
    for n in range(1, 6):
        wait_until(lambda n=n: step_on(web) == f"q{n}" and web.find_elements(
            "css selector", "#own-answers button[data-answer]"), f"{name}'s question {n}")
        item = pupil.item
        right = skill_of(item.key) == "powers"
        given = item.expected if right else next(c for c in item.choices if c != item.expected)
        press_enter_on(web, f"#own-answers button[data-answer='{given}']")
        wait_until(lambda: web.find_elements("id", "continue"), "the verdict")
        log.append((skill_of(item.key), right))
        press_enter_on(web, "#continue")
    wait_until(lambda: web.find_elements("id", "practise-next"), f"{name}'s end of the sitting")
    latest = [right for skill, right in reversed(log) if skill == "sums"][:5]
    assert text_of(web, "#own-prompt") == "Practica ahora: Sumas de figuras"
    assert text_of(web, "#own-text") == f"{latest.count(False)} de tus últimas {len(latest)} respuestas estaban mal."
    assert text_of(web, "#practise-next") == "Empezar: Sumas de figuras"
    assert web.switch_to.active_element.get_attribute("id") == "practise-next"  # Enter starts it
    where = f"practise-next-{size[0]}x{size[1]}-es"
    if SHOTS.is_dir():
        web.save_screenshot(str(SHOTS / f"{where}.png"))
    found = serious_violations(web)
    if found:
        problems[where] = found
    wait_until(lambda: "Practica ahora: Sumas de figuras" in text_of(teacher, f'tr[data-pupil="{name}"] button.pupil'),
               f"{name}'s row on the teacher's view")
    web.switch_to.active_element.send_keys("\n")
    wait_until(lambda: step_on(web) == "q1" and pupil.item is not None, f"{name}'s sitting of sums")
    assert skill_of(pupil.item.key) == "sums" and "Sumas de figuras" in text_of(web, "#status")


def test_the_end_of_a_sitting_says_what_next_and_enter_starts_it(browsers, tmp_path):
    names = {PHONE: "Ana", TABLET: "Bruno"}
    practice, server = start(tmp_path, names.values())
    problems: dict[str, list[str]] = {}
    try:
        teacher = open_browser(TABLET)
        browsers.append(teacher)
        emulate(teacher, TABLET)
        teacher.get(server.teacher_url())
        for size, name in names.items():
            web = open_browser(size)
            browsers.append(web)
            emulate(web, size)
            a_sitting_to_its_end(web, server, practice, teacher, name, size, problems)
        practice.recorder.flush()
    finally:
        server.stop_thread()
        practice.close()
    assert problems == {}
