"""A whole timed challenge in a real browser (headless chromium) on a 412 px phone, in Spanish,
by the keyboard: the offer at the end of a sitting, the rules and Start, a question's countdown
(the seconds in digits and in words), a reload that finds the same question with the server's
time left, a question whose time runs out on the server's clock (a fake one, moved by the test),
the result in words with the pupil's best; the teacher's row says it; axe-core finds no serious
or critical violation; nothing scrolls sideways. Every question is in the record."""

from __future__ import annotations

import os
import time
from pathlib import Path

from browsers import serious_violations
from ownpace_helpers import join as join_by_api
from test_classplay_browser import wait_until
from test_ownpace_browser import open_at, step_on, text_of

from edu_domino.classplay.drill_json import practice_face_keys
from edu_domino.classplay.ownpace_server import OwnPaceServer
from edu_domino.classplay.practice import OwnPacePractice
from edu_domino.classplay.recorder import ClassRecorder
from edu_domino.progress import open_record
from edu_domino.progress.aims import PracticeAims
from edu_domino.ui.face_images import face_pngs

PRESS_AGAIN = 3.0  # seconds before a key press with no effect is pressed again
SHOTS = Path(os.environ.get("EDU_DOMINO_SHOTS", "/nonexistent"))  # set it to keep screenshots to look at
PHONE, TABLET = (412, 915), (1280, 800)
TOPICS = ("powers",)


class Clock:
    """The server's clock, moved only by the test (the page's own countdown runs on regardless)."""

    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def press_until(web, css: str, done, what: str) -> None:
    """Enter on `css` until `done()`, pressed again every few seconds: the page redraws on every
    state it is sent (a reload's reconnection sends two), and a key pressed on a button that was
    just replaced is lost. A press that did arrive twice is refused by the server, unread."""
    from selenium.common.exceptions import StaleElementReferenceException

    last = [-PRESS_AGAIN]

    def pressed():
        if done():
            return True
        if time.monotonic() - last[0] >= PRESS_AGAIN:
            last[0] = time.monotonic()
            try:
                if web.execute_script("const e = document.querySelector(arguments[0]); if (e) e.focus(); return !!e;",
                                      css):
                    web.switch_to.active_element.send_keys("\n")
            except StaleElementReferenceException:
                pass
        return False

    wait_until(pressed, what)


def looked_at(web, where: str, problems: dict) -> None:
    """axe-core's serious or critical findings and any sideways scrolling, kept by page; a
    screenshot when asked for."""
    if SHOTS.is_dir():
        web.save_screenshot(str(SHOTS / f"challenge-{where}.png"))
    found = serious_violations(web)
    wide = web.execute_script("return document.documentElement.scrollWidth;")
    if wide > web.execute_script("return window.innerWidth;"):
        found.append(f"scrolls sideways: {wide} px")
    if found:
        problems[where] = found


# The words beside the big number, by hand (es): the singular beside 1, "time is up" at 0.
WORDS = {0: "¡Se acabó el tiempo!", 1: "segundo restante"}


def seconds_shown(web) -> int:
    """The countdown's number, checked against the words beside it (read at one moment)."""
    n, words = web.execute_script("return [document.getElementById('own-clock-n').textContent,"
                                  " document.getElementById('own-clock-words').textContent];")
    assert words == WORDS.get(int(n), "segundos restantes"), (n, words)
    return int(n)


