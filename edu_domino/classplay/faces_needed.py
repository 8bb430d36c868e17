"""Which half pictures a class game or lesson can show: the server serves exactly these.

The pictures are painted by the projector's painter (`edu_domino.ui.face_images`) before the
server starts, so the devices show the same faces as the big screen and the server needs no
pygame.
"""

from __future__ import annotations

from edu_domino.classplay.messages import Faces
from edu_domino.engine.tiles import full_set
from edu_domino.lesson import FacedTile, Pack
from edu_domino.lesson.kinds import kind_of


def game_face_keys(faces: Faces, set_max: int) -> set[str]:
    keys: set[str] = set()
    for tile in full_set(set_max):
        keys.update(faces.keys(tile))
    return keys


def lesson_face_keys(pack: Pack) -> set[str]:
    keys: set[str] = set()
    for step in pack.steps:
        for item in kind_of(step).device_pictures(step):
            keys.update(item.keys if isinstance(item, FacedTile) else (item.key,))
    return keys
