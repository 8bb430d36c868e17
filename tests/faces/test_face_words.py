"""Halves and tiles named in words, per language: the oracle is a table written by hand from a
music teacher's vocabulary (es: negra, blanca con puntillo; pt: semínima, mínima pontuada)."""

import re

import pytest

from edu_domino.faces import FACE_SETS, get_face_set, half_words, parse_spelling, tile_words
from edu_domino.faces.notes import NOTES_WITH_RESTS_TABLE

NAMED = [
    # key, es, pt, en
    ("notes:q", "negra", "semínima", "quarter note"),
    ("notes:q+h.", "negra + blanca con puntillo", "semínima + mínima pontuada",
     "quarter note + dotted half note"),
    ("notes:rq", "silencio de negra", "pausa de semínima", "quarter rest"),
    ("notes:h_e", "blanca ligada a corchea", "mínima ligada a colcheia", "half note tied to eighth note"),
    ("notes:h..", "blanca con doble puntillo", "mínima duplamente pontuada", "double-dotted half note"),
    ("notes:s+s", "semicorchea + semicorchea", "semicolcheia + semicolcheia", "sixteenth note + sixteenth note"),
    ("notes:q+re", "negra + silencio de corchea", "semínima + pausa de colcheia", "quarter note + eighth rest"),
    ("notes:empty", "vacía", "vazia", "empty"),
    ("powers:2^3", "2³", "2³", "2³"),
    ("powers:2^12", "2¹²", "2¹²", "2¹²"),
    ("powers:8", "8", "8", "8"),  # a face that writes the number shows 8 (it counts 3)
    ("pips:5", "5", "5", "5"),
    ("numerals:11", "11", "11", "11"),
]


@pytest.mark.parametrize(("key", "es", "pt", "en"), NAMED)
def test_a_half_is_named_in_each_language(key, es, pt, en):
    half = parse_spelling(key)
    assert (half_words(half, "es"), half_words(half, "pt"), half_words(half, "en")) == (es, pt, en)


def test_show_numbers_adds_the_value_only_where_the_face_hides_it():
    assert half_words(parse_spelling("notes:q."), "es", numbers=True) == "negra con puntillo (3)"
    assert half_words(parse_spelling("powers:8"), "en", numbers=True) == "8 (3)"
    assert half_words(parse_spelling("pips:4"), "pt", numbers=True) == "4"


def test_a_tile_reads_like_a_tile():
    q, h = parse_spelling("notes:q"), parse_spelling("notes:h.")
    assert tile_words((q, h), "es") == "negra y blanca con puntillo"
    assert tile_words((q, h), "pt", numbers=True) == "semínima (2) e mínima pontuada (6)"
    assert tile_words((parse_spelling("pips:6"), parse_spelling("numerals:0")), "en") == "6-0"


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_no_notes_or_powers_half_is_named_by_a_code_or_its_value(lang):
    """Every spelling of the built-in hidden-value sets: no key letters, no ASCII digit but the 2
    of a power (or a power written as its number, which is what that face shows)."""
    halves = [parse_spelling(f"notes:{b}") for row in NOTES_WITH_RESTS_TABLE for b in row]
    halves += [s for v in range(13) for s in get_face_set("powers").spellings(v)]
    for half in halves:
        words = half_words(half, lang)
        assert ":" not in words and not re.search(r"\b[whqes]\b|\^", words), (half.key, words)
        if half.face == "notes":
            assert not re.search(r"\d", words), (half.key, words)
        elif half.body.startswith("2^"):
            assert words[0] == "2" and words[1:].strip("⁰¹²³⁴⁵⁶⁷⁸⁹") == ""
        else:  # a power written as its number: what the face shows, never the exponent
            assert words == str(2 ** half.value), (half.key, words)
    assert {"pips", "numerals", "notes", "powers"} <= set(FACE_SETS)
