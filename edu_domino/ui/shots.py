"""Put the app in a named state for a screenshot: the docs, the tests and review use the same."""

from __future__ import annotations

from edu_domino.ui.app import App
from edu_domino.ui.demo import play_to_mid_round, play_to_round_end, seats
from edu_domino.ui.game import GameSetup

SCENES: tuple[str, ...] = ("title", "setup", "table", "pass", "results", "settings", "lesson", "practice")


class SceneUnavailable(Exception):
    """The scene needs a package that is not there yet (lessons, practice)."""


def stage(app: App, scene: str, faces: str = "pips", seed: int = 1) -> None:
    """Push the scenes that lead to `scene` and leave it on top, ready to draw."""
    from edu_domino.ui.scenes.title import TitleScene

    title = TitleScene(app)
    app.push(title)
    if scene == "title":
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
    if scene in ("table", "results", "pass"):
        from edu_domino.ui.scenes.table import TableScene

        humans, computers = (2, 2) if scene == "pass" else (1, 3)
        setup = GameSetup("clasico", {}, seats(humans, computers, computer_name=app.i18n.gettext("Computer")),
                          faces, "single", seed)
        table = TableScene(app, setup)
        app.push(table)
        play_to_mid_round(table.session, seed)
        table.update(0.0)
        if scene == "results":
            play_to_round_end(table.session, seed)
            table.update(0.0)
            table.round_end_timer = 0.0
            table.update(0.0)
        elif scene == "table":
            table.pulse = 0.0
            table.message = ""
        return
    if scene == "lesson":
        try:
            from edu_domino.ui.scenes.lessons import stage_lesson
        except ImportError as exc:
            raise SceneUnavailable("the lesson scene needs edu_domino.lesson, which is not there yet") from exc
        stage_lesson(app, faces)
        return
    if scene == "practice":
        try:
            from edu_domino.ui.scenes.practice import stage_practice
        except ImportError as exc:
            raise SceneUnavailable("the practice scene needs edu_domino.progress, which is not there yet") from exc
        stage_practice(app, faces)
        return
    raise ValueError(f"unknown scene {scene!r}; choose one of {', '.join(SCENES)}")
