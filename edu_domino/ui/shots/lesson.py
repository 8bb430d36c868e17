"""Screenshots of issue 26's lesson and teacher screens (`edu-domino screenshot SCENE`): a right
build of notes with its words and badge, Esc's question, a listen question with no sound, New
game's Difficulty row explained, and the teacher PIN asked on a pupil's page."""

from __future__ import annotations

LESSON_SHOTS = ("lesson-right", "lesson-leave", "lesson-silent", "setup-difficulty", "teacher-pin")


def _bundled(pack_id: str):
    from edu_domino.lesson import find_packs, lesson_dirs

    return next(e.pack for e in find_packs(lesson_dirs()) if e.pack is not None and e.pack.id == pack_id)


def stage_lesson_shot(app, scene: str) -> None:
    if scene == "lesson-right":  # quarter + quarter for 4: "Right! … as long as one half note."
        stage_lesson(app, "notes", pack=_bundled("note-values-1"), step="build-four")
        lesson = app.top
        lesson.view.built = [1, 1]
        lesson.submit(lesson.view.built)
        app.records.flush()
        app.frame()  # the badge finds its place clear of what it praises
        (app.celebration or app.celebrate("right")).update(0.4)
    elif scene == "lesson-leave":  # Esc in a lesson: the question, "Keep going" chosen
        stage_lesson(app, "notes", pack=_bundled("note-values-1"), step="build-four")
        app.top.ask_to_leave()
    elif scene == "lesson-silent":  # no sound: the listen question says so in its place
        from edu_domino.ui.sound import SoundPlayer

        stage_lesson(app, "notes", pack=_bundled("listening"), step="one-quarter")
        app.sound = SoundPlayer("silent", 0.0)
    elif scene == "setup-difficulty":  # note faces: the adding difficulty, explained in a line
        from edu_domino.ui.shots import stage_scene

        stage_scene(app, "setup", "notes")
        setup = app.top
        setup._change_faces(0)  # the default difficulty for the faces
        setup.menu.focus = next(i for i, item in enumerate(setup.menu.items) if item.label == "Difficulty")
    elif scene == "teacher-pin":  # a pupil's page, "For the teacher…": the teacher PIN asked
        from edu_domino.progress import open_record
        from edu_domino.ui import teacher

        teacher.save(teacher.TeacherFile().with_pin("4321"))
        with open_record() as record:  # a throw-away folder for screenshots
            ana = record.create_pupil("Ana")
        app.open("practice")
        app.open("pupil", pupil=ana)
        app.records.flush()
        teacher.teacher_only(app, lambda: None)  # as "For the teacher…" asks
        app.top.on_text("43")


def stage_lesson(app, faces: str = "pips", pack=None, step: str | None = None) -> None:
    """For screenshots: `pack` (default: the first bundled pack with this face set) at `step`
    (its number from 1, 0 for the instructions page, or its id; default: the first question)."""
    from edu_domino.faces import get_face_set
    from edu_domino.lesson import find_packs, lesson_dirs
    from edu_domino.lesson.kinds import kind_of

    if pack is None:
        packs = [e.pack for e in find_packs(lesson_dirs()) if e.pack is not None]
        if not packs:
            raise ImportError("no lesson packs")
        pack = next((pk for pk in packs if pk.faces == faces), None) or next(
            (pk for pk in packs if get_face_set(pk.faces).face_kind.rhythm), packs[0])
    from edu_domino.progress import open_record
    from edu_domino.ui.scenes.lesson_screen import LessonScene
    from edu_domino.ui.scenes.lessons import LessonListScene

    lessons = LessonListScene(app)
    app.push(lessons)
    with open_record() as record:  # a throw-away folder for screenshots
        pupil = record.create_pupil("Ana")
    app.open("lesson", pack=pack, seed=1, pupil=pupil)
    scene = app.top_as(LessonScene)
    if step is not None:
        scene.runner.start_at(scene.runner.step_index(step))
    else:
        while scene.runner.current is not None and kind_of(scene.runner.current).is_page:
            scene.submit(None)
    scene.shown = scene.runner.current
    app.records.flush()  # nothing "Saving…" in the picture
