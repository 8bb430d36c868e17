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
