"""The end of a practice sitting on a pupil's device (`serve --own-pace --practice`): what to
practise next and why, worked out in the test from the answers it gave, in the pupil's language;
one message starts it; the teacher's live view names it; the app's summary says the same."""

from __future__ import annotations

from test_ownpace_practice import a_wrong_choice, answer, device_practice, rows_of

from edu_domino.classplay.drill_json import next_json
from edu_domino.progress import open_record
from edu_domino.progress.aims import PracticeAims
from edu_domino.progress.next_practice import ALL_KNOWN, NextPractice, next_after_sitting

# Hand-written: the topic's name and the why with the pupil's figures, per language.
TOPIC = {"en": "Note sums", "es": "Sumas de figuras", "pt": "Somas de figuras"}
HEADING = {"en": "Practise next: {t}", "es": "Practica ahora: {t}", "pt": "Pratique a seguir: {t}"}
WHY = {"en": "{w} of your last {n} answers were wrong.", "es": "{w} de tus últimas {n} respuestas estaban mal.",
       "pt": "{w} das suas últimas {n} respostas estavam erradas."}
START = {"en": "Start: {t}", "es": "Empezar: {t}", "pt": "Começar: {t}"}


def skill_of(key: str) -> str:
    """A drill key's topic, by its prefix (progress/drills.py's docstring)."""
    return "sums" if key.startswith("sum:") else "powers"


def test_the_sitting_ends_with_the_topic_missed_and_one_message_starts_it(tmp_path):
    path = tmp_path / "progress.sqlite"
    log: list[tuple[str, bool]] = []  # every practice answer of Ana's, oldest first: the oracle's input
    record = open_record(path)
    ana = record.create_pupil("Ana")
    for key, right in (("pow:powers:2^1", True), ("pow:powers:2^2", True), ("sum:notes:q", True),
                       ("sum:notes:h", True), ("sum:notes:q", False)):
        record.record_answer(ana, key, skill_of(key), "?", "?", right, 3000)
        log.append((skill_of(key), right))
    record.close()
    practice = device_practice(path, topics=("powers", "sums"), aims_for=lambda _id: PracticeAims(length=5))
    try:
        token = practice.join("Ana")
        assert practice.act(token, {"type": "next"})["code"] == "bad_message"  # not before the end
        for _ in range(5):  # sums answered wrong, powers right
            item = practice.pupils[token].item
            right = skill_of(item.key) == "powers"
            answer(practice, token, {"type": "answer", "value": item.expected if right else a_wrong_choice(item)})
            log.append((skill_of(item.key), right))
            practice.act(token, {"type": "seen"})
        latest_sums = [right for skill, right in reversed(log) if skill == "sums"][:5]
        wrong, out_of = latest_sums.count(False), len(latest_sums)
        assert wrong >= 2  # the one missed before came back and was missed again: "were wrong"
        for lang in ("es", "pt", "en"):
            state = practice.pupil_state(token, lang)
            assert state["lesson"]["finished"] and state["step"] is None
            t = TOPIC[lang]
            assert state["next"] == {"skill": "sums", "topic": t, "heading": HEADING[lang].format(t=t),
                                     "why": WHY[lang].format(w=wrong, n=out_of), "start": START[lang].format(t=t)}
        (row,) = practice.live_state()["pupils"]
        assert row["next"] == "Note sums" and row["top"] is False  # no limit set
        # The app says the same from the same record (what its summary shows).
        record = open_record(path)
        try:
            assert next_after_sitting(record, record.find_pupil("Ana"), ("powers", "sums"), practice.drills) == \
                NextPractice("sums", "{wrong} of your last {out_of} answers were wrong.", wrong, out_of)
        finally:
            record.close()
        # One message starts it: a sitting of sums only
        assert practice.act(token, {"type": "next"}) == {"type": "done"}
        assert practice.recorder.flush()
        assert practice.pupil_state(token)["next"] is None
        assert practice.live_state()["pupils"][0]["next"] is None
        asked = []
        for _ in range(5):
            item = practice.pupils[token].item
            asked.append(skill_of(item.key))
            answer(practice, token, {"type": "answer", "value": item.expected})
            practice.act(token, {"type": "seen"})
        assert asked == ["sums"] * 5
        assert practice.pupil_state(token)["lesson"]["finished"]
    finally:
        practice.close()
    assert len(rows_of(path, "Ana")) == 5 + 5 + 5  # before, the sitting, the suggested sitting


def test_all_known_says_so_with_no_topic_to_start():
    shown = next_json(NextPractice(None, ALL_KNOWN), "es")
    assert shown == {"skill": None, "topic": "", "heading": "¡Te las sabes todas! Pide a tu profesor un tema nuevo.",
                     "why": "", "start": ""}


