"""Class-play scenes staged for screenshots and tests: the join screen with two devices joined,
the projector's table mid-round, and a class lesson's chart. Servers listen on loopback only."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, cast

from edu_domino.classplay import ClassLesson, ClassRecorder, Control, lesson_face_keys
from edu_domino.faces import FACE_KINDS
from edu_domino.play import SeatKind, SeatSpec
from edu_domino.ui.class_app import class_table_for
from edu_domino.ui.class_session import ClassSession
from edu_domino.ui.face_images import face_pngs
from edu_domino.ui.game_setup import GameSetup

if TYPE_CHECKING:
    from edu_domino.lesson import MatchStep

LOOPBACK = "127.0.0.1"
CLASS_SCENES = ("class-join", "class-table", "class-lesson", "class-own-pace", "class-team-join", "class-team-table",
                "class-setup-teams", "class-team-names", "class-own-names-join", "class-own-names-table")
TEAM_NAMES = ["Ana", "Rui", "Lia"]  # the first team's members as the teacher typed them


def class_session(app, faces: str = "pips", seed: int = 1) -> ClassSession:
    people = tuple(SeatSpec(name) for name in ("Ana", "Bruno", "Carla"))
    computer = SeatSpec(app.i18n.gettext("Computer"), SeatKind.COMPUTER, "greedy")
    setup = GameSetup("clasico", {}, (*people, computer), faces, "single", seed)
    table = class_table_for(setup)
    return ClassSession(table=table, images={}, host=LOOPBACK, port=0, lang=app.i18n.language)


def stage_class(app, scene: str, faces: str = "pips", seed: int = 1) -> None:
    if scene == "class-lesson":
        stage_class_lesson(app, faces)
        return
    if scene == "class-own-pace":
        stage_own_pace(app)
        return
    if scene.startswith("class-own-names-"):
        from edu_domino.ui.shots.own_names import stage_own_names

        stage_own_names(app, scene, faces, seed)
        return
    if scene in ("class-setup-teams", "class-team-names"):
        stage_team_setup(app, scene)
        return
    if scene.startswith("class-team-"):
        stage_teams(app, scene, faces, seed)
        return
    session = class_session(app, faces, seed)
    table = session.table
    app.open("class-join", session=session)
    table.connect(0)
    table.connect(1)
    if scene == "class-join":
        return
    table.connect(2)
    rng = random.Random(seed)
    for _ in range(9):  # a few moves, as the devices (and the computer) would make them
        turn = table.turn
        if not table.game.playing:
            break
        if table.seats[turn].control is Control.COMPUTER:
            table.game.computer_move()
        else:
            table.act(turn, rng.choice(table.game.legal(turn)))
    table.disconnect(2)  # Carla's tablet went to sleep
    app.open("class-table", session=session).update(0.0)


def stage_class_lesson(app, faces: str = "pips") -> None:
    """A lesson whose second question (with "notes": its first "which tiles fit?" question, two
    tiles right) has been answered by eight pupils, the chart and the right answer shown."""
    from edu_domino.lesson import load_pack
    from edu_domino.progress import open_record
    from edu_domino.resources import bundled_lessons_dir

    kind = FACE_KINDS.get(faces)  # a face kind, or a mix of them ("mixed")
    rhythm = kind is not None and kind.rhythm  # note faces: a notes lesson and its match question
    name = "02-note-values-1.toml" if rhythm else "01-warmup-pips-numerals.toml"
    pack = load_pack(bundled_lessons_dir() / name)
    lesson = ClassLesson(pack, app.i18n.language, ClassRecorder(open_record))
    session = ClassSession(lesson=lesson, images=face_pngs(lesson_face_keys(pack)), host=LOOPBACK, port=0,
                           lang=app.i18n.language)
    app.open("class-lesson", session=session)
    names = ["Ana", "Bruno", "Carla", "Davi", "Eva", "Fábio", "Gil", "Helena"]
    tokens = [lesson.join(name) for name in names]
    for token in tokens:
        lesson.connect(token, +1)
    if rhythm:
        while lesson.step is None or lesson.step.kind != "match":  # on to the first match question
            lesson.advance()
        right = sorted(cast("MatchStep", lesson.step).matching)
        answers: list = [right, right, right, right[:1], [0], right, [1], right]
    else:
        for _ in range(3):  # explain (shown, then done), then the first sum
            lesson.advance()
        answers = ["3", "3", "3", "4", "3", "5", "3", "3"]  # from its choices 3-6
    for token, given in zip(tokens, answers, strict=True):
        lesson.answer(token, given)
    lesson.advance()  # the chart
    lesson.advance()  # the right answer
    lesson.recorder.flush()


def stage_own_pace(app) -> None:
    """A pack each pupil does at their own pace: five pupils joined, two of them idle a while."""
    from edu_domino.classplay.faces_needed import ownpace_face_keys
    from edu_domino.classplay.ownpace import IDLE_AFTER, OwnPaceLesson
    from edu_domino.lesson import load_pack
    from edu_domino.progress import open_record
    from edu_domino.resources import bundled_lessons_dir

    pack = load_pack(bundled_lessons_dir() / "01-warmup-pips-numerals.toml")
    now = [0.0]
    lesson = OwnPaceLesson(pack, app.i18n.language, ClassRecorder(open_record), seed=1, clock=lambda: now[0])
    session = ClassSession(lesson=lesson, images=face_pngs(ownpace_face_keys(pack)), host=LOOPBACK, port=0,
                           lang=app.i18n.language)
    app.open("own-pace", session=session)
    tokens = [lesson.join(name) for name in ("Ana", "Bruno", "Carla", "Davi", "Eva")]
    now[0] = IDLE_AFTER + 1
    for token in tokens[:3]:  # three go on; Davi and Eva have not tapped since they joined
        lesson.act(token, {"type": "seen"})
    lesson.tick(0.0)


def stage_team_setup(app, scene: str) -> None:
    """New game, class play: teams of three, a majority confirms, two teams (the first named by
    the teacher); `class-team-names`: the second team's names being typed."""
    app.open("setup")
    setup = app.top
    setup.class_play, setup.team_size = True, 3
    setup.kinds[2] = "human"
    setup.members[0] = list(TEAM_NAMES)
    setup._toggle_team_rule(1)
    rows = [i for i in setup.menu.shown() if callable(setup.menu.items[i].label)
            and setup.menu.items[i].value is not None]  # the teams' rows, after A team's move
    setup.menu.focus = rows[-1]
    if scene == "class-team-names":
        setup.menu.items[rows[-1]].on_activate()
        app.top.on_text("Bea, Caio, Dani")


