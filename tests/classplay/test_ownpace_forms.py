"""What an own-pace device is sent for each step, asked of the step's kind (`own_pace_question`):
the page's form and nothing that gives the answer away. Oracles worked out by hand from the pack
in ownpace_helpers.py (tempo 60: a quarter is 1 s; "q+e+e" is three notes)."""

from __future__ import annotations

import json

from ownpace_helpers import own_pace_pack

from edu_domino.classplay.step_json import step_json


def _forms() -> dict[str, dict]:
    pack = own_pace_pack()
    return {s.id: step_json(s, "en", None, pack.tempo) for s in pack.steps if s.kind != "game"}


def test_a_tap_step_sends_the_beat_and_the_notes_count_never_the_onsets():
    tap = _forms()["tap-q-e-e"]
    assert (tap["answer"], tap["beat"], tap["notes"], tap["metronome"], tap["autoplay"]) == ("tap", 1.0, 3, True, True)
    assert [x["faces"] for x in tap["show"]] == [["notes:q+e+e"]]
    assert "onsets" not in tap and "1.5" not in json.dumps({k: v for k, v in tap.items() if k != "sound"})
    assert tap["sound"]  # the rhythm goes as sound


def test_build_chain_and_explain_send_their_own_forms():
    forms = _forms()
    build = forms["build-four"]
    assert (build["answer"], build["max_parts"]) == ("build", 6)
    assert sorted(c["faces"][0] for c in build["choices"]) == ["notes:e", "notes:h", "notes:q"]
    assert all(len(c["sound"]) == 1 for c in build["choices"])  # each picture heard as it is tapped: one note
    chain = forms["chain-one"]
    assert chain["answer"] == "chain" and len(chain["line"]) == 2
    assert sorted(c["value"] for c in chain["choices"]) == ["2-2", "5-2", "6-1"]  # the hand, not the move
    assert "6-1 R" not in json.dumps(chain)
    page = forms["welcome"]
    assert (page["answer"], page["text"], [x["faces"] for x in page["show"]]) == ("none", "A quarter counts 2.", [["notes:q"]])


def test_a_step_without_an_own_pace_form_sends_the_class_lessons_question():
    assert _forms()["two-quarters"]["answer"] == "choice"  # four numbers to choose from
    assert [c["value"] for c in _forms()["two-quarters"]["choices"]] == ["4", "5", "6", "8"]