def test_a_whole_challenge_on_a_phone_by_the_keyboard(browsers, tmp_path):
    path = tmp_path / "progress.sqlite"
    clock = Clock()
    practice = OwnPacePractice("es", ClassRecorder(lambda: open_record(path)), topics=TOPICS, seed=3, clock=clock,
                               aims_for=lambda _id: PracticeAims(length=3))
    server = OwnPaceServer(ownpace=practice, images=face_pngs(practice_face_keys(practice.drills, TOPICS)),
                           host="127.0.0.1", port=0, lang="es")
    server.start_in_thread()
    problems: dict[str, list[str]] = {}
    try:
        token = join_by_api(server, "Ana")
        pupil = practice.pupil_for_token(token)
        for _ in range(3):  # a practice sitting first: the challenge is offered at its end
            practice.act(token, {"type": "answer", "value": pupil.item.expected})
            assert practice.recorder.flush()
            practice.act(token, {"type": "seen"})
        teacher = open_at(browsers, TABLET)
        teacher.get(server.teacher_url())
        web = open_at(browsers, PHONE)
        web.get(f"{server.url}join/{token}")
        wait_until(lambda: web.find_elements("id", "challenge"), "the challenge offered at the end of the sitting")
        assert text_of(web, "#challenge") == "Reto contrarreloj"
        press_until(web, "#challenge", lambda: web.find_elements("id", "challenge-start"), "the challenge's rules")
        # The rules and Start, focused: Enter starts
        assert text_of(web, "#own-text") == ("3 preguntas. Tienes 10 segundos para cada una. "
                                             "Una respuesta cuenta si está bien y llega a tiempo.")
        assert web.switch_to.active_element.get_attribute("id") == "challenge-start"
        wait_until(lambda: "preparándose para el reto" in text_of(teacher, 'tr[data-pupil="Ana"] button.pupil'),
                   "the teacher's row: getting ready")
        looked_at(web, "ready-412", problems)
        # Question 1: the countdown in digits and words; the server's clock moves 4 s, the page reloads
        press_until(web, "#challenge-start", lambda: step_on(web) == "q1" and not web.find_element(
            "id", "own-clock").get_attribute("hidden"), "the first question and its clock")
        assert "Reto: pregunta 1 de 3" in text_of(web, "#status")
        assert seconds_shown(web) <= 10
        clock.t += 4.0
        web.refresh()
        wait_until(lambda: step_on(web) == "q1" and text_of(web, "#own-clock-n"), "the same question after a reload")
        assert seconds_shown(web) <= 6  # the server's 6 s left, not a fresh 10
        assert web.find_element("id", "own-clock").get_attribute("aria-label").startswith("Segundos restantes: ")
        looked_at(web, "question-412", problems)
        press_until(web, f"#own-answers button[data-answer='{pupil.item.expected}']",
                    lambda: web.find_elements("id", "continue"), "the verdict of question 1")
        assert web.find_element("id", "own-clock").get_attribute("hidden") is not None  # no clock on a verdict
        # Question 2: left alone until its time is up on the server's clock
        press_until(web, "#continue", lambda: step_on(web) == "q2" and text_of(web, "#own-clock-n"),
                    "the second question")
        expected = pupil.item.answer_words("es")
        clock.t += 10.5
        wait_until(lambda: web.find_elements("id", "continue"), "the server closing question 2")
        assert text_of(web, "#own-verdict") == \
            f"¡Se acabó el tiempo! La respuesta es {expected}. Volverá a salir más adelante."  # the scheduler's
        looked_at(web, "time-up-412", problems)
        # Question 3: right in time; then the result and the best
        press_until(web, "#continue", lambda: step_on(web) == "q3" and web.find_elements(
            "css selector", "#own-answers button"), "the third question")
        press_until(web, f"#own-answers button[data-answer='{pupil.item.expected}']",
                    lambda: web.find_elements("id", "continue"), "the verdict of question 3")
        press_until(web, "#continue", lambda: web.find_elements("id", "challenge-again"), "the challenge's result")
        assert text_of(web, "#own-prompt") == "¡Reto terminado! 2 de 3 bien a tiempo."
        assert text_of(web, "#own-text") == "Tu mejor marca: 2 de 3."
        assert web.switch_to.active_element.get_attribute("id") == "challenge-again"
        looked_at(web, "result-412", problems)
        wait_until(lambda: "reto contrarreloj: 2 de 3 bien a tiempo (mejor marca 2 de 3)" in
                   text_of(teacher, 'tr[data-pupil="Ana"] button.pupil'), "the teacher's row: the result")
        looked_at(teacher, "teacher-1280", problems)
        assert practice.recorder.flush()
    finally:
        server.stop_thread()
        practice.close()
    assert problems == {}
    record = open_record(path)
    try:
        rows = [r for r in record.answers() if r.pupil == "Ana"]
    finally:
        record.close()
    assert [(r.challenge, r.correct) for r in rows] == [(False, True)] * 3 + [(True, True), (True, False), (True, True)]
    assert rows[4].given == ""  # the question whose time ran out: nothing given
