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


def ownpace_face_keys(pack: Pack) -> set[str]:
    """Every picture an own-pace lesson's steps show: a class lesson's, and a game step's halves
    whatever its seed (each pupil's game has its own)."""
    from edu_domino.classplay.step_json import game_face_keys_all
    from edu_domino.faces import FaceOptions
    keys = lesson_face_keys(pack)
    for step in pack.steps:
        rules = getattr(step, "rules", None) if kind_of(step).is_game else None
        if rules is not None:
            keys |= game_face_keys_all(FaceOptions(step.faces, step.difficulty), rules.set_max)  # type: ignore[attr-defined]
    return keys


def lesson_face_keys(pack: Pack) -> set[str]:
    keys: set[str] = set()
    for step in pack.steps:
        for item in kind_of(step).device_pictures(step):
            keys.update(item.keys if isinstance(item, FacedTile) else (item.key,))
    return keys
