"""Face sets: every spelling is worth its value, and keys round-trip as text."""

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from edu_domino.faces import (
    FACE_SETS,
    Note,
    NotesSpelling,
    PowerSpelling,
    SpellingError,
    get_face_set,
    parse_spelling,
)

ALL = [(name, v) for name in FACE_SETS for v in range(FACE_SETS[name].max_value + 1)]


def test_every_built_in_set_reaches_double_twelve():
    for face_set in FACE_SETS.values():
        assert face_set.max_value == 12


@pytest.mark.parametrize(("name", "value"), ALL)
def test_every_value_has_spellings_worth_that_value(name, value):
    spellings = get_face_set(name).spellings(value)
    assert spellings, f"{name} has no spelling for {value}"
    assert len({s.key for s in spellings}) == len(spellings), "a spelling is listed twice"
    for s in spellings:
        assert s.value == value
        assert s.face == get_face_set(name).kind
        assert parse_spelling(s.key) == s


@pytest.mark.parametrize("value", range(1, 13))
def test_notes_add_up_exactly_and_music_gives_at_least_two_ways(value):
    spellings = get_face_set("notes").spellings(value)
    assert len(spellings) >= 2
    for s in spellings:
        assert isinstance(s, NotesSpelling)
        written = [n.duration for n in s.notes]
        assert all(isinstance(d, Fraction) for d in written)
        assert sum(written, Fraction(0)) == value
        assert sum((d for d, _rest in s.sounds()), Fraction(0)) == value
        assert not s.notes or not s.notes[-1].tied, "a tie must lead to a note"


def test_zero_is_only_the_blank_half():
    (blank,) = get_face_set("notes").spellings(0)
    assert blank.key == "notes:empty" and blank.notes == ()


def test_the_seed_004_table_is_there():
    keys = {v: {s.key for s in get_face_set("notes").spellings(v)} for v in range(13)}
    assert {"notes:q", "notes:e+e"} <= keys[2]
    assert {"notes:q.", "notes:e+e+e"} <= keys[3]
    assert {"notes:h+e", "notes:e+q+q"} <= keys[5]
    assert "notes:h." in keys[6] and "notes:w" in keys[8]
    assert keys[0] == {"notes:empty"}


def test_plain_spellings_use_one_sound_where_one_exists():
    for value in range(1, 13):
        plain = get_face_set("notes").spellings(value)[0]
        assert len(plain.sounds()) == 1, plain.key  # one note, or notes tied into one


def test_durations_of_every_note_shape():
    assert Note("w").duration == 8 and Note("h", 1).duration == 6
    assert Note("q", 2).duration == Fraction(7, 2) and Note("s").duration == Fraction(1, 2)
    assert parse_spelling("notes:e.+s").value == 2  # a dotted rhythm adds up exactly


def test_ties_and_sums_are_different_spellings_of_the_same_value():
    tie, total = parse_spelling("notes:h_e"), parse_spelling("notes:h+e")
    assert tie.value == total.value == 5
    assert tie != total and tie.notes[0].tied and not total.notes[0].tied
    assert tie.sounds() == ((Fraction(5), False),)
    assert total.sounds() == ((Fraction(4), False), (Fraction(1), False))


def test_powers_count_the_exponent_in_both_styles():
    for k in range(13):
        raised, number = get_face_set("powers").spellings(k)
        assert isinstance(raised, PowerSpelling) and raised.style == "superscript"
        assert number.style == "number" and number.number == 2**k == raised.number
        assert raised.key == f"powers:2^{k}" and number.key == f"powers:{2**k}"
    assert parse_spelling("powers:4096").value == 12


def test_pip_layouts_have_as_many_distinct_dots_as_the_value():
    for v in range(13):
        (s,) = get_face_set("pips").spellings(v)
        assert len(set(s.positions)) == v
        assert all(0 < x < 1 and 0 < y < 1 for x, y in s.positions)


def test_keys_are_forgiving_about_case_and_spaces_but_canonical():
    assert parse_spelling("NOTES: q. + e").key == "notes:q.+e"
    assert parse_spelling("powers:2**3").key == "powers:2^3"


@pytest.mark.parametrize(
    ("key", "says"),
    [
        ("notes", "face:spelling"),
        ("nots:q", "did you mean 'notes'"),
        ("notes:x", "is not a note"),
        ("notes:q+", "no note on one side"),
        ("notes:e.", "whole number of eighths"),
        ("notes:w+w", "largest value is 12"),
        ("notes:rq_q", "cannot be tied"),
        ("notes:q...", "at most 2 dots"),
        ("powers:6", "power of two"),
        ("powers:2^13", "too large"),
        ("pips:13", "largest value is 12"),
        ("pips:two", "whole number"),
        ("numerals:-1", "whole number"),
    ],
)
def test_bad_keys_say_what_is_wrong_in_one_line(key, says):
    with pytest.raises(SpellingError) as info:
        parse_spelling(key)
    assert says in str(info.value)
    assert "\n" not in str(info.value)
    assert isinstance(info.value, ValueError)


def test_unknown_face_set_and_value_out_of_range():
    with pytest.raises(ValueError, match="did you mean 'notes'"):
        get_face_set("note")
    with pytest.raises(ValueError, match="0 to 12"):
        get_face_set("notes").spellings(13)


_token = st.tuples(st.sampled_from("whqes"), st.integers(0, 2)).map(lambda t: t[0] + "." * t[1])


@given(st.lists(st.tuples(_token, st.sampled_from("+_")), min_size=1, max_size=5))
def test_any_note_key_either_parses_to_its_sum_or_is_refused_clearly(parts):
    body = "".join(t + j for t, j in parts)[:-1]
    expected = sum((Note(t[0], len(t) - 1).duration for t, _ in parts), Fraction(0))
    try:
        spelling = parse_spelling(f"notes:{body}")
    except SpellingError as exc:
        assert expected.denominator != 1 or expected > 12, exc
        return
    assert spelling.value == expected
    assert parse_spelling(spelling.key) == spelling


def test_faces_are_pure_no_pygame_no_mido():
    import subprocess
    import sys

    code = "import sys, edu_domino.faces; print(sorted(m for m in ('pygame', 'mido') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
