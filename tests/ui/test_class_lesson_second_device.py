"""The projector in a class lesson when a second device types a pupil's name already there: the
teacher sees who is asking and lets them in with Tab; a stray Tab with nobody asking does nothing."""

import pygame
import pytest
from ui_helpers import press

from edu_domino.classplay import ClassLesson, ClassRecorder, JoinRefused
from edu_domino.lesson import load_pack
from edu_domino.progress import open_record
from edu_domino.resources import bundled_lessons_dir
from edu_domino.ui.class_session import ClassSession
from edu_domino.ui.scenes.class_lesson import ClassLessonScene


def test_tab_lets_the_pupil_shown_asking_in_on_the_new_device(make_app, tmp_path):
    pack = load_pack(bundled_lessons_dir() / "01-warmup-pips-numerals.toml")
    app = make_app(size=(800, 600), language="en")
    lesson = ClassLesson(pack, "en", ClassRecorder(lambda: open_record(tmp_path / "p.sqlite3")))
    session = ClassSession(lesson=lesson, port=0, host="127.0.0.1")
    app.push(ClassLessonScene(app, session))
    first = lesson.join("Ana")
    lesson.join("Bruno")
    press(app, pygame.K_TAB)  # nobody is asking: nothing changes
    with pytest.raises(JoinRefused):
        lesson.join("ana")
    assert lesson.asking_names() == ["Ana"]
    press(app, pygame.K_TAB)
    assert lesson.asking_names() == []
    second = lesson.join(" ANA ")
    assert second != first and lesson.pupil_for_token(first) is None
    assert sorted(p.name for p in lesson.pupils.values()) == ["Ana", "Bruno"]
    with pytest.raises(JoinRefused):  # the teacher's leave was for one device
        lesson.join("Ana")
    session.stop()