def stage_teams(app, scene: str, faces: str = "pips", seed: int = 1) -> None:
    """Two teams of three on phones (the captain confirms) and two computers: on the join
    screen two members of the first team are in; at the table it is that team's turn and its
    second member has proposed a move."""
    people = tuple(SeatSpec(name) for name in ("Ana", "Bruno"))
    computers = tuple(SeatSpec(f"{app.i18n.gettext('Computer')} {n}", SeatKind.COMPUTER, "greedy") for n in (3, 4))
    setup = GameSetup("clasico", {}, (people[0], computers[0], people[1], computers[1]), faces, "single", seed)
    table = class_table_for(setup, team_size=3, members=[TEAM_NAMES])
    session = ClassSession(table=table, images={}, host=LOOPBACK, port=0, lang=app.i18n.language)
    app.open("class-join", session=session)
    for seat, members in ((0, (0, 1)), (2, (0, 1, 2))):
        for member in members:
            table.connect_member(seat, member, +1)
    if scene == "class-team-join":
        return
    table.connect_member(0, 2, +1)
    while table.turn != 0 or not table.game.playing:  # on to the first team's turn
        if table.seats[table.turn].control is Control.COMPUTER:
            table.tick(5.0)
        else:
            table.act(table.turn, table.game.legal(table.turn)[0])
    table.team_move(0, 1, table.game.legal(0)[0])
    app.open("class-table", session=session).update(0.0)
