"""Practice the teacher aims, behind the teacher lock, driven by keys through the real scenes in
es, pt and en: the lock refuses a pupil's guess; with only "sums" chosen every question is a sum;
"Question n of 5" counts to the summary; a missed question returns with its choices in another
order; listening is left out while nothing can be heard."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import menu_to, press, settle, type_text

from edu_domino.progress import open_record
from edu_domino.progress.aims import PracticeAims
from edu_domino.ui import teacher
from edu_domino.ui.scenes.practice import PracticeScene, PupilScene, TeacherPupilScene
from edu_domino.ui.scenes.practice_drill import DrillScene
from edu_domino.ui.scenes.practice_summary import SummaryScene
from edu_domino.ui.scenes.pupils import PinScene

LANGS = ["es", "pt", "en"]
FOR_TEACHER = {"es": "Para el profesor…", "pt": "Para o professor…", "en": "For the teacher…"}
NOT_THE_PIN = {"es": "Ese no es el PIN del profesor. Esto es solo para el profesor.",
               "pt": "Esse não é o PIN do professor. Isto é só para o professor.",
               "en": "That is not the teacher PIN. This is for the teacher."}
QUESTION_1_OF_5 = {"es": "Pregunta 1 de 5", "pt": "Pergunta 1 de 5", "en": "Question 1 of 5"}
SUMMARY = {"es": ("Bien: {r}", "Aún no: {w}", "Practica ahora: Sumas de figuras",
                  "2 de tus últimas 5 respuestas estaban mal."),
           "pt": ("Certas: {r}", "Ainda não: {w}", "Pratique a seguir: Somas de figuras",
                  "2 das suas últimas 5 respostas estavam erradas."),
           "en": ("Right: {r}", "Not right yet: {w}", "Practise next: Note sums", "2 of your last 5 answers were wrong.")}
TEACHER_PIN = "4321"


def _ana():
    with open_record() as record:
        return record.create_pupil("Ana")


def _to_pupil_page(app, name="Ana") -> PupilScene:
    app.push(PracticeScene(app))
    settle(app)
    menu_to(app, name)
    assert isinstance(app.top, PupilScene)
    return app.top


@pytest.mark.parametrize("lang", LANGS)
def test_the_teacher_lock_refuses_a_pupil_and_lets_the_teacher_in(make_app, lang):
    _ana()
    teacher.save(teacher.TeacherFile().with_pin(TEACHER_PIN))
    app = make_app(size=(800, 600), language=lang)
    _to_pupil_page(app)
    menu_to(app, FOR_TEACHER[lang])
    assert isinstance(app.top, PinScene)
    type_text(app, "1234")  # a pupil's guess
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, PinScene) and app.top.message == NOT_THE_PIN[lang]
    assert not any(isinstance(s, TeacherPupilScene) for s in app.scenes)
    press(app, pygame.K_ESCAPE)  # the pupil gives up: back on their own page, nothing opened
    assert isinstance(app.top, PupilScene)
    menu_to(app, FOR_TEACHER[lang])
    type_text(app, TEACHER_PIN)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, TeacherPupilScene)


def test_the_class_view_asks_the_teacher_pin_once_one_is_set(make_app):
    _ana()
    app = make_app()
    app.push(PracticeScene(app))
    settle(app)
    menu_to(app, "The class (for the teacher)")  # no PIN ever set: open, as before
    assert not isinstance(app.top, (PinScene, PracticeScene))
    press(app, pygame.K_ESCAPE)
    teacher.save(teacher.TeacherFile().with_pin(TEACHER_PIN))
    menu_to(app, "The class (for the teacher)")
    assert isinstance(app.top, PinScene)


def _drill_with(app, aims: PracticeAims) -> DrillScene:
    teacher.save(teacher.TeacherFile().with_aims(None, aims))
    _to_pupil_page(app)
    press(app, pygame.K_RETURN)  # Practise (the first row)
    settle(app)
    assert isinstance(app.top, DrillScene)
    return app.top


def _choose(app, drill, right: bool) -> None:
    """Move to a right (or a wrong) answer by keys and press Enter on it."""
    item = drill.item
    values = [v for k, v in drill.options() if k == "answer"]
    target = next(i for i, v in enumerate(values) if item.check(v) == right)
    for _ in range((target - drill.focus) % len(drill.options())):
        press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)


def _answer(app, drill, right: bool) -> None:
    _choose(app, drill, right)
    settle(app)
    assert drill.feedback.correct is right


@pytest.mark.parametrize("lang", LANGS)
def test_only_sums_asks_only_sums_counts_to_five_and_sums_up(make_app, lang):
    _ana()
    app = make_app(size=(800, 600), language=lang)
    drill = _drill_with(app, PracticeAims(topics=("sums",), length=5))
    drawn = app.theme.record_texts()
    app.frame()
    assert QUESTION_1_OF_5[lang] in drawn
    skills, wrong = [], 0
    for n in range(5):
        skills.append(drill.item.skill)
        right = n % 2 == 0  # right, wrong, right, wrong, right
        wrong += not right
        _answer(app, drill, right)
        press(app, pygame.K_RETURN)  # Next (after the fifth: the summary)
    assert skills == ["sums"] * 5
    summary = app.top
    assert isinstance(summary, SummaryScene)
    settle(app)  # what to practise next, read from the record
    # Right, wrong, right, wrong, right: the question missed 2nd came back 5th (right), the one
    # missed 4th is still to relearn, so sums again; 2 of the latest 5 sums wrong.
    right_line, wrong_line, next_line, why_line = SUMMARY[lang]
    assert summary.lines() == [right_line.format(r=5 - wrong), wrong_line.format(w=wrong), next_line, why_line]
    app.frame()


@pytest.mark.parametrize("lang", LANGS)
def test_a_missed_question_returns_with_its_choices_in_another_order(make_app, lang):
    _ana()
    app = make_app(size=(800, 600), language=lang)
    drill = _drill_with(app, PracticeAims(topics=("sums",), length=20))
    missed = drill.item
    _answer(app, drill, right=False)
    press(app, pygame.K_RETURN)
    for _ in range(8):
        if drill.item.key == missed.key:
            break
        _answer(app, drill, right=True)
        press(app, pygame.K_RETURN)
    back = drill.item
    assert back.key == missed.key  # it came back, later
    assert sorted(back.choices, key=int) == list(back.choices)  # still a number line
    assert back.expected in back.choices
    assert back.choices.index(back.expected) != missed.choices.index(missed.expected)


def test_stop_leads_to_the_summary(make_app):
    _ana()
    app = make_app()
    drill = _drill_with(app, PracticeAims(topics=("sums",), length=10))
    _answer(app, drill, right=True)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_ESCAPE)  # Stop
    assert isinstance(app.top, SummaryScene)
    assert app.top.lines()[:2] == ["Right: 1", "Not right yet: 0"]


def test_listening_is_left_out_while_nothing_can_be_heard(make_app):
    _ana()
    app = make_app()  # sound=False: no output at all
    drill = _drill_with(app, PracticeAims(topics=("sums", "listening"), length=10))
    for _ in range(6):
        assert drill.item.skill == "sums"
        _answer(app, drill, right=True)
        press(app, pygame.K_RETURN)


def test_listening_alone_without_sound_says_why_instead_of_asking(make_app):
    _ana()
    app = make_app()
    teacher.save(teacher.TeacherFile().with_aims(None, PracticeAims(topics=("listening",))))
    _to_pupil_page(app)
    press(app, pygame.K_RETURN)
    settle(app)
    drawn = app.theme.record_texts()
    app.frame()
    assert app.top.item is None
    assert any(t.startswith("Listening needs sound") for t in drawn)


LESSON_LINE = {"es": "Lección: ", "pt": "Lição: ", "en": "Lesson: "}


@pytest.mark.parametrize("lang", LANGS)
def test_who_is_doing_this_lesson_names_the_pack(make_app, lang):
    from edu_domino.ui.scenes.lessons import LessonListScene
    from edu_domino.ui.scenes.pupils import PupilPickerScene

    app = make_app(size=(800, 600), language=lang)
    lessons = LessonListScene(app)
    app.push(lessons)
    entry = next(e for e in lessons.entries if e.pack is not None and e.pack.id == "warmup-pips-numerals")
    while lessons.menu.focused_item() is not lessons.menu.items[lessons.entries.index(entry)]:
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, PupilPickerScene)
    settle(app)
    drawn = app.theme.record_texts()
    app.frame()
    assert LESSON_LINE[lang] + entry.pack.title.get(lang) in drawn


@pytest.mark.parametrize("lang", LANGS)
def test_a_pupil_cannot_end_a_whole_class_lesson_once_a_teacher_pin_is_set(make_app, tmp_path, lang):
    from test_projector_class_lesson import PACK

    from edu_domino.classplay import ClassLesson, ClassRecorder
    from edu_domino.lesson import loads_pack
    from edu_domino.ui.class_session import ClassSession
    from edu_domino.ui.scenes.class_lesson import ClassLessonScene

    pack, problems = loads_pack(PACK)  # a match step, then a listen step
    assert pack is not None, [str(p) for p in problems]
    teacher.save(teacher.TeacherFile().with_pin(TEACHER_PIN))
    app = make_app(size=(800, 600), language=lang)
    lesson = ClassLesson(pack, lang, ClassRecorder(lambda: open_record(tmp_path / "p.sqlite3")))
    session = ClassSession(lesson=lesson, port=0)
    scene = ClassLessonScene(app, session)
    app.push(scene)
    press(app, pygame.K_RETURN)  # the first question, on every pupil's device
    _end_the_lesson(app)
    assert isinstance(app.top, PinScene)
    type_text(app, "0000")
    press(app, pygame.K_RETURN)
    assert app.top.message == NOT_THE_PIN[lang] and scene in app.scenes
    press(app, pygame.K_ESCAPE)
    assert app.top is scene  # still running for the class
    _end_the_lesson(app)
    type_text(app, TEACHER_PIN)
    press(app, pygame.K_RETURN)
    assert scene not in app.scenes  # the teacher ended it


def _end_the_lesson(app) -> None:
    """Esc asks first, "Keep going" chosen: Left to "End the lesson", then Enter."""
    from edu_domino.ui.scenes.confirm import ConfirmScene

    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, ConfirmScene)
    press(app, pygame.K_LEFT)
    press(app, pygame.K_RETURN)


def test_a_damaged_teacher_file_is_set_aside_and_said_never_a_traceback(make_app):
    _ana()
    path = teacher.default_path()
    path.write_text('{"pin": "pbkdf2_sha256$1$00$00", "practice": ', encoding="utf-8")  # cut off in Notepad
    app = make_app(size=(800, 600))
    _to_pupil_page(app)
    menu_to(app, "For the teacher…")
    assert isinstance(app.top, TeacherPupilScene)  # no PIN can be read: the lock is off, as with no file
    assert app.banner is not None and str(path) in app.banner and "Set the teacher PIN again" in app.banner
    aside = [p for p in path.parent.iterdir() if p.name.startswith("teacher.json.bad-")]
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8").startswith('{"pin"')
    app.frame()


def test_the_settings_set_the_teacher_pin_and_then_guard_show_numbers(make_app):
    app = make_app(size=(800, 600))
    app.open("settings")
    menu_to(app, "Teacher PIN")
    for _ in range(2):  # the new PIN, twice
        type_text(app, TEACHER_PIN)
        press(app, pygame.K_RETURN)
    assert teacher.load().check(TEACHER_PIN)
    press(app, pygame.K_ESCAPE)  # leave the settings: the next visit asks again
    app.open("settings")
    settings = app.top
    before = app.settings.show_numbers
    while settings.menu.focused_item().label != "Show numbers (notes, powers)":
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RIGHT)
    assert isinstance(app.top, PinScene) and app.settings.show_numbers == before
    type_text(app, "9999")
    press(app, pygame.K_RETURN)
    press(app, pygame.K_ESCAPE)
    assert app.top is settings and app.settings.show_numbers == before  # a pupil's guess changed nothing
    press(app, pygame.K_RIGHT)
    type_text(app, TEACHER_PIN)
    press(app, pygame.K_RETURN)
    assert app.top is settings and app.settings.show_numbers != before
