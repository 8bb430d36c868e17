"""Every picture an own-pace page asks for is painted before the server starts: a pupil never
sees a broken image (the tap step's rhythm was missing: its kind named no device pictures)."""

from __future__ import annotations

from ownpace_helpers import own_pace_pack

from edu_domino.classplay.faces_needed import ownpace_face_keys
from edu_domino.classplay.step_json import step_json


def test_every_face_a_step_shows_on_a_device_is_among_the_painted_ones():
    pack = own_pace_pack()
    painted = ownpace_face_keys(pack)
    asked = {}
    for step in pack.steps:
        if step.kind == "game":
            continue  # its halves: every tile of the set, painted whatever the deal
        page = step_json(step, "en", None, pack.tempo)
        asked[step.id] = {key for item in page.get("show", []) for key in item["faces"]}
    assert asked["tap-q-e-e"] == {"notes:q+e+e"}  # the pack's tap step: the rhythm to tap, drawn
    missing = {step: keys - painted for step, keys in asked.items() if keys - painted}
    assert missing == {}


def test_a_game_step_mixing_face_sets_has_every_set_it_mixes_painted():
    """A game step with difficulty "sets" shows halves from notes, pips and powers alike; a
    device must find every one of them, whatever its pupil's seed (the pictures were those of
    the step's own face set only: the pips and powers halves came up as broken images)."""
    from ownpace_helpers import PACK

    from edu_domino.classplay.messages import Faces
    from edu_domino.faces import FaceOptions
    from edu_domino.lesson import loads_pack

    text = PACK.replace('difficulty = "spellings"\nopponents', 'difficulty = "sets"\nopponents')
    assert 'difficulty = "sets"' in text
    pack, problems = loads_pack(text, "mixed-sets.toml")
    assert pack is not None and not [p for p in problems if not p.warning], problems
    painted = ownpace_face_keys(pack)
    shown = set()
    for seed in range(40):  # every pupil's game has its own seed
        faces = Faces(FaceOptions("notes", "sets"), seed)
        for a in range(7):
            for b in range(a + 1):
                shown.update(faces.keys((a, b)))
    assert {key.split(":")[0] for key in shown} == {"notes", "pips", "powers"}  # the three sets mixed
    assert shown - painted == set()
