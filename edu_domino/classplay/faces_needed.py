"""Which half pictures a class game or lesson can show: the server serves exactly these.

The pictures are painted by the projector's painter (`edu_domino.ui.face_images`) before the
server starts, so the devices show the same faces as the big screen and the server needs no
pygame.
"""

from __future__ import annotations

from edu_domino.classplay.messages import Faces
from edu_domino.engine.tiles import full_set
from edu_domino.lesson import ExplainStep, ListenStep, MatchStep, Pack, SumStep
from edu_domino.lesson.steps import FacedTile


def game_face_keys(faces: Faces, set_max: int) -> set[str]:
    keys: set[str] = set()
    for tile in full_set(set_max):
        keys.update(faces.keys(tile))
    return keys


def lesson_face_keys(pack: Pack) -> set[str]:
    keys: set[str] = set()

    def add(item) -> None:
        if isinstance(item, FacedTile):
            keys.update(item.keys)
        elif item is not None:
            keys.add(item.key)

    item: object  # a picture a step names: a spelling, a FacedTile, or None
    choice: object
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
