"""Screenshot staging: put the app in a named state for a screenshot (the docs, the tests and
review use the same). Kept apart from the screens it stages: `lesson`, `practice`, `classroom`
(class play), `tap` (the tap screens) and `replay` (a replay's moves) hold their own states."""

from __future__ import annotations

from edu_domino.engine import Play, get_preset
from edu_domino.play import Privacy
from edu_domino.ui.app import App
from edu_domino.ui.demo import play_to_mid_round, play_to_round_end, seats
from edu_domino.ui.game_setup import GameSetup
from edu_domino.ui.intents import Intent
from edu_domino.ui.scene import Scene
from edu_domino.ui.scene_names import SCENES
from edu_domino.ui.scenes.menu_scene import MenuScene
from edu_domino.ui.shots.lesson import LESSON_SHOTS, stage_lesson_shot
from edu_domino.ui.widgets import MenuItem


def stage(app: App, scene: str, faces: str = "pips", seed: int = 1, game: dict | None = None) -> None:
    """Push the scenes that lead to `scene` and leave it on top, ready to draw. "celebration" is
    a lesson's question with the burst for a right answer over it, a moment after it started;
    every other scene is shown without a celebration over it (the screen itself)."""
    if scene == "celebration":
        stage_scene(app, "lesson", faces, seed)
        # The burst over a question just answered right (its "Right!" beneath), as a pupil sees it.
        from edu_domino.ui.scenes.lesson_screen import LessonScene

        lesson = app.top_as(LessonScene)
        step = lesson.runner.current
        if callable(getattr(step, "expected", None)) and not getattr(step, "yes_no", False):
            lesson.submit(step.expected())
        app.records.flush()  # nothing "Saving…" in the picture
        (app.celebration or app.celebrate("right")).update(0.4)
        return
    if scene in LESSON_SHOTS:
        stage_lesson_shot(app, scene)  # lesson-right keeps its badge, placed clear of what it praises
        if scene != "lesson-right":
            app.celebration = None
        return
    stage_scene(app, scene, faces, seed, game)
    if scene == "lesson-answer":
        _answered_wrong(app.top)
    if scene != "practice-right":  # that one shows its badge, placed clear of the question
        app.celebration = None


def _press(item: MenuItem) -> None:
    """Activate a menu row as Enter on it would."""
    assert item.on_activate is not None, f"{item.label!r} does nothing"
    item.on_activate()


def _answered_wrong(lesson) -> None:
    """The lesson's first match step (else its first question) answered wrong until the right
    answer is shown, the steps before it answered right."""
    runner = lesson.runner
    matches = any(s.kind == "match" for s in runner.steps)
    while not runner.finished and matches and runner.current.kind != "match":
        step = runner.current
        lesson.submit(step.expected() if step.scored else None)
        if lesson.waiting:
            lesson.build_choices()[0].action()  # Continue
    step = runner.current
    wrong = [i for i in range(len(getattr(step, "choices", ()))) if i not in getattr(step, "matching", ())][:1]
    lesson.view.selected = set(wrong)
    for _ in range(8):  # every try the pack allows
        if lesson.waiting or runner.finished:
            break
        lesson.submit(sorted(wrong) if step.kind == "match" else wrong[0] if wrong else None)
    lesson.app.records.flush()  # nothing "Saving…" in the picture


