"""The right answer is not where a pupil would guess: across each skill's catalogue it is first,
last and between, no place holding most of them (number choices stay in rising order)."""

from __future__ import annotations

from collections import Counter

import pytest

from edu_domino.progress.drills import Drills


@pytest.mark.parametrize("skill", ["sums", "powers", "spellings", "listening"])
def test_the_right_choice_is_spread_over_the_places(skill):
    items = Drills().catalogue(skill)
    places = Counter(item.choices.index(item.expected) for item in items)
    n = len(items)
    assert set(places) == {0, 1, 2, 3}, places
    assert max(places.values()) <= n / 2, places  # no place is a safe guess
    assert places[0] <= n / 3, places  # the first (focused) choice is right no more than by chance-ish


def test_number_choices_read_as_a_number_line():
    for item in Drills().catalogue("sums"):
        numbers = [int(c) for c in item.choices]
        assert numbers == sorted(numbers) and len(set(numbers)) == 4 and min(numbers) >= 0, item.key


@pytest.mark.parametrize(("key", "es", "pt", "en"), [
    ("listen:notes:q.+e", "negra con puntillo + corchea", "semínima pontuada + colcheia", "dotted quarter note + eighth note"),
    ("equiv:numerals:5", "blanca + corchea", "mínima + colcheia", "half note + eighth note"),
    ("pow:powers:2^3", "8", "8", "8"),  # a number question's answer is its number
])
def test_the_right_answer_is_said_in_words_not_its_key(key, es, pt, en):
    item = Drills().item(key)
    assert (item.answer_words("es"), item.answer_words("pt"), item.answer_words("en")) == (es, pt, en)
