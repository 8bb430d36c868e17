"""Class play with names pupils gave themselves on their phones, as long as a name may be
(self_names.MAX_NAME): the join screen with a team of three and the projector's table."""

from __future__ import annotations

from edu_domino.classplay import Control
from edu_domino.play import SeatKind, SeatSpec
from edu_domino.ui.class_app import class_table_for
from edu_domino.ui.class_session import ClassSession
from edu_domino.ui.game_setup import GameSetup

LOOPBACK = "127.0.0.1"
LONG_NAMES = ["Wanderléia Conceição", "Guadalupe Wenceslada", "Maximiliano Henrique"]  # 20 letters each


def stage_own_names(app, scene: str, faces: str = "pips", seed: int = 1) -> None:
    """`class-own-names-join`: teams of three, the first team's members named on their phones
    (one has not come yet); `class-own-names-table`: one device each, every pupil named on
    their phone, on a pupil's turn mid-round."""
    people = tuple(SeatSpec(app.i18n.gettext("Player {n}").format(n=n)) for n in (1, 2, 3))
    computer = SeatSpec(app.i18n.gettext("Computer"), SeatKind.COMPUTER, "greedy")
    setup = GameSetup("clasico", {}, (*people, computer), faces, "single", seed)
    teams = scene == "class-own-names-join"
    table = class_table_for(setup, team_size=3 if teams else 1, named=[False, False, False, True])
    session = ClassSession(table=table, images={}, host=LOOPBACK, port=0, lang=app.i18n.language)
    app.open("class-join", session=session)
    if teams:
        for member, name in enumerate(LONG_NAMES[:2]):
            table.connect_member(0, member, +1)
            table.rename(0, member, name)
        for member in range(3):
            table.connect_member(1, member, +1)
        return
    for seat, name in enumerate(LONG_NAMES):
        table.connect(seat)
        table.rename(seat, None, name)
    for _ in range(3):
        turn = table.turn
        if table.seats[turn].control is Control.COMPUTER:
            table.game.computer_move()
        else:
            table.act(turn, table.game.legal(turn)[0])
    app.open("class-table", session=session).update(0.0)
