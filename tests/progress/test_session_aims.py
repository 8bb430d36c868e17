"""The teacher's aims, pure: a session asks only the chosen topics, never above the top level,
counts to its length, says what to practise next, and a missed choice question comes back with
its pictures in another order. Aims read from a hand-edited file keep what they understand."""

from __future__ import annotations

import random

import pytest

from edu_domino.progress import PracticeSession
from edu_domino.progress.aims import PracticeAims, aims_from_json, topics_to_ask
from edu_domino.progress.session import reshuffled


def _wrong(item) -> str:
    return next(c for c in item.choices if not item.check(c))


def test_only_the_chosen_topic_and_levels_are_asked_and_the_length_is_counted(record):
    session = PracticeSession(record, record.create_pupil("Ana"), ("powers",), seed=2, top_level=1, length=6)
    asked = []
    while not session.finished:
        item = session.next_item()
        asked.append((item.skill, item.level))
        session.answer(item.expected if len(asked) % 3 else _wrong(item))
    assert len(asked) == 6 and session.question_number == 7
    assert all(skill == "powers" and level == 1 for skill, level in asked), asked
    summary = session.summary()
    assert (summary.answered, summary.correct, summary.wrong) == (6, 4, 2)


def test_a_missed_same_value_question_returns_with_its_pictures_moved(record):
    session = PracticeSession(record, record.create_pupil("Ana"), ("spellings",), seed=5)
    first = session.next_item()
    session.answer(_wrong(first))
    for _ in range(10):
        item = session.next_item()
        if item.key == first.key:
            break
        session.answer(item.expected)
    assert item.key == first.key
    assert sorted(item.choices) == sorted(first.choices) and item.choices != first.choices


@pytest.mark.parametrize("seed", range(20))
def test_reshuffled_never_gives_back_the_same_order(record, seed):
    session = PracticeSession(record, record.create_pupil("Ana"), ("sums", "spellings"), seed=1)
    item = session.next_item()
    again = reshuffled(item, item.choices, random.Random(seed))
    assert again.choices != item.choices and item.expected in again.choices


@pytest.mark.parametrize("data, expected", [
    ({"topics": ["sums", "nonsense"], "top_level": 2, "length": 5}, PracticeAims(("sums",), 2, 5)),
    ({"topics": [], "top_level": "high", "length": 7}, PracticeAims()),  # nothing usable: defaults
    ({"topics": ["powers"], "top_level": True, "length": 10.0}, PracticeAims(("powers",))),
    ("not an object", PracticeAims()),
])
def test_aims_from_a_hand_edited_file_keep_what_they_understand(data, expected):
    assert aims_from_json(data) == expected


def test_listening_waits_for_sound_and_the_last_topic_stays():
    aims = PracticeAims(("sums", "listening"))
    assert topics_to_ask(aims, sound_works=False) == ("sums",)
    assert topics_to_ask(aims, sound_works=True) == ("sums", "listening")
    only = PracticeAims(("sums",))
    assert only.with_topic("sums", False) == only
