"""The pack editor's "try it" for a tap step (`/api/taps`): the written onsets and how each tap is
judged, asked of the tap kind; a step answered without timing has no timeline."""

from __future__ import annotations

from edu_domino.editor.session import EditSession

PACK = """\
id = "taps"
version = 1
level = 1
faces = "notes"
tempo = 60

[title]
en = "Taps"
[instructions]
en = "Tap the rhythm."

[[steps]]
kind = "tap"
id = "q-e-e"
play = "q+e+e"

[[steps]]
kind = "sum"
id = "dots"
show = ["q."]
answer = 3
"""


def _session(tmp_path) -> tuple[EditSession, dict]:
    path = tmp_path / "taps.toml"
    path.write_text(PACK, encoding="utf-8")
    session = EditSession(path, "en")
    return session, session.text.data()


def test_taps_on_time_at_any_origin_are_judged_right(tmp_path):
    session, data = _session(tmp_path)
    # At 60 a minute a quarter is 1 s: q+e+e starts notes at 0, 1 and 1.5 s and lasts 2 s.
    got = session.tap_timeline(data, 0, [5.0, 6.0, 6.5])
    assert (got["onsets"], got["beat"], got["length"]) == ([0.0, 1.0, 1.5], 1.0, 2.0)
    assert [j["timing"] for j in got["judged"]] == ["on_time", "on_time", "on_time"]
    assert got["extra"] == [] and got["right"] is True


def test_a_tap_in_no_note_is_extra_and_not_right(tmp_path):
    session, data = _session(tmp_path)
    got = session.tap_timeline(data, 0, [0.0, 1.0, 1.5, 1.9])
    assert [j["timing"] for j in got["judged"]] == ["on_time", "on_time", "on_time"]
    assert len(got["extra"]) == 1 and got["right"] is False


def test_no_taps_shows_the_rhythm_alone(tmp_path):
    session, data = _session(tmp_path)
    got = session.tap_timeline(data, 0, [])
    assert got["onsets"] == [0.0, 1.0, 1.5] and got["judged"] == [] and got["right"] is False


def test_a_step_without_timing_has_no_timeline(tmp_path):
    session, data = _session(tmp_path)
    assert session.tap_timeline(data, 1, [0.0, 1.0]) == {"problems": []}


# Taps at 60 a minute (a quarter is 1 s) and the notes they read as, worked out by hand: each tap's
# note lasts until the next tap, the last until the rhythm's end (2 s) or a beat after it.
HEARD = [
    ([5.0, 6.0, 6.5], ["q", "e", "e"]),  # q+e+e exactly, from any origin
    ([0.0, 0.98, 1.53], ["q", "e", "e"]),  # a little off: the nearest sixteenth
    ([0.0, 1.5, 2.0], ["q.", "e", "q"]),
    ([0.0, 0.75, 1.0], ["e.+s", "q"]),  # a dotted eighth and a sixteenth make one drawable half
    ([0.0, 2.5], ["h_e", "q"]),  # five eighths: a half note tied to an eighth
    ([0.0, 5.0], ["w", "q"]),  # a long wait reads as a whole note, no longer
]


def test_recorded_taps_read_back_as_notes(tmp_path):
    session, data = _session(tmp_path)
    for taps, notes in HEARD:
        assert session.tap_timeline(data, 0, taps)["heard"] == notes, taps