def stage_scene(app: App, scene: str, faces: str = "pips", seed: int = 1, game: dict | None = None) -> None:
    """Push the scenes that lead to `scene` and leave it on top, ready to draw. `game`: the
    preset and options of the match at the table ({"preset": "sala", "players": 6, "teams": 3});
    one person and computers, or two people for the scenes between two people's turns."""
    from edu_domino.ui.scenes.title import TitleScene

    title = TitleScene(app)
    app.push(title)
    if scene == "title":
        return
    if scene == "quit":
        title.on_intent(Intent.BACK)  # Esc on the title: the question before quitting
        return
    if scene == "setup":
        from edu_domino.ui.scenes.setup import SetupScene

        setup_scene = SetupScene(app)
        setup_scene.faces = faces
        app.push(setup_scene)
        return
    if scene == "settings":
        from edu_domino.ui.scenes.settings_scene import SettingsScene

        app.push(SettingsScene(app))
        return
    if scene in ("table", "results", "pass", "leave", "peek"):
        from edu_domino.ui.scenes.table import TableScene

        options = dict(game or {})
        preset = options.pop("preset", "clasico")
        players = options.get("players", get_preset(preset, **options).players)
        humans = 2 if scene in ("pass", "peek") else 1
        # "peek": two people at a projector, tiles face down until the one on turn holds Space
        setup = GameSetup(preset, options, seats(humans, players - humans, computer_name=app.i18n.gettext("Computer")),
                          faces, "single", seed, Privacy.PEEK if scene == "peek" else Privacy.COVER)
        table = TableScene(app, setup)
        app.push(table)
        play_to_mid_round(table.game, seed)
        table.update(0.0)
        if scene == "pass":  # the laid tile has been seen: the cover comes before the next person
            table.game.hotseat.look_done()
            table.update(0.0)
        if scene == "results":
            play_to_round_end(table.game, seed)
            table.update(0.0)
            table.control.round_end_timer = 0.0
            table.update(0.0)
        elif scene in ("table", "leave", "peek"):
            table.control.pulse = 0.0
            table.control.message = None
            # The pupil has picked a tile that fits (shown magnified beside the line).
            playable = {a.tile for a in table.control.legal() if isinstance(a, Play)}
            table.control.focus = next((i for i, t in enumerate(table.control.hand()) if t in playable), 0)
        if scene == "leave":  # the menu over a match in progress, "Leave the game" chosen
            table.on_intent(Intent.BACK)
            _press(app.top_as(MenuScene).menu.items[-1])
        return
    if scene in ("lesson", "lesson-answer"):
        from edu_domino.ui.shots.lesson import stage_lesson

        stage_lesson(app, faces)
        return
    if scene == "practice":
        from edu_domino.ui.shots.practice import stage_practice

        stage_practice(app, faces)
        return
    if scene in ("progress", "class"):
        from edu_domino.ui.shots.practice import stage_progress

        stage_progress(app, class_view=scene == "class")
        return
    if scene in ("pupils", "pin", "name"):
        stage_pupils(app, pin=scene == "pin", new=scene == "name")
        return
    if scene == "pause":  # Esc at the table: the menu over a match in progress
        stage_scene(app, "table", faces, seed)
        app.top_as(Scene).on_intent(Intent.BACK)
        return
    if scene == "lessons":
        app.open("lessons")
        return
    if scene == "pupil":  # a pupil's own page in Practice
        from edu_domino.progress import open_record

        with open_record() as record:  # a throw-away folder for screenshots
            ana = record.create_pupil("Ana", pin="2468")
        app.open("practice")
        app.open("pupil", pupil=ana)
        app.records.flush()
        return
    if scene == "files":
        stage_files(app)
        return
    if scene.startswith(("practice-", "teacher-")):
        from edu_domino.ui.shots.practice import stage_practice_shot

        stage_practice_shot(app, scene)
        return
    if scene.startswith("tap-"):
        from edu_domino.ui.shots.tap import stage_tap

        stage_tap(app, scene)
        return
    if scene.startswith("classes"):
        from edu_domino.ui.shots.classes import stage_classes

        stage_classes(app, scene)
        return
    if scene.startswith("class-"):
        from edu_domino.ui.shots.classroom import stage_class

        stage_class(app, scene, faces, seed)
        return
    raise ValueError(f"unknown scene {scene!r}; choose one of {', '.join(SCENES)}")


def stage_pupils(app: App, pin: bool = False, new: bool = False) -> None:
    """Before a lesson: who is doing it (three pupils, one with a PIN), the PIN being typed, or
    (`new`) a new pupil's name being typed."""
    from edu_domino.lesson import find_packs, lesson_dirs
    from edu_domino.progress import open_record
    from edu_domino.ui.scenes.lessons import LessonListScene

    record = open_record()
    for name, code in (("Ana", None), ("Bruno", "2468"), ("Carla", None)):
        record.create_pupil(name, pin=code)
    record.close()
    lessons = LessonListScene(app)
    app.push(lessons)
    pack = next(e.pack for e in find_packs(lesson_dirs()) if e.pack is not None)
    lessons.start(pack, seed=1)
    app.records.flush()  # the names, listed by the record worker
    picker = app.top_as(MenuScene)
    picker.menu.focus = 1  # Bruno
    if pin:
        _press(picker.menu.focused_item())
        app.top_as(Scene).on_text("246")
    elif new:
        picker.menu.focus = next(i for i, item in enumerate(picker.menu.items) if item.label == "New pupil")
        _press(picker.menu.focused_item())
        app.top_as(Scene).on_text("Lucía")


def stage_files(app: App) -> None:
    """The teacher's file browser in their lessons folder, after picking a pack with a slip."""
    import shutil

    from edu_domino.lesson import find_packs, lesson_dirs
    from edu_domino.resources import user_lessons_dir
    from edu_domino.ui.scenes.files import FileBrowserScene, load_pack_file
    from edu_domino.ui.scenes.lessons import LessonListScene

    folder = user_lessons_dir()
    (folder / "class 5B").mkdir(parents=True, exist_ok=True)
    bundled = [e.path for e in find_packs(lesson_dirs()) if e.pack is not None and e.path.is_file()]
    for path in bundled[:3]:
        shutil.copy(path, folder / path.name)
    (folder / "rhythm-quiz").mkdir(exist_ok=True)
    shutil.copy(bundled[0], folder / "rhythm-quiz" / "pack.toml")
    text = bundled[0].read_text(encoding="utf-8").replace("answer =", "anwser =", 1)
    (folder / "my-quiz.toml").write_text(text, encoding="utf-8")
    lessons = LessonListScene(app)
    app.push(lessons)
    browser = FileBrowserScene(app, lambda pack: None, folder=folder)
    app.push(browser)
    names = [e.name for e in browser.entries]
    browser.focus = names.index("my-quiz.toml")
    _pack, problems = load_pack_file(folder / "my-quiz.toml")
    browser.message = app.i18n.gettext("This pack cannot be used. What to fix:")
    browser.problems = problems
