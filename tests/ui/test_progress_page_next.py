"""'My progress' says what to practise next as the end of a sitting does: among the topics the
teacher set, never above the teacher's highest level, in the same words (worked out by hand)."""

from __future__ import annotations

import pytest
from test_practice_aims import _ana
from ui_helpers import settle

from edu_domino.progress import open_record
from edu_domino.progress.aims import PracticeAims
from edu_domino.ui import teacher
from edu_domino.ui.scenes.progress import ProgressScene

# Level-1 powers written by hand (progress/drills.py: 2^0..2^3 are level 1, 2^4.. level 2).
POWERS_1 = ("pow:powers:2^0", "pow:powers:2^1", "pow:powers:2^2", "pow:powers:2^3")

CASES = [
    # (the teacher's aims, language, what the page says)
    (PracticeAims(topics=("powers",)), "en",
     "Practise next: Powers of two. You are ready for new questions!"),
    (PracticeAims(topics=("powers",), top_level=1), "en",
     "Practise next: Powers of two. You are at the highest level your teacher chose. Keep practising until you "
     "know every question!"),
    (PracticeAims(topics=("powers",), top_level=1), "es",
     "Practica ahora: Potencias de dos. Estás en el nivel más alto que ha elegido tu profesor. ¡Sigue "
     "practicando hasta que te sepas todas las preguntas!"),
    # powers turned off by the teacher: never named, though only powers were practised (sums are new to the pupil)
    (PracticeAims(topics=("sums",)), "en", "Practise next: Note sums. You are ready for new questions!"),
]


@pytest.mark.parametrize("aims, lang, said", CASES)
def test_my_progress_keeps_what_next_to_what_the_teacher_set(make_app, aims, lang, said):
    ana = _ana()
    with open_record() as record:
        for key in POWERS_1 * 2:  # every level-1 power right twice: level 2 earned
            record.record_answer(ana, key, "powers", "?", "?", True, 3000)
    teacher.save(teacher.TeacherFile().with_aims(None, aims))
    app = make_app(size=(800, 600), language=lang)
    page = ProgressScene(app, ana)
    app.push(page)
    app.records.flush()
    settle(app)
    assert page.progress is not None
    assert page.next_line() == said
