"""Big packs (issue 25): past the limits docs/lesson-packs.md gives (steps in a pack, characters in a
text) a pack is refused by the public commands with the number, the limit and the fix, before any
step is checked or drawn; at the limit it is accepted. `worksheet` says what it is drawing. The
limits are read from the documentation, the oracle, not from the code."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from edu_domino.cli import main

DOC = (Path(__file__).parents[2] / "docs" / "lesson-packs.md").read_text(encoding="utf-8")
MOST_STEPS = int(re.search(r"at most \*\*(\d+) steps\*\*", DOC).group(1))
MOST_CHARACTERS = int(re.search(r"at most \*\*(\d+) characters\*\*", DOC).group(1))

HEAD = '''id = "big"
version = 1
title = {{ en = "{title}" }}
instructions = {{ en = "Count." }}
'''
STEP = '[[steps]]\nkind = "sum"\nshow = ["pips:3"]\nanswer = 3\n'


def _pack(folder: Path, steps: int, title: str = "Sums") -> Path:
    path = folder / "big.toml"
    path.write_text(HEAD.format(title=title) + STEP * steps, encoding="utf-8")
    return path


def test_the_documented_limits_are_sensible():
    assert 16 <= MOST_STEPS <= 1000 and 200 <= MOST_CHARACTERS <= 10_000


@pytest.mark.parametrize("steps", [MOST_STEPS + 1, 10_000])
def test_a_pack_with_too_many_steps_is_refused_with_the_limit_and_the_fix(tmp_path, capsys, steps):
    pack = _pack(tmp_path, steps)
    assert main(["check-pack", str(pack)]) == 1
    err = capsys.readouterr().err
    # `steps` is first written on line 5, where the first [[steps]] table starts
    assert f"{pack}:5: the pack has {steps} steps; a pack holds at most {MOST_STEPS}; split it into packs" in err
    assert len(err.splitlines()) == 1  # the one problem: no step was checked past the limit
    assert main(["worksheet", str(pack), str(tmp_path / "big.pdf")]) == 1
    assert f"at most {MOST_STEPS}" in capsys.readouterr().err and not (tmp_path / "big.pdf").exists()
    assert main(["lessons", "--lessons", str(tmp_path), "--lang", "en"]) == 0  # listed as unusable
    assert f"at most {MOST_STEPS}" in capsys.readouterr().out


def test_a_pack_at_the_step_limit_is_accepted(tmp_path, capsys):
    pack = _pack(tmp_path, MOST_STEPS)
    assert main(["check-pack", str(pack)]) == 0
    assert f"{MOST_STEPS} steps ({MOST_STEPS} sum)" in capsys.readouterr().out


def test_a_text_past_the_limit_is_refused_on_its_line(tmp_path, capsys):
    pack = _pack(tmp_path, 1, title="Ab" * 10_000)  # one 20,000-letter word
    assert main(["check-pack", str(pack)]) == 1
    err = capsys.readouterr().err
    assert f"{pack}:3: this text is 20000 characters long; a text holds at most {MOST_CHARACTERS}; shorten it" in err
    pack = _pack(tmp_path, 1, title="A" * MOST_CHARACTERS)
    assert main(["check-pack", str(pack)]) == 0


def test_the_worksheet_says_how_far_it_has_drawn(tmp_path, capsys):
    pack = _pack(tmp_path, 60)
    out = tmp_path / "sheet.pdf"
    assert main(["worksheet", str(pack), str(out), "--lang", "en"]) == 0
    err = capsys.readouterr().err.splitlines()
    assert err == [f"{pack}: drawing 60 steps…", "25 of 60 steps drawn", "50 of 60 steps drawn"]
    assert out.read_bytes().startswith(b"%PDF")
