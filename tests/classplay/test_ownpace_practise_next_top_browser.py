"""The end of a sitting at the teacher's highest level on a phone (headless chromium, 412x915, in
Spanish): the page says so in the pupil's words, its one button keeps to that level; with every
question up to it mastered, it asks the pupil to ask for the next level and offers no button.
axe-core finds no serious or critical violation on either page. The teacher's live view says the
pupil is ready for a higher level than the one set.

Level-1 powers written by hand (progress/drills.py: 2^0..2^3 are level 1); the pupil's earlier
answers are all right, so each question is in the box of its count of right answers (2: known,
4: mastered, progress/scheduler.py)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from browsers import open_browser, serious_violations
from ownpace_helpers import join as join_by_api
from test_classplay_browser import wait_until
from test_ownpace_browser import emulate, step_on, text_of
from test_ownpace_practise_next_browser import press_enter_on

from edu_domino.classplay.drill_json import practice_face_keys
from edu_domino.classplay.ownpace_server import OwnPaceServer
from edu_domino.classplay.practice import OwnPacePractice
from edu_domino.classplay.recorder import ClassRecorder
from edu_domino.progress import open_record
from edu_domino.progress.aims import PracticeAims
from edu_domino.ui.face_images import face_pngs

SHOTS = Path(os.environ.get("EDU_DOMINO_SHOTS", "/nonexistent"))  # set it to keep screenshots to look at
PHONE, TABLET = (412, 915), (1280, 800)
POWERS_1 = ("pow:powers:2^0", "pow:powers:2^1", "pow:powers:2^2", "pow:powers:2^3")
TOP = "Estás en el nivel más alto que ha elegido tu profesor. ¡Sigue practicando hasta que te sepas todas las preguntas!"
TOP_ALL = "¡Te sabes todas las preguntas hasta el nivel que ha elegido tu profesor! Pídele el siguiente nivel."
# The teacher's row: what next, and that the teacher's level holds the pupil back.
TEACHER_ROW = {"at-top": "Practica ahora: Potencias de dos · preparado para un nivel más alto del que has fijado",
               "top-all-known": "ha terminado · preparado para un nivel más alto del que has fijado"}
# (right answers each before, questions in the sitting, what the end says: heading, why, button)
CASES = {
    "at-top": (2, 5, ("Practica ahora: Potencias de dos", TOP, "Empezar: Potencias de dos")),
    "top-all-known": (3, 4, (TOP_ALL, "", "")),
}


@pytest.mark.parametrize("case", CASES)
def test_the_end_of_a_sitting_at_the_teachers_highest_level_on_a_phone(browsers, tmp_path, case):
    before, length, (heading, why, button) = CASES[case]
    path = tmp_path / "progress.sqlite"
    with open_record(path) as record:
        ana = record.create_pupil("Ana")
        for key in POWERS_1 * before:
            record.record_answer(ana, key, "powers", "?", "?", True, 3000)
    practice = OwnPacePractice("es", ClassRecorder(lambda: open_record(path)), topics=("powers",), seed=3,
                               aims_for=lambda _id: PracticeAims(length=length, top_level=1))
    server = OwnPaceServer(ownpace=practice, images=face_pngs(practice_face_keys(practice.drills, ("powers",))),
                           host="127.0.0.1", port=0, lang="es")
    server.start_in_thread()
    try:
        web = open_browser(PHONE)
        browsers.append(web)
        emulate(web, PHONE)
        token = join_by_api(server, "Ana")
        web.get(f"{server.url}join/{token}")
        pupil = practice.pupil_for_token(token)
        for n in range(1, length + 1):
            wait_until(lambda n=n: step_on(web) == f"q{n}" and web.find_elements(
                "css selector", "#own-answers button[data-answer]"), f"question {n}")
            assert pupil.item.key in POWERS_1  # never above the teacher's level
            press_enter_on(web, f"#own-answers button[data-answer='{pupil.item.expected}']")
            wait_until(lambda: web.find_elements("id", "continue"), "the verdict")
            press_enter_on(web, "#continue")
        wait_until(lambda: text_of(web, "#own-prompt") == heading, "the end of the sitting")
        assert text_of(web, "#own-text") == why
        assert text_of(web, "#practise-next") == button
        if SHOTS.is_dir():
            web.save_screenshot(str(SHOTS / f"practise-next-{case}-412x915-es.png"))
        assert serious_violations(web) == []
        teacher = open_browser(TABLET)
        browsers.append(teacher)
        emulate(teacher, TABLET)
        teacher.get(server.teacher_url())
        wait_until(lambda: TEACHER_ROW[case] in text_of(teacher, 'tr[data-pupil="Ana"] button.pupil'),
                   "Ana's row on the teacher's view")
        if SHOTS.is_dir():
            teacher.save_screenshot(str(SHOTS / f"practise-next-{case}-teacher-1280x800-es.png"))
    finally:
        server.stop_thread()
        practice.close()
