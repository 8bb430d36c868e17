"""Tap drills: rhythms to tap back in practice, judged like a lesson's tap step, recorded with each
note's error and filed under the "rhythm" skill. At the practice tempo of 80 a quarter note lasts
0.75 s and an eighth 0.375 s (worked by hand: 60 / 80 = 0.75)."""

from __future__ import annotations

import pytest

from edu_domino.faces import parse_spelling
from edu_domino.lesson.tap import written_rhythm
from edu_domino.progress import PracticeSession
from edu_domino.progress.drills import default_drills
from edu_domino.progress.items import PRACTICE_TEMPO, RHYTHM, TAP


def test_the_rhythm_catalogue_holds_rhythms_of_two_notes_or_more():
    items = default_drills().catalogue(RHYTHM)
    assert len(items) >= 20
    assert all(i.kind == TAP and i.skill == RHYTHM for i in items)
    for item in items:
        notes = parse_spelling(item.expected).notes
        sounding = [n for i, n in enumerate(notes) if not n.rest and (i == 0 or not notes[i - 1].tied)]
        assert len(sounding) >= 2, item.key  # one tap alone would always be right
    levels = [i.level for i in items]
    assert levels == sorted(levels)  # easiest first
    assert {"tap:notes:q+e", "tap:notes:e+q"} <= {i.key for i in items}


# taps (s), right?, the recorded answer: by hand at tempo 80 (onsets 0, 0.75, 1.125)
TAPS = [
    ("3.0 3.75 4.125", True, "0.000 0.750 1.125 s (ms: +0 +0 +0)"),
    ("0 0.8 1.1", True, "0.000 0.800 1.100 s (ms: +0 +50 -25)"),
    ("0 0.5 1.125", False, "0.000 0.500 1.125 s (ms: +0 -250 +0)"),
    ("0 0.75", False, "0.000 0.750 s (ms: +0 +0 -)"),
    ("", False, ""),
]


@pytest.mark.parametrize(("taps", "right", "recorded"), TAPS)
def test_a_tap_item_judges_and_words_the_taps(taps, right, recorded):
    item = default_drills().item("tap:notes:q+e+e")
    assert item.tempo == PRACTICE_TEMPO == 80
    assert item.check(taps) is right
    assert item.normalise(taps) == recorded
    assert item.check(item.normalise(taps)) is right  # a recorded answer reads back the same


def test_a_practice_session_of_rhythms_records_each_notes_error(record):
    pupil = record.create_pupil("Ana")
    session = PracticeSession(record, pupil, seed=4, skills=[RHYTHM])
    item = session.next_item()
    assert item.kind == TAP
    # the item's own rhythm, tapped 40 ms late on every later note (onsets from the judgement's
    # own reading of the notes: this test is about recording, the onsets are tested elsewhere)
    onsets = list(written_rhythm(parse_spelling(item.expected), PRACTICE_TEMPO).onsets)
    taps = " ".join(f"{10 + t + (0.04 if n else 0):.3f}" for n, t in enumerate(onsets))
    feedback = session.answer(taps)
    assert feedback.correct
    (row,) = record.answers(pupil)
    assert row.skill == RHYTHM and row.item == item.key and row.correct
    assert row.given.endswith("(ms: +0" + " +40" * (len(onsets) - 1) + ")")


def test_unknown_or_silent_tap_items_are_refused():
    drills = default_drills()
    with pytest.raises(ValueError, match="tap item"):
        drills.item("tap:notes:rq+rh")
    with pytest.raises(ValueError):
        drills.item("tap:pips:3")
