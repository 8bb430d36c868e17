"""Class play: the projector shows the table, each pupil or team holds its hand on a device.

A local web server (aiohttp; no pygame here, a test checks) serves a device page to phones,
tablets and laptops on the classroom network. Each seat has its own unguessable join link; the
server sends a device its own hand and the public table, never another seat's tiles, and lets the
engine judge every move. The same channel runs a whole-class lesson: every pupil answers the step
on the projector from their device, under their own name, into their own progress record.

    table = ClassTable(ClassGameSetup(rules, names, controls))   # or ClassLesson(pack, lang, recorder)
    server = ClassServer(table=table, images=face_pngs, host=lan_address(), port=8765)
    server.start_in_thread()          # the app; `edu-domino serve --headless` runs it in the foreground
    server.seat_links()               # [{"seat": 0, "name": ..., "join": "http://HOST:PORT/join/TOKEN"}]

An own-pace lesson (`OwnPaceLesson`, `OwnPaceServer`) gives every pupil the whole pack on their
own device, judged on the server by a runner of their own, and the teacher a live grid; a device
seat may be a team's, its hand shared by 2 to 5 phones (`team_hand.py`). Practice drills at
each pupil's own pace (`practice.py`) end with the offer of the app's timed challenge
(`challenge.py`: each question's time kept by the server's clock).

The protocol is in docs/class-play.md.
"""

from edu_domino.classplay.faces_needed import game_face_keys, lesson_face_keys
from edu_domino.classplay.lesson import ClassLesson, JoinRefused, Phase
from edu_domino.classplay.network import lan_address
from edu_domino.classplay.recorder import ClassRecorder
from edu_domino.classplay.table import ClassGameSetup, ClassTable, Control

__all__ = [
    "ClassGameSetup", "ClassLesson", "ClassRecorder", "ClassTable", "Control", "JoinRefused", "Phase",
    "game_face_keys", "lan_address", "lesson_face_keys",
]
