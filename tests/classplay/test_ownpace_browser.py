"""Four real browsers (headless chromium) do one own-pace lesson at once, each at another step:
one taps a rhythm (synthetic tap times, no calibration asked first), one plays the game step
against the computer, one reloads mid-step and goes on, one runs out of tries. A fifth browser
is the teacher's live view: it shows each pupil's step and verdict. Every try is in the record."""

from __future__ import annotations

import time

from browsers import open_browser
from ownpace_helpers import own_pace_pack, ownpace_server
from test_classplay_browser import tap_a_move, wait_until

from edu_domino.classplay.faces_needed import ownpace_face_keys
from edu_domino.progress import open_record
from edu_domino.ui.face_images import face_pngs

PHONE = (390, 844)
TABLET = (1024, 768)
# The pictures to tap for each right answer, by the words a screen reader hears (the test's own
# table: a pack's choices are shuffled, their words are not).
RIGHT_PICTURES = {
    "quarter-matches": ["quarter note and quarter note", "eighth note + eighth note and half note"],
    "build-four": ["quarter note", "quarter note"],
    "hear-quarter": ["quarter note"],
    "chain-one": ["quarter note + quarter note + quarter note and eighth note"],
}
SHORT_WAIT = 60.0  # the teacher's view shows a change within this (generous: a loaded machine; `bench ownpace` measures the real time)


def emulate(web, size) -> None:
    web.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": size[0] < 600})


def open_at(browsers: list, size):
    """A browser at `size` (CSS pixels, a phone's touch below 600 wide), closed after the test."""
    web = open_browser(size)
    browsers.append(web)
    emulate(web, size)
    return web


def step_on(web) -> str:
    """The step the pupil's page shows ("" while it loads, or on the room page)."""
    return web.execute_script("const e = document.getElementById('own'); return e ? e.dataset.step || '' : '';")


def click(web, css: str) -> None:
    """Click the first element matching `css` once it is there (the page redraws on every state)."""
    from selenium.common.exceptions import StaleElementReferenceException

    def clicked():
        try:
            found = [e for e in web.find_elements("css selector", css) if e.is_displayed()]
            if found:
                found[0].click()
                return True
        except StaleElementReferenceException:
            pass
        return False

    wait_until(clicked, f"{css} to click")


def click_picture(web, words: str) -> None:
    click(web, f'#own-answers button.picture[aria-label="{words}"]')


def verdict(web) -> str:
    return text_of(web, "#own-verdict")


def go_on(web, step: str) -> None:
    """Continue past the verdict; wait for the next step."""
    click(web, "#continue")
    wait_until(lambda: step_on(web) != step or not web.find_elements("id", "continue"), "the next step")


def answer_right(web, step: str) -> None:
    wait_until(lambda: step_on(web) == step, f"step {step}")
    if step == "welcome":
        click(web, "#continue")
    elif step == "two-quarters":
        click(web, "#own-answers button[data-answer='4']")
    elif step == "chain-one":
        click_picture(web, RIGHT_PICTURES[step][0])
        click(web, "#own-ends button[data-end='R']")
    else:
        for words in RIGHT_PICTURES[step]:
            click_picture(web, words)
        if step != "hear-quarter":
            click(web, "#send")
    if step != "welcome":
        wait_until(lambda: web.find_elements("id", "continue"), "the verdict")
        assert verdict(web).startswith("Right!"), (step, verdict(web))
        go_on(web, step)


def join(web, server, name: str) -> None:
    web.get(server.url)
    web.find_element("id", "code").send_keys(server.room_code)
    web.find_element("id", "name").send_keys(name)
    web.find_element("id", "go").click()
    wait_until(lambda: step_on(web) == "welcome", f"{name} in the lesson: {web.current_url}")


def synthetic_taps(web, times_ms) -> None:
    """Taps on the pad at the given performance.now() times (event.timeStamp set by hand)."""
    web.execute_script("""
        const pad = document.getElementById("tap-pad");
        for (const t of arguments[0]) {
          const event = new PointerEvent("pointerdown", { bubbles: true });
          Object.defineProperty(event, "timeStamp", { value: t });
          pad.dispatchEvent(event);
        }""", list(times_ms))


def teacher_cell(teacher, name: str, step: str) -> tuple[str, bool]:
    """A pupil's cell at a step on the teacher's grid (read in one go: the grid redraws often)."""
    return tuple(teacher.execute_script("""
        const td = document.querySelector(`tr[data-pupil="${arguments[0]}"] td[data-step="${arguments[1]}"]`);
        return td ? [td.dataset.cell, td.classList.contains("here")] : ["", false];""", name, step))


def text_of(web, css: str) -> str:
    return web.execute_script("const e = document.querySelector(arguments[0]); return e ? e.textContent : '';", css)


def teacher_shows(teacher, name: str, step: str, cell: str, here: bool | None = None) -> None:
    def shown():
        got, at = teacher_cell(teacher, name, step)
        return got == cell and (here is None or at == here)

    wait_until(shown, f"the teacher's view: {name} {cell} at {step}", SHORT_WAIT)