def test_the_teachers_legend_says_right_as_an_answer_not_a_side():
    from edu_domino.classplay.page_texts import page_texts

    assert {lang: page_texts(lang)["live_right"] for lang in ("es", "pt", "en")} == \
        {"es": "bien", "pt": "certo", "en": "right answer"}  # it said "derecho", "direita": the right-hand side


# The teacher's highest level on a device. Level-1 powers written by hand (progress/drills.py:
# 2^0..2^3 are level 1); the pupil's past answers are all right, so each of them is in the box of its
# count of right answers (2: known, 4: mastered: progress/scheduler.py) and due many answers later.
POWERS_1 = ("pow:powers:2^0", "pow:powers:2^1", "pow:powers:2^2", "pow:powers:2^3")
TOP = {"en": "You are at the highest level your teacher chose. Keep practising until you know every question!",
       "es": "Estás en el nivel más alto que ha elegido tu profesor. ¡Sigue practicando hasta que te sepas todas "
             "las preguntas!",
       "pt": "Você está no nível mais alto que seu professor escolheu. Continue praticando até saber todas as "
             "perguntas!"}
TOP_ALL = {"en": "You know every question up to the level your teacher chose! Ask your teacher for the next level.",
           "es": "¡Te sabes todas las preguntas hasta el nivel que ha elegido tu profesor! Pídele el siguiente nivel.",
           "pt": "Você já sabe todas as perguntas até o nível que seu professor escolheu! Peça o próximo nível ao seu "
                 "professor."}
POWERS = {"en": "Powers of two", "es": "Potencias de dos", "pt": "Potências de dois"}


def _all_right_at_level_one(tmp_path, right_before: int, length: int):
    """Ana's level-1 powers each answered right `right_before` times before; a sitting of `length`
    questions at the teacher's level 1, every one answered right. (the practice, her token, the keys asked)"""
    path = tmp_path / "progress.sqlite"
    with open_record(path) as record:
        ana = record.create_pupil("Ana")
        for key in POWERS_1 * right_before:
            record.record_answer(ana, key, "powers", "?", "?", True, 3000)
    practice = device_practice(path, topics=("powers",),
                               aims_for=lambda _id: PracticeAims(length=length, top_level=1))
    token = practice.join("Ana")
    asked = []
    for _ in range(length):
        item = practice.pupils[token].item
        asked.append(item.key)
        answer(practice, token, {"type": "answer", "value": item.expected})
        practice.act(token, {"type": "seen"})
    return practice, token, asked


def test_at_the_teachers_highest_level_the_device_says_so_and_the_next_sitting_stays_there(tmp_path):
    """Every level-1 power known twice: with no limit the next step would be level 2; the teacher
    chose level 1, so the sitting asks level 1 only and the end says the pupil is at the top.
    Five right answers are not enough to master all four (box 2 -> 4 each)."""
    practice, token, asked = _all_right_at_level_one(tmp_path, right_before=2, length=5)
    try:
        assert set(asked) <= set(POWERS_1)  # never above the teacher's level
        for lang in ("es", "pt", "en"):
            t = POWERS[lang]
            assert practice.pupil_state(token, lang)["next"] == {
                "skill": "powers", "topic": t, "heading": HEADING[lang].format(t=t), "why": TOP[lang],
                "start": START[lang].format(t=t)}
        (row,) = practice.live_state()["pupils"]
        assert row["next"] == "Powers of two" and row["top"] is True  # the teacher's to raise
        assert practice.act(token, {"type": "next"}) == {"type": "done"}  # the suggested sitting: level 1 still
        assert practice.recorder.flush()
        assert practice.pupils[token].item.key in POWERS_1
    finally:
        practice.close()


def test_every_question_up_to_the_teachers_level_mastered_asks_for_the_next_level(tmp_path):
    """Three right answers each before, one more each in the sitting (the scheduler asks the one
    due soonest, never the one just asked): all four in box 4, mastered, at the teacher's level 1."""
    practice, token, asked = _all_right_at_level_one(tmp_path, right_before=3, length=4)
    try:
        assert sorted(asked) == sorted(POWERS_1)
        for lang in ("es", "pt", "en"):
            assert practice.pupil_state(token, lang)["next"] == {"skill": None, "topic": "", "heading": TOP_ALL[lang],
                                                                 "why": "", "start": ""}
        (row,) = practice.live_state()["pupils"]
        assert row["next"] is None and row["top"] is True
        assert practice.act(token, {"type": "next"})["code"] == "closed"  # nothing to start: ask the teacher
    finally:
        practice.close()
