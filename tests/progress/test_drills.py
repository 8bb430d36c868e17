from fractions import Fraction

import pytest

from edu_domino.faces import get_face_set, parse_spelling
from edu_domino.progress import CHOICE, NUMBER, SKILLS, Drills, UnknownItem, default_drills


@pytest.fixture(scope="module")
def drills():
    return default_drills()


def _all(drills):
    return [item for skill in SKILLS for item in drills.catalogue(skill)]


def test_every_skill_has_items_on_several_levels(drills):
    for skill in SKILLS:
        levels = {i.level for i in drills.catalogue(skill)}
        assert len(drills.catalogue(skill)) >= 20 and len(levels) >= 3, skill
        assert [i.level for i in drills.catalogue(skill)] == sorted(i.level for i in drills.catalogue(skill))


def test_every_item_rebuilds_identically_from_its_key(drills):
    fresh = Drills()
    for item in _all(drills):
        assert fresh.item(item.key) == item
        assert drills.skill_of(item.key) == item.skill


def test_the_expected_answer_is_offered_and_only_it_is_right(drills):
    for item in _all(drills):
        if item.kind == "tap":
            continue  # answered by tapping, not chosen (tests/progress/test_tap_drills.py)
        assert item.expected in item.choices, item.key
        assert len(set(item.choices)) == len(item.choices) == 4, item.key
        right = [c for c in item.choices if item.check(c)]
        assert right == [item.expected], (item.key, item.choices)


def test_sums_are_what_the_notes_add_up_to(drills):
    for item in drills.catalogue("sums"):
        shown = [parse_spelling(k) for k in item.shows]
        total = sum((n.duration for s in shown for n in s.notes), Fraction(0))
        assert item.kind == NUMBER and item.expected == str(total)
    assert drills.item("sum:notes:q+e").check(" 03 ")  # typed answers are normalised
    # A rest lasts as long as its note; the catalogue shows no rest (0 is the blank half only).
    assert drills.item("sum:notes:q+rq").expected == "4"
    assert drills.item("sum:notes:rq").expected == "2"
    assert not any("r" in k.split(":", 1)[1] for i in drills.catalogue("sums") for k in i.shows)


def test_equivalent_spellings_are_worth_the_same_and_look_different(drills):
    for item in drills.catalogue("spellings"):
        (shown,) = item.shows
        assert item.kind == CHOICE and item.expected != shown
        assert parse_spelling(item.expected).value == parse_spelling(shown).value
        for other in item.also_right:  # any other spelling of the value is accepted too
            assert item.check(other) and parse_spelling(other).value == parse_spelling(shown).value


def test_powers_both_ways(drills):
    keys = {i.key: i for i in drills.catalogue("powers")}
    assert keys["pow:powers:2^5"].expected == "32"
    assert keys["log:powers:32"].expected == "5"
    top = get_face_set("powers").max_value
    assert keys[f"pow:powers:2^{top}"].level > keys["pow:powers:2^1"].level
    assert len(keys) == 2 * (top + 1)


def test_listening_items_carry_what_to_play_and_choices_that_sound_different(drills):
    for item in drills.catalogue("listening"):
        assert item.play == item.expected and parse_spelling(item.play).value > 0
        heard = [parse_spelling(c).sounds() for c in item.choices]
        assert len(set(heard)) == len(heard), item.key


@pytest.mark.parametrize(
    "key", ["", "sum", "sum:", "nope:notes:q", "sum:notes:zz", "pow:notes:q", "listen:notes:rq",
            "equiv:numerals:99", "sum:notes:q&notes:q&notes:q"],
)
def test_keys_that_describe_no_item_give_one_clear_error(drills, key):
    with pytest.raises(UnknownItem) as err:
        drills.item(key)
    assert repr(key) in str(err.value) and "\n" not in str(err.value)
