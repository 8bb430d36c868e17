"""Screenshots of practice's screens (`edu-domino screenshot SCENE`): a right answer with its
celebration, the summary, the teacher's topics for the class and the teacher's page for a pupil."""

from __future__ import annotations


def stage_practice_shot(app, scene: str) -> None:
    from edu_domino.progress import SessionSummary, open_record
    from edu_domino.progress.aims import PracticeAims
    from edu_domino.ui import teacher
    from edu_domino.ui.scenes.practice import (
        PracticeScene,
        PupilScene,
        TeacherPupilScene,
        stage_practice,
    )
    from edu_domino.ui.scenes.practice_aims import AimsScene
    from edu_domino.ui.scenes.practice_summary import SummaryScene

    if scene == "practice-right":  # a right answer, the badge clear of the question and the answer
        teacher.save(teacher.TeacherFile().with_aims(None, PracticeAims(topics=("sums", "spellings"))))
        stage_practice(app)
        drill = app.top
        drill.activate("answer", drill.item.expected)
        app.records.flush()
        app.frame()
        (app.celebration or app.celebrate("right")).update(0.4)
        return
    with open_record() as record:  # a throw-away folder for screenshots
        ana = record.create_pupil("Ana")
    app.push(PracticeScene(app))
    page = PupilScene(app, ana)
    app.push(page)
    if scene == "practice-summary":  # 7 right, 3 not yet, listening the most missed
        summary = SessionSummary(10, 7, 60_000, ("sums", "listening"), (("sums", 1), ("listening", 2)))
        app.push(SummaryScene(app, ana, summary))
    elif scene == "practice-aims":
        teacher.save(teacher.TeacherFile().with_aims(None, PracticeAims(topics=("sums", "spellings"), top_level=2)))
        app.push(AimsScene(app, None))
    else:
        app.push(TeacherPupilScene(app, page))
    app.records.flush()
