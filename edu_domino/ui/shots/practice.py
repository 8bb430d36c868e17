"""Screenshots of practice's screens (`edu-domino screenshot SCENE`): a right answer with its
celebration, the summary (and at the teacher's highest level), the teacher's topics for the class
and the teacher's page for a pupil."""

from __future__ import annotations


def stage_practice_shot(app, scene: str) -> None:
    from edu_domino.progress import SessionSummary, open_record
    from edu_domino.progress.aims import PracticeAims
    from edu_domino.ui import teacher
    from edu_domino.ui.scenes.practice import (
        PracticeScene,
        PupilScene,
        TeacherPupilScene,
    )
    from edu_domino.ui.scenes.practice_aims import AimsScene
    from edu_domino.ui.scenes.practice_summary import SummaryScene

    if scene.startswith("practice-challenge"):
        stage_challenge(app, scene)
        return
    if scene == "practice-right":  # a right answer, the badge clear of the question and the answer
        teacher.save(teacher.TeacherFile().with_aims(None, PracticeAims(topics=("sums", "spellings"))))
        stage_practice(app)
        drill = app.top
        drill.activate("answer", drill.item.expected)
        app.records.flush()
        app.frame()
        (app.celebration or app.celebrate("right")).update(0.4)
        return
    if scene == "practice-offline":  # the school's server away: answered, the next question, "not saved yet"
        stage_practice(app)
        drill = app.top
        drill.activate("answer", drill.item.expected)
        app.records.flush()
        drill.activate("button", "next")
        app.records.offline = True
        app.records.retrying = "the school's record server cannot be reached"
        return
    with open_record() as record:  # a throw-away folder for screenshots
        ana = record.create_pupil("Ana")
        for name in ("Bruno", "Carla"):
            record.create_pupil(name)
        if scene == "practice-summary":  # her latest sums: right, wrong, right, wrong, wrong
            for key, right in (("sum:notes:q", True), ("sum:notes:h", False), ("sum:notes:h", True),
                               ("sum:notes:e", False), ("sum:notes:w", False)):
                record.record_answer(ana, key, "sums", "?", "?", right, 4000)
        if scene == "practice-summary-top":  # every level-1 power known twice; the teacher set level 1
            for key in ("pow:powers:2^0", "pow:powers:2^1", "pow:powers:2^2", "pow:powers:2^3") * 2:
                record.record_answer(ana, key, "powers", "?", "?", True, 4000)
    if scene == "practice-start-offline":  # started while the school's server is away: the list copied here
        picker = PracticeScene(app)
        app.push(picker)
        app.records.flush()
        picker.show_list((picker.loaded or [], True))
        return
    app.push(PracticeScene(app))
    page = PupilScene(app, ana)
    app.push(page)
    if scene == "practice-summary":  # 7 right, 3 not yet; next: sums, 3 of her last 5 wrong
        summary = SessionSummary(10, 7, 60_000, ("sums", "listening"))
        app.push(SummaryScene(app, ana, summary, topics=("sums", "listening")))
    elif scene == "practice-summary-top":  # 5 right; at the teacher's highest level: keep practising it
        app.push(SummaryScene(app, ana, SessionSummary(5, 5, 30_000, ("powers",)), topics=("powers",), top_level=1))
    elif scene == "practice-aims":
        teacher.save(teacher.TeacherFile().with_aims(None, PracticeAims(topics=("sums", "spellings"), top_level=2)))
        app.push(AimsScene(app, None))
    elif scene == "practice-progress-offline":  # 'My progress' while only this computer's copies are here
        from edu_domino.progress.server_away import needs_server_line
        from edu_domino.ui.scenes.progress import ProgressScene

        shown = ProgressScene(app, ana)
        app.push(shown)
        app.records.flush()
        shown.progress, shown.problem = None, needs_server_line()
        return
    elif scene == "practice-class-offline":  # the class view, likewise
        from edu_domino.progress.server_away import needs_server_line
        from edu_domino.ui.scenes.progress_pages import ClassScene

        view = ClassScene(app)
        app.push(view)
        app.records.flush()
        view.rows, view.problem = None, needs_server_line()
        return
    else:
        app.push(TeacherPupilScene(app, page))
    app.records.flush()