def test_four_pupils_at_four_steps_and_the_teacher_sees_them_live(browsers, tmp_path):
    record_path = tmp_path / "progress.sqlite"
    images = face_pngs(ownpace_face_keys(own_pace_pack()))
    with ownpace_server(record_path, images=images) as (server, lesson):
        teacher = open_browser(TABLET)
        browsers.append(teacher)
        emulate(teacher, TABLET)
        teacher.get(server.teacher_url())
        pupils = {}
        for name in ("Ana", "Bea", "Caio", "Dani"):
            pupils[name] = web = open_browser(PHONE)
            browsers.append(web)
            emulate(web, PHONE)
            join(web, server, name)
        ana, bea, caio, dani = pupils.values()
        # Caio: one wrong try at the sum, then stays there
        answer_right(caio, "welcome")
        click(caio, "#own-answers button[data-answer]:not([data-answer='4'])")
        wait_until(lambda: verdict(caio).startswith("Not yet"), "Caio's hint")
        # Dani: on to the build step
        for step in ("welcome", "two-quarters", "quarter-matches"):
            answer_right(dani, step)
        # Ana and Bea: on to the tap step
        for web in (ana, bea):
            for step in ("welcome", "two-quarters", "quarter-matches", "build-four", "hear-quarter", "chain-one"):
                answer_right(web, step)
            wait_until(lambda web=web: step_on(web) == "tap-q-e-e", "the tap step")
        # The tap pad at once: no calibration asked (the judge takes the gaps between taps)
        wait_until(lambda: ana.find_elements("id", "count-in"), "Ana's tap pad")
        assert not ana.find_elements("id", "calibrate-start")
        # Bea taps the rhythm right (quarter, eighth, eighth at 60 a minute) and goes on to the game
        wait_until(lambda: bea.find_elements("id", "count-in"), "Bea's tap pad")
        synthetic_taps(bea, [5000.0, 6010.0, 6495.0])
        click(bea, "#send")
        wait_until(lambda: verdict(bea).startswith("Right!"), "Bea's tap verdict")
        go_on(bea, "tap-q-e-e")
        wait_until(lambda: step_on(bea) == "music-hand", "Bea's game")
        # Four pupils at four steps at once, on the teacher's view
        for name, step in (("Ana", "tap-q-e-e"), ("Bea", "music-hand"), ("Caio", "two-quarters"),
                           ("Dani", "build-four")):
            teacher_shows(teacher, name, step, "now", here=True)
        # Ana taps the rhythm with the second note 0.4 s early, then right
        synthetic_taps(ana, [1000.0, 1600.0, 2500.0])
        click(ana, "#send")
        wait_until(lambda: "Note 2 came too early" in verdict(ana), "Ana's tap hint")
        click(ana, "#clear")
        synthetic_taps(ana, [90_000.0, 91_020.0, 91_480.0])
        click(ana, "#send")
        wait_until(lambda: verdict(ana).startswith("Right!"), "Ana's tap verdict")
        teacher_shows(teacher, "Ana", "tap-q-e-e", "retry")
        # Caio reloads mid-step: the same step, the try used, then right
        caio.refresh()
        wait_until(lambda: step_on(caio) == "two-quarters" and verdict(caio).startswith("Not yet"), "Caio back")
        click(caio, "#own-answers button[data-answer='4']")
        wait_until(lambda: verdict(caio).startswith("Right!"), "Caio's verdict")
        teacher_shows(teacher, "Caio", "two-quarters", "retry")
        # Dani runs out of tries at the build step
        for _ in range(2):
            wait_until(lambda: dani.find_elements("id", "send"), "Dani's build")
            click_picture(dani, "eighth note")
            click(dani, "#send")
            time.sleep(0.3)
        wait_until(lambda: "comes back later" in verdict(dani), "Dani's verdict")
        teacher_shows(teacher, "Dani", "build-four", "wrong")
        # Bea plays the game step to its end by tapping tiles, then finishes the lesson
        for _ in range(200):
            if bea.find_elements("id", "continue") and step_on(bea) == "music-hand":
                click(bea, "#continue")
            if lesson.pupils and all(p.runner.finished for p in lesson.pupils.values() if p.name == "Bea"):
                break
            status = bea.find_element("id", "status")
            if status.get_attribute("data-your-turn") == "1":
                tap_a_move(bea)
            time.sleep(0.2)
        teacher_shows(teacher, "Bea", "music-hand", "seen")
        wait_until(lambda: "finished" in text_of(teacher, 'tr[data-pupil="Bea"] button.pupil'), "Bea finished")
        # The teacher opens Ana's answers
        click(teacher, 'tr[data-pupil="Ana"] button.pupil')
        wait_until(lambda: "tap-q-e-e" in text_of(teacher, "#pupil-answers"), "Ana's answers")
        lesson.recorder.flush()
    record = open_record(record_path)
    try:
        rows = [(r.pupil, r.item.rsplit(":", 1)[1], r.correct) for r in record.answers()]
    finally:
        record.close()
    by_pupil = {name: [(step, right) for who, step, right in rows if who == name] for name in pupils}
    straight = [("two-quarters", True), ("quarter-matches", True), ("build-four", True), ("hear-quarter", True),
                ("chain-one", True)]
    assert by_pupil["Ana"] == [*straight, ("tap-q-e-e", False), ("tap-q-e-e", True)]
    assert by_pupil["Bea"][:-1] == [*straight, ("tap-q-e-e", True)]
    assert by_pupil["Bea"][-1][0] == "music-hand"
    assert by_pupil["Caio"] == [("two-quarters", False), ("two-quarters", True)]
    assert by_pupil["Dani"] == [("two-quarters", True), ("quarter-matches", True), ("build-four", False),
                                ("build-four", False)]
