"""Opening class play from the app (New game -> Play on: class play) or from `edu-domino serve`.

The half pictures the devices show are painted here, on the thread that owns pygame, with the
projector's painter; then the server starts on its own thread when the join screen opens.
"""

from __future__ import annotations

import sys

from edu_domino.classplay import (
    ClassGameSetup,
    ClassLesson,
    ClassRecorder,
    ClassTable,
    Control,
    game_face_keys,
    lesson_face_keys,
)
from edu_domino.faces import FaceOptions
from edu_domino.ui.class_session import DEFAULT_PORT, ClassSession
from edu_domino.ui.class_teams import team_phones
from edu_domino.ui.face_images import face_pngs
from edu_domino.ui.game_setup import GameSetup


def class_table_for(setup: GameSetup, show_numbers: bool = False, team_size: int = 1,
                    team_rule: str = "captain", members: list[list[str]] | None = None,
                    named: list[bool] | None = None) -> ClassTable:
    """The New game screen's choices as a class game: each person's seat on a device
    (`show_numbers`: the teacher's option, the halves' values in the devices' words too), or
    with `team_size` 2 to 5, a team's hand on that many phones, its members named as the
    teacher typed them (`members`, one list per seat; the rest after the seat: "Ana (2)").
    `named`: the seats whose name the teacher typed (None: all); the pupils at the others, and
    the members nobody named, may name themselves on their phones (classplay/self_names.py)."""
    rules = setup.rules()
    controls = [Control.DEVICE if s.is_person else Control.COMPUTER for s in setup.seats]
    levels = [s.level for s in setup.seats]
    teams = team_phones([s.name for s in setup.seats], [s.is_person for s in setup.seats], team_size,
                        members or [])
    typed = members or []
    team_given = {seat: len(typed[seat][:team_size]) if seat < len(typed) else 0 for seat in teams}
    return ClassTable(ClassGameSetup(rules, [s.name for s in setup.seats], controls, levels,
                                     FaceOptions(setup.faces, setup.difficulty), setup.seed,
                                     show_numbers=show_numbers, team_phones=teams, team_rule=str(team_rule),
                                     given_names=named, team_given=team_given))


def open_class_game(app, setup: GameSetup, team_size: int = 1, team_rule: str = "captain",
                    members: list[list[str]] | None = None, named: list[bool] | None = None):
    """The join screen of a class game made from `setup` (its server starts with the screen)."""
    table = class_table_for(setup, app.settings.show_numbers, team_size, team_rule, members, named)
    images = face_pngs(game_face_keys(table.faces, table.setup.rules.set_max))
    session = ClassSession(table=table, images=images, lang=app.i18n.language)
    return app.make_scene("class-join", session=session)


def open_class_lesson(app, pack):
    """The class lesson screen for `pack`: pupils answer on their devices into their records."""
    lesson = ClassLesson(pack, app.i18n.language, ClassRecorder())
    session = ClassSession(lesson=lesson, images=face_pngs(lesson_face_keys(pack)), lang=app.i18n.language)
    return app.make_scene("class-lesson", session=session)


def open_own_pace(app, pack):
    """The projector's screen of a lesson each pupil does at their own pace on their own device
    (`serve --own-pace` from the app): its server starts with the screen, stops with it."""
    from edu_domino.classplay.faces_needed import ownpace_face_keys
    from edu_domino.classplay.ownpace import OwnPaceLesson

    lesson = OwnPaceLesson(pack, app.i18n.language, ClassRecorder())
    session = ClassSession(lesson=lesson, images=face_pngs(ownpace_face_keys(pack)), lang=app.i18n.language)
    return app.make_scene("own-pace", session=session)


def run_class_app(table=None, lesson=None, images=None, host: str | None = None, port: int = DEFAULT_PORT,
                  lang: str = "en") -> int:
    """`edu-domino serve` with a window: the app opens on the class-play screen."""
    import pygame

    from edu_domino.ui.app import App

    try:
        app = App(language=lang)
    except pygame.error as exc:
        print(f"edu-domino: cannot open a window ({exc}); use `edu-domino serve --headless`", file=sys.stderr)
        return 1
    session = ClassSession(table=table, lesson=lesson, images=images, host=host, port=port, lang=lang)
    app.open("title")
    app.open("class-join" if table is not None else "class-lesson", session=session)
    return app.run()