def stage_practice(app, faces: str = "notes") -> None:
    """For screenshots: a pupil in a fresh record in the user's folder, at their first drill."""
    from edu_domino.progress import UnknownPupil, open_record
    from edu_domino.ui.scenes.practice import PracticeScene, PupilScene

    with open_record() as record:
        try:
            pupil = record.find_pupil("Ana")
        except UnknownPupil:
            pupil = record.create_pupil("Ana")
    app.push(PracticeScene(app))
    app.push(PupilScene(app, pupil))
    app.open("drill", pupil=pupil, seed=3)
    app.records.flush()  # the drill's first item, ready for the picture


def stage_progress(app, class_view: bool = False) -> None:
    """For screenshots: three pupils with some weeks of practice; Ana's progress, or the class."""
    import time

    from edu_domino.progress import open_record
    from edu_domino.progress.demo import SimulatedClock, simulate_practice
    from edu_domino.ui.scenes.progress_pages import ClassScene

    clock = SimulatedClock(time.time() - 12 * 86_400)
    with open_record(clock=clock.wall) as record:
        known = {pupil.name for pupil in record.pupils()}
        for seed, (name, answers) in enumerate((("Ana", 760), ("Bruno", 300), ("Carla", 180))):
            if name not in known:
                simulate_practice(record, clock, name, answers, seed, per_day=60)  # Ana's last day: today
        ana = record.find_pupil("Ana")
        if "Ana" not in known:  # two lessons played, one of them today, for the page's stars
            record.record_lesson(ana, "note-values-1", 2, 6, 8, lesson="Note values 1", at=time.time() - 3 * 86_400)
            record.record_lesson(ana, "powers-of-two", 1, 8, 8, lesson="Powers of two", at=time.time())
    app.open("practice")
    if class_view:
        app.push(ClassScene(app))
    else:
        app.open("pupil", pupil=ana)
        app.open("progress", pupil=ana)
    app.records.flush()


def stage_challenge(app, scene: str) -> None:
    """The timed challenge: its rules (an earlier best of 3 of 5), a question with 2 seconds left,
    one whose time ran out, and the score (4 of 5, her best yet)."""
    from edu_domino.progress import open_record
    from edu_domino.progress.aims import PracticeAims
    from edu_domino.progress.challenge import ChallengeScore, save_result
    from edu_domino.ui import teacher
    from edu_domino.ui.scenes.practice import PracticeScene, PupilScene
    from edu_domino.ui.scenes.practice_challenge import ChallengeScene
    from edu_domino.ui.shots.tap import StillClock

    teacher.save(teacher.TeacherFile().with_aims(None, PracticeAims(topics=("sums", "powers"), length=5)))
    with open_record() as record:
        ana = record.create_pupil("Ana")
        save_result(record, ana, ChallengeScore(3, 5))
    clock = StillClock()
    app.push(PracticeScene(app))
    app.push(PupilScene(app, ana))
    shown = ChallengeScene(app, ana, seed=3, clock=clock)
    app.push(shown)
    app.records.flush()
    if scene == "practice-challenge-rules":
        return
    shown.activate("button", "start")
    if scene == "practice-challenge-over":
        for n in range(5):
            clock.now += 4
            item = shown.item
            assert item is not None
            shown.activate("answer", item.expected if n else item.choices[item.choices[0] == item.expected])
            app.records.flush()
            app.frame()
            shown.activate("button", "next")
        return
    clock.now += 8 if scene == "practice-challenge" else 10.5
    app.frame()
    app.records.flush()
