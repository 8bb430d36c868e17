"""Rests last as long as their notes; 0 is the blank half, never a rest.

The oracle is this file's own table of written lengths (a rhythm worksheet's), not the parser.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from edu_domino.cli import main
from edu_domino.faces import (
    DIFFICULTIES,
    FACE_CHOICES,
    face_options,
    get_face_set,
    parse_spelling,
    tile_spellings,
)

# Eighths in each undotted shape, note or rest alike, as a worksheet counts them.
WORTH = {"w": Fraction(8), "h": Fraction(4), "q": Fraction(2), "e": Fraction(1), "s": Fraction(1, 2)}


def worth(body: str) -> Fraction:
    """What a written rhythm adds up to, worked out from the symbols by hand."""
    if body == "empty":
        return Fraction(0)
    total = Fraction(0)
    for token in body.replace("_", "+").split("+"):
        shape = token.lstrip("r")[0]
        dots = token.count(".")
        length = WORTH[shape]
        total += length * (2 - Fraction(1, 2**dots))  # each dot adds half the part before
    return total


@pytest.mark.parametrize(
    ("body", "value"),
    [("q+rq", 4), ("rq", 2), ("re+e", 2), ("h+rh", 8), ("rq.+e", 4), ("q+re+e", 4), ("rw", 8),
     ("e.+rs", 2)],
)
def test_a_rest_is_worth_as_much_as_its_note(body, value):
    spelling = parse_spelling(f"notes:{body}")
    assert spelling.value == value == worth(body)


@pytest.mark.parametrize("name", ["notes", "notes-rests"])
def test_every_notes_spelling_adds_up_by_the_worksheet_table(name):
    face_set = get_face_set(name)
    for value in range(face_set.max_value + 1):
        for spelling in face_set.spellings(value):
            assert worth(spelling.body) == value, spelling.key


def test_rests_only_where_a_teacher_asks_for_them():
    plain = [s.body for v in range(13) for s in get_face_set("notes").spellings(v)]
    assert not any("r" in body for body in plain)
    asked = [s.body for v in range(13) for s in get_face_set("notes-rests").spellings(v)]
    assert "q+rq" in asked and sum("r" in b for b in asked) >= 11
    assert get_face_set("notes-rests").spellings(0)[0].body == "empty"


# Every choice the gallery offers, at every difficulty it takes ('mixed' is only 'sets').
GALLERY = [(c, d) for c in FACE_CHOICES for d in DIFFICULTIES if c != "mixed" or d == "sets"]


@pytest.mark.parametrize(("choice", "difficulty"), GALLERY)
def test_no_gallery_spelling_of_zero_is_a_rest(choice, difficulty):
    options = face_options(choice, difficulty)
    for seed in range(12):
        for other in range(13):
            zero, _ = tile_spellings(options, seed, (0, other))
            assert zero.value == 0
            assert not any(getattr(n, "rest", False) for n in getattr(zero, "notes", ()))
            if zero.face == "notes":
                assert zero.body == "empty"


SUM_PACK = """\
id = "rests"
version = 1
level = 2
faces = "notes"
set = 6
title = {{ es = "Silencios", pt = "Pausas", en = "Rests" }}
instructions = {{ es = "Suma.", pt = "Some.", en = "Add up." }}

[[steps]]
kind = "sum"
id = "quarter-and-rest"
show = ["q+rq"]
answer = {answer}
"""


def test_check_pack_counts_a_rest_at_its_length(tmp_path: Path, capsys):
    right = tmp_path / "right.toml"
    right.write_text(SUM_PACK.format(answer=4), encoding="utf-8")
    assert main(["check-pack", "--strict", str(right)]) == 0
    wrong = tmp_path / "wrong.toml"
    wrong.write_text(SUM_PACK.format(answer=2), encoding="utf-8")
    assert main(["check-pack", str(wrong)]) == 1
    err = capsys.readouterr().err
    assert f"{wrong}:13: " in err and "answer = 4" in err
