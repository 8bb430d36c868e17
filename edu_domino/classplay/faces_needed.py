"""Which half pictures a class game or lesson can show: the server serves exactly these.

The pictures are painted by the projector's painter (`edu_domino.ui.face_images`) before the
server starts, so the devices show the same faces as the big screen and the server needs no
pygame.
"""

from __future__ import annotations

from edu_domino.classplay.messages import Faces
from edu_domino.engine.tiles import full_set
from edu_domino.lesson import (
    BuildStep,
    ChainStep,
    ExplainStep,
    GameStep,
    ListenStep,
    MatchStep,
    Pack,
    SumStep,
)
from edu_domino.lesson.steps import FacedTile, TapStep


def game_face_keys(faces: Faces, set_max: int) -> set[str]:
    keys: set[str] = set()
    for tile in full_set(set_max):
        keys.update(faces.keys(tile))
    return keys


def ownpace_face_keys(pack: Pack) -> set[str]:
    """Every picture an own-pace lesson's steps show, every kind (a game's halves whatever its seed)."""
    from edu_domino.classplay.step_json import game_face_keys_all
    from edu_domino.faces import FaceOptions

    keys = lesson_face_keys(pack)
    for step in pack.steps:
        if isinstance(step, BuildStep):
            keys.update(p.key for p in step.palette)
        elif isinstance(step, ChainStep):
            for tile in (*step.line, *step.hand):
                keys.update(tile.keys)
        elif isinstance(step, TapStep):
            for item in step.show:
                keys.update(item.keys if isinstance(item, FacedTile) else (item.key,))
        elif isinstance(step, GameStep) and step.rules is not None:
            keys |= game_face_keys_all(FaceOptions(step.faces, step.difficulty), step.rules.set_max)
    return keys


def lesson_face_keys(pack: Pack) -> set[str]:
    keys: set[str] = set()

    def add(item) -> None:
        if isinstance(item, FacedTile):
            keys.update(item.keys)
        elif item is not None:
            keys.add(item.key)

    for step in pack.steps:
        if isinstance(step, SumStep):
            for item in step.show:
                add(item)
        elif isinstance(step, MatchStep):
            add(step.half)
            for choice in step.choices:
                add(choice)
        elif isinstance(step, ListenStep):
            for choice in step.choices:
                add(choice)
        elif isinstance(step, ExplainStep):
            for item in (*step.show, *step.tiles):
                add(item)
    return keys
